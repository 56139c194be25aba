/**
 * A company's employees, for its recruiters (decision 0047): imported from CSV in one transaction (all rows
 * or none), or invited with the invitations module's mechanism; each matched to the company's jobs.
 * Ownership: everything is read through the caller's company; another company's employee answers 404.
 */
import { loadCatalogue } from '@masar/catalog/catalogue';
import {
  EMPLOYEE_IMPORT_MAX_LISTED_PROBLEMS,
  type Employee,
  type EmployeeList,
  type EmployeeMatches,
  type ImportEmployeesResult,
  type InviteEmployeeRequest,
} from '@masar/shared/employees';
import { translateMessage, type Locale, type MessageKey } from '@masar/shared/messages';
import type { AppContext, RequestMeta } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findUserById } from '../accounts/users.service.ts';
import { inviteToCompany } from '../invitations/invitations.service.ts';
import { coursesForGaps } from '../matching/candidate-matches.service.ts';
import { readEmployeeCsv } from './employee-csv.ts';
import {
  findCompanyEmployee,
  findCompanyEmployeeByEmail,
  findExistingEmails,
  insertEmployees,
  linkEmployeeAccount,
  listCompanyEmployees,
  upsertInvitedEmployee,
  type EmployeeRow,
} from './employees.repository.ts';
import { findMatchRun, markMatchesRequested, readMatchesOfCompany } from './employee-matches.repository.ts';
import { matchesPending } from './employee-matches.service.ts';
import { requestCompanyMatches, sendCompanyMatchesJob } from './employees.jobs.ts';
import {
  companyJobs,
  employeeInputs,
  employeeMatches,
  employeesMatchedOnProfile,
  gapsToClose,
  type EmployeeInput,
} from './internal-matching.ts';

/** The caller's company, for a change; a recruiter admin of no company (a portal operator) has none to change. */
export function companyOfCaller(caller: Caller): string {
  if (caller.companyId === null) throw new AppError('FORBIDDEN', 'talentManager.noCompany');
  return caller.companyId;
}

/** The company's employees and published jobs; someone of no company reads an empty company, as the job lists do. */
export async function companyEmployeesAndJobs(ctx: AppContext, caller: Caller) {
  if (caller.companyId === null) return { rows: [], records: [] };
  const [rows, records] = await Promise.all([
    listCompanyEmployees(ctx.db, caller.companyId),
    companyJobs(ctx, caller.companyId),
  ]);
  return { rows, records };
}

export function toEmployee(row: EmployeeRow, from: EmployeeInput['from'], locale: Locale): Employee {
  const catalogue = loadCatalogue();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    title: row.title,
    skills: row.skill_ids.map((id) => ({ id, name: catalogue.skillsById.get(id)?.name[locale] ?? id })),
    source: row.source,
    has_account: row.user_id !== null,
    matched_from: from,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * GET employees/: every employee of the company with their best job there, read from the stored matches
 * (higher score first; between equal scores the newer job, as the job lists order them).
 */
export async function listEmployees(ctx: AppContext, caller: Caller, locale: Locale): Promise<EmployeeList> {
  const { rows, records } = await companyEmployeesAndJobs(ctx, caller);
  if (caller.companyId === null) return { total: 0, results: [], matches_updating: false };
  const [stored, run, fromProfile] = await Promise.all([
    readMatchesOfCompany(ctx.db, caller.companyId),
    findMatchRun(ctx.db, caller.companyId),
    employeesMatchedOnProfile(ctx, rows),
  ]);
  // Only jobs still published count: a job closed a moment ago may still have stored rows until the recompute.
  const jobOrder = new Map(records.map((record, place) => [record.job.id, { place, title: record.job.job_title }]));
  const best = new Map<string, { job_id: string; job_title: string; score: number; place: number }>();
  for (const match of stored) {
    const job = jobOrder.get(match.job_id);
    if (!job) continue;
    const current = best.get(match.employee_id);
    if (!current || match.score > current.score || (match.score === current.score && job.place < current.place))
      best.set(match.employee_id, { job_id: match.job_id, job_title: job.title, score: match.score, place: job.place });
  }
  const results = rows.map((row) => {
    const match = best.get(row.id);
    return {
      ...toEmployee(row, fromProfile.has(row.id) ? 'profile' : 'import', locale),
      best_match: match ? { job_id: match.job_id, job_title: match.job_title, score: match.score } : null,
    };
  });
  return { total: results.length, results, matches_updating: matchesPending(run) };
}

/** GET employees/{id}/matches/: the jobs the employee fits, explained, and the courses that close their gaps. */
export async function getEmployeeMatches(
  ctx: AppContext,
  caller: Caller,
  id: string,
  locale: Locale,
): Promise<EmployeeMatches> {
  const companyId = caller.companyId;
  const row = companyId === null ? undefined : await findCompanyEmployee(ctx.db, companyId, id);
  if (!row || companyId === null) throw new AppError('NOT_FOUND', 'employees.notFound');
  const [[input], records] = await Promise.all([employeeInputs(ctx, [row]), companyJobs(ctx, companyId)]);
  const matches = employeeMatches(input!, records, locale);
  return {
    employee: toEmployee(row, input!.from, locale),
    matches,
    courses: { job_id: null, ...coursesForGaps(gapsToClose(matches, locale), locale) },
  };
}

/**
 * POST employees/import/: every row checked (the file's own problems, then addresses the company already
 * has); any problem and nothing is written. The rows go in one statement inside one transaction, so a
 * concurrent import of the same address fails whole on the unique index instead of half-succeeding.
 */
export async function importEmployees(
  ctx: AppContext,
  caller: Caller,
  csv: string,
  locale: Locale,
): Promise<{ result: ImportEmployeesResult; message: MessageKey; count: number }> {
  const companyId = companyOfCaller(caller);
  const { rows, problems } = readEmployeeCsv(csv);
  const existing = await findExistingEmails(
    ctx.db,
    companyId,
    rows.map((row) => row.email),
  );
  for (const row of rows) {
    if (existing.has(row.email))
      problems.push({ line: row.line, column: 'email', key: 'employees.emailAlreadyEmployee' });
  }
  if (problems.length > 0) {
    const errors = problems
      .sort((a, b) => a.line - b.line)
      .slice(0, EMPLOYEE_IMPORT_MAX_LISTED_PROBLEMS)
      .map((problem) => ({
        line: problem.line,
        column: problem.column,
        message: translateMessage(problem.key, locale, problem.params),
      }));
    return {
      result: { imported: 0, errors, errors_total: problems.length },
      message: 'employees.importRejected',
      count: 0,
    };
  }
  const imported = await ctx.db.transaction(async (tx) => {
    const count = await insertEmployees(
      tx,
      rows.map((row) => ({
        company_id: companyId,
        name: row.name,
        email: row.email,
        title: row.title,
        skill_ids: row.skillIds,
        source: 'import' as const,
      })),
    );
    await markMatchesRequested(tx, companyId);
    return count;
  });
  await sendCompanyMatchesJob(ctx, companyId);
  return { result: { imported, errors: [], errors_total: 0 }, message: 'employees.imported', count: imported };
}

/**
 * POST employees/invite/: the employee row (kept if they were imported already) and an invitation of the
 * kind 'employee'; when they join, the invitations module announces it and the row is linked to the account.
 */
export async function inviteEmployee(
  ctx: AppContext,
  caller: Caller,
  request: InviteEmployeeRequest,
  meta: RequestMeta,
  locale: Locale,
): Promise<Employee> {
  const companyId = companyOfCaller(caller);
  const known = await findCompanyEmployeeByEmail(ctx.db, companyId, request.email);
  if (known?.user_id) throw new AppError('CONFLICT', 'employees.alreadyHasAccount');
  await inviteToCompany(ctx, caller, request.email, meta, 'employee');
  const row = await upsertInvitedEmployee(ctx.db, {
    company_id: companyId,
    email: request.email,
    name: request.name ?? '',
    title: request.title ?? '',
    source: 'invitation',
  });
  await requestCompanyMatches(ctx, companyId);
  return toEmployee(row, 'import', locale);
}

/** POST talent-managers/invite/: a recruiter admin of the company invites its talent manager (decision 0048). */
export async function inviteTalentManager(ctx: AppContext, caller: Caller, email: string, meta: RequestMeta) {
  companyOfCaller(caller);
  return inviteToCompany(ctx, caller, email, meta, 'talent_manager');
}

/** An employee invitation was accepted: the new account becomes the employee row's. */
export async function linkAcceptedEmployee(
  ctx: AppContext,
  payload: { userId: string; companyId: string; kind: string },
): Promise<void> {
  if (payload.kind !== 'employee') return;
  const user = await findUserById(ctx.db, payload.userId);
  if (user && (await linkEmployeeAccount(ctx.db, payload.companyId, user.email, payload.userId)))
    await requestCompanyMatches(ctx, payload.companyId);
}
