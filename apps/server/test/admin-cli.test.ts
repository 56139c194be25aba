/**
 * `npm run admin -- create-admin <email>` as an operator runs it: a separate process on the configured
 * database. Afterwards the person logs in and acts as a recruiter admin through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { createCliDatabase, type CliDatabase } from './helpers/cli.ts';
import { createUser, logIn, uniqueEmail } from './helpers/factories.ts';
import { json, testBuildOptions, testConfig } from './helpers/test-app.ts';

let cli: CliDatabase;
beforeAll(async () => {
  cli = await createCliDatabase(new URL('../src/admin-cli.ts', import.meta.url), 'admin-cli', { start: 'empty' });
}, 120_000);
afterAll(async () => {
  await cli.cleanUp();
});
const runCli = (...args: string[]) => cli.run(...args);

/** The app on the database the CLI wrote to; closed again when done. */
async function withApp(use: (app: App) => Promise<void>): Promise<void> {
  const database = await cli.reopen();
  const app = await buildApp({
    config: testConfig({ DATA_DIR: cli.dataDir }),
    database,
    ...testBuildOptions,
  });
  try {
    await use(app);
  } finally {
    await app.close();
    await database.close();
  }
}

/** What only a recruiter admin may do: list accounts awaiting approval, and approve one. */
async function actAsRecruiterAdmin(app: App, token: string): Promise<void> {
  const pending = await createUser(app, {
    is_account_confirmed: false,
    approval_status: 'PENDING',
    onboarded_at: new Date(),
  });
  const list = await app.inject({
    method: 'POST',
    url: '/api/recruiter/admin/search-candidates/',
    headers: { token },
    payload: { search: pending.email },
  });
  expect(list.statusCode).toBe(200);
  expect(json(list).data.results.map((row: { id: string }) => row.id)).toEqual([pending.id]);
  const approved = await app.inject({
    method: 'POST',
    url: '/api/recruiter/admin/action-candidate/',
    headers: { token },
    payload: { candidate_id: pending.id, action: 'APPROVE' },
  });
  expect(approved.statusCode).toBe(200);
  expect(json(approved)).toMatchObject({ message: 'The account is approved', data: { approval_status: 'APPROVED' } });
}

describe('npm run admin -- create-admin <email>', () => {
  it('creates a verified recruiter admin with a password shown once, who can then approve accounts', async () => {
    const email = uniqueEmail('first-admin');
    const run = await runCli('create-admin', email);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Created recruiter admin ${email}`);
    const password = /Password \(shown once; change it at http:\/\/masar\.test\/settings\/account\): (\S+)/.exec(
      run.stdout,
    )?.[1];
    if (!password) throw new Error(`no password printed: ${run.stdout}`);

    await withApp(async (app) => {
      const { token } = await logIn(app, email, password);
      const me = json(await app.inject({ method: 'GET', url: '/api/user/', headers: { token } })).data;
      expect(me).toMatchObject({
        email,
        role_name: 'recruiter admin',
        is_account_confirmed: true,
        approval_status: 'APPROVED',
      });
      await actAsRecruiterAdmin(app, token);
    });
  }, 120_000);

  it('promotes an existing account, which keeps its own password and gains the admin routes', async () => {
    let email = '';
    let password = '';
    await withApp(async (app) => {
      const candidate = await createUser(app);
      ({ email, password } = candidate);
      const { token } = await logIn(app, email, password);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/recruiter/admin/search-candidates/',
        headers: { token },
        payload: {},
      });
      expect(refused.statusCode).toBe(403);
    });

    const run = await runCli('create-admin', email);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${email} is now a recruiter admin. They log in with their own password.`);

    await withApp(async (app) => {
      const { token } = await logIn(app, email, password);
      await actAsRecruiterAdmin(app, token);
    });
  }, 120_000);

  it('refuses a missing command or a bad e-mail with the usage, and exit code 2', async () => {
    const missing = await runCli('create-admin');
    expect(missing).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run admin -- create-admin <email>'),
    });
    const bad = await runCli('create-admin', 'not-an-email');
    expect(bad).toMatchObject({ code: 2, stderr: expect.stringContaining('Not an e-mail address: not-an-email') });
  });
});
