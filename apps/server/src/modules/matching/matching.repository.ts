/**
 * Matching's tables: the best-lists of both sides (candidate → jobs, job → candidates), their state (when
 * computed, floor, total), the candidates' marks on jobs, and matching's meta facts. Bulk writes pass their
 * rows as one JSON parameter (jsonb_to_recordset), which both databases take whatever the row count.
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { postgresErrorOf } from '../../db/errors.ts';
import { titleSearchPattern } from '../../lib/search-pattern.ts';
import { candidateJobMarks, candidateJobMatches, candidateMatching, jobCandidateMatches, jobMatching, matchingMeta } from '../../db/schema/matching.ts';
import { candidateProfiles } from '../../db/schema/candidates.ts';
import { jobs, jobSkills } from '../../db/schema/jobs.ts';
import { roles, users } from '../../db/schema/accounts.ts';
import type { JobForMatching } from './match-inputs.ts';
import { rowsOf } from '../../db/rows.ts';

// ---- reading the pool -------------------------------------------------------------------------------------

const publishedJob = eq(jobs.status, 'published');

/** Changes when a job is published, edited, withdrawn or deleted: the in-memory job index is rebuilt then. */
export async function publishedJobsFingerprint(db: Db): Promise<string> {
  const [row] = await db
    .select({ n: count(), last: sql<string | null>`max(${jobs.updated_at})::text` })
    .from(jobs)
    .where(publishedJob);
  return `${row?.n ?? 0}:${row?.last ?? ''}`;
}

type JobColumns = Omit<JobForMatching, 'skills'>;
const jobColumns = {
  id: jobs.id,
  job_title: jobs.job_title,
  occupation_id: jobs.occupation_id,
  experience_value: jobs.experience_value,
  experience_unit: jobs.experience_unit,
};

async function withSkills(db: Db, rows: JobColumns[], where: SQL | undefined): Promise<JobForMatching[]> {
  const skills = await db
    .select({ job_id: jobSkills.job_id, skill_id: jobSkills.skill_id, name: jobSkills.name, importance: jobSkills.importance, required: jobSkills.required })
    .from(jobSkills)
    .innerJoin(jobs, eq(jobs.id, jobSkills.job_id))
    .where(where)
    .orderBy(asc(jobSkills.job_id), desc(jobSkills.importance), asc(jobSkills.skill_id));
  const byJob = new Map<string, JobForMatching['skills'][number][]>();
  for (const { job_id, ...skill } of skills) {
    const list = byJob.get(job_id);
    if (list) list.push(skill);
    else byJob.set(job_id, [skill]);
  }
  return rows.map((row) => ({ ...row, skills: byJob.get(row.id) ?? [] }));
}

/** Every published job with its skills (most important first), for the job index. */
export async function loadPublishedJobs(db: Db): Promise<JobForMatching[]> {
  const rows = await db.select(jobColumns).from(jobs).where(publishedJob);
  return withSkills(db, rows, publishedJob);
}

/** Jobs by id with their skills, in no particular order; `publishedOnly` drops the others. */
export async function loadJobsForMatching(db: Db, ids: readonly string[], publishedOnly = true): Promise<JobForMatching[]> {
  if (ids.length === 0) return [];
  const where = and(inArray(jobs.id, [...ids]), publishedOnly ? publishedJob : undefined);
  return withSkills(db, await db.select(jobColumns).from(jobs).where(where), where);
}

export async function isJobPublished(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, id), publishedJob));
  return row !== undefined;
}

/**
 * The candidate pool: candidates whose account a recruiter admin confirmed and who have a profile. A
 * candidate's profile is sent only when the stored input is missing or older than it.
 */
const eligibleCandidate = and(
  sql`lower(trim(${roles.role_name})) = 'individual'`,
  eq(users.is_account_confirmed, true),
  isNotNull(candidateProfiles.profile),
);

export interface PoolCandidate {
  id: string;
  /** The stored engine input, when it is as new as the profile. */
  match_input: Record<string, unknown> | null;
  /** The profile, when the stored input is missing or older. */
  profile: typeof candidateProfiles.$inferSelect.profile;
}

function poolQuery(db: Db) {
  const fresh = sql<boolean>`${candidateMatching.match_input} is not null and ${candidateMatching.computed_at} >= ${candidateProfiles.updated_at}`;
  return db
    .select({
      id: users.id,
      match_input: sql<Record<string, unknown> | null>`case when ${fresh} then ${candidateMatching.match_input} end`,
      profile: sql<PoolCandidate['profile']>`case when ${fresh} then null else ${candidateProfiles.profile} end`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .leftJoin(candidateMatching, eq(candidateMatching.candidate_id, users.id));
}

/** A page of the pool in id order, after `afterId` (keyset paging: stable while the pool changes). */
export async function loadPoolPage(db: Db, afterId: string | null, limit: number): Promise<PoolCandidate[]> {
  return poolQuery(db)
    .where(and(eligibleCandidate, afterId === null ? undefined : gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function countPool(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .where(eligibleCandidate);
  return row?.n ?? 0;
}

/** Changes when a candidate's lists are computed or a candidate leaves: the pool's inputs in memory are refreshed. */
export async function matchInputsFingerprint(db: Db): Promise<{ count: number; last: string | null }> {
  const [row] = await db
    .select({ count: count(), last: sql<string | null>`max(${candidateMatching.computed_at})::text` })
    .from(candidateMatching)
    .where(isNotNull(candidateMatching.match_input));
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

/** The engine inputs the candidates' lists were last computed from; with `since`, only those computed after. */
export async function loadMatchInputs(db: Db, since: string | null): Promise<Array<{ id: string; input: Record<string, unknown> }>> {
  const rows = await db
    .select({ id: candidateMatching.candidate_id, input: candidateMatching.match_input })
    .from(candidateMatching)
    .where(
      and(isNotNull(candidateMatching.match_input), since === null ? undefined : sql`${candidateMatching.computed_at} > ${since}::timestamptz`),
    );
  return rows.map((row) => ({ id: row.id, input: row.input! }));
}

/** One candidate's profile, if they are in the pool. */
export async function findPoolProfile(db: Db, id: string): Promise<NonNullable<PoolCandidate['profile']> | undefined> {
  const [row] = await db
    .select({ profile: candidateProfiles.profile })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .where(and(eligibleCandidate, eq(users.id, id)));
  return row?.profile ?? undefined;
}

/**
 * The same with the row's version (its `xmin`, the transaction that last wrote it): any write to the row gives
 * a new one, in every process, so what is made of the profile can be kept under it (match-explanation.ts).
 */
export async function findPoolProfileVersioned(db: Db, id: string): Promise<VersionedProfile | undefined> {
  const [row] = await poolProfileVersioned(db).execute({ id });
  return row?.profile ? { profile: row.profile, version: row.version } : undefined;
}

// Read by every skill gap: prepared (db/prepared.ts).
const poolProfileVersioned = preparedPer((db) =>
  db
    .select({ profile: candidateProfiles.profile, version: sql<string>`${candidateProfiles}.xmin::text` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .where(and(eligibleCandidate, eq(users.id, sql.placeholder('id'))))
    .prepare('pool_profile_versioned'),
);

export interface VersionedProfile {
  profile: NonNullable<PoolCandidate['profile']>;
  /** Changes with every write to the profile's row. */
  version: string;
}

/**
 * A candidate account's profile whether or not the pool admits it yet: a company matches its own employees
 * to its jobs while the portal's operators have still to approve them for everyone else (decision 0047).
 */
export async function findOwnProfile(db: Db, id: string): Promise<NonNullable<PoolCandidate['profile']> | undefined> {
  const [row] = await db
    .select({ profile: candidateProfiles.profile })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .where(and(sql`lower(trim(${roles.role_name})) = 'individual'`, isNotNull(candidateProfiles.profile), eq(users.id, id)));
  return row?.profile ?? undefined;
}

// ---- what is out of date ----------------------------------------------------------------------------------

/**
 * Candidates whose lists are missing or older than their profile or account (approval, decline), or that
 * asked for a refresh; and candidates with lists who left the pool.
 */
export async function listStaleCandidates(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .leftJoin(candidateMatching, eq(candidateMatching.candidate_id, users.id))
    .where(
      or(
        and(eligibleCandidate, isNull(candidateMatching.candidate_id)),
        and(
          isNotNull(candidateMatching.candidate_id),
          or(
            isNotNull(candidateMatching.refresh_requested_at),
            sql`${candidateMatching.computed_at} < greatest(${users.updated_at}, ${candidateProfiles.updated_at})`,
          ),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Published jobs without lists, jobs changed since their lists, and jobs that asked for a refresh. */
export async function listStaleJobs(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .leftJoin(jobMatching, eq(jobMatching.job_id, jobs.id))
    .where(
      or(
        and(publishedJob, isNull(jobMatching.job_id)),
        and(isNotNull(jobMatching.job_id), or(isNotNull(jobMatching.refresh_requested_at), sql`${jobMatching.computed_at} < ${jobs.updated_at}`)),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

// ---- writing one side's list ------------------------------------------------------------------------------

export interface ListState {
  computedAt: Date;
  floor: number;
  total: number;
}

export interface Scored {
  id: string;
  score: number;
}

/**
 * Replaces a candidate's best-jobs list and state, unless lists computed from newer inputs are already
 * stored (another worker got there first). Answers whether it wrote.
 */
export async function replaceCandidateList(
  db: Db,
  candidateId: string,
  input: Record<string, unknown>,
  list: readonly Scored[],
  state: ListState,
): Promise<boolean> {
  const [current] = await db
    .select({ computed_at: candidateMatching.computed_at })
    .from(candidateMatching)
    .where(eq(candidateMatching.candidate_id, candidateId))
    .for('update');
  if (current && current.computed_at > state.computedAt) return false;
  await db.delete(candidateJobMatches).where(eq(candidateJobMatches.candidate_id, candidateId));
  if (list.length > 0) {
    await db.execute(sql`
      insert into candidate_job_matches (candidate_id, job_id, score)
      select ${candidateId}::uuid, r.id, r.score
      from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as r(id uuid, score real)
      join jobs j on j.id = r.id`);
  }
  const values = { match_input: input, computed_at: state.computedAt, floor: state.floor, total: state.total, refresh_requested_at: null };
  await db
    .insert(candidateMatching)
    .values({ candidate_id: candidateId, ...values })
    .onConflictDoUpdate({ target: candidateMatching.candidate_id, set: values });
  return true;
}

/** The same for a job's best-candidates list. */
export async function replaceJobList(db: Db, jobId: string, list: readonly Scored[], state: ListState): Promise<boolean> {
  const [current] = await db
    .select({ computed_at: jobMatching.computed_at })
    .from(jobMatching)
    .where(eq(jobMatching.job_id, jobId))
    .for('update');
  if (current && current.computed_at > state.computedAt) return false;
  await db.delete(jobCandidateMatches).where(eq(jobCandidateMatches.job_id, jobId));
  if (list.length > 0) {
    await db.execute(sql`
      insert into job_candidate_matches (job_id, candidate_id, score)
      select ${jobId}::uuid, r.id, r.score
      from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as r(id uuid, score real)
      join users u on u.id = r.id`);
  }
  const values = { computed_at: state.computedAt, floor: state.floor, total: state.total, refresh_requested_at: null };
  await db.insert(jobMatching).values({ job_id: jobId, ...values }).onConflictDoUpdate({ target: jobMatching.job_id, set: values });
  return true;
}

/** Takes a candidate out of matching: their lists, their place in jobs' lists, their state. */
export async function removeCandidate(db: Db, candidateId: string): Promise<string[]> {
  await db.delete(candidateJobMatches).where(eq(candidateJobMatches.candidate_id, candidateId));
  const left = await db
    .delete(jobCandidateMatches)
    .where(eq(jobCandidateMatches.candidate_id, candidateId))
    .returning({ id: jobCandidateMatches.job_id });
  await db.delete(candidateMatching).where(eq(candidateMatching.candidate_id, candidateId));
  return left.map((row) => row.id);
}

/** Takes a job out of matching (withdrawn or deleted). */
export async function removeJob(db: Db, jobId: string): Promise<string[]> {
  await db.delete(jobCandidateMatches).where(eq(jobCandidateMatches.job_id, jobId));
  const left = await db
    .delete(candidateJobMatches)
    .where(eq(candidateJobMatches.job_id, jobId))
    .returning({ id: candidateJobMatches.candidate_id });
  await db.delete(jobMatching).where(eq(jobMatching.job_id, jobId));
  return left.map((row) => row.id);
}

// ---- keeping the other side's lists right -----------------------------------------------------------------

/**
 * The other side of a recomputed list. `side` names the lists being updated: 'job' puts one candidate's new
 * scores into jobs' lists, 'candidate' puts one job's new scores into candidates' lists.
 */
interface OtherSide {
  matches: string;
  state: string;
  owner: string;
  member: string;
}
const SIDES: Record<'job' | 'candidate', OtherSide> = {
  job: { matches: 'job_candidate_matches', state: 'job_matching', owner: 'job_id', member: 'candidate_id' },
  candidate: { matches: 'candidate_job_matches', state: 'candidate_matching', owner: 'candidate_id', member: 'job_id' },
};

/**
 * Puts one member's new scores into the owners' lists while keeping each list's promise: every member who
 * scores above the list's floor is in it. The member leaves every list; it comes back into those whose
 * floor its new score clears; lists grown past `size` drop their lowest and raise their floor to the best
 * score dropped; lists the member left that are now shorter than `lowWater`, with members below their floor
 * unseen, ask for a refresh.
 */
export async function mergeIntoLists(
  db: Db,
  side: 'job' | 'candidate',
  memberId: string,
  scores: readonly Scored[],
  options: { size: number; lowWater: number; threshold: number },
): Promise<void> {
  const t = SIDES[side];
  const matches = sql.raw(t.matches);
  const state = sql.raw(t.state);
  const owner = sql.raw(t.owner);
  const member = sql.raw(t.member);
  const left = rowsOf<{ id: string }>(
    await db.execute(sql`delete from ${matches} where ${member} = ${memberId}::uuid returning ${owner} as id`),
  ).map((row) => row.id);
  const entered =
    scores.length === 0
      ? []
      : rowsOf<{ id: string }>(
          await db.execute(sql`
            insert into ${matches} (${owner}, ${member}, score)
            select r.id, ${memberId}::uuid, r.score
            from jsonb_to_recordset(${JSON.stringify(scores)}::jsonb) as r(id uuid, score real)
            join ${state} s on s.${owner} = r.id
            where r.score > s.floor
            returning ${owner} as id`),
        ).map((row) => row.id);
  if (entered.length > 0) {
    await db.execute(sql`
      with over as (
        select ${owner} from ${matches} where ${owner} = any(${`{${entered.join(',')}}`}::uuid[])
        group by ${owner} having count(*) > ${options.size}
      ), ranked as (
        select m.${owner}, m.${member}, m.score,
          row_number() over (partition by m.${owner} order by m.score desc, m.${member}) as rank
        from ${matches} m join over using (${owner})
      ), cut as (
        delete from ${matches} m using ranked r
        where m.${owner} = r.${owner} and m.${member} = r.${member} and r.rank > ${options.size}
        returning m.${owner}, m.score
      )
      update ${state} s set floor = greatest(s.floor, c.best)
      from (select ${owner}, max(score) as best from cut group by ${owner}) c
      where s.${owner} = c.${owner}`);
  }
  const enteredSet = new Set(entered);
  await requestRefreshIfShort(
    db,
    side,
    left.filter((id) => !enteredSet.has(id)),
    options,
  );
}

/** After members left (a job withdrawn, a candidate out of the pool): short lists ask for a refresh. */
export async function requestRefreshIfShort(
  db: Db,
  side: 'job' | 'candidate',
  ownerIds: readonly string[],
  options: { lowWater: number; threshold: number },
): Promise<void> {
  if (ownerIds.length === 0) return;
  const t = SIDES[side];
  const matches = sql.raw(t.matches);
  const state = sql.raw(t.state);
  const owner = sql.raw(t.owner);
  await db.execute(sql`
    update ${state} s set refresh_requested_at = now()
    where s.${owner} = any(${`{${ownerIds.join(',')}}`}::uuid[]) and s.floor > ${options.threshold}
      and (select count(*) from ${matches} m where m.${owner} = s.${owner}) < ${options.lowWater}`);
}

// ---- the full computation: lists rebuilt aside, then swapped in ------------------------------------------

export interface BulkList {
  ownerId: string;
  list: readonly Scored[];
  floor: number;
  total: number;
  input?: Record<string, unknown>;
}

const LIST_TABLES = ['candidate_job_matches', 'job_candidate_matches'] as const;
const REBUILD_SUFFIX = '_rebuild';

/**
 * Starts rebuilding both list tables: empty copies without indexes or foreign keys, which take millions of
 * rows many times faster than the live tables; readers keep the live ones meanwhile.
 */
export async function beginListRebuild(db: Db): Promise<void> {
  for (const table of LIST_TABLES) {
    await db.execute(sql.raw(`drop table if exists ${table}${REBUILD_SUFFIX}`));
    await db.execute(sql.raw(`create table ${table}${REBUILD_SUFFIX} (like ${table} including defaults)`));
  }
}

/** Rows for the rebuilt lists (no checks yet: they come with the swap). */
export async function writeRebuiltLists(db: Db, side: 'candidate' | 'job', lists: readonly BulkList[]): Promise<void> {
  const rows = lists.flatMap((l) => l.list.map((m) => ({ o: l.ownerId, m: m.id, s: m.score })));
  if (rows.length === 0) return;
  const table = sql.raw(side === 'candidate' ? `candidate_job_matches${REBUILD_SUFFIX}` : `job_candidate_matches${REBUILD_SUFFIX}`);
  const columns = sql.raw(side === 'candidate' ? 'candidate_id, job_id' : 'job_id, candidate_id');
  await db.execute(sql`
    insert into ${table} (${columns}, score)
    select r.o, r.m, r.s from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(o uuid, m uuid, s real)`);
}

/** Writes the lists' state rows (how many matched, the floor, when, the candidate's engine input). */
export async function writeListStates(db: Db, side: 'candidate' | 'job', lists: readonly BulkList[], computedAt: Date): Promise<void> {
  if (lists.length === 0) return;
  const at = computedAt.toISOString();
  if (side === 'candidate') {
    const states = lists.map((l) => ({ o: l.ownerId, f: l.floor, t: l.total, i: l.input ?? null }));
    await db.execute(sql`
      insert into candidate_matching (candidate_id, match_input, computed_at, floor, total, refresh_requested_at)
      select r.o, r.i, ${at}::timestamptz, r.f, r.t, null
      from jsonb_to_recordset(${JSON.stringify(states)}::jsonb) as r(o uuid, i jsonb, f real, t integer)
      join users u on u.id = r.o
      on conflict (candidate_id) do update set match_input = excluded.match_input, computed_at = excluded.computed_at,
        floor = excluded.floor, total = excluded.total, refresh_requested_at = null
      where candidate_matching.computed_at <= excluded.computed_at`);
    return;
  }
  const states = lists.map((l) => ({ o: l.ownerId, f: l.floor, t: l.total }));
  await db.execute(sql`
    insert into job_matching (job_id, computed_at, floor, total, refresh_requested_at)
    select r.o, ${at}::timestamptz, r.f, r.t, null
    from jsonb_to_recordset(${JSON.stringify(states)}::jsonb) as r(o uuid, f real, t integer)
    join jobs j on j.id = r.o
    on conflict (job_id) do update set computed_at = excluded.computed_at, floor = excluded.floor,
      total = excluded.total, refresh_requested_at = null
    where job_matching.computed_at <= excluded.computed_at`);
}

/**
 * Finishes the rebuild: drops rows of candidates and jobs deleted meanwhile, builds the live tables' indexes
 * and foreign keys on the copies (read from the catalog, so they are exactly the migrations' own, names
 * included), and swaps the copies in within one short transaction. Lists a single recomputation changed
 * during the rebuild (state newer than `computedAt`) were overwritten by the swap, so they ask for a refresh.
 */
export async function finishListRebuild(
  db: Db,
  computedAt: Date,
  /** Runs between the copies' keys and the swap (a test starts a competing transaction there). */
  options: { beforeSwap?: () => Promise<void> } = {},
): Promise<void> {
  const definitions: Record<string, { indexes: Array<{ name: string; def: string }>; constraints: Array<{ name: string; def: string }> }> = {};
  for (const table of LIST_TABLES) {
    const next = `${table}${REBUILD_SUFFIX}`;
    await db.execute(sql.raw(`delete from ${next} n where not exists (select 1 from users u where u.id = n.candidate_id)
      or not exists (select 1 from jobs j where j.id = n.job_id)`));
    const indexes = rowsOf<{ name: string; def: string }>(
      await db.execute(sql`select i.relname as name, pg_get_indexdef(i.oid) as def
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        where t.relname = ${table} and t.relnamespace = 'public'::regnamespace and not x.indisprimary`),
    );
    const constraints = rowsOf<{ name: string; def: string }>(
      await db.execute(sql`select c.conname as name, pg_get_constraintdef(c.oid) as def
        from pg_constraint c join pg_class t on t.oid = c.conrelid
        where t.relname = ${table} and t.relnamespace = 'public'::regnamespace and c.contype in ('p', 'f')
        order by c.contype desc`),
    );
    definitions[table] = { indexes, constraints };
    // Built before the swap, under temporary names: the live table still holds the real ones.
    for (const index of indexes) {
      const def = index.def
        .replace(`INDEX ${index.name} ON`, `INDEX ${index.name}${REBUILD_SUFFIX} ON`)
        .replace(` ON public.${table} `, ` ON public.${next} `);
      await db.execute(sql.raw(def));
    }
    for (const constraint of constraints) {
      // Keys were checked just above; NOT VALID skips a second scan, and the key still acts on every change.
      const notValid = constraint.def.startsWith('FOREIGN KEY') ? ' NOT VALID' : '';
      await db.execute(sql.raw(`alter table ${next} add constraint ${constraint.name}${REBUILD_SUFFIX} ${constraint.def}${notValid}`));
    }
  }
  await options.beforeSwap?.();
  await withSwapLocks(db, async (tx) => {
    for (const table of LIST_TABLES) {
      const next = `${table}${REBUILD_SUFFIX}`;
      await tx.execute(sql.raw(`drop table ${table}`));
      await tx.execute(sql.raw(`alter table ${next} rename to ${table}`));
      for (const index of definitions[table]!.indexes) {
        await tx.execute(sql.raw(`alter index ${index.name}${REBUILD_SUFFIX} rename to ${index.name}`));
      }
      for (const constraint of definitions[table]!.constraints) {
        await tx.execute(sql.raw(`alter table ${table} rename constraint ${constraint.name}${REBUILD_SUFFIX} to ${constraint.name}`));
      }
    }
    const at = computedAt.toISOString();
    await tx.execute(sql`update candidate_matching set refresh_requested_at = now() where computed_at > ${at}::timestamptz`);
    await tx.execute(sql`update job_matching set refresh_requested_at = now() where computed_at > ${at}::timestamptz`);
  });
}

/** PostgreSQL's lock_not_available, answered by a LOCK … NOWAIT that would have waited. */
const LOCK_NOT_AVAILABLE = '55P03';
/** How long the swap keeps trying for its locks before the rebuild is given up (the next sweep tries again). */
const SWAP_LOCK_PATIENCE_MS = 120_000;

/**
 * Runs the swap with every lock it needs taken first, all at once, without waiting. Dropping a list table takes
 * an exclusive lock on the tables its keys reference (users, jobs) as well: taken one after the other as the
 * drops reached them, a user's deletion (users first, then the lists through the cascade) deadlocked with the
 * swap (lists first, then users). A swap that waits for nothing while it holds something cannot deadlock; when a
 * lock is taken, the transaction ends, frees what it had, and tries again a moment later.
 */
async function withSwapLocks(db: Db, swap: (tx: Db) => Promise<void>): Promise<void> {
  const giveUpAt = Date.now() + SWAP_LOCK_PATIENCE_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`lock table users, jobs, ${LIST_TABLES.join(', ')} in access exclusive mode nowait`));
        await swap(tx);
      });
      return;
    } catch (error) {
      const busy = postgresErrorOf(error)?.code === LOCK_NOT_AVAILABLE;
      if (!busy || Date.now() > giveUpAt) throw error;
      // A short, growing pause with jitter, so the swap slips in between the API's reads of users.
      await new Promise((resolve) => setTimeout(resolve, Math.min(20 * attempt, 500) * (0.5 + Math.random())));
    }
  }
}

/** Gives up a rebuild that failed half-way (the live tables were never touched). */
export async function abandonListRebuild(db: Db): Promise<void> {
  for (const table of LIST_TABLES) await db.execute(sql.raw(`drop table if exists ${table}${REBUILD_SUFFIX}`));
}

/** Fresh planner statistics for the lists and their state. */
export async function analyzeLists(db: Db): Promise<void> {
  await db.execute(sql`analyze candidate_job_matches, job_candidate_matches, candidate_matching, job_matching`);
}

// ---- reading the lists ------------------------------------------------------------------------------------

export async function findCandidateState(db: Db, candidateId: string) {
  const [row] = await db.select().from(candidateMatching).where(eq(candidateMatching.candidate_id, candidateId));
  return row;
}

export interface CandidateListFilter {
  titleContains?: string | undefined;
}

/** Scores are stored as 4-byte reals; they were rounded to 4 decimals when computed, and are again when read. */
const round4 = (score: number) => Math.round(score * 10_000) / 10_000;


/** A candidate's stored list, best first (ties by job id): one range of its (candidate, score) index. */
export function candidateListQuery(db: Db, candidateId: string) {
  return db
    .select({ id: candidateJobMatches.job_id, score: candidateJobMatches.score })
    .from(candidateJobMatches)
    .where(eq(candidateJobMatches.candidate_id, candidateId))
    .orderBy(desc(candidateJobMatches.score), asc(candidateJobMatches.job_id));
}

/**
 * A page of the candidate's best jobs as they see them (still published, not dismissed, optionally with a
 * title), and how many the filter leaves. The list is bounded (CANDIDATE_LIST_SIZE), so it is read whole and
 * its jobs checked by primary key: no plan can turn this into a walk over every published job, whatever the
 * statistics say.
 */
export async function pageCandidateMatches(
  db: Db,
  candidateId: string,
  filter: CandidateListFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: Scored[] }> {
  const list = await candidateListQuery(db, candidateId);
  if (list.length === 0) return { total: 0, rows: [] };
  const ids = list.map((row) => row.id);
  const title = filter.titleContains;
  const [shown, dismissed] = await Promise.all([
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.id, ids), publishedJob, title ? sql`lower(${jobs.job_title}) like ${titleSearchPattern(title)}` : undefined)),
    db
      .select({ id: candidateJobMarks.job_id })
      .from(candidateJobMarks)
      .where(and(eq(candidateJobMarks.candidate_id, candidateId), inArray(candidateJobMarks.job_id, ids), isNotNull(candidateJobMarks.dismissed_at))),
  ]);
  const visible = new Set(shown.map((row) => row.id));
  for (const row of dismissed) visible.delete(row.id);
  const rows = list.filter((row) => visible.has(row.id));
  return { total: rows.length, rows: rows.slice(page.offset, page.offset + page.limit).map((row) => ({ id: row.id, score: round4(row.score) })) };
}

export interface CandidatePage {
  /** When the candidate's list was computed; undefined before their first computation. */
  computedAt: Date | undefined;
  /** The candidate's profile and its row's version, when they are in the pool. */
  profile: VersionedProfile | undefined;
  total: number;
  rows: Scored[];
}

/**
 * Everything a page of the candidate's best jobs needs before the jobs themselves, in one statement (issue #17):
 * when the list was computed, the profile that explains it, and the page of the list as pageCandidateMatches
 * reads it — the stored list read whole first (a materialised CTE, so no plan walks every published job), its
 * jobs checked by primary key, the dismissed ones left out.
 */
export async function readCandidatePage(
  db: Db,
  candidateId: string,
  filter: CandidateListFilter,
  page: { offset: number; limit: number },
): Promise<CandidatePage> {
  const title = filter.titleContains;
  const rows = rowsOf<{ computed_at: Date | null; profile: VersionedProfile['profile'] | null; profile_version: string | null; total: number; job_id: string | null; score: number | null }>(
    await db.execute(sql`
      with list as materialized (
        select job_id, score from ${candidateJobMatches} where candidate_id = ${candidateId}::uuid
      ), visible as (
        select list.job_id, list.score from list
        where exists (
          select 1 from ${jobs} where ${jobs.id} = list.job_id and ${publishedJob}
          ${title ? sql`and lower(${jobs.job_title}) like ${titleSearchPattern(title)}` : sql``}
        )
        and not exists (
          select 1 from ${candidateJobMarks} mark
          where mark.candidate_id = ${candidateId}::uuid and mark.job_id = list.job_id and mark.dismissed_at is not null
        )
      )
      select
        (select computed_at from ${candidateMatching} where candidate_id = ${candidateId}::uuid) as computed_at,
        pool.profile, pool.version as profile_version,
        (select count(*)::int from visible) as total,
        shown.job_id, shown.score
      from (select 1) as one
      left join lateral (
        select ${candidateProfiles.profile} as profile, ${candidateProfiles}.xmin::text as version from ${users}
        join ${roles} on ${roles.id} = ${users.role_id}
        join ${candidateProfiles} on ${candidateProfiles.user_id} = ${users.id}
        where ${eligibleCandidate} and ${users.id} = ${candidateId}::uuid
      ) as pool on true
      left join lateral (
        select job_id, score from visible order by score desc, job_id asc offset ${page.offset} limit ${page.limit}
      ) as shown on true
    `),
  );
  const first = rows[0];
  return {
    computedAt: first?.computed_at ? new Date(first.computed_at) : undefined,
    profile: first?.profile && first.profile_version ? { profile: first.profile, version: first.profile_version } : undefined,
    total: first?.total ?? 0,
    rows: rows.flatMap((row) => (row.job_id === null || row.score === null ? [] : [{ id: row.job_id, score: round4(row.score) }])),
  };
}

/** The query of a job's best candidates, best first. */
export function jobTopQuery(db: Db, jobId: string, limit: number) {
  return db
    .select({ id: jobCandidateMatches.candidate_id, score: jobCandidateMatches.score })
    .from(jobCandidateMatches)
    .where(eq(jobCandidateMatches.job_id, jobId))
    .orderBy(desc(jobCandidateMatches.score), asc(jobCandidateMatches.candidate_id))
    .limit(limit);
}

/** A job's best candidates, best first. */
export async function topJobCandidates(db: Db, jobId: string, limit: number): Promise<Scored[]> {
  return (await jobTopQuery(db, jobId, limit)).map((row) => ({ id: row.id, score: round4(row.score) }));
}

export async function countJobMatches(db: Db, jobId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobCandidateMatches).where(eq(jobCandidateMatches.job_id, jobId));
  return row?.n ?? 0;
}

// ---- marks ------------------------------------------------------------------------------------------------

export type MarkRow = typeof candidateJobMarks.$inferSelect;

export async function findMarks(db: Db, candidateId: string, jobIds: readonly string[]): Promise<MarkRow[]> {
  if (jobIds.length === 0) return [];
  return db
    .select()
    .from(candidateJobMarks)
    .where(and(eq(candidateJobMarks.candidate_id, candidateId), inArray(candidateJobMarks.job_id, [...jobIds])));
}

export async function setMark(
  db: Db,
  candidateId: string,
  jobId: string,
  values: Partial<Pick<MarkRow, 'favorited_at' | 'applied_at' | 'dismissed_at'>>,
): Promise<MarkRow> {
  const [row] = await db
    .insert(candidateJobMarks)
    .values({ candidate_id: candidateId, job_id: jobId, ...values })
    .onConflictDoUpdate({ target: [candidateJobMarks.candidate_id, candidateJobMarks.job_id], set: { ...values, updated_at: sql`now()` } })
    .returning();
  return row!;
}

/**
 * Marks an application once: answers the mark when this call applied, and nothing when the candidate had
 * applied already. The check is the upsert's own condition, so of two applications at the same moment only
 * one answers a mark (and tells the recruiters).
 */
export async function markFirstApplication(db: Db, candidateId: string, jobId: string): Promise<MarkRow | undefined> {
  const [row] = await db
    .insert(candidateJobMarks)
    .values({ candidate_id: candidateId, job_id: jobId, applied_at: sql`now()` })
    .onConflictDoUpdate({
      target: [candidateJobMarks.candidate_id, candidateJobMarks.job_id],
      set: { applied_at: sql`now()`, updated_at: sql`now()` },
      setWhere: isNull(candidateJobMarks.applied_at),
    })
    .returning();
  return row;
}

/** A page of the candidate's saved jobs that are still published, newest saved first. */
export async function pageFavoriteJobs(
  db: Db,
  candidateId: string,
  filter: CandidateListFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; ids: string[] }> {
  const title = filter.titleContains;
  const where = and(
    eq(candidateJobMarks.candidate_id, candidateId),
    isNotNull(candidateJobMarks.favorited_at),
    publishedJob,
    title ? sql`lower(${jobs.job_title}) like ${titleSearchPattern(title)}` : undefined,
  );
  const [total] = await db.select({ n: count() }).from(candidateJobMarks).innerJoin(jobs, eq(jobs.id, candidateJobMarks.job_id)).where(where);
  const rows = await db
    .select({ id: candidateJobMarks.job_id })
    .from(candidateJobMarks)
    .innerJoin(jobs, eq(jobs.id, candidateJobMarks.job_id))
    .where(where)
    .orderBy(desc(candidateJobMarks.favorited_at), asc(candidateJobMarks.job_id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, ids: rows.map((row) => row.id) };
}

/** Published jobs of these occupations, counted per occupation (the career path's open jobs). */
export async function countPublishedJobsByOccupation(db: Db, occupationIds: readonly string[]): Promise<Map<string, number>> {
  if (occupationIds.length === 0) return new Map();
  const rows = await db
    .select({ occupation: jobs.occupation_id, n: count() })
    .from(jobs)
    .where(and(publishedJob, inArray(jobs.occupation_id, [...occupationIds])))
    .groupBy(jobs.occupation_id);
  return new Map(rows.flatMap((row) => (row.occupation === null ? [] : [[row.occupation, row.n] as const])));
}

// ---- meta -------------------------------------------------------------------------------------------------

export async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: matchingMeta.value }).from(matchingMeta).where(eq(matchingMeta.key, key));
  return row?.value;
}

export async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(matchingMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: matchingMeta.key, set: { value, updated_at: sql`now()` } });
}

/** How many candidates scored above the threshold for each job when its list was last computed; 0 for a job not computed. */
export async function jobCandidateTotals(db: Db, jobIds: readonly string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db.select({ id: jobMatching.job_id, total: jobMatching.total }).from(jobMatching).where(inArray(jobMatching.job_id, [...jobIds]));
  return new Map(rows.map((row) => [row.id, row.total]));
}

// ---- the recruiter's side -----------------------------------------------------------------------------------

/** A row of a job's candidates as a recruiter reads them: a listed candidate (score), or an applicant below the list. */
export interface JobEntryRow {
  job_id: string;
  candidate_id: string;
  /** The stored score; null for an applicant outside the list at `minScore` (scored by the engine). */
  score: number | null;
  applied_at: Date | null;
  /** An unscored applicant's profile when they are in the pool (what the engine scores). */
  profile: PoolCandidate['profile'];
}

/**
 * The stored candidates of these jobs (each list bounded by JOB_LIST_SIZE), approved ones at or above a score,
 * with when they applied; and the approved applicants outside that list with their profile to be scored.
 * Approved: an admin's confirmation, as the user state reads it, and never a declined one (the stored lists may
 * lag a decline by a job's run). One
 * statement: both halves are index ranges of the jobs (the list's key, the marks' job index), so a page of a
 * job's candidates costs one round trip for them whatever the pool's size (issue #12).
 */
export async function jobEntryRows(db: Db, jobIds: readonly string[], minScore: number): Promise<JobEntryRow[]> {
  if (jobIds.length === 0) return [];
  const ids = sql`${sql.param([...jobIds])}::uuid[]`;
  const rows = rowsOf<{ job_id: string; candidate_id: string; score: number | null; applied_at: string | Date | null; profile: JobEntryRow['profile'] }>(
    await db.execute(sql`
      select m.job_id, m.candidate_id, m.score, k.applied_at, null::jsonb as profile
      from ${jobCandidateMatches} m
      join ${users} u on u.id = m.candidate_id
      left join ${candidateJobMarks} k on k.candidate_id = m.candidate_id and k.job_id = m.job_id and k.applied_at is not null
      where m.job_id = any(${ids}) and m.score >= ${minScore} and u.is_account_confirmed and u.approval_status <> 'DECLINED'
      union all
      select k.job_id, k.candidate_id, null, k.applied_at,
        case when lower(trim(r.role_name)) = 'individual' then p.profile end
      from ${candidateJobMarks} k
      join ${users} u on u.id = k.candidate_id
      join ${roles} r on r.id = u.role_id
      left join ${candidateProfiles} p on p.user_id = k.candidate_id
      where k.job_id = any(${ids}) and k.applied_at is not null and u.is_account_confirmed and u.approval_status <> 'DECLINED'
        and not exists (select 1 from ${jobCandidateMatches} m where m.job_id = k.job_id and m.candidate_id = k.candidate_id and m.score >= ${minScore})`),
  );
  return rows.map((row) => ({
    ...row,
    score: row.score === null ? null : round4(Number(row.score)),
    applied_at: row.applied_at === null ? null : new Date(row.applied_at),
  }));
}

/** Applications of these candidates (all when none are named) to a company's jobs, newest first. */
export async function companyApplicationRows(
  db: Db,
  companyId: string,
  candidateIds?: readonly string[],
): Promise<Array<{ job_id: string; job_title: string; candidate_id: string; applied_at: Date }>> {
  if (candidateIds?.length === 0) return [];
  const rows = await db
    .select({ job_id: candidateJobMarks.job_id, job_title: jobs.job_title, candidate_id: candidateJobMarks.candidate_id, applied_at: candidateJobMarks.applied_at })
    .from(candidateJobMarks)
    .innerJoin(jobs, eq(jobs.id, candidateJobMarks.job_id))
    .where(
      and(
        eq(jobs.company_id, companyId),
        isNotNull(candidateJobMarks.applied_at),
        candidateIds ? inArray(candidateJobMarks.candidate_id, [...candidateIds]) : undefined,
      ),
    )
    .orderBy(desc(candidateJobMarks.applied_at));
  return rows.map((row) => ({ ...row, applied_at: row.applied_at! }));
}

/** The profiles of these candidates who are in the pool, by id. */
export async function findPoolProfiles(db: Db, ids: readonly string[]): Promise<Map<string, NonNullable<PoolCandidate['profile']>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, profile: candidateProfiles.profile })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .where(and(eligibleCandidate, inArray(users.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.profile!]));
}
