/**
 * The interview room's streaming avatar (decision 0085), through the routes, against a local server that
 * speaks the provider's contract: only the interview's candidate, only while it is in progress, opens a
 * session, answers its offer, sends ICE, names the question to say, and stops it; one live session per interview; the
 * interview's end stops it; a provider that fails, refuses the key or hangs answers 502
 * AVATAR_PROVIDER_FAILED; the key is never in an answer or the log. Without a provider: the built-in avatar.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Interview } from '@masar/shared/interviews';
import type { CandidateProfile } from '@masar/shared/profile';
import { avatarSessions } from '../src/db/schema/avatar.ts';
import { candidateProfiles } from '../src/db/schema/candidates.ts';
import { interviews } from '../src/db/schema/interviews.ts';
import { expireDueInterviews } from '../src/modules/interviews/interviews.service.ts';
import { consumeLimit, RATE_LIMITS } from '../src/modules/rate-limits/rate-limits.ts';
import { fakeOffer, FAKE_ICE_SERVERS, startFakeAvatarProvider, type FakeAvatarProvider } from './helpers/fake-avatar-provider.ts';
import { createUser, logIn, recruiterCallers, type LoggedIn, type RecruiterCallers } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

const API_KEY = 'avatar-portal-secret-4f9c2a7e';
let fake: FakeAvatarProvider;
let t: TestApp;
let callers: RecruiterCallers;
let jobId: string;
let candidate: LoggedIn;
let otherCandidate: LoggedIn;
const logLines: string[] = [];
/** Every answer the tests read, searched for the key at the end. */
const answers: string[] = [];

type Method = 'GET' | 'POST' | 'PUT';
async function call(method: Method, url: string, token: string | null, payload?: object, lang = 'en') {
  const response = await t.app.inject({ method, url: `/api/${url}`, headers: { ...(token ? { token } : {}), lang }, ...(payload ? { payload } : {}) });
  answers.push(response.body);
  return response;
}
const avatar = (interviewId: string, path = '') => `recruiter/interview/${interviewId}/avatar/${path}`;
const open = (interviewId: string, token = candidate.token) => call('POST', avatar(interviewId, 'session/'), token);
const task = (interviewId: string, session_id: string, question_id: string, token = candidate.token) => call('POST', avatar(interviewId, 'session/task/'), token, { session_id, question_id });
const stop = (interviewId: string, session_id: string, token = candidate.token) => call('POST', avatar(interviewId, 'session/stop/'), token, { session_id });

const QUESTIONS = [{ question: 'Tell us about a report you built that changed a decision.', kind: 'behavioural', skill_ids: ['skill:sql'], rubric: 'A concrete report.' }];

const JOB_FIELDS = {
  job_title: 'Data Analyst',
  sector: 'technology',
  job_type: 'full_time',
  experience: { value: 2, unit: 'years' },
  skills: [{ id: 'skill:sql', importance: 'must_have' }],
  description: 'Turn our sales data into weekly reports, keep the dashboards right and explain the numbers to the team.',
};

async function publishedJob(token: string): Promise<string> {
  const id = json(await call('POST', 'recruiter/post-job/', token, JOB_FIELDS)).data.job.jid as string;
  expect((await call('POST', `recruiter/publish-job/${id}`, token)).statusCode).toBe(200);
  expect((await call('PUT', `recruiter/job/${id}/questions/`, token, { questions: QUESTIONS })).statusCode).toBe(200);
  return id;
}

async function newCandidate(): Promise<LoggedIn> {
  const user = await createUser(t.app);
  await t.app.ctx.db.insert(candidateProfiles).values({ user_id: user.id, profile: {} as CandidateProfile, parse_status: 'completed' });
  return logIn(t.app, user.email);
}

/** The candidate's interview, invited and, unless `invitedOnly`, started: the room's state. */
async function interviewOf(who: LoggedIn, { invitedOnly = false } = {}): Promise<string> {
  await t.app.ctx.db.update(interviews).set({ state: 'cancelled' }).where(eq(interviews.candidate_id, who.userId));
  const started = await call('POST', 'recruiter/start-interview/', callers.recruiter, { candidate_id: who.userId, job_id: jobId });
  expect(started.statusCode).toBe(200);
  const id = json(started).data.interview_id as string;
  if (!invitedOnly) expect((await call('POST', 'recruiter/interview/action/', who.token, { interview_id: id, action: 'start' })).statusCode).toBe(200);
  return id;
}

/** The id of the interview's first question: the room names it, and the server says its words. */
async function firstQuestionId(interviewId: string, token = candidate.token): Promise<string> {
  const interview = json(await call('GET', `recruiter/interview/${interviewId}`, token)).data as Interview;
  return [...interview.details.questions].sort((a, b) => a.position - b.position)[0]!.id;
}

const liveSessions = async (interviewId: string) =>
  (await t.app.ctx.db.select().from(avatarSessions).where(and(eq(avatarSessions.interview_id, interviewId), isNull(avatarSessions.stopped_at)))).map((row) => row.provider_session_id);

/** Waits for the provider to have stopped a session (the stop job, or the interview's end, runs in the queue). */
async function stoppedAtProvider(sessionId: string, withinMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (fake.sessions.get(sessionId)?.state === 'stopped') return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

beforeAll(async () => {
  fake = await startFakeAvatarProvider(API_KEY);
  t = await createTestApp({
    logger: true,
    logStream: { write: (line: string) => logLines.push(line) },
    env: { LOG_LEVEL: 'info', AVATAR_PROVIDER: 'streaming', AVATAR_API_URL: `${fake.url}/v1`, AVATAR_API_KEY: API_KEY, AVATAR_ID: 'portal-avatar', AVATAR_VOICE_ID: 'voice-en', AVATAR_TIMEOUT_SECONDS: '1' },
  });
  callers = await recruiterCallers(t.app, 'Avatar Co', 'Other Avatar Co');
  jobId = await publishedJob(callers.recruiter);
  candidate = await newCandidate();
  otherCandidate = await newCandidate();
  for (const who of [candidate, otherCandidate]) expect((await call('POST', 'candidate/job/apply', who.token, { job_id: jobId })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.recover();
  fake.setKey(API_KEY);
});

describe('a session in the interview room', () => {
  it('tells the candidate’s room to use the streaming avatar', async () => {
    const id = await interviewOf(candidate, { invitedOnly: true });
    const response = await call('GET', avatar(id), candidate.token);
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({ avatar: 'streaming', voice: 'browser' });
  });

  it('opens a session (the provider’s session id, offer and ICE servers), starts it with the answer, relays ICE and questions, and stops it', async () => {
    const id = await interviewOf(candidate);
    const opened = await open(id);
    expect(opened.statusCode).toBe(200);
    const session = json(opened).data;
    expect(session).toEqual({ session_id: expect.any(String), sdp: { type: 'offer', sdp: fakeOffer(session.session_id) }, ice_servers: FAKE_ICE_SERVERS });
    expect(fake.sessions.get(session.session_id)).toMatchObject({ avatar: 'portal-avatar', voice: 'voice-en', quality: 'medium', state: 'new' });

    const started = await call('POST', avatar(id, 'session/start/'), candidate.token, { session_id: session.session_id, sdp: { type: 'answer', sdp: 'v=0\r\no=- browser\r\n' } });
    expect(started.statusCode).toBe(200);
    expect(json(started).data).toEqual({ session_id: session.session_id, stopped: false });
    const ice = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.10 54400 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'abcd' };
    expect((await call('POST', avatar(id, 'session/ice/'), candidate.token, { session_id: session.session_id, candidate: ice })).statusCode).toBe(200);
    const questionId = await firstQuestionId(id);
    const spoken = await task(id, session.session_id, questionId);
    expect(spoken.statusCode).toBe(200);
    expect(json(spoken).data).toEqual({ duration_ms: QUESTIONS[0]!.question.length * 60 });
    expect(fake.sessions.get(session.session_id)).toMatchObject({ state: 'started', answer: 'v=0\r\no=- browser\r\n', candidates: [ice], spoken: [QUESTIONS[0]!.question] });

    const stopped = await stop(id, session.session_id);
    expect(stopped.statusCode).toBe(200);
    expect(json(stopped).data).toEqual({ session_id: session.session_id, stopped: true });
    expect(fake.sessions.get(session.session_id)!.state).toBe('stopped');
    expect(await liveSessions(id)).toEqual([]);
    // A stop sent twice is the same stop; the stopped session takes no more text.
    expect((await stop(id, session.session_id)).statusCode).toBe(200);
    const late = await task(id, session.session_id, questionId);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe('This interviewer session has ended');
  });

  it('keeps one live session per interview: a second room’s session stops the first, which takes no more text', async () => {
    const id = await interviewOf(candidate);
    const first = json(await open(id)).data.session_id as string;
    const second = json(await open(id)).data.session_id as string;
    expect(second).not.toBe(first);
    expect(await liveSessions(id)).toEqual([second]);
    expect(await stoppedAtProvider(first)).toBe(true);
    expect(fake.sessions.get(second)!.state).toBe('new');
    const old = await task(id, first, await firstQuestionId(id));
    expect(old.statusCode).toBe(409);
    expect(json(old).code).toBe('CONFLICT');
  });

  it('leaves one live session when two rooms open at once, every other session the provider opened stopped', async () => {
    const id = await interviewOf(candidate);
    const before = new Set(fake.sessions.keys());
    const responses = await Promise.all([open(id), open(id), open(id)]);
    expect(responses.map((response) => response.statusCode).every((status) => status === 200 || status === 409)).toBe(true);
    const live = await liveSessions(id);
    expect(live).toHaveLength(1);
    const opened = [...fake.sessions.keys()].filter((key) => !before.has(key));
    expect(opened).toHaveLength(3);
    for (const session of opened.filter((key) => key !== live[0])) expect(await stoppedAtProvider(session)).toBe(true);
    expect(fake.sessions.get(live[0]!)!.state).toBe('new');
  });

  it('stops the session when the interview ends (the candidate finishes, the company cancels, it expires)', async () => {
    const finished = await interviewOf(candidate);
    const session = json(await open(finished)).data.session_id as string;
    expect((await call('POST', 'recruiter/interview/action/', candidate.token, { interview_id: finished, action: 'over' })).statusCode).toBe(200);
    expect(await stoppedAtProvider(session)).toBe(true);
    expect(await liveSessions(finished)).toEqual([]);

    const cancelled = await interviewOf(candidate);
    const second = json(await open(cancelled)).data.session_id as string;
    expect((await call('POST', 'recruiter/interview/action/', callers.recruiter, { interview_id: cancelled, action: 'cancel' })).statusCode).toBe(200);
    expect(await stoppedAtProvider(second)).toBe(true);

    const expiring = await interviewOf(candidate);
    const third = json(await open(expiring)).data.session_id as string;
    await t.app.ctx.db.update(interviews).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(interviews.id, expiring));
    await expireDueInterviews(t.app.ctx);
    expect(await stoppedAtProvider(third)).toBe(true);
  });
});

describe('who may call, and when', () => {
  it('answers another candidate 404, a recruiter 403 and anyone signed out 401, and opens nothing for them', async () => {
    const id = await interviewOf(candidate);
    const before = fake.requests.length;
    for (const path of ['', 'session/']) {
      const method = path === '' ? 'GET' : 'POST';
      const stranger = await call(method, avatar(id, path), otherCandidate.token);
      expect(stranger.statusCode).toBe(404);
      expect(json(stranger).message).toBe('Interview not found');
      expect((await call(method, avatar(id, path), callers.recruiter)).statusCode).toBe(403);
      expect((await call(method, avatar(id, path), null)).statusCode).toBe(401);
    }
    const session = json(await open(id)).data.session_id as string;
    expect((await task(id, session, await firstQuestionId(id), otherCandidate.token)).statusCode).toBe(404);
    expect((await stop(id, session, otherCandidate.token)).statusCode).toBe(404);
    expect(fake.requests.filter((request) => request.call === 'new')).toHaveLength(fake.requests.slice(0, before).filter((request) => request.call === 'new').length + 1);
    expect(fake.sessions.get(session)!.spoken).toEqual([]);
  });

  it('opens no session before the interview is started, nor after it ended, with the message in English and Arabic', async () => {
    const invited = await interviewOf(candidate, { invitedOnly: true });
    const early = await open(invited);
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('The interviewer speaks only while the interview is in progress');
    const arabic = await call('POST', avatar(invited, 'session/'), candidate.token, undefined, 'ar');
    expect(json(arabic).message).toBe('لا يتحدث المحاور إلا أثناء المقابلة');
    const done = await interviewOf(candidate);
    expect((await call('POST', 'recruiter/interview/action/', candidate.token, { interview_id: done, action: 'over' })).statusCode).toBe(200);
    expect((await open(done)).statusCode).toBe(409);
  });

  it('says only the interview’s questions: text of the room’s own, a question of no interview, a question id too long or empty are refused (decision 0111)', async () => {
    const id = await interviewOf(candidate);
    const session = json(await open(id)).data.session_id as string;
    const ownText = await call('POST', avatar(id, 'session/task/'), candidate.token, { session_id: session, text: 'Say anything I like' });
    expect(ownText.statusCode).toBe(400);
    const withText = await call('POST', avatar(id, 'session/task/'), candidate.token, { session_id: session, question_id: await firstQuestionId(id), text: 'Say anything I like' });
    expect(withText.statusCode).toBe(400);
    for (const unknownQuestion of ['not-a-question', `${crypto.randomUUID()}:follow-up`]) {
      const refused = await task(id, session, unknownQuestion);
      expect(refused.statusCode).toBe(400);
      expect(json(refused).errors).toEqual([{ path: 'question_id', message: 'This is not a question of this interview' }]);
    }
    const early = await task(id, session, `${await firstQuestionId(id)}:follow-up`);
    expect(json(early).errors).toEqual([{ path: 'question_id', message: 'This question has no follow-up to answer' }]);
    expect((await task(id, session, 'q'.repeat(101))).statusCode).toBe(400);
    expect((await task(id, session, '')).statusCode).toBe(400);
    expect(fake.sessions.get(session)!.spoken).toEqual([]);
  });

  it('refuses an offer where an answer belongs, and a session id of another interview', async () => {
    const id = await interviewOf(candidate);
    const session = json(await open(id)).data.session_id as string;
    const offer = await call('POST', avatar(id, 'session/start/'), candidate.token, { session_id: session, sdp: { type: 'offer', sdp: 'v=0' } });
    expect(offer.statusCode).toBe(400);
    const unknown = await task(id, 'a-session-of-someone-else', await firstQuestionId(id));
    expect(unknown.statusCode).toBe(409);
    expect(fake.sessions.get(session)!.spoken).toEqual([]);
  });
});

describe('the limit on avatar tasks (decision 0090)', () => {
  it(`refuses a candidate’s task past ${RATE_LIMITS.avatarTasksPerAccount.max} in a quarter of an hour with 429 and the house’s message, in English and Arabic, without calling the provider`, async () => {
    const busy = await newCandidate();
    expect((await call('POST', 'candidate/job/apply', busy.token, { job_id: jobId })).statusCode).toBe(200);
    const id = await interviewOf(busy);
    const session = json(await open(id, busy.token)).data.session_id as string;
    expect((await call('POST', avatar(id, 'session/start/'), busy.token, { session_id: session, sdp: { type: 'answer', sdp: 'v=0\r\n' } })).statusCode).toBe(200);
    // The tasks before this one, counted as the route counts them (sixty calls to the provider would only be slow).
    for (let i = 1; i < RATE_LIMITS.avatarTasksPerAccount.max; i += 1) await consumeLimit(t.app.ctx.db, 'avatarTasksPerAccount', busy.userId);
    const questionId = await firstQuestionId(id, busy.token);
    const last = await task(id, session, questionId, busy.token);
    expect(last.statusCode).toBe(200);
    const refused = await task(id, session, questionId, busy.token);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 15 minute(s) and try again' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const arabic = await call('POST', avatar(id, 'session/task/'), busy.token, { session_id: session, question_id: questionId }, 'ar');
    expect(arabic.statusCode).toBe(429);
    expect(json(arabic).message).toBe('محاولات كثيرة. يرجى الانتظار 15 دقيقة ثم المحاولة مرة أخرى');
    expect(fake.sessions.get(session)!.spoken).toEqual([QUESTIONS[0]!.question]);
    // The limit is the candidate’s own: another candidate’s room still speaks.
    const other = await interviewOf(otherCandidate);
    const otherSession = json(await open(other, otherCandidate.token)).data.session_id as string;
    expect((await call('POST', avatar(other, 'session/start/'), otherCandidate.token, { session_id: otherSession, sdp: { type: 'answer', sdp: 'v=0\r\n' } })).statusCode).toBe(200);
    expect((await task(other, otherSession, questionId, otherCandidate.token)).statusCode).toBe(200);
  });
});

describe('when the provider fails', () => {
  async function expectFallback(response: Awaited<ReturnType<typeof call>>) {
    expect(response.statusCode).toBe(502);
    expect(json(response)).toEqual({
      code: 'AVATAR_PROVIDER_FAILED',
      message: 'The video interviewer is not available just now. The interview goes on with the built-in interviewer.',
    });
  }

  it('a provider answering 500 is the error the room falls back on, in English and in Arabic', async () => {
    const id = await interviewOf(candidate);
    fake.fail('new', { status: 500 });
    await expectFallback(await open(id));
    const arabic = await call('POST', avatar(id, 'session/'), candidate.token, undefined, 'ar');
    expect(arabic.statusCode).toBe(502);
    expect(json(arabic).message).toBe('المحاور المرئي غير متاح الآن. تستمر المقابلة مع المحاور المدمج.');
    expect(await liveSessions(id)).toEqual([]);
  });

  it('a key the provider refuses, and a provider that hangs past the time-out, likewise', async () => {
    const id = await interviewOf(candidate);
    const session = json(await open(id)).data.session_id as string;
    const questionId = await firstQuestionId(id);
    fake.setKey('the-provider-now-wants-another-key');
    await expectFallback(await task(id, session, questionId));
    fake.setKey(API_KEY);
    fake.fail('task', { delayMs: 3000 });
    await expectFallback(await task(id, session, questionId));
    expect(logLines.some((line) => line.includes('"reason":"timeout"'))).toBe(true);
    expect(logLines.some((line) => line.includes('"reason":"http_401"'))).toBe(true);
  });

  it('a provider that fails to stop a session is asked again by a job; the room is not held up', async () => {
    const id = await interviewOf(candidate);
    const session = json(await open(id)).data.session_id as string;
    fake.fail('stop', { status: 503 });
    expect((await stop(id, session)).statusCode).toBe(200);
    expect(await liveSessions(id)).toEqual([]);
    expect(fake.sessions.get(session)!.state).toBe('new');
    fake.recover();
    // The job may have made its first try before the provider recovered; its retry comes 15 s later (and a
    // busy machine adds the queue's polling), so this waits past one retry rather than racing it.
    expect(await stoppedAtProvider(session, 75_000)).toBe(true);
  }, 120_000);

  it('never shows the key in an answer or the log', () => {
    expect(answers.length).toBeGreaterThan(20);
    expect(logLines.length).toBeGreaterThan(20);
    expect(answers.filter((body) => body.includes(API_KEY))).toEqual([]);
    expect(logLines.filter((line) => line.includes(API_KEY))).toEqual([]);
  });
});

describe('without a provider', () => {
  let builtIn: TestApp;
  beforeAll(async () => {
    builtIn = await createTestApp();
  });
  afterAll(async () => {
    await builtIn?.close();
  });

  it('the room uses the built-in avatar, and no session opens', async () => {
    const inject = (method: Method, url: string, token: string, payload?: object) => builtIn.app.inject({ method, url: `/api/${url}`, headers: { token }, ...(payload ? { payload } : {}) });
    const recruiters = await recruiterCallers(builtIn.app, 'Drawn Co', 'Other Drawn Co');
    const user = await createUser(builtIn.app);
    await builtIn.app.ctx.db.insert(candidateProfiles).values({ user_id: user.id, profile: {} as CandidateProfile, parse_status: 'completed' });
    const who = await logIn(builtIn.app, user.email);
    const job = json(await inject('POST', 'recruiter/post-job/', recruiters.recruiter, JOB_FIELDS)).data.job.jid as string;
    const [row] = await builtIn.app.ctx.db
      .insert(interviews)
      .values({ company_id: recruiters.companyId, job_id: job, candidate_id: who.userId, details: { job_title: 'Data Analyst', company_name: 'Drawn Co', language: 'en', questions: [] }, state: 'in_progress', expires_at: new Date(Date.now() + 86_400_000) })
      .returning();
    const choice = await inject('GET', avatar(row!.id), who.token);
    expect(choice.statusCode).toBe(200);
    expect(json(choice).data).toEqual({ avatar: 'built-in', voice: 'browser' });
    const opened = await inject('POST', avatar(row!.id, 'session/'), who.token);
    expect(opened.statusCode).toBe(409);
    expect(json(opened).message).toBe('This portal uses the built-in interviewer');
  });
});
