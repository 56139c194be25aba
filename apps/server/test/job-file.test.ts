/**
 * POST /api/recruiter/post-job/file/ (issue #11, decision 0038): a job file the recruiter uploaded in the
 * `jobs` category, a real pdf, docx or txt, read by the resume readers on their contained thread and parsed
 * into a draft; someone else's file or an unknown id is 404, a file of another category 400.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePagePdf } from '../../../packages/engines/src/resume-parser/__fixtures__/hostile-pdf.ts';
import { createCompany, ROLE_IDS, tokenOf } from './helpers/factories.ts';
import { makeZip, tinyPdf } from './helpers/files.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

const POSTING = readFileSync(new URL('../../../packages/engines/src/job-parser/__fixtures__/jobs/en-01-senior-accountant.txt', import.meta.url), 'utf8');
const LINES = POSTING.split('\n');

/** A paragraph as a printed page sets it: lines of at most 90 characters, broken between words. */
function wrapped(line: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && current.length + word.length + 1 > 90) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...out, current];
}

/** The posting as a one-page PDF with a text layer, set in lines that fit the page. */
function postingPdf(): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const shown = LINES.flatMap(wrapped).map((line, index) => `${index === 0 ? '' : '0 -14 Td '}(${escape(line)}) Tj`).join(' ');
  return Buffer.from(onePagePdf({ content: `BT /F1 10 Tf 40 760 Td ${shown} ET` }));
}

/** The posting as a Word document, a paragraph a line. */
function postingDocx(): Buffer {
  const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const paragraphs = LINES.map((line) => `<w:p><w:r><w:t xml:space="preserve">${xml(line)}</w:t></w:r></w:p>`).join('');
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(`<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`),
      deflate: true,
    },
  ]);
}

let t: TestApp;
let recruiter: string;
let admin: string;
let colleague: string;
let candidate: string;
let pending: string;

async function upload(token: string, bytes: Buffer, fileName: string, category = 'jobs'): Promise<string> {
  const query = new URLSearchParams({ upload_id: randomUUID(), chunk_index: '0', chunk_count: '1', category, file_name: fileName });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/user/upload-file-chunk/?${query.toString()}`,
    headers: { token, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data.file.id as string;
}

const postFile = (payload: unknown, token = recruiter, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/recruiter/post-job/file/', headers: { token, lang }, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp({ runWorkers: false });
  const companyId = await createCompany(t.app, 'Al Noor Trading');
  const token = (overrides: Parameters<typeof tokenOf>[1]) => tokenOf(t.app, overrides);
  recruiter = await token({ role_id: ROLE_IDS.recruiter, company_id: companyId });
  admin = await token({ role_id: ROLE_IDS['recruiter admin'], company_id: companyId });
  colleague = await token({ role_id: ROLE_IDS.recruiter, company_id: companyId });
  pending = await token({ role_id: ROLE_IDS.recruiter, company_id: companyId, is_account_confirmed: false });
  candidate = await token({});
});

afterAll(async () => {
  await t?.close();
});

/** What the parser must read from the accountant posting, whichever file it came in. */
interface DraftAnswer {
  message: string;
  data: { job: { description: string; skills: Array<{ id: string }> }; reading: { read: string[] } };
}

function expectAccountantDraft(body: DraftAnswer) {
  expect(body.message).toBe('Job Parsed Successfully');
  expect(body.data.job).toMatchObject({
    job_title: 'Senior Accountant',
    status: 'draft',
    origin: 'file',
    sector: 'finance',
    job_type: 'full_time',
    experience: { value: 5, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
    company: { company_name: 'Al Noor Trading' },
  });
  expect(body.data.job.description).toMatch(/^Al Noor Trading is growing fast/);
  expect(body.data.job.skills.map((skill) => skill.id)).toEqual(expect.arrayContaining(['skill:microsoft-excel', 'skill:ifrs']));
  expect(body.data.reading.read).toEqual(expect.arrayContaining(['title', 'sector', 'job_type', 'experience', 'skills', 'location', 'description']));
}

describe('a recruiter posts a job from a file', () => {
  it('reads a txt job file into a draft with what was read: Job Parsed Successfully', async () => {
    const id = await upload(recruiter, Buffer.from(POSTING), 'senior-accountant.txt');
    const response = await postFile({ file_id: id });
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response);
    expectAccountantDraft(body);
    const detail = await t.app.inject({ method: 'GET', url: `/api/recruiter/job/${body.data.job.jid}`, headers: { token: recruiter } });
    expect(json(detail).data).toMatchObject({ origin: 'file', reading: body.data.reading });
  });

  it('reads a pdf job file', async () => {
    const id = await upload(recruiter, postingPdf(), 'senior-accountant.pdf');
    const response = await postFile({ file_id: id });
    expect(response.statusCode, response.body).toBe(200);
    expectAccountantDraft(json(response));
  });

  it('reads a docx job file, for a recruiter admin too, and answers in Arabic', async () => {
    const id = await upload(admin, postingDocx(), 'senior-accountant.docx');
    const response = await postFile({ file_id: id }, admin, 'ar');
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).message).toBe('تمت قراءة الوظيفة بنجاح');
    expectAccountantDraft({ ...json<DraftAnswer>(response), message: 'Job Parsed Successfully' });
  });

  it('says a file the readers cannot read is unreadable, and makes no draft', async () => {
    const id = await upload(recruiter, tinyPdf(), 'scan.pdf');
    const before = (await t.database.executeSql('select count(*)::int as n from jobs')).rows[0];
    const response = await postFile({ file_id: id });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('The job file could not be read. Upload it as another pdf, docx or txt, or paste the job text instead');
    expect((await t.database.executeSql('select count(*)::int as n from jobs')).rows[0]).toEqual(before);
  });
});

describe('whose file, and which', () => {
  it('answers 404 for a colleague’s file and for an unknown id, in English and Arabic', async () => {
    const id = await upload(colleague, Buffer.from(POSTING), 'theirs.txt');
    for (const fileId of [id, randomUUID()]) {
      const response = await postFile({ file_id: fileId });
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Job file not found. Upload the job file again');
    }
    expect(json(await postFile({ file_id: id }, recruiter, 'ar')).message).toBe('ملف الوظيفة غير موجود. ارفع ملف الوظيفة مرة أخرى');
  });

  it('refuses a file uploaded in another category with 400', async () => {
    const id = await upload(recruiter, Buffer.from(POSTING), 'notes.txt', 'knowledge base');
    const response = await postFile({ file_id: id });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('This file was not uploaded as a job file. Upload the job description as a pdf, docx or txt job file');
    expect(json(await postFile({ file_id: id }, recruiter, 'ar')).message).toBe('لم يُرفع هذا الملف كملف وظيفة. ارفع وصف الوظيفة كملف وظيفة بصيغة pdf أو docx أو txt');
  });
});

describe('the request', () => {
  it('refuses a missing id, a wrong type and an unknown field', async () => {
    expect(json(await postFile({})).errors).toEqual([{ path: 'file_id', message: 'Field is required' }]);
    const wrong = await postFile({ file_id: 42 });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errors[0].path).toBe('file_id');
    expect(json(await postFile({ file_id: 'not-a-uuid' })).errors[0].path).toBe('file_id');
    const unknown = await postFile({ file_id: randomUUID(), job_text: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toEqual([{ path: 'job_text', message: 'Unknown field' }]);
  });

  it('is for approved recruiters: a candidate and a recruiter not yet approved get 403, no one signed in 401', async () => {
    expect((await postFile({ file_id: randomUUID() }, candidate)).statusCode).toBe(403);
    expect((await postFile({ file_id: randomUUID() }, pending)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/recruiter/post-job/file/', payload: { file_id: randomUUID() } })).statusCode).toBe(401);
  });
});
