/**
 * The matching weights and curves, each with why. The record is docs/decisions/0010-matching-weights.md;
 * a change here changes the pinned golden scores, so it shows up in review.
 */
import type { EducationLevel } from './types.ts';

export interface MatchWeights {
  skills: number;
  title: number;
  experience: number;
  education: number;
  interest: number;
}

export const DEFAULT_WEIGHTS: Readonly<MatchWeights> = Object.freeze({
  /** Skills are what the job asks for and the strongest evidence a recruiter reads first. */
  skills: 0.45,
  /** The titles held say what the candidate has actually been doing, beyond a list of skills. */
  title: 0.2,
  /** Experience decides seniority, but the skills already carry much of the same signal. */
  experience: 0.15,
  /** Education is a gate for some jobs and a formality for many, so it weighs less. */
  education: 0.1,
  /** Interests predict satisfaction and tenure, not ability: a nudge, never a decider. */
  interest: 0.1,
});
// When a component has no data (no interest results, no skills listed), its weight is shared among the
// others in proportion to their weights: the score stays a weighted mean of what is known.

/** A must-have skill counts this many times its importance in the skill coverage: must-haves outrank nice-to-haves. */
export const REQUIRED_SKILL_FACTOR = 2;

/** Missing every must-have multiplies the whole score by 1 − this: a recruiter screens on must-haves first. */
export const REQUIRED_GAP_PENALTY = 0.4;

/**
 * A related skill earns at most this share of the credit for the skill itself: a head start, not the skill.
 * The skill itself stays a gap ("partly, through" the related skill), never a skill held. Alternatives earn
 * nothing: the catalogue's graph leaves out relations between two programming languages or two spoken
 * languages (TypeScript does not stand for Java), except within a family such as JavaScript and TypeScript
 * (ALTERNATIVE_CATEGORIES and LANGUAGE_FAMILIES in packages/catalog/src/skill-graph.ts).
 */
export const RELATED_SKILL_CREDIT = 0.6;

/** Relations weaker than this earn nothing, so a remote relation never hides a gap. */
export const MIN_RELATED_STRENGTH = 0.3;

/** Past titles count this much of the current one: what someone does now says more than what they did. */
export const PAST_TITLE_FACTOR = 0.85;

/** Same standardised occupation as the job (current or past): as good as a near-identical title. */
export const SAME_OCCUPATION_TITLE_FIT = 0.9;

/** Experience fit = (months held ÷ months asked) ^ this, capped at 1: a small shortfall costs little, a big one a lot. */
export const EXPERIENCE_CURVE_EXPONENT = 1.5;
// No penalty above the requirement: "overqualified" in years is a proxy for age, a protected attribute.

/** Education fit by levels short of the requirement (0, 1, 2, 3+); at or above the requirement is 1. */
export const EDUCATION_SHORTFALL_FIT: readonly number[] = [1, 0.6, 0.25, 0];
// No penalty for more education than asked, for the same reason as experience.

/**
 * Experience and education count in full once the candidate is this relevant to the job (the better of skill
 * coverage and title fit), and in proportion below it: ten years in another field are not ten years of this job.
 */
export const RELEVANCE_FULL_AT = 0.5;

/**
 * Names the scoring rules: stored scores computed under another version are recomputed. Change it with any
 * change to the weights, curves or the way inputs are read.
 */
export const ENGINE_VERSION = 'match-3';


/** Job-skill importance when a job gives none that is a number; the middle of the 1–5 scale. */
export const DEFAULT_IMPORTANCE = 3;

export const EDUCATION_RANK: Readonly<Record<EducationLevel, number>> = {
  none: 0,
  secondary: 1,
  diploma: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
};
