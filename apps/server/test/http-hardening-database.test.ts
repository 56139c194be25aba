/**
 * The hardening that the database's own answer could change (decision 0050): text that PostgreSQL cannot
 * store is refused before any SQL, and a failed query's log holds neither its parameters nor the values in
 * the driver's error, whose wording is the driver's. The rest of
 * the HTTP hardening sits in front of the database and runs once (http-hardening.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModule } from '../src/app-module.ts';
import { users } from '../src/db/schema/accounts.ts';
import { ANYONE } from '../src/plugins/access.ts';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, ROLE_IDS, signupBody } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('NUL characters and lone surrogates in text', () => {
  const refused = 'Contains characters that are not allowed';
  const bad = { nul: 'Bad\u0000text', surrogate: 'Bad\ud800text', lowSurrogate: 'Bad\udc00text' };

  it('are refused with 400 and a translated message by every route that takes text, never 500', async () => {
    const candidate = await createUser(t.app);
    const candidateToken = (await logIn(t.app, candidate.email)).token;
    const adminToken = (await logIn(t.app, (await createUser(t.app, { role_id: ROLE_IDS['recruiter admin'] })).email)).token;
    const jsonCases = (value: string) => [
      { method: 'POST', url: '/api/user/auth/register-user/', payload: signupBody({ full_name: `Layla ${value}` }) },
      { method: 'POST', url: '/api/user/auth/register-user/', payload: signupBody({ email: `a${value}@example.com` }) },
      { method: 'POST', url: '/api/user/auth/login-user/', payload: { email: candidate.email, password: value } },
      { method: 'POST', url: '/api/user/book-demo/', payload: { full_name: 'Khalid Omar', email: 'k@example.com', company_name: value, message: value } },
      { method: 'POST', url: '/api/user/awards/', payload: { title: value }, token: candidateToken },
      { method: 'PATCH', url: '/api/user/', payload: { full_name: `Layla ${value}` }, token: candidateToken },
      { method: 'PATCH', url: '/api/user/', payload: { email: candidate.email, current_password: value }, token: candidateToken },
      { method: 'POST', url: '/api/recruiter/admin/search-candidates/', payload: { search: value }, token: adminToken },
      { method: 'POST', url: '/api/recruiter/admin/search-recruiters/', payload: { search: value }, token: adminToken },
    ];
    const urlCases = [
      { method: 'GET', url: '/api/candidate/matching-jobs?job_title=%00', token: candidateToken },
      { method: 'GET', url: '/api/user/public/job/%00' },
      { method: 'GET', url: '/api/recruiter/invitations/%00' },
      {
        method: 'POST',
        url: `/api/user/upload-file-chunk/?upload_id=${randomUUID()}&chunk_index=0&chunk_count=1&category=resume&file_name=cv%00.pdf`,
        token: candidateToken,
        headers: { 'content-type': 'application/octet-stream' },
        payload: Buffer.from('%PDF-1.4'),
      },
    ];
    const cases = [...jsonCases(bad.nul), ...jsonCases(bad.surrogate), ...jsonCases(bad.lowSurrogate), ...urlCases];
    for (const { method, url, payload, token, headers } of cases as Array<{ method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object; token?: string; headers?: Record<string, string> }>) {
      const response = await t.app.inject({ method, url, payload, headers: { ...headers, ...(token ? { token } : {}) }, remoteAddress: nextIp() });
      const label = `${method} ${url} ${JSON.stringify(payload)}`;
      expect(response.statusCode, label).toBe(400);
      expect(json(response).message, label).toBe(refused);
    }
    const arabic = await t.app.inject({ method: 'POST', url: '/api/user/book-demo/', headers: { lang: 'ar' }, payload: { full_name: 'Khalid Omar', email: 'k@example.com', company_name: bad.nul } });
    expect(json(arabic).message).toBe('يحتوي النص على أحرف غير مسموح بها');
  });

  it('keeps whole emoji and Arabic text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/book-demo/',
      payload: { full_name: 'خالد عمر', email: 'k2@example.com', company_name: 'شركة 🚀', message: 'Hello 👋🏽' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(201);
  });
});
describe('the log of a failed query', () => {
  it('holds neither the parameters nor the values in the database error', async () => {
    const lines: string[] = [];
    const secretHash = `$argon2id$v=19$m=19456,t=2,p=1$${randomUUID()}`;
    const failing = defineModule({
      name: 'failing-query',
      routes: [
        {
          prefix: '/test-only',
          plugin: async (app, { ctx }) => {
            app.post('/duplicate', { config: { access: ANYONE } }, async () => {
              const [existing] = await ctx.db.select({ email: users.email }).from(users).limit(1);
              // A unique violation: PostgreSQL's detail repeats the value, drizzle's error every parameter.
              await ctx.db.insert(users).values({ first_name: 'Copy', last_name: 'Cat', email: existing!.email, password_hash: secretHash });
              return { ok: true };
            });
          },
        },
      ],
    });
    const logged = await createTestApp({ modules: [failing], logger: true, logStream: { write: (line: string) => lines.push(line) }, env: { LOG_LEVEL: 'info' } });
    try {
      const user = await createUser(logged.app);
      const response = await logged.app.inject({ method: 'POST', url: '/test-only/duplicate' });
      expect(response.statusCode).toBe(500);
      const errorLines = lines.filter((line) => line.includes('unhandled error'));
      expect(errorLines).toHaveLength(1);
      const entry = JSON.parse(errorLines[0]!) as { err: { type: string; message: string; query: string; constraint?: string } };
      expect(entry.err.query).toContain('insert into "users"');
      expect(entry.err.message).toContain('duplicate key');
      expect(errorLines[0]).not.toContain(secretHash.slice(20));
      expect(errorLines[0]).not.toContain(user.email);
    } finally {
      await logged.close();
    }
  });
});
