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
import {
  companyJobs,
  employeeInputs,
  employeeMatches,
  gapsToClose,
  preparedJobOf,
  rankForJob,
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

/** GET employees/: every employee of the company with their best job there. */
export async function listEmployees(ctx: AppContext, caller: Caller, locale: Locale): Promise<EmployeeList> {
  const { rows, records } = await companyEmployeesAndJobs(ctx, caller);
  const inputs = await employeeInputs(ctx, rows);
  // Each employee's best job: scores only, every job prepared once; newest jobs win ties.
  const best = new Map<string, { job_id: string; job_title: string; score: number }>();
  for (const record of records) {
    for (const { input, score } of rankForJob(inputs, preparedJobOf(record))) {
      if (score > (best.get(input.row.id)?.score ?? 0))
        best.set(input.row.id, { job_id: record.job.id, job_title: record.job.job_title, score });
    }
  }
  const results = inputs.map((input) => ({
    ...toEmployee(input.row, input.from, locale),
    best_match: best.get(input.row.id) ?? null,
  }));
  return { total: results.length, results };
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
  const imported = await ctx.db.transaction((tx) =>
    insertEmployees(
      tx,
      rows.map((row) => ({
        company_id: companyId,
        name: row.name,
        email: row.email,
        title: row.title,
        skill_ids: row.skillIds,
        source: 'import' as const,
      })),
    ),
  );
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
  if (user) await linkEmployeeAccount(ctx.db, payload.companyId, user.email, payload.userId);
}
