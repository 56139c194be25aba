import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeechSettings } from '../src/config.ts';
import { SpeechError } from '../src/modules/speech/provider-http.ts';
import { withSpeechCache } from '../src/modules/speech/speech-cache.ts';
import { createSpeechSynthesizer } from '../src/modules/speech/speech-synthesis-client.ts';
import { createTranscriber, parseVerboseTranscript } from '../src/modules/speech/transcription-client.ts';
import { startFakeSpeech, verboseTranscription, type FakeSpeech } from './helpers/fake-speech.ts';
import { webmAudio } from './helpers/files.ts';

const API_KEY = 'speech-key';
let fake: FakeSpeech;
let settings: SpeechSettings & { transcriptionModel: string; speechModel: string };
beforeAll(async () => {
  fake = await startFakeSpeech(API_KEY);
  settings = { baseUrl: `${fake.url}/v1/`, apiKey: API_KEY, transcriptionModel: 'whisper-test', speechModel: 'tts-test', voice: 'alloy' };
});
afterAll(async () => {
  await fake.close();
});

const audio = { bytes: webmAudio(500), fileName: 'answer.webm', contentType: 'audio/webm', language: 'en' };

/** What the adapter throws, for asserting its reason and whether a retry is worth it. */
async function failure(promise: Promise<unknown>): Promise<SpeechError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SpeechError)) throw new Error(`expected a SpeechError, got ${String(error)}`);
  return error;
}

describe('transcription (OpenAI-compatible audio/transcriptions)', () => {
  it('sends the audio as multipart with the model, verbose_json and word and segment timestamps, and reads the word timings', async () => {
    fake.script(() => ({ json: verboseTranscription([['I', 0.2, 0.3], ['work', 0.35, 0.7], ['in', 0.75, 0.85], ['Riyadh.', 1.9, 2.4]]) }));
    const transcript = await createTranscriber(settings).transcribe(audio);
    expect(transcript).toEqual({
      text: 'I work in Riyadh.',
      language: 'english',
      durationSeconds: 2.9,
      words: [
        { word: 'I', start: 0.2, end: 0.3 },
        { word: 'work', start: 0.35, end: 0.7 },
        { word: 'in', start: 0.75, end: 0.85 },
        { word: 'Riyadh.', start: 1.9, end: 2.4 },
      ],
      timing: 'words',
    });
    const received = fake.requests.at(-1)!;
    expect(received.path).toBe('/v1/audio/transcriptions');
    expect(received.fields).toEqual({
      model: 'whisper-test',
      response_format: 'verbose_json',
      'timestamp_granularities[]': ['word', 'segment'],
      temperature: '0',
      language: 'en',
    });
    expect(received.file).toMatchObject({ name: 'answer.webm', type: 'audio/webm' });
    expect(received.file!.bytes.equals(audio.bytes)).toBe(true);
  });

  it('spreads segment times over their words when a provider gives no word timestamps', () => {
    const transcript = parseVerboseTranscript({ text: 'one two', segments: [{ start: 1, end: 2, text: ' one two' }] });
    expect(transcript.timing).toBe('segments');
    expect(transcript.words).toEqual([
      { word: 'one', start: 1, end: 1.5 },
      { word: 'two', start: 1.5, end: 2 },
    ]);
    expect(parseVerboseTranscript({ text: '' })).toMatchObject({ words: [], timing: 'none' });
  });

  it.each([
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [413, false],
  ])('maps HTTP %i to retryable %s', async (status, retryable) => {
    fake.script(() => ({ status, json: { error: { message: 'no' } } }));
    const error = await failure(createTranscriber(settings).transcribe(audio));
    expect(error).toMatchObject({ reason: `http_${status}`, retryable });
  });

  it('refuses a wrong key (not retryable), a non-JSON answer, an answer with no text, and audio over its limit before sending it', async () => {
    expect(await failure(createTranscriber({ ...settings, apiKey: 'wrong' }).transcribe(audio))).toMatchObject({ reason: 'http_401', retryable: false });
    fake.script(() => ({ bytes: Buffer.from('<html>'), contentType: 'text/html' }));
    expect(await failure(createTranscriber(settings).transcribe(audio))).toMatchObject({ reason: 'bad_answer', retryable: false });
    fake.script(() => ({ json: { words: [] } }));
    expect(await failure(createTranscriber(settings).transcribe(audio))).toMatchObject({ reason: 'bad_answer' });
    const sent = fake.requests.length;
    expect(await failure(createTranscriber(settings, { maxAudioBytes: 100 }).transcribe(audio))).toMatchObject({ reason: 'too_large', retryable: false });
    expect(fake.requests.length).toBe(sent);
  });

  it('gives up on a provider that does not answer in time (retryable) and on one that cannot be reached', async () => {
    fake.script(() => ({ json: verboseTranscription([['late', 0, 1]]), delayMs: 5_000 }));
    expect(await failure(createTranscriber(settings, { timeoutMs: 200 }).transcribe(audio))).toMatchObject({ reason: 'timeout', retryable: true });
    const closed = createTranscriber({ ...settings, baseUrl: 'http://127.0.0.1:9/v1' });
    expect(await failure(closed.transcribe(audio))).toMatchObject({ reason: 'network', retryable: true });
  });
});

describe('text to speech (OpenAI-compatible audio/speech)', () => {
  it('asks for the text in the configured voice and answers the audio', async () => {
    const mp3 = Buffer.from([0xff, 0xfb, 0x90, 0x44, 0, 0, 0]);
    fake.script(() => ({ bytes: mp3, contentType: 'audio/mpeg' }));
    const speech = await createSpeechSynthesizer(settings).synthesize('  Tell me about a project you led.  ');
    expect(speech.bytes.equals(mp3)).toBe(true);
    expect(speech.contentType).toBe('audio/mpeg');
    const received = fake.requests.at(-1)!;
    expect(received.path).toBe('/v1/audio/speech');
    expect(received.json).toEqual({ model: 'tts-test', input: 'Tell me about a project you led.', voice: 'alloy', response_format: 'mp3' });
  });

  it('refuses empty or over-long text before sending, and a JSON answer where audio was expected', async () => {
    const synthesizer = createSpeechSynthesizer(settings);
    expect(await failure(synthesizer.synthesize('   '))).toMatchObject({ reason: 'too_large' });
    expect(await failure(synthesizer.synthesize('a'.repeat(4097)))).toMatchObject({ reason: 'too_large' });
    fake.script(() => ({ json: { error: null } }));
    expect(await failure(synthesizer.synthesize('Hello'))).toMatchObject({ reason: 'bad_answer' });
    fake.script(() => ({ status: 502, json: {} }));
    expect(await failure(synthesizer.synthesize('Hello', { voice: 'nova', format: 'opus' }))).toMatchObject({ reason: 'http_502', retryable: true });
    expect(fake.requests.at(-1)!.json).toMatchObject({ voice: 'nova', response_format: 'opus' });
  });
});

describe('the synthesized speech cache (decision 0101)', () => {
  const asked = () => fake.requests.filter((request) => request.path === '/v1/audio/speech').map((request) => request.json.input as string);
  const speakBack = (size: number, delayMs = 0) => fake.script((request) => ({ bytes: Buffer.alloc(size, String(request.json.input)), contentType: 'audio/mpeg', delayMs }));

  it('asks the provider once per text, voice and format; two requests at once share the call; a failure is not kept', async () => {
    speakBack(100, 200);
    const cached = withSpeechCache(createSpeechSynthesizer(settings));
    const before = asked().length;
    const [first, second] = await Promise.all([cached.synthesize('Why this job?'), cached.synthesize('  Why this job?  ')]);
    expect(first.bytes.equals(second.bytes)).toBe(true);
    expect((await cached.synthesize('Why this job?')).bytes.equals(first.bytes)).toBe(true);
    await cached.synthesize('Why this job?', { voice: 'nova' });
    await cached.synthesize('Why this job?', { format: 'opus' });
    expect(asked().slice(before)).toEqual(['Why this job?', 'Why this job?', 'Why this job?']);

    fake.script(() => ({ status: 503, json: {} }));
    expect(await failure(cached.synthesize('A new question?'))).toMatchObject({ reason: 'http_503' });
    speakBack(100);
    expect((await cached.synthesize('A new question?')).bytes.length).toBe(100);
    expect(asked().slice(before)).toHaveLength(5);
  });

  it('lets the least recently heard go past its byte budget, and keeps no answer over a quarter of it', async () => {
    // Four answers of 250 bytes fill the budget of 1000.
    speakBack(250);
    const cached = withSpeechCache(createSpeechSynthesizer(settings), { maxBytes: 1000 });
    const before = asked().length;
    for (const text of ['one', 'two', 'three', 'four']) await cached.synthesize(text);
    // "one" heard again is the most recent; "five" then pushes out "two", the least recently heard.
    await cached.synthesize('one');
    await cached.synthesize('five');
    await cached.synthesize('one');
    await cached.synthesize('three');
    await cached.synthesize('two');
    expect(asked().slice(before)).toEqual(['one', 'two', 'three', 'four', 'five', 'two']);
    speakBack(400);
    await cached.synthesize('long');
    await cached.synthesize('long');
    expect(asked().slice(before).filter((text) => text === 'long')).toHaveLength(2);
  });
});
