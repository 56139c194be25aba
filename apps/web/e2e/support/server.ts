import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';
import type { Database } from '../../../server/src/db/client.ts';
import { seedDemo, type DemoLogin } from '../../../server/src/db/seed/demo.ts';
import { testBuildOptions } from '../../../server/test/helpers/test-app.ts';
import { createTestDatabase } from '../../../server/test/helpers/test-database.ts';
import { freePort } from '../../../server/src/lib/free-port.ts';
import { timed } from './timings.ts';

export interface RunningServer {
  url: string;
  app: App;
  database: Database;
  demoLogins: DemoLogin[];
  close(): Promise<void>;
}

/**
 * A fresh database with the demo data on the run's embedded PostgreSQL: a copy of the run's seeded template
 * (e2e/support/global-setup.ts, decision 0044), or, under a global setup that provides none, a copy of the
 * migrated template seeded here.
 */
async function openDemoDatabase(): Promise<{ database: Database; demoLogins: DemoLogin[] }> {
  const demoTemplateName = inject('demoTemplateName');
  if (demoTemplateName) {
    const database = await createTestDatabase({ template: demoTemplateName });
    return { database, demoLogins: inject('demoLogins') };
  }
  const database = await createTestDatabase();
  return { database, demoLogins: await seedDemo(database.db) };
}

/**
 * The real server with the built web app, on a fresh database with the demo data, on loopback.
 * `env` adds settings, such as FETCH_ALLOWED_HOSTS for a page served in the test.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masar-e2e-')),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
  const { database, demoLogins } = await timed('server: database copy', openDemoDatabase);
  const app = await timed('server: build the app', () => buildApp({ config, database, ...testBuildOptions }));
  await timed('server: listen', () => app.listen({ port, host: '127.0.0.1' }));
  return {
    url,
    app,
    database,
    demoLogins,
    async close() {
      await timed('server: close', async () => {
        await app.close();
        await database.close();
      });
    },
  };
}
