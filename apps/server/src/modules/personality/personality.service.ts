/**
 * The personality assessment (issue #14; decisions 0058–0060): the candidate answers the 100 questions
 * over as many visits as they like, every answer saved as given; the short scale (1–50) gives a first
 * result, all 100 the full one. The candidate reads their own results; a company's recruiters read
 * those of approved candidates who applied to one of its jobs or answered one of its pokes "interested"
 * (the relationship that shows contact details, decision 0049); anyone else is 'Assessments Not Found'.
 */
import { IPIP_ANSWER_LABELS } from '@masar/engines/personality/ipip-items';
import { PERSONALITY_ITEMS, TOTAL_QUESTIONS } from '@masar/engines/personality/items';
import {
  isAnswer,
  scaleComplete,
  scorePersonality,
  UNANSWERED,
  type AnswerSheet,
} from '@masar/engines/personality/score-personality';
import type { Locale } from '@masar/shared/messages';
import type {
  AssessmentList,
  AssessmentListQuery,
  AssessmentProgress,
  AssessmentQuestions,
  AssessmentSummary,
  PersonalityResult,
  PrinciplesExist,
  SaveAnswersRequest,
} from '@masar/shared/personality';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { madeReport, type MadeReportAnswer } from '../../lib/made-report.ts';
import { personalityReportJob } from './personality.jobs.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findUserById } from '../accounts/users.service.ts';
import { deleteFile, findFile, storeFile } from '../files/files.service.ts';
import { candidatesWhoTurnedTo } from '../recruiter-candidates/recruiter-candidates.service.ts';
import {
  findAnswers,
  findAssessment,
  findAssessmentOf,
  pageAssessmentsOf,
  type AssessmentListFilter,
  findCandidatesWithAssessments,
  findCandidatesWithResults,
  findReport,
  findScoredAssessments,
  markProgress,
  requestReport,
  settleReport,
  saveAnswers as saveAnswerRows,
  startAssessment,
  type ReportAudience,
  type AssessmentRow,
} from './personality.repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'assessments.notFound');
const reportFailed = () => new AppError('CONFLICT', 'assessments.reportFailed');

export function progressOf(answers: AnswerSheet): AssessmentProgress {
  const answered = PERSONALITY_ITEMS.filter((item) => isAnswer(answers.get(item.number))).length;
  return {
    shortscaleComplete: scaleComplete(answers, 'short'),
    assessmentComplete: scaleComplete(answers, 'full'),
    fractionComplete: answered / TOTAL_QUESTIONS,
  };
}

const NO_PROGRESS: AssessmentProgress = { shortscaleComplete: false, assessmentComplete: false, fractionComplete: 0 };

/** GET principles/exist/. */
export async function assessmentExists(ctx: AppContext, caller: Caller): Promise<PrinciplesExist> {
  const row = await findAssessmentOf(ctx.db, caller.userId);
  if (!row) return { exist: false, assessment_id: null, assessmentProgress: NO_PROGRESS };
  return { exist: true, assessment_id: row.id, assessmentProgress: progressOf(await findAnswers(ctx.db, row.id)) };
}

/** GET principles/assessments/questions/: the 100 questions in the caller's language, with their answers so far. */
export async function assessmentQuestions(
  ctx: AppContext,
  caller: Caller,
  locale: Locale,
): Promise<AssessmentQuestions> {
  const row = await findAssessmentOf(ctx.db, caller.userId);
  const answers: AnswerSheet = row ? await findAnswers(ctx.db, row.id) : new Map();
  return {
    assessment_id: row?.id ?? null,
    questions: PERSONALITY_ITEMS.map((item) => ({ text: item.text[locale], number: item.number })),
    choices: [...IPIP_ANSWER_LABELS[locale]],
    answers: PERSONALITY_ITEMS.map((item) => ({
      answerNumber: answers.get(item.number) ?? UNANSWERED,
      question: item.text[locale],
      questionNumber: item.number,
    })),
    assessmentProgress: progressOf(answers),
  };
}

/**
 * POST principles/assessments/answers/: saves each answer as given (-1 takes one back), starting the
 * assessment on the first. `completed` says whether this call completed the short scale or the whole.
 */
export async function saveAnswers(ctx: AppContext, caller: Caller, request: SaveAnswersRequest) {
  return ctx.db.transaction(async (tx) => {
    const assessment = await startAssessment(tx, caller.userId);
    await saveAnswerRows(tx, assessment.id, request.answers);
    const progress = progressOf(await findAnswers(tx, assessment.id));
    const marked = await markProgress(tx, assessment.id, {
      shortScaleComplete: progress.shortscaleComplete,
      complete: progress.assessmentComplete,
    });
    const completed =
      (marked.short_scale_completed_at !== null && assessment.short_scale_completed_at === null) ||
      (marked.completed_at !== null && assessment.completed_at === null);
    return { assessment_id: assessment.id, assessmentProgress: progress, completed };
  });
}

/**
 * Whether the caller may read this candidate's assessment results (decision 0060): their own, or a
 * recruiter of a company they turned to. The skills assessments (decision 0072) go by the same rule.
 */
export async function mayReadAssessmentsOf(ctx: AppContext, caller: Caller, candidateId: string): Promise<boolean> {
  if (caller.userId === candidateId) return true;
  if (!(STATE_GROUPS.recruiters as readonly string[]).includes(caller.state) || caller.companyId === null) return false;
  return (await readableCandidates(ctx, caller.companyId, [candidateId])).has(candidateId);
}

/** Of these candidates, the approved ones who applied to the company's jobs or answered its pokes "interested". */
function readableCandidates(ctx: AppContext, companyId: string, candidateIds: readonly string[]) {
  return candidatesWhoTurnedTo(ctx, companyId, candidateIds);
}

async function summaryOf(
  ctx: AppContext,
  row: AssessmentRow,
  result: PersonalityResult,
  answers: AnswerSheet,
): Promise<AssessmentSummary> {
  const person = await findUserById(ctx.db, row.candidate_id);
  return {
    assessment_id: row.id,
    user_id: row.candidate_id,
    name: person ? `${person.first_name} ${person.last_name}`.trim() : '',
    started_at: row.started_at.toISOString(),
    short_scale_completed_at: row.short_scale_completed_at?.toISOString() ?? null,
    completed_at: row.completed_at?.toISOString() ?? null,
    assessmentProgress: progressOf(answers),
    result,
  };
}

/** The full result when all 100 are answered, else the short scale's, else none. */
export function bestResult(answers: AnswerSheet): PersonalityResult | null {
  return scorePersonality(answers, 'full') ?? scorePersonality(answers, 'short');
}

/** GET principles/assessments/summary/{id}: the best result of an assessment the caller may read. */
export async function assessmentSummary(
  ctx: AppContext,
  caller: Caller,
  assessmentId: string,
): Promise<AssessmentSummary> {
  const row = await findAssessment(ctx.db, assessmentId);
  if (!row || !(await mayReadAssessmentsOf(ctx, caller, row.candidate_id))) throw notFound();
  const answers = await findAnswers(ctx.db, row.id);
  const result = bestResult(answers);
  if (!result) throw reportFailed();
  return summaryOf(ctx, row, result, answers);
}

/** GET principles/assessments/user/{id}: a candidate's short-scale result, or with short=false the full one. */
export async function userAssessment(
  ctx: AppContext,
  caller: Caller,
  candidateId: string,
  shortScale: boolean,
): Promise<AssessmentSummary> {
  if (!(await mayReadAssessmentsOf(ctx, caller, candidateId))) throw notFound();
  const row = await findAssessmentOf(ctx.db, candidateId);
  if (!row) throw notFound();
  const answers = await findAnswers(ctx.db, row.id);
  const result = scorePersonality(answers, shortScale ? 'short' : 'full');
  if (!result) throw reportFailed();
  return summaryOf(ctx, row, result, answers);
}

/** The candidate's own best result, for the profile's `personality` field; null before the short scale is done. */
export async function ownPersonality(ctx: AppContext, candidateId: string): Promise<PersonalityResult | null> {
  const row = await findAssessmentOf(ctx.db, candidateId);
  return row ? bestResult(await findAnswers(ctx.db, row.id)) : null;
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** GET principles/assessments/list/: the company's candidates' results, newest first, filtered and paged. */
export async function listAssessments(
  ctx: AppContext,
  caller: Caller,
  query: AssessmentListQuery,
): Promise<AssessmentList> {
  const empty = { total: 0, results: [], users: [], pagination: { page: query.page, limit: query.limit } };
  if (caller.companyId === null) return empty;
  const readable = await readableCandidates(ctx, caller.companyId, await findCandidatesWithResults(ctx.db));
  const nameOf = (id: string) => {
    const row = readable.get(id)!;
    return `${row.first_name} ${row.last_name}`.trim();
  };
  const chosen = query.users ? [...readable.keys()].filter((id) => query.users!.includes(id)) : [...readable.keys()];
  const rows = await findScoredAssessments(ctx.db, chosen, {
    from: query.start_date ? new Date(`${query.start_date}T00:00:00Z`) : undefined,
    before: query.end_date ? dayAfter(query.end_date) : undefined,
  });
  const page = rows.slice(query.page * query.limit, (query.page + 1) * query.limit);
  const results = await Promise.all(
    page.map(async (row) => {
      const result = bestResult(await findAnswers(ctx.db, row.id))!;
      return {
        assessment_id: row.id,
        user_id: row.candidate_id,
        name: nameOf(row.candidate_id),
        short_scale_completed_at: row.short_scale_completed_at!.toISOString(),
        completed_at: row.completed_at?.toISOString() ?? null,
        scale: result.scale,
        type: result.type,
      };
    }),
  );
  const users = [...readable.keys()]
    .map((id) => ({ id, name: nameOf(id) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { total: rows.length, results, users, pagination: { page: query.page, limit: query.limit } };
}

/** A personality assessment as a line of the recruiter's results list of every kind (decision 0073). */
export interface PersonalityListing {
  assessment_id: string;
  candidate_id: string;
  /** The short scale is done: there is a result. */
  completed: boolean;
  /** Completed (full), else the short scale's completion, else started. */
  date: Date;
}

/**
 * The first `take` personality assessments of these candidates on the list (newest first), and how many
 * match in all; their results are scored only for the page shown.
 */
export async function personalityListings(
  ctx: AppContext,
  candidateIds: readonly string[],
  filter: AssessmentListFilter,
  take: number,
): Promise<{ listings: PersonalityListing[]; total: number }> {
  const { rows, total } = await pageAssessmentsOf(ctx.db, candidateIds, filter, take);
  return {
    total,
    listings: rows.map((row) => ({
      assessment_id: row.id,
      candidate_id: row.candidate_id,
      completed: row.short_scale_completed_at !== null,
      date: row.completed_at ?? row.short_scale_completed_at ?? row.started_at,
    })),
  };
}

/** An assessment's best result so far, or null before the short scale is done. */
export async function personalityResultOf(ctx: AppContext, assessmentId: string): Promise<PersonalityResult | null> {
  return bestResult(await findAnswers(ctx.db, assessmentId));
}

/** Every candidate who started the personality assessment. */
export function candidatesWithPersonality(ctx: AppContext): Promise<string[]> {
  return findCandidatesWithAssessments(ctx.db);
}

/** Western digits in both languages, as on the web (product decisions). */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

/**
 * GET principles/assessments/pdf/{id} (decision 0064): the report in the caller's language, for anyone
 * who may read the summary. The first request queues the job that makes it and answers "pending"; once
 * made, the stored file is served until a later answer changes the result. A failed making says so once
 * ('Failed to create assessment report') and is asked for again, so the next request can succeed.
 */
export async function personalityReportPdf(
  ctx: AppContext,
  caller: Caller,
  assessmentId: string,
  locale: Locale,
  now = new Date(),
): Promise<MadeReportAnswer> {
  const row = await findAssessment(ctx.db, assessmentId);
  if (!row || !(await mayReadAssessmentsOf(ctx, caller, row.candidate_id))) throw notFound();
  if (!bestResult(await findAnswers(ctx.db, row.id))) throw reportFailed();
  // The candidate's own report speaks to them; the company's recruiters read one about the candidate.
  const audience: ReportAudience = caller.userId === row.candidate_id ? 'candidate' : 'recruiter';
  return madeReport(
    ctx,
    await findReport(ctx.db, row.id, locale, audience),
    row.updated_at,
    async () => {
      await requestReport(ctx.db, row.id, locale, audience, row.updated_at);
      // One job per report, language and reader at a time: a second request while it is queued adds nothing.
      await ctx.jobs.send(
        personalityReportJob,
        { assessment_id: row.id, locale, audience },
        { singletonKey: `${row.id}:${locale}:${audience}` },
      );
    },
    now,
  );
}

/**
 * The job's work: renders the report from the assessment as it is now, stores it as the candidate's file
 * and replaces the one made before. A report no longer pending (made or failed meanwhile) is left alone.
 */
export async function makePersonalityReport(
  ctx: AppContext,
  assessmentId: string,
  locale: Locale,
  audience: ReportAudience,
): Promise<void> {
  const row = await findAssessment(ctx.db, assessmentId);
  const report = row && (await findReport(ctx.db, row.id, locale, audience));
  if (!row || report?.status !== 'pending') return;
  const answers = await findAnswers(ctx.db, row.id);
  const result = bestResult(answers);
  if (!result) return settleReport(ctx.db, row.id, locale, audience, { status: 'failed' });
  const summary = await summaryOf(ctx, row, result, answers);
  const completed = summary.completed_at ?? summary.short_scale_completed_at;
  // Loaded on first use: the PDF library takes about a second to load, which every app start (and every
  // test file) would otherwise pay.
  const { renderPersonalityReport } = await import('./personality.pdf.ts');
  let bytes: Buffer;
  try {
    bytes = await renderPersonalityReport({
      summary,
      locale,
      audience,
      completedOn:
        completed && new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long' }).format(new Date(completed)),
    });
  } catch (error) {
    // Rendering the same data again fails the same way: say so now rather than after the retries.
    await settleReport(ctx.db, row.id, locale, audience, { status: 'failed' });
    throw error;
  }
  const file = await storeFile(ctx, {
    ownerId: row.candidate_id,
    category: 'personality report',
    kind: 'pdf',
    fileName: `personality-report-${locale}${audience === 'recruiter' ? '-recruiter' : ''}.pdf`,
    bytes,
  });
  await settleReport(ctx.db, row.id, locale, audience, { status: 'ready', fileId: file.id, madeFrom: row.updated_at });
  const previous = report.file_id === null ? undefined : await findFile(ctx.db, report.file_id);
  if (previous) await deleteFile(ctx, previous);
}
