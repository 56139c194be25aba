/**
 * The browser journeys' database template (decision 0044): the API suite's migrated template, with the
 * demo data seeded once per run. Each journey file's server then loads a copy of it instead of seeding
 * the demo world again (eleven password hashes and the demo jobs and profiles, a second of CPU a file).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpEmbeddedDatabase, openEmbeddedDatabase } from '../../../server/src/db/client.ts';
import { seedDemo, type DemoLogin } from '../../../server/src/db/seed/demo.ts';
import setUpDatabaseTemplates from '../../../server/test/global-setup.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data directory: the migrated template with the demo data. */
    demoTemplatePath: string;
    /** The logins seedDemo answered for that template. */
    demoLogins: DemoLogin[];
  }
}

export default async function setup(project: TestProject) {
  const tearDownTemplates = await setUpDatabaseTemplates(project);
  const dir = mkdtempSync(path.join(tmpdir(), 'masar-demo-template-'));
  const database = await openEmbeddedDatabase({
    dataDir: dir,
    loadDataDir: new Blob([readFileSync(project.getProvidedContext().embeddedTemplatePath)]),
  });
  const demoLogins = await seedDemo(database.db);
  const dump = await dumpEmbeddedDatabase(database);
  await database.close();
  const file = path.join(dir, 'demo-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('demoTemplatePath', file);
  project.provide('demoLogins', demoLogins);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await Promise.resolve(tearDownTemplates());
  };
}
