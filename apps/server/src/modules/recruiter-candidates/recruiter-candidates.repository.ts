/**
 * Pokes and recruiters' favourites (issue #12), and the candidates as a recruiter may read them: approved
 * candidates of the pool, by id.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CandidateProfile } from '@masar/shared/profile';
import type { PokeAnswer } from '@masar/shared/job-candidates';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/search-pattern.ts';
import { roles, users } from '../../db/schema/accounts.ts';
import { candidateProfiles } from '../../db/schema/candidates.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { candidateJobMarks } from '../../db/schema/matching.ts';
import { candidatePokes, recruiterFavorites } from '../../db/schema/recruiter-candidates.ts';

/** A candidate of the pool as lists show them; contact details are the service's to show or not. */
export interface PoolCandidateRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  country_code: string | null;
  mobile_number: string | null;
  locale: string;
  availability: string[];
  /** The latest title held: the profile's career path, else its latest position. */
  headline: string | null;
  location: string | null;
  /** The phone the resume gave, for an account without one. */
  profile_phone: string | null;
}

/** Approved candidates with a profile: the only candidates a recruiter ever sees (decision 0049). */
const visibleCandidate = and(
  sql`lower(trim(${roles.role_name})) = 'individual'`,
  // Approved as the user state reads it (the admin's confirmation), and never a declined one.
  eq(users.is_account_confirmed, true),
  sql`${users.approval_status} <> 'DECLINED'`,
  sql`${candidateProfiles.profile} is not null`,
);

// Lists read a few fields of each profile, not the whole document (a list holds up to a hundred).
const candidateColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  country_code: users.country_code,
  mobile_number: users.mobile_number,
  locale: users.locale,
  availability: candidateProfiles.availability,
  headline: sql<
    string | null
  >`coalesce(${candidateProfiles.profile} #>> '{career_path,0}', ${candidateProfiles.profile} #>> '{work_history_detailed,0,job_title}')`,
  location: sql<string | null>`${candidateProfiles.profile} #>> '{personal_details,location}'`,
  profile_phone: sql<string | null>`${candidateProfiles.profile} #>> '{personal_details,phone}'`,
};

export async function findVisibleCandidates(db: Db, ids: readonly string[]): Promise<Map<string, PoolCandidateRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(candidateColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .where(and(visibleCandidate, inArray(users.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A candidate of a page of a job's list: the row a list shows, the profile the engine explains, and the company's relation. */
export interface PageCandidateRow extends PoolCandidateRow {
  profile: CandidateProfile;
  /** They answered a poke of the company "interested" or applied to one of its jobs (contact details shown). */
  reachable: boolean;
  /** The company's pokes of them for these jobs. */
  pokes: PokeRow[];
}

/**
 * The visible candidates of a page of a job's list with their profiles, whether the company may reach them and
 * their pokes for these jobs: one statement for the page (issue #12), each part an index lookup per candidate.
 */
export async function findPageCandidates(
  db: Db,
  companyId: string,
  jobIds: readonly string[],
  ids: readonly string[],
): Promise<Map<string, PageCandidateRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      ...candidateColumns,
      profile: candidateProfiles.profile,
      reachable: sql<boolean>`(
        exists (select 1 from ${candidatePokes} k
          where k.company_id = ${companyId} and k.candidate_id = ${users.id} and k.answer = 'interested')
        or exists (select 1 from ${candidateJobMarks} a join ${jobs} j on j.id = a.job_id
          where a.candidate_id = ${users.id} and a.applied_at is not null and j.company_id = ${companyId}))`,
      pokes: sql<Array<Omit<PokeRow, 'poked_at' | 'answered_at'> & { poked_at: string; answered_at: string | null }>>`coalesce((
        select json_agg(json_build_object('id', k.id, 'company_id', k.company_id, 'job_id', k.job_id, 'candidate_id', k.candidate_id,
          'poked_by', k.poked_by, 'poked_at', k.poked_at, 'answer', k.answer, 'answered_at', k.answered_at))
        from ${candidatePokes} k where k.candidate_id = ${users.id} and k.job_id = any(${sql.param([...jobIds])}::uuid[])), '[]'::json)`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .where(and(visibleCandidate, sql`${users.id} = any(${sql.param([...ids])}::uuid[])`));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        profile: row.profile!,
        pokes: row.pokes.map((poke) => ({
          ...poke,
          poked_at: new Date(poke.poked_at),
          answered_at: poke.answered_at === null ? null : new Date(poke.answered_at),
        })),
      },
    ]),
  );
}

/** Which of these candidates are where the filter says (part of their location, any case) and available so. */
export async function filterCandidateIds(
  db: Db,
  ids: readonly string[],
  filter: { location?: string | undefined; availability?: string | undefined },
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: candidateProfiles.user_id })
    .from(candidateProfiles)
    .where(
      and(
        sql`${candidateProfiles.user_id} = any(${sql.param([...ids])}::uuid[])`,
        filter.location
          ? sql`lower(${candidateProfiles.profile} #>> '{personal_details,location}') like ${containsPattern(filter.location.toLowerCase())}`
          : undefined,
        filter.availability
          ? sql`${candidateProfiles.availability} @> ${JSON.stringify([filter.availability])}::jsonb`
          : undefined,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** One visible candidate with their whole profile (the profile page). */
export async function findVisibleProfile(
  db: Db,
  id: string,
): Promise<{ candidate: PoolCandidateRow; profile: CandidateProfile } | undefined> {
  const [row] = await db
    .select({ ...candidateColumns, profile: candidateProfiles.profile })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .where(and(visibleCandidate, eq(users.id, id)));
  if (!row) return undefined;
  const { profile, ...candidate } = row;
  return { candidate, profile: profile! };
}

// ---- favourites ---------------------------------------------------------------------------------------------

export type FavoriteRow = typeof recruiterFavorites.$inferSelect;

/** The recruiter's stars on these candidates: overall ones and those for these jobs. */
export async function findFavorites(
  db: Db,
  recruiterId: string,
  candidateIds: readonly string[],
  jobIds: readonly string[],
): Promise<FavoriteRow[]> {
  if (candidateIds.length === 0) return [];
  return db
    .select()
    .from(recruiterFavorites)
    .where(
      and(
        eq(recruiterFavorites.recruiter_id, recruiterId),
        // One array parameter: a job's whole list (a hundred ids) is one value to send, not a hundred.
        sql`${recruiterFavorites.candidate_id} = any(${sql.param([...candidateIds])}::uuid[])`,
        jobIds.length > 0
          ? or(isNull(recruiterFavorites.job_id), inArray(recruiterFavorites.job_id, [...jobIds]))
          : isNull(recruiterFavorites.job_id),
      ),
    );
}

const favoriteScope = (recruiterId: string, candidateId: string, jobId: string | null) =>
  and(
    eq(recruiterFavorites.recruiter_id, recruiterId),
    eq(recruiterFavorites.candidate_id, candidateId),
    jobId === null ? isNull(recruiterFavorites.job_id) : eq(recruiterFavorites.job_id, jobId),
  );

/** Stars the candidate, or takes the star away when there is one; answers whether it is starred now. */
/** Sets the star to `wanted`, or flips it when `wanted` is undefined; answers whether it is now set. */
export async function setFavorite(
  db: Db,
  recruiterId: string,
  candidateId: string,
  jobId: string | null,
  wanted: boolean | undefined,
): Promise<boolean> {
  if (wanted !== true) {
    const removed = await db
      .delete(recruiterFavorites)
      .where(favoriteScope(recruiterId, candidateId, jobId))
      .returning({ id: recruiterFavorites.id });
    if (removed.length > 0 || wanted === false) return false;
  }
  await db
    .insert(recruiterFavorites)
    .values({ recruiter_id: recruiterId, candidate_id: candidateId, job_id: jobId })
    .onConflictDoNothing();
  return true;
}

/** A page of the recruiter's stars (of one job when given), newest first. */
export async function pageFavorites(
  db: Db,
  recruiterId: string,
  jobId: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: FavoriteRow[] }> {
  const where = and(
    eq(recruiterFavorites.recruiter_id, recruiterId),
    jobId === undefined ? undefined : eq(recruiterFavorites.job_id, jobId),
  );
  const [total] = await db.select({ n: count() }).from(recruiterFavorites).where(where);
  const rows = await db
    .select()
    .from(recruiterFavorites)
    .where(where)
    .orderBy(desc(recruiterFavorites.created_at), asc(recruiterFavorites.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

/** Every candidate the recruiter starred (for any job or overall), the latest star first. */
/** Every star a recruiter gave these candidates, overall (no job) or for a job with the job's title; newest first. */
export function findStarsWithJobs(
  db: Db,
  recruiterId: string,
  candidateIds: readonly string[],
): Promise<Array<{ candidate_id: string; job_id: string | null; job_title: string | null }>> {
  if (candidateIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      candidate_id: recruiterFavorites.candidate_id,
      job_id: recruiterFavorites.job_id,
      job_title: jobs.job_title,
    })
    .from(recruiterFavorites)
    .leftJoin(jobs, eq(jobs.id, recruiterFavorites.job_id))
    .where(
      and(
        eq(recruiterFavorites.recruiter_id, recruiterId),
        inArray(recruiterFavorites.candidate_id, [...candidateIds]),
      ),
    )
    .orderBy(desc(recruiterFavorites.created_at));
}

export async function listFavoriteCandidateIds(db: Db, recruiterId: string): Promise<string[]> {
  const rows = await db
    .select({ id: recruiterFavorites.candidate_id, latest: sql<string>`max(${recruiterFavorites.created_at})` })
    .from(recruiterFavorites)
    .where(eq(recruiterFavorites.recruiter_id, recruiterId))
    .groupBy(recruiterFavorites.candidate_id)
    .orderBy(sql`max(${recruiterFavorites.created_at}) desc`, asc(recruiterFavorites.candidate_id));
  return rows.map((row) => row.id);
}

// ---- pokes --------------------------------------------------------------------------------------------------

export type PokeRow = typeof candidatePokes.$inferSelect;

export async function findPokes(
  db: Db,
  jobIds: readonly string[],
  candidateIds: readonly string[],
): Promise<PokeRow[]> {
  if (jobIds.length === 0 || candidateIds.length === 0) return [];
  return db
    .select()
    .from(candidatePokes)
    .where(and(inArray(candidatePokes.job_id, [...jobIds]), inArray(candidatePokes.candidate_id, [...candidateIds])));
}

/** Inserts the pokes not made yet (a candidate is poked once per job); answers those it inserted. */
export async function insertPokes(
  db: Db,
  pokes: ReadonlyArray<Pick<PokeRow, 'company_id' | 'job_id' | 'candidate_id' | 'poked_by'>>,
): Promise<PokeRow[]> {
  if (pokes.length === 0) return [];
  return db
    .insert(candidatePokes)
    .values([...pokes])
    .onConflictDoNothing({ target: [candidatePokes.job_id, candidatePokes.candidate_id] })
    .returning();
}

/** Which of these candidates answered a poke of the company "interested". */
export async function findInterestedCandidates(
  db: Db,
  companyId: string,
  candidateIds: readonly string[],
): Promise<Set<string>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: candidatePokes.candidate_id })
    .from(candidatePokes)
    .where(
      and(
        eq(candidatePokes.company_id, companyId),
        inArray(candidatePokes.candidate_id, [...candidateIds]),
        eq(candidatePokes.answer, 'interested'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export interface CandidatePokeRow extends PokeRow {
  job_title: string;
  company_name: string;
}

const pokeWithJob = {
  id: candidatePokes.id,
  company_id: candidatePokes.company_id,
  job_id: candidatePokes.job_id,
  candidate_id: candidatePokes.candidate_id,
  poked_by: candidatePokes.poked_by,
  poked_at: candidatePokes.poked_at,
  answer: candidatePokes.answer,
  answered_at: candidatePokes.answered_at,
  job_title: jobs.job_title,
  company_name: companies.company_name,
};

/** Pokes with their job's title and the company's name, newest first. */
function pokesWithJob(db: Db, where: SQL | undefined): Promise<CandidatePokeRow[]> {
  return db
    .select(pokeWithJob)
    .from(candidatePokes)
    .innerJoin(jobs, eq(jobs.id, candidatePokes.job_id))
    .innerJoin(companies, eq(companies.id, candidatePokes.company_id))
    .where(where)
    .orderBy(desc(candidatePokes.poked_at), asc(candidatePokes.id));
}

/** A candidate's pokes with their job and company, newest first (of one job when given). */
export function listCandidatePokes(db: Db, candidateId: string, jobId?: string): Promise<CandidatePokeRow[]> {
  return pokesWithJob(
    db,
    and(
      eq(candidatePokes.candidate_id, candidateId),
      jobId === undefined ? undefined : eq(candidatePokes.job_id, jobId),
    ),
  );
}

/** Records the answer unless the poke was answered already; answers the poke as it stands then, or nothing. */
export async function answerPoke(
  db: Db,
  id: string,
  candidateId: string,
  answer: PokeAnswer,
): Promise<CandidatePokeRow | undefined> {
  const [updated] = await db
    .update(candidatePokes)
    .set({ answer, answered_at: sql`now()` })
    .where(and(eq(candidatePokes.id, id), eq(candidatePokes.candidate_id, candidateId), isNull(candidatePokes.answer)))
    .returning({ id: candidatePokes.id });
  if (!updated) return undefined;
  const [row] = await pokesWithJob(db, eq(candidatePokes.id, id));
  return row;
}

export async function findCandidatePoke(db: Db, id: string, candidateId: string): Promise<PokeRow | undefined> {
  const [row] = await db
    .select()
    .from(candidatePokes)
    .where(and(eq(candidatePokes.id, id), eq(candidatePokes.candidate_id, candidateId)));
  return row;
}

/** The company's pokes with their job's title, newest first (of these candidates when given: one query for a page). */
export function listCompanyPokes(
  db: Db,
  companyId: string,
  candidateIds?: readonly string[],
): Promise<CandidatePokeRow[]> {
  if (candidateIds?.length === 0) return Promise.resolve([]);
  return pokesWithJob(
    db,
    and(
      eq(candidatePokes.company_id, companyId),
      candidateIds === undefined ? undefined : inArray(candidatePokes.candidate_id, [...candidateIds]),
    ),
  );
}
