/**
 * Recorded speaking answers with a transcription provider (decision 0065): the scoring job has each
 * recording transcribed once (`speech.transcribe`), scores the timed words with the rubric and fluency,
 * shows the transcript as evidence, and keeps a refused recording for a person. Without a provider the
 * recording waits for a person (assessments.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentAttempts } from '../src/db/schema/assessments.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { logIn } from './helpers/factories.ts';
import { startFakeSpeech, verboseTranscription, type FakeSpeech } from './helpers/fake-speech.ts';
import { makeWav } from './helpers/files.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let fake: FakeSpeech;
let t: TestApp;
let sara: { token: string; userId: string };
beforeAll(async () => {
  fake = await startFakeSpeech('speech-key');
  t = await createTestApp({
    env: { SPEECH_BASE_URL: `${fake.url}/v1`, SPEECH_API_KEY: 'speech-key', SPEECH_TRANSCRIPTION_MODEL: 'whisper-test' },
  });
  await seedDemo(t.database.db);
  sara = await logIn(t.app, 'sara@masar.demo', 'Masar#Sara26');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function uploadRecording(bytes: Buffer): Promise<string> {
  const query = new URLSearchParams({ upload_id: randomUUID(), chunk_index: '0', chunk_count: '1', category: 'interview audio', file_name: 'answer.wav' });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/user/upload-file-chunk/?${query.toString()}`,
    headers: { token: sara.token, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return json(response).data.file.id;
}

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/assessments/english_v2/${url}`, headers: { token: sara.token }, ...(payload ? { payload } : {}) });
const speaking = (question_id: string, recordingId: string) => ({ question_id, answer_type: 'json', answer: { recordingId } });

/** Reads the result until scoring (and the transcriptions it waits on) is done. */
async function completed() {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const data = json(await call('GET', `result/${sara.userId}`)).data;
    if (data.status !== 'RESULT_PROCESSING' || Date.now() > deadline) return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An answer of about 60 words at a steady pace with one long pause, as a provider times them. */
function spokenAnswer(): Array<[string, number, number]> {
  const text =
    'My name is Sara and I am from Riyadh. I studied computer science at university and now I work as a junior data analyst at a small company. ' +
    'I like my job because I learn every day. Next year I would like to study for a master degree and later I hope to lead a team of analysts in a large company.';
  let at = 0.5;
  return text.split(' ').map((word, index) => {
    if (index === 30) at += 2.5;
    const timed: [string, number, number] = [word, at, at + 0.3];
    at += 0.42;
    return timed;
  });
}

describe('speaking answers with a transcription provider', () => {
  it('refuses a recording whose container says it is longer than the item allows', async () => {
    const long = await uploadRecording(makeWav(95, 8000));
    const refused = await call('POST', 'answers/bulk', { answers: [speaking('en-s1', long)] });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors[0]).toEqual({ path: 'answers.0.answer', message: 'The recording is longer than this question allows' });
  });

  it('transcribes each recording once, scores the timed words, shows the transcript, and keeps a refused one for a person', async () => {
    const good = await uploadRecording(makeWav(30, 8000));
    const refused = await uploadRecording(makeWav(20, 8000));
    fake.script((request) => (request.file!.bytes.length > 400_000 ? { json: verboseTranscription(spokenAnswer()) } : { status: 400, json: { error: { message: 'Audio file is corrupt.' } } }));
    expect((await call('POST', 'answers/bulk', { answers: [speaking('en-s1', good), speaking('en-s2', refused)] })).statusCode).toBe(200);
    expect((await call('POST', `result/${sara.userId}`, {})).statusCode).toBe(200);

    const result = await completed();
    expect(result.status).toBe('COMPLETED');
    expect(result.pending_human_score).toEqual(['en-s2']);
    const scored = result.automatic.speaking.find((s: { itemId: string }) => s.itemId === 'en-s1');
    expect(scored.transcript).toMatch(/^My name is Sara and I am from Riyadh\./);
    expect(scored.fluency).toMatchObject({ words: 62, pauses: expect.any(Number), longPauses: 1 });
    expect(scored.fluency.speechRate).toBeGreaterThan(100);
    expect(result.automatic.transcription).toBe('provider');
    expect(result.automatic.transcripts['en-s1']).toMatchObject({ recordingId: good, model: 'whisper-test', wordsPastLimit: 0, failure: null });
    expect(result.automatic.transcripts['en-s2']).toMatchObject({ recordingId: refused, failure: 'http_400', text: '' });
    const transcriptions = fake.requests.filter((request) => request.path === '/v1/audio/transcriptions');
    expect(transcriptions).toHaveLength(2);
    expect(transcriptions[0]!.fields).toMatchObject({ model: 'whisper-test', language: 'en', response_format: 'verbose_json' });

    // Scoring again (a lost job re-queued) uses the kept transcripts: nothing is sent to the provider.
    await t.database.db
      .update(assessmentAttempts)
      .set({ status: 'RESULT_PROCESSING', submitted_at: new Date(Date.now() - 60 * 60 * 1000), result: null })
      .where(and(eq(assessmentAttempts.candidate_id, sara.userId), eq(assessmentAttempts.kind, 'english_v2')));
    const again = await completed();
    expect(again.automatic.speaking.find((s: { itemId: string }) => s.itemId === 'en-s1').band).toBe(scored.band);
    expect(fake.requests.filter((request) => request.path === '/v1/audio/transcriptions')).toHaveLength(2);
  });
});
