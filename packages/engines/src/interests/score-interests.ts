/**
 * My Next Move scores (issue #14; decision 0061): an area's score is the sum of its 10 activities'
 * answers, each 0 (strongly dislike) to 4 (strongly like), so 0–40 — the spec's "values 0 to 40" (§9).
 * A plain sum, with no reversed items and no weights: every activity is keyed towards its own area, and
 * counting each alike keeps the score explainable ("you liked 8 of the 10 hands-on activities").
 */
import {
  EMPTY_INTEREST_SCORES,
  INTEREST_ANSWER_MAX,
  INTEREST_AREAS,
  INTEREST_PAGE_SIZE,
  INTEREST_QUESTIONS,
  INTEREST_UNANSWERED,
  type InterestArea,
  type InterestProgress,
  type InterestScores,
} from '@masar/shared/interests';
import { INTEREST_ACTIVITIES } from './activities.ts';

/** Answers by activity number, as last given (-1 = unanswered). */
export type InterestAnswerSheet = ReadonlyMap<number, number>;

export const isInterestAnswer = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value >= 0 && value <= INTEREST_ANSWER_MAX;

/**
 * Each area's sum of the activities answered so far. Unanswered ones count nothing, so a partial sheet's
 * scores only grow as the person goes on; `progress.complete` says when they are the result.
 */
export function scoreInterests(answers: InterestAnswerSheet): { scores: InterestScores; progress: InterestProgress } {
  const scores: InterestScores = { ...EMPTY_INTEREST_SCORES };
  let answered = 0;
  for (const activity of INTEREST_ACTIVITIES) {
    const answer = answers.get(activity.number);
    if (!isInterestAnswer(answer)) continue;
    scores[activity.area] += answer;
    answered += 1;
  }
  return {
    scores,
    progress: { answered, total: INTEREST_QUESTIONS, fractionComplete: answered / INTEREST_QUESTIONS, complete: answered === INTEREST_QUESTIONS },
  };
}

/** The page (0-based) holding the first unanswered activity; the last page when all are answered. */
export function firstOpenPage(answers: InterestAnswerSheet): number {
  const open = INTEREST_ACTIVITIES.find((activity) => !isInterestAnswer(answers.get(activity.number)));
  return Math.floor(((open?.number ?? INTEREST_QUESTIONS) - 1) / INTEREST_PAGE_SIZE);
}

/** The activities of a page, 12 of them. */
export function activitiesOnPage(page: number) {
  return INTEREST_ACTIVITIES.slice(page * INTEREST_PAGE_SIZE, (page + 1) * INTEREST_PAGE_SIZE);
}

/** The areas from highest score to lowest; equal scores keep the RIASEC order, so the order is always the same. */
export function rankAreas(scores: InterestScores): Array<{ area: InterestArea; score: number }> {
  return INTEREST_AREAS.map((area, order) => ({ area, score: scores[area], order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ area, score }) => ({ area, score }));
}

export { INTEREST_UNANSWERED };
