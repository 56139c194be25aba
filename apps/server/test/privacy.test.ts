import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn } from './helpers/factories.ts';
import { tinyPdf } from './helpers/files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Reads a zip's entries back (the writer's own format: local headers one after another). */
function readZip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let offset = 0;
  while (zip.readUInt32LE(offset) === 0x04034b50) {
    const method = zip.readUInt16LE(offset + 8);
    const size = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const name = zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const data = zip.subarray(offset + 30 + nameLength, offset + 30 + nameLength + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : data);
    offset += 30 + nameLength + size;
  }
  return entries;
}

async function uploadResume(token: string, name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/user/upload-file-chunk/?upload_id=${randomUUID()}&chunk_index=0&chunk_count=1&category=resume&file_name=${encodeURIComponent(name)}`,
    headers: { token, 'content-type': 'application/octet-stream' },
    payload: tinyPdf(),
  });
  return json(response).data.file;
}

describe('GET /api/user/export/', () => {
  it("downloads one's data as JSON and files, without the password hash", async () => {
    const user = await createUser(t.app, { first_name: 'نورة' });
    const { token } = await logIn(t.app, user.email);
    const file = await uploadResume(token, 'سيرتي الذاتية.pdf');
    const response = await t.app.inject({ method: 'GET', url: '/api/user/export/', headers: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="masar-data-\d{4}-\d\d-\d\d\.zip"$/);
    const entries = readZip(response.rawPayload);
    const data = JSON.parse(entries.get('masar-data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({ id: user.id, email: user.email, first_name: 'نورة', has_password: true });
    expect(JSON.stringify(data)).not.toContain('argon2');
    expect(data.security_events.map((e: { event: string }) => e.event)).toContain('login_succeeded');
    expect(data.files).toHaveLength(1);
    expect(entries.get(`files/${file.id}-سيرتي الذاتية.pdf`)?.equals(tinyPdf())).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export/' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/user/', () => {
  it('needs the password, then erases the account, its files and its personal data in the audit log', async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email, user.password, nextIp());
    const file = await uploadResume(token, 'cv.pdf');
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/user/', headers: { token }, payload: {} });
    expect(json(missing).errors).toContainEqual({ path: 'current_password', message: 'Password is required' });
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/user/', headers: { token }, payload: { current_password: 'Wrong#Pass1' } });
    expect(json(wrong).message).toBe('Wrong current password');

    const response = await t.app.inject({ method: 'DELETE', url: '/api/user/', headers: { token }, payload: { current_password: user.password } });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Your account and your data are deleted');

    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } })).statusCode).toBe(401);
    const rows = await t.database.executeSql(
      `select (select count(*)::int from users where id = $1) as users,
              (select count(*)::int from files where id = $2) as files,
              (select count(*)::int from sessions where user_id = $1) as sessions,
              (select count(*)::int from audit_log where user_id = $1) as audit_with_id`,
      [user.id, file.id],
    );
    expect(rows.rows).toEqual([{ users: 0, files: 0, sessions: 0, audit_with_id: 0 }]);
    const anonymous = await t.database.executeSql(`select count(*)::int as n from audit_log where user_id is null and ip is null and event = 'login_succeeded'`);
    expect((anonymous.rows[0] as { n: number }).n).toBeGreaterThan(0);
    // The stored bytes go too, by a retried job.
    await expect
      .poll(async () => t.app.ctx.storage.get(`files/${file.id}`).then(() => 'present', () => 'gone'), { timeout: 15_000, interval: 200 })
      .toBe('gone');
    const login = await t.app.inject({ method: 'POST', url: '/api/user/auth/login-user/', payload: { email: user.email, password: user.password }, remoteAddress: nextIp() });
    expect(login.statusCode).toBe(401);
  });

  it('asks an account without a password to type its e-mail', async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    await t.database.executeSql(`update users set password_hash = null where id = $1`, [user.id]);
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/user/', headers: { token }, payload: { confirm_email: 'someone@else.com' } });
    expect(json(refused).message).toBe('Type your e-mail address to confirm');
    const ok = await t.app.inject({ method: 'DELETE', url: '/api/user/', headers: { token }, payload: { confirm_email: user.email.toUpperCase() } });
    expect(ok.statusCode).toBe(200);
  });
});
