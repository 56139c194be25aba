import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { buildApp, type App, type BuildAppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { listRecentMails, type MailRow } from '../../src/modules/mail/mail.repository.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** Waits until the job queue has delivered a mail to `to` matching `subject`, and answers it. */
  waitForMail(to: string, subject?: RegExp, options?: { after?: Date }): Promise<MailRow>;
  close(): Promise<void>;
}

/** A logger that writes nothing, for the pieces a test starts without an app (a job queue). */
export const silentLogger: FastifyBaseLogger = pino({ level: 'silent' });

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masar-test-')),
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-1234',
    COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-1234',
    APP_URL: 'http://masar.test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...overrides,
  });
}

/**
 * How every test builds the app: no log, plugins given as long as a setup hook (hookTimeout in vitest.config.ts)
 * to register on a busy machine (decision 0050), and a two-second poll of the job queues. A sent job wakes its
 * worker at once (decision 0105); the poll only finds the retries a test waits for, and a shorter one cost every
 * test file's app forty-odd statements a second.
 */
export const testBuildOptions = { logger: false, jobPollingIntervalSeconds: 2, pluginTimeoutMs: 60_000 } as const;

/** The whole app on a fresh copy of the migrated database, with its job workers running. */
export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'config' | 'database'>> & { env?: Record<string, string>; onQuery?: (query: string) => void } = {},
): Promise<TestApp> {
  const { onQuery, ...buildOptions } = options;
  const database = await createTestDatabase({ onQuery });
  const config = testConfig(options.env);
  const app = await buildApp({ config, database, ...testBuildOptions, ...buildOptions });
  return {
    app,
    database,
    config,
    async waitForMail(to, subject, waitOptions) {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const mails = await listRecentMails(database.db, 50, to);
        const match = mails.find(
          (mail) =>
            mail.status === 'sent' &&
            (!subject || subject.test(mail.subject)) &&
            (!waitOptions?.after || mail.created_at >= waitOptions.after),
        );
        if (match) return match;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${to} matching ${subject} arrived`);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The code at the end of a link path in a mail, e.g. /auth/verify-email/{code}. */
export function codeFromMail(mail: Pick<MailRow, 'text_body'>, pathPrefix: string): string {
  const match = new RegExp(`${pathPrefix}/([\\w-]+)`).exec(mail.text_body);
  if (!match?.[1]) throw new Error(`no ${pathPrefix} link in the mail`);
  return match[1];
}

export function json<T = any>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

let ipCounter = 0;
/** A distinct client address per test, so per-IP rate limits of one test do not touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
