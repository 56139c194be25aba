/**
 * chat_bot_messages (issue #15, decision 0071): a candidate answers a job's pre-screening questions in a chat
 * (/api/candidate/assessments/chat_bot_messages/{job}); the last reply applies with the same answer records
 * the form leaves; the job's recruiters read the transcript.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, logIn, recruiterCallers, type RecruiterCallers } from './helpers/factories.ts';
import { callAs, postWarehouseJob } from './helpers/prescreening.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let callers: RecruiterCallers;
let jobId: string;
let bareJobId: string;

const call = callAs(() => t);

const QUESTIONS = [
  { kind: 'yes_no', question: 'Do you hold a forklift licence?', required_answer: true },
  { kind: 'multiple_choice', question: 'Which shift can you work?', options: ['Night', 'Day'], accepted: ['Night'] },
  { kind: 'number', question: 'How many years have you led a team?', min: 2 },
];

const chat = (job: string, token: string) => call('GET', `candidate/assessments/chat_bot_messages/${job}`, token);
const open = (job: string, token: string) => call('POST', `candidate/assessments/chat_bot_messages/${job}`, token);
const reply = (job: string, token: string, questionId: string, text: string, lang = 'en') =>
  call('POST', `candidate/assessments/chat_bot_messages/${job}/messages`, token, { question_id: questionId, text }, lang);
const transcript = (job: string, candidateId: string, token: string) => call('GET', `recruiter/assessments/chat_bot_messages/transcript/${job}/${candidateId}`, token);

async function newCandidate() {
  return logIn(t.app, (await createUser(t.app)).email);
}

/** Replies to whatever is asked, in turn; gives the last response. */
async function answerInTurn(token: string, texts: string[]) {
  let response = await open(jobId, token);
  for (const text of texts) response = await reply(jobId, token, json(response).data.pending.id, text);
  return response;
}

const kinds = (response: Parameters<typeof json>[0]) => json(response).data.messages.map((message: { author: string; kind: string }) => `${message.author}:${message.kind}`);

beforeAll(async () => {
  t = await createTestApp();
  callers = await recruiterCallers(t.app, 'Chat Co', 'Other Chat Co');
  jobId = await postWarehouseJob(t, callers.recruiter);
  bareJobId = await postWarehouseJob(t, callers.recruiter);
  expect((await call('POST', `recruiter/assessments/prescreening/questions/${jobId}`, callers.recruiter, { questions: QUESTIONS })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('the candidate’s chat', () => {
  it('opens once with the first question, is the caller’s own, and is refused to recruiters, on a job without questions and an unknown job', async () => {
    const candidate = await newCandidate();
    const before = json(await chat(jobId, candidate.token)).data;
    expect(before).toMatchObject({ messages: [], pending: { question: 'Do you hold a forklift licence?', kind: 'yes_no' }, reasks: 0, applied: false });
    expect(before.pending).not.toHaveProperty('required_answer');

    expect(kinds(await open(jobId, candidate.token))).toEqual(['bot:ask']);
    const again = json(await open(jobId, candidate.token)).data;
    expect(again.messages).toEqual([expect.objectContaining({ position: 0, author: 'bot', kind: 'ask', question_kind: 'yes_no', text: 'Do you hold a forklift licence?' })]);

    // Another candidate has their own chat, and cannot reach this one: there is no id to give.
    expect(json(await chat(jobId, (await newCandidate()).token)).data.messages).toEqual([]);

    const refusedToRecruiter = await open(jobId, callers.recruiter);
    expect(refusedToRecruiter.statusCode).toBe(403);
    const bare = await open(bareJobId, candidate.token);
    expect(bare.statusCode).toBe(409);
    expect(json(bare).message).toBe('This job has no pre-screening questions');
    expect((await chat('00000000-0000-4000-8000-000000000000', candidate.token)).statusCode).toBe(404);
    expect((await chat(jobId, '')).statusCode).toBe(401);
  });

  it('asks again politely, refuses a reply to another question and too long a text', async () => {
    const candidate = await newCandidate();
    const opened = json(await open(jobId, candidate.token)).data;
    const licence = opened.pending.id as string;
    const unread = await reply(jobId, candidate.token, licence, 'hmm');
    expect(unread.statusCode).toBe(200);
    expect(json(unread).data).toMatchObject({ reasks: 1, applied: false, pending: { id: licence } });
    expect(kinds(unread)).toEqual(['bot:ask', 'candidate:unreadable', 'bot:reask']);

    const changed = await reply(jobId, candidate.token, '00000000-0000-4000-8000-000000000000', 'yes');
    expect(changed.statusCode).toBe(409);
    expect(json(changed).message).toBe('The questions of this job changed: answer the question now asked');
    const long = await reply(jobId, candidate.token, licence, 'x'.repeat(301));
    expect(long.statusCode).toBe(400);
    expect(json(long).errors[0]).toMatchObject({ path: 'text', message: 'Must be at most 300 characters' });

    const read = json(await reply(jobId, candidate.token, licence, 'نعم', 'ar')).data;
    expect(read.messages.at(-2)).toMatchObject({ author: 'candidate', kind: 'answer', text: 'نعم', value: true });
    expect(read.pending).toMatchObject({ kind: 'multiple_choice', options: ['Night', 'Day'] });
  });

  it('applies with the last reply, storing the same answers as the form, unclear ones kept for the recruiter', async () => {
    const candidate = await newCandidate();
    const done = await answerInTurn(candidate.token, ['maybe', 'not sure', 'it depends', '2', '٣ سنوات']);
    expect(done.statusCode).toBe(200);
    expect(json(done).message).toBe('Application sent');
    expect(json(done).data).toMatchObject({ applied: true, pending: null });
    expect(kinds(done).slice(-3)).toEqual(['bot:ask', 'candidate:answer', 'bot:done']);

    const applicant = json(await call('GET', `recruiter/assessments/prescreening/answers/${jobId}?candidate_id=${candidate.userId}`, callers.recruiter)).data.applicants[0];
    expect(applicant).toMatchObject({
      knock_outs: 1,
      answers: [
        { value: null, unclear: 'it depends', knocked_out: false, question: { kind: 'yes_no' } },
        { value: 'Day', unclear: null, knocked_out: true },
        { value: 3, unclear: null, knocked_out: false },
      ],
    });
    const refused = await reply(jobId, candidate.token, json(done).data.messages[0].question_id, 'yes');
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('You have already applied to this job');
    expect((await open(jobId, candidate.token)).statusCode).toBe(409);
  });

  it('is closed to a candidate who applied with the form', async () => {
    const candidate = await newCandidate();
    const questions = json(await call('GET', `recruiter/assessments/prescreening/questions/prescreening/${jobId}`, candidate.token)).data.questions as Array<{ id: string }>;
    const values = [true, 'Night', 4];
    const applied = await call('POST', 'candidate/job/apply', candidate.token, { job_id: jobId, prescreening_answers: questions.map((question, index) => ({ question_id: question.id, value: values[index] })) });
    expect(applied.statusCode).toBe(200);
    expect(json(await chat(jobId, candidate.token)).data).toMatchObject({ applied: true, pending: null, messages: [] });
    expect(json(await open(jobId, candidate.token)).message).toBe('You have already applied to this job');
  });
});

describe('the recruiter’s transcript', () => {
  it('shows an applicant’s chat to the company’s recruiters only; a chat not sent is not shown', async () => {
    const applicant = await newCandidate();
    await answerInTurn(applicant.token, ['yes', 'night', '5']);
    const read = await transcript(jobId, applicant.userId, callers.admin);
    expect(read.statusCode).toBe(200);
    expect(kinds(read)).toEqual(['bot:ask', 'candidate:answer', 'bot:ask', 'candidate:answer', 'bot:ask', 'candidate:answer', 'bot:done']);
    expect(json(read).data.messages[3]).toMatchObject({ text: 'night', value: 'Night', question_kind: 'multiple_choice' });

    const unsent = await newCandidate();
    await answerInTurn(unsent.token, ['yes']);
    expect(json(await transcript(jobId, unsent.userId, callers.recruiter)).data.messages).toEqual([]);

    const otherCompany = await transcript(jobId, applicant.userId, callers.otherRecruiter);
    expect(otherCompany.statusCode).toBe(404);
    expect(json(otherCompany).message).toBe('Job not exist');
    expect((await transcript(jobId, applicant.userId, applicant.token)).statusCode).toBe(403);
    expect((await transcript(jobId, applicant.userId, callers.pending)).statusCode).toBe(403);
  });
});
