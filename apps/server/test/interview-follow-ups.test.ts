/**
 * The interview room's one follow-up per question (issue #16, decision 0084 amended): composed by the
 * engine when the main answer is first saved and lacks a concrete example, kept with the answer so a
 * resume asks the same words, answered through the same PATCH under `<question id>:follow-up`, and
 * evaluated together with the main answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewReport } from '@masar/shared/interview-reports';
import type { Interview } from '@masar/shared/interviews';
import type { CandidateProfile } from '@masar/shared/profile';
import { candidateProfiles } from '../src/db/schema/candidates.ts';
import { createChatClient } from '../src/modules/llm/chat-client.ts';
import { createUser, logIn, recruiterCallers, type LoggedIn, type RecruiterCallers } from './helpers/factories.ts';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
/** The configured LLM: it fails (503) unless a test scripts an answer, and the engine's wording stands. */
let model: FakeOpenAi;
let callers: RecruiterCallers;
let candidate: LoggedIn;
let interviewId: string;
let questionIds: string[];

const VAGUE = 'I always stay calm with customers and I think listening carefully is the most important part of support work.';
const CONCRETE =
  'Last year a customer called because her order was lost. I listened, found the parcel in the warehouse and sent it the same day. As a result she stayed with us and ordered twice more.';
const FOLLOW_UP_ANSWER =
  'Last March a client shouted at me because his refund was late. I called the bank myself, and as a result he had his money within two days and thanked the team.';
const EXPECTED_FOLLOW_UP =
  'Could you give one concrete example from your own experience: what was the situation, what did you do yourself, and how did it end?';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { token, lang: 'en' }, ...(payload ? { payload } : {}) });
const saveAnswer = (questionId: string, transcript: string) =>
  call('PATCH', `recruiter/interview/${interviewId}`, candidate.token, { answer: { question_id: questionId, transcript } });
const interviewAsCandidate = async () => json(await call('GET', `recruiter/interview/${interviewId}`, candidate.token)).data as Interview;
const answerOf = (interview: Interview, questionId: string) => interview.answers.find((answer) => answer.question_id === questionId);

async function reportWhenReady(): Promise<InterviewReport> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const body = json(await call('GET', `recruiter/interview/report/${interviewId}`, callers.recruiter)).data as InterviewReport;
    if (body.evaluation === 'ready' || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  model = await startFakeOpenAi({ apiKey: 'llm-key', model: 'interviewer-test' });
  t = await createTestApp({ interviewer: createChatClient({ baseUrl: `${model.url}/v1`, apiKey: 'llm-key', model: 'interviewer-test' }, { timeoutMs: 15_000 }) });
  callers = await recruiterCallers(t.app, 'Follow Co', 'Other Follow Co');
  const jobId = json(
    await call('POST', 'recruiter/post-job/', callers.recruiter, {
      job_title: 'Support Lead',
      sector: 'technology',
      job_type: 'full_time',
      experience: { value: 3, unit: 'years' },
      skills: [{ id: 'skill:sql', importance: 'must_have' }],
      description: 'Lead a support team of six, keep answers fast and kind, and report what customers ask for each week.',
    }),
  ).data.job.jid as string;
  expect((await call('POST', `recruiter/publish-job/${jobId}`, callers.recruiter)).statusCode).toBe(200);
  const questions = [
    { question: 'Tell us about a time you calmed an angry customer.', kind: 'behavioural', skill_ids: [], rubric: 'A real case.' },
    { question: 'Tell us about a customer you kept.', kind: 'behavioural', skill_ids: [], rubric: 'A real case.' },
    { question: 'How do you keep answers fast?', kind: 'technical', skill_ids: [], rubric: 'Queues, targets.' },
    { question: 'What did you learn from a difficult colleague?', kind: 'behavioural', skill_ids: [], rubric: 'A real case.' },
  ];
  expect((await call('PUT', `recruiter/job/${jobId}/questions/`, callers.recruiter, { questions })).statusCode).toBe(200);
  const user = await createUser(t.app);
  await t.app.ctx.db.insert(candidateProfiles).values({ user_id: user.id, profile: {} as CandidateProfile, parse_status: 'completed' });
  candidate = await logIn(t.app, user.email);
  expect((await call('POST', 'candidate/job/apply', candidate.token, { job_id: jobId })).statusCode).toBe(200);
  const interview = json(await call('POST', 'recruiter/start-interview/', callers.recruiter, { candidate_id: candidate.userId, job_id: jobId })).data;
  interviewId = interview.interview_id;
  questionIds = interview.details.questions.map((question: { id: string }) => question.id);
  expect((await call('POST', 'recruiter/interview/action/', candidate.token, { interview_id: interviewId, action: 'start' })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});

describe('the follow-up question', () => {
  it('is asked once after a vague answer, kept through a correction and a resume, and never after a concrete one', async () => {
    const [first, second] = questionIds as [string, string];
    const saved = json(await saveAnswer(first, VAGUE)).data as Interview;
    // The model was asked, failed, and the engine's wording stands.
    expect(model.requests).toHaveLength(1);
    expect(answerOf(saved, first)?.follow_up).toBe(EXPECTED_FOLLOW_UP);

    // A correction that now tells an example keeps the follow-up the first save composed: one per question.
    expect((await saveAnswer(first, `${VAGUE} Sometimes.`)).statusCode).toBe(200);
    // The tab closes and the candidate comes back: the same words are asked again.
    expect((await call('POST', 'recruiter/resume-interview/', candidate.token, { interview_id: interviewId })).statusCode).toBe(200);
    const resumed = await interviewAsCandidate();
    expect(answerOf(resumed, first)).toMatchObject({ transcript: `${VAGUE} Sometimes.`, follow_up: EXPECTED_FOLLOW_UP });
    expect(resumed.answered_count).toBe(1);

    const concrete = json(await saveAnswer(second, CONCRETE)).data as Interview;
    expect(answerOf(concrete, second)?.follow_up).toBeNull();
  });

  it('takes the answer to an asked follow-up and refuses one for a question that had none', async () => {
    const [first, second, third] = questionIds as [string, string, string];
    const answered = await saveAnswer(`${first}:follow-up`, FOLLOW_UP_ANSWER);
    expect(answered.statusCode).toBe(200);
    const interview = json(answered).data as Interview;
    expect(answerOf(interview, `${first}:follow-up`)).toMatchObject({ transcript: FOLLOW_UP_ANSWER, follow_up: null });
    // The follow-up's answer is part of its question's: still two questions answered.
    expect(interview.answered_count).toBe(2);

    const refused = await saveAnswer(`${second}:follow-up`, FOLLOW_UP_ANSWER);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(json(refused))).toContain('This question has no follow-up to answer');
    // Before its main answer, a question has no follow-up either.
    expect((await saveAnswer(`${third}:follow-up`, FOLLOW_UP_ANSWER)).statusCode).toBe(400);
    expect((await saveAnswer('no-such-question:follow-up', FOLLOW_UP_ANSWER)).statusCode).toBe(400);
    // The follow-up's answer has its own silences (and audio), noted under its id.
    const note = (questionId: string) => call('PATCH', `recruiter/interview/${interviewId}`, candidate.token, { integrity_note: { kind: 'long_silence', question_id: questionId, seconds: 25 } });
    expect((await note(`${first}:follow-up`)).statusCode).toBe(200);
    expect((await note('no-such-question:follow-up')).statusCode).toBe(400);
    const notes = json(await call('GET', `recruiter/interview/${interviewId}`, callers.recruiter)).data.integrity_notes;
    expect(notes).toEqual([expect.objectContaining({ kind: 'long_silence', question_id: `${first}:follow-up`, seconds: 25 })]);
    const listed = json(await call('GET', `recruiter/interview/list/?interview_id=${interviewId}`, candidate.token)).data;
    expect(listed.results[0].answered_count).toBe(2);
  });

  it('is worded by the configured model for the answer, and asked only when the engine finds no example', async () => {
    const fourth = questionIds[3]!;
    const worded = 'Can you tell us about one colleague you found hard to work with, and what you did about it?';
    model.script(() => ({ json: { needs_follow_up: true, follow_up: worded } }));
    const asked = model.requests.length;
    const saved = json(await saveAnswer(fourth, 'I believe every colleague has something to teach and I always try to stay patient and open with people.')).data as Interview;
    expect(answerOf(saved, fourth)?.follow_up).toBe(worded);
    expect(model.requests).toHaveLength(asked + 1);
    expect(model.requests.at(-1)!.body.messages[1].content).toContain('What did you learn from a difficult colleague?');
    // A correction asks nobody: the first save's follow-up is kept.
    expect((await saveAnswer(fourth, 'I always try to stay patient.')).statusCode).toBe(200);
    expect(model.requests).toHaveLength(asked + 1);
    expect(answerOf(await interviewAsCandidate(), fourth)?.follow_up).toBe(worded);
  });

  it('is evaluated with its main answer as one transcript', async () => {
    const [first] = questionIds as [string];
    expect((await saveAnswer(questionIds[2]!, 'We use queues with targets and I check them every morning.')).statusCode).toBe(200);
    expect((await call('POST', 'recruiter/interview/action/', candidate.token, { interview_id: interviewId, action: 'over' })).statusCode).toBe(200);
    const report = await reportWhenReady();
    expect(report.evaluation).toBe('ready');
    const firstAnswer = report.answers.find((answer) => answer.question_id === first)!;
    expect(firstAnswer.transcript).toBe(`${VAGUE} Sometimes.\n${FOLLOW_UP_ANSWER}`);
    expect(firstAnswer.status).toBe('evaluated');
    // The example the follow-up brought counts: the main answer alone has no specificity to speak of.
    const specificity = firstAnswer.criteria.find((criterion) => criterion.criterion === 'specificity')!;
    expect(specificity.sentence_indices.map((index) => firstAnswer.sentences[index]!.text).join(' ')).toContain('as a result he had his money within two days');
    expect(report.answers.map((answer) => answer.question_id)).toEqual(questionIds);
  });
});
