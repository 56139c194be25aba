/**
 * Sharing a job (issue #11): the short link POST recruiter/job/short-url/ and GET /j/{code} (decision 0041),
 * and the public job page the server writes with its schema.org JobPosting, Open Graph and Twitter card, so
 * job search engines and link previews, which run no JavaScript, read the job (decision 0041).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attr, elements, parseHtml, textContent, type HtmlElement } from '@masar/engines/job-posting/html';
import { readJobPage } from '@masar/engines/job-posting/read-job-page';
import type { Caller } from '../src/plugins/auth.ts';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH, shortUrlFor } from '../src/modules/jobs/short-links.service.ts';
import { recruiterCallers } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let companyId: string;
let recruiter: string;
let admin: string;
let otherRecruiter: string;
let pending: string;
let candidate: string;

const DESCRIPTION = 'Build and run the data pipelines behind our delivery network, and keep the warehouse tidy for the analysts.';
const fields = (overrides: Record<string, unknown> = {}) => ({
  job_title: 'Data Engineer',
  sector: 'technology',
  job_type: 'full_time',
  experience: { value: 3, unit: 'years' },
  skills: [
    { id: 'skill:sql', importance: 'must_have' },
    { id: 'skill:power-bi', importance: 'nice_to_have' },
  ],
  description: DESCRIPTION,
  location: { city: 'Riyadh', country: 'SA', workplace: 'hybrid' },
  salary: { min: 15_000, max: 22_000, currency: 'SAR', period: 'month' },
  ...overrides,
});

const SHORT_URL = new RegExp(`^http://masar\\.test/j/[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

beforeAll(async () => {
  t = await createTestApp();
  ({ companyId, recruiter, admin, otherRecruiter, pending, candidate } = await recruiterCallers(t.app, 'Dune Logistics', 'Other Co'));
});

afterAll(async () => {
  await t?.close();
});

const api = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/recruiter/${url}`, headers: { ...(token ? { token } : {}), lang }, ...(payload ? { payload } : {}) });

/** A job of the company, published unless asked otherwise: its id and public key. */
async function job(overrides: Record<string, unknown> = {}, publish = true): Promise<{ id: string; key: string }> {
  const posted = await api('POST', 'post-job/', recruiter, fields(overrides));
  expect(posted.statusCode).toBe(200);
  const { jid, public_key: key } = json(posted).data.job;
  if (publish) expect((await api('POST', `publish-job/${jid}`, recruiter)).statusCode).toBe(200);
  return { id: jid, key };
}

const shortUrl = async (id: string, token = recruiter) => {
  const response = await api('POST', 'job/short-url/', token, { job_id: id });
  expect(response.statusCode).toBe(200);
  return json(response).data.short_url as string;
};

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('POST recruiter/job/short-url/', () => {
  it('makes the job’s short link on first asking, on the public origin, and answers the same link ever after', async () => {
    const { id } = await job();
    const first = await shortUrl(id);
    expect(first).toMatch(SHORT_URL);
    expect(await shortUrl(id)).toBe(first);
    // A recruiter admin of the company shares the same link.
    expect(await shortUrl(id, admin)).toBe(first);
    const other = await shortUrl((await job()).id);
    expect(other).toMatch(SHORT_URL);
    expect(other).not.toBe(first);
  });

  it('leads from /j/{code} to the public page while the job is published, and to the not-found page otherwise', async () => {
    const { id, key } = await job({}, false);
    const link = await shortUrl(id);
    const path = new URL(link).pathname;
    const draft = await page(path);
    expect(draft.statusCode).toBe(404);
    expect(draft.headers['content-type']).toMatch(/^text\/html/);
    expect(draft.body).not.toContain('application/ld+json');

    expect((await api('POST', `publish-job/${id}`, recruiter)).statusCode).toBe(200);
    const published = await page(path);
    expect(published.statusCode).toBe(302);
    expect(published.headers.location).toBe(`/public/job/${encodeURIComponent(key)}`);
    // Typed in capitals from a printed link, the code still works.
    expect((await page(path.toUpperCase().replace('/J/', '/j/'))).headers.location).toBe(`/public/job/${encodeURIComponent(key)}`);

    expect((await api('POST', `close-job/${id}`, recruiter)).statusCode).toBe(200);
    expect((await page(path)).statusCode).toBe(404);
    // Published again, the link it had works again.
    expect((await api('POST', `publish-job/${id}`, recruiter)).statusCode).toBe(200);
    expect(await shortUrl(id)).toBe(link);
    expect((await page(path)).statusCode).toBe(302);
  });

  it('answers the not-found page for a code nobody holds or one that cannot be a code', async () => {
    for (const path of ['/j/2222222', '/j/abc', '/j/0000000', `/j/${'a'.repeat(100)}`, '/j/%3Cscript%3E']) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
    }
    // Longer than the router takes any parameter: not found before routing.
    expect((await page(`/j/${'a'.repeat(300)}`)).statusCode).toBe(404);
  });

  it('tries another code when the one drawn is taken', async () => {
    const taken = new URL(await shortUrl((await job()).id)).pathname.slice(3);
    const { id } = await job();
    const draws = [taken, taken, 'zzzzzzz'];
    const caller = { companyId } as Caller;
    expect(await shortUrlFor(t.app.ctx, caller, id, () => draws.shift()!)).toBe('http://masar.test/j/zzzzzzz');
    expect(draws).toEqual([]);
    // Always taken: it gives up rather than loop.
    const { id: another } = await job();
    await expect(shortUrlFor(t.app.ctx, caller, another, () => taken)).rejects.toThrow();
  });

  it('answers another company’s job, and no job, with Job not exist (404)', async () => {
    const { id } = await job();
    const refused = await api('POST', 'job/short-url/', otherRecruiter, { job_id: id });
    expect(refused.statusCode).toBe(404);
    expect(json(refused).message).toBe('Job not exist');
    expect(json(await api('POST', 'job/short-url/', otherRecruiter, { job_id: id }, 'ar')).message).toBe('الوظيفة غير موجودة');
    const unknown = await api('POST', 'job/short-url/', recruiter, { job_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Job not exist');
    const codes = await t.database.executeSql(`select count(*)::int as n from jobs where id = $1 and short_code is not null`, [id]);
    expect(codes.rows).toEqual([{ n: 0 }]);
  });

  it('is for the company’s recruiters only', async () => {
    const { id } = await job();
    expect((await api('POST', 'job/short-url/', null, { job_id: id })).statusCode).toBe(401);
    expect((await api('POST', 'job/short-url/', candidate, { job_id: id })).statusCode).toBe(403);
    expect((await api('POST', 'job/short-url/', pending, { job_id: id })).statusCode).toBe(403);
  });

  it('refuses a missing, malformed or extra field', async () => {
    const { id } = await job();
    const cases: Array<[object, string]> = [
      [{}, 'job_id'],
      [{ job_id: 42 }, 'job_id'],
      [{ job_id: 'not-a-uuid' }, 'job_id'],
      [{ job_id: 'x'.repeat(5000) }, 'job_id'],
      [{ job_id: id, share: true }, 'share'],
    ];
    for (const [payload, field] of cases) {
      const response = await api('POST', 'job/short-url/', recruiter, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(JSON.stringify(json(response)), field).toContain(field);
    }
    expect(json(await api('POST', 'job/short-url/', recruiter, { job_id: id, share: true })).message).toBe('Unknown field');
  });
});

/** The served page's parts, read with parse5 as a crawler would. */
function readPage(html: string) {
  const all = elements(parseHtml(html));
  const meta = (key: string) => all.find((element) => element.tagName === 'meta' && (attr(element, 'property') ?? attr(element, 'name')) === key);
  const content = (key: string) => {
    const element = meta(key);
    return element ? attr(element, 'content') : undefined;
  };
  const scripts = all.filter((element) => element.tagName === 'script');
  const jsonLd = scripts.filter((element) => attr(element, 'type') === 'application/ld+json').map((element: HtmlElement) => JSON.parse(textContent(element)));
  const htmlElement = all.find((element) => element.tagName === 'html')!;
  return {
    content,
    scripts,
    jsonLd,
    title: textContent(all.find((element) => element.tagName === 'title')!),
    canonical: attr(all.find((element) => element.tagName === 'link' && attr(element, 'rel') === 'canonical') ?? htmlElement, 'href'),
    lang: attr(htmlElement, 'lang'),
    dir: attr(htmlElement, 'dir'),
  };
}

describe('the public job page /public/job/{key}', () => {
  it('carries the job as a schema.org JobPosting that a job-page reader reads back', async () => {
    const { id, key } = await job();
    const response = await page(`/public/job/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    const served = readPage(response.body);
    expect(served.jsonLd).toHaveLength(1);
    const [posting] = served.jsonLd;
    const url = `http://masar.test/public/job/${key}`;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data Engineer',
      description: DESCRIPTION,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Dune Logistics' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Riyadh', addressCountry: 'SA' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'SAR', value: { '@type': 'QuantitativeValue', minValue: 15_000, maxValue: 22_000, unitText: 'MONTH' } },
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 36 },
      skills: 'SQL, Power BI',
      identifier: { '@type': 'PropertyValue', name: 'Masar', value: id },
      directApply: false,
      url,
    });
    expect(posting.jobLocationType).toBeUndefined();
    expect(Date.parse(posting.datePosted)).toBeGreaterThan(Date.now() - 60_000);

    const read = readJobPage(response.body);
    expect(read).toMatchObject({
      found: true,
      source: 'json-ld',
      title: 'Data Engineer',
      description: DESCRIPTION,
      hiringOrganization: 'Dune Logistics',
      location: { city: 'Riyadh', country: 'SA' },
      employmentType: ['FULL_TIME'],
      salary: { currency: 'SAR', min: 15_000, max: 22_000, unit: 'MONTH' },
      language: 'en',
    });
    expect(read.remote).toBeUndefined();
  });

  it('carries an Open Graph and Twitter card, the canonical address and a title that names the job', async () => {
    const { key } = await job();
    const served = readPage((await page(`/public/job/${key}`)).body);
    const url = `http://masar.test/public/job/${key}`;
    expect(served.title).toBe('Data Engineer at Dune Logistics, Riyadh, Saudi Arabia');
    expect(served.canonical).toBe(url);
    expect(served.content('og:title')).toBe(served.title);
    expect(served.content('og:description')).toBe(DESCRIPTION);
    expect(served.content('description')).toBe(DESCRIPTION);
    expect(served.content('og:url')).toBe(url);
    expect(served.content('og:type')).toBe('website');
    expect(served.content('og:site_name')).toBe('Masar');
    expect(served.content('og:locale')).toBe('en_US');
    expect(served.content('og:locale:alternate')).toBe('ar_AR');
    expect(served.content('twitter:card')).toBe('summary');
    expect(served.content('twitter:title')).toBe(served.title);
    expect(served.content('twitter:description')).toBe(DESCRIPTION);
    expect([served.lang, served.dir]).toEqual(['en', 'ltr']);
  });

  it('speaks the page’s language: ?lang= first, else the browser’s', async () => {
    const { key } = await job();
    for (const [url, headers] of [
      [`/public/job/${key}?lang=ar`, {}],
      [`/public/job/${key}`, { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' }],
      [`/public/job/${key}?lang=xx`, { 'accept-language': 'ar' }],
    ] as const) {
      const served = readPage((await page(url, headers)).body);
      expect(served.content('og:locale'), url).toBe('ar_AR');
      expect(served.content('og:locale:alternate'), url).toBe('en_US');
      expect([served.lang, served.dir], url).toEqual(['ar', 'rtl']);
      expect(served.title, url).toBe('Data Engineer لدى Dune Logistics، Riyadh، المملكة العربية السعودية');
      // One address for both languages: the job is the same job.
      expect(served.canonical).toBe(`http://masar.test/public/job/${key}`);
      // The catalogue's skills by their names in the page's language.
      expect(served.jsonLd[0].skills, url).toBe('لغة الاستعلام SQL, باور بي آي');
    }
    const english = readPage((await page(`/public/job/${key}?lang=en`, { 'accept-language': 'ar' })).body);
    expect(english.content('og:locale')).toBe('en_US');
  });

  it('says a remote job is remote, where applicants may be, and a salary by the hour with one bound', async () => {
    const { key } = await job({
      job_type: 'part_time',
      experience: { value: 6, unit: 'months' },
      location: { city: null, country: 'AE', workplace: 'remote' },
      salary: { min: 90, currency: 'AED', period: 'hour' },
    });
    const body = (await page(`/public/job/${key}`)).body;
    const [posting] = readPage(body).jsonLd;
    expect(posting).toMatchObject({
      employmentType: 'PART_TIME',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'AE' },
      jobLocation: { address: { addressCountry: 'AE' } },
      baseSalary: { currency: 'AED', value: { minValue: 90, unitText: 'HOUR' } },
      experienceRequirements: { monthsOfExperience: 6 },
    });
    expect(posting.baseSalary.value.maxValue).toBeUndefined();
    expect(readPage(body).title).toBe('Data Engineer at Dune Logistics, Remote · United Arab Emirates');
    expect(readJobPage(body)).toMatchObject({ remote: true, employmentType: ['PART_TIME'], salary: { currency: 'AED', min: 90, unit: 'HOUR' } });
    const [plain] = readPage((await page(`/public/job/${(await job({ salary: null, location: { city: null, country: null, workplace: 'on_site' }, experience: { value: 0, unit: 'years' } })).key}`)).body).jsonLd;
    expect(plain.baseSalary).toBeUndefined();
    expect(plain.jobLocation).toBeUndefined();
    expect(plain.experienceRequirements).toBe('no requirements');
  });

  it('keeps a title or description that holds markup, quotes or line separators inside their elements', async () => {
    const title = 'Lead </script><script>alert(1)</script> "Ops" <!-- $& \u2028 O\'Brien';
    const description = `Line one </script><script>alert("x")</script>\n<!-- not a comment --> & 'quotes' "too" \u2028 \u2029 $' ${'and more words here. '.repeat(3)}`;
    const { key } = await job({ job_title: title, description });
    const response = await page(`/public/job/${key}`);
    expect(response.statusCode).toBe(200);
    const served = readPage(response.body);
    // Only the app's own scripts and the one JSON-LD block: nothing broke out.
    expect(served.scripts.filter((script) => !attr(script, 'src') && attr(script, 'type') !== 'application/ld+json')).toEqual([]);
    expect(served.jsonLd).toHaveLength(1);
    expect(served.jsonLd[0].title).toBe(title);
    // schema.org's description is HTML: read as HTML, it is the description again (its line break a <br>).
    expect(served.jsonLd[0].description).toContain('<br>');
    expect(textContent(parseHtml(served.jsonLd[0].description))).toBe(description.replace('\n', '').trim());
    expect(served.content('og:title')).toBe(`${title} at Dune Logistics, Riyadh, Saudi Arabia`);
    expect(served.title).toBe(served.content('og:title'));
    expect(served.content('og:description')).toBe(description.replace(/\s+/g, ' ').trim());
    const script = response.body.slice(response.body.indexOf('application/ld+json'));
    const block = script.slice(0, script.indexOf('</script>'));
    expect(block).not.toMatch(/<!--|<script|\u2028|\u2029/);
  });

  it('answers a draft, a closed job or no job with the app’s page, 404 and no posting', async () => {
    const { id, key } = await job({}, false);
    const closed = await job();
    expect((await api('POST', `close-job/${closed.id}`, recruiter)).statusCode).toBe(200);
    for (const path of [`/public/job/${key}`, `/public/job/${closed.key}`, '/public/job/nobody-has-this', `/public/job/${'k'.repeat(100)}`]) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      const served = readPage(response.body);
      expect(served.jsonLd, path).toEqual([]);
      expect(served.content('og:title'), path).toBeUndefined();
      expect(served.title, path).toBe('Masar');
    }
    expect((await api('POST', `publish-job/${id}`, recruiter)).statusCode).toBe(200);
    expect((await page(`/public/job/${key}`)).statusCode).toBe(200);
  });
});
