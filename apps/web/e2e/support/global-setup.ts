/**
 * The browser journeys' database template (decisions 0044 and 0089): the API suite's migrated template on an
 * embedded PostgreSQL started for the run, copied once more with the demo data seeded into it. Each journey
 * file's server then gets a copy of that instead of seeding the demo world again (eleven password hashes and
 * the demo jobs and profiles, a second of CPU a file).
 */
import { tmpdir } from 'node:os';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/src/db/client.ts';
import { seedDemo, type DemoLogin } from '../../../server/src/db/seed/demo.ts';
import setUpDatabaseTemplates, { adminUrl, computeMatchingLists } from '../../../server/test/global-setup.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A template database on the run's PostgreSQL: the migrated template with the demo data. */
    demoTemplateName: string;
    /** The logins seedDemo answered for that template. */
    demoLogins: DemoLogin[];
  }
}

export default async function setup(project: TestProject) {
  const tearDownTemplates = await setUpDatabaseTemplates(project);
  const { testServerUrl, serverTemplateName } = project.getProvidedContext();
  const demoTemplateName = `${serverTemplateName}_demo`;
  const admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${demoTemplateName} TEMPLATE ${serverTemplateName}`);
    const database = await openDatabase({ databaseUrl: adminUrl(testServerUrl, demoTemplateName), dataDir: tmpdir() });
    let demoLogins: DemoLogin[];
    try {
      demoLogins = await seedDemo(database.db);
    } finally {
      await database.close();
    }
    // The demo world's lists, computed once for every journey's copy instead of by each server's first sweep.
    await computeMatchingLists(adminUrl(testServerUrl, demoTemplateName));
    project.provide('demoTemplateName', demoTemplateName);
    project.provide('demoLogins', demoLogins);
  } catch (error) {
    await admin.end();
    await Promise.resolve(tearDownTemplates());
    throw error;
  }
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${demoTemplateName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await Promise.resolve(tearDownTemplates());
  };
}
