/**
 * Careers for an interest profile (issue #14; decision 0062): the catalogue's occupations of the chosen
 * job zone, ranked by the Pearson correlation of their six interest scores (O*NET's 1–7 scale) with the
 * person's (0–40 each). Correlation compares the shape of the two profiles — which areas stand high and
 * which low — and not their level, so the two scales need no conversion and a person who answers every activity a notch
 * higher gets the same careers; it is the usual profile-similarity index of the interest literature
 * (e.g. Brown and Gore 1994) and what O*NET's own Interest Profiler matches with.
 */
import { INTEREST_AREAS, type InterestArea, type InterestScores } from '@masar/shared/interests';
import { rankAreas } from './score-interests.ts';

/** What ranking needs of an occupation. */
export interface CareerOccupation {
  id: string;
  /** The English title: the last tie-break, the same in either language. */
  title: string;
  job_zone: number;
  riasec: Readonly<Record<InterestArea, number>>;
}

export interface RankedCareer<T extends CareerOccupation> {
  occupation: T;
  /** -1 to 1, rounded to 3 decimals; null when either profile is flat (all six the same). */
  fit: number | null;
}

/** Pearson's r of two profiles in RIASEC order; null when either has no spread, where r is undefined. */
export function profileCorrelation(a: Readonly<Record<InterestArea, number>>, b: Readonly<Record<InterestArea, number>>): number | null {
  const n = INTEREST_AREAS.length;
  const meanA = INTEREST_AREAS.reduce((sum, area) => sum + a[area], 0) / n;
  const meanB = INTEREST_AREAS.reduce((sum, area) => sum + b[area], 0) / n;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (const area of INTEREST_AREAS) {
    cov += (a[area] - meanA) * (b[area] - meanB);
    varA += (a[area] - meanA) ** 2;
    varB += (b[area] - meanB) ** 2;
  }
  if (varA === 0 || varB === 0) return null;
  return Math.max(-1, Math.min(1, cov / Math.sqrt(varA * varB)));
}

/** Every score the same (all 0 included): the profile points to no area. */
export const isFlatProfile = (scores: InterestScores) => INTEREST_AREAS.every((area) => scores[area] === scores.realistic);

/** Fits this close are equal: the last bits of a float are not a preference. */
const SAME_FIT = 1e-9;

/**
 * The zone's careers in order, and the page asked for. Order: higher fit first; on equal fits the
 * occupation that stands higher in the person's strongest area (its score there, 1–7), then English
 * title A–Z, then id. With a flat profile there is no fit: careers come A–Z by English title. An
 * occupation whose own profile is flat (none in the shipped catalogue) has no fit and comes after those
 * that have one.
 */
export function rankCareers<T extends CareerOccupation>(
  scores: InterestScores,
  occupations: readonly T[],
  options: { jobZone: number; page: number; limit: number },
): { total: number; flat: boolean; careers: Array<RankedCareer<T>> } {
  const flat = isFlatProfile(scores);
  const top = rankAreas(scores)[0]!.area;
  const ranked = occupations
    .filter((occupation) => occupation.job_zone === options.jobZone)
    .map((occupation) => ({ occupation, fit: flat ? null : profileCorrelation(scores, occupation.riasec) }))
    .sort(
      (a, b) =>
        compareFits(a.fit, b.fit) ||
        (flat ? 0 : b.occupation.riasec[top] - a.occupation.riasec[top]) ||
        a.occupation.title.localeCompare(b.occupation.title, 'en') ||
        (a.occupation.id < b.occupation.id ? -1 : a.occupation.id > b.occupation.id ? 1 : 0),
    );
  const start = options.page * options.limit;
  return {
    total: ranked.length,
    flat,
    careers: ranked.slice(start, start + options.limit).map(({ occupation, fit }) => ({
      occupation,
      fit: fit === null ? null : Math.round(fit * 1000) / 1000,
    })),
  };
}

function compareFits(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return Math.abs(a - b) <= SAME_FIT ? 0 : b - a;
}
