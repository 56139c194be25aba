import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage, type FileStorage, type S3Settings } from '../src/modules/files/storage.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn } from './helpers/factories.ts';
import { tinyPdf } from './helpers/files.ts';

let s3: S3rver;
let settings: S3Settings;

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'masar-s3-')),
    configureBuckets: [{ name: 'masar-files', configs: [] }],
  });
  const address = await s3.run();
  // s3rver checks SigV4 signatures against its fixed development credentials.
  settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: 'masar-files',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
});
afterAll(async () => {
  await s3.close();
});

describe.each([
  ['local', () => createLocalStorage(mkdtempSync(path.join(tmpdir(), 'masar-files-')))],
  ['s3', () => createS3Storage(settings)],
])('%s storage', (_kind, make: () => FileStorage) => {
  it('puts, gets and deletes bytes by key', async () => {
    const storage = make();
    const key = `files/${randomUUID()}`;
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    await storage.put(key, bytes, 'application/octet-stream');
    expect((await storage.get(key)).equals(bytes)).toBe(true);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toThrow();
    await storage.delete(key);
  });

  it('streams bytes by key, in more than one piece for a large file, and fails at once for a missing key', async () => {
    const storage = make();
    const key = `files/${randomUUID()}`;
    const bytes = randomBytes(3 * 1024 * 1024);
    await storage.put(key, bytes, 'application/octet-stream');
    const pieces: Buffer[] = [];
    for await (const piece of await storage.stream(key)) pieces.push(Buffer.from(piece as Uint8Array));
    expect(pieces.length).toBeGreaterThan(1);
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
    await storage.delete(key);
    await expect(storage.stream(key)).rejects.toThrow();
  });

  it('refuses keys that could leave its folder or bucket', async () => {
    const storage = make();
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow('unsafe storage key');
    await expect(storage.get('files/../../etc/passwd')).rejects.toThrow('unsafe storage key');
  });
});

describe('uploads with S3_* set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        S3_ENDPOINT: settings.endpoint,
        S3_BUCKET: settings.bucket,
        S3_REGION: settings.region,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the file in the bucket and serves it back', async () => {
    expect(t.app.ctx.storage.kind).toBe('s3');
    const { token } = await logIn(t.app, (await createUser(t.app)).email);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/user/upload-file-chunk/?upload_id=${randomUUID()}&chunk_index=0&chunk_count=1&category=resume&file_name=cv.pdf`,
      headers: { token, 'content-type': 'application/octet-stream' },
      payload: tinyPdf(),
    });
    const { data } = json(upload);
    expect((await createS3Storage(settings).get(`files/${data.file.id}`)).equals(tinyPdf())).toBe(true);
    const download = await t.app.inject({ method: 'GET', url: data.file.url, headers: { token } });
    expect(download.rawPayload.equals(tinyPdf())).toBe(true);
  });
});
