/**
 * Issue #9: no resume may end the process or hold the API. Each hostile file goes through the real upload
 * and parse job and must end in the failed state while the app keeps answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostilePdfs, onePagePdf } from '../../../packages/engines/src/resume-parser/__fixtures__/hostile-pdf.ts';
import { MAX_TEXT_CHARS } from '../../../packages/engines/src/resume-parser/extract/limits.ts';
import { createContainedParser, parseResumeWithEngine } from '../src/modules/profiles/engine-parser.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { newcomer, uploadFile } from './helpers/factories.ts';
import { makeZip } from './helpers/files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function parseThroughTheJob(bytes: Uint8Array, fileName: string) {
  const { token } = await newcomer(t.app);
  const resume = await uploadFile(t.app, token, Buffer.from(bytes), 'resume', fileName);
  const onboarded = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/onboarding/',
    headers: { token },
    payload: { candidate_resume: resume, candidate_availability: ['online'], accepted_disclaimer: true },
  });
  expect(json(onboarded).data.profile_status).toBe('in_progress');
  const deadline = Date.now() + 45_000;
  for (;;) {
    const { data } = json(await t.app.inject({ method: 'GET', url: '/api/user/profile/', headers: { token } }));
    if (data.status !== 'in_progress') return data;
    if (Date.now() > deadline) throw new Error('the parse did not finish');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const zipBombDocx = () =>
  makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x41), deflate: true },
  ]);

/**
 * A text just under the parser's character cap (MAX_TEXT_CHARS, 190k of 200k), so reading it is slow work
 * and never the quick "too large" refusal: over the cap, the outcome depended on which came first.
 */
const heavyText = () => Array.from({ length: 2_600 }, (_, i) => `Line ${i} of a long resume — Senior Engineer at Company ${i}, 2001 - 2020`).join('\n');

describe('hostile resumes', () => {
  const corpus = {
    ...hostilePdfs(),
    'a PDF/ZIP polyglot': new Uint8Array(Buffer.concat([Buffer.from(onePagePdf({ content: 'BT /F1 12 Tf 72 720 Td (x) Tj ET' })), zipBombDocx()])),
  };

  it.each(Object.entries(corpus))('%s ends in the failed state and the server answers', async (_name, bytes) => {
    const data = await parseThroughTheJob(bytes, 'cv.pdf');
    expect(data.status).toBe('failed');
    expect(data.upload_response).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 60_000);

  it('gives the parse queue a short expiry, so a parse killed with the server is retried within minutes', async () => {
    const { rows } = await t.database.executeSql(`SELECT expire_seconds FROM pgboss.queue WHERE name = $1`, ['resume.parse']);
    expect(rows).toEqual([{ expire_seconds: 75 }]);
  });

  it('a zip bomb that reaches the parser is a failed parse, not a dead process', async () => {
    const outcome = await parseResumeWithEngine({ bytes: new Uint8Array(zipBombDocx()), kind: 'docx' });
    expect(outcome.ok).toBe(false);
  }, 60_000);

  it('a parse past its time limit is stopped and failed', async () => {
    expect(heavyText().length).toBeLessThan(MAX_TEXT_CHARS);
    const slow = createContainedParser({ limits: { timeMs: 100 } });
    const outcome = await slow({ bytes: new TextEncoder().encode(heavyText()), kind: 'txt' });
    expect(outcome).toMatchObject({ ok: false, reason: 'too_slow' });
  });

  it('keeps the event loop free while a heavy resume is read', async () => {
    // A fresh parser: its thread loads the readers, then reads a heavy text, all off this thread. The API
    // must answer meanwhile (were the work on this event loop, not one health check could run before it ends).
    const parse = createContainedParser();
    let done = false;
    const parsing = parse({ bytes: new TextEncoder().encode(heavyText()), kind: 'txt' }).finally(() => (done = true));
    let answeredWhileParsing = 0;
    while (!done) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (!done) answeredWhileParsing += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await parsing;
    expect(answeredWhileParsing).toBeGreaterThan(0);
  }, 60_000);
});
