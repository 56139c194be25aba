import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { logIn } from './helpers/factories.ts';
import { employeeMatchesSweepJob } from '../src/modules/employees/employees.jobs.ts';
import { formatDemoLogins, isDatabaseEmpty, seedDemo } from '../src/db/seed/demo.ts';
import { restoreUserState } from '@masar/shared/user-states';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('seeds a recruiter admin, a recruiter per employer, two candidates and a talent manager who can log in, verified, onboarded and approved', async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
    const logins = await seedDemo(t.database.db);
    expect(logins.map((login) => login.role)).toEqual(['recruiter admin', 'recruiter', 'candidate', 'candidate', ...Array(7).fill('recruiter'), 'talent manager']);
    // The documented logins of the demo's main cast stay as they were.
    expect(logins.slice(0, 4).map(({ email, password }) => `${email} ${password}`)).toEqual([
      'admin@masar.demo Masar#Admin26',
      'recruiter@masar.demo Masar#Hire26',
      'sara@masar.demo Masar#Sara26',
      'daniel@masar.demo Masar#Dan26',
    ]);
    const states = [];
    for (const login of logins) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/auth/login-user/',
        payload: { email: login.email, password: login.password },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(200);
      states.push(restoreUserState(json(response).data.user));
    }
    expect(states).toEqual(['RECRUITER_ADMIN', 'RECRUITER', 'CANDIDATE', 'CANDIDATE', ...Array(7).fill('RECRUITER'), 'TALENT_MANAGER']);
    const lines = formatDemoLogins(logins).split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[0]).toMatch(/recruiter admin\s+admin@masar\.demo\s+\S+/);
  });

  it('seeds again without duplicates', async () => {
    await seedDemo(t.database.db);
    const rows = await t.database.executeSql(`select count(*)::int as n from users where email like '%@masar.demo'`);
    expect(rows.rows).toEqual([{ n: 12 }]);
    const employees = await t.database.executeSql(`select count(*)::int as n from employees`);
    expect(employees.rows).toEqual([{ n: 10 }]);
    const companies = await t.database.executeSql(`select count(*)::int as n from companies`);
    expect(companies.rows).toEqual([{ n: 8 }]);
    const jobs = await t.database.executeSql(`select count(*)::int as n, count(distinct sector)::int as sectors, count(distinct company_id)::int as companies from jobs where status = 'published'`);
    const { n, sectors, companies: employers } = jobs.rows[0] as { n: number; sectors: number; companies: number };
    expect(n).toBeGreaterThanOrEqual(40);
    expect(sectors).toBeGreaterThanOrEqual(15);
    expect(employers).toBe(8);
  });

  it('gives every employer its own jobs, each complete, posted by one of its recruiters', async () => {
    const { rows } = await t.database.executeSql(`
      select j.job_title, j.description, j.status, j.location_city, j.location_country, j.workplace, j.salary_min, j.salary_max,
             c.company_name, u.email as posted_by, u.company_id = j.company_id as poster_of_company,
             (select count(*)::int from job_skills s where s.job_id = j.id) as skills,
             (select count(*)::int from job_skills s where s.job_id = j.id and s.required) as must_haves
      from jobs j join companies c on c.id = j.company_id left join users u on u.id = j.created_by`);
    const jobs = rows as Array<{
      job_title: string; description: string; status: string; location_city: string | null; location_country: string | null; workplace: string;
      salary_min: number | null; salary_max: number | null; company_name: string; posted_by: string | null; poster_of_company: boolean; skills: number; must_haves: number;
    }>;
    const byEmployer = new Map<string, typeof jobs>();
    for (const job of jobs) byEmployer.set(job.company_name, [...(byEmployer.get(job.company_name) ?? []), job]);
    expect(byEmployer.size).toBe(8);
    // Not mostly one employer's: each has at least five, none more than a sixth of them.
    for (const [employer, list] of byEmployer) {
      expect(list.filter((job) => job.status === 'published').length, employer).toBeGreaterThanOrEqual(5);
      expect(list.length, employer).toBeLessThanOrEqual(Math.ceil(jobs.length / 6));
    }
    for (const job of jobs) {
      expect(job.description.length, job.job_title).toBeGreaterThanOrEqual(70);
      expect(job.description.length, job.job_title).toBeLessThanOrEqual(700);
      expect([job.location_city, job.location_country].every(Boolean), job.job_title).toBe(true);
      expect(job.skills, job.job_title).toBeGreaterThan(0);
      expect(job.must_haves, job.job_title).toBeGreaterThan(0);
      expect(job.posted_by, job.job_title).toMatch(/@masar\.demo$/);
      expect(job.poster_of_company, job.job_title).toBe(true);
    }
    // Each in its own words: no two postings share a description.
    expect(new Set(jobs.map((job) => job.description)).size).toBe(jobs.length);
    const withSalary = jobs.filter((job) => job.salary_min !== null || job.salary_max !== null).length;
    expect(withSalary).toBeGreaterThan(jobs.length / 3);
    expect(withSalary).toBeLessThan(jobs.length);
    expect(new Set(jobs.map((job) => job.workplace))).toEqual(new Set(['on_site', 'hybrid', 'remote']));
    const arabic = jobs.filter((job) => /[\u0600-\u06FF]/.test(job.job_title) && /[\u0600-\u06FF]/.test(job.description));
    expect(new Set(arabic.map((job) => job.company_name)).size).toBeGreaterThanOrEqual(5);
    // The demo recruiter's company shows every status.
    const nakheel = byEmployer.get('Nakheel Digital')!;
    expect(new Set(nakheel.map((job) => job.status))).toEqual(new Set(['draft', 'published', 'closed']));
    expect(nakheel.every((job) => job.posted_by === 'recruiter@masar.demo')).toBe(true);
  });

  it('shows Sara data jobs and Daniel nursing jobs, at several employers each', async () => {
    await t.app.ctx.matching.recomputeAll();
    for (const [email, password, title] of [
      ['sara@masar.demo', 'Masar#Sara26', /data/i],
      ['daniel@masar.demo', 'Masar#Dan26', /nurs|ممرض/i],
    ] as const) {
      const { token } = await logIn(t.app, email, password);
      const response = await t.app.inject({ method: 'GET', url: '/api/candidate/matching-jobs?limit=10', headers: { token } });
      expect(response.statusCode).toBe(200);
      const results = json(response).data.results as Array<{ job_title: string; company: { company_name: string }; matching_score: number }>;
      const fitting = results.filter((job) => title.test(job.job_title));
      expect(fitting.length, email).toBeGreaterThanOrEqual(3);
      expect(new Set(fitting.map((job) => job.company.company_name)).size, email).toBeGreaterThanOrEqual(3);
      expect(title.test(results[0]!.job_title), email).toBe(true);
    }
  });

  it('gives the demo candidates full profiles with catalogue skills', async () => {
    const rows = await t.database.executeSql(
      `select u.email, p.profile from candidate_profiles p join users u on u.id = p.user_id where u.email like '%@masar.demo' order by u.email`,
    );
    expect(rows.rows).toHaveLength(2);
    for (const { profile } of rows.rows as Array<{ profile: { skills: Array<{ ref_skill: unknown }>; work_history_detailed: object } }>) {
      expect(Object.keys(profile.work_history_detailed).length).toBeGreaterThan(0);
      expect(profile.skills.filter((skill) => skill.ref_skill).length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe("the demo talent manager's area", () => {
  it('shows Nakheel Digital’s employees ready for its data jobs, with the gaps they share', async () => {
    const { token } = await logIn(t.app, 'talent@masar.demo', 'Masar#Talent26');
    const dashboard = async () =>
      json(await t.app.inject({ method: 'GET', url: '/api/talent-manager/dashboard/', headers: { token } })).data;
    // Seeded employees are marked for matching; the sweep (queued at start, then every minute) computes them.
    // (Not asserted as "updating" first: the minute's sweep may already have run on this app's workers.)
    await employeeMatchesSweepJob.handle({}, t.app.ctx);
    const data = await dashboard();
    expect(data.matches_updating).toBe(false);
    expect(data.employees_count).toBe(8);
    const engineer = data.jobs.find((job: { job_title: string }) => job.job_title === 'Senior Data Engineer');
    expect(engineer.best[0]).toMatchObject({ name: 'Tariq Nasser' });
    expect(engineer.best[0].score).toBeGreaterThan(0.6);
    const analyst = data.jobs.find((job: { job_title: string }) => job.job_title === 'Data Analyst, Growth');
    expect(analyst.best.map((employee: { name: string }) => employee.name)).toContain('Reem Al-Saud');
    expect(data.gaps.length).toBeGreaterThan(3);
    expect(data.courses.categories.length).toBeGreaterThan(0);
  });
});
