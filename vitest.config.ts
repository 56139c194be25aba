import { defineConfig } from 'vitest/config';

/**
 * The API suite runs once (decision 0089): on DATABASE_URL's PostgreSQL server when it is set (`api-postgres`),
 * else on an embedded PostgreSQL cluster started for the run (`api-embedded`); MASAR_TEST_DB=embedded forces
 * the embedded one. Both are PostgreSQL behind the same `pg` code, so a second run would prove little.
 */
const apiDatabase = process.env.MASAR_TEST_DB === 'embedded' || !process.env.DATABASE_URL ? 'embedded' : 'server';

const serverTests = (name: string, database: 'embedded' | 'server') => ({
  test: {
    name,
    environment: 'node',
    include: ['apps/server/test/**/*.test.ts'],
    // A worker imports the app's modules once and runs file after file in them: importing the whole server
    // took 2–3 s of CPU a file, more than most files' tests. Each file still builds its own app on its own
    // database; the one process-wide thing a test changes, the installed catalogue, is put back by that test.
    isolate: false,
    globalSetup: ['apps/server/test/global-setup.ts'],
    env: { MASAR_TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * `npm test` runs everything the machine can: unit tests of the packages, the API suite once (on DATABASE_URL's
 * server, else on an embedded cluster), the web tests, and the browser journeys (on an embedded cluster).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
          // Each test takes well under two seconds on an idle machine; the headroom is for a machine busy
          // with a second suite. A deeper property search (MASAR_PROPERTY_RUNS) takes as long as it needs.
          testTimeout: process.env.MASAR_PROPERTY_RUNS ? 0 : 15_000,
        },
      },
      apiDatabase === 'server' ? serverTests('api-postgres', 'server') : serverTests('api-embedded', 'embedded'),
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          // An embedded cluster for the run: the API suite's migrated template, and a copy of it with the demo
          // data for every journey's server.
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          env: { MASAR_TEST_DB: 'embedded' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // As for the API files: a worker imports the server and Playwright once, not once a journey file. Each
          // file still starts its own server on its own database and its own Chromium; no journey changes
          // process-wide state (decision 0050).
          isolate: false,
          // Journey files run beside the other projects' files, not one by one after them all: a journey
          // mostly waits for the page, and the second core went on to the next file meanwhile.
        },
      },
    ],
  },
});
