/**
 * The interview evaluation's weights and thresholds, each with why (decision 0084). They were fitted on the
 * golden answers' "tune" split only; a change here moves the golden agreement, so it shows up in review and
 * must come with a new INTERVIEW_EVALUATION_ENGINE_VERSION.
 */
import type { EvaluationBand, EvaluationCriterion } from './types.ts';

export const CRITERION_WEIGHTS: Readonly<Record<EvaluationCriterion, number>> = Object.freeze({
  /** An answer that misses the question tells a recruiter nothing, however well told: the largest share. */
  relevance: 0.3,
  /** Examples, numbers and outcomes are what separates having done the work from describing it. */
  specificity: 0.3,
  /** A story in order (situation, task, action, result) is easier to check, but form matters less than content. */
  structure: 0.25,
  /** The question's skills are usually named in passing by anyone on topic, so naming them weighs least. */
  skills: 0.15,
});
// A criterion that does not apply (no skill named by the question) shares its weight among the others in
// proportion to theirs, so the overall stays a weighted mean of what could be judged.

/** Lowest score of each band above "low", on 0–1: four bands a recruiter can tell apart at a glance. */
export const BAND_FLOORS: Readonly<Record<Exclude<EvaluationBand, 'low'>, number>> = Object.freeze({
  /**
   * An answer squarely on the question with nothing concrete in it scores about a quarter (relevance alone
   * carries 0.3 of the weight); answers that miss the question fall below. Fitted on tune: fair answers
   * scored 0.25–0.45, low ones 0–0.19.
   */
  fair: 0.22,
  /** Past the middle: a real example, with part of the story or the outcome missing. */
  good: 0.55,
  /** Near three quarters: on the question, concrete, complete; not perfection, which no spoken answer reaches. */
  strong: 0.72,
});

/** Relevance below this caps the overall at "low": numbers and a neat story about something else are not an answer. */
export const OFF_TOPIC_RELEVANCE = 0.25;

/** Distinct content words of the question an answer must echo for full coverage: a few, since answers paraphrase. */
export const RELEVANCE_KEYS_FOR_FULL = 3;
/** Relevance = this share for coverage of the question's words, the rest for the share of sentences on topic. */
export const RELEVANCE_COVERAGE_SHARE = 0.5;

/** Specificity: a number or quantity, an anchored example, an outcome; the outcome and example weigh most. */
export const SPECIFICITY_PARTS = Object.freeze({ numbers: 0.3, example: 0.35, outcome: 0.35 });
/** When most sentences say what one "should" or "usually" does and none anchors an example, the example part counts this much. */
export const GENERAL_ANSWER_FACTOR = 0;

/** Fewer meaningful words than this (fillers and noise left out) is too little to judge: two short sentences. */
export const MIN_MEANINGFUL_WORDS = 12;
/** More than this share of fillers ("um", "يعني") means the transcript is mostly hesitation. */
export const MAX_FILLER_SHARE = 0.5;
/** Fewer distinct words than this share of all words means repetition or transcription noise, not speech. */
export const MIN_DISTINCT_SHARE = 0.35;
/** More noise marks ([inaudible], [ضجيج]) than this share of words means the transcription failed. */
export const MAX_NOISE_SHARE = 0.3;
/** An Arabic interview whose letters are more than this share Latin was answered in another language (technical terms allowed). */
export const MAX_LATIN_SHARE_IN_ARABIC = 0.6;
/** An English interview whose letters are more than this share Arabic was answered in Arabic. */
export const MAX_ARABIC_SHARE_IN_ENGLISH = 0.5;
/** English answers have at least this share of common function words; fewer means another Latin-script language. */
export const MIN_ENGLISH_FUNCTION_SHARE = 0.15;

/** A spoken run-on longer than this many words is cut at its commas, so evidence points at a clause. */
export const LONG_SENTENCE_WORDS = 30;
