/**
 * The stored internal matches (decision 0048, amended): the views read what the `employees.match-company` job
 * stored, say when a change has not been computed yet, and the sweep computes what a lost job left asked for.
 * The workers are off, so each computation happens exactly when the test runs it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees as employeeRows } from '../src/db/schema/employees.ts';
import { jobs as jobRows } from '../src/db/schema/jobs.ts';
import { employeeMatchesSweepJob } from '../src/modules/employees/employees.jobs.ts';
import { markMatchesRequested } from '../src/modules/employees/employee-matches.repository.ts';
import { refreshCompanyMatches } from '../src/modules/employees/employee-matches.service.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createCompany, recruiterCallers, ROLE_IDS, tokenOf, type RecruiterCallers } from './helpers/factories.ts';

let t: TestApp;
let callers: RecruiterCallers;
let talentManager: string;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { token }, ...(payload ? { payload } : {}) });

async function publish(jobTitle: string, skills: string[]): Promise<string> {
  const posted = await call('POST', 'recruiter/post-job/', callers.recruiter, {
    job_title: jobTitle,
    sector: 'technology',
    job_type: 'full_time',
    experience: { value: 0, unit: 'years' },
    skills: skills.map((id) => ({ id, importance: 'must_have' })),
    description: `We need a ${jobTitle} to join our team and grow with us over the coming years.`,
  });
  const id: string = json(posted).data.job.jid;
  expect((await call('POST', `recruiter/publish-job/${id}`, callers.recruiter)).statusCode).toBe(200);
  return id;
}

const employees = async () => json(await call('GET', 'recruiter/employees/', callers.recruiter)).data;
const dashboard = async () => json(await call('GET', 'talent-manager/dashboard/', talentManager)).data;

beforeAll(async () => {
  t = await createTestApp({ runWorkers: false });
  callers = await recruiterCallers(t.app, 'Stored Matches Co', 'Elsewhere Co');
  talentManager = await tokenOf(t.app, { role_id: ROLE_IDS['talent manager'], company_id: callers.companyId });
});
afterAll(() => t.close());

describe('stored internal matches', () => {
  let analystJob: string;

  it('an import is shown as being updated until its computation, then with each employee’s best job', async () => {
    analystJob = await publish('Data Analyst', ['skill:sql', 'skill:power-bi']);
    const imported = await call('POST', 'recruiter/employees/import/', callers.recruiter, {
      csv: 'name,email,title,skills\nReem,reem@stored.example,Data Analyst,SQL;Power BI\nSami,sami@stored.example,Chef,Cooking\n',
    });
    expect(json(imported).data.imported).toBe(2);

    const before = await employees();
    expect(before.matches_updating).toBe(true);
    expect(before.results.map((row: { best_match: unknown }) => row.best_match)).toEqual([null, null]);
    expect((await dashboard()).matches_updating).toBe(true);

    await refreshCompanyMatches(t.app.ctx, callers.companyId);
    const after = await employees();
    expect(after.matches_updating).toBe(false);
    const reem = after.results.find((row: { name: string }) => row.name === 'Reem');
    expect(reem.best_match).toMatchObject({ job_id: analystJob, job_title: 'Data Analyst' });
    expect(after.results.find((row: { name: string }) => row.name === 'Sami').best_match).toBeNull();

    const board = await dashboard();
    expect(board.matches_updating).toBe(false);
    expect(board.jobs).toEqual([
      expect.objectContaining({ job_id: analystJob, matches_count: 1, best: [expect.objectContaining({ name: 'Reem' })] }),
    ]);
    // The stored score is the one the job page explains afresh.
    const page = json(await call('GET', `talent-manager/jobs/${analystJob}/`, talentManager)).data;
    expect(page.employees[0].score).toBeCloseTo(board.jobs[0].best[0].score, 5);
  });

  it('a job published later counts only once computed; the sweep computes a company whose job was lost', async () => {
    const secondJob = await publish('Business Intelligence Analyst', ['skill:power-bi']);
    // The job's event would queue the computation; with the workers off, it is as if that send was lost.
    await markMatchesRequested(t.app.ctx.db, callers.companyId);
    expect((await dashboard()).jobs.find((job: { job_id: string }) => job.job_id === secondJob).matches_count).toBe(0);
    await employeeMatchesSweepJob.handle({}, t.app.ctx);
    const board = await dashboard();
    expect(board.matches_updating).toBe(false);
    expect(board.jobs.find((job: { job_id: string }) => job.job_id === secondJob).matches_count).toBe(1);
  });

  it('a computation meeting its company being deleted (a demo reseed) waits for it before touching any match, and writes none', async (context) => {
    const connectionString = t.database.connectionString;
    // One connection (the embedded database): no second transaction can hold the company meanwhile.
    if (connectionString === undefined) return context.skip();
    const companyId = await createCompany(t.app, 'Reseeded Co');
    await t.app.ctx.db.insert(employeeRows).values({ company_id: companyId, name: 'Hala', email: 'hala@reseeded.example', title: 'Data Analyst', skill_ids: ['skill:sql'], source: 'import' });
    await t.app.ctx.db.insert(jobRows).values({
      company_id: companyId, job_title: 'Data Analyst', sector: 'technology', job_type: 'full_time', status: 'published',
      description: 'A job of a company about to be deleted.', public_key: randomBytes(8).toString('hex'), published_at: new Date(),
    });
    await refreshCompanyMatches(t.app.ctx, companyId, true);

    // The reseed's deletion holds the company, its employees, its jobs and their matches, uncommitted.
    const reseed = new pg.Client({ connectionString });
    await reseed.connect();
    try {
      await reseed.query('begin');
      await reseed.query('delete from companies where id = $1', [companyId]);
      const reseedPid = (await reseed.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const computing = refreshCompanyMatches(t.app.ctx, companyId, true);
      await vi.waitFor(async () => {
        const { rows } = await t.database.executeSql('select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [reseedPid]);
        expect(rows).toEqual([{ n: 1 }]);
      }, { timeout: 30_000, interval: 100 });
      // Waiting, it holds nothing of the match table: a cascade that reaches the matches cannot wait for it
      // while it waits for the cascade's rows (the deadlock of the reseed, before the parents were locked first).
      const { rows: held } = await t.database.executeSql(
        `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
         where c.relname = 'employee_job_matches' and l.granted and l.pid <> $1 and l.pid <> pg_backend_pid()`,
        [reseedPid],
      );
      expect(held).toEqual([{ n: 0 }]);
      await reseed.query('commit');
      await expect(computing).resolves.toBeUndefined();
    } finally {
      await reseed.end();
    }
    const { rows } = await t.database.executeSql('select count(*)::int as n from employee_job_matches where company_id = $1', [companyId]);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
