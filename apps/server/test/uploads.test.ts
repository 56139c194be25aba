import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, ROLE_IDS } from './helpers/factories.ts';
import { makeDocx, makeZip, oleWithoutWord, svg, tinyDoc, tinyJpg, tinyPdf, tinyPng } from './helpers/files.ts';
import { sniffFileKind } from '../src/modules/files/file-kind.ts';
import { expirePartialUploadsJob } from '../src/modules/files/files.jobs.ts';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await logIn(t.app, (await createUser(t.app)).email)).token;
  otherToken = (await logIn(t.app, (await createUser(t.app)).email)).token;
});
afterAll(async () => {
  await t.close();
});

interface ChunkOptions {
  uploadId?: string;
  index?: number;
  count?: number;
  category?: string;
  fileName?: string;
  as?: string;
}

function sendChunk(bytes: Buffer, options: ChunkOptions = {}) {
  const query = new URLSearchParams({
    upload_id: options.uploadId ?? randomUUID(),
    chunk_index: String(options.index ?? 0),
    chunk_count: String(options.count ?? 1),
    category: options.category ?? 'resume',
    file_name: options.fileName ?? 'cv.pdf',
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/user/upload-file-chunk/?${query.toString()}`,
    headers: { token: options.as ?? token, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}

/** Splits a file into `count` chunks and sends them in the given order. */
async function upload(bytes: Buffer, count: number, order: number[], options: ChunkOptions = {}) {
  const uploadId = options.uploadId ?? randomUUID();
  const size = Math.ceil(bytes.length / count);
  let last: Awaited<ReturnType<typeof sendChunk>> | undefined;
  for (const index of order) {
    last = await sendChunk(bytes.subarray(index * size, (index + 1) * size), { ...options, uploadId, index, count });
  }
  if (!last) throw new Error('no chunk was sent');
  return { uploadId, response: last };
}

describe('POST /api/user/upload-file-chunk/', () => {
  it('stores a one-chunk PDF resume, recognised by its content, readable by its owner only', async () => {
    const response = await sendChunk(tinyPdf(), { fileName: 'My CV (final).pdf' });
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data).toMatchObject({ status: 'complete', received: [0], chunk_count: 1 });
    expect(data.file).toMatchObject({ kind: 'pdf', category: 'resume', file_name: 'My CV (final).pdf', url: `/api/user/files/${data.file.id}` });

    const download = await t.app.inject({ method: 'GET', url: data.file.url, headers: { token } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPdf())).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: data.file.url, headers: { token: otherToken } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: data.file.url })).statusCode).toBe(401);
  });

  it('lets a recruiter admin read any file', async () => {
    const { data } = json(await sendChunk(tinyPdf()));
    const admin = await createUser(t.app, { role_id: ROLE_IDS['recruiter admin'] });
    const adminToken = (await logIn(t.app, admin.email)).token;
    expect((await t.app.inject({ method: 'GET', url: data.file.url, headers: { token: adminToken } })).statusCode).toBe(200);
  });

  it('puts together chunks sent out of order, with one sent twice, and reports progress for resuming', async () => {
    const bytes = tinyPdf(10_000);
    const uploadId = randomUUID();
    const first = await upload(bytes, 4, [2, 0, 2], { uploadId });
    expect(json(first.response).data).toMatchObject({ status: 'partial', received: [0, 2], file: null });
    const status = await t.app.inject({ method: 'GET', url: `/api/user/upload-file-chunk/${uploadId}`, headers: { token } });
    expect(json(status).data.received).toEqual([0, 2]);
    const rest = await upload(bytes, 4, [3, 1], { uploadId });
    const { data } = json(rest.response);
    expect(data.status).toBe('complete');
    const download = await t.app.inject({ method: 'GET', url: data.file.url, headers: { token } });
    expect(download.rawPayload.equals(bytes)).toBe(true);
    // A chunk sent again after completion changes nothing.
    const again = await sendChunk(bytes.subarray(0, 2501), { uploadId, index: 0, count: 4 });
    expect(json(again).data.file.id).toBe(data.file.id);
  });

  it("answers someone else's upload id as unknown", async () => {
    const uploadId = randomUUID();
    await sendChunk(tinyPdf(), { uploadId, count: 2 });
    expect((await sendChunk(tinyPdf(), { uploadId, index: 1, count: 2, as: otherToken })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/upload-file-chunk/${uploadId}`, headers: { token: otherToken } })).statusCode).toBe(404);
  });

  it('refuses a chunk that does not fit the upload as it was started', async () => {
    const uploadId = randomUUID();
    await sendChunk(tinyPdf(), { uploadId, count: 2 });
    const response = await sendChunk(tinyPdf(), { uploadId, index: 1, count: 3 });
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe('This chunk does not belong to the upload as it was started');
    expect((await sendChunk(tinyPdf(), { index: 2, count: 2 })).statusCode).toBe(400);
  });

  it.each([
    ['a PNG named .pdf', tinyPng, 'resume', 'cv.pdf', 'This file type is not allowed here. Allowed: pdf, docx, doc, txt'],
    ['an Excel-style OLE file named .doc', oleWithoutWord, 'resume', 'cv.doc', 'This file type is not allowed here. Allowed: pdf, docx, doc, txt'],
    ['a zip that is not a Word file named .docx', makeZip([{ name: 'a.txt', data: Buffer.from('x') }]), 'resume', 'cv.docx', 'This file type is not allowed here. Allowed: pdf, docx, doc, txt'],
    ['a PDF as an avatar', tinyPdf(), 'avatar', 'me.png', 'This file type is not allowed here. Allowed: png, svg, jpg'],
    ['a plain-text file named .pdf (issue #9)', Buffer.from('Just a line of text\nand another'), 'resume', 'fake.pdf', 'This file type is not allowed here. Allowed: pdf, docx, doc, txt'],
    ['a binary named .txt', Buffer.from([0, 1, 2, 3, 0, 255, 254]), 'resume', 'cv.txt', 'This file type is not allowed here. Allowed: pdf, docx, doc, txt'],
  ])('refuses %s', async (_case, bytes, category, fileName, message) => {
    const response = await sendChunk(bytes, { category, fileName });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(message);
  });

  it.each([
    ['docx', makeDocx(), 'resume'],
    ['doc', tinyDoc, 'resume'],
    ['txt', Buffer.from('Sara Ali\nsara@example.com\nمهندسة برمجيات'), 'resume'],
    ['png', tinyPng, 'avatar'],
    ['jpg', tinyJpg, 'avatar'],
    ['svg', svg, 'avatar'],
  ])('accepts a %s', async (kind, bytes, category) => {
    const response = await sendChunk(bytes, { category, fileName: `file.${kind}` });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.file.kind).toBe(kind);
  });

  it('serves an SVG only as a sandboxed download', async () => {
    const { data } = json(await sendChunk(svg, { category: 'avatar', fileName: 'me.svg' }));
    const download = await t.app.inject({ method: 'GET', url: data.file.url, headers: { token } });
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.headers['content-security-policy']).toContain('sandbox');
  });

  it('never lets a path-like file name decide where the file goes', async () => {
    const response = await sendChunk(tinyPdf(), { fileName: '../../etc/passwd' });
    const { data } = json(response);
    expect(data.file.file_name).toBe('../../etc/passwd');
    const row = await t.database.executeSql(`select storage_key from files where id = $1`, [data.file.id]);
    expect(row.rows).toEqual([{ storage_key: `files/${data.file.id}` }]);
  });

  it('refuses a file at or over its limit, shown in MB with two decimals, and forgets its chunks', async () => {
    const avatar = Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await sendChunk(avatar, { category: 'avatar' });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('The file is too large: 2.00 MB. The limit is 2.00 MB');
    const resume = Buffer.concat([tinyPdf(), Buffer.alloc(30 * 1024 * 1024)]);
    const uploadId = randomUUID();
    const { response: big } = await upload(resume, 7, [0, 1, 2, 3, 4, 5, 6], { uploadId });
    expect(big.statusCode).toBe(400);
    expect(json(big).message).toMatch(/^The file is too large: 30\.\d\d MB\. The limit is 30\.00 MB$/);
    const rows = await t.database.executeSql(`select count(*)::int as n from upload_chunks where upload_id = $1`, [uploadId]);
    expect(rows.rows).toEqual([{ n: 0 }]);
  }, 60_000);

  describe('the job file rule: pdf, docx or txt under 30 MB, for recruiters', () => {
    let recruiterToken: string;
    beforeAll(async () => {
      recruiterToken = (await logIn(t.app, (await createUser(t.app, { role_id: ROLE_IDS.recruiter })).email)).token;
    });

    it.each([
      ['pdf', tinyPdf()],
      ['docx', makeDocx()],
      ['txt', Buffer.from('Senior Data Analyst\nRiyadh, on site')],
    ])('takes a %s', async (kind, bytes) => {
      const response = await sendChunk(bytes, { category: 'jobs', as: recruiterToken, fileName: `file.${kind}` });
      expect(response.statusCode).toBe(200);
      expect(json(response).data.file).toMatchObject({ kind, category: 'jobs' });
    });

    it('refuses a DOC and an image, naming the allowed types', async () => {
      for (const bytes of [tinyDoc, tinyPng]) {
        const response = await sendChunk(bytes, { category: 'jobs', fileName: 'job.pdf', as: recruiterToken });
        expect(response.statusCode).toBe(400);
        expect(json(response).message).toBe('This file type is not allowed here. Allowed: pdf, docx, txt');
      }
    });

    it('refuses a job file of 30 MB, in MB with two decimals', async () => {
      const bytes = Buffer.concat([tinyPdf(), Buffer.alloc(30 * 1024 * 1024)]);
      const { response } = await upload(bytes, 7, [0, 1, 2, 3, 4, 5, 6], { category: 'jobs', as: recruiterToken });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toMatch(/^The file is too large: 30\.\d\d MB\. The limit is 30\.00 MB$/);
    }, 60_000);
  });

  describe('the rule for other files: doc, docx, pdf or txt under 1 MB (highlight awards)', () => {
    it.each([
      ['doc', tinyDoc],
      ['docx', makeDocx()],
      ['pdf', tinyPdf()],
      ['txt', Buffer.from('Employee of the Year 2023')],
    ])('takes a %s', async (kind, bytes) => {
      const response = await sendChunk(bytes, { category: 'highlight awards', fileName: `file.${kind}` });
      expect(response.statusCode).toBe(200);
      expect(json(response).data.file).toMatchObject({ kind, category: 'highlight awards' });
    });

    it('refuses an image, naming the allowed types', async () => {
      const response = await sendChunk(tinyJpg, { category: 'highlight awards', fileName: 'award.pdf' });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe('This file type is not allowed here. Allowed: doc, docx, pdf, txt');
    });

    it('refuses a file of 1 MB and takes one just under it', async () => {
      const atLimit = await sendChunk(tinyPdf(1024 * 1024 - tinyPdf().length), { category: 'highlight awards' });
      expect(atLimit.statusCode).toBe(400);
      expect(json(atLimit).message).toBe('The file is too large: 1.00 MB. The limit is 1.00 MB');
      const under = await sendChunk(tinyPdf(1024 * 1024 - tinyPdf().length - 1), { category: 'highlight awards' });
      expect(under.statusCode).toBe(200);
      expect(json(under).data.file.size_bytes).toBe(1024 * 1024 - 1);
    });
  });

  it('refuses a chunk over 5 MB', async () => {
    const response = await sendChunk(Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('A chunk may be at most 5.00 MB');
    const huge = await sendChunk(Buffer.alloc(6 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
  });

  it('refuses a zip bomb dressed as a DOCX', async () => {
    const bomb = makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x41), deflate: true },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await sendChunk(bomb, { fileName: 'cv.docx' });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('This document is not a valid Word file');
  });

  it('refuses a DOCX whose central directory under-states what it inflates to', async () => {
    // 60 MB of text deflates to about 60 kB; the headers claim 12 kB, a ratio no check of declared sizes would catch.
    const zip = makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x41), deflate: true },
    ]);
    const name = Buffer.from('word/document.xml');
    const local = zip.indexOf(name) - 30;
    const central = zip.lastIndexOf(name) - 46;
    expect([zip.readUInt32LE(local), zip.readUInt32LE(central)]).toEqual([0x04034b50, 0x02014b50]);
    zip.writeUInt32LE(12_000, local + 22);
    zip.writeUInt32LE(12_000, central + 24);
    expect(zip.readUInt32LE(central + 20)).toBeGreaterThan(12_000 / 200);

    const response = await sendChunk(zip, { fileName: 'cv.docx' });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('This document is not a valid Word file');
  });

  it('refuses a DOCX with thousands of entries', async () => {
    const entries = Array.from({ length: 2001 }, (_, i) => ({ name: `word/part${i}.xml`, data: Buffer.from('x') }));
    const result = await sniffFileKind(makeZip([{ name: '[Content_Types].xml', data: Buffer.from('x') }, { name: 'word/document.xml', data: Buffer.from('x') }, ...entries]));
    expect(result).toEqual({ kind: null, reason: 'zip_bomb' });
  });

  it('refuses categories without a rule, recruiter categories for a candidate, bad queries and anonymous calls', async () => {
    expect(json(await sendChunk(tinyPdf(), { category: 'registration videos' })).message).toBe('This kind of upload is not accepted');
    expect((await sendChunk(tinyPdf(), { category: 'jobs' })).statusCode).toBe(403);
    expect((await sendChunk(tinyPdf(), { category: 'not-a-category' })).statusCode).toBe(400);
    expect((await sendChunk(tinyPdf(), { uploadId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await sendChunk(Buffer.alloc(0))).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/user/upload-file-chunk/?upload_id=${randomUUID()}&chunk_index=0&chunk_count=1&category=resume&file_name=a.pdf`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: tinyPdf(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('limits under racing and duplicate chunks (issue #9)', () => {
  const MB = 1024 * 1024;

  async function storedFor(uploadId: string) {
    const result = await t.database.executeSql(
      `select (select count(*)::int from files f join uploads u on u.file_id = f.id where u.id = $1) as files,
              (select coalesce(sum(size_bytes), 0)::int from upload_chunks where upload_id = $1) as chunk_bytes`,
      [uploadId],
    );
    return result.rows[0] as { files: number; chunk_bytes: number };
  }

  it('refuses a resume whose racing duplicate chunks add up past 30 MB, and stores no file', async () => {
    const uploadId = randomUUID();
    // Seven indexes, each sent twice at the same time with different bytes; whichever copies win, the
    // file is 31.5 MB or more.
    const sends = [sendChunk(tinyPdf(4.5 * MB), { uploadId, index: 0, count: 7 }), sendChunk(tinyPdf(4.6 * MB), { uploadId, index: 0, count: 7 })];
    for (let index = 1; index < 7; index += 1) {
      sends.push(sendChunk(Buffer.alloc(4.5 * MB, 1), { uploadId, index, count: 7 }));
      sends.push(sendChunk(Buffer.alloc(5 * MB, 2), { uploadId, index, count: 7 }));
    }
    const responses = await Promise.all(sends);
    expect(responses.filter((response) => response.statusCode >= 500)).toEqual([]);
    expect(responses.filter((response) => json(response).data?.file)).toEqual([]);
    expect(responses.map((response) => json(response).message)).toContainEqual(expect.stringMatching(/^The file is too large: \d\d\.\d\d MB\. The limit is 30\.00 MB$/));
    const stored = await storedFor(uploadId);
    expect(stored.files).toBe(0);
    expect(stored.chunk_bytes).toBeLessThan(30 * MB);
  }, 60_000);

  it('keeps the first copy of a chunk sent twice at once, one as 5 MB and one as a byte, so the file is what was counted', async () => {
    const uploadId = randomUUID();
    const sends = [sendChunk(tinyPdf(), { uploadId, index: 0, count: 7 })];
    for (let index = 1; index < 7; index += 1) {
      sends.push(sendChunk(Buffer.alloc(5 * MB), { uploadId, index, count: 7 }));
      sends.push(sendChunk(Buffer.alloc(1), { uploadId, index, count: 7 }));
    }
    const responses = await Promise.all(sends);
    expect(responses.filter((response) => response.statusCode >= 500)).toEqual([]);
    for (const response of responses) {
      const file = json(response).data?.file;
      if (!file) continue;
      const download = await t.app.inject({ method: 'GET', url: file.url, headers: { token } });
      expect(download.rawPayload.length).toBe(file.size_bytes);
      expect(file.size_bytes).toBeLessThan(30 * MB);
    }
    expect((await storedFor(uploadId)).files).toBeLessThanOrEqual(1);
  }, 60_000);

  it('answers two racing copies of the last chunk with the same file (no ENOENT)', async () => {
    const bytes = tinyPdf(3000);
    const uploadId = randomUUID();
    await sendChunk(bytes.subarray(0, 1000), { uploadId, index: 0, count: 2 });
    const responses = await Promise.all([1, 2, 3].map(() => sendChunk(bytes.subarray(1000), { uploadId, index: 1, count: 2 })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(responses.map((response) => json(response).data.file.id));
    expect(ids.size).toBe(1);
    expect((await storedFor(uploadId)).files).toBe(1);
  });
});

describe('unfinished uploads: capped per person and expired (issue #9)', () => {
  const MB = 1024 * 1024;

  async function freshToken() {
    return (await logIn(t.app, (await createUser(t.app)).email)).token;
  }

  it('refuses a new upload past ten unfinished ones, and the bytes past 90 MB, with a message saying what to do', async () => {
    const as = await freshToken();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendChunk(tinyPdf(), { count: 2, as })).statusCode).toBe(200);
    }
    const eleventh = await sendChunk(tinyPdf(), { count: 2, as });
    expect(eleventh.statusCode).toBe(429);
    expect(json(eleventh).message).toBe('You have too many unfinished uploads. Finish one, or try again in a few hours');
    // Someone else is not held back by it.
    expect((await sendChunk(tinyPdf(), { count: 2 })).statusCode).toBe(200);

    const heavy = await freshToken();
    // Three resumes of 29 MB, each one chunk short of done: 87 MB held; the fourth's chunks stop at 90 MB.
    for (let file = 0; file < 3; file += 1) {
      const uploadId = randomUUID();
      for (let index = 0; index < 6; index += 1) {
        const bytes = index === 5 ? Buffer.alloc(4 * MB) : Buffer.alloc(5 * MB);
        expect((await sendChunk(bytes, { uploadId, index, count: 7, as: heavy })).statusCode).toBe(200);
      }
    }
    const fourth = randomUUID();
    expect((await sendChunk(Buffer.alloc(3 * MB), { uploadId: fourth, index: 0, count: 2, as: heavy })).statusCode).toBe(200);
    const over = await sendChunk(Buffer.alloc(1), { uploadId: fourth, index: 1, count: 2, as: heavy });
    expect(over.statusCode).toBe(429);
    expect(json(over).message).toBe('You have too many unfinished uploads. Finish one, or try again in a few hours');
    const held = await t.database.executeSql(
      `select coalesce(sum(c.size_bytes), 0)::bigint as bytes from upload_chunks c join uploads u on u.id = c.upload_id where u.user_id = (select user_id from uploads where id = $1)`,
      [fourth],
    );
    expect(Number((held.rows[0] as { bytes: string }).bytes)).toBeLessThanOrEqual(90 * MB);
  }, 120_000);

  it('refuses racing first chunks of many uploads past the cap', async () => {
    const as = await freshToken();
    const responses = await Promise.all(Array.from({ length: 16 }, () => sendChunk(tinyPdf(), { count: 2, as })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(6);
  });

  it('removes unfinished uploads older than six hours, chunks and rows, and leaves newer and finished ones', async () => {
    const as = await freshToken();
    const old = randomUUID();
    const recent = randomUUID();
    await sendChunk(tinyPdf(), { uploadId: old, count: 2, as });
    await sendChunk(tinyPdf(), { uploadId: recent, count: 2, as });
    const done = json(await sendChunk(tinyPdf(), { count: 1, as })).data;
    await t.database.executeSql(`update uploads set created_at = now() - interval '6 hours 1 minute' where id = any($1::uuid[])`, [[old, done.upload_id]]);
    await t.database.executeSql(`update uploads set created_at = now() - interval '5 hours 59 minutes' where id = $1`, [recent]);

    await expirePartialUploadsJob.handle({}, t.app.ctx);

    const rows = await t.database.executeSql(`select id from uploads where id = any($1::uuid[]) order by id`, [[old, recent, done.upload_id]]);
    expect((rows.rows as Array<{ id: string }>).map((row) => row.id).sort()).toEqual([recent, done.upload_id].sort());
    await expect(t.app.ctx.storage.get(`uploads/${old}/0`)).rejects.toThrow();
    expect((await t.app.ctx.storage.get(`uploads/${recent}/0`)).equals(tinyPdf())).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/upload-file-chunk/${old}`, headers: { token: as } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: done.file.url, headers: { token: as } })).statusCode).toBe(200);
  });

  it('frees the quota once the old unfinished uploads expire', async () => {
    const as = await freshToken();
    const ids = Array.from({ length: 10 }, () => randomUUID());
    for (const uploadId of ids) await sendChunk(tinyPdf(), { uploadId, count: 2, as });
    expect((await sendChunk(tinyPdf(), { count: 2, as })).statusCode).toBe(429);
    await t.database.executeSql(`update uploads set created_at = now() - interval '7 hours' where id = any($1::uuid[])`, [ids]);
    await expirePartialUploadsJob.handle({}, t.app.ctx);
    expect((await sendChunk(tinyPdf(), { count: 2, as })).statusCode).toBe(200);
  });
});

describe('uploads need a verified e-mail (issue #9)', () => {
  it('refuses every upload call from an account whose e-mail is not verified, and stores nothing', async () => {
    // Signed in before its address changed: a never-verified account cannot log in at all (decision 0024).
    const user = await createUser(t.app);
    const unverified = (await logIn(t.app, user.email)).token;
    await t.database.executeSql(`update users set is_email_confirmed = false where id = $1`, [user.id]);
    const uploadId = randomUUID();
    const chunk = await sendChunk(tinyPdf(), { uploadId, count: 2, as: unverified });
    expect(chunk.statusCode).toBe(403);
    const status = await t.app.inject({ method: 'GET', url: `/api/user/upload-file-chunk/${uploadId}`, headers: { token: unverified } });
    expect(status.statusCode).toBe(403);
    const rows = await t.database.executeSql(`select count(*)::int as n from uploads where user_id = $1`, [user.id]);
    expect(rows.rows).toEqual([{ n: 0 }]);
  });
});
