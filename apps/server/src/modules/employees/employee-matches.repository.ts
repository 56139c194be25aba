import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeJobMatches, employeeMatchRuns, employees, type StoredGap } from '../../db/schema/employees.ts';
import type { EmployeeRow } from './employees.repository.ts';
import { rowsOf } from '../../db/rows.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';

export interface StoredMatch {
  employee_id: string;
  job_id: string;
  score: number;
  gaps: StoredGap[];
}

export interface MatchRun {
  requested_at: Date;
  computed_at: Date | null;
}

/** A company's matches are out of date from now: written with the change itself, so a lost job is found by the sweep. */
export async function markMatchesRequested(db: Db, companyId: string): Promise<void> {
  await db
    .insert(employeeMatchRuns)
    .values({ company_id: companyId, requested_at: sql`now()` })
    .onConflictDoUpdate({ target: employeeMatchRuns.company_id, set: { requested_at: sql`now()` } });
}

export async function findMatchRun(db: Db, companyId: string): Promise<MatchRun | undefined> {
  const [run] = await db
    .select({ requested_at: employeeMatchRuns.requested_at, computed_at: employeeMatchRuns.computed_at })
    .from(employeeMatchRuns)
    .where(eq(employeeMatchRuns.company_id, companyId));
  return run;
}

/** Serialises the computations of one company (two jobs for it may run at once on two workers). */
export async function lockCompanyMatches(db: Db, companyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`employee-matches:${companyId}`}, 0))`);
}

/** The rows a company's stored matches reference, still there and held until the computation commits. */
export interface MatchParents {
  employeeIds: ReadonlySet<string>;
  jobIds: ReadonlySet<string>;
}

/**
 * Takes key-share locks on the company, then its employees, then its jobs, in the order a deletion's cascade
 * takes them, before any match row is touched. Locking the match rows first and their parents later (the
 * foreign-key checks of the insert) is the reverse of a company's deletion, which locks the company, its
 * employees and jobs, then their matches: the demo reseed deadlocked with a computation that way. Answers
 * null when the company is gone (a deletion that held it committed meanwhile).
 */
export async function lockMatchParents(db: Db, companyId: string): Promise<MatchParents | null> {
  const company = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('key share');
  if (company.length === 0) return null;
  const staff = await db.select({ id: employees.id }).from(employees).where(eq(employees.company_id, companyId)).orderBy(asc(employees.id)).for('key share');
  const posted = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.company_id, companyId)).orderBy(asc(jobs.id)).for('key share');
  return { employeeIds: new Set(staff.map((row) => row.id)), jobIds: new Set(posted.map((row) => row.id)) };
}

/** The database's clock, read inside the computation's transaction: what was requested before it is answered. */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = rowsOf<{ now: Date | string }>(await db.execute(sql`select now() as now`));
  return new Date(row!.now);
}

/** Replaces the company's stored matches with a fresh computation, and records when its inputs were read. */
export async function replaceCompanyMatches(
  db: Db,
  companyId: string,
  matches: readonly StoredMatch[],
  computedAt: Date,
): Promise<void> {
  await db.delete(employeeJobMatches).where(eq(employeeJobMatches.company_id, companyId));
  // A few thousand rows a statement keeps each insert well under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < matches.length; start += 2_000) {
    await db
      .insert(employeeJobMatches)
      .values(matches.slice(start, start + 2_000).map((match) => ({ ...match, company_id: companyId })));
  }
  await db
    .insert(employeeMatchRuns)
    .values({ company_id: companyId, requested_at: computedAt, computed_at: computedAt })
    .onConflictDoUpdate({ target: employeeMatchRuns.company_id, set: { computed_at: computedAt } });
}

/**
 * Companies whose matches need computing: asked for more than `unansweredBefore` ago and not computed since
 * (the job that was to do it was lost), or last computed before `staleBefore` (a change no event announced,
 * such as a deleted account's profile).
 */
export async function findCompaniesToRecompute(db: Db, unansweredBefore: Date, staleBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ company_id: employeeMatchRuns.company_id })
    .from(employeeMatchRuns)
    .where(
      or(
        and(lt(employeeMatchRuns.requested_at, unansweredBefore), or(isNull(employeeMatchRuns.computed_at), lt(employeeMatchRuns.computed_at, employeeMatchRuns.requested_at))),
        lt(employeeMatchRuns.computed_at, staleBefore),
      ),
    )
    .limit(100);
  return rows.map((row) => row.company_id);
}

/** The companies an account is an employee of (a profile change moves their matches there). */
export async function findCompaniesOfEmployeeAccount(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ company_id: employees.company_id }).from(employees).where(eq(employees.user_id, userId));
  return rows.map((row) => row.company_id);
}

/** Per job of the company: how many employees fit it, and the best score. */
export async function readJobMatchCounts(db: Db, companyId: string): Promise<Map<string, { count: number; best: number }>> {
  const rows = await db
    .select({
      job_id: employeeJobMatches.job_id,
      count: sql<number>`count(*)::int`,
      best: sql<number>`max(${employeeJobMatches.score})`,
    })
    .from(employeeJobMatches)
    .where(eq(employeeJobMatches.company_id, companyId))
    .groupBy(employeeJobMatches.job_id);
  return new Map(rows.map((row) => [row.job_id, { count: Number(row.count), best: Number(row.best) }]));
}

export interface RankedEmployee {
  employee: EmployeeRow;
  job_id: string;
  score: number;
}

/** A job's best employees, best first (ties by name): the talent manager's job page explains these. */
export async function readJobRanking(db: Db, companyId: string, jobId: string, limit: number): Promise<RankedEmployee[]> {
  const rows = await db
    .select({ employee: employees, job_id: employeeJobMatches.job_id, score: employeeJobMatches.score })
    .from(employeeJobMatches)
    .innerJoin(employees, eq(employees.id, employeeJobMatches.employee_id))
    .where(and(eq(employeeJobMatches.company_id, companyId), eq(employeeJobMatches.job_id, jobId)))
    .orderBy(desc(employeeJobMatches.score), asc(employees.name), asc(employees.id))
    .limit(limit);
  return rows;
}

/** The best `perJob` employees of every job of the company, in one statement. */
export async function readBestPerJob(db: Db, companyId: string, perJob: number): Promise<RankedEmployee[]> {
  const numbered = db
    .select({
      employee_id: employeeJobMatches.employee_id,
      job_id: employeeJobMatches.job_id,
      score: employeeJobMatches.score,
      place: sql<number>`row_number() over (partition by ${employeeJobMatches.job_id} order by ${employeeJobMatches.score} desc, ${employees.name}, ${employees.id})`.as('place'),
    })
    .from(employeeJobMatches)
    .innerJoin(employees, eq(employees.id, employeeJobMatches.employee_id))
    .where(eq(employeeJobMatches.company_id, companyId))
    .as('numbered');
  const rows = await db
    .select({ employee: employees, job_id: numbered.job_id, score: numbered.score, place: numbered.place })
    .from(numbered)
    .innerJoin(employees, eq(employees.id, numbered.employee_id))
    .where(sql`${numbered.place} <= ${perJob}`)
    .orderBy(numbered.job_id, numbered.place);
  return rows.map(({ employee, job_id, score }) => ({ employee, job_id, score }));
}

/** Every stored match of the company, scores only (the employees list picks each employee's best job). */
export async function readMatchesOfCompany(db: Db, companyId: string): Promise<Array<{ employee_id: string; job_id: string; score: number }>> {
  return db
    .select({ employee_id: employeeJobMatches.employee_id, job_id: employeeJobMatches.job_id, score: employeeJobMatches.score })
    .from(employeeJobMatches)
    .where(eq(employeeJobMatches.company_id, companyId));
}

/**
 * The workforce's gaps: each skill with how many employees lack it for a job they fit (an employee counts
 * once however many jobs they lack it for) and whether any of those jobs requires it.
 */
export async function readWorkforceGaps(
  db: Db,
  companyId: string,
): Promise<Array<{ id: string; employees_lacking: number; required: boolean }>> {
  const rows = await db.execute(sql`
    select gap->>'id' as id, count(distinct m.employee_id)::int as employees_lacking, bool_or((gap->>'required')::boolean) as required
    from ${employeeJobMatches} m, jsonb_array_elements(m.gaps) as gap
    where m.company_id = ${companyId}
    group by gap->>'id'`);
  return rowsOf<{ id: string; employees_lacking: number; required: boolean }>(rows).map((row) => ({
    id: row.id,
    employees_lacking: Number(row.employees_lacking),
    required: row.required === true || (row.required as unknown) === 't',
  }));
}
