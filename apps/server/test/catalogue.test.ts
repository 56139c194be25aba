/**
 * The catalogue calls of spec §7 (common): POST skills/, POST skill-groups/ and GET autocomplete/name, for
 * any signed-in user (decision 0019), in English and Arabic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, ROLE_IDS } from './helpers/factories.ts';

let t: TestApp;
let candidate: string;
let recruiter: string;

beforeAll(async () => {
  t = await createTestApp();
  candidate = (await logIn(t.app, (await createUser(t.app)).email)).token;
  recruiter = (await logIn(t.app, (await createUser(t.app, { role_id: ROLE_IDS.recruiter })).email)).token;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, token: string | null = candidate, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `/api/user/${url}`, headers: { lang, ...(token ? { token } : {}) }, payload: payload as object });
const autocomplete = (query: Record<string, string>, token: string | null = candidate, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/autocomplete/name?${new URLSearchParams(query).toString()}`,
    headers: { lang, ...(token ? { token } : {}) },
  });

const python = { id: 'skill:python', name: 'Python', type: 'tool', category: 'programming-languages', category_name: 'Programming Languages' };

describe('who may call them', () => {
  it('refuses anonymous callers with 401', async () => {
    for (const response of [
      await post('skills/', { search: 'python' }, null),
      await post('skill-groups/', { skills: ['Python'] }, null),
      await autocomplete({ input: 'nurse' }, null),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please log in to continue' });
    }
  });

  it('answers any signed-in user, candidate or recruiter', async () => {
    for (const token of [candidate, recruiter]) {
      expect((await post('skills/', { search: 'python' }, token)).statusCode).toBe(200);
      expect((await post('skill-groups/', { skills: ['Python'] }, token)).statusCode).toBe(200);
      expect((await autocomplete({ input: 'nurse' }, token)).statusCode).toBe(200);
    }
  });
});

describe('POST skills/', () => {
  it('finds skills by the start of a name or alias, trimmed and in any case, with the name in the language asked', async () => {
    const response = await post('skills/', { search: '  PYTH ' });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({ total: 1, results: [python], pagination: { page: 0, limit: 10 } });
    const arabic = json(await post('skills/', { search: 'بايث' }, candidate, 'ar')).data;
    expect(arabic.results).toEqual([
      { id: 'skill:python', name: 'بايثون', type: 'tool', category: 'programming-languages', category_name: 'لغات البرمجة' },
    ]);
  });

  it('puts the skill the text names exactly first (an alias), then the others that start with it', async () => {
    const { results } = json(await post('skills/', { search: 'excel' })).data;
    expect(results[0].id).toBe('skill:microsoft-excel');
    expect(results.map((s: { id: string }) => s.id)).toContain('skill:excel-macros');
  });

  it('finds a skill by its Arabic transliteration or a word inside its name, exact before starts-with before a later word before inside a word', async () => {
    const spark = json(await post('skills/', { search: 'سبارك' }, candidate, 'ar')).data;
    expect(spark.results[0]).toMatchObject({ id: 'skill:apache-spark', name: 'أباتشي سبارك' });
    // Written without hamza and with ى for ي, it still names the skill.
    expect(json(await post('skills/', { search: 'اباتشى سبارك' }, candidate, 'ar')).data.results[0].id).toBe('skill:apache-spark');
    const words = json(await post('skills/', { search: 'spark', limit: 100 })).data.results.map((s: { id: string }) => s.id);
    expect(words).toContain('skill:apache-spark');
    const script = json(await post('skills/', { search: 'script', limit: 100 })).data.results.map((s: { id: string }) => s.id);
    expect(script).toContain('skill:javascript');
    expect(script.indexOf('skill:javascript')).toBeGreaterThan(script.findIndex((id: string) => id !== 'skill:javascript'));
  });

  it('pages the results', async () => {
    const all = json(await post('skills/', { search: 'a', limit: 100 })).data;
    expect(all.total).toBeGreaterThan(100);
    const second = json(await post('skills/', { search: 'a', page: 1, limit: 3 })).data;
    expect(second).toMatchObject({ total: all.total, pagination: { page: 1, limit: 3 } });
    expect(second.results).toEqual(all.results.slice(3, 6));
    expect(json(await post('skills/', { search: 'zzzq' })).data).toMatchObject({ total: 0, results: [] });
  });

  it('refuses empty, blank, missing and over-long text, bad paging and unknown fields, in English and Arabic', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ search: '' }, 'Field is required', 'هذا الحقل مطلوب'],
      [{ search: '   ' }, 'Field is required', 'هذا الحقل مطلوب'],
      [{}, 'Field is required', 'هذا الحقل مطلوب'],
      [{ search: 'x'.repeat(101) }, 'Must be at most 100 characters', 'يجب ألا يزيد على 100 حرفًا'],
      [{ search: 42 }, 'Invalid value', 'قيمة غير صالحة'],
      [{ search: 'python', limit: 101 }, 'Limit must be from 1 to 100', 'يجب أن يكون الحد بين 1 و100'],
      [{ search: 'python', page: -1 }, 'Page must be 0 or more', 'يجب أن تكون الصفحة 0 أو أكثر'],
      [{ search: 'python', sort: 'name' }, 'Unknown field', 'حقل غير معروف'],
    ];
    for (const [body, en, ar] of cases) {
      const english = await post('skills/', body);
      expect(english.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(english)).toMatchObject({ code: 'VALIDATION_ERROR', message: en });
      expect(json(await post('skills/', body, candidate, 'ar')).message).toBe(ar);
    }
  });
});

describe('POST skill-groups/', () => {
  it("groups skills named by id or name, in either language, by catalogue category with the category's name", async () => {
    const response = await post('skill-groups/', { skills: ['Python', 'skill:sql', 'excel', 'بايثون', 'Teamwork', 'Quantum basket weaving'] });
    expect(response.statusCode).toBe(200);
    const { groups, unmatched } = json(response).data;
    expect(groups.map((g: { category: string; name: string; skills: Array<{ id: string }> }) => [g.category, g.name, g.skills.map((s) => s.id)])).toEqual([
      ['programming-languages', 'Programming Languages', ['skill:python', 'skill:sql']],
      ['office-productivity', 'Office and Productivity Software', ['skill:microsoft-excel']],
      ['leadership', 'Leadership and Teamwork', ['skill:teamwork']],
    ]);
    expect(groups[0].skills[0]).toEqual(python);
    expect(unmatched).toEqual(['Quantum basket weaving']);
  });

  it('names the categories and skills in Arabic when asked', async () => {
    const { groups } = json(await post('skill-groups/', { skills: ['skill:python'] }, candidate, 'ar')).data;
    expect(groups).toEqual([
      {
        category: 'programming-languages',
        name: 'لغات البرمجة',
        skills: [{ id: 'skill:python', name: 'بايثون', type: 'tool', category: 'programming-languages', category_name: 'لغات البرمجة' }],
      },
    ]);
  });

  it('refuses no skills, more than 100, an empty or over-long name, in English and Arabic', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ skills: [] }, 'Send from 1 to 100 skills', 'أرسل من مهارة واحدة إلى 100 مهارة'],
      [{ skills: Array.from({ length: 101 }, (_, i) => `skill ${i}`) }, 'Send from 1 to 100 skills', 'أرسل من مهارة واحدة إلى 100 مهارة'],
      [{}, 'Field is required', 'هذا الحقل مطلوب'],
      [{ skills: 'Python' }, 'Invalid value', 'قيمة غير صالحة'],
      [{ skills: ['Python', ' '] }, 'Field is required', 'هذا الحقل مطلوب'],
      [{ skills: ['y'.repeat(101)] }, 'Must be at most 100 characters', 'يجب ألا يزيد على 100 حرفًا'],
    ];
    for (const [body, en, ar] of cases) {
      const english = await post('skill-groups/', body);
      expect(english.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(json(english).message).toBe(en);
      expect(json(await post('skill-groups/', body, candidate, 'ar')).message).toBe(ar);
    }
  });
});

describe('GET autocomplete/name', () => {
  it("suggests job titles from the occupations' titles and alternate titles, best first", async () => {
    const response = await autocomplete({ input: 'Software Dev' });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.slice(0, 2)).toEqual([
      { title: 'Software Developers', occupation_id: 'occ:15-1252.00', occupation_title: 'Software Developers', onet_soc_code: '15-1252.00', job_zone: 4 },
      { title: 'Software Developer', occupation_id: 'occ:15-1252.00', occupation_title: 'Software Developers', onet_soc_code: '15-1252.00', job_zone: 4 },
    ]);
  });

  it('ranks titles that start with the input before those with a later word that does', async () => {
    const titles = json(await autocomplete({ input: 'nurse', limit: '20' })).data.map((s: { title: string }) => s.title);
    expect(titles[0]).toMatch(/^Nurse/);
    expect(titles).toContain('Registered Nurses');
    expect(titles.indexOf('Registered Nurses')).toBeGreaterThan(titles.findLastIndex((title: string) => title.startsWith('Nurse')));
    expect(titles).toHaveLength(20);
  });

  it('finds Arabic titles, with the occupation named in Arabic', async () => {
    const data = json(await autocomplete({ input: 'محاسب' }, candidate, 'ar')).data;
    expect(data.length).toBeGreaterThan(1);
    expect(data[0].title.startsWith('محاسب')).toBe(true);
    expect(data.find((s: { occupation_id: string }) => s.occupation_id === 'occ:13-2011.00')).toMatchObject({ occupation_title: 'محاسب ومراجع' });
  });

  it('refuses empty, over-long, bad limits and unknown parameters, in English and Arabic', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ input: '' }, 'Field is required', 'هذا الحقل مطلوب'],
      [{ input: '  ' }, 'Field is required', 'هذا الحقل مطلوب'],
      [{}, 'Field is required', 'هذا الحقل مطلوب'],
      [{ input: 'n'.repeat(101) }, 'Must be at most 100 characters', 'يجب ألا يزيد على 100 حرفًا'],
      [{ input: 'nurse', limit: '21' }, 'Invalid value', 'قيمة غير صالحة'],
      [{ input: 'nurse', limit: 'ten' }, 'Invalid value', 'قيمة غير صالحة'],
      [{ input: 'nurse', country: 'SA' }, 'Unknown field', 'حقل غير معروف'],
    ];
    for (const [query, en, ar] of cases) {
      const english = await autocomplete(query);
      expect(english.statusCode, JSON.stringify(query)).toBe(400);
      expect(json(english).message).toBe(en);
      expect(json(await autocomplete(query, candidate, 'ar')).message).toBe(ar);
    }
  });
});
