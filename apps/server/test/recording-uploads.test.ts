import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn } from './helpers/factories.ts';
import { m4aAudio, makeWav, oggAudio, tinyPdf, webmAudio } from './helpers/files.ts';
import { sniffFileKind } from '../src/modules/files/file-kind.ts';
import { recordingSeconds } from '../src/modules/speech/recording-duration.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await logIn(t.app, (await createUser(t.app)).email)).token;
});
afterAll(async () => {
  await t.close();
});

interface Chunk {
  uploadId: string;
  index: number;
  /** Left out while the recording goes on; the last chunk says it. */
  count?: number;
  category?: string;
  fileName?: string;
}

function sendChunk(bytes: Buffer, chunk: Chunk) {
  const query = new URLSearchParams({
    upload_id: chunk.uploadId,
    chunk_index: String(chunk.index),
    category: chunk.category ?? 'interview audio',
    file_name: chunk.fileName ?? 'answer.webm',
  });
  if (chunk.count !== undefined) query.set('chunk_count', String(chunk.count));
  return t.app.inject({
    method: 'POST',
    url: `/api/user/upload-file-chunk/?${query.toString()}`,
    headers: { token, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}

describe('recordings are recognised by their content', () => {
  it.each([
    ['WebM (EBML, DocType webm)', webmAudio(), 'webm'],
    ['Matroska', webmAudio(64, 'matroska'), 'webm'],
    ['Ogg', oggAudio, 'ogg'],
    ['WAV', makeWav(0.1), 'wav'],
    ['M4A (ftyp)', m4aAudio, 'mp4'],
  ])('%s', async (_name, bytes, kind) => {
    expect(await sniffFileKind(bytes)).toEqual({ kind });
  });

  it('does not take another EBML document or another RIFF type for audio', async () => {
    expect((await sniffFileKind(webmAudio(64, 'other'))).kind).toBeNull();
    const avi = makeWav(0.01);
    avi.write('AVI ', 8, 'latin1');
    expect((await sniffFileKind(avi)).kind).not.toBe('wav');
  });
});

describe('a recording\'s length, where its container says it', () => {
  it('reads WAV, Ogg Opus, WebM Duration and MP4 movie headers, and says nothing for a live WebM', () => {
    expect(recordingSeconds(makeWav(2.5), 'wav')).toBe(2.5);

    const opusHead = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(22), Buffer.from('OpusHead'), Buffer.from([1, 1, 0x38, 0x01]), Buffer.alloc(8)]);
    const lastPage = Buffer.concat([Buffer.from('OggS'), Buffer.from([0, 4]), Buffer.alloc(8), Buffer.alloc(12)]);
    lastPage.writeBigInt64LE(BigInt(48_000 * 61 + 312), 6);
    expect(recordingSeconds(Buffer.concat([opusHead, lastPage]), 'ogg')).toBe(61);

    const info = Buffer.concat([Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]), Buffer.from([0x44, 0x89, 0x88]), Buffer.alloc(8)]);
    info.writeDoubleBE(93_500, 10);
    expect(recordingSeconds(Buffer.concat([webmAudio(16), info]), 'webm')).toBe(93.5);
    expect(recordingSeconds(webmAudio(500), 'webm')).toBeNull();

    const mvhd = Buffer.concat([Buffer.from('mvhd'), Buffer.alloc(20)]);
    mvhd.writeUInt32BE(600, 16);
    mvhd.writeUInt32BE(600 * 45, 20);
    expect(recordingSeconds(Buffer.concat([m4aAudio, mvhd]), 'mp4')).toBe(45);
  });
});

describe('a recording uploaded while it is being made', () => {
  it('survives a dropped chunk (re-sent) and a repeated one, and is stored as the bytes recorded', async () => {
    const recording = webmAudio(3000);
    const parts = [recording.subarray(0, 1000), recording.subarray(1000, 2000), recording.subarray(2000)];
    const uploadId = randomUUID();

    expect(json(await sendChunk(parts[0]!, { uploadId, index: 0 })).data).toMatchObject({ status: 'partial', received: [0], chunk_count: null });
    // Chunk 1 is lost on the way; the same chunk 0 arrives twice; the last one says there are three.
    expect(json(await sendChunk(parts[0]!, { uploadId, index: 0 })).data.received).toEqual([0]);
    const last = json(await sendChunk(parts[2]!, { uploadId, index: 2, count: 3 })).data;
    expect(last).toMatchObject({ status: 'partial', received: [0, 2], chunk_count: 3, file: null });

    const status = json(await t.app.inject({ method: 'GET', url: `/api/user/upload-file-chunk/${uploadId}`, headers: { token } })).data;
    expect(status).toMatchObject({ received: [0, 2], chunk_count: 3 });
    // The dropped chunk, re-sent without the count as it first was, completes the file.
    const done = json(await sendChunk(parts[1]!, { uploadId, index: 1 })).data;
    expect(done).toMatchObject({ status: 'complete', file: { kind: 'webm', category: 'interview audio' } });

    const download = await t.app.inject({ method: 'GET', url: done.file.url, headers: { token } });
    expect(download.rawPayload.equals(recording)).toBe(true);
    expect(download.headers['content-type']).toBe('video/webm');
    // The last chunk sent again after completion answers the same file.
    expect(json(await sendChunk(parts[2]!, { uploadId, index: 2, count: 3 })).data.file.id).toBe(done.file.id);
  });

  it('refuses a last chunk that contradicts what arrived, and an open count outside recordings', async () => {
    const uploadId = randomUUID();
    await sendChunk(webmAudio(), { uploadId, index: 0 });
    await sendChunk(Buffer.alloc(100, 1), { uploadId, index: 3 });
    const early = await sendChunk(Buffer.alloc(100, 1), { uploadId, index: 1, count: 2 });
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('This chunk does not belong to the upload as it was started');
    await sendChunk(Buffer.alloc(100, 1), { uploadId, index: 4, count: 5 });
    expect((await sendChunk(Buffer.alloc(100, 1), { uploadId, index: 1, count: 6 })).statusCode).toBe(409);

    const resume = await sendChunk(tinyPdf(), { uploadId: randomUUID(), index: 0, category: 'resume', fileName: 'cv.pdf' });
    expect(resume.statusCode).toBe(400);
  });

  it('takes audio containers for interview audio and video containers for interview recordings, nothing else', async () => {
    const stored = async (bytes: Buffer, category: string, fileName: string) =>
      sendChunk(bytes, { uploadId: randomUUID(), index: 0, count: 1, category, fileName });
    for (const [bytes, name, kind] of [
      [oggAudio, 'a.ogg', 'ogg'],
      [makeWav(1), 'a.wav', 'wav'],
      [m4aAudio, 'a.m4a', 'mp4'],
    ] as const) {
      expect(json(await stored(bytes, 'interview audio', name)).data.file.kind).toBe(kind);
    }
    expect(json(await stored(webmAudio(), 'interview recording', 'answer.webm')).data.file.kind).toBe('webm');
    const wavVideo = await stored(makeWav(1), 'interview recording', 'a.wav');
    expect(json(wavVideo).message).toBe('This file type is not allowed here. Allowed: webm, mp4');
    expect((await stored(tinyPdf(), 'interview audio', 'answer.webm')).statusCode).toBe(400);
    // A WebM named .wav says something the content does not.
    expect((await stored(webmAudio(), 'interview audio', 'answer.wav')).statusCode).toBe(400);
  });

  it('holds compressed audio to 8 MB while a WAV may be larger', async () => {
    /** Sends an 8.5 MB file in two chunks and answers the last response. */
    const sendBig = async (make: (size: number) => Buffer, fileName: string) => {
      const uploadId = randomUUID();
      const bytes = make(8.5 * 1024 * 1024);
      await sendChunk(bytes.subarray(0, 4 * 1024 * 1024), { uploadId, index: 0, count: 2, fileName });
      return sendChunk(bytes.subarray(4 * 1024 * 1024), { uploadId, index: 1, count: 2, fileName });
    };
    expect(json(await sendBig((size) => webmAudio(size), 'a.webm')).message).toBe('The file is too large: 8.50 MB. The limit is 8.00 MB');
    const response = await sendBig((size) => makeWav(size / 32_000), 'a.wav');
    expect(json(response).data.file).toMatchObject({ kind: 'wav' });
  });
});
