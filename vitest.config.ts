import { configDefaults, defineConfig } from 'vitest/config';

/**
 * API test files that run once, on the embedded project, not again on PostgreSQL (decisions 0044 and 0050): a
 * second run proves something only where the file's own SQL could behave differently on the server.
 */
const embeddedOnlyServerTests = [
  // No database code at all.
  'apps/server/test/search-pattern.test.ts',
  'apps/server/test/job-page.test.ts',
  // The speech providers' clients spoken to a local server standing in for the provider; no app, no database.
  'apps/server/test/speech-providers.test.ts',
  // The fetcher reads pages over HTTP; the app it builds twice is only for its settings, no row is read or written.
  'apps/server/test/page-fetcher.test.ts',
  // Adapters and parsers in front of the database: what they test (a protocol spoken to a local server, a
  // parse's limits) happens before any SQL, and the rows they write (uploads, parses, profiles, mails, company
  // places) go through the same code that uploads, profile, onboarding and email-and-password run on both.
  'apps/server/test/llm-parsing.test.ts',
  'apps/server/test/hostile-resumes.test.ts',
  'apps/server/test/storage.test.ts',
  'apps/server/test/places.test.ts',
  'apps/server/test/mail-over-smtp.test.ts',
  // Headers, caching, tokens, proxies, the development mailbox, Fastify's refusals: all decided before any SQL,
  // and what they write (users, uploads, profiles) goes through code other files run on both. What the database's
  // own answer could change (text PostgreSQL cannot store, a failed query's log) is http-hardening-database's.
  'apps/server/test/http-hardening.test.ts',
  // The embedded PostgreSQL's cluster manager (decision 0089): clusters of its own, no app database.
  'apps/server/test/embedded-cluster.test.ts',
];

const serverTests = (name: string, database: 'embedded' | 'server') => ({
  test: {
    name,
    environment: 'node',
    include: ['apps/server/test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(database === 'server' ? embeddedOnlyServerTests : [])],
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
 * `npm test` runs everything the machine can: unit tests of the packages, the API suite on the embedded
 * database (and again on PostgreSQL when DATABASE_URL is set), the web tests, and the browser journeys.
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
      serverTests('api-embedded', 'embedded'),
      ...(process.env.DATABASE_URL ? [serverTests('api-postgres', 'server')] : []),
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          // The API suite's migrated template, and a copy of it with the demo data for every journey's server.
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
