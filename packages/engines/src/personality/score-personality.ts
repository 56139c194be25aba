/**
 * Scores the personality assessment (decision 0059). Pure: answers in, result out.
 *
 * - An answer is 1–5, from "very inaccurate" to "very accurate"; -1 (or nothing) is unanswered. A plus
 *   item scores the answer, a minus item 6 − answer, so 5 always means "more of the trait".
 * - A domain's raw score is the sum of its scored items; its mean is that sum over the items answered.
 * - The percentile is a normal approximation, not a published norm: the package ships no norms, so the
 *   mean item score is taken as normally distributed around the scale's midpoint 3 with a standard
 *   deviation of 0.6 (see the decision for the reasoning and the plan to replace it with local norms).
 * - Facets are scored where at least 3 of their items were answered.
 * - The MBTI-style type follows McCrae and Costa (1989): E/I from extraversion, N/S from openness, F/T
 *   from agreeableness, J/P from conscientiousness, each by the side of the midpoint the mean falls on;
 *   exactly on the midpoint gives X. Neuroticism has no letter: it is reported on its own, turned round
 *   as emotional stability.
 */
import { PERSONALITY_DOMAINS, PERSONALITY_ITEMS, type PersonalityDomain, type PersonalityItem } from './items.ts';

export const UNANSWERED = -1;
export const NORM_MEAN = 3;
export const NORM_STANDARD_DEVIATION = 0.6;
export const MIN_FACET_ITEMS = 3;
/** Below this percentile a score reads "low", above 100 minus it "high". */
export const LOW_PERCENTILE = 30;

export type PersonalityScale = 'short' | 'full';
export type ScoreLevel = 'low' | 'average' | 'high';

export interface TraitScore {
  answered: number;
  raw: number;
  mean: number;
  percentile: number;
  level: ScoreLevel;
}
export interface DomainScore extends TraitScore {
  domain: PersonalityDomain;
  facets: Array<TraitScore & { facet: number }>;
}
export interface PersonalityResult {
  scale: PersonalityScale;
  domains: DomainScore[];
  /** Four letters, E/I N/S F/T J/P, X where the score sits exactly on the midpoint. Always "MBTI-style". */
  type: string;
  emotionalStability: { percentile: number; level: ScoreLevel };
}

/** Answers by question number (1–100). */
export type AnswerSheet = ReadonlyMap<number, number>;

export const isAnswer = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value >= 1 && value <= 5;

export const itemScore = (item: Pick<PersonalityItem, 'keyed'>, answer: number) =>
  item.keyed === 'plus' ? answer : 6 - answer;

export const itemsOfScale = (scale: PersonalityScale) =>
  PERSONALITY_ITEMS.filter((item) => scale === 'full' || item.shortScale);

/** Whether every question of the scale has an answer. */
export function scaleComplete(answers: AnswerSheet, scale: PersonalityScale): boolean {
  return itemsOfScale(scale).every((item) => isAnswer(answers.get(item.number)));
}

/** The standard normal cumulative distribution (Abramowitz and Stegun 26.2.17, error below 7.5e-8). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

/** Whole percentiles from 1 to 99: a questionnaire cannot place anyone beyond those. */
export function percentileOfMean(mean: number): number {
  const percentile = Math.round(100 * normalCdf((mean - NORM_MEAN) / NORM_STANDARD_DEVIATION));
  return Math.min(99, Math.max(1, percentile));
}

export const levelOf = (percentile: number): ScoreLevel =>
  percentile < LOW_PERCENTILE ? 'low' : percentile > 100 - LOW_PERCENTILE ? 'high' : 'average';

function traitScore(scores: readonly number[]): TraitScore {
  const raw = scores.reduce((sum, score) => sum + score, 0);
  const mean = raw / scores.length;
  const percentile = percentileOfMean(mean);
  return { answered: scores.length, raw, mean, percentile, level: levelOf(percentile) };
}

const TYPE_LETTERS: ReadonlyArray<[PersonalityDomain, high: string, low: string]> = [
  ['E', 'E', 'I'],
  ['O', 'N', 'S'],
  ['A', 'F', 'T'],
  ['C', 'J', 'P'],
];

/** The MBTI-style letters of the domains' means. */
export function typeOf(means: Readonly<Record<PersonalityDomain, number>>): string {
  return TYPE_LETTERS.map(([domain, high, low]) =>
    means[domain] > NORM_MEAN ? high : means[domain] < NORM_MEAN ? low : 'X',
  ).join('');
}

/**
 * The result of a scale, or null while any of its questions is unanswered. The short scale scores
 * questions 1–50 only, even when more are answered, so its result never changes once given.
 */
export function scorePersonality(answers: AnswerSheet, scale: PersonalityScale): PersonalityResult | null {
  if (!scaleComplete(answers, scale)) return null;
  const items = itemsOfScale(scale);
  const domains = PERSONALITY_DOMAINS.map((domain): DomainScore => {
    const domainItems = items.filter((item) => item.domain === domain);
    const scored = (list: readonly PersonalityItem[]) => list.map((item) => itemScore(item, answers.get(item.number)!));
    const facets = [...new Set(domainItems.map((item) => item.facet))]
      .sort((a, b) => a - b)
      .map((facet) => ({ facet, list: domainItems.filter((item) => item.facet === facet) }))
      .filter(({ list }) => list.length >= MIN_FACET_ITEMS)
      .map(({ facet, list }) => ({ facet, ...traitScore(scored(list)) }));
    return { domain, ...traitScore(scored(domainItems)), facets };
  });
  const means = Object.fromEntries(domains.map((domain) => [domain.domain, domain.mean])) as Record<
    PersonalityDomain,
    number
  >;
  const neuroticism = domains.find((domain) => domain.domain === 'N')!;
  const stability = Math.min(99, Math.max(1, 100 - neuroticism.percentile));
  return {
    scale,
    domains,
    type: typeOf(means),
    emotionalStability: { percentile: stability, level: levelOf(stability) },
  };
}
