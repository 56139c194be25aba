import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { JobListRequest, RecruiterJobListRequest } from '@masar/shared/jobs';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { titleSearchPattern } from '../../lib/search-pattern.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobSkills, jobs } from '../../db/schema/jobs.ts';
import { candidateJobMarks } from '../../db/schema/matching.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobSkillRow = typeof jobSkills.$inferSelect;
export interface JobRecord {
  job: JobRow;
  company: { id: string; company_name: string };
  skills: JobSkillRow[];
}

export async function insertJob(
  db: Db,
  job: typeof jobs.$inferInsert,
  skills: Array<Omit<typeof jobSkills.$inferInsert, 'job_id'>>,
): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(job).returning();
  if (skills.length > 0) await db.insert(jobSkills).values(skills.map((skill) => ({ ...skill, job_id: row!.id })));
  return row!;
}

/**
 * A job's skills as one JSON column, in the order the job shows them (most important first, then by name):
 * a page of jobs comes back whole from one query (issue #17), not a query for the jobs and one for the skills.
 */
const skillsOfJob = sql<JobSkillRow[]>`coalesce((
  select json_agg(json_build_object('job_id', s.job_id, 'skill_id', s.skill_id, 'name', s.name, 'importance', s.importance, 'required', s.required) order by s.importance desc, s.name asc)
  from ${jobSkills} s where s.job_id = ${jobs.id}
), '[]'::json)`;

/** What a JobRecord is read with: the job, its company's id and name, and its skills. */
export const jobRecordFields = { job: jobs, company: { id: companies.id, company_name: companies.company_name }, skills: skillsOfJob };

/** One page of jobs with their companies and skills, newest first by `newest`, and how many match in all: one query. */
async function pageOfJobs(
  db: Db,
  where: SQL | undefined,
  newest: typeof jobs.published_at | typeof jobs.created_at,
  page: { page: number; limit: number },
): Promise<{ total: number; records: JobRecord[] }> {
  const rows = await db
    .select({ ...jobRecordFields, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .where(where)
    .orderBy(desc(newest), desc(jobs.id))
    .limit(page.limit)
    .offset(page.page * page.limit);
  // A page past the end has no row to carry the count: only then is it asked for on its own.
  const total = rows[0]?.total ?? (page.page > 0 ? ((await db.select({ n: count() }).from(jobs).where(where))[0]?.n ?? 0) : 0);
  return { total, records: rows.map(({ total: _total, ...record }) => record) };
}

export async function findJobRecord(db: Db, where: SQL): Promise<JobRecord | undefined> {
  return (await findJobRecords(db, where))[0];
}

/** Jobs by id with their company and skills, in no particular order. */
export async function findJobRecords(db: Db, where: SQL): Promise<JobRecord[]> {
  return db.select(jobRecordFields).from(jobs).innerJoin(companies, eq(companies.id, jobs.company_id)).where(where);
}

export const byId = (id: string) => eq(jobs.id, id);
export const publishedWithIds = (ids: readonly string[]) => and(inArray(jobs.id, [...ids]), eq(jobs.status, 'published'))!;
export const byPublicKey = (key: string) => eq(jobs.public_key, key);
export const publishedOfCompany = (companyId: string) => and(eq(jobs.company_id, companyId), eq(jobs.status, 'published'))!;

/** Published jobs, newest first, filtered as the candidate's job list asks. */
export async function listPublishedJobs(db: Db, request: JobListRequest): Promise<{ total: number; records: JobRecord[] }> {
  const conditions: SQL[] = [eq(jobs.status, 'published')];
  const title = request.job_title?.trim().toLowerCase();
  if (title) conditions.push(ilike(jobs.job_title, titleSearchPattern(title)));
  if (request.sector) conditions.push(eq(jobs.sector, request.sector));
  if (request.job_type) conditions.push(eq(jobs.job_type, request.job_type));
  return pageOfJobs(db, and(...conditions), jobs.published_at, request);
}

export type JobSkillValues = Array<Omit<typeof jobSkills.$inferInsert, 'job_id'>>;

/** A job's fields and skills replaced; `updated_at` moves, so matching sees the change. */
export async function updateJobRow(db: Db, id: string, values: Partial<typeof jobs.$inferInsert>, skills?: JobSkillValues): Promise<void> {
  await db.update(jobs).set({ ...values, updated_at: new Date() }).where(eq(jobs.id, id));
  if (skills === undefined) return;
  await db.delete(jobSkills).where(eq(jobSkills.job_id, id));
  if (skills.length > 0) await db.insert(jobSkills).values(skills.map((skill) => ({ ...skill, job_id: id })));
}

/** Deletes a job; its skills, marks and matches go with it (foreign keys cascade). */
export async function deleteJobRow(db: Db, id: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, id));
}

/** Holds the company's row until the transaction ends, so two publishes of one company count one after the other. */
export async function lockCompany(db: Db, companyId: string): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** A company's jobs by status. */
export async function countCompanyJobs(db: Db, companyId: string): Promise<{ draft: number; published: number; closed: number }> {
  const rows = await db.select({ status: jobs.status, n: count() }).from(jobs).where(eq(jobs.company_id, companyId)).groupBy(jobs.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { draft: of('draft'), published: of('published'), closed: of('closed') };
}

/** A company's jobs, newest first, filtered as the recruiter's list asks; `limit` and `page` already settled. */
export async function listCompanyJobs(
  db: Db,
  companyId: string,
  request: Omit<RecruiterJobListRequest, 'limit_per_page' | 'dashboard'> & { limit: number },
): Promise<{ total: number; records: JobRecord[] }> {
  const conditions: SQL[] = [eq(jobs.company_id, companyId)];
  if (request.status) conditions.push(eq(jobs.status, request.status));
  const title = request.job_title?.trim().toLowerCase();
  if (title) conditions.push(ilike(jobs.job_title, titleSearchPattern(title)));
  if (request.date_from) conditions.push(gte(jobs.created_at, new Date(`${request.date_from}T00:00:00Z`)));
  if (request.date_to) conditions.push(lt(jobs.created_at, new Date(Date.parse(`${request.date_to}T00:00:00Z`) + 86_400_000)));
  return pageOfJobs(db, and(...conditions), jobs.created_at, request);
}

/**
 * Gives a job the short code `code` unless it has one already; answers the code the job ends up with. A code
 * another job holds raises the unique index's violation (23505), for the caller to try another.
 */
export async function claimShortCode(db: Db, id: string, code: string): Promise<string | undefined> {
  const [claimed] = await db
    .update(jobs)
    .set({ short_code: code })
    .where(and(eq(jobs.id, id), isNull(jobs.short_code)))
    .returning({ short_code: jobs.short_code });
  if (claimed) return claimed.short_code!;
  const [current] = await db.select({ short_code: jobs.short_code }).from(jobs).where(eq(jobs.id, id));
  return current?.short_code ?? undefined;
}

/** The public key and status of the job a short code names. */
export async function findJobByShortCode(db: Db, code: string): Promise<{ public_key: string; status: JobRow['status'] } | undefined> {
  const [row] = await db.select({ public_key: jobs.public_key, status: jobs.status }).from(jobs).where(eq(jobs.short_code, code));
  return row;
}

/**
 * A published job with its company and skills in one query, for the public page the server writes (search
 * engines and link previews ask for it often, and wait for nothing else).
 */
export async function findPublishedJobByPublicKey(db: Db, key: string): Promise<JobRecord | undefined> {
  const [row] = await db
    .select(jobRecordFields)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .where(and(eq(jobs.public_key, key), eq(jobs.status, 'published')));
  return row;
}

/** A candidate's marks on a job (saved, applied, dismissed), null where not. */
export interface JobMarks {
  favorited_at: Date | null;
  applied_at: Date | null;
  dismissed_at: Date | null;
}

// Every list page and skill gap of a candidate reads it: prepared (db/prepared.ts), the ids as one array.
const publishedRecordsMarked = preparedPer((db) =>
  db
    .select({
      ...jobRecordFields,
      // Drizzle reads a left-joined object as missing when its first column is null: the key column comes first.
      mark: { candidate_id: candidateJobMarks.candidate_id, favorited_at: candidateJobMarks.favorited_at, applied_at: candidateJobMarks.applied_at, dismissed_at: candidateJobMarks.dismissed_at },
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .leftJoin(candidateJobMarks, and(eq(candidateJobMarks.job_id, jobs.id), eq(candidateJobMarks.candidate_id, sql.placeholder('candidateId'))))
    .where(and(sql`${jobs.id} = any(${sql.placeholder('ids')}::uuid[])`, eq(jobs.status, 'published')))
    .prepare('published_job_records_marked'),
);

/** Published jobs by id with their company, skills and this candidate's marks on them: one query. */
export async function findPublishedJobRecordsMarkedBy(db: Db, candidateId: string, ids: readonly string[]): Promise<Map<string, JobRecord & { mark: JobMarks }>> {
  if (ids.length === 0) return new Map();
  const rows = await publishedRecordsMarked(db).execute({ candidateId, ids: [...ids] });
  return new Map(rows.map((row) => [row.job.id, { ...row, mark: row.mark ?? { favorited_at: null, applied_at: null, dismissed_at: null } }]));
}
