/**
 * The recruiter's candidates (issue #12, decision 0049): a job's ranked candidates explained as the candidate
 * reads the same job, stars, pokes and answers, applications on the list, contact details only once allowed,
 * and nothing of it for another company, unapproved or declined candidates, or unknown fields.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { topJobCandidates } from '../src/modules/matching/matching.repository.ts';
import { createUser, logIn, recruiterCallers, type RecruiterCallers } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let recruiter: { token: string; userId: string };
let sara: { token: string; userId: string };
let daniel: { token: string; userId: string };
let others: RecruiterCallers;
let companyId: string;
/** A published job of the demo recruiter's company with Sara among its candidates. */
let jobId: string;
let jobTitle: string;

const SARA_EMAIL = 'sara@masar.demo';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  await t.app.ctx.matching.recomputeAll();
  recruiter = await logIn(t.app, 'recruiter@masar.demo', 'Masar#Hire26');
  sara = await logIn(t.app, SARA_EMAIL, 'Masar#Sara26');
  daniel = await logIn(t.app, 'daniel@masar.demo', 'Masar#Dan26');
  others = await recruiterCallers(t.app, 'Elsewhere Ltd', 'Yonder Ltd');
  const [me] = await t.database.db
    .select({ company_id: users.company_id })
    .from(users)
    .where(eq(users.id, recruiter.userId));
  companyId = me!.company_id!;
  const companyJobs = await t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.company_id, companyId), eq(jobs.status, 'published')));
  for (const job of companyJobs) {
    const top = await topJobCandidates(t.database.db, job.id, 100);
    if (top.some((entry) => entry.id === sara.userId) && !top.some((entry) => entry.id === daniel.userId)) {
      jobId = job.id;
      jobTitle = job.job_title;
      break;
    }
  }
  if (!jobId) throw new Error('no demo job of the recruiter matches Sara and not Daniel');
});
afterAll(async () => {
  await t.close();
});

const recruiterCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/recruiter/${url}`, headers: { token, lang }, ...(payload ? { payload } : {}) });
const candidateCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/candidate/${url}`, headers: { token, lang }, ...(payload ? { payload } : {}) });
const search = (token: string, body: object = {}, lang = 'en') =>
  recruiterCall('POST', 'search-candidates/', token, { job_ids: [jobId], ...body }, lang);

interface Listed {
  candidate_id: string;
  name: string;
  job_id: string;
  matching_score: number;
  match_percentage: number;
  matched: Array<{ id: string; name: string }>;
  gap: Array<{ id: string; required: boolean }>;
  reasons: string[];
  is_favorite: boolean;
  is_applied: boolean;
  poke: { poked_at: string; answer: string | null } | null;
  contact: { email: string | null; phone: string | null } | null;
}
const listed = async (body: object = {}, token = recruiter.token): Promise<Listed[]> =>
  json(await search(token, { limit: 100, ...body })).data.results;
const entryOf = async (candidateId: string, body: object = {}) =>
  (await listed(body)).find((entry) => entry.candidate_id === candidateId);

describe("a job's matching candidates", () => {
  it('ranks them above 0.2 with percentages, and explains each as the candidate reads the same job', async () => {
    const response = await search(recruiter.token, { limit: 100 });
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    const results: Listed[] = data.results;
    expect(data.total).toBe(results.length);
    const scores = results.map((entry) => entry.matching_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const entry of results) {
      expect(entry.matching_score).toBeGreaterThan(0.2);
      expect(entry.match_percentage).toBe(Math.round(entry.matching_score * 100));
      expect(entry.reasons.length).toBeGreaterThan(0);
      expect(entry.contact).toBeNull();
    }
    const saraEntry = results.find((entry) => entry.candidate_id === sara.userId)!;
    expect(saraEntry.name).toBe('Sara Al-Otaibi');
    const gap = json(await candidateCall('POST', 'skill-gap/', sara.token, { job_id: jobId })).data;
    expect(saraEntry.matching_score).toBe(gap.score);
    expect(saraEntry.matched).toEqual(gap.matching_data.matched);
    expect(saraEntry.gap).toEqual(gap.matching_data.gap);
    expect(saraEntry.reasons).toEqual(gap.reasons);
  });

  it('explains in Arabic when asked, and pages', async () => {
    const arabic: Listed[] = json(await search(recruiter.token, { limit: 100 }, 'ar')).data.results;
    expect(arabic.find((entry) => entry.candidate_id === sara.userId)!.reasons.join(' ')).toMatch(/[\u0600-\u06FF]/);
    const all = await listed();
    if (all.length > 1) {
      const second: Listed[] = json(await search(recruiter.token, { page: 1, limit: 1 })).data.results;
      expect(second[0]!.candidate_id).toBe(all[1]!.candidate_id);
    }
    const dashboard = json(await search(recruiter.token, { dashboard: true, page: 3 })).data;
    expect(dashboard.pagination).toEqual({ page: 0, limit: 5 });
  });

  it('filters by minimum score, location and availability', async () => {
    const all = await listed();
    const saraScore = all.find((entry) => entry.candidate_id === sara.userId)!.matching_score;
    expect(
      (await listed({ min_score: Math.min(1, saraScore + 0.01) })).map((entry) => entry.candidate_id),
    ).not.toContain(sara.userId);
    expect((await listed({ min_score: saraScore - 0.01 })).map((entry) => entry.candidate_id)).toContain(sara.userId);
    expect(await listed({ location: 'Nowhere-upon-Thames' })).toEqual([]);
    await t.database.executeSql(`update candidate_profiles set availability = '["online"]'::jsonb where user_id = $1`, [
      sara.userId,
    ]);
    expect((await listed({ availability: 'online' })).map((entry) => entry.candidate_id)).toContain(sara.userId);
    expect((await listed({ availability: 'on_site' })).map((entry) => entry.candidate_id)).not.toContain(sara.userId);
  });

  it('never shows candidates who are not approved, or declined, even on a stale list', async () => {
    const [saraProfile] = (
      await t.database.executeSql(`select profile from candidate_profiles where user_id = $1`, [sara.userId])
    ).rows as Array<{ profile: unknown }>;
    const pending = await createUser(t.app, { first_name: 'Pending', is_account_confirmed: false });
    const declined = await createUser(t.app, {
      first_name: 'Declined',
      is_account_confirmed: false,
      approval_status: 'DECLINED',
    });
    for (const user of [pending, declined]) {
      await t.database.executeSql(`insert into candidate_profiles (user_id, profile) values ($1, $2::jsonb)`, [
        user.id,
        JSON.stringify(saraProfile!.profile),
      ]);
      // As if the list had not caught up with the decision yet.
      await t.database.executeSql(
        `insert into job_candidate_matches (job_id, candidate_id, score) values ($1, $2, 0.99)`,
        [jobId, user.id],
      );
    }
    const ids = (await listed()).map((entry) => entry.candidate_id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(declined.id);
    const poke = await recruiterCall('POST', 'poke-candidates/', recruiter.token, {
      job_id: jobId,
      candidate_ids: [pending.id],
    });
    expect(poke.statusCode).toBe(404);
    expect(json(poke).message).toBe('Candidate Profile Not Exist');
    expect((await recruiterCall('GET', `candidates/${declined.id}`, recruiter.token)).statusCode).toBe(404);
    expect((await recruiterCall('POST', 'favorite/', recruiter.token, { candidate_id: pending.id })).statusCode).toBe(
      404,
    );
  });

  it('answers whether a job has candidates', async () => {
    const response = await recruiterCall('GET', `matching-candidates-exists/${jobId}`, recruiter.token);
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({ exist: true });
  });

  it("is 'Job not exist' for another company's recruiter, on every call", async () => {
    const calls = [
      search(others.recruiter),
      recruiterCall('GET', `matching-candidates-exists/${jobId}`, others.recruiter),
      recruiterCall('POST', 'poke-candidates/', others.recruiter, { job_id: jobId, candidate_ids: [sara.userId] }),
      recruiterCall('POST', 'favorite/', others.recruiter, { candidate_id: sara.userId, job_id: jobId }),
      recruiterCall('GET', `favorite/?job_id=${jobId}`, others.recruiter),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Job not exist');
    }
  });

  it('refuses candidates, strangers and unknown or wrong fields', async () => {
    expect((await search(sara.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/recruiter/search-candidates/', payload: { job_ids: [jobId] } }))
        .statusCode,
    ).toBe(401);
    const cases: Array<[object, string]> = [
      [{ is_admin: true }, 'is_admin'],
      [{ min_score: 2 }, 'min_score'],
      [{ job_ids: [] }, 'job_ids'],
      [{ job_ids: ["' or 1=1 --"] }, 'job_ids.0'],
      [{ availability: 'telepathy' }, 'availability'],
      [{ location: 'x'.repeat(101) }, 'location'],
    ];
    for (const [body, path] of cases) {
      const response = await search(recruiter.token, body);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    const poke = await recruiterCall('POST', 'poke-candidates/', recruiter.token, {
      job_id: jobId,
      candidate_ids: [sara.userId],
      company_id: companyId,
    });
    expect(poke.statusCode).toBe(400);
    expect(json(poke).errors).toContainEqual({ path: 'company_id', message: 'Unknown field' });
  });
});

describe('favourites', () => {
  it('stars a candidate for a job, lists and filters by it, per recruiter, and unstars on the second call', async () => {
    const star = await recruiterCall('POST', 'favorite/', recruiter.token, {
      candidate_id: sara.userId,
      job_id: jobId,
    });
    expect(star.statusCode).toBe(200);
    expect(json(star)).toEqual({
      data: { candidate_id: sara.userId, job_id: jobId, is_favorite: true },
      message: 'Candidate saved',
    });
    expect((await entryOf(sara.userId))!.is_favorite).toBe(true);
    expect((await listed({ saved_only: true })).map((entry) => entry.candidate_id)).toEqual([sara.userId]);
    const favorites = json(await recruiterCall('GET', `favorite/?job_id=${jobId}`, recruiter.token)).data;
    expect(favorites.results.map((entry: { candidate_id: string }) => entry.candidate_id)).toEqual([sara.userId]);
    // Another recruiter of the same company keeps their own stars.
    expect(json(await recruiterCall('GET', 'favorite/', others.admin)).data.total).toBe(0);

    const unstar = await recruiterCall('POST', 'favorite/', recruiter.token, {
      candidate_id: sara.userId,
      job_id: jobId,
    });
    expect(json(unstar)).toEqual({
      data: { candidate_id: sara.userId, job_id: jobId, is_favorite: false },
      message: 'Candidate removed from saved',
    });
    expect(await listed({ saved_only: true })).toEqual([]);
  });

  it('sets the star to the state asked for, however often the call is repeated', async () => {
    const set = (is_favorite: boolean) =>
      recruiterCall('POST', 'favorite/', recruiter.token, { candidate_id: sara.userId, job_id: jobId, is_favorite });
    expect(json(await set(true)).data.is_favorite).toBe(true);
    expect(json(await set(true)).data.is_favorite).toBe(true);
    expect((await entryOf(sara.userId))!.is_favorite).toBe(true);
    expect(json(await set(false)).data.is_favorite).toBe(false);
    expect(json(await set(false)).data.is_favorite).toBe(false);
    expect((await entryOf(sara.userId))!.is_favorite).toBe(false);
  });

  it('counts an overall star on every job', async () => {
    await recruiterCall('POST', 'favorite/', recruiter.token, { candidate_id: sara.userId });
    expect((await entryOf(sara.userId))!.is_favorite).toBe(true);
    await recruiterCall('POST', 'favorite/', recruiter.token, { candidate_id: sara.userId });
    expect((await entryOf(sara.userId))!.is_favorite).toBe(false);
  });
});

describe('pokes', () => {
  it('pokes two candidates once per job, tells each by notification and e-mail in their language', async () => {
    await t.database.executeSql(`update users set locale = 'ar' where id = $1`, [daniel.userId]);
    const started = new Date();
    const response = await recruiterCall('POST', 'poke-candidates/', recruiter.token, {
      job_id: jobId,
      candidate_ids: [sara.userId, daniel.userId],
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = json(response);
    expect(message).toBe('Invitation sent');
    expect(data.results.map((entry: { status: string }) => entry.status)).toEqual(['poked', 'poked']);

    const again = json(
      await recruiterCall('POST', 'poke-candidates/', recruiter.token, { job_id: jobId, candidate_ids: [sara.userId] }),
    ).data;
    expect(again.results).toEqual([
      { candidate_id: sara.userId, status: 'already_poked', poked_at: data.results[0].poked_at },
    ]);

    const saraNotes = await t.database.db.select().from(notifications).where(eq(notifications.user_id, sara.userId));
    expect(saraNotes.filter((note) => note.kind === 'poke')).toHaveLength(1);
    expect(saraNotes[0]).toMatchObject({
      kind: 'poke',
      params: { job_title: jobTitle, company_name: 'Nakheel Digital' },
      link: `/candidate/jobs/view/${jobId}`,
    });

    const mail = await t.waitForMail(SARA_EMAIL, /invited you/, { after: started });
    expect(mail.subject).toBe(`Nakheel Digital invited you to consider ${jobTitle}`);
    expect(mail.text_body).toContain(`http://masar.test/candidate/jobs/view/${jobId}`);
    const arabic = await t.waitForMail('daniel@masar.demo', /تدعوك/, { after: started });
    expect(arabic.subject).toContain(jobTitle);
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from mails where to_address = $1 and created_at >= $2`,
      [SARA_EMAIL, started],
    );
    const n = (rows[0] as { n: number }).n;
    expect(n).toBe(1);

    const entry = (await entryOf(sara.userId))!;
    expect(entry.poke).toEqual({ poked_at: data.results[0].poked_at, answer: null, answered_at: null });
  });

  it('lets the candidate see and answer once; the recruiter is told and sees the answer and the contact details', async () => {
    const pokes = json(await candidateCall('GET', `pokes/?job_id=${jobId}`, sara.token)).data.results;
    expect(pokes).toHaveLength(1);
    expect(pokes[0]).toMatchObject({
      job_id: jobId,
      job_title: jobTitle,
      company_name: 'Nakheel Digital',
      answer: null,
    });
    const pokeId: string = pokes[0].id;
    // Nobody else answers Sara's poke.
    expect(
      (await candidateCall('POST', `pokes/${pokeId}/answer`, daniel.token, { answer: 'interested' })).statusCode,
    ).toBe(404);
    expect((await candidateCall('POST', `pokes/${pokeId}/answer`, sara.token, { answer: 'maybe' })).statusCode).toBe(
      400,
    );

    const before = (await entryOf(sara.userId))!;
    expect(before.contact).toBeNull();
    const profileBefore = await recruiterCall('GET', `candidates/${sara.userId}`, recruiter.token);
    expect(profileBefore.body).not.toContain(SARA_EMAIL);

    const answer = await candidateCall('POST', `pokes/${pokeId}/answer`, sara.token, { answer: 'interested' });
    expect(answer.statusCode).toBe(200);
    expect(json(answer).data).toMatchObject({ answer: 'interested', answered_at: expect.any(String) });
    const twice = await candidateCall('POST', `pokes/${pokeId}/answer`, sara.token, { answer: 'not_interested' });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe('You already answered this invitation');

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, recruiter.userId), eq(notifications.kind, 'poke-answer')));
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toEqual({ job_title: jobTitle, candidate_name: 'Sara Al-Otaibi', answer: 'interested' });

    const after = (await entryOf(sara.userId))!;
    expect(after.poke).toMatchObject({ answer: 'interested' });
    expect(after.contact).toEqual({ email: SARA_EMAIL, phone: expect.stringMatching(/^\+966/) });
    // Another company still sees nothing of it.
    expect((await recruiterCall('GET', `candidates/${sara.userId}`, others.recruiter)).body).not.toContain(SARA_EMAIL);
  });

  it("refuses recruiters on the candidate's calls and candidates on the recruiter's, and shows no one else's pokes", async () => {
    expect((await candidateCall('GET', 'pokes/', recruiter.token)).statusCode).toBe(403);
    expect(
      (await recruiterCall('POST', 'poke-candidates/', sara.token, { job_id: jobId, candidate_ids: [daniel.userId] }))
        .statusCode,
    ).toBe(403);
    expect(json(await candidateCall('GET', 'pokes/', others.candidate)).data.results).toEqual([]);
  });
});

describe('the pokes a recruiter may send', () => {
  it('are 40 calls a day, refused ones counted, then 429 with the wait', async () => {
    const fresh = await recruiterCallers(t.app, 'Poke Limit Co', 'Poke Limit Other Co');
    const poke = () =>
      recruiterCall('POST', 'poke-candidates/', fresh.recruiter, { job_id: jobId, candidate_ids: [sara.userId] });
    for (let call = 0; call < 40; call += 1) expect((await poke()).statusCode).toBe(404);
    const refused = await poke();
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(/Too many attempts/);
  });
});

describe('applications', () => {
  it("puts an applicant on the job's list as applied, tells the recruiters and shows their contact details", async () => {
    expect((await listed()).map((entry) => entry.candidate_id)).not.toContain(daniel.userId);
    const apply = await candidateCall('POST', 'job/apply', daniel.token, { job_id: jobId });
    expect(apply.statusCode).toBe(200);
    const entry = (await entryOf(daniel.userId))!;
    expect(entry).toMatchObject({ is_applied: true, contact: { email: 'daniel@masar.demo' } });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, recruiter.userId), eq(notifications.kind, 'application')));
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toEqual({
      job_title: jobTitle,
      company_name: 'Nakheel Digital',
      candidate_name: 'Daniel Mensah',
    });
    // Applying again tells nobody again.
    await candidateCall('POST', 'job/apply', daniel.token, { job_id: jobId });
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, recruiter.userId), eq(notifications.kind, 'application'))),
    ).toHaveLength(1);
  });
});

describe('two applications at the same moment', () => {
  it('tell the recruiters once', async () => {
    const newcomer = await createUser(t.app, { approval_status: 'APPROVED' });
    const { token } = await logIn(t.app, newcomer.email, newcomer.password);
    const answers = await Promise.all(
      [1, 2, 3].map(() => candidateCall('POST', 'job/apply', token, { job_id: jobId })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, recruiter.userId), eq(notifications.kind, 'application')));
    expect(told.filter((notification) => notification.params.candidate_name === 'Test Person')).toHaveLength(1);
  });
});

describe("the company's candidates and a candidate's profile", () => {
  it('lists the poked and applied candidates', async () => {
    const poked = json(await recruiterCall('GET', 'candidates/?tab=poked', recruiter.token)).data;
    expect(poked.results.map((entry: { candidate_id: string }) => entry.candidate_id).sort()).toEqual(
      [sara.userId, daniel.userId].sort(),
    );
    const applied = json(await recruiterCall('GET', 'candidates/?tab=applied', recruiter.token)).data;
    expect(applied.results).toHaveLength(1);
    expect(applied.results[0]).toMatchObject({
      candidate_id: daniel.userId,
      applications: [{ job_id: jobId, job_title: jobTitle }],
    });
    expect(json(await recruiterCall('GET', 'candidates/?tab=poked', others.recruiter)).data.total).toBe(0);
  });

  it('lists a candidate starred for one job on the saved tab, naming the job, with the overall star apart', async () => {
    const star = (body: Record<string, unknown>) =>
      recruiterCall('POST', 'favorite/', recruiter.token, { candidate_id: daniel.userId, ...body });
    await star({ job_id: jobId, is_favorite: true });
    const saved = async () =>
      json(await recruiterCall('GET', 'candidates/?tab=saved', recruiter.token)).data.results.find(
        (entry: { candidate_id: string }) => entry.candidate_id === daniel.userId,
      );
    expect(await saved()).toMatchObject({ is_favorite: false, saved_for: [{ job_id: jobId, job_title: jobTitle }] });
    await star({ is_favorite: true });
    expect(await saved()).toMatchObject({ is_favorite: true, saved_for: [{ job_id: jobId, job_title: jobTitle }] });
    await star({ job_id: jobId, is_favorite: false });
    await star({ is_favorite: false });
    expect(await saved()).toBeUndefined();
  });

  it("shows the profile with its matches to the company's jobs, explained", async () => {
    const response = await recruiterCall('GET', `candidates/${sara.userId}`, recruiter.token);
    expect(response.statusCode).toBe(200);
    const profile = json(response).data;
    expect(profile.name).toBe('Sara Al-Otaibi');
    expect(profile.work_history.length).toBeGreaterThan(0);
    expect(profile.skills.length).toBeGreaterThan(0);
    const match = profile.matches.find((entry: { job_id: string }) => entry.job_id === jobId);
    const listedSara = (await entryOf(sara.userId))!;
    expect(match).toMatchObject({ matching_score: listedSara.matching_score, reasons: listedSara.reasons });
    expect(profile.pokes).toEqual([expect.objectContaining({ job_id: jobId, answer: 'interested' })]);
  });

  it('hides contact details the candidate wrote into their summary from a company they have not answered', async () => {
    const summary = 'ICU nurse. Reach me at sara.private@gmail.com or +966 50 765 4321.';
    const edited = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/edit-details/',
      headers: { token: sara.token },
      payload: { summary },
    });
    expect(edited.statusCode).toBe(200);
    // Sara answered this company's poke: its recruiter reads her words as written.
    expect(json(await recruiterCall('GET', `candidates/${sara.userId}`, recruiter.token)).data.summary).toBe(summary);
    // Another company reads them without the address and the number.
    const elsewhere = await recruiterCall('GET', `candidates/${sara.userId}`, others.recruiter);
    expect(json(elsewhere).data.summary).toBe('ICU nurse. Reach me at ••• or •••.');
    expect(elsewhere.body).not.toContain('sara.private');
    expect(elsewhere.body).not.toContain('765 4321');
  });
});
