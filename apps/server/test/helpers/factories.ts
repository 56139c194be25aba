import { randomBytes, randomUUID } from 'node:crypto';
import type { App } from '../../src/app.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { insertUser, type NewUserRow, type UserRow } from '../../src/modules/accounts/users.repository.ts';
import { insertCompany } from '../../src/modules/companies/companies.repository.ts';

export const DEFAULT_PASSWORD = 'Zebra#Moon42';
export { ROLE_IDS } from '@masar/shared/roles';
import { ROLE_IDS } from '@masar/shared/roles';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * One real Argon2id hash a password, made once a worker: a hash is salted and costs 10–20 ms of CPU, and the
 * tests create hundreds of users with the same few passwords. Logging in still verifies against a real hash of
 * the password; only the salt is shared between the test users who share a password.
 */
const passwordHashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  let hashed = passwordHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    passwordHashes.set(password, hashed);
  }
  return hashed;
}

/** A user row as the tests need it; by default a verified, onboarded, approved candidate. */
export async function createUser(
  app: App,
  overrides: Partial<NewUserRow> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const { password = DEFAULT_PASSWORD, ...values } = overrides;
  const user = await insertUser(app.ctx.db, {
    first_name: 'Test',
    last_name: 'Person',
    email: uniqueEmail(),
    password_hash: await hashOf(password),
    country_code: '+966',
    mobile_number: '551234567',
    role_id: ROLE_IDS.individual,
    is_email_confirmed: true,
    is_onboarding_completed: true,
    is_account_confirmed: true,
    accepted_terms: true,
    ...values,
  });
  return { ...user, password };
}

export interface LoggedIn {
  token: string;
  refreshToken: string;
  userId: string;
}

export async function logIn(app: App, email: string, password = DEFAULT_PASSWORD, ip = '10.200.0.1'): Promise<LoggedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/auth/login-user/',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json();
  return { token: data.token, refreshToken: data.user.refresh_token, userId: data.user.id };
}

/** The token of a new user made with createUser's defaults and these overrides. */
export async function tokenOf(app: App, overrides: Parameters<typeof createUser>[1] = {}): Promise<string> {
  return (await logIn(app, (await createUser(app, overrides)).email)).token;
}

/** A company row; answers its id. */
export async function createCompany(app: App, companyName: string): Promise<string> {
  return (await insertCompany(app.ctx.db, { company_name: companyName })).id;
}

export interface RecruiterCallers {
  companyId: string;
  /** The company's recruiter, its recruiter admin, and a recruiter whose account is not confirmed yet. */
  recruiter: string;
  admin: string;
  pending: string;
  /** A recruiter of a second company, for the calls that must not reach the first company's data. */
  otherRecruiter: string;
  candidate: string;
}

/** A company and the tokens each recruiter route is tried with: who may call it and who is refused. */
export async function recruiterCallers(app: App, companyName: string, otherCompanyName: string): Promise<RecruiterCallers> {
  const companyId = await createCompany(app, companyName);
  const otherCompanyId = await createCompany(app, otherCompanyName);
  return {
    companyId,
    recruiter: await tokenOf(app, { role_id: ROLE_IDS.recruiter, company_id: companyId }),
    admin: await tokenOf(app, { role_id: ROLE_IDS['recruiter admin'], company_id: companyId }),
    otherRecruiter: await tokenOf(app, { role_id: ROLE_IDS.recruiter, company_id: otherCompanyId }),
    pending: await tokenOf(app, { role_id: ROLE_IDS.recruiter, company_id: companyId, is_account_confirmed: false }),
    candidate: await tokenOf(app),
  };
}

export const signupBody = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Layla Hassan',
  email: uniqueEmail('signup'),
  password: DEFAULT_PASSWORD,
  confirm_password: DEFAULT_PASSWORD,
  country_code: '+971',
  mobile_number: '501234567',
  accepted_terms: true,
  ...overrides,
});

/** A verified account that has not chosen its side yet (before onboarding). */
export async function newcomer(app: App) {
  const user = await createUser(app, { role_id: null, is_onboarding_completed: false, is_account_confirmed: false });
  return { user, token: (await logIn(app, user.email)).token };
}

/** Uploads a file in one chunk and answers its id. */
export async function uploadFile(app: App, token: string, bytes: Buffer, category: string, fileName = 'file'): Promise<string> {
  const query = new URLSearchParams({ upload_id: randomUUID(), chunk_index: '0', chunk_count: '1', category, file_name: fileName });
  const response = await app.inject({
    method: 'POST',
    url: `/api/user/upload-file-chunk/?${query.toString()}`,
    headers: { token, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ data: { file: { id: string } } }>().data.file.id;
}
