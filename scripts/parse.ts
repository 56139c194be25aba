/**
 * `npm run parse -- <file> [--no-catalogue | --catalogue skills.json]`: parses one resume (PDF, DOCX, DOC or
 * TXT, by extension) and prints the profile as JSON, as upload_response holds it. Skills are matched to
 * the shipped catalogue by default, with the same lookup the server's parse job uses; `--no-catalogue`
 * keeps them as written, and `--catalogue` takes another list of { id, name, aliases? } from a JSON file.
 * Exits 1 with the reason when the resume cannot be parsed (no text layer, unreadable, empty).
 *
 * `npm run parse` runs this file from a bundle (scripts/parse-cli.mjs, decision 0114), not through tsx;
 * `node --import tsx scripts/parse.ts` runs the same code from the sources.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readShippedSkills } from '../packages/catalog/src/shipped-data.ts';
import { parserSkills } from '../apps/server/src/modules/profiles/parser-skills.ts';
import type { DocumentKind } from '../packages/engines/src/resume-parser/layout-line.ts';
import { parseResume } from '../packages/engines/src/resume-parser/parse-resume.ts';
import type { SkillLookup } from '../packages/engines/src/resume-parser/profile.ts';
import { createSkillLookup, type CatalogueSkill } from '../packages/engines/src/resume-parser/skill-lookup.ts';

const usage = 'usage: npm run parse -- <resume.pdf|docx|doc|txt> [--no-catalogue | --catalogue skills.json]';
const args = process.argv.slice(2);
const catalogueIndex = args.indexOf('--catalogue');
const cataloguePath = catalogueIndex >= 0 ? args[catalogueIndex + 1] : undefined;
const withoutCatalogue = args.includes('--no-catalogue');
const [file] = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--catalogue');
if (!file || (catalogueIndex >= 0 && !cataloguePath) || (withoutCatalogue && cataloguePath)) {
  console.error(usage);
  process.exit(2);
}
const extension = path.extname(file).slice(1).toLowerCase();
if (!['pdf', 'docx', 'doc', 'txt'].includes(extension)) {
  console.error(`Unsupported file type ".${extension}": use PDF, DOCX, DOC or TXT.`);
  process.exit(2);
}

function skillLookup(): SkillLookup | undefined {
  if (withoutCatalogue) return undefined;
  if (cataloguePath) return createSkillLookup(JSON.parse(readFileSync(cataloguePath, 'utf8')) as CatalogueSkill[]);
  // The skills alone: the server's lookup over the shipped catalogue, without reading its occupations and courses.
  return createSkillLookup(parserSkills(readShippedSkills()));
}

const skillCatalogue = skillLookup();
const result = await parseResume({ bytes: new Uint8Array(readFileSync(file)), kind: extension as DocumentKind }, skillCatalogue ? { skillCatalogue } : {});
if (!result.ok) {
  console.error(`${result.reason}: ${result.message}`);
  process.exit(1);
}
console.log(JSON.stringify(result.profile, null, 2));
