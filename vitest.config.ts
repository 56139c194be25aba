import { defineConfig } from 'vitest/config';

const serverTests = (name: string, database: 'embedded' | 'server') => ({
  test: {
    name,
    environment: 'node',
    include: ['apps/server/test/**/*.test.ts'],
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
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { MASAR_TEST_DB: 'embedded' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
