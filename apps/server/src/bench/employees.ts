/**
 * `npm run bench -- employees`: a company's employees imported from CSV (files at the row cap) and the talent
 * manager's views, which score every employee against every published job of the company when asked
 * (decisions 0047, 0048), timed through the HTTP layer on a seeded demo database.
 */
import { performance } from 'node:perf_hooks';
import { EMPLOYEE_IMPORT_MAX_ROWS } from '@masar/shared/employees';
import type { App } from '../app.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { refreshCompanyMatches } from '../modules/employees/employee-matches.service.ts';

export interface EmployeesBenchResult {
  employees: number;
  jobs: number;
  importMs: number[];
  /** The queued job's work after the imports: every employee against every published job, stored. */
  recomputeMs: number;
  dashboard: { p50: number; p95: number };
  jobPage: { p50: number; p95: number };
}

/** Titles and skills near the demo company's published jobs, so the matches are real ones. */
const PROFILES = [
  ['Data Analyst', 'SQL;Power BI;Data visualisation;Microsoft Excel'],
  ['Data Engineer', 'Python;SQL;Apache Spark;ETL development'],
  ['Software Developer', 'TypeScript;Node.js;Docker'],
  ['Graphic Designer', 'Adobe Photoshop;Graphic design'],
  ['Network Administrator', 'Network security;Python'],
  ['Marketing Coordinator', 'Content writing;Social media marketing'],
] as const;

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { p50: Math.round(at(50) * 10) / 10, p95: Math.round(at(95) * 10) / 10 };
}

async function timed(work: () => Promise<{ statusCode: number; body: string }>): Promise<number> {
  const started = performance.now();
  const response = await work();
  if (response.statusCode !== 200) throw new Error(`benchmark call failed: ${response.statusCode} ${response.body}`);
  return performance.now() - started;
}

async function tokenOf(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/user/auth/login-user/', payload: { email, password } });
  return response.json<{ data: { token: string } }>().data.token;
}

export async function benchmarkEmployees(app: App, { files = 3, runs = 20 } = {}): Promise<EmployeesBenchResult> {
  await seedDemo(app.ctx.db);
  const recruiter = await tokenOf(app, 'recruiter@masar.demo', 'Masar#Hire26');
  const talentManager = await tokenOf(app, 'talent@masar.demo', 'Masar#Talent26');
  const importMs: number[] = [];
  for (let file = 0; file < files; file++) {
    const rows = Array.from({ length: EMPLOYEE_IMPORT_MAX_ROWS }, (_, i) => {
      const [title, skills] = PROFILES[i % PROFILES.length]!;
      return `Employee ${file}-${i},bench-${file}-${i}@nakheel.demo,${title},${skills}`;
    });
    const csv = ['name,email,title,skills', ...rows].join('\n');
    importMs.push(Math.round(await timed(() => app.inject({ method: 'POST', url: '/api/recruiter/employees/import/', headers: { token: recruiter }, payload: { csv } }))));
  }
  const me = await app.inject({ method: 'GET', url: '/api/user/', headers: { token: recruiter } });
  const companyId = me.json<{ data: { companyDetail: { id: string } } }>().data.companyDetail.id;
  const recomputeStarted = performance.now();
  await refreshCompanyMatches(app.ctx, companyId, true);
  const recomputeMs = Math.round(performance.now() - recomputeStarted);
  const get = (url: string) => () => app.inject({ method: 'GET', url, headers: { token: talentManager } });
  const jobs = (await get('/api/talent-manager/jobs/')()).json<{ data: { results: Array<{ job_id: string }> } }>().data.results;
  const dashboard: number[] = [];
  const jobPage: number[] = [];
  for (let run = 0; run < runs; run++) {
    dashboard.push(await timed(get('/api/talent-manager/dashboard/')));
    jobPage.push(await timed(get(`/api/talent-manager/jobs/${jobs[run % jobs.length]!.job_id}/`)));
  }
  const { data } = (await get('/api/talent-manager/dashboard/')()).json<{ data: { employees_count: number } }>();
  return { employees: data.employees_count, jobs: jobs.length, importMs, recomputeMs, dashboard: percentiles(dashboard), jobPage: percentiles(jobPage) };
}
