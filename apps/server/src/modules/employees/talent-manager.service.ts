/**
 * The talent manager's area (decision 0048): the company's employees' readiness for its published jobs. Every
 * view scores the company's employees against its jobs fresh (a company's hundreds of employees times tens
 * of jobs is a few milliseconds of the engine), so it always reflects the latest imports and resumes.
 */
import type { TalentDashboard, TalentJob, TalentJobDetail } from '@masar/shared/employees';
import type { Locale } from '@masar/shared/messages';
import type { PreparedJob } from '@masar/engines/matching/score-match';
import type { GapToClose } from '@masar/engines/upskilling/recommend-courses';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { JobRecord } from '../jobs/jobs.service.ts';
import { coursesForGaps, gapToClose } from '../matching/candidate-matches.service.ts';
import { companyEmployeesAndJobs } from './employees.service.ts';
import {
  employeeInputs,
  gapsFor,
  matchOne,
  preparedJobOf,
  rankForJob,
  type ScoredEmployee,
} from './internal-matching.ts';

/** The dashboard shows each job's three best employees, and the fifteen gaps most employees share. */
const BEST_PER_JOB = 3;
const TOP_GAPS = 15;
/** A job's page explains its fifty best employees; the count says how many fit in all. */
const RANKED_ON_JOB_PAGE = 50;

interface JobWithRanking {
  record: JobRecord;
  job: PreparedJob;
  ranked: ScoredEmployee[];
}

async function rankCompany(ctx: AppContext, caller: Caller, only?: (record: JobRecord) => boolean) {
  const { rows, records: allRecords } = await companyEmployeesAndJobs(ctx, caller);
  const records = only ? allRecords.filter(only) : allRecords;
  const inputs = await employeeInputs(ctx, rows);
  const jobs: JobWithRanking[] = records.map((record) => {
    const job = preparedJobOf(record);
    return { record, job, ranked: rankForJob(inputs, job) };
  });
  return { employeesCount: rows.length, jobs };
}

function locationOf(record: JobRecord): string {
  return [record.job.location_city, record.job.location_country]
    .filter((part) => part !== null && part !== '')
    .join(', ');
}

function talentJob({ record, ranked }: JobWithRanking): TalentJob {
  return {
    job_id: record.job.id,
    job_title: record.job.job_title,
    location: locationOf(record),
    matches_count: ranked.length,
    best_score: ranked[0]?.score ?? null,
  };
}

/** GET talent-manager/dashboard/: best internal matches per job, the workforce's gaps, the courses that close most. */
export async function talentDashboard(ctx: AppContext, caller: Caller, locale: Locale): Promise<TalentDashboard> {
  const { employeesCount, jobs } = await rankCompany(ctx, caller);
  // A gap counts once per employee who lacks it for a job they fit: how many people a course would help.
  const lacking = new Map<string, { name: string; employees: Set<string>; required: boolean }>();
  for (const { job, ranked } of jobs) {
    for (const { input } of ranked) {
      for (const gap of gapsFor(input, job)) {
        const entry = lacking.get(gap.id) ?? { name: gap.name, employees: new Set<string>(), required: false };
        entry.employees.add(input.row.id);
        entry.required ||= gap.required;
        lacking.set(gap.id, entry);
      }
    }
  }
  const gaps = [...lacking.entries()]
    .map(([id, entry]) => ({
      id,
      name: gapToClose({ id, name: entry.name }, 0, locale).name,
      employees_lacking: entry.employees.size,
      required: entry.required,
    }))
    .sort(
      (a, b) =>
        b.employees_lacking - a.employees_lacking ||
        Number(b.required) - Number(a.required) ||
        a.name.localeCompare(b.name),
    );
  const toClose: GapToClose[] = gaps.map((gap) =>
    gapToClose(gap, gap.employees_lacking * (gap.required ? 2 : 1), locale),
  );
  return {
    employees_count: employeesCount,
    jobs: jobs.map((job) => ({
      ...talentJob(job),
      best: job.ranked
        .slice(0, BEST_PER_JOB)
        .map(({ input, score }) => ({ employee_id: input.row.id, name: input.row.name, score })),
    })),
    gaps: gaps.slice(0, TOP_GAPS),
    courses: { job_id: null, ...coursesForGaps(toClose, locale) },
  };
}

/** GET talent-manager/jobs/: the company's published jobs with how many employees fit each. */
export async function talentJobs(ctx: AppContext, caller: Caller) {
  const { jobs } = await rankCompany(ctx, caller);
  const results = jobs.map(talentJob);
  return { total: results.length, results };
}

/** GET talent-manager/jobs/{id}/: one of the company's published jobs with its employees ranked; any other job is 404. */
export async function talentJobDetail(
  ctx: AppContext,
  caller: Caller,
  jobId: string,
  locale: Locale,
): Promise<TalentJobDetail> {
  const { jobs } = await rankCompany(ctx, caller, (record) => record.job.id === jobId);
  const [job] = jobs;
  if (!job) throw new AppError('NOT_FOUND', 'job.notFound');
  return {
    job: talentJob(job),
    employees: job.ranked
      .slice(0, RANKED_ON_JOB_PAGE)
      .map(({ input }) => ({ input, match: matchOne(input, job.record, locale) }))
      .map(({ input, match }) => ({
        employee_id: input.row.id,
        name: input.row.name,
        title: input.row.title,
        score: match.score,
        matched: match.matched,
        gaps: match.gaps,
        reasons: match.reasons,
      })),
  };
}
