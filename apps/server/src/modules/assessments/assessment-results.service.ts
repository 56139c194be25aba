/**
 * The recruiter's results list of every kind (issue #15, decision 0073): personality and the skills
 * attempts of the candidates who turned to the company (decision 0060's rule), each with the jobs that
 * relate the candidate to it, filtered and paged.
 */
import type { ResultsEntry, ResultsList, ResultsQuery } from '@masar/shared/assessments';
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
  findAttemptsOfCandidates,
  findCandidatesWithAttempts,
  findInterestedJobs,
  findLatestWholeScores,
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

async function skillsListings(ctx: AppContext, candidateIds: readonly string[]): Promise<Listing[]> {
  const attempts = await findAttemptsOfCandidates(ctx.db, candidateIds);
  const human = await findLatestWholeScores(
    ctx.db,
    attempts.map((attempt) => attempt.id),
  );
  return attempts.map((attempt) => {
    const stored = attempt.status === 'COMPLETED' ? (attempt.result as { band?: string; score?: number }) : null;
    return {
      report_id: skillsReportId(attempt.kind, attempt.candidate_id),
      kind: attempt.kind,
      user_id: attempt.candidate_id,
      status: attempt.status,
      score: (stored?.band ?? stored?.score ?? null) as ResultsEntry['score'],
      human_score: (human.get(attempt.id) ?? null) as ResultsEntry['human_score'],
      personality: null,
      date: attempt.completed_at ?? attempt.cancelled_at ?? attempt.submitted_at ?? attempt.started_at,
    };
  });
}

async function personalityRows(ctx: AppContext, candidateIds: readonly string[]): Promise<Listing[]> {
  return (await personalityListings(ctx, candidateIds)).map((listing) => ({
    report_id: listing.assessment_id,
    kind: 'personality',
    user_id: listing.candidate_id,
    status: listing.completed ? 'COMPLETED' : 'IN_PROGRESS',
    score: null,
    human_score: null,
    personality: null,
    date: listing.date,
  }));
}

async function typeOf(ctx: AppContext, assessmentId: string) {
  const result = await personalityResultOf(ctx, assessmentId);
  return result && { type: result.type, scale: result.scale };
}

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);
const DAY_MS = 86_400_000;

/** GET assessments/results/: newest first (by `date`), filtered by kind, status, job, dates (UTC days) and name. */
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
  const [jobsOf, skills, personality] = await Promise.all([
    relatingJobs(ctx, caller.companyId, ids),
    query.kind === 'personality' ? [] : skillsListings(ctx, ids),
    query.kind && query.kind !== 'personality' ? [] : personalityRows(ctx, ids),
  ]);
  const nameOf = (id: string) => `${readable.get(id)!.first_name} ${readable.get(id)!.last_name}`.trim();
  const needle = query.name?.toLocaleLowerCase();
  const from = query.start_date ? dayStart(query.start_date) : -Infinity;
  const before = query.end_date ? dayStart(query.end_date) + DAY_MS : Infinity;
  const all = [...skills, ...personality];
  const chosen = all
    .filter(
      (row) =>
        (!query.kind || row.kind === query.kind) &&
        (!query.status || row.status === query.status) &&
        (!query.job_id || (jobsOf.get(row.user_id) ?? []).some((job) => job.id === query.job_id)) &&
        (!needle || nameOf(row.user_id).toLocaleLowerCase().includes(needle)) &&
        row.date.getTime() >= from &&
        row.date.getTime() < before,
    )
    .sort((a, b) => b.date.getTime() - a.date.getTime() || a.report_id.localeCompare(b.report_id));
  const jobs = new Map(all.flatMap((row) => (jobsOf.get(row.user_id) ?? []).map((job) => [job.id, job] as const)));
  const page = chosen.slice(query.page * query.limit, (query.page + 1) * query.limit);
  return {
    total: chosen.length,
    results: await Promise.all(
      page.map(async (row) => ({
        ...row,
        // Scored for the page only: a personality result is computed from its answers when read (decision 0059).
        personality: row.kind === 'personality' && row.status === 'COMPLETED' ? await typeOf(ctx, row.report_id) : null,
        name: nameOf(row.user_id),
        date: row.date.toISOString(),
        jobs: jobsOf.get(row.user_id) ?? [],
      })),
    ),
    jobs: [...jobs.values()].sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id)),
    pagination,
  };
}
