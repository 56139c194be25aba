import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueSkillLookup } from '../../apps/server/src/modules/profiles/engine-parser.ts';
import { parseResume } from '../../packages/engines/src/resume-parser/parse-resume.ts';

/**
 * `npm run parse` runs a bundle of scripts/parse.ts (scripts/cli-bundle.mjs, decision 0114). The bundle
 * must read the same data as the sources (the catalogue's directory is found by package name, not next to
 * the bundle) and give the same profile, and it must be rebuilt when a file it was built from changes
 * (a retrained model), or it would parse with the old one.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = path.join(ROOT, 'packages/engines/src/resume-parser/__fixtures__');
const node = (args: string[]) => execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 });

describe('npm run parse, from its bundle', () => {
  it.each(['en-01-software.pdf', 'en-01-software.docx'])('prints the profile the sources give, skills matched to the shipped catalogue (%s)', async (name) => {
    const printed = JSON.parse(node(['scripts/parse-cli.mjs', path.join(FIXTURES, name)])) as unknown;
    const kind = name.endsWith('.pdf') ? 'pdf' : 'docx';
    const fromSource = await parseResume({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES, name))), kind }, { skillCatalogue: catalogueSkillLookup() });
    expect(fromSource.ok).toBe(true);
    expect(printed).toEqual(fromSource.ok ? fromSource.profile : null);
  }, 60_000);
});

describe('the bundle cache', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'masar-cli-bundle-'));
  const entry = path.join(scratch, `probe-${process.pid}.ts`);
  const builder = path.join(ROOT, 'scripts/cli-bundle.mjs');
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(path.join(ROOT, 'node_modules/.cache/masar-cli', `probe-${process.pid}`), { recursive: true, force: true });
  });

  /** Runs one step against the builder in a fresh Node (the builder is plain JavaScript for plain Node). */
  const step = (code: string) =>
    node(['--input-type=module', '-e', `import * as cli from ${JSON.stringify(`file://${builder}`)}; const entry = ${JSON.stringify(entry)}; ${code}`]).trim();

  it('is rebuilt when a file it was built from changes, and is used as it is until then', () => {
    writeFileSync(path.join(scratch, 'model.json'), JSON.stringify({ weight: 1 }));
    writeFileSync(entry, "import model from './model.json' with { type: 'json' };\nconsole.log(model.weight);\n");
    const run = `const { pathToFileURL } = await import('node:url'); await import(pathToFileURL(await cli.freshBundle(entry)).href);`;

    expect(step(`console.log(cli.isFresh(entry));`)).toBe('false');
    expect(step(run)).toBe('1');
    expect(step(`console.log(cli.isFresh(entry));`)).toBe('true');

    const first = step(`console.log(await cli.freshBundle(entry));`);
    writeFileSync(path.join(scratch, 'model.json'), JSON.stringify({ weight: 2 }));
    expect(step(`console.log(cli.isFresh(entry));`)).toBe('false');
    expect(step(run)).toBe('2');
    expect(step(`console.log(cli.isFresh(entry));`)).toBe('true');
    // A run that started on the previous build may still load its chunks: it stays until an hour after.
    expect(step(`console.log(await cli.freshBundle(entry));`)).not.toBe(first);
    expect(existsSync(first)).toBe(true);
  }, 60_000);
});
