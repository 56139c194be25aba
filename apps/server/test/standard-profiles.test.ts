/**
 * The standard job profiles (issue #11, decision 0038): GET /api/recruiter/post-job/search/?job_title= finds
 * the catalogue's occupations by an English or Arabic title or alternate title, ranked; GET
 * post-job/standard/{id} shows one in the reader's language, to start a job from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installCatalogue, loadCatalogue, type Catalogue } from '@masar/catalog/catalogue';
import { createCompany, ROLE_IDS, tokenOf } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let recruiter: string;
let admin: string;
let candidate: string;
let pending: string;

beforeAll(async () => {
  t = await createTestApp({ runWorkers: false });
  const companyId = await createCompany(t.app, 'Profiles Co');
  const token = (overrides: Parameters<typeof tokenOf>[1]) => tokenOf(t.app, overrides);
  recruiter = await token({ role_id: ROLE_IDS.recruiter, company_id: companyId });
  admin = await token({ role_id: ROLE_IDS['recruiter admin'], company_id: companyId });
  pending = await token({ role_id: ROLE_IDS.recruiter, company_id: companyId, is_account_confirmed: false });
  candidate = await token({});
});

afterAll(async () => {
  await t?.close();
});

const search = (query: Record<string, string>, token = recruiter, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/recruiter/post-job/search/?${new URLSearchParams(query).toString()}`, headers: { token, lang } });
const profile = (id: string, token = recruiter, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/recruiter/post-job/standard/${encodeURIComponent(id)}`, headers: { token, lang } });
const ids = async (query: Record<string, string>, lang = 'en') => json(await search(query, recruiter, lang)).data.results.map((result: { id: string }) => result.id) as string[];

describe('searching the standard job profiles', () => {
  it('finds a profile by an alternate title and answers its summary in the reader’s language', async () => {
    const response = await search({ job_title: 'Accountant' });
    expect(response.statusCode).toBe(200);
    const [first] = json(response).data.results;
    expect(first).toEqual({
      id: 'occ:13-2011.00',
      title: 'Accountants and Auditors',
      alternate_titles: expect.arrayContaining(['Accountant', 'Auditor']),
      sector: { id: 'finance', name: expect.any(String) },
      job_zone: 4,
      skills_count: loadCatalogue().occupationsById.get('occ:13-2011.00')!.core_skills.length,
    });
    const arabic = json(await search({ job_title: 'Accountant' }, recruiter, 'ar')).data.results[0];
    expect(arabic).toMatchObject({ id: 'occ:13-2011.00', title: 'محاسب ومراجع', alternate_titles: expect.arrayContaining(['محاسب عام']) });
    expect(arabic.sector.name).toBe(loadCatalogue().sectorsById.get('finance')!.name.ar);
  });

  it('ranks the title itself, then titles starting with the words, then whole words, then part of a word', async () => {
    const found = await ids({ job_title: 'nurse', limit: '50' });
    const at = (id: string) => found.indexOf(id);
    // "Nurse Practitioners" starts with the word; "Registered Nurses" holds it as a whole word only as part
    // of "nurses", after "Clinical Nurse Specialists" which holds it whole.
    expect(at('occ:29-1171.00')).toBeGreaterThanOrEqual(0);
    expect(at('occ:29-1171.00')).toBeLessThan(at('occ:29-1141.04'));
    expect(at('occ:29-1141.04')).toBeLessThan(at('occ:29-1141.00'));
    expect((await ids({ job_title: 'Data Analyst' }))[0]).toBe('occ:masar-data-analyst');
    // Typing the start of a word finds it.
    expect(await ids({ job_title: 'accou' })).toContain('occ:13-2011.00');
  });

  it('matches Arabic titles whatever the alef, ta marbuta and diacritics', async () => {
    expect((await ids({ job_title: 'محلل امن المعلومات' }))[0]).toBe('occ:15-1212.00');
    expect((await ids({ job_title: 'مُحَلِّل نُظُم' }))[0]).toBe('occ:15-1211.00');
    expect((await ids({ job_title: 'محلل ميزانيه' }))[0]).toBe('occ:13-2031.00');
    expect(await ids({ job_title: 'محاسب' })).toEqual(expect.arrayContaining(['occ:13-2011.00', 'occ:masar-financial-accountant']));
  });

  it('honours the limit and finds nothing for words no title holds', async () => {
    expect(await ids({ job_title: 'analyst', limit: '3' })).toHaveLength(3);
    expect(await ids({ job_title: 'analyst' })).toHaveLength(20);
    expect(await ids({ job_title: 'zzqx unheard of' })).toEqual([]);
    expect(await ids({ job_title: '!!!' })).toEqual([]);
  });

  it('refuses a missing title, one too long, a bad limit and an unknown parameter, in English and Arabic', async () => {
    const missing = await search({});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toEqual([{ path: 'job_title', message: 'Field is required' }]);
    expect(json(await search({}, recruiter, 'ar')).errors).toEqual([{ path: 'job_title', message: 'هذا الحقل مطلوب' }]);
    expect(json(await search({ job_title: 'a'.repeat(101) })).errors).toEqual([{ path: 'job_title', message: 'Must be at most 100 characters' }]);
    for (const limit of ['0', '51', 'many']) {
      const response = await search({ job_title: 'analyst', limit });
      expect(response.statusCode, limit).toBe(400);
      expect(json(response).errors[0].path).toBe('limit');
    }
    const unknown = await search({ job_title: 'analyst', sector: 'finance' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toEqual([{ path: 'sector', message: 'Unknown field' }]);
  });

  it('is for approved recruiters and recruiter admins', async () => {
    expect((await search({ job_title: 'nurse' }, admin)).statusCode).toBe(200);
    expect((await search({ job_title: 'nurse' }, candidate)).statusCode).toBe(403);
    expect((await search({ job_title: 'nurse' }, pending)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/recruiter/post-job/search/?job_title=nurse' })).statusCode).toBe(401);
  });
});

describe('one standard job profile', () => {
  it('shows the profile in English: skills by catalogue name, most important first, required from importance 4', async () => {
    const response = await profile('occ:13-2011.00');
    expect(response.statusCode).toBe(200);
    const data = json(response).data;
    const occupation = loadCatalogue().occupationsById.get('occ:13-2011.00')!;
    expect(data).toMatchObject({
      id: 'occ:13-2011.00',
      title: 'Accountants and Auditors',
      description: occupation.description.en,
      typical_education: occupation.typical_education,
      typical_experience_years: occupation.typical_experience_years,
      job_zone: 4,
      // The shipped catalogue holds no task statements, and none are made up.
      tasks: [],
    });
    expect(data.skills[0]).toEqual({ id: 'skill:accounting', name: 'Accounting', importance: 5, required: true });
    expect(data.skills.map((skill: { importance: number }) => skill.importance)).toEqual(occupation.core_skills.map((skill) => skill.importance));
    for (const skill of data.skills) expect(skill.required, skill.id).toBe(skill.importance >= 4);
    expect(data.skills.some((skill: { required: boolean }) => !skill.required)).toBe(true);
  });

  it('shows it in Arabic', async () => {
    const data = json(await profile('occ:13-2011.00', admin, 'ar')).data;
    expect(data).toMatchObject({ title: 'محاسب ومراجع', description: loadCatalogue().occupationsById.get('occ:13-2011.00')!.description.ar });
    expect(data.skills[0]).toMatchObject({ id: 'skill:accounting', name: 'المحاسبة' });
  });

  it('answers the tasks an import brought, in the reader’s language', async () => {
    const shipped = loadCatalogue();
    const occupations = shipped.occupations.map((occupation) =>
      occupation.id === 'occ:13-2011.00'
        ? { ...occupation, tasks: { en: ['Examine financial statements for accuracy.', 'Prepare tax returns.'], ar: [] } }
        : occupation,
    );
    installCatalogue({ ...shipped, occupations, occupationsById: new Map(occupations.map((occupation) => [occupation.id, occupation])) } satisfies Catalogue);
    try {
      expect(json(await profile('occ:13-2011.00')).data.tasks).toEqual(['Examine financial statements for accuracy.', 'Prepare tax returns.']);
      expect(json(await profile('occ:13-2011.00', recruiter, 'ar')).data.tasks).toEqual([]);
    } finally {
      installCatalogue(shipped);
    }
  });

  it('answers 404 for an unknown profile and 400 for an id that cannot be one, in English and Arabic', async () => {
    const unknown = await profile('occ:99-9999.99');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Standard job profile not found');
    expect(json(await profile('occ:99-9999.99', recruiter, 'ar')).message).toBe('الملف الوظيفي المعياري غير موجود');
    const bad = await profile('not an occupation');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual([{ path: 'id', message: 'Choose a standard job profile from the list' }]);
  });

  it('is for approved recruiters and recruiter admins', async () => {
    expect((await profile('occ:13-2011.00', candidate)).statusCode).toBe(403);
    expect((await profile('occ:13-2011.00', pending)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/recruiter/post-job/standard/occ%3A13-2011.00' })).statusCode).toBe(401);
  });
});
