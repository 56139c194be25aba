import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
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
  it('seeds a recruiter admin, a recruiter and two candidates who can log in, verified, onboarded and approved', async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
    const logins = await seedDemo(t.database.db);
    expect(logins.map((login) => login.role)).toEqual(['recruiter admin', 'recruiter', 'candidate', 'candidate']);
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
    expect(states).toEqual(['RECRUITER_ADMIN', 'RECRUITER', 'CANDIDATE', 'CANDIDATE']);
    const lines = formatDemoLogins(logins).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/recruiter admin\s+admin@masar\.demo\s+\S+/);
  });

  it('seeds again without duplicates', async () => {
    await seedDemo(t.database.db);
    const rows = await t.database.executeSql(`select count(*)::int as n from users where email like '%@masar.demo'`);
    expect(rows.rows).toEqual([{ n: 4 }]);
    const jobs = await t.database.executeSql(`select count(*)::int as n, count(distinct sector)::int as sectors, count(distinct company_id)::int as companies from jobs where status = 'published'`);
    const { n, sectors, companies } = jobs.rows[0] as { n: number; sectors: number; companies: number };
    expect(n).toBeGreaterThanOrEqual(60);
    expect(sectors).toBeGreaterThanOrEqual(15);
    expect(companies).toBeGreaterThanOrEqual(8);
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
