/**
 * Every registered route, called as every kind of caller: the answer must be the one the route's
 * declared access implies (decision 0020). The table of routes is read from the app, so a new route is
 * covered the day it is added, with no test to write.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreUserState, STATE_GROUPS, type UserState } from '@masar/shared/user-states';
import type { RoleName } from '@masar/shared/roles';
import { seedDemo } from '../src/db/seed/demo.ts';
import { companies } from '../src/db/schema/companies.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import type { DeclaredRoute } from '../src/plugins/auth.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, ROLE_IDS, uploadFile } from './helpers/factories.ts';

interface CallerKind {
  name: string;
  /** The state and role this caller must be in; checked against GET /api/user/ before the sweep. */
  state: UserState;
  role: RoleName | null;
  token: string | null;
  userId: string | null;
}

let t: TestApp;
const callers: CallerKind[] = [];
/** Values for path parameters: each one names something a particular caller owns. */
const fixtures = { draftJobId: '', candidateId: '', candidateFileId: '' };

async function signedIn(name: string, state: UserState, role: RoleName | null, values: Parameters<typeof createUser>[1]) {
  // An unverified address is signed in only after a change of e-mail: a new account logs in once verified.
  const { is_email_confirmed: emailConfirmed, ...rest } = values ?? {};
  const user = await createUser(t.app, rest);
  const { token } = await logIn(t.app, user.email, user.password, `10.77.${callers.length}.1`);
  if (emailConfirmed === false) {
    await t.database.executeSql(`update users set is_email_confirmed = false where id = $1`, [user.id]);
  }
  callers.push({ name, state, role, token, userId: user.id });
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  // One of the demo company's jobs, made a draft: its company's recruiters may read it, nobody else.
  const [job] = await t.database.db.select({ id: jobs.id, company_id: jobs.company_id }).from(jobs).limit(1);
  await t.database.db.update(jobs).set({ status: 'draft' }).where(eq(jobs.id, job!.id));
  fixtures.draftJobId = job!.id;
  const [otherCompany] = await t.database.db.insert(companies).values({ company_name: 'Other Co' }).returning({ id: companies.id });

  callers.push({ name: 'anonymous', state: 'UNAUTHENTICATED', role: null, token: null, userId: null });
  const notYet = { is_email_confirmed: false, is_onboarding_completed: false, is_account_confirmed: false, role_id: null };
  await signedIn('pending e-mail', 'EMAIL_VERIFICATION_PENDING', null, notYet);
  await signedIn('onboarding', 'ONBOARDING_PENDING', null, { ...notYet, is_email_confirmed: true });
  const awaiting = { is_onboarding_completed: true, is_account_confirmed: false } as const;
  await signedIn('awaiting approval', 'ONBOARDING_COMPLETED', 'individual', { ...awaiting, approval_status: 'PENDING' });
  await signedIn('declined', 'ONBOARDING_COMPLETED', 'recruiter', { ...awaiting, role_id: ROLE_IDS.recruiter, approval_status: 'DECLINED' });
  const candidate = await signedIn('candidate', 'CANDIDATE', 'individual', {});
  fixtures.candidateId = candidate.id;
  fixtures.candidateFileId = await uploadFile(t.app, callers.at(-1)!.token!, Buffer.from('Resume of a candidate\n'), 'resume', 'cv.txt');
  await signedIn('recruiter', 'RECRUITER', 'recruiter', { role_id: ROLE_IDS.recruiter, company_id: job!.company_id });
  await signedIn('recruiter admin', 'RECRUITER_ADMIN', 'recruiter admin', { role_id: ROLE_IDS['recruiter admin'] });
  await signedIn('talent manager', 'TALENT_MANAGER', 'talent manager', { role_id: ROLE_IDS['talent manager'] });
  await signedIn('recruiter of another company', 'RECRUITER', 'recruiter', { role_id: ROLE_IDS.recruiter, company_id: otherCompany!.id });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The path with its parameters filled from the fixtures, or with values that name nothing. */
function fillPath(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (/\/job(-details)?\/:id$/.test(url)) return fixtures.draftJobId;
    if (url === '/api/user/files/:id') return fixtures.candidateFileId;
    if (url === '/api/user/:id') return fixtures.candidateId;
    if (name === 'provider') return 'google';
    if (name === 'action') return 'save';
    // Nothing anyone owns: a logout or a lookup of it is refused or not found, never carried out.
    return randomUUID();
  });
}

/** Who owns the fixture a route's path names: those callers read it, other admitted callers get 404. */
function ownersOf(route: DeclaredRoute): string[] | null {
  if (/\/job(-details)?\/:id$/.test(route.url)) return ['recruiter'];
  if (route.url === '/api/user/files/:id' || route.url === '/api/user/:id') return ['candidate', 'recruiter admin'];
  return null;
}

/** A list of states by the name of its group in STATE_GROUPS when it is one, for a readable table. */
function nameStates(states: readonly UserState[]): string {
  const key = [...states].sort().join();
  const group = Object.entries(STATE_GROUPS).find(([, members]) => [...members].sort().join() === key);
  return group ? group[0] : states.join(', ');
}

function admits(route: DeclaredRoute, caller: CallerKind): boolean {
  const { allow, roles } = route.access;
  if (allow === 'anyone') return true;
  return allow.includes(caller.state) && (!roles || (caller.role !== null && roles.includes(caller.role)));
}

/**
 * Calls a route as a caller. The answer is read as a stream: a live one (the notifications' server-sent
 * events) never ends, so its status is what counts and it is let go unread.
 */
async function call(route: DeclaredRoute, caller: CallerKind): Promise<{ statusCode: number; body: string }> {
  const bodyless = route.method === 'GET' || route.method === 'HEAD';
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url),
    headers: caller.token ? { token: caller.token } : {},
    remoteAddress: `10.78.${callers.indexOf(caller)}.${Math.floor(Math.random() * 250) + 1}`,
    ...(bodyless ? {} : { payload: {} }),
    payloadAsStream: true,
  });
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { statusCode: response.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { statusCode: response.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}

describe('route × caller', () => {
  it('sets up each caller in the state and role it stands for', async () => {
    for (const caller of callers.filter((c) => c.token)) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token: caller.token! } });
      const { data } = json(response);
      expect(restoreUserState(data), caller.name).toBe(caller.state);
    }
  });

  it('reads every route of the API, each with its access declared', () => {
    const routes = t.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(50);
    // Spot checks that the table is the app's: a public, a candidate's and an admin's route.
    expect(routes.find((r) => r.url === '/api/user/auth/login-user/')?.access.allow).toBe('anyone');
    expect(routes.find((r) => r.url === '/api/candidate/matching-jobs')?.access.allow).toContain('CANDIDATE');
    expect(routes.find((r) => r.url === '/api/recruiter/admin/action-candidate/')?.access.allow).toEqual(['RECRUITER_ADMIN']);
  });

  it('keeps the table of who may call what where a reviewer sees every change to it', async () => {
    const lines = t.app.declaredRoutes.map(({ method, url, access }) => {
      const who = access.allow === 'anyone' ? (access.identify ? 'anyone (identified)' : 'anyone') : nameStates(access.allow);
      const roles = access.roles ? ` · roles: ${access.roles.join(', ')}` : '';
      const owner = access.owner ? ` · owner: ${access.owner}` : '';
      return `${method.padEnd(6)} ${url} — ${who}${roles}${owner}`;
    });
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/route-access.txt');
  });

  it('answers every route as its access declares, for every caller', async () => {
    const mismatches: string[] = [];
    for (const route of t.app.declaredRoutes) {
      for (const caller of callers) {
        const response = await call(route, caller);
        const status = response.statusCode;
        const where = `${route.method} ${route.url} as ${caller.name}: ${status} ${response.body.slice(0, 120)}`;
        if (status >= 500) {
          mismatches.push(`server error — ${where}`);
          continue;
        }
        if (!admits(route, caller)) {
          const expected = caller.token ? [403, 409] : [401];
          if (!expected.includes(status)) mismatches.push(`expected ${expected.join(' or ')} — ${where}`);
          continue;
        }
        if (status === 401 || status === 403) {
          mismatches.push(`admitted but refused — ${where}`);
          continue;
        }
        const owners = ownersOf(route);
        if (owners && route.access.allow !== 'anyone') {
          const expected = owners.includes(caller.name) ? 200 : 404;
          if (status !== expected) mismatches.push(`expected ${expected} (ownership) — ${where}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);
});
