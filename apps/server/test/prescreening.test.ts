/**
 * Pre-screening (issue #15, decision 0070): a job's recruiters save its questions under
 * /api/recruiter/assessments/prescreening/questions/{job}; a candidate reads them at
 * …/questions/prescreening/{job} and answers them with the application (POST candidate/job/apply, stored in
 * its transaction); the recruiters read the answers with knock-outs marked. Nobody is rejected by them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, logIn, recruiterCallers, type RecruiterCallers } from './helpers/factories.ts';
import { callAs, postWarehouseJob } from './helpers/prescreening.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let callers: RecruiterCallers;
let jobId: string;
let otherJobId: string;

const call = callAs(() => t);

const QUESTIONS = [
  { kind: 'yes_no', question: 'Do you hold a forklift licence?', required_answer: true },
  { kind: 'multiple_choice', question: 'Which shift can you work?', options: ['Night', 'Day', 'Weekend'], accepted: ['Night', 'Weekend'] },
  { kind: 'number', question: 'How many years have you led a team?', min: 2 },
  { kind: 'short_text', question: 'When could you start?', required: false, source: 'interview' },
];

const save = (job: string, questions: unknown, token = callers.recruiter) => call('POST', `recruiter/assessments/prescreening/questions/${job}`, token, { questions });
const candidateQuestions = (job: string, token: string) => call('GET', `recruiter/assessments/prescreening/questions/prescreening/${job}`, token);
const apply = (job: string, token: string, answers?: unknown) =>
  call('POST', 'candidate/job/apply', token, { job_id: job, ...(answers === undefined ? {} : { prescreening_answers: answers }) });
const answersOf = (job: string, token = callers.recruiter, candidateId?: string) =>
  call('GET', `recruiter/assessments/prescreening/answers/${job}${candidateId ? `?candidate_id=${candidateId}` : ''}`, token);

const errorAt = (response: Parameters<typeof json>[0], field: string): string | undefined =>
  (json(response).errors as Array<{ path: string; message: string }> | undefined)?.find((error) => error.path === field)?.message;

async function newCandidate() {
  const user = await createUser(t.app);
  return logIn(t.app, user.email);
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await recruiterCallers(t.app, 'Prescreen Co', 'Other Prescreen Co');
  jobId = await postWarehouseJob(t, callers.recruiter);
  otherJobId = await postWarehouseJob(t, callers.otherRecruiter);
});
afterAll(async () => {
  await t?.close();
});

describe("the job's questions", () => {
  it('are saved whole, in order, by the company’s recruiters and admins; another company’s job is not found', async () => {
    const saved = await save(jobId, QUESTIONS);
    expect(saved.statusCode).toBe(200);
    expect(json(saved).message).toBe('Pre-screening questions saved');
    const { questions } = json(saved).data;
    expect(questions.map((question: { kind: string }) => question.kind)).toEqual(['yes_no', 'multiple_choice', 'number', 'short_text']);
    expect(questions[0]).toMatchObject({ position: 0, required: true, source: 'typed', required_answer: true, options: [], accepted: [], min: null });
    expect(questions[1]).toMatchObject({ options: ['Night', 'Day', 'Weekend'], accepted: ['Night', 'Weekend'], required_answer: null });
    expect(questions[3]).toMatchObject({ required: false, source: 'interview' });

    const read = await call('GET', `recruiter/assessments/prescreening/questions/${jobId}`, callers.admin);
    expect(json(read).data).toEqual({ assessment: 'prescreening', questions });

    for (const response of [await save(jobId, QUESTIONS, callers.otherRecruiter), await call('GET', `recruiter/assessments/prescreening/questions/${jobId}`, callers.otherRecruiter)]) {
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Job not exist');
    }
    expect((await call('GET', `recruiter/assessments/english_v1/questions/${jobId}`, callers.recruiter)).statusCode).toBe(400);
  });

  it('refuses an unknown kind, a minimum on a yes/no, accepted options not offered and too long a question', async () => {
    const refused = async (question: object, field: string, message: string) => {
      const response = await save(otherJobId, [question], callers.otherRecruiter);
      expect(response.statusCode).toBe(400);
      expect(errorAt(response, field)).toBe(message);
    };
    await refused({ kind: 'essay', question: 'Tell us everything about you' }, 'questions.0.kind', 'Invalid value');
    await refused({ kind: 'yes_no', question: 'Can you lift 20 kg?', required_answer: true, min: 3 }, 'questions.0.min', 'Unknown field');
    await refused({ kind: 'multiple_choice', question: 'Which city?', options: ['Riyadh', 'Jeddah'], accepted: ['Dammam'] }, 'questions.0.accepted', 'Accepted options must be among the options');
    await refused({ kind: 'short_text', question: 'x'.repeat(501) }, 'questions.0.question', 'Must be at most 500 characters');
  });
});

describe('applying with answers', () => {
  it('gives the candidate the questions without what knocks out; an unpublished or unknown job is not found', async () => {
    const candidate = await newCandidate();
    const response = await candidateQuestions(jobId, candidate.token);
    expect(response.statusCode).toBe(200);
    const { questions } = json(response).data;
    expect(questions[1]).toEqual({ id: expect.any(String), position: 1, kind: 'multiple_choice', question: 'Which shift can you work?', required: true, options: ['Night', 'Day', 'Weekend'] });
    expect(questions[0]).not.toHaveProperty('required_answer');
    const draft = await postWarehouseJob(t, callers.recruiter, true);
    for (const job of [draft, '00000000-0000-4000-8000-000000000000']) expect((await candidateQuestions(job, candidate.token)).statusCode).toBe(404);
    expect((await candidateQuestions(jobId, callers.recruiter)).statusCode).toBe(403);
  });

  it('refuses missing required answers, answers to another job’s questions, answers of the wrong kind and too long a text, applying nothing', async () => {
    const candidate = await newCandidate();
    const [licence, shift, , start] = json(await candidateQuestions(jobId, candidate.token)).data.questions.map((question: { id: string }) => question.id);
    await save(otherJobId, [{ kind: 'yes_no', question: 'Do you live in Riyadh?', required_answer: true }], callers.otherRecruiter);
    const [foreign] = json(await candidateQuestions(otherJobId, candidate.token)).data.questions.map((question: { id: string }) => question.id);

    const cases: Array<[unknown, string, string]> = [
      [undefined, 'prescreening_answers', 'Answer the pre-screening questions'],
      [[{ question_id: licence, value: true }], 'prescreening_answers', 'Answer the pre-screening questions'],
      [[{ question_id: foreign, value: true }], 'prescreening_answers.0.question_id', 'This is not a question of this job'],
      [[{ question_id: licence, value: 'yes' }], 'prescreening_answers.0.value', 'This answer does not fit the question'],
      [[{ question_id: shift, value: 'Evening' }], 'prescreening_answers.0.value', 'This answer does not fit the question'],
      [[{ question_id: start, value: 'x'.repeat(301) }], 'prescreening_answers.0.value', 'Must be at most 300 characters'],
    ];
    for (const [answers, field, message] of cases) {
      const response = await apply(jobId, candidate.token, answers);
      expect(response.statusCode).toBe(400);
      expect(errorAt(response, field)).toBe(message);
    }
    const applicants = json(await answersOf(jobId)).data.applicants;
    expect(applicants.find((applicant: { candidate_id: string }) => applicant.candidate_id === candidate.userId)).toBeUndefined();
  });

  it('stores the answers with the application and marks knock-outs for the recruiter, without rejecting', async () => {
    const passes = await newCandidate();
    const knockedOut = await newCandidate();
    const [licence, shift, years, start] = json(await candidateQuestions(jobId, passes.token)).data.questions.map((question: { id: string }) => question.id);

    const good = await apply(jobId, passes.token, [
      { question_id: licence, value: true },
      { question_id: shift, value: 'Weekend' },
      { question_id: years, value: 2 },
      { question_id: start, value: '  In two weeks  ' },
    ]);
    expect(good.statusCode).toBe(200);
    expect(json(good).data.is_applied).toBe(true);
    const bad = await apply(jobId, knockedOut.token, [
      { question_id: licence, value: false },
      { question_id: shift, value: 'Day' },
      { question_id: years, value: 1.5 },
    ]);
    // Knocked out on three answers and still applied: the knock-out is shown, never acted on.
    expect(bad.statusCode).toBe(200);
    expect(json(bad).data.is_applied).toBe(true);

    const { applicants } = json(await answersOf(jobId, callers.admin)).data;
    const byId = new Map(applicants.map((applicant: { candidate_id: string }) => [applicant.candidate_id, applicant]));
    expect(byId.get(passes.userId)).toMatchObject({
      knock_outs: 0,
      answers: [
        { value: true, knocked_out: false, question: { kind: 'yes_no', required_answer: true } },
        { value: 'Weekend', knocked_out: false },
        { value: 2, knocked_out: false },
        { value: 'In two weeks', knocked_out: false },
      ],
    });
    expect(byId.get(knockedOut.userId)).toMatchObject({
      knock_outs: 3,
      answers: [
        { value: false, knocked_out: true },
        { value: 'Day', knocked_out: true },
        { value: 1.5, knocked_out: true, question: { min: 2 } },
        { value: null, knocked_out: false },
      ],
    });
    // Editing the list later does not change what was asked; one applicant's answers alone.
    await save(jobId, QUESTIONS.slice(0, 1));
    const one = json(await answersOf(jobId, callers.recruiter, knockedOut.userId)).data.applicants;
    expect(one).toHaveLength(1);
    expect(one[0].answers).toHaveLength(4);
    expect((await answersOf(jobId, callers.otherRecruiter)).statusCode).toBe(404);
    expect((await answersOf(jobId, knockedOut.token)).statusCode).toBe(403);
  });

  it('keeps applying to a job without questions as it was', async () => {
    const candidate = await newCandidate();
    const response = await apply(otherJobId, candidate.token, [{ question_id: '00000000-0000-4000-8000-000000000000', value: true }]);
    expect(response.statusCode).toBe(400);
    await save(otherJobId, [], callers.otherRecruiter);
    expect((await apply(otherJobId, candidate.token)).statusCode).toBe(200);
  });
});
