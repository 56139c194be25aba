import { emptyProfile, type CandidateProfile } from '@masar/shared/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles } from '../src/db/schema/candidates.ts';
import { refreshAllSearchDocuments } from '../src/modules/candidate-search/candidate-search.service.ts';
import { createUser, logIn, recruiterCallers, type RecruiterCallers } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let callers: RecruiterCallers;
const ids: Record<string, string> = {};

interface Person {
  first: string;
  last: string;
  title: string;
  start: string;
  skills: Array<{ name: string; ref?: [string, string] }>;
  education?: { degree: string; institution: string };
  summary?: string;
  location: string;
  availability: string[];
  approval?: 'PENDING' | 'DECLINED';
}

const people: Record<string, Person> = {
  layla: {
    first: 'Layla',
    last: 'Haddad',
    title: 'Senior Accountant',
    start: '2014-01',
    skills: [{ name: 'Accounting', ref: ['skill:accounting', 'Accounting'] }, { name: 'Excel', ref: ['skill:microsoft-excel', 'Microsoft Excel'] }, { name: 'IFRS' }],
    education: { degree: 'Bachelor of Commerce', institution: 'King Saud University' },
    summary: 'Chartered accountant who closes the books of retail groups.',
    location: 'Riyadh, Saudi Arabia',
    availability: ['on_site'],
  },
  omar: {
    first: 'عمر',
    last: 'الزهراني',
    title: 'مهندس برمجيات',
    start: '2020-01',
    skills: [{ name: 'بايثون', ref: ['skill:python', 'Python'] }, { name: 'إدارة المشاريع', ref: ['skill:project-management', 'Project Management'] }],
    education: { degree: 'بكالوريوس علوم الحاسب', institution: 'جامعة الملك عبدالعزيز' },
    summary: 'مطوّر ذو خبرة في الأنظمة المالية والتقنية للشركات الناشئة.',
    location: 'جدة',
    availability: ['online'],
  },
  noura: {
    first: 'Noura',
    last: 'Saleh',
    title: 'Data Analyst',
    start: '2023-06',
    skills: [{ name: 'SQL', ref: ['skill:sql', 'SQL'] }, { name: 'Python', ref: ['skill:python', 'Python'] }],
    summary: 'محللة بيانات تبني لوحات المؤشرات للإدارة العليا.',
    location: 'Dubai, UAE',
    availability: ['online', 'on_site'],
  },
  sami: {
    first: 'Sami',
    last: 'Nasser',
    title: 'Sales Manager',
    start: '2016-01',
    skills: [{ name: 'Negotiation' }],
    summary: 'Worked closely with the accountant of each branch on monthly targets.',
    location: 'Riyadh',
    availability: ['on_site'],
  },
  hind: {
    first: 'Hind',
    last: 'Saleh',
    title: 'Pharmacist',
    start: '2019-01',
    skills: [{ name: 'Dispensing' }],
    summary: 'Hospital pharmacist; write to hind.saleh@example.org or call 0551234567 about oncology rotations.',
    location: 'Jeddah',
    availability: ['on_site'],
  },
  pending: {
    first: 'Pending',
    last: 'Person',
    title: 'Accountant',
    start: '2015-01',
    skills: [{ name: 'Accounting', ref: ['skill:accounting', 'Accounting'] }],
    location: 'Riyadh',
    availability: ['on_site'],
    approval: 'PENDING',
  },
  declined: {
    first: 'Declined',
    last: 'Person',
    title: 'Accountant',
    start: '2015-01',
    skills: [{ name: 'Accounting', ref: ['skill:accounting', 'Accounting'] }],
    location: 'Riyadh',
    availability: ['on_site'],
    approval: 'DECLINED',
  },
};

function profileOf(person: Person, email: string): CandidateProfile {
  return {
    ...emptyProfile(/[\u0600-\u06FF]/.test(person.title) ? 'ar' : 'en'),
    personal_details: { name: `${person.first} ${person.last}`, email, phone: '+966551234567', location: person.location, links: [] },
    summary: person.summary ?? null,
    work_history_detailed: { '0': { job_title: person.title, organization: 'Org', start: person.start, end: null, currently_working: true, details: '' } },
    career_path: [person.title],
    education: person.education ? [{ degree_title: person.education.degree, institution: person.education.institution, field: null, start: '2008', end: '2012', expected_end: null }] : [],
    skills: person.skills.map((skill) => ({ name: skill.name, ref_skill: skill.ref ? { id: skill.ref[0], name: skill.ref[1] } : null })),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await recruiterCallers(t.app, 'Search Co', 'Other Search Co');
  for (const [key, person] of Object.entries(people)) {
    const user = await createUser(t.app, {
      first_name: person.first,
      last_name: person.last,
      ...(person.approval ? { is_account_confirmed: false, approval_status: person.approval } : { approval_status: 'APPROVED' }),
    });
    await t.app.ctx.db.insert(candidateProfiles).values({ user_id: user.id, profile: profileOf(person, user.email), availability: person.availability, parse_status: 'completed' });
    ids[key] = user.id;
  }
  await refreshAllSearchDocuments(t.app.ctx);
});
afterAll(async () => {
  await t.close();
});

const search = (body: object, token = callers.recruiter, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/recruiter/advance-search/candidates/', headers: { token, lang }, payload: body });

interface Found {
  id: string;
  name: string;
  current_title: string | null;
  location: string | null;
  years_of_experience: number;
  top_skills: string[];
  availability: string[];
  highlights: Array<{ field: string; segments: Array<{ text: string; match: boolean }> }>;
  is_favorite: boolean;
}

async function found(body: object, token?: string): Promise<{ total: number; results: Found[] }> {
  const response = await search(body, token);
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data;
}
const idsOf = (results: Found[]) => results.map((result) => result.id);
const marked = (result: Found | undefined) => (result?.highlights ?? []).flatMap((highlight) => highlight.segments.filter((segment) => segment.match).map((segment) => segment.text));

describe('free-text candidate search', () => {
  it('finds English words in titles, skills and summaries, titles and skills ranked above a summary', async () => {
    const { total, results } = await found({ text: 'accountant' });
    expect(idsOf(results)).toEqual([ids.layla, ids.sami]);
    expect(total).toBe(2);
    const [layla] = results;
    expect(layla).toMatchObject({ name: 'Layla Haddad', current_title: 'Senior Accountant', location: 'Riyadh, Saudi Arabia', top_skills: ['Accounting', 'Excel', 'IFRS'], availability: ['on_site'] });
    expect(layla!.years_of_experience).toBeGreaterThanOrEqual(11);
    expect(layla!.highlights[0]).toEqual({ field: 'title', segments: [{ text: 'Senior ', match: false }, { text: 'Accountant', match: true }] });
    expect(marked(results[1])).toEqual(['accountant']);
  });

  it('finds Arabic words, and shows the candidate’s own spelling marked', async () => {
    const { results } = await found({ text: 'مهندس' });
    expect(idsOf(results)).toEqual([ids.omar]);
    expect(results[0]!.highlights[0]).toEqual({ field: 'title', segments: [{ text: 'مهندس', match: true }, { text: ' برمجيات', match: false }] });
  });

  it('finds a skill through the catalogue’s names in the other language', async () => {
    const arabicForAccounting = await found({ text: 'محاسبة' });
    expect(idsOf(arabicForAccounting.results)).toContain(ids.layla);
    expect(arabicForAccounting.results.find((result) => result.id === ids.layla)!.highlights).toContainEqual({ field: 'skill', segments: [{ text: 'Accounting', match: true }] });
    const englishForPython = await found({ text: 'python' });
    expect(idsOf(englishForPython.results).sort()).toEqual([ids.omar, ids.noura].sort());
    expect(marked(englishForPython.results.find((result) => result.id === ids.omar))).toEqual(['بايثون']);
  });

  it('searches mixed text: every word must match, whatever its language', async () => {
    expect(idsOf((await found({ text: 'بيانات SQL' })).results)).toEqual([ids.noura]);
    expect(idsOf((await found({ text: 'بيانات Accountant' })).results)).toEqual([]);
  });

  it('folds hamza forms, ta marbuta, diacritics and a conjunction before the article', async () => {
    // "إدارة المشاريع" typed without the hamza and with ha for ta marbuta.
    expect(idsOf((await found({ text: 'اداره المشاريع' })).results)).toEqual([ids.omar]);
    // The summary writes "والتقنية"; the recruiter types it without the conjunction, and the reverse.
    expect(idsOf((await found({ text: 'التقنيه' })).results)).toEqual([ids.omar]);
    expect(idsOf((await found({ text: 'والمالية' })).results)).toEqual([ids.omar]);
    expect(idsOf((await found({ text: 'مُهَنْدِس' })).results)).toEqual([ids.omar]);
  });

  it('filters by years of experience, place and availability', async () => {
    expect(idsOf((await found({ text: 'python', min_years: 5 })).results)).toEqual([ids.omar]);
    expect(idsOf((await found({ text: 'python', max_years: 4 })).results)).toEqual([ids.noura]);
    expect(idsOf((await found({ text: 'python', country: 'AE' })).results)).toEqual([ids.noura]);
    expect(idsOf((await found({ text: 'python', country: 'SA', city: 'jeddah' })).results)).toEqual([ids.omar]);
    expect(idsOf((await found({ text: 'accountant', city: 'Riyadh' })).results)).toEqual([ids.layla, ids.sami]);
    expect(idsOf((await found({ text: 'python', availability: ['on_site'] })).results)).toEqual([ids.noura]);
    const refused = await search({ text: 'python', min_years: 6, max_years: 2 });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toContainEqual(expect.objectContaining({ message: 'The minimum years of experience must not be above the maximum' }));
  });

  it('pages the ranked results with the total', async () => {
    const first = await found({ text: 'accountant', page: 0, limit: 1 });
    const second = await found({ text: 'accountant', page: 1, limit: 1 });
    const past = await found({ text: 'accountant', page: 5, limit: 1 });
    expect([first.total, second.total, past.total]).toEqual([2, 2, 2]);
    expect([...idsOf(first.results), ...idsOf(second.results)]).toEqual([ids.layla, ids.sami]);
    expect(past.results).toEqual([]);
  });

  it('reads injection attempts and query operators as plain words', async () => {
    const dropped = await found({ text: "'; drop table users; --" });
    expect(dropped.results).toEqual([]);
    expect(await found({ text: '& | ! : * ( )' })).toMatchObject({ total: 0, results: [] });
    expect(idsOf((await found({ text: "accountant' | !python:* & (" })).results)).toEqual([]);
    expect(idsOf((await found({ text: 'senior & accountant | !' })).results)).toEqual([ids.layla]);
    // The users table is still there.
    expect((await logIn(t.app, (await createUser(t.app)).email)).token).toEqual(expect.any(String));
  });

  it('refuses an empty query and a very long one with the spec’s messages', async () => {
    for (const text of ['', '   ']) {
      const response = await search({ text });
      expect(response.statusCode).toBe(400);
      expect(json(response).errors).toContainEqual(expect.objectContaining({ message: 'Enter words to search for: a job title, a skill, a degree' }));
    }
    const arabic = await search({ text: '' }, callers.recruiter, 'ar');
    expect(json(arabic).errors).toContainEqual(expect.objectContaining({ message: 'اكتب كلمات للبحث: مسمى وظيفي أو مهارة أو شهادة' }));
    const long = await search({ text: 'accountant '.repeat(1000) });
    expect(long.statusCode).toBe(400);
    expect(json(long).errors).toContainEqual(expect.objectContaining({ message: 'Must be at most 200 characters' }));
  });

  it('is for recruiters: any approved company’s, never a candidate or an unconfirmed recruiter', async () => {
    expect((await search({ text: 'accountant' }, callers.candidate)).statusCode).toBe(403);
    expect((await search({ text: 'accountant' }, callers.pending)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/recruiter/advance-search/candidates/', payload: { text: 'accountant' } })).statusCode).toBe(401);
    expect(idsOf((await found({ text: 'accountant' }, callers.admin)).results)).toEqual([ids.layla, ids.sami]);
    expect(idsOf((await found({ text: 'accountant' }, callers.otherRecruiter)).results)).toEqual([ids.layla, ids.sami]);
  });

  it('shows the caller’s own overall star on each candidate found, and no one else’s', async () => {
    const star = (token: string, body: object) =>
      t.app.inject({ method: 'POST', url: '/api/recruiter/favorite/', headers: { token }, payload: { candidate_id: ids.layla, ...body } });
    expect((await star(callers.recruiter, { is_favorite: true })).statusCode).toBe(200);
    const starredFor = async (token: string) =>
      Object.fromEntries((await found({ text: 'accountant' }, token)).results.map((result) => [result.id, result.is_favorite]));
    try {
      expect(await starredFor(callers.recruiter)).toEqual({ [ids.layla!]: true, [ids.sami!]: false });
      // Stars are a recruiter's own: a colleague and another company's recruiter see none.
      expect(await starredFor(callers.admin)).toEqual({ [ids.layla!]: false, [ids.sami!]: false });
      expect(await starredFor(callers.otherRecruiter)).toEqual({ [ids.layla!]: false, [ids.sami!]: false });
    } finally {
      expect((await star(callers.recruiter, { is_favorite: false })).statusCode).toBe(200);
    }
    expect(await starredFor(callers.recruiter)).toEqual({ [ids.layla!]: false, [ids.sami!]: false });
  });

  it('never shows candidates who are not approved, nor contact details', async () => {
    const { results } = await found({ text: 'accounting' });
    expect(idsOf(results)).not.toContain(ids.pending);
    expect(idsOf(results)).not.toContain(ids.declined);
    const body = JSON.stringify((await found({ text: 'accountant python مهندس' })).results) + JSON.stringify(results);
    expect(body).not.toMatch(/@example\.com|551234567|email|phone/);
  });

  it('follows an approval: a declined candidate leaves the results, and comes back when approved', async () => {
    const { users } = await import('../src/db/schema/accounts.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.ctx.db.update(users).set({ is_account_confirmed: false, approval_status: 'DECLINED', updated_at: new Date() }).where(eq(users.id, ids.noura!));
    // Refused at once, before the document is removed.
    expect(idsOf((await found({ text: 'SQL' })).results)).toEqual([]);
    await refreshAllSearchDocuments(t.app.ctx);
    await t.app.ctx.db.update(users).set({ is_account_confirmed: true, approval_status: 'APPROVED', updated_at: new Date() }).where(eq(users.id, ids.noura!));
    await refreshAllSearchDocuments(t.app.ctx);
    expect(idsOf((await found({ text: 'SQL' })).results)).toEqual([ids.noura]);
  });

  it('follows a profile edit: the candidate’s new words are found once the event is delivered', async () => {
    const candidate = await createUser(t.app, { first_name: 'Hala', last_name: 'Odeh', approval_status: 'APPROVED' });
    await t.app.ctx.db.insert(candidateProfiles).values({ user_id: candidate.id, profile: profileOf(people.sami!, candidate.email), availability: ['online'], parse_status: 'completed' });
    const { token } = await logIn(t.app, candidate.email);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/edit-details/',
      headers: { token },
      payload: { summary: 'Certified actuary pricing motor insurance.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect.poll(async () => idsOf((await found({ text: 'actuary' })).results), { timeout: 15_000, interval: 200 }).toEqual([candidate.id]);
  });
});

describe('contact details written into a summary', () => {
  it('are neither searchable nor shown in a snippet', async () => {
    expect(idsOf((await found({ text: 'hind.saleh@example.org' })).results)).not.toContain(ids.hind);
    expect(idsOf((await found({ text: '0551234567' })).results)).not.toContain(ids.hind);
    const hind = (await found({ text: 'oncology rotations' })).results.find((result) => result.id === ids.hind);
    expect(marked(hind)).toContain('oncology');
    const snippet = JSON.stringify(hind?.highlights);
    expect(snippet).not.toContain('hind.saleh');
    expect(snippet).not.toContain('0551234567');
  });
});
