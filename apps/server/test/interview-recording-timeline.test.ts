/**
 * The recording with the transcript in step, and recordings cut off mid-answer (issue #16, decision 0091):
 * the room saves when each recorder started, the report places each answer (and, from the transcription's
 * timed words, each word and sentence) on its recording; a sweep puts together what arrived of a recording
 * whose candidate never came back, marked partial with its missing chunks.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateProfile } from '@masar/shared/profile';
import { candidateProfiles } from '../src/db/schema/candidates.ts';
import { interviewRecordings } from '../src/db/schema/interviews.ts';
import { assembleCutOffRecordings, RECORDING_CUT_OFF_MINUTES } from '../src/modules/interviews/interview-recordings.service.ts';
import { evaluateAttempt } from '../src/modules/interviews/interview-evaluations.service.ts';
import { createUser, logIn, recruiterCallers, type LoggedIn, type RecruiterCallers } from './helpers/factories.ts';
import { startFakeSpeech, verboseTranscription, type FakeSpeech } from './helpers/fake-speech.ts';
import { webmAudio } from './helpers/files.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let fake: FakeSpeech;
let t: TestApp;
let callers: RecruiterCallers;
let jobId: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { token, lang: 'en' }, ...(payload ? { payload } : {}) });

/** A candidate who applied, and their interview for the job, started. */
async function startedInterview(): Promise<{ candidate: LoggedIn; id: string; questionIds: string[] }> {
  const user = await createUser(t.app);
  await t.app.ctx.db.insert(candidateProfiles).values({ user_id: user.id, profile: {} as CandidateProfile, parse_status: 'completed' });
  const candidate = await logIn(t.app, user.email);
  expect((await call('POST', 'candidate/job/apply', candidate.token, { job_id: jobId })).statusCode).toBe(200);
  const interview = json(await call('POST', 'recruiter/start-interview/', callers.recruiter, { candidate_id: candidate.userId, job_id: jobId })).data;
  expect((await call('POST', 'recruiter/interview/action/', candidate.token, { interview_id: interview.interview_id, action: 'start' })).statusCode).toBe(200);
  return { candidate, id: interview.interview_id, questionIds: interview.details.questions.map((question: { id: string }) => question.id) };
}

function sendChunk(token: string, uploadId: string, index: number, piece: Buffer, count?: number) {
  const query = new URLSearchParams({ upload_id: uploadId, chunk_index: String(index), category: 'interview audio', file_name: 'q1-audio.webm' });
  if (count !== undefined) query.set('chunk_count', String(count));
  return t.app.inject({ method: 'POST', url: `/api/user/upload-file-chunk/?${query.toString()}`, headers: { token, 'content-type': 'application/octet-stream' }, payload: piece });
}

/** Waits for the queued transcription of a recording (the job runs in the test app's worker). */
async function transcribed(token: string, id: string, uploadId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const recording = json(await call('GET', `recruiter/interview/${id}`, token)).data.recordings.find((item: { upload_id: string }) => item.upload_id === uploadId);
    if (recording.transcription !== 'pending' || Date.now() > deadline) return recording;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  fake = await startFakeSpeech('speech-key');
  fake.script(() => ({
    json: verboseTranscription([
      ['Last', 0.5, 0.8], ['year', 0.9, 1.1], ['I', 1.2, 1.3], ['cut', 1.4, 1.6], ['churn', 1.7, 2.0], ['by', 2.1, 2.2], ['ten', 2.3, 2.5], ['percent.', 2.6, 3.0],
      ['Customers', 3.5, 4.0], ['stayed', 4.1, 4.5], ['longer.', 4.6, 5.0],
    ]),
  }));
  t = await createTestApp({ env: { SPEECH_BASE_URL: `${fake.url}/v1`, SPEECH_API_KEY: 'speech-key', SPEECH_TRANSCRIPTION_MODEL: 'whisper-test' } });
  callers = await recruiterCallers(t.app, 'Timeline Co', 'Other Timeline Co');
  jobId = json(
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
    { question: 'Tell us about a time you kept customers from leaving.', kind: 'behavioural', skill_ids: [], rubric: 'A real case.' },
    { question: 'How do you keep answers fast?', kind: 'technical', skill_ids: [], rubric: 'Queues, targets.' },
  ];
  expect((await call('PUT', `recruiter/job/${jobId}/questions/`, callers.recruiter, { questions })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the transcript in step with the recording', () => {
  it('places a spoken answer word by word, a typed one by its window, and validates the times the room sends', async () => {
    const { candidate, id, questionIds } = await startedInterview();
    const save = (body: object) => call('PATCH', `recruiter/interview/${id}`, candidate.token, body);
    const answerStart = new Date('2026-12-07T09:00:00.000Z');
    const at = (ms: number) => new Date(answerStart.getTime() + ms).toISOString();

    // Question 1, spoken: the audio's recorder started 50 ms after the answer, the camera's 150 ms after.
    const audioUpload = randomUUID();
    const videoUpload = randomUUID();
    expect((await save({ recording: { upload_id: audioUpload, kind: 'audio', question_id: questionIds[0], started_at: at(50) } })).statusCode).toBe(200);
    expect((await save({ recording: { upload_id: videoUpload, kind: 'video', question_id: questionIds[0], started_at: at(150) } })).statusCode).toBe(200);
    // The start is kept once: the same again is fine, another is refused, a non-date is refused.
    expect((await save({ recording: { upload_id: audioUpload, kind: 'audio', started_at: at(50) } })).statusCode).toBe(200);
    const moved = await save({ recording: { upload_id: audioUpload, kind: 'audio', started_at: at(900) } });
    expect(moved.statusCode).toBe(400);
    expect(json(moved).errors).toContainEqual({ path: 'recording.started_at', message: 'This recording does not belong to this interview' });
    const notADate = await save({ recording: { upload_id: randomUUID(), kind: 'audio', started_at: 'yesterday' } });
    expect(json(notADate).errors).toContainEqual({ path: 'recording.started_at', message: 'Invalid value' });

    for (const [upload, category] of [[audioUpload, 'interview audio'], [videoUpload, 'interview recording']] as const) {
      const query = new URLSearchParams({ upload_id: upload, chunk_index: '0', chunk_count: '1', category, file_name: 'q1.webm' });
      const sent = await t.app.inject({ method: 'POST', url: `/api/user/upload-file-chunk/?${query.toString()}`, headers: { token: candidate.token, 'content-type': 'application/octet-stream' }, payload: webmAudio(2000) });
      const fileId = json(sent).data.file.id as string;
      // The tie carries no start (the room that came back does not know it): the registered one stays.
      expect((await save({ recording: { upload_id: upload, kind: category === 'interview audio' ? 'audio' : 'video', file_id: fileId } })).statusCode).toBe(200);
    }
    expect(await transcribed(candidate.token, id, audioUpload)).toMatchObject({ transcription: 'done' });

    // The candidate corrected one word ("churn" → "cancellations") before moving on.
    const spoken = 'Last year I cut cancellations by ten percent. Customers stayed longer.';
    const endBeforeStart = await save({ answer: { question_id: questionIds[0], transcript: spoken, started_at: at(0), ended_at: at(-1) } });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(json(endBeforeStart).errors).toContainEqual({ path: 'answer.ended_at', message: 'An answer cannot end before it starts' });
    expect((await save({ answer: { question_id: questionIds[0], transcript: spoken, started_at: at(0), ended_at: at(6_050) } })).statusCode).toBe(200);

    // Question 2, typed while the microphone ran: its audio holds no words of the text.
    const typedUpload = randomUUID();
    expect((await save({ recording: { upload_id: typedUpload, kind: 'audio', question_id: questionIds[1], started_at: at(60_020) } })).statusCode).toBe(200);
    const typedSent = await sendChunk(candidate.token, typedUpload, 0, webmAudio(1500), 1);
    expect((await save({ recording: { upload_id: typedUpload, kind: 'audio', file_id: json(typedSent).data.file.id } })).statusCode).toBe(200);
    await transcribed(candidate.token, id, typedUpload);
    const typed = 'We set a first-reply target of one hour and kept a shared queue for every channel.';
    expect((await save({ answer: { question_id: questionIds[1], transcript: typed, started_at: at(60_000), ended_at: at(90_000) } })).statusCode).toBe(200);

    expect((await call('POST', 'recruiter/interview/action/', candidate.token, { interview_id: id, action: 'over' })).statusCode).toBe(200);
    expect(await evaluateAttempt(t.app.ctx, id, 1)).toBe('evaluated');
    const report = json(await call('GET', `recruiter/interview/report/${id}`, callers.recruiter)).data;
    const [first, second] = report.answers;

    const [audio, video] = first.recordings;
    expect(audio).toMatchObject({ upload_id: audioUpload, kind: 'audio', partial: false, missing_chunks: [] });
    expect(audio.timeline).toMatchObject({ timing: 'words', start: 0, end: 6, text_start: 0, text_end: spoken.length });
    const wordAt = (timeline: { words: Array<{ start_char: number; end_char: number; start: number }> }, word: string) =>
      timeline.words.find((placed) => spoken.slice(placed.start_char, placed.end_char) === word)!.start;
    expect(wordAt(audio.timeline, 'Last')).toBe(0.5);
    expect(wordAt(audio.timeline, 'Customers')).toBe(3.5);
    // The corrected word sits where the word it replaced was said.
    expect(wordAt(audio.timeline, 'cancellations')).toBeGreaterThanOrEqual(1.6);
    expect(wordAt(audio.timeline, 'cancellations')).toBeLessThan(2.1);
    // Sentences by the report's own indices, from their first word to their last.
    expect(first.sentences.map((sentence: { text: string }) => sentence.text)).toEqual(['Last year I cut cancellations by ten percent.', 'Customers stayed longer.']);
    expect(audio.timeline.sentences).toEqual([
      { index: 0, start: 0.5, end: 3 },
      { index: 1, start: 3.5, end: 5 },
    ]);
    // The camera started 100 ms after the microphone: the same words, 100 ms earlier in its own time.
    expect(video).toMatchObject({ upload_id: videoUpload, kind: 'video' });
    expect(wordAt(video.timeline, 'Last')).toBe(0.4);

    const [typedRecording] = second.recordings;
    expect(typedRecording.timeline).toMatchObject({ timing: 'window', start: 0, end: 29.98, words: [] });
    expect(typedRecording.timeline.sentences.every((sentence: { start: number; end: number }) => sentence.start === 0 && sentence.end === 29.98)).toBe(true);
  });
});

describe('a recording cut off and never finished by the room', () => {
  it('is put together by the sweep from what arrived, partial with its missing chunks, and the room coming back still works', async () => {
    const { candidate, id, questionIds } = await startedInterview();
    const save = (body: object) => call('PATCH', `recruiter/interview/${id}`, candidate.token, body);
    const cutOff = randomUUID();
    const headless = randomUUID();
    const recent = randomUUID();
    for (const upload of [cutOff, headless, recent]) {
      expect((await save({ recording: { upload_id: upload, kind: 'audio', question_id: questionIds[0], started_at: new Date().toISOString() } })).statusCode).toBe(200);
    }
    // Chunks 0, 1 and 3 arrived; 2 was lost, and the tab closed before the last.
    const pieces = [webmAudio(700), Buffer.alloc(600, 1), Buffer.alloc(600, 2), Buffer.alloc(600, 3)];
    for (const index of [0, 1, 3]) expect(json(await sendChunk(candidate.token, cutOff, index, pieces[index]!)).data.status).toBe('partial');
    // Without its first chunk (the container's header) there is nothing playable.
    expect(json(await sendChunk(candidate.token, headless, 1, Buffer.alloc(600, 1))).data.status).toBe('partial');
    expect(json(await sendChunk(candidate.token, recent, 0, webmAudio(300))).data.status).toBe('partial');

    // Half an hour on (the sweep's time-out) for two of them; the third was registered just now.
    const longAgo = new Date(Date.now() - (RECORDING_CUT_OFF_MINUTES + 1) * 60_000);
    for (const upload of [cutOff, headless]) {
      await t.app.ctx.db.update(interviewRecordings).set({ created_at: longAgo }).where(eq(interviewRecordings.upload_id, upload));
    }
    expect(await assembleCutOffRecordings(t.app.ctx)).toBe(1);
    // A second run finds nothing more to do.
    expect(await assembleCutOffRecordings(t.app.ctx)).toBe(0);

    const report = json(await call('GET', `recruiter/interview/report/${id}`, callers.recruiter)).data;
    expect(report.answers[0].recordings).toEqual([
      { upload_id: cutOff, kind: 'audio', partial: true, missing_chunks: [{ from: 2, to: 2 }], timeline: null },
    ]);
    const played = await call('GET', `recruiter/interview/report/${id}/recording/${cutOff}`, callers.recruiter);
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(Buffer.concat([pieces[0]!, pieces[1]!, pieces[3]!]))).toBe(true);

    // The candidate comes back: the room finds the recording finished (it is left alone) and its upload
    // settled (a chunk sent again is answered "complete"); the unfinished ones are as they were.
    expect((await call('POST', 'recruiter/resume-interview/', candidate.token, { interview_id: id })).statusCode).toBe(200);
    const room = json(await call('GET', `recruiter/interview/${id}`, candidate.token)).data;
    expect(room.recordings.find((item: { upload_id: string }) => item.upload_id === cutOff).file_id).not.toBeNull();
    expect(room.recordings.filter((item: { file_id: string | null }) => item.file_id === null).map((item: { upload_id: string }) => item.upload_id).sort()).toEqual([headless, recent].sort());
    const again = await sendChunk(candidate.token, cutOff, 3, Buffer.from([0]), 4);
    expect(json(again).data).toMatchObject({ status: 'complete' });
    // The recent one the room puts together as before (the last chunk again, naming the count).
    const finished = await sendChunk(candidate.token, recent, 0, Buffer.from([0]), 1);
    const file = json(finished).data.file;
    expect(file).toMatchObject({ kind: 'webm' });
    const tied = await save({ recording: { upload_id: recent, kind: 'audio', file_id: file.id } });
    expect(json(tied).data.recordings.find((item: { upload_id: string }) => item.upload_id === recent).file_id).toBe(file.id);
  });
});
