/**
 * `npm run import:onet -- <dir>` and `npm run import:esco -- <dir>` as an operator runs them: separate
 * processes on the configured database, over small files in the official formats that the team wrote
 * (packages/catalog/test/fixtures/{onet,esco}-release). The server, started as main.ts starts it, then uses
 * the official job zones, finds the ESCO skills, and has a new catalogue version, so matches are recomputed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installCatalogue, loadCatalogue, readCatalogue } from '@masar/catalog/catalogue';
import { buildApp, type App } from '../src/app.ts';
import { catalogueEscoSkills, catalogueImports, catalogueOnetOccupations } from '../src/db/schema/catalog.ts';
import { matchingMeta } from '../src/db/schema/matching.ts';
import { installImportedCatalogue } from '../src/modules/catalog/catalog-imports.service.ts';
import { matchingVersion } from '../src/modules/matching/matching.service.ts';
import { createCliDatabase, type CliDatabase } from './helpers/cli.ts';
import { createUser, logIn } from './helpers/factories.ts';
import { json, testBuildOptions, testConfig } from './helpers/test-app.ts';

const fixtures = fileURLToPath(new URL('../../../packages/catalog/test/fixtures/', import.meta.url));
const onetDir = path.join(fixtures, 'onet-release');
const escoDir = path.join(fixtures, 'esco-release');
const shipped = readCatalogue();

let cli: CliDatabase;
beforeAll(async () => {
  cli = await createCliDatabase(new URL('../src/catalogue-import-cli.ts', import.meta.url), 'catalogue-import');
}, 120_000);
afterAll(async () => {
  // The worker runs other files next, in the same modules (vitest.config.ts): they expect the shipped catalogue.
  installCatalogue(shipped);
  await cli.cleanUp();
});
const runCli = (...args: string[]) => cli.run(...args);

/** What the import tables hold, to compare before and after. */
async function storedImports() {
  const database = await cli.reopen();
  try {
    const { db } = database;
    return {
      occupations: await db.select().from(catalogueOnetOccupations).orderBy(asc(catalogueOnetOccupations.code)),
      skills: await db.select().from(catalogueEscoSkills).orderBy(asc(catalogueEscoSkills.uri)),
      imports: await db.select().from(catalogueImports).orderBy(asc(catalogueImports.source)),
    };
  } finally {
    await database.close();
  }
}

/** The server as main.ts starts it (migrate, install the imported catalogue, build), closed again for the CLI. */
async function withServer(use: (app: App, token: string) => Promise<void>): Promise<void> {
  const database = await cli.reopen();
  await database.migrate();
  await installImportedCatalogue(database.db);
  const app = await buildApp({ config: testConfig({ DATA_DIR: cli.dataDir }), database, ...testBuildOptions });
  try {
    const { token } = await logIn(app, (await createUser(app)).email);
    await use(app, token);
  } finally {
    await app.close();
    await database.close();
  }
}

const searchSkills = (app: App, token: string, search: string, lang = 'en') =>
  app.inject({ method: 'POST', url: '/api/user/skills/', headers: { token, lang }, payload: { search } });
const suggestTitles = (app: App, token: string, input: string) =>
  app.inject({ method: 'GET', url: `/api/user/autocomplete/name?input=${encodeURIComponent(input)}`, headers: { token } });

const CRISIS = 'skill:esco-00000000-0000-4000-8000-000000000103';
let importedVersion = '';

describe('npm run import:onet and import:esco', () => {
  it('import the official files; the server then uses the official job zones, new occupations and ESCO skills', async () => {
    const onet = await runCli('onet', onetDir);
    expect(onet.code, onet.stderr).toBe(0);
    expect(onet.stdout).toContain('O*NET: 5 records imported.');
    expect(onet.stdout).toContain('3 occupations with official data, 2 new');
    expect(onet.stderr).toContain('warning: Interests.txt: unknown code 99-9999.00');
    const esco = await runCli('esco', escoDir);
    expect(esco.code, esco.stderr).toBe(0);
    expect(esco.stdout).toContain('ESCO: 5 records imported.');
    expect(esco.stdout).toContain('2 skills matched, 3 new');
    const version = /Catalogue (\S+):/.exec(esco.stdout)?.[1];

    await withServer(async (app, token) => {
      const catalogue = loadCatalogue();
      expect(catalogue.version).toBe(version);
      expect(catalogue.version).toMatch(new RegExp(`^${shipped.version.replaceAll('.', '\\.')}\\+[0-9a-f]{10}$`));
      importedVersion = catalogue.version;
      expect(shipped.occupationsByCode.get('15-1254.00')?.job_zone).toBe(3);
      expect(catalogue.occupationsByCode.get('15-1254.00')?.job_zone).toBe(4);
      // O*NET's task statements come through the database into the standard job profiles (decision 0038).
      expect(catalogue.occupationsByCode.get('15-1254.00')?.tasks).toEqual({ en: ['Fixture task: build the pages of a web site.', 'Fixture task: keep a web site fast.'], ar: [] });

      // What the API shows: the official job zone, an alternate title from O*NET, a new occupation.
      const web = json(await suggestTitles(app, token, 'web developers')).data[0];
      expect(web).toMatchObject({ title: 'Web Developers', occupation_id: 'occ:15-1254.00', job_zone: 4 });
      expect(json(await suggestTitles(app, token, 'full stack eng')).data[0]).toMatchObject({ title: 'Full Stack Engineer', occupation_id: 'occ:15-1254.00' });
      expect(json(await suggestTitles(app, token, 'PMHNP')).data[0]).toMatchObject({
        occupation_id: 'occ:29-1141.02',
        occupation_title: 'Advanced Practice Psychiatric Nurses',
        job_zone: 5,
      });

      // An ESCO skill is found by the skill search, in English and by its Arabic label; a matched one by its ESCO label.
      const crisis = json(await searchSkills(app, token, 'apply crisis')).data;
      expect(crisis.results[0]).toEqual({
        id: CRISIS,
        name: 'Apply crisis intervention in mental health',
        type: 'technical',
        category: 'esco-sector-specific',
        category_name: 'Sector-specific skills (ESCO)',
      });
      const arabic = json(await searchSkills(app, token, 'تطبيق التدخل', 'ar')).data;
      expect(arabic.results[0]).toMatchObject({ id: CRISIS, name: 'تطبيق التدخل في الأزمات في مجال الصحة النفسية', category_name: 'مهارات خاصة بقطاع (ESCO)' });
      expect(json(await searchSkills(app, token, 'python (computer')).data.results[0]).toMatchObject({ id: 'skill:python' });

      // Matching recomputes with the new catalogue: its stored version follows the catalogue's.
      expect(matchingVersion().startsWith(`${catalogue.version}/`)).toBe(true);
      await app.ctx.matching.sweep();
      const [stored] = await app.ctx.db.select().from(matchingMeta).where(eq(matchingMeta.key, 'version'));
      expect(stored?.value).toBe(matchingVersion());
    });
  }, 180_000);

  it('change nothing the second time', async () => {
    const before = await storedImports();
    for (const [source, dir] of [
      ['onet', onetDir],
      ['esco', escoDir],
    ] as const) {
      const again = await runCli(source, dir);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toMatch(/5 records, the same as already imported; nothing changed\./);
    }
    expect(await storedImports()).toEqual(before);
    await withServer(async () => {
      expect(loadCatalogue().version).toBe(importedVersion);
    });
  }, 180_000);

  it('write nothing when the import fails part way (one transaction)', async () => {
    const before = await storedImports();
    const broken = mkdtempSync(path.join(tmpdir(), 'masar-esco-broken-'));
    try {
      // Two rows with one conceptUri: the second insert fails after the old rows were deleted.
      cpSync(escoDir, broken, { recursive: true });
      const csv = readFileSync(path.join(broken, 'skills_en.csv'), 'utf8').trimEnd().split('\n');
      const changed = csv[csv.length - 1]!.replace('obsolete fixture skill', 'renamed fixture skill').replace('deprecated', 'released');
      const duplicate = changed.replace('renamed fixture skill', 'duplicate fixture skill');
      writeFileSync(path.join(broken, 'skills_en.csv'), [...csv.slice(0, -1), changed, duplicate].join('\n'));
      const run = await runCli('esco', broken);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('The import failed; nothing was changed.');
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
    expect(await storedImports()).toEqual(before);
  }, 180_000);

  it('refuses a missing source, directory or file with the usage, and exit code 2', async () => {
    expect(await runCli()).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run import:onet -- <dir>') });
    expect(await runCli('onet', path.join(tmpdir(), 'no-such-directory-for-masar'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Not a directory'),
    });
    expect(await runCli('esco', onetDir)).toMatchObject({ code: 2, stderr: expect.stringContaining('"skills_en.csv" is required') });
  }, 180_000);
});
