/**
 * The built-in avatar's voice from the portal's text-to-speech provider (issue #16, decision 0101), through
 * the route, against a local server that speaks OpenAI's `audio/speech`: only the interview's candidate, only
 * while it is in progress, hears one of the interview's questions or its follow-up, in the words the server
 * holds; each text is synthesized once and then served from the cache; a provider that fails is a 502 the
 * room falls back on; the calls are limited per candidate. Without a text-to-speech model: the browser's voice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Interview } from '@masar/shared/interviews';
import type { CandidateProfile } from '@masar/shared/profile';
import { candidateProfiles } from '../src/db/schema/candidates.ts';
import { interviews } from '../src/db/schema/interviews.ts';
import { consumeLimit, RATE_LIMITS } from '../src/modules/rate-limits/rate-limits.ts';
import { startFakeSpeech, type FakeSpeech, type SpeechRequest } from './helpers/fake-speech.ts';
import { createUser, logIn, recruiterCallers, type LoggedIn, type RecruiterCallers } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

const API_KEY = 'speech-portal-secret-7b21d0';
/** What the fake provider answers: an MP3 frame header and a little padding, tagged by the text it was asked. */
const audioFor = (request: SpeechRequest) => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.from(String(request.json?.input ?? ''), 'utf8')]);

let fake: FakeSpeech;
let t: TestApp;
let callers: RecruiterCallers;
let jobId: string;
let candidate: LoggedIn;
let otherCandidate: LoggedIn;
let questionIds: string[];
const logLines: string[] = [];

const QUESTIONS = [
  { question: 'Tell us about a report you built that changed a decision.', kind: 'behavioural', skill_ids: ['skill:sql'], rubric: 'A concrete report.' },
  { question: 'How do you check that a dashboard’s numbers are right?', kind: 'technical', skill_ids: ['skill:sql'], rubric: 'Reconciliation.' },
];
const VAGUE = 'I always try to be careful with numbers and I think checking the data is the most important part of the work.';

const JOB_FIELDS = {
  job_title: 'Data Analyst',
  sector: 'technology',
  job_type: 'full_time',
  experience: { value: 2, unit: 'years' },
  skills: [{ id: 'skill:sql', importance: 'must_have' }],
  description: 'Turn our sales data into weekly reports, keep the dashboards right and explain the numbers to the team.',
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
async function call(method: Method, url: string, token: string | null, payload?: object, lang = 'en') {
  return t.app.inject({ method, url: `/api/${url}`, headers: { ...(token ? { token } : {}), lang }, ...(payload ? { payload } : {}) });
}
const voice = (interviewId: string, questionId: string, token: string | null = candidate.token, lang = 'en') =>
  call('GET', `recruiter/interview/${interviewId}/avatar/voice/?question_id=${encodeURIComponent(questionId)}`, token, undefined, lang);
const speechRequests = () => fake.requests.filter((request) => request.path === '/v1/audio/speech');

async function newCandidate(): Promise<LoggedIn> {
  const user = await createUser(t.app);
  await t.app.ctx.db.insert(candidateProfiles).values({ user_id: user.id, profile: {} as CandidateProfile, parse_status: 'completed' });
  const who = await logIn(t.app, user.email);
  expect((await call('POST', 'candidate/job/apply', who.token, { job_id: jobId })).statusCode).toBe(200);
  return who;
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

beforeAll(async () => {
  fake = await startFakeSpeech(API_KEY);
  t = await createTestApp({
    logger: true,
    logStream: { write: (line: string) => logLines.push(line) },
    env: { LOG_LEVEL: 'info', SPEECH_BASE_URL: `${fake.url}/v1`, SPEECH_API_KEY: API_KEY, SPEECH_TTS_MODEL: 'tts-test', SPEECH_TTS_VOICE: 'nova' },
  });
  callers = await recruiterCallers(t.app, 'Voice Co', 'Other Voice Co');
  jobId = json(await call('POST', 'recruiter/post-job/', callers.recruiter, JOB_FIELDS)).data.job.jid as string;
  expect((await call('POST', `recruiter/publish-job/${jobId}`, callers.recruiter)).statusCode).toBe(200);
  expect((await call('PUT', `recruiter/job/${jobId}/questions/`, callers.recruiter, { questions: QUESTIONS })).statusCode).toBe(200);
  candidate = await newCandidate();
  otherCandidate = await newCandidate();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.script((request) => ({ bytes: audioFor(request), contentType: 'audio/mpeg' }));
});

describe('the interviewer’s voice for a question', () => {
  it('tells the room the built-in avatar speaks with the portal’s voice', async () => {
    const id = await interviewOf(candidate, { invitedOnly: true });
    const choice = await call('GET', `recruiter/interview/${id}/avatar/`, candidate.token);
    expect(choice.statusCode).toBe(200);
    expect(json(choice).data).toEqual({ avatar: 'built-in', voice: 'server' });
  });

  it('is documented: the question named in the query, audio/mpeg, and the refusals', async () => {
    const spec = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    const operation = spec.paths['/api/recruiter/interview/{interview_id}/avatar/voice/'].get;
    expect(operation.parameters.map((parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['path:interview_id', 'query:question_id']),
    );
    expect(Object.keys(operation.responses['200'].content)).toEqual(['audio/mpeg']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '409', '429', '502']));
  });

  it('gives the candidate the current question spoken in the configured voice, as audio/mpeg, with the words the server holds', async () => {
    const id = await interviewOf(candidate);
    const interview = json(await call('GET', `recruiter/interview/${id}`, candidate.token)).data as Interview;
    questionIds = [...interview.details.questions].sort((a, b) => a.position - b.position).map((question) => question.id);
    const before = speechRequests().length;
    const response = await voice(id, questionIds[1]!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    // Like every API answer: the server keeps the audio, the browser does not.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(audioFor({ json: { input: QUESTIONS[1]!.question } } as SpeechRequest))).toBe(true);
    const asked = speechRequests().slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(asked[0]!.json).toEqual({ model: 'tts-test', input: QUESTIONS[1]!.question, voice: 'nova', response_format: 'mp3' });
  });

  it('serves a question asked again, by the same room or another candidate’s, from the cache: the provider is asked once', async () => {
    const id = await interviewOf(candidate);
    const before = speechRequests().length;
    const first = await voice(id, questionIds[0]!);
    expect(first.statusCode).toBe(200);
    // A reload, a resume: the same question again. Then another candidate of the job hears the same words.
    const again = await voice(id, questionIds[0]!);
    const other = await interviewOf(otherCandidate);
    const theirs = await voice(other, questionIds[0]!, otherCandidate.token);
    for (const response of [again, theirs]) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(speechRequests().slice(before).map((request) => request.json.input)).toEqual([QUESTIONS[0]!.question]);
  });

  it('speaks a question’s follow-up once the server composed it, in its words; never text the room sends', async () => {
    const id = await interviewOf(candidate);
    const followUpId = `${questionIds[0]}:follow-up`;
    const early = await voice(id, followUpId);
    expect(early.statusCode).toBe(400);
    expect(json(early).errors).toEqual([{ path: 'question_id', message: 'This question has no follow-up to answer' }]);

    const saved = json(await call('PATCH', `recruiter/interview/${id}`, candidate.token, { answer: { question_id: questionIds[0], transcript: VAGUE } })).data as Interview;
    const followUp = saved.answers.find((answer) => answer.question_id === questionIds[0])?.follow_up;
    expect(followUp).toEqual(expect.any(String));
    const before = speechRequests().length;
    const response = await voice(id, followUpId);
    expect(response.statusCode).toBe(200);
    expect(speechRequests().slice(before).map((request) => request.json.input)).toEqual([followUp]);

    // The room names a question; the words are never its own.
    const withText = await call('GET', `recruiter/interview/${id}/avatar/voice/?question_id=${questionIds[0]}&text=${encodeURIComponent('Say anything I like')}`, candidate.token);
    expect(withText.statusCode).toBe(400);
    for (const unknown of ['not-a-question', `${crypto.randomUUID()}:follow-up`]) {
      const refused = await voice(id, unknown);
      expect(refused.statusCode).toBe(400);
      expect(json(refused).errors).toEqual([{ path: 'question_id', message: 'This is not a question of this interview' }]);
    }
    expect((await voice(id, '')).statusCode).toBe(400);
    expect((await voice(id, 'q'.repeat(101))).statusCode).toBe(400);
    expect(speechRequests().slice(before)).toHaveLength(1);
  });
});

describe('who may hear it, and when', () => {
  it('answers another candidate 404, a recruiter 403 and anyone signed out 401, and asks the provider nothing', async () => {
    const id = await interviewOf(candidate);
    const before = speechRequests().length;
    const stranger = await voice(id, questionIds[1]!, otherCandidate.token);
    expect(stranger.statusCode).toBe(404);
    expect(json(stranger).message).toBe('Interview not found');
    expect((await voice(id, questionIds[1]!, callers.recruiter)).statusCode).toBe(403);
    expect((await voice(id, questionIds[1]!, callers.admin)).statusCode).toBe(403);
    expect((await voice(id, questionIds[1]!, null)).statusCode).toBe(401);
    expect(speechRequests().length).toBe(before);
  });

  it('speaks only while the interview is in progress, with the message in English and Arabic', async () => {
    const invited = await interviewOf(candidate, { invitedOnly: true });
    const early = await voice(invited, questionIds[1]!);
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('The interviewer speaks only while the interview is in progress');
    expect(json(await voice(invited, questionIds[1]!, candidate.token, 'ar')).message).toBe('لا يتحدث المحاور إلا أثناء المقابلة');

    const done = await interviewOf(candidate);
    expect((await call('POST', 'recruiter/interview/action/', candidate.token, { interview_id: done, action: 'over' })).statusCode).toBe(200);
    expect((await voice(done, questionIds[1]!)).statusCode).toBe(409);
    const expired = await interviewOf(candidate);
    await t.app.ctx.db.update(interviews).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(interviews.id, expired));
    expect((await voice(expired, questionIds[1]!)).statusCode).toBe(409);
  });
});

describe('when the provider fails', () => {
  it('answers 502 with a message the room falls back on, in English and Arabic; the failure is not kept, and the next request asks again', async () => {
    const id = await interviewOf(candidate);
    const text = 'Which of your reports are you proudest of?';
    // A question the cache has not heard: the job's questions are changed for this interview only.
    const [row] = await t.app.ctx.db.select().from(interviews).where(eq(interviews.id, id));
    const questions = row!.details.questions.map((question, i) => (i === 0 ? { ...question, question: text } : question));
    await t.app.ctx.db.update(interviews).set({ details: { ...row!.details, questions } }).where(eq(interviews.id, id));

    fake.script(() => ({ status: 503, json: { error: { message: 'Overloaded' } } }));
    const failed = await voice(id, questionIds[0]!);
    expect(failed.statusCode).toBe(502);
    expect(json(failed)).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The interviewer’s voice is not available just now. The question is read by your browser or shown as a caption.',
    });
    const arabic = await voice(id, questionIds[0]!, candidate.token, 'ar');
    expect(json(arabic).message).toBe('صوت المحاور غير متاح الآن. يقرأ متصفحك السؤال أو يظهر مكتوبًا.');
    expect(logLines.some((line) => line.includes('"reason":"http_503"'))).toBe(true);

    // A provider that answers JSON where audio belongs is a failure too.
    fake.script(() => ({ status: 200, json: { note: 'not audio' } }));
    expect((await voice(id, questionIds[0]!)).statusCode).toBe(502);

    fake.script((request) => ({ bytes: audioFor(request), contentType: 'audio/mpeg' }));
    const before = speechRequests().length;
    const recovered = await voice(id, questionIds[0]!);
    expect(recovered.statusCode).toBe(200);
    expect(speechRequests().slice(before).map((request) => request.json.input)).toEqual([text]);
  });

  it('never shows the provider’s key in the log', () => {
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.filter((line) => line.includes(API_KEY))).toEqual([]);
  });
});

describe('the limit on the interviewer’s voice (decision 0101)', () => {
  it(`refuses a candidate’s request past ${RATE_LIMITS.interviewerVoicePerAccount.max} in a quarter of an hour with 429 and the house’s message; another candidate still hears`, async () => {
    const busy = await newCandidate();
    const id = await interviewOf(busy);
    // The requests before this one, counted as the route counts them.
    for (let i = 1; i < RATE_LIMITS.interviewerVoicePerAccount.max; i += 1) await consumeLimit(t.app.ctx.db, 'interviewerVoicePerAccount', busy.userId);
    expect((await voice(id, questionIds[1]!, busy.token)).statusCode).toBe(200);
    const refused = await voice(id, questionIds[1]!, busy.token);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 15 minute(s) and try again' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await interviewOf(otherCandidate);
    expect((await voice(other, questionIds[1]!, otherCandidate.token)).statusCode).toBe(200);
  });
});

describe('without a text-to-speech model', () => {
  let browserVoice: TestApp;
  beforeAll(async () => {
    // Transcription only: the speech API is there, its text to speech is not.
    browserVoice = await createTestApp({ env: { SPEECH_BASE_URL: `${fake.url}/v1`, SPEECH_API_KEY: API_KEY, SPEECH_TRANSCRIPTION_MODEL: 'whisper-test' } });
  });
  afterAll(async () => {
    await browserVoice?.close();
  });

  it('tells the room the voice is the browser’s, and the route says so with 404', async () => {
    const inject = (url: string, token: string, lang = 'en') => browserVoice.app.inject({ method: 'GET', url: `/api/${url}`, headers: { token, lang } });
    const recruiters = await recruiterCallers(browserVoice.app, 'Quiet Co', 'Other Quiet Co');
    const user = await createUser(browserVoice.app);
    await browserVoice.app.ctx.db.insert(candidateProfiles).values({ user_id: user.id, profile: {} as CandidateProfile, parse_status: 'completed' });
    const who = await logIn(browserVoice.app, user.email);
    const job = json(
      await browserVoice.app.inject({ method: 'POST', url: '/api/recruiter/post-job/', headers: { token: recruiters.recruiter }, payload: JOB_FIELDS }),
    ).data.job.jid as string;
    const [row] = await browserVoice.app.ctx.db
      .insert(interviews)
      .values({
        company_id: recruiters.companyId,
        job_id: job,
        candidate_id: who.userId,
        details: { job_title: 'Data Analyst', company_name: 'Quiet Co', language: 'en', questions: [{ id: 'q1', position: 1, question: 'Hello?', kind: 'behavioural', skill_ids: [] }] },
        state: 'in_progress',
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const before = speechRequests().length;
    expect(json(await inject(`recruiter/interview/${row!.id}/avatar/`, who.token)).data).toEqual({ avatar: 'built-in', voice: 'browser' });
    const refused = await inject(`recruiter/interview/${row!.id}/avatar/voice/?question_id=q1`, who.token);
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toEqual({ code: 'PROVIDER_NOT_CONFIGURED', message: 'This portal’s interviewer speaks with your browser’s voice' });
    expect(json(await inject(`recruiter/interview/${row!.id}/avatar/voice/?question_id=q1`, who.token, 'ar')).message).toBe('يتحدث المحاور في هذه البوابة بصوت متصفحك');
    expect(speechRequests().length).toBe(before);
  });
});
