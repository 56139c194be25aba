/**
 * POST /api/recruiter/post-job/link/ (issue #11, "post a job from a link"): a recruiter's link read into
 * the editor's fields, from job pages served in the test on 127.0.0.1 and allowed by host and port; every
 * SSRF attempt the issue lists refused with the message the recruiter reads (decision 0030).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageFetcher } from '../src/modules/jobs/page-fetcher.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, ROLE_IDS } from './helpers/factories.ts';

const POSTING = `<!doctype html><html lang="en"><head><title>Data Analyst</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Nakheel Careers' },
    {
      '@type': 'JobPosting',
      title: 'Data Analyst',
      description:
        '<p>Join our Riyadh team and turn the logistics data of our warehouses into clear weekly reports for operations.</p><h3>Requirements</h3><ul><li>Strong SQL &amp; Power BI</li><li>3+ years of experience</li></ul>',
      hiringOrganization: { '@type': 'Organization', name: 'Nakheel Logistics' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Riyadh', addressCountry: 'SA' } },
      employmentType: 'FULL_TIME',
      datePosted: '2026-11-02',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'SAR', value: { minValue: 12000, maxValue: 16000, unitText: 'MONTH' } },
    },
  ],
})}</script></head><body><h1>Data Analyst</h1></body></html>`;

const LONG_STORY = [
  'Our finance team in Dubai keeps the books of twelve retail companies across the Gulf, and we are growing it with an accountant who likes order.',
  'You will prepare the monthly accounts of four of those companies, reconcile their bank accounts, and help the auditors each spring.',
  'You will work with our controllers on budgets and forecasts, and you will improve how the team closes the month.',
  'We work from home most of the week and meet in person once a month, and we pay for the courses our people choose.',
  'The role reports to the finance manager and works every day with the operations and sales teams of the companies we serve.',
  'We value clear writing, careful numbers and a calm way of working with people who are not accountants.',
  'You will also help us choose and set up a new accounting system over the coming year, with the support of a consultant.',
].join(' ');

/** A posting in microdata: remote, long prose, a salary in a currency the editor does not offer, a place by name. */
const REMOTE_POSTING = `<!doctype html><html lang="en"><head><title>Accountant</title></head><body>
<div itemscope itemtype="https://schema.org/JobPosting">
<h1 itemprop="title">Accountant</h1>
<div itemprop="description"><p>${LONG_STORY}</p><h3>Requirements</h3><ul><li>Excel and IFRS</li><li>5 years of experience in accounting</li></ul></div>
<span itemprop="employmentType">PART_TIME</span>
<span itemprop="jobLocationType">TELECOMMUTE</span>
<div itemprop="jobLocation" itemscope itemtype="https://schema.org/Place"><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="addressLocality">Dubai</span><span itemprop="addressCountry">United Arab Emirates</span></div></div>
<div itemprop="baseSalary" itemscope itemtype="https://schema.org/MonetaryAmount"><meta itemprop="currency" content="INR"><div itemprop="value" itemscope itemtype="https://schema.org/QuantitativeValue"><meta itemprop="minValue" content="90000"><meta itemprop="unitText" content="MONTH"></div></div>
</div></body></html>`;

/** A page with only OpenGraph tags: surer than prose, less sure than a JobPosting. */
const OPEN_GRAPH = `<!doctype html><html lang="en"><head><title>Careers</title>
<meta property="og:title" content="Warehouse Supervisor">
<meta property="og:description" content="Lead the night shift of our Jeddah warehouse: plan the picking, train new staff and keep the stock counts right.">
</head><body><p>Apply today.</p></body></html>`;

const SHELL = '<!doctype html><html><head><title>LinkedIn</title></head><body><main><h1>Sign in to see this job</h1><form><input name="session_key"></form></main></body></html>';

let t: TestApp;
let board: http.Server;
let other: http.Server;
let boardUrl: string;
let otherUrl: string;
let recruiterToken: string;
let candidateToken: string;
let pendingToken: string;

function listen(server: http.Server): Promise<string> {
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  // Stands for a service on the server's own network that nobody allowed.
  other = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>internal</p>'));
  otherUrl = await listen(other);
  board = http.createServer((req, res) => {
    switch (req.url) {
      case '/jobs/1':
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(POSTING);
      case '/jobs/2':
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(REMOTE_POSTING);
      case '/jobs/3':
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(OPEN_GRAPH);
      case '/shell':
        return res.writeHead(200, { 'content-type': 'text/html' }).end(SHELL);
      case '/to-internal':
        return res.writeHead(302, { location: `${otherUrl}/` }).end();
      case '/huge': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const piece = Buffer.alloc(64 * 1024, 'a');
        let written = 0;
        const pump = () => {
          while (written < 3 * 1024 * 1024 && !res.destroyed) {
            written += piece.length;
            if (!res.write(piece)) return void res.once('drain', pump);
          }
          res.end();
        };
        return pump();
      }
      case '/slow':
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.write('<p>Loading');
      case '/logo.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      default:
        if (req.url?.startsWith('/loop/')) return res.writeHead(302, { location: `/loop/${Number(req.url.slice(6)) + 1}` }).end();
        return res.writeHead(404).end();
    }
  });
  boardUrl = await listen(board);
  t = await createTestApp({
    runWorkers: false,
    // The board's host and port allowed, as FETCH_ALLOWED_HOSTS would; names resolve to a private address
    // (a DNS answer an attacker controls); the time-out shortened for the never-ending page.
    pageFetcher: createPageFetcher({
      allowedHosts: [boardUrl.slice('http://'.length)],
      resolve: async () => [{ address: '10.0.0.5', family: 4 }],
      timeoutMs: 300,
    }),
  });
  const company = await t.database.executeSql(`insert into companies (company_name) values ('Nakheel Logistics') returning id`);
  const companyId = (company.rows[0] as { id: string }).id;
  const recruiter = await createUser(t.app, { role_id: ROLE_IDS.recruiter, company_id: companyId });
  recruiterToken = (await logIn(t.app, recruiter.email)).token;
  candidateToken = (await logIn(t.app, (await createUser(t.app)).email)).token;
  pendingToken = (await logIn(t.app, (await createUser(t.app, { role_id: ROLE_IDS.recruiter, company_id: companyId, is_account_confirmed: false })).email)).token;
});

afterAll(async () => {
  await t?.close();
  for (const server of [board, other]) {
    server?.closeAllConnections();
    server?.close();
  }
});

const postLink = (payload: unknown, token = recruiterToken, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/recruiter/post-job/link/', headers: { token, lang }, payload: payload as object });

const draftCount = async () => Number(((await t.database.executeSql(`select count(*)::int as n from jobs`)).rows[0] as { n: number }).n);

describe('a recruiter posts a job from a link', () => {
  it('makes a draft of the posting, with what was read and how sure: Job Crawled Successfully', async () => {
    const response = await postLink({ job_link: `${boardUrl}/jobs/1` });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.message).toBe('Job Crawled Successfully');
    const description =
      'Join our Riyadh team and turn the logistics data of our warehouses into clear weekly reports for operations.\nRequirements\n• Strong SQL & Power BI\n• 3+ years of experience';
    expect(body.data.page).toEqual({
      found: true,
      source: 'json-ld',
      url: `${boardUrl}/jobs/1`,
      job_title: 'Data Analyst',
      description,
      hiring_organization: 'Nakheel Logistics',
      location: { city: 'Riyadh', region: null, country: 'SA' },
      remote: false,
      employment_type: ['FULL_TIME'],
      date_posted: '2026-11-02',
      salary: { currency: 'SAR', min: 12000, max: 16000, unit: 'MONTH' },
      language: 'en',
      text: 'Data Analyst',
    });
    expect(body.data.job).toMatchObject({
      job_title: 'Data Analyst',
      status: 'draft',
      origin: 'link',
      job_type: 'full_time',
      sector: 'technology',
      experience: { value: 3, unit: 'years' },
      description,
      location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
      salary: { min: 12000, max: 16000, currency: 'SAR', period: 'month' },
      company: { company_name: 'Nakheel Logistics' },
    });
    expect(body.data.job.skills.map((skill: { id: string }) => skill.id)).toEqual(expect.arrayContaining(['skill:sql', 'skill:power-bi']));
    const { reading } = body.data;
    expect(reading.read).toEqual(expect.arrayContaining(['title', 'job_type', 'location', 'description', 'salary', 'skills', 'experience', 'sector']));
    // The page's structured data is surer than what the parser reads from its prose.
    for (const field of ['title', 'job_type', 'location', 'salary']) expect(reading.confidence[field], field).toBe(0.95);
    expect(reading.confidence.skills).toBeLessThan(0.95);
    expect(reading.location).toEqual({ city: 'Riyadh', country: 'SA', workplace: null });
    // The draft is the company's, and keeps what was read for the editor.
    const detail = await t.app.inject({ method: 'GET', url: `/api/recruiter/job/${body.data.job.jid}`, headers: { token: recruiterToken } });
    expect(json(detail).data).toMatchObject({ status: 'draft', origin: 'link', reading });
    // A complete draft publishes as it is.
    const published = await t.app.inject({ method: 'POST', url: `/api/recruiter/publish-job/${body.data.job.jid}`, headers: { token: recruiterToken } });
    expect(published.statusCode).toBe(200);
    expect(json(await postLink({ job_link: `${boardUrl}/jobs/1` }, recruiterToken, 'ar')).message).toBe('تم جلب الوظيفة بنجاح');
  });

  it('maps remote work, a place by name, a long description and leaves out a salary the editor cannot hold', async () => {
    const response = await postLink({ job_link: `${boardUrl}/jobs/2` });
    expect(response.statusCode).toBe(200);
    const { job, reading, page } = json(response).data;
    expect(page).toMatchObject({ source: 'microdata', remote: true, employment_type: ['PART_TIME'], salary: { currency: 'INR', min: 90000, unit: 'MONTH' } });
    expect(job).toMatchObject({ job_title: 'Accountant', job_type: 'part_time', location: { city: 'Dubai', country: 'AE', workplace: 'remote' }, salary: null, origin: 'link' });
    expect(job.description.length).toBeGreaterThanOrEqual(70);
    expect(job.description.length).toBeLessThanOrEqual(700);
    expect(job.description.startsWith('Our finance team in Dubai')).toBe(true);
    expect(reading.read).not.toContain('salary');
    expect(reading.location).toMatchObject({ city: 'Dubai', country: 'AE', workplace: 'remote' });
    expect(reading.confidence.location).toBe(0.95);
  });

  it('takes an OpenGraph title and description as less sure than a JobPosting, and the rest from the parser', async () => {
    const response = await postLink({ job_link: `${boardUrl}/jobs/3` });
    expect(response.statusCode).toBe(200);
    const { job, reading, page } = json(response).data;
    expect(page.source).toBe('meta');
    expect(job).toMatchObject({
      job_title: 'Warehouse Supervisor',
      description: 'Lead the night shift of our Jeddah warehouse: plan the picking, train new staff and keep the stock counts right.',
      origin: 'link',
      salary: null,
    });
    expect(reading.confidence.title).toBe(0.8);
    expect(reading.confidence.description).toBe(0.9);
    // The place comes from the prose here, so it is as sure as the parser is, below the tags.
    expect(job.location.city).toBe('Jeddah');
    expect(reading.confidence.location).toBeLessThan(0.8);
  });

  it('says plainly that a shell page holds no posting, with what was found, and makes no draft', async () => {
    const before = await draftCount();
    const response = await postLink({ job_link: `${boardUrl}/shell` });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      message: 'This page holds no job posting: some job sites show postings only to signed-in members. Paste the job text instead',
      data: { page: { found: false, source: 'text', job_title: 'Sign in to see this job', description: null, text: 'Sign in to see this job' }, job: null, reading: null },
    });
    expect(await draftCount()).toBe(before);
    expect(json(await postLink({ job_link: `${boardUrl}/shell` }, recruiterToken, 'ar')).message).toBe(
      'لا تحتوي هذه الصفحة على إعلان وظيفة: بعض مواقع التوظيف لا تعرض الإعلانات إلا للأعضاء المسجلين. الصق نص الوظيفة بدلًا من ذلك',
    );
  });
});

describe('SSRF attempts and unusable pages', () => {
  const refused = async (link: string, status: number, message: string) => {
    const response = await postLink({ job_link: link });
    expect({ status: response.statusCode, message: json(response).message }, link).toEqual({ status, message });
  };
  const PRIVATE = 'This link leads to a private or local network address, which Masar does not open';

  it('refuses private, loopback, link-local and IPv4-mapped addresses', async () => {
    const port = otherUrl.split(':').at(-1);
    for (const link of [`${otherUrl}/`, 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', `http://[::1]:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`]) {
      await refused(link, 400, PRIVATE);
    }
  });

  it('refuses a host that resolves to a private address', async () => {
    await refused('https://careers.example.com/jobs/1', 400, PRIVATE);
  });

  it('refuses a redirect to a private address', async () => {
    await refused(`${boardUrl}/to-internal`, 400, PRIVATE);
  });

  it('refuses more than 5 redirects', async () => {
    await refused(`${boardUrl}/loop/1`, 502, 'The job page redirected more than 5 times. Open it in your browser and paste the final link');
  });

  it('refuses a huge page, a slow page and a non-HTML answer', async () => {
    await refused(`${boardUrl}/huge`, 502, 'The job page is larger than 2 MB. Copy the job text and paste it instead');
    await refused(`${boardUrl}/slow`, 502, 'The job page did not answer within 1 seconds. Try again, or paste the job text');
    await refused(`${boardUrl}/logo.png`, 502, 'This link is not a web page. Link to the job page, or upload the job file instead');
  });

  it('answers in Arabic', async () => {
    const response = await postLink({ job_link: 'http://10.0.0.1/' }, recruiterToken, 'ar');
    expect(json(response).message).toBe('يقود هذا الرابط إلى عنوان شبكة خاصة أو محلية، ولا يفتح مسار مثل هذه العناوين');
  });
});

describe('the request', () => {
  it('refuses other schemes, a missing link, unknown fields and a link too long', async () => {
    const invalid = await postLink({ job_link: 'file:///etc/passwd' });
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid).errors).toEqual([{ path: 'job_link', message: 'Enter the full link of the job page, starting with http:// or https://' }]);
    expect(json(await postLink({})).errors).toEqual([{ path: 'job_link', message: 'Field is required' }]);
    const unknown = await postLink({ job_link: `${boardUrl}/jobs/1`, company: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toEqual([{ path: 'company', message: 'Unknown field' }]);
    const long = await postLink({ job_link: `https://example.com/${'a'.repeat(2048)}` });
    expect(json(long).errors).toEqual([{ path: 'job_link', message: 'Must be at most 2048 characters' }]);
  });

  it('is for recruiters: a candidate and a recruiter not yet approved get 403, no one signed in 401', async () => {
    expect((await postLink({ job_link: `${boardUrl}/jobs/1` }, candidateToken)).statusCode).toBe(403);
    expect((await postLink({ job_link: `${boardUrl}/jobs/1` }, pendingToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/recruiter/post-job/link/', payload: { job_link: `${boardUrl}/jobs/1` } })).statusCode).toBe(401);
  });

  it('limits a recruiter to 30 links in 15 minutes', async () => {
    const company = await t.database.executeSql(`insert into companies (company_name) values ('Busy Co') returning id`);
    const busy = await createUser(t.app, { role_id: ROLE_IDS.recruiter, company_id: (company.rows[0] as { id: string }).id });
    const token = (await logIn(t.app, busy.email, undefined, '10.200.9.9')).token;
    for (let attempt = 1; attempt <= 30; attempt += 1) expect((await postLink({ job_link: 'http://10.0.0.1/' }, token)).statusCode).toBe(400);
    const over = await postLink({ job_link: `${boardUrl}/jobs/1` }, token);
    expect(over.statusCode).toBe(429);
    expect(json(over).message).toMatch(/^Too many attempts/);
  });
});
