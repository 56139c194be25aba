/**
 * The candidate's side of matching (spec §7 candidate): their best jobs, one job's skill gap, courses for
 * the gaps, the career path, saved jobs and the job actions. Lists come from the stored matches; the page
 * shown is explained fresh with the engine (a dozen jobs, a millisecond).
 */
import { loadCatalogue, perCatalogue } from '@masar/catalog/catalogue';
import { nextCareerSteps, type CareerOccupation } from '@masar/engines/career-path/next-steps';
import { scoreMatch } from '@masar/engines/matching/score-match';
import type { MatchCandidate } from '@masar/engines/matching/types';
import { recommendCourses, type GapToClose } from '@masar/engines/upskilling/recommend-courses';
import type {
  CareerPath,
  CareerPathRequest,
  JobAction,
  JobActionResult,
  MatchedJob,
  MatchingJobList,
  MatchingJobsQuery,
  SkillGap,
  UpskillCourses,
  UpskillCoursesRequest,
} from '@masar/shared/matching';
import type { Locale, MessageKey } from '@masar/shared/messages';
import type { PrescreeningAnswerInput } from '@masar/shared/prescreening';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { listCompanyRecruiterIds } from '../accounts/users.service.ts';
import { findPublishedJobRecords, findPublishedJobRecordsMarkedBy, jobNotFound, toJob, type JobMarks } from '../jobs/jobs.service.ts';
import { addNotification } from '../notifications/notifications.service.ts';
import { recordPrescreeningAnswers } from '../prescreening/prescreening.service.ts';
import type { JobRecord } from '../jobs/jobs.service.ts';
import { EMPTY_CANDIDATE, explainMatch, explainMatchKept, keyedCandidate, skillName, type KeyedCandidate } from './match-explanation.ts';

/** Other modules (employees' internal matches) explain a match through this service, as the candidate side does. */
export { explainMatch };
import { skillGraph, toMatchCandidate, toMatchJob } from './match-inputs.ts';
import {
  countPublishedJobsByOccupation,
  findMarks,
  findOwnProfile,
  findPoolProfileVersioned,
  markFirstApplication,
  pageCandidateMatches,
  pageFavoriteJobs,
  readCandidatePage,
  setMark,
} from './matching.repository.ts';

/**
 * Ownership of matches: the routes admit approved candidates only, and a candidate sees only their own.
 * Naming another candidate answers as if there were none (404): whether an id is a candidate is private.
 */
export function ownCandidateId(caller: Caller, claimedId?: string): string {
  if (claimedId !== undefined && claimedId !== caller.userId) throw new AppError('NOT_FOUND', 'user.notFound');
  return caller.userId;
}

/** The candidate as the engine reads them; null while they have no profile yet (or are not in the pool). */
export async function candidateInput(ctx: AppContext, candidateId: string): Promise<MatchCandidate | null> {
  const row = await findPoolProfileVersioned(ctx.db, candidateId);
  return row === undefined ? null : keyedCandidate(candidateId, row).input;
}

/** An employee's own profile as the engine reads it, before or after the pool's approval (decision 0047). */
export async function employeeProfileInput(ctx: AppContext, userId: string): Promise<MatchCandidate | null> {
  const profile = await findOwnProfile(ctx.db, userId);
  return profile === undefined ? null : toMatchCandidate(profile);
}

export { EMPTY_CANDIDATE };

function marksOf(mark: JobMarks | undefined) {
  return {
    is_favorite: mark?.favorited_at != null,
    is_applied: mark?.applied_at != null,
    is_dismissed: mark?.dismissed_at != null,
  };
}

function matchedJob(record: JobRecord, candidate: KeyedCandidate, mark: JobMarks | undefined, locale: Locale): MatchedJob {
  const { result, matched, gap, reasons } = explainMatchKept(candidate, record, locale);
  return {
    ...toJob(record, locale),
    matching_score: result.matching_score,
    norm_score: result.norm_score,
    job_match: matched,
    job_gap: gap,
    reasons,
    ...marksOf(mark),
  };
}

/**
 * GET matching-jobs: the candidate's best jobs (or saved jobs), a page at a time, best first. Two queries
 * (issue #17): the page of the stored list with the profile, then those jobs with their skills and marks.
 */
export async function listMatchingJobs(ctx: AppContext, caller: Caller, query: MatchingJobsQuery, locale: Locale): Promise<MatchingJobList> {
  const candidateId = ownCandidateId(caller, query.candidate_id);
  const title = query.job_title?.trim().toLowerCase() || undefined;
  const page = { offset: query.page * query.limit, limit: query.limit };
  let list = await readCandidatePage(ctx.db, candidateId, { titleContains: title }, page);
  if (list.computedAt === undefined) {
    // A candidate's first visit: compute now rather than show an empty list.
    await ctx.matching.refreshCandidate(candidateId);
    list = await readCandidatePage(ctx.db, candidateId, { titleContains: title }, page);
  }
  const { total, ids } = query.favorites_only
    ? await pageFavoriteJobs(ctx.db, candidateId, { titleContains: title }, page)
    : { total: list.total, ids: list.rows.map((row) => row.id) };
  const records = await findPublishedJobRecordsMarkedBy(ctx, candidateId, ids);
  // Each job explained once per profile and job version (match-explanation.ts), not on every call.
  const input = keyedCandidate(candidateId, list.profile);
  const results = ids.flatMap((id) => {
    const record = records.get(id);
    return record ? [matchedJob(record, input, record.mark, locale)] : [];
  });
  return {
    total,
    results,
    pagination: { page: query.page, limit: query.limit },
    searched_title: title ?? null,
    updated_at: list.computedAt?.toISOString() ?? null,
  };
}

async function publishedRecord(ctx: AppContext, jobId: string): Promise<JobRecord> {
  const record = (await findPublishedJobRecords(ctx, [jobId])).get(jobId);
  if (!record) throw jobNotFound();
  return record;
}

/** POST skill-gap/: one job against the candidate's profile, explained. Two queries: the job with its marks, the profile. */
export async function skillGap(ctx: AppContext, caller: Caller, jobId: string, locale: Locale): Promise<SkillGap> {
  const candidateId = ownCandidateId(caller);
  const [records, profile] = await Promise.all([findPublishedJobRecordsMarkedBy(ctx, candidateId, [jobId]), findPoolProfileVersioned(ctx.db, candidateId)]);
  const record = records.get(jobId);
  if (!record) throw jobNotFound();
  // Usually already explained for the list the candidate came from.
  const { result, matched, gap, reasons } = explainMatchKept(keyedCandidate(candidateId, profile), record, locale);
  return {
    job_id: jobId,
    score: result.matching_score,
    norm_score: result.norm_score,
    matching_data: { matched, gap },
    components: result.components,
    reasons,
    ...marksOf(record.mark),
  };
}

/** How much a gap weighs: its importance, doubled for a must-have (as the engine weighs skills). */
export const gapWeight = (gap: { importance: number; required: boolean }) => gap.importance * (gap.required ? 2 : 1);
/** For the candidate as a whole, the gaps of their best jobs count, each job by its score. */
const WHOLE_PROFILE_JOBS = 10;

function categoryOf(skillId: string, locale: Locale): GapToClose['category'] {
  const catalogue = loadCatalogue();
  const skill = catalogue.skillsById.get(skillId);
  const category = skill && catalogue.skillCategories.find((c) => c.id === skill.category && c.sector === skill.sector);
  return category ? { id: `${category.sector}/${category.id}`, name: category.name[locale] } : { id: 'other', name: locale === 'ar' ? 'أخرى' : 'Other' };
}

/** A gap as the course recommender weighs it, named and categorised in the person's language. */
export function gapToClose(gap: { id: string; name: string }, weight: number, locale: Locale): GapToClose {
  return { id: gap.id, name: skillName(gap.id, gap.name, locale), weight, category: categoryOf(gap.id, locale) };
}

/** POST upskill-courses/: courses for one job's gaps, or for the gaps of the candidate's best jobs. */
export async function upskillCourses(ctx: AppContext, caller: Caller, request: UpskillCoursesRequest, locale: Locale): Promise<UpskillCourses> {
  const candidateId = ownCandidateId(caller);
  const input = (await candidateInput(ctx, candidateId)) ?? EMPTY_CANDIDATE;
  const jobIds = request.job_id
    ? [(await publishedRecord(ctx, request.job_id)).job.id]
    : (await pageCandidateMatches(ctx.db, candidateId, {}, { offset: 0, limit: WHOLE_PROFILE_JOBS })).rows.map((row) => row.id);
  const records = await findPublishedJobRecords(ctx, jobIds);
  const gaps = new Map<string, GapToClose>();
  for (const record of records.values()) {
    const result = scoreMatch(input, toMatchJob({ ...record.job, skills: record.skills }), skillGraph());
    // One job: its gaps as they are; several: each job's gaps count as much as the job fits.
    const factor = request.job_id ? 1 : result.matching_score;
    for (const gap of result.job_gap) {
      const known = gaps.get(gap.id);
      const weight = (known?.weight ?? 0) + gapWeight(gap) * factor;
      gaps.set(gap.id, gapToClose(gap, weight, locale));
    }
  }
  return { job_id: request.job_id ?? null, ...coursesForGaps([...gaps.values()], locale) };
}

/**
 * Courses that close these gaps, grouped by skill category (spec §9): the candidate's upskilling, and the
 * courses a talent manager is shown for the workforce's gaps.
 */
export function coursesForGaps(gaps: readonly GapToClose[], locale: Locale): Omit<UpskillCourses, 'job_id'> {
  const catalogue = loadCatalogue();
  const { categories, uncovered } = recommendCourses(gaps, (id) => catalogue.coursesBySkill.get(id) ?? [], { language: locale });
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      score: category.score,
      courses: category.courses.map(({ course, score, closes }) => ({
        id: course.id,
        title: locale === 'ar' && course.title_ar ? course.title_ar : course.title,
        provider: course.provider,
        url: course.url,
        level: course.level,
        duration_hours: course.duration_hours,
        language: course.language,
        price_kind: course.price_kind,
        score,
        skills: closes.map((gap) => ({ id: gap.id, name: gap.name })),
      })),
    })),
    uncovered: uncovered.map((gap) => ({ id: gap.id, name: gap.name })),
  };
}

const careerOccupations = perCatalogue((catalogue) => new Map<string, CareerOccupation>(catalogue.occupations.map((o) => [o.id, o])));

/** POST career-path/: the next n roles from the candidate's current occupation, with what each takes. */
export async function careerPath(ctx: AppContext, caller: Caller, request: CareerPathRequest, locale: Locale): Promise<CareerPath> {
  const candidateId = ownCandidateId(caller, request.uid);
  const input = (await candidateInput(ctx, candidateId)) ?? EMPTY_CANDIDATE;
  const catalogue = loadCatalogue();
  const graph = skillGraph();
  const { current, steps } = nextCareerSteps(
    { skillIds: new Set(input.skills.map((skill) => skill.id)), occupationIds: input.occupationIds ?? [] },
    careerOccupations(),
    { count: request.n, relatedSkills: (id) => graph.related(id).map((related) => related.id) },
  );
  const openJobs = await countPublishedJobsByOccupation(ctx.db, steps.map((step) => step.occupationId));
  const summary = (id: string) => {
    const occupation = catalogue.occupationsById.get(id)!;
    return { id, title: occupation.title[locale], description: occupation.description[locale], job_zone: occupation.job_zone };
  };
  const named = (id: string) => ({ id, name: skillName(id, id, locale) });
  return {
    current: current ? summary(current.id) : null,
    steps: steps.map((step) => {
      const occupation = catalogue.occupationsById.get(step.occupationId)!;
      return {
        occupation: summary(step.occupationId),
        readiness: step.readiness,
        skills_held: step.held.map(named),
        skills_to_gain: step.toGain.slice(0, 6).map((skill) => ({
          ...named(skill.skill_id),
          importance: skill.importance,
          via: skill.via === undefined ? null : skillName(skill.via, skill.via, locale),
        })),
        typical_education: occupation.typical_education,
        typical_experience_years: occupation.typical_experience_years,
        open_jobs: openJobs.get(step.occupationId) ?? 0,
      };
    }),
  };
}

/** POST favorite-jobs/: which of these jobs the candidate saved. */
export async function favoriteStatus(ctx: AppContext, caller: Caller, jobIds: readonly string[]) {
  const candidateId = ownCandidateId(caller);
  const marks = new Map((await findMarks(ctx.db, candidateId, jobIds)).map((mark) => [mark.job_id, mark]));
  return { favorites: jobIds.map((job_id) => ({ job_id, is_favorite: marks.get(job_id)?.favorited_at != null })) };
}

const ACTIONS: Record<JobAction, { column: 'favorited_at' | 'applied_at' | 'dismissed_at'; on: boolean; message: MessageKey }> = {
  save: { column: 'favorited_at', on: true, message: 'job.saved' },
  unsave: { column: 'favorited_at', on: false, message: 'job.unsaved' },
  apply: { column: 'applied_at', on: true, message: 'job.applied' },
  dismiss: { column: 'dismissed_at', on: true, message: 'job.dismissed' },
  undismiss: { column: 'dismissed_at', on: false, message: 'job.undismissed' },
};

/**
 * POST job/{action}: save, unsave, apply, dismiss or undismiss. Marking needs a published job; saving or
 * applying again keeps the first time; a dismissed job leaves the candidate's matches until brought back.
 * Unmarking works on a withdrawn job too, so a saved job that closed can still be cleared.
 */
export async function actOnJob(
  ctx: AppContext,
  caller: Caller,
  action: JobAction,
  jobId: string,
  prescreeningAnswers?: readonly PrescreeningAnswerInput[],
): Promise<{ result: JobActionResult; message: MessageKey }> {
  const candidateId = ownCandidateId(caller);
  const { column, on, message } = ACTIONS[action];
  const [existing] = await findMarks(ctx.db, candidateId, [jobId]);
  const record = on || !existing ? await publishedRecord(ctx, jobId) : undefined;
  const mark = await ctx.db.transaction(async (tx) => {
    if (action === 'apply' && record) {
      const applied = await applyInTransaction(tx, record, caller, (db) => recordPrescreeningAnswers(db, jobId, candidateId, prescreeningAnswers));
      return applied ?? (await findMarks(tx, candidateId, [jobId]))[0]!;
    }
    return setMark(tx, candidateId, jobId, { [column]: on ? (existing?.[column] ?? new Date()) : null });
  });
  return { result: { job_id: jobId, ...marksOf(mark) }, message };
}

/**
 * A first application, inside the caller's transaction: the mark, the pre-screening answers (`storeAnswers`,
 * the form's or the chat's) and the company's recruiters told, all or nothing; a second changes nothing and
 * gives undefined.
 */
export async function applyInTransaction(tx: Db, record: JobRecord, caller: Caller, storeAnswers: (tx: Db) => Promise<void>) {
  const applied = await markFirstApplication(tx, caller.userId, record.job.id);
  if (applied) {
    await storeAnswers(tx);
    await notifyApplication(tx, record, caller);
  }
  return applied;
}

/** Whether the candidate has applied to the job. */
export async function hasApplied(db: Db, candidateId: string, jobId: string): Promise<boolean> {
  const [mark] = await findMarks(db, candidateId, [jobId]);
  return mark?.applied_at != null;
}

/** Every recruiter of the job's company hears of the application, with a link to the candidate. */
async function notifyApplication(tx: Db, record: JobRecord, caller: Caller): Promise<void> {
  const candidateName = `${caller.user.first_name} ${caller.user.last_name}`.trim();
  for (const recruiterId of await listCompanyRecruiterIds(tx, record.company.id)) {
    await addNotification(tx, {
      userId: recruiterId,
      kind: 'application',
      params: { job_title: record.job.job_title, company_name: record.company.company_name, candidate_name: candidateName },
      link: `/recruiter/candidates/${caller.userId}?job=${record.job.id}`,
    });
  }
}
