/**
 * The recruiter's results list of every kind (issue #15, decision 0073): personality and the skills
 * attempts of the candidates who turned to the company (decision 0060's rule), each with the jobs that
 * relate the candidate to it, filtered and paged in the database.
 */
import type {
  AssessmentResultStatus,
  ResultsEntry,
  ResultsList,
  ResultsQuery,
  SkillsAssessmentKind,
} from '@masar/shared/assessments';
import { skillsReportId } from '@masar/shared/assessments';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { companyApplications } from '../matching/matching.service.ts';
import {
  candidatesWithPersonality,
  personalityListings,
  personalityResultOf,
} from '../personality/personality.service.ts';
import { candidatesWhoTurnedTo } from '../recruiter-candidates/recruiter-candidates.service.ts';
import {
  findCandidatesWithAttempts,
  findInterestedJobs,
  findLatestWholeScores,
  pageAttemptsOfCandidates,
} from './assessments.repository.ts';

type JobRef = { id: string; title: string };
type Listing = Omit<ResultsEntry, 'date' | 'name' | 'jobs'> & { date: Date };

/** The company's jobs each candidate applied to or answered "interested" to, by candidate, titles A–Z. */
async function relatingJobs(ctx: AppContext, companyId: string, candidateIds: readonly string[]) {
  const [applied, interested] = await Promise.all([
    companyApplications(ctx, companyId, candidateIds),
    findInterestedJobs(ctx.db, companyId, candidateIds),
  ]);
  const byCandidate = new Map<string, Map<string, JobRef>>();
  for (const row of [...applied, ...interested]) {
    const jobs = byCandidate.get(row.candidate_id) ?? new Map<string, JobRef>();
    jobs.set(row.job_id, { id: row.job_id, title: row.job_title });
    byCandidate.set(row.candidate_id, jobs);
  }
  const sorted = (jobs: Iterable<JobRef>) =>
    [...jobs].sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
  return new Map([...byCandidate].map(([id, jobs]) => [id, sorted(jobs.values())]));
}

/** The list's order: newest first, ties by report id in code-point order (as the queries sort them). */
const newestFirst = (a: Listing, b: Listing) =>
  b.date.getTime() - a.date.getTime() || (a.report_id < b.report_id ? -1 : a.report_id > b.report_id ? 1 : 0);

interface ListFilter {
  kind?: SkillsAssessmentKind | 'personality';
  status?: AssessmentResultStatus;
  from?: Date;
  before?: Date;
}

/** The first `take` skills attempts of these candidates in the list's order, and how many match. */
async function skillsListings(ctx: AppContext, candidateIds: readonly string[], filter: ListFilter, take: number) {
  const { rows: attempts, total } = await pageAttemptsOfCandidates(
    ctx.db,
    candidateIds,
    { ...filter, kind: filter.kind === 'personality' ? undefined : filter.kind },
    take,
  );
  const listings = attempts.map((attempt): Listing & { attemptId: string } => {
    const stored = attempt.status === 'COMPLETED' ? (attempt.result as { band?: string; score?: number }) : null;
    return {
      attemptId: attempt.id,
      report_id: skillsReportId(attempt.kind, attempt.candidate_id),
      kind: attempt.kind,
      user_id: attempt.candidate_id,
      status: attempt.status,
      score: (stored?.band ?? stored?.score ?? null) as ResultsEntry['score'],
      human_score: null,
      personality: null,
      date: attempt.completed_at ?? attempt.cancelled_at ?? attempt.submitted_at ?? attempt.started_at,
    };
  });
  return { listings, total };
}

/** The first `take` personality assessments in the list's order, and how many match (two statuses only). */
async function personalityRows(ctx: AppContext, candidateIds: readonly string[], filter: ListFilter, take: number) {
  if (filter.status && filter.status !== 'COMPLETED' && filter.status !== 'IN_PROGRESS')
    return { listings: [], total: 0 };
  const { listings, total } = await personalityListings(
    ctx,
    candidateIds,
    {
      scored: filter.status === undefined ? undefined : filter.status === 'COMPLETED',
      from: filter.from,
      before: filter.before,
    },
    take,
  );
  return {
    total,
    listings: listings.map((listing): Listing => ({
      report_id: listing.assessment_id,
      kind: 'personality',
      user_id: listing.candidate_id,
      status: listing.completed ? 'COMPLETED' : 'IN_PROGRESS',
      score: null,
      human_score: null,
      personality: null,
      date: listing.date,
    })),
  };
}

async function typeOf(ctx: AppContext, assessmentId: string) {
  const result = await personalityResultOf(ctx, assessmentId);
  return result && { type: result.type, scale: result.scale };
}

const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
const DAY_MS = 86_400_000;

/**
 * GET assessments/results/: newest first (by `date`), filtered by kind, status, job, dates (UTC days) and
 * name. The candidates a company may read, their names and relating jobs are the company's own (decision
 * 0060's rule); the results themselves are filtered, sorted and cut in the database, each kind's query
 * returning no more than the rows up to the page's end, merged here.
 */
export async function listResults(ctx: AppContext, caller: Caller, query: ResultsQuery): Promise<ResultsList> {
  const pagination = { page: query.page, limit: query.limit };
  if (caller.companyId === null) return { total: 0, results: [], jobs: [], pagination };
  const [withAttempts, withPersonality] = await Promise.all([
    findCandidatesWithAttempts(ctx.db),
    candidatesWithPersonality(ctx),
  ]);
  const readable = await candidatesWhoTurnedTo(ctx, caller.companyId, [
    ...new Set([...withAttempts, ...withPersonality]),
  ]);
  const ids = [...readable.keys()];
  const jobsOf = await relatingJobs(ctx, caller.companyId, ids);
  const nameOf = (id: string) => `${readable.get(id)!.first_name} ${readable.get(id)!.last_name}`.trim();
  const needle = query.name?.toLocaleLowerCase();
  // Job and name belong to the candidate: they narrow whose results are asked for.
  const chosenIds = ids.filter(
    (id) =>
      (!query.job_id || (jobsOf.get(id) ?? []).some((job) => job.id === query.job_id)) &&
      (!needle || nameOf(id).toLocaleLowerCase().includes(needle)),
  );
  const filter: ListFilter = {
    kind: query.kind,
    status: query.status,
    from: query.start_date ? dayStart(query.start_date) : undefined,
    before: query.end_date ? new Date(dayStart(query.end_date).getTime() + DAY_MS) : undefined,
  };
  const take = (query.page + 1) * query.limit;
  const none = { listings: [], total: 0 };
  const [skills, personality] = await Promise.all([
    query.kind === 'personality' ? none : skillsListings(ctx, chosenIds, filter, take),
    query.kind && query.kind !== 'personality' ? none : personalityRows(ctx, chosenIds, filter, take),
  ]);
  const page = [...skills.listings, ...personality.listings].sort(newestFirst).slice(query.page * query.limit, take);
  const human = await findLatestWholeScores(
    ctx.db,
    page.flatMap((row) => ('attemptId' in row ? [row.attemptId as string] : [])),
  );
  // The job filter offers every job that relates a readable candidate with a result.
  const withResults = new Set([...withAttempts, ...withPersonality]);
  const jobs = new Map(
    ids
      .filter((id) => withResults.has(id))
      .flatMap((id) => (jobsOf.get(id) ?? []).map((job) => [job.id, job] as const)),
  );
  return {
    total: skills.total + personality.total,
    results: await Promise.all(
      page.map(async (row) => {
        const { attemptId, ...entry } = row as Listing & { attemptId?: string };
        return {
          ...entry,
          human_score: (attemptId === undefined ? null : (human.get(attemptId) ?? null)) as ResultsEntry['human_score'],
          // Scored for the page only: a personality result is computed from its answers when read (decision 0059).
          personality:
            row.kind === 'personality' && row.status === 'COMPLETED' ? await typeOf(ctx, row.report_id) : null,
          name: nameOf(row.user_id),
          date: row.date.toISOString(),
          jobs: jobsOf.get(row.user_id) ?? [],
        };
      }),
    ),
    jobs: [...jobs.values()].sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id)),
    pagination,
  };
}
