/**
 * The talent manager's area (decision 0048): the company's employees' readiness for its published jobs, read
 * from the stored matches that the `employees.match-company` job keeps up to date; only what a page explains
 * (a job's fifty best employees) is scored again, for its words.
 */
import type { TalentDashboard, TalentJob, TalentJobDetail } from '@masar/shared/employees';
import type { JobLocation } from '@masar/shared/jobs';
import type { Locale } from '@masar/shared/messages';
import type { GapToClose } from '@masar/engines/upskilling/recommend-courses';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { JobRecord } from '../jobs/jobs.service.ts';
import { coursesForGaps, gapToClose } from '../matching/candidate-matches.service.ts';
import {
  findMatchRun,
  readBestPerJob,
  readJobMatchCounts,
  readJobRanking,
  readWorkforceGaps,
} from './employee-matches.repository.ts';
import { matchesPending } from './employee-matches.service.ts';
import { companyJobs, employeeInputs, matchOne } from './internal-matching.ts';
import { countCompanyEmployees } from './employees.repository.ts';

/** The dashboard shows each job's three best employees, and the fifteen gaps most employees share. */
const BEST_PER_JOB = 3;
const TOP_GAPS = 15;
/** A job's page explains its fifty best employees; the count says how many fit in all. */
const RANKED_ON_JOB_PAGE = 50;

function locationOf(record: JobRecord): JobLocation {
  return { city: record.job.location_city, country: record.job.location_country, workplace: record.job.workplace };
}

function talentJob(record: JobRecord, counts: ReadonlyMap<string, { count: number; best: number }>): TalentJob {
  const counted = counts.get(record.job.id);
  return {
    job_id: record.job.id,
    job_title: record.job.job_title,
    location: locationOf(record),
    matches_count: counted?.count ?? 0,
    best_score: counted?.best ?? null,
  };
}

/** The company's published jobs with their stored counts; someone of no company reads an empty company. */
async function companyJobsWithCounts(ctx: AppContext, companyId: string | null) {
  if (companyId === null) return { records: [], counts: new Map<string, { count: number; best: number }>() };
  const [records, counts] = await Promise.all([companyJobs(ctx, companyId), readJobMatchCounts(ctx.db, companyId)]);
  return { records, counts };
}

/** GET talent-manager/dashboard/: best internal matches per job, the workforce's gaps, the courses that close most. */
export async function talentDashboard(ctx: AppContext, caller: Caller, locale: Locale): Promise<TalentDashboard> {
  const companyId = caller.companyId;
  const empty = { employees_count: 0, jobs: [], gaps: [], courses: { job_id: null, ...coursesForGaps([], locale) }, matches_updating: false };
  if (companyId === null) return empty;
  const [{ records, counts }, best, lacking, employeesCount, run] = await Promise.all([
    companyJobsWithCounts(ctx, companyId),
    readBestPerJob(ctx.db, companyId, BEST_PER_JOB),
    readWorkforceGaps(ctx.db, companyId),
    countCompanyEmployees(ctx.db, companyId),
    findMatchRun(ctx.db, companyId),
  ]);
  // A gap counts once per employee who lacks it for a job they fit: how many people a course would help.
  const gaps = lacking
    .map((gap) => ({ ...gap, name: gapToClose({ id: gap.id, name: gap.id }, 0, locale).name }))
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
    jobs: records.map((record) => ({
      ...talentJob(record, counts),
      best: best
        .filter((ranked) => ranked.job_id === record.job.id)
        .map(({ employee, score }) => ({ employee_id: employee.id, name: employee.name, score })),
    })),
    gaps: gaps.slice(0, TOP_GAPS),
    courses: { job_id: null, ...coursesForGaps(toClose, locale) },
    matches_updating: matchesPending(run),
  };
}

/** GET talent-manager/jobs/: the company's published jobs with how many employees fit each. */
export async function talentJobs(ctx: AppContext, caller: Caller) {
  const { records, counts } = await companyJobsWithCounts(ctx, caller.companyId);
  const results = records.map((record) => talentJob(record, counts));
  return { total: results.length, results };
}

/** GET talent-manager/jobs/{id}/: one of the company's published jobs with its employees ranked; any other job is 404. */
export async function talentJobDetail(
  ctx: AppContext,
  caller: Caller,
  jobId: string,
  locale: Locale,
): Promise<TalentJobDetail> {
  const { records, counts } = await companyJobsWithCounts(ctx, caller.companyId);
  const record = records.find((candidate) => candidate.job.id === jobId);
  if (!record || caller.companyId === null) throw new AppError('NOT_FOUND', 'job.notFound');
  const ranked = await readJobRanking(ctx.db, caller.companyId, jobId, RANKED_ON_JOB_PAGE);
  const inputs = await employeeInputs(ctx, ranked.map(({ employee }) => employee));
  return {
    job: talentJob(record, counts),
    employees: inputs
      .map((input) => ({ input, match: matchOne(input, record, locale) }))
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
