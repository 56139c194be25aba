import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, ROLE_IDS } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const patch = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/user/', headers: { token }, payload });
const getUser = (token: string, id = '') => t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: { token } });

describe('GET /api/user/ and /api/user/{id}', () => {
  it('answers the current user with companyDetail', async () => {
    const company = await t.database.executeSql(`insert into companies (company_name) values ('Acme') returning id`);
    const companyId = (company.rows[0] as { id: string }).id;
    const user = await createUser(t.app, { role_id: ROLE_IDS.recruiter, company_id: companyId });
    const { token } = await logIn(t.app, user.email, user.password);
    const { data } = json(await getUser(token));
    expect(data).toMatchObject({ id: user.id, role_name: 'recruiter', companyDetail: { id: companyId, company_name: 'Acme' } });
  });

  it("lets a person read their own account by id, a recruiter admin anyone's, and refuses everyone else", async () => {
    const candidate = await createUser(t.app);
    const other = await createUser(t.app);
    const recruiter = await createUser(t.app, { role_id: ROLE_IDS.recruiter });
    const admin = await createUser(t.app, { role_id: ROLE_IDS['recruiter admin'] });
    const candidateToken = (await logIn(t.app, candidate.email)).token;
    expect((await getUser(candidateToken, candidate.id)).statusCode).toBe(200);
    const refused = await getUser(candidateToken, other.id);
    // Whether an id is an account is private: someone else's answers like a missing one (decision 0020).
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    expect((await getUser((await logIn(t.app, recruiter.email)).token, other.id)).statusCode).toBe(404);
    const adminToken = (await logIn(t.app, admin.email)).token;
    expect(json(await getUser(adminToken, other.id)).data.id).toBe(other.id);
    expect((await getUser(adminToken, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getUser(adminToken, 'not-a-uuid')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${other.id}` })).statusCode).toBe(401);
  });

  it('lists the four roles to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/roles/list/' });
    expect(json(response).data).toEqual([
      { id: 1, role_name: 'individual' },
      { id: 2, role_name: 'recruiter' },
      { id: 3, role_name: 'recruiter admin' },
      { id: 4, role_name: 'talent manager' },
    ]);
  });
});

describe('PATCH /api/user/ (account settings)', () => {
  it('changes the full name and mobile number', async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    const response = await patch(token, { full_name: 'Noura Al Saud', mobile_number: '٥٥٥١٢٣٤' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      message: 'Profile Updated Successfully',
      data: { first_name: 'Noura', last_name: 'Al Saud', mobile_number: '5551234' },
    });
  });

  it("needs the current password to change the e-mail: 'Password is required', then 'Wrong current password'", async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    const missing = await patch(token, { email: 'new-address@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toContainEqual({ path: 'current_password', message: 'Password is required' });
    const wrong = await patch(token, { email: 'new-address@example.com', current_password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ message: 'Wrong current password', code: 'WRONG_PASSWORD' });
  });

  it('changes the e-mail with the right password: it must be verified again, and the old address is told', async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    const newEmail = `changed-${user.id.slice(0, 8)}@example.com`;
    const response = await patch(token, { email: newEmail, current_password: user.password });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ email: newEmail, is_email_confirmed: false });
    expect((await t.waitForMail(newEmail, /Verify/)).text_body).toContain('/auth/verify-email/');
    expect((await t.waitForMail(user.email, /e-mail was changed/)).text_body).toContain(newEmail);
  });

  it('refuses an e-mail that another account has', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    const response = await patch(token, { email: other.email, current_password: user.password });
    expect(response.statusCode).toBe(409);
  });

  it('changes the password: new differs from current, confirmation matches, other sessions end, this one stays', async () => {
    const user = await createUser(t.app);
    const current = await logIn(t.app, user.email);
    const other = await logIn(t.app, user.email);
    const same = await patch(current.token, { current_password: user.password, new_password: user.password, confirm_password: user.password });
    expect(json(same).errors).toContainEqual({ path: 'new_password', message: 'New password must differ from the current password' });
    const mismatch = await patch(current.token, { current_password: user.password, new_password: 'Fresh#Start9', confirm_password: 'Fresh#Start8' });
    expect(json(mismatch).errors).toContainEqual({ path: 'confirm_password', message: 'Passwords do not match' });
    const noCurrent = await patch(current.token, { new_password: 'Fresh#Start9', confirm_password: 'Fresh#Start9' });
    expect(json(noCurrent).errors).toContainEqual({ path: 'current_password', message: 'Password is required' });
    const wrong = await patch(current.token, { current_password: 'Wrong#Pass1', new_password: 'Fresh#Start9', confirm_password: 'Fresh#Start9' });
    expect(json(wrong).message).toBe('Wrong current password');

    const ok = await patch(current.token, { current_password: user.password, new_password: 'Fresh#Start9', confirm_password: 'Fresh#Start9' });
    expect(ok.statusCode).toBe(200);
    expect((await getUser(current.token)).statusCode).toBe(200);
    expect((await getUser(other.token)).statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login-user/',
      payload: { email: user.email, password: 'Fresh#Start9' },
      remoteAddress: nextIp(),
    });
    expect(relogin.statusCode).toBe(200);
    const events = await t.database.executeSql(`select event from audit_log where user_id = $1`, [user.id]);
    expect(events.rows).toContainEqual({ event: 'password_changed' });
  });

  it('refuses fields a person may not set, and anonymous calls', async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    for (const field of ['is_account_confirmed', 'role_id', 'id']) {
      const response = await patch(token, { [field]: true });
      expect(response.statusCode).toBe(400);
      expect(json(response).errors).toContainEqual({ path: field, message: 'Unknown field' });
    }
    expect((await t.app.inject({ method: 'PATCH', url: '/api/user/', payload: { full_name: 'X Y' } })).statusCode).toBe(401);
  });
});
