/**
 * The interview room's saves (issue #16, decision 0083) through PATCH recruiter/interview/{id}: recordings
 * registered when they start (the upload's id) and again with their file, an answer's audio transcribed by
 * the configured provider, and integrity notes that the company reads and the candidate does not.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateProfile } from '@masar/shared/profile';
import { candidateProfiles } from '../src/db/schema/candidates.ts';
import { createUser, logIn, recruiterCallers, type LoggedIn, type RecruiterCallers } from './helpers/factories.ts';
import { startFakeSpeech, verboseTranscription, type FakeSpeech } from './helpers/fake-speech.ts';
import { webmAudio } from './helpers/files.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let fake: FakeSpeech;
let t: TestApp;
let callers: RecruiterCallers;
let candidate: LoggedIn;
let stranger: LoggedIn;
let interviewId: string;
let questionIds: string[];

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { token, lang: 'en' }, ...(payload ? { payload } : {}) });
const save = (body: object, token = candidate.token) => call('PATCH', `recruiter/interview/${interviewId}`, token, body);

async function approvedCandidate(): Promise<LoggedIn> {
  const user = await createUser(t.app);
  await t.app.ctx.db.insert(candidateProfiles).values({ user_id: user.id, profile: {} as CandidateProfile, parse_status: 'completed' });
  return logIn(t.app, user.email);
}

/** Sends a recording as the room does: chunks without a count while recording, the last one naming it. */
async function streamRecording(token: string, category: string, uploadId: string, pieces: Buffer[]): Promise<string> {
  let fileId = '';
  for (const [index, piece] of pieces.entries()) {
    const query = new URLSearchParams({ upload_id: uploadId, chunk_index: String(index), category, file_name: 'answer.webm' });
    if (index === pieces.length - 1) query.set('chunk_count', String(pieces.length));
    const answer = await t.app.inject({ method: 'POST', url: `/api/user/upload-file-chunk/?${query.toString()}`, headers: { token, 'content-type': 'application/octet-stream' }, payload: piece });
    expect(answer.statusCode).toBe(200);
    fileId = json(answer).data.file?.id ?? '';
  }
  return fileId;
}

beforeAll(async () => {
  fake = await startFakeSpeech('speech-key');
  fake.script(() => ({ json: verboseTranscription([['I', 0.2, 0.3], ['cut', 0.4, 0.6], ['churn', 0.7, 0.9], ['by', 1, 1.1], ['ten', 1.2, 1.4], ['percent', 1.5, 1.9]]) }));
  t = await createTestApp({ env: { SPEECH_BASE_URL: `${fake.url}/v1`, SPEECH_API_KEY: 'speech-key', SPEECH_TRANSCRIPTION_MODEL: 'whisper-test' } });
  callers = await recruiterCallers(t.app, 'Room Co', 'Other Room Co');
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
    { question: 'How do you keep answers fast?', kind: 'technical', skill_ids: [], rubric: 'Queues, targets.' },
  ];
  expect((await call('PUT', `recruiter/job/${jobId}/questions/`, callers.recruiter, { questions })).statusCode).toBe(200);
  candidate = await approvedCandidate();
  stranger = await approvedCandidate();
  expect((await call('POST', 'candidate/job/apply', candidate.token, { job_id: jobId })).statusCode).toBe(200);
  const interview = json(await call('POST', 'recruiter/start-interview/', callers.recruiter, { candidate_id: candidate.userId, job_id: jobId })).data;
  interviewId = interview.interview_id;
  questionIds = interview.details.questions.map((question: { id: string }) => question.id);
  expect((await call('POST', 'recruiter/interview/action/', candidate.token, { interview_id: interviewId, action: 'start' })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('recordings of the interview room', () => {
  it('keeps an answer’s audio from its first chunk, sets its file when finished and transcribes it once', async () => {
    const uploadId = randomUUID();
    const registered = await save({ recording: { upload_id: uploadId, kind: 'audio', question_id: questionIds[0] } });
    expect(registered.statusCode).toBe(200);
    expect(json(registered).data).toMatchObject({ transcription_available: true, recordings: [{ upload_id: uploadId, kind: 'audio', question_id: questionIds[0], file_id: null, transcription: 'none', transcript: null }] });

    const audio = webmAudio(4000);
    const fileId = await streamRecording(candidate.token, 'interview audio', uploadId, [audio.subarray(0, 2000), audio.subarray(2000)]);
    const finished = await save({ recording: { upload_id: uploadId, kind: 'audio', file_id: fileId } });
    expect(json(finished).data.recordings).toEqual([expect.objectContaining({ upload_id: uploadId, question_id: questionIds[0], file_id: fileId, transcription: 'pending' })]);

    const deadline = Date.now() + 30_000;
    let recording = json(finished).data.recordings[0];
    while (recording.transcription === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      recording = json(await call('GET', `recruiter/interview/${interviewId}`, candidate.token)).data.recordings[0];
    }
    expect(recording).toMatchObject({ transcription: 'done', transcript: 'I cut churn by ten percent' });
    const sent = fake.requests.filter((request) => request.path === '/v1/audio/transcriptions');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.fields.language).toBe('en');
    expect(sent[0]!.file!.bytes.equals(audio)).toBe(true);
  });

  it('keeps the camera video of the attempt, and refuses a file that is not the candidate’s own of the kind’s category', async () => {
    const videoUpload = randomUUID();
    const videoFile = await streamRecording(candidate.token, 'interview recording', videoUpload, [webmAudio(3000)]);
    const saved = await save({ recording: { upload_id: videoUpload, kind: 'video', file_id: videoFile } });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data.recordings).toContainEqual({ upload_id: videoUpload, kind: 'video', question_id: null, file_id: videoFile, transcription: 'none', transcript: null });

    const wrongCategory = await save({ recording: { upload_id: randomUUID(), kind: 'audio', file_id: videoFile } });
    expect(wrongCategory.statusCode).toBe(400);
    expect(json(wrongCategory).errors).toContainEqual({ path: 'recording.file_id', message: 'This recording does not belong to this interview' });
    const strangersFile = await streamRecording(stranger.token, 'interview audio', randomUUID(), [webmAudio(500)]);
    expect((await save({ recording: { upload_id: randomUUID(), kind: 'audio', file_id: strangersFile } })).statusCode).toBe(400);
    const otherKind = await save({ recording: { upload_id: videoUpload, kind: 'audio' } });
    expect(json(otherKind).errors).toContainEqual({ path: 'recording.upload_id', message: 'This recording does not belong to this interview' });
    const unknownQuestion = await save({ recording: { upload_id: randomUUID(), kind: 'audio', question_id: 'nope' } });
    expect(json(unknownQuestion).errors).toContainEqual({ path: 'recording.question_id', message: 'This is not a question of this interview' });
    const missing = await save({ recording: { kind: 'audio' } });
    expect(json(missing).errors).toContainEqual({ path: 'recording.upload_id', message: 'Field is required' });
    expect((await save({ recording: { upload_id: randomUUID(), kind: 'audio' } }, callers.recruiter)).statusCode).toBe(403);
    expect((await save({ recording: { upload_id: randomUUID(), kind: 'audio' } }, stranger.token)).statusCode).toBe(404);
  });
});

describe('a recording cut off by a closed tab', () => {
  it('is put together from the chunks the server holds when the room sends the last one again with the count', async () => {
    const uploadId = randomUUID();
    expect((await save({ recording: { upload_id: uploadId, kind: 'audio', question_id: questionIds[1] } })).statusCode).toBe(200);
    const audio = webmAudio(3000);
    const pieces = [audio.subarray(0, 1500), audio.subarray(1500)];
    for (const [index, piece] of pieces.entries()) {
      const query = new URLSearchParams({ upload_id: uploadId, chunk_index: String(index), category: 'interview audio', file_name: 'q2-audio.webm' });
      const sent = await t.app.inject({ method: 'POST', url: `/api/user/upload-file-chunk/?${query.toString()}`, headers: { token: candidate.token, 'content-type': 'application/octet-stream' }, payload: piece });
      expect(json(sent).data).toMatchObject({ status: 'partial', file: null });
    }
    // The tab closed here. Back in the room: the last chunk again, one byte, naming the count.
    const query = new URLSearchParams({ upload_id: uploadId, chunk_index: '1', chunk_count: '2', category: 'interview audio', file_name: 'q2-audio.webm' });
    const finished = await t.app.inject({ method: 'POST', url: `/api/user/upload-file-chunk/?${query.toString()}`, headers: { token: candidate.token, 'content-type': 'application/octet-stream' }, payload: Buffer.from([0]) });
    const file = json(finished).data.file;
    expect(file).toMatchObject({ category: 'interview audio', kind: 'webm', size_bytes: audio.length });
    const bytes = await t.app.inject({ method: 'GET', url: file.url, headers: { token: candidate.token } });
    expect(bytes.rawPayload.equals(audio)).toBe(true);
    const tied = await save({ recording: { upload_id: uploadId, kind: 'audio', file_id: file.id } });
    expect(json(tied).data.recordings).toContainEqual(expect.objectContaining({ upload_id: uploadId, question_id: questionIds[1], file_id: file.id }));
  });
});

describe('integrity notes', () => {
  it('are kept for the company’s report and never shown to the candidate', async () => {
    expect((await save({ integrity_note: { kind: 'tab_hidden', question_id: questionIds[1], seconds: 12.5 } })).statusCode).toBe(200);
    const silence = await save({ integrity_note: { kind: 'long_silence', seconds: 25 } });
    expect(silence.statusCode).toBe(200);
    expect(json(silence).data).not.toHaveProperty('integrity_notes');
    expect((await save({ integrity_note: { kind: 'daydream', seconds: 3 } })).statusCode).toBe(400);
    expect((await save({ integrity_note: { kind: 'tab_hidden', seconds: -1 } })).statusCode).toBe(400);

    const company = json(await call('GET', `recruiter/interview/${interviewId}`, callers.recruiter)).data;
    expect(company.integrity_notes).toEqual([
      expect.objectContaining({ kind: 'tab_hidden', question_id: questionIds[1], seconds: 12.5 }),
      expect.objectContaining({ kind: 'long_silence', question_id: null, seconds: 25 }),
    ]);
    expect(json(await call('GET', `recruiter/interview/${interviewId}`, candidate.token)).data).not.toHaveProperty('integrity_notes');
  });
});
