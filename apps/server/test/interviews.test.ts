/**
 * AI interviews, the lifecycle (issue #16, decision 0075): a recruiter invites a candidate who applied
 * (POST recruiter/start-interview/; notification and e-mail), the lifecycle table tried action by action,
 * state by state and caller by caller through POST recruiter/interview/action/, answers saved with PATCH
 * recruiter/interview/{id}, expiry, the list's paging and filters, the history, and company settings.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewAction, InterviewDetails, InterviewState } from '@masar/shared/interviews';
import type { CandidateProfile } from '@masar/shared/profile';
import { candidateProfiles } from '../src/db/schema/candidates.ts';
import { interviewHistory, interviews } from '../src/db/schema/interviews.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { expireDueInterviews } from '../src/modules/interviews/interviews.service.ts';
import { createUser, logIn, recruiterCallers, type LoggedIn, type RecruiterCallers } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let callers: RecruiterCallers;
let jobId: string;
let otherJobId: string;
let candidate: LoggedIn & { email: string };
let otherCandidate: LoggedIn;
let details: InterviewDetails;
let otherCompanyId: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/${url}`, headers: { ...(token ? { token } : {}), lang }, ...(payload ? { payload } : {}) });

const jobFields = {
  job_title: 'Data Analyst',
  sector: 'technology',
  job_type: 'full_time',
  experience: { value: 2, unit: 'years' },
  skills: [{ id: 'skill:sql', importance: 'must_have' }],
  description: 'Turn our sales data into weekly reports, keep the dashboards right and explain the numbers to the team.',
};
const QUESTIONS = [
  { question: 'Tell us about a report you built that changed a decision.', kind: 'behavioural', skill_ids: ['skill:sql'], rubric: 'A concrete report, the decision and its outcome.' },
  { question: 'How would you find duplicate customers in a sales table?', kind: 'technical', skill_ids: ['skill:sql'], rubric: 'Grouping, matching keys, checking the result.' },
];

async function publishedJob(token: string, questions: object[] = QUESTIONS): Promise<string> {
  const id = json(await call('POST', 'recruiter/post-job/', token, jobFields)).data.job.jid as string;
  expect((await call('POST', `recruiter/publish-job/${id}`, token)).statusCode).toBe(200);
  if (questions.length > 0) expect((await call('PUT', `recruiter/job/${id}/questions/`, token, { questions })).statusCode).toBe(200);
  return id;
}

/** An approved candidate in the pool: recruiters reach only candidates with a profile. */
async function newCandidate(): Promise<LoggedIn & { email: string }> {
  const user = await createUser(t.app);
  await t.app.ctx.db.insert(candidateProfiles).values({ user_id: user.id, profile: {} as CandidateProfile, parse_status: 'completed' });
  return { ...(await logIn(t.app, user.email)), email: user.email };
}

const start = (candidateId: string, job = jobId, token = callers.recruiter) => call('POST', 'recruiter/start-interview/', token, { candidate_id: candidateId, job_id: job });
const act = (id: string, action: InterviewAction, token: string, reason?: string) => call('POST', 'recruiter/interview/action/', token, { interview_id: id, action, ...(reason ? { reason } : {}) });
const stateOf = async (id: string) => (await t.app.ctx.db.select({ state: interviews.state }).from(interviews).where(eq(interviews.id, id)))[0]?.state;

/** One open interview per candidate and job: a fixture closes the candidate's earlier ones. */
async function closeOpenInterviews(candidateId: string): Promise<void> {
  await t.app.ctx.db.update(interviews).set({ state: 'cancelled' }).where(eq(interviews.candidate_id, candidateId));
}

/** An interview of `candidateId` for the job already in `state` (a fixture: the table tries moves, not how one got there). */
async function interviewIn(state: InterviewState, candidateId = candidate.userId, job = jobId, expiresInDays = 14): Promise<string> {
  await closeOpenInterviews(candidateId);
  const companyId = job === otherJobId ? otherCompanyId : callers.companyId;
  const [row] = await t.app.ctx.db
    .insert(interviews)
    .values({ company_id: companyId, job_id: job, candidate_id: candidateId, details, state, expires_at: new Date(Date.now() + expiresInDays * 24 * 3600 * 1000) })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await recruiterCallers(t.app, 'Interview Co', 'Other Interview Co');
  jobId = await publishedJob(callers.recruiter);
  otherJobId = await publishedJob(callers.otherRecruiter);
  otherCompanyId = (await t.app.ctx.db.select({ company_id: jobs.company_id }).from(jobs).where(eq(jobs.id, otherJobId)))[0]!.company_id;
  candidate = await newCandidate();
  otherCandidate = await newCandidate();
  expect((await call('POST', 'candidate/job/apply', candidate.token, { job_id: jobId })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('starting an interview', () => {
  it('invites a candidate who applied: the interview, its history, a notification and an e-mail with the link', async () => {
    const response = await start(candidate.userId);
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Interview invitation sent');
    const interview = json(response).data;
    details = interview.details;
    expect(interview).toMatchObject({ state: 'invited', job_id: jobId, candidate_id: candidate.userId, job_title: 'Data Analyst', company_name: 'Interview Co', attempt: 1, questions_count: 2, answered_count: 0, stop_flag: false });
    expect(details.questions.map((question) => question.rubric)).toEqual(QUESTIONS.map((question) => question.rubric));

    const notifications = json(await call('GET', 'user/notifications/list/', candidate.token)).data.results;
    expect(notifications[0]).toMatchObject({ kind: 'interview', params: { job_title: 'Data Analyst', company_name: 'Interview Co' }, link: `/candidate/interviews/start/${interview.interview_id}` });
    const mail = await t.waitForMail(candidate.email, /invites you to an interview for Data Analyst/);
    expect(mail.text_body).toContain(`/candidate/interviews/start/${interview.interview_id}`);

    const again = await start(candidate.userId, jobId, callers.admin);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This candidate already has an open interview for this job');
  });

  it('refuses a candidate who never turned to the company, another company’s job, a job without questions, bad input and candidates', async () => {
    const stranger = await start(otherCandidate.userId);
    expect(stranger.statusCode).toBe(404);
    expect(json(stranger).message).toBe('Candidate Profile Not Exist');
    const foreign = await start(candidate.userId, otherJobId);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Job not exist');
    const bare = await publishedJob(callers.recruiter, []);
    const noQuestions = await start(candidate.userId, bare);
    expect(noQuestions.statusCode).toBe(400);
    expect(json(noQuestions).message).toBe('Add interview questions to this job before starting an interview');
    const missing = await call('POST', 'recruiter/start-interview/', callers.recruiter, { job_id: jobId });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toContainEqual({ path: 'candidate_id', message: 'Field is required' });
    expect((await start(candidate.userId, jobId, candidate.token)).statusCode).toBe(403);
    expect((await start(candidate.userId, jobId, callers.pending)).statusCode).toBe(403);
  });
});

describe('the lifecycle table', () => {
  /** Who may take each action from which states; everything else is refused. */
  const ALLOWED: Record<InterviewAction, { by: 'candidate' | 'company'; from: InterviewState[]; to: InterviewState }> = {
    start: { by: 'candidate', from: ['invited'], to: 'in_progress' },
    resume: { by: 'candidate', from: ['in_progress'], to: 'in_progress' },
    over: { by: 'candidate', from: ['in_progress'], to: 'completed' },
    cancel: { by: 'company', from: ['invited', 'in_progress'], to: 'cancelled' },
    reset: { by: 'company', from: ['in_progress', 'completed', 'cancelled', 'expired'], to: 'invited' },
    delete: { by: 'company', from: ['invited', 'completed', 'cancelled', 'expired'], to: 'deleted' },
  };
  const STATES: InterviewState[] = ['invited', 'in_progress', 'completed', 'cancelled', 'expired', 'deleted'];
  const cases = (Object.keys(ALLOWED) as InterviewAction[]).flatMap((action) => STATES.map((state) => [action, state] as const));

  it.each(cases)('%s from %s', async (action, state) => {
    const id = await interviewIn(state);
    const rule = ALLOWED[action];
    const tokens = { own: candidate.token, otherCandidate: otherCandidate.token, recruiter: callers.recruiter, admin: callers.admin, otherRecruiter: callers.otherRecruiter };
    // Strangers never learn the interview exists; a deleted one is nobody's.
    for (const stranger of [tokens.otherCandidate, tokens.otherRecruiter]) {
      const response = await act(id, action, stranger);
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Interview not found');
    }
    const wrongKind = rule.by === 'candidate' ? [tokens.recruiter, tokens.admin] : [tokens.own];
    const rightKind = rule.by === 'candidate' ? [tokens.own] : [tokens.recruiter, tokens.admin];
    for (const token of wrongKind) {
      const response = await act(id, action, token);
      expect(response.statusCode).toBe(state === 'deleted' ? 404 : 403);
    }
    if (state === 'deleted') {
      for (const token of rightKind) expect((await act(id, action, token)).statusCode).toBe(404);
      return;
    }
    if (!rule.from.includes(state)) {
      for (const token of rightKind) {
        const response = await act(id, action, token);
        expect(response.statusCode).toBe(409);
        expect(json(response).message).toBe('This action is not possible at this stage of the interview');
      }
      expect(await stateOf(id)).toBe(state);
      return;
    }
    // Allowed: for the company, the recruiter and the recruiter admin take turns from state to state.
    const token = rightKind[rule.from.indexOf(state) % rightKind.length]!;
    const response = await act(id, action, token, 'As the table says');
    expect(response.statusCode).toBe(200);
    expect(json(response).data.state).toBe(rule.to);
    expect(await stateOf(id)).toBe(rule.to);
    const history = await t.app.ctx.db.select().from(interviewHistory).where(eq(interviewHistory.interview_id, id));
    expect(history).toEqual([expect.objectContaining({ action, from_state: state, to_state: rule.to, actor: rule.by, reason: 'As the table says' })]);
  });
});

describe('taking the interview', () => {
  it('saves and corrects answers, the camera and the stop flag; the candidate never sees the rubric; resume clears the pause', async () => {
    await closeOpenInterviews(candidate.userId);
    const id = json(await start(candidate.userId)).data.interview_id as string;
    expect((await call('POST', 'recruiter/resume-interview/', candidate.token, { interview_id: id })).statusCode).toBe(409);
    expect((await act(id, 'start', candidate.token)).statusCode).toBe(200);
    const [first, second] = details.questions;
    const save = (body: object, token = candidate.token) => call('PATCH', `recruiter/interview/${id}`, token, body);
    expect((await save({ answer: { question_id: first!.id, transcript: 'I built a weekly report.', started_at: '2026-11-25T05:00:00Z' } })).statusCode).toBe(200);
    const corrected = await save({ answer: { question_id: first!.id, transcript: 'I built a weekly churn report.', ended_at: '2026-11-25T05:02:00Z' }, camera_recording_supported: true, camera_permission: 'denied', stop_flag: true });
    expect(corrected.statusCode).toBe(200);
    expect(json(corrected).message).toBe('Saved');
    expect(json(corrected).data).toMatchObject({
      stop_flag: true,
      camera_recording_supported: true,
      camera_permission: 'denied',
      answered_count: 1,
      answers: [{ question_id: first!.id, position: 0, transcript: 'I built a weekly churn report.', started_at: '2026-11-25T05:00:00.000Z', ended_at: '2026-11-25T05:02:00.000Z' }],
    });
    expect(json(corrected).data.details.questions[0]).not.toHaveProperty('rubric');

    const unknown = await save({ answer: { question_id: 'not-a-question', transcript: 'Hello' } });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toContainEqual({ path: 'answer.question_id', message: 'This is not a question of this interview' });
    expect((await save({})).statusCode).toBe(400);
    expect((await save({ answer: { question_id: second!.id, transcript: 'x'.repeat(20_001) } })).statusCode).toBe(400);
    expect((await save({ stop_flag: false }, callers.recruiter)).statusCode).toBe(403);
    expect((await save({ stop_flag: false }, otherCandidate.token)).statusCode).toBe(404);

    const resumed = await call('POST', 'recruiter/resume-interview/', candidate.token, { interview_id: id });
    expect(resumed.statusCode).toBe(200);
    expect(json(resumed).data.stop_flag).toBe(false);
    const seen = json(await call('GET', `recruiter/interview/${id}`, callers.admin)).data;
    expect(seen.details.questions[0].rubric).toBe(QUESTIONS[0]!.rubric);
    expect(seen).toMatchObject({ candidate_name: 'Test Person', redo_allowed: true, state: 'in_progress' });

    expect((await act(id, 'over', candidate.token)).statusCode).toBe(200);
    const late = await save({ answer: { question_id: second!.id, transcript: 'One more thing' } });
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe('Answers can be saved only while the interview is in progress');

    // A redo starts a new attempt with no answers, and invites the candidate again.
    const beforeRedo = new Date();
    const redone = await act(id, 'reset', callers.recruiter, 'The candidate’s connection failed');
    expect(json(redone).data).toMatchObject({ state: 'invited', attempt: 2, answers: [], answered_count: 0 });
    await t.waitForMail(candidate.email, /invites you to an interview/, { after: beforeRedo });

    const history = json(await call('GET', `recruiter/interview/history/${id}`, callers.recruiter)).data.history;
    expect(history.map((entry: { action: string; to_state: string; actor: string }) => [entry.action, entry.to_state, entry.actor])).toEqual([
      ['create', 'invited', 'company'],
      ['start', 'in_progress', 'candidate'],
      ['resume', 'in_progress', 'candidate'],
      ['over', 'completed', 'candidate'],
      ['reset', 'invited', 'company'],
    ]);
    expect(history[4]).toMatchObject({ reason: 'The candidate’s connection failed', by_name: 'Test Person', attempt: 2 });
    expect((await call('GET', `recruiter/interview/history/${id}`, callers.otherRecruiter)).statusCode).toBe(404);
    expect((await call('GET', `recruiter/interview/history/${id}`, candidate.token)).statusCode).toBe(403);
  });
});

describe('expiry', () => {
  it('the sweep expires open interviews past their time, with a history row; a candidate who comes back late is told', async () => {
    const due = await interviewIn('in_progress', candidate.userId, jobId, -1);
    const late = await createUser(t.app);
    const dueInvited = await interviewIn('invited', late.id, jobId, -1);
    const notDue = await interviewIn('invited', otherCandidate.userId, jobId, 1);
    const finished = await interviewIn('completed', (await createUser(t.app)).id, jobId, -1);
    expect(await expireDueInterviews(t.app.ctx)).toBe(2);
    expect([await stateOf(due), await stateOf(dueInvited), await stateOf(notDue), await stateOf(finished)]).toEqual(['expired', 'expired', 'invited', 'completed']);
    const [entry] = await t.app.ctx.db.select().from(interviewHistory).where(eq(interviewHistory.interview_id, due));
    expect(entry).toMatchObject({ action: 'expire', from_state: 'in_progress', to_state: 'expired', actor: 'system', by_user_id: null });

    const comesBack = await interviewIn('invited', candidate.userId, jobId, -1);
    const response = await act(comesBack, 'start', candidate.token, undefined);
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe('This interview has expired');
    expect(await stateOf(comesBack)).toBe('expired');
  });

  it('the expiry time is a setting with a default of 14 days', () => {
    expect(t.config.interviewExpiryDays).toBe(14);
  });
});

describe('the interview list', () => {
  it('pages 10 by default, filters by job, candidate, recruiter, interview and state, and shows each side only its own', async () => {
    await t.app.ctx.db.delete(interviews);
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(t.app)));
    const ids: string[] = [];
    for (const person of people) ids.push(await interviewIn('invited', person.id));
    const secondJob = await publishedJob(callers.recruiter);
    const onSecondJob = await interviewIn('completed', candidate.userId, secondJob);
    await interviewIn('invited', otherCandidate.userId, otherJobId);
    const list = async (query: string, token = callers.recruiter) => json(await call('GET', `recruiter/interview/list/${query}`, token)).data;

    const first = await list('');
    expect(first.total).toBe(13);
    expect(first.results).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 0, limit: 10 });
    expect(first.results[0].interview_id).toBe(onSecondJob);
    expect((await list('?page=1')).results).toHaveLength(3);
    expect((await list(`?job_id=${secondJob}`)).results.map((row: { interview_id: string }) => row.interview_id)).toEqual([onSecondJob]);
    expect((await list(`?candidate_id=${people[3]!.id}`)).results.map((row: { interview_id: string }) => row.interview_id)).toEqual([ids[3]]);
    expect((await list(`?interview_id=${ids[5]}`)).total).toBe(1);
    expect((await list('?state=completed')).total).toBe(1);
    expect((await list(`?recruiter_id=${candidate.userId}`)).total).toBe(0);

    expect((await list('', candidate.token)).results.map((row: { interview_id: string }) => row.interview_id)).toEqual([onSecondJob]);
    expect((await list(`?candidate_id=${people[0]!.id}`, candidate.token)).total).toBe(0);
    expect((await list('', callers.otherRecruiter)).total).toBe(1);
    const tooMany = await call('GET', 'recruiter/interview/list/?limit=51', callers.recruiter);
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toBe('Limit must be from 1 to 50');
    expect((await call('GET', 'recruiter/interview/list/?state=deleted', callers.recruiter)).statusCode).toBe(400);
  });
});

describe('company settings', () => {
  it('recruiter admins turn redo off; a reset is then refused; recruiters read the setting; others are refused', async () => {
    const read = (query: string, token = callers.recruiter) => call('GET', `user/company/settings${query}`, token);
    expect(json(await read('?settings=redo_allowed')).data).toEqual({ redo_allowed: true });
    const refused = await call('PATCH', 'user/company/settings', callers.recruiter, { redo_allowed: false });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Only recruiter admins change company settings');
    const saved = await call('PATCH', 'user/company/settings', callers.admin, { redo_allowed: false }, 'ar');
    expect(saved.statusCode).toBe(200);
    expect(json(saved).message).toBe('تم حفظ الإعدادات');
    expect(json(await read('?settings=redo_allowed&settings=redo_allowed')).data).toEqual({ redo_allowed: false });
    expect(json(await read('', callers.otherRecruiter)).data).toEqual({ redo_allowed: true, typed_answers_allowed: true });
    expect((await read('?settings=colour')).statusCode).toBe(400);
    expect((await read('', candidate.token)).statusCode).toBe(403);
    expect((await call('PATCH', 'user/company/settings', callers.admin, {})).statusCode).toBe(400);

    const id = await interviewIn('completed');
    const reset = await act(id, 'reset', callers.admin);
    expect(reset.statusCode).toBe(403);
    expect(json(reset).message).toBe('Your company does not allow interviews to be redone');
    expect(json(await call('GET', `recruiter/interview/${id}`, candidate.token)).data.redo_allowed).toBe(false);
    await call('PATCH', 'user/company/settings', callers.admin, { redo_allowed: true });
    // Not beside another open interview of the candidate for the job.
    const [newer] = await t.app.ctx.db.insert(interviews).values({ company_id: callers.companyId, job_id: jobId, candidate_id: candidate.userId, details, expires_at: new Date(Date.now() + 24 * 3600 * 1000) }).returning();
    const beside = await act(id, 'reset', callers.admin);
    expect(beside.statusCode).toBe(409);
    expect(json(beside).message).toBe('This candidate already has an open interview for this job');
    expect((await act(newer!.id, 'cancel', callers.admin)).statusCode).toBe(200);
    expect((await act(id, 'reset', callers.admin)).statusCode).toBe(200);
  });
});

describe('typed answers (decision 0100)', () => {
  it('are on by default; a recruiter admin turns them off without touching redo; the candidate is told, and a typed answer is then refused unless the question was answered aloud', async () => {
    const read = (query: string) => call('GET', `user/company/settings${query}`, callers.recruiter);
    expect(json(await read('?settings=typed_answers_allowed')).data).toEqual({ typed_answers_allowed: true });
    expect((await call('PATCH', 'user/company/settings', callers.recruiter, { typed_answers_allowed: false })).statusCode).toBe(403);
    const before = json(await read('')).data;
    const saved = await call('PATCH', 'user/company/settings', callers.admin, { typed_answers_allowed: false });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toEqual({ ...before, typed_answers_allowed: false });
    expect(json(await read('')).data).toEqual({ ...before, typed_answers_allowed: false });

    const id = await interviewIn('in_progress');
    const [first, second] = details.questions;
    const save = (body: object) => call('PATCH', `recruiter/interview/${id}`, candidate.token, body);
    expect(json(await call('GET', `recruiter/interview/${id}`, candidate.token)).data.typed_answers_allowed).toBe(false);
    const typed = await save({ answer: { question_id: first!.id, transcript: 'I typed this answer.' } });
    expect(typed.statusCode).toBe(403);
    expect(json(typed).message).toBe('This company asks for spoken answers: a typed answer is taken only for a question you answered aloud');
    // Answered aloud: its audio registered, the transcript (typed out or corrected) is that answer's text.
    expect((await save({ recording: { upload_id: randomUUID(), kind: 'audio', question_id: first!.id } })).statusCode).toBe(200);
    expect((await save({ answer: { question_id: first!.id, transcript: 'I built a weekly churn report.' } })).statusCode).toBe(200);
    // A video alone is not an answer aloud here: the audio is what the transcript is checked against.
    expect((await save({ recording: { upload_id: randomUUID(), kind: 'video', question_id: second!.id } })).statusCode).toBe(200);
    expect((await save({ answer: { question_id: second!.id, transcript: 'Typed.' } })).statusCode).toBe(403);
    // The same request may register the audio and save its transcript.
    expect((await save({ recording: { upload_id: randomUUID(), kind: 'audio', question_id: second!.id }, answer: { question_id: second!.id, transcript: 'Spoken.' } })).statusCode).toBe(200);

    expect((await call('PATCH', 'user/company/settings', callers.admin, { typed_answers_allowed: true })).statusCode).toBe(200);
    const other = await interviewIn('in_progress');
    expect((await call('PATCH', `recruiter/interview/${other}`, candidate.token, { answer: { question_id: first!.id, transcript: 'Typed, allowed again.' } })).statusCode).toBe(200);
    expect(json(await read('')).data).toEqual(before);
  });
});
