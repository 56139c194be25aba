/**
 * My Next Move (issue #14; decisions 0061–0063): the candidate answers the 60 activities a page of 12 at
 * a time, every answer saved as given so they can leave and come back, or types their six scores; the
 * results rank the catalogue's careers of the job zone they choose. Only the candidate reads their own:
 * career interests are for the person's own exploration and never reach matching or recruiters.
 */
import { perCatalogue } from '@masar/catalog/catalogue';
import type { Occupation } from '@masar/catalog/occupations';
import { INTEREST_ACTIVITIES, INTEREST_ANSWER_LABELS } from '@masar/engines/interests/activities';
import { jobZonesIn } from '@masar/engines/interests/job-zones';
import { rankCareers } from '@masar/engines/interests/rank-careers';
import { activitiesOnPage, firstOpenPage, rankAreas, scoreInterests, type InterestAnswerSheet } from '@masar/engines/interests/score-interests';
import {
  CAREERS_PAGE_SIZE,
  INTEREST_PAGES,
  INTEREST_UNANSWERED,
  NO_JOB_ZONE,
  type InterestProgress,
  type InterestResult,
  type InterestScores,
  type InterestsResponse,
  type ParsedInterestsRequest,
  type ParsedResultRequest,
} from '@masar/shared/interests';
import type { Locale } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import {
  findInterestAnswers,
  findInterestAssessmentOf,
  saveInterestAnswers,
  startInterestAssessment,
  updateInterestAssessment,
  type InterestAssessmentRow,
} from './interests.repository.ts';

const TYPED_PROGRESS: InterestProgress = { answered: 0, total: INTEREST_ACTIVITIES.length, fractionComplete: 0, complete: true };

function pageOf(
  row: InterestAssessmentRow | undefined,
  answers: InterestAnswerSheet,
  page: number,
  locale: Locale,
): InterestsResponse {
  const { scores, progress } = scoreInterests(answers);
  const typed = row?.kind === 'my_next_move_scores_assessment' && row.typed_scores !== null;
  const activities = activitiesOnPage(page);
  return {
    assessment_id: row?.id ?? null,
    kind: row?.kind ?? 'my_next_move_assessment',
    page,
    pages: INTEREST_PAGES,
    questions: activities.map((activity) => ({ text: activity.text[locale], number: activity.number })),
    choices: [...INTEREST_ANSWER_LABELS[locale]],
    answers: activities.map((activity) => ({
      answerNumber: answers.get(activity.number) ?? INTEREST_UNANSWERED,
      question: activity.text[locale],
      questionNumber: activity.number,
    })),
    assessmentProgress: typed ? { ...TYPED_PROGRESS, answered: progress.answered, fractionComplete: progress.fractionComplete } : progress,
    scores: typed ? row.typed_scores! : scores,
  };
}

/**
 * POST onet/interests/: saves the answers given (none only reads) and answers with a page of 12, the
 * first with an unanswered activity unless one is named; or saves the six typed scores. `completed`
 * says whether this call gave the candidate results for the first time since they changed the way.
 */
export async function interests(
  ctx: AppContext,
  caller: Caller,
  request: ParsedInterestsRequest,
  locale: Locale,
): Promise<{ data: InterestsResponse; completed: boolean }> {
  if (request.kind === 'my_next_move_scores_assessment') {
    return ctx.db.transaction(async (tx) => {
      const started = await startInterestAssessment(tx, caller.userId);
      const row = await updateInterestAssessment(tx, started.id, { kind: request.kind, typedScores: request.scores });
      const answers = await findInterestAnswers(tx, row.id);
      return { data: pageOf(row, answers, firstOpenPage(answers), locale), completed: true };
    });
  }
  if (request.answers.length === 0) {
    // Only reading: no assessment is started by looking at the questions.
    const row = await findInterestAssessmentOf(ctx.db, caller.userId);
    const answers = row ? await findInterestAnswers(ctx.db, row.id) : new Map<number, number>();
    return { data: pageOf(row, answers, request.page ?? firstOpenPage(answers), locale), completed: false };
  }
  return ctx.db.transaction(async (tx) => {
    const started = await startInterestAssessment(tx, caller.userId);
    const before = scoreInterests(await findInterestAnswers(tx, started.id)).progress.complete;
    await saveInterestAnswers(tx, started.id, request.answers);
    const answers = await findInterestAnswers(tx, started.id);
    const complete = scoreInterests(answers).progress.complete;
    // Answering activities makes them the way the results are read again.
    const row = await updateInterestAssessment(tx, started.id, { kind: request.kind, complete });
    const completed = complete && (!before || started.kind !== request.kind);
    return { data: pageOf(row, answers, request.page ?? firstOpenPage(answers), locale), completed };
  });
}

/** The catalogue's occupations as ranking reads them (title: the English one, the tie-break). */
const rankable = perCatalogue((catalogue) => catalogue.occupations.map((occupation) => ({ ...occupation, title: occupation.title.en, source: occupation })));
const zoneCounts = perCatalogue((catalogue) => {
  const counts = new Map<number, number>();
  for (const occupation of catalogue.occupations) counts.set(occupation.job_zone, (counts.get(occupation.job_zone) ?? 0) + 1);
  return counts;
});

const incomplete = () => new AppError('CONFLICT', 'interests.incomplete');

/** The scores the results read: the typed ones, or the 60 answers once all are given. */
async function resultScores(ctx: AppContext, row: InterestAssessmentRow): Promise<InterestScores> {
  if (row.kind === 'my_next_move_scores_assessment' && row.typed_scores !== null) return row.typed_scores;
  const { scores, progress } = scoreInterests(await findInterestAnswers(ctx.db, row.id));
  if (!progress.complete) throw incomplete();
  return scores;
}

/** POST onet/result/: scores, areas, the zones, the chosen zone (saved when named) and a page of its careers. */
export async function result(
  ctx: AppContext,
  caller: Caller,
  request: ParsedResultRequest,
  locale: Locale,
): Promise<InterestResult> {
  let row = await findInterestAssessmentOf(ctx.db, caller.userId);
  if (!row) throw incomplete();
  const scores = await resultScores(ctx, row);
  if (request.job_zone !== undefined && request.job_zone !== row.job_zone) {
    row = await updateInterestAssessment(ctx.db, row.id, { jobZone: request.job_zone });
  }
  const ranked = rankCareers(scores, rankable(), { jobZone: row.job_zone, page: request.page, limit: CAREERS_PAGE_SIZE });
  const counts = zoneCounts();
  const occupationText = (occupation: Occupation) => ({ title: occupation.title[locale], description: occupation.description[locale] });
  return {
    assessment_id: row.id,
    kind: row.kind,
    scores,
    areas: rankAreas(scores),
    flat: ranked.flat,
    job_zone: row.job_zone,
    job_zones: jobZonesIn(locale, (zone) => counts.get(zone) ?? 0),
    careers:
      row.job_zone === NO_JOB_ZONE
        ? []
        : ranked.careers.map(({ occupation, fit }) => ({
            id: occupation.id,
            ...occupationText(occupation.source),
            job_zone: occupation.job_zone,
            holland_code: occupation.holland_code,
            fit,
          })),
    total: ranked.total,
    pagination: { page: request.page, limit: CAREERS_PAGE_SIZE },
  };
}
