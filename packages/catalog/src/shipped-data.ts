import { readFileSync } from 'node:fs';
import type { CatalogueManifest } from './catalogue.ts';
import { CATALOGUE_DATA_DIR } from './data-dir.ts';
import type { Skill } from './skills.ts';

/** One shipped data file (a path relative to data/), parsed, not yet validated. */
export function readShippedJson(file: string): unknown {
  return JSON.parse(readFileSync(new URL(file, CATALOGUE_DATA_DIR), 'utf8'));
}

/**
 * The shipped catalogue's skills alone, as written, for a one-shot tool that needs only skills (`npm run
 * parse`): reading and validating the whole catalogue took it 0.3–0.5 s of CPU a run, more than the parse,
 * and loading zod to build the schemas another 0.15–0.2 s, so this module does without both. The shipped files
 * are validated by readCatalogue, as the server and the catalogue's tests read them, and the schemas only
 * check (no defaults, no transforms), so what they check is what this returns.
 */
export function readShippedSkills(): Skill[] {
  const manifest = readShippedJson('catalogue.json') as CatalogueManifest;
  return manifest.skills.flatMap((file) => (readShippedJson(file) as { skills: Skill[] }).skills);
}
