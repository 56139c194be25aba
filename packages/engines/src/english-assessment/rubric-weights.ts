/**
 * The written-answer rubric's weights and thresholds, each with why (decision 0067). Every criterion is
 * measured on the band scale A1 = 1 … C2 = 6 before it is named; a change here moves the golden bands, so it
 * shows up in review. Thresholds were fitted on the "tune" answers only (see the golden test).
 */

/** How much each criterion weighs in the overall band; they add up to 1. */
export const RUBRIC_WEIGHTS = Object.freeze({
  /**
   * Range (vocabulary spread, less frequent words, complex structures, sentence length) is what most separates
   * the bands in the CEFR descriptors, and the measure that ordered the tune answers best: half the score.
   */
  range: 0.5,
  /**
   * Accuracy: rules catch only some errors, and almost none in B2+ writing, so it mainly tells A1–A2 from B1;
   * a larger weight let the errors the rules happen to miss decide the band.
   */
  accuracy: 0.15,
  /** Organisation (linking, sentence variety, paragraphs): the coherence column, partly read already by range. */
  organisation: 0.1,
  /** Task fit is mostly a gate (OFF_TOPIC_CAP); within the task, touching every point adds a little. */
  taskFit: 0.125,
  /** Length is mostly a cap (LENGTH_CAPS); enough words is necessary, more is not better. */
  length: 0.125,
});

/** Linear mapping of a measure onto 1–6: `at1` scores 1, `at6` scores 6, clamped in between. */
export interface Scale {
  at1: number;
  at6: number;
}

/** Moving-average type-token ratio over this many words: long enough to see repetition, short enough for 60-word answers. */
export const MATTR_WINDOW = 25;

/** MATTR of repetitive beginner text sits near 0.6, of varied expert prose near 0.9. */
export const DIVERSITY_SCALE: Scale = { at1: 0.62, at6: 0.9 };

/** Share of content words outside the common list: A1 texts use almost none, C2 texts a third or more. */
export const SOPHISTICATION_SCALE: Scale = { at1: 0.08, at6: 0.5 };

/** Complex structures (subordinate and relative clauses, passives, conditionals) per sentence. */
export const COMPLEXITY_SCALE: Scale = { at1: 0.1, at6: 1.3 };

/** Words per sentence: beginners write 4–6, proficient writers 20–25. */
export const SENTENCE_LENGTH_SCALE: Scale = { at1: 5, at6: 24 };

/** Errors found per 100 words: none scores 6; this many or more scores 1. */
export const ERRORS_PER_100_AT1 = 10;

/** Spelling and mechanics are surface slips: each counts this much of a grammar error. */
export const SURFACE_ERROR_WEIGHT = 0.5;

/** Distinct linking words and phrases per 100 words (advanced ones count 1, everyday ones 0.5). */
export const CONNECTIVE_SCALE: Scale = { at1: 0.5, at6: 5 };

/** Coefficient of variation of sentence lengths: all-alike sentences near 0.2, varied prose 0.5 and over. */
export const VARIETY_SCALE: Scale = { at1: 0.15, at6: 0.55 };

/** An answer of at least this many words is expected in paragraphs (or as a letter with greeting and close). */
export const PARAGRAPHS_EXPECTED_FROM = 70;

/**
 * The highest band an answer of fewer own words can reach: the descriptors of each band assume text of
 * some extent, and a short answer cannot show it however good its sentences are.
 */
export const LENGTH_CAPS: readonly { below: number; cap: number }[] = [
  { below: 15, cap: 1 },
  { below: 35, cap: 2 },
  { below: 55, cap: 3 },
];

/** Share of the task's points an answer must touch, else it is off topic. */
export const OFF_TOPIC_BELOW = 0.5;

/** An off-topic answer reaches at most A2: it shows language but does not do the task. */
export const OFF_TOPIC_CAP = 2;

/** When more than this share of the answer repeats the prompt, the answer "copies the prompt"; only its own words are rated. */
export const COPIED_SHARE = 0.5;

/** More than this share of letters in Arabic script: not an English answer, rated A1 with the reason. */
export const NOT_ENGLISH_SHARE = 0.5;

/** Fewer function words than this share of 8 or more words: a list of words, not sentences; rated A1. */
export const WORD_LIST_FUNCTION_SHARE = 0.15;

/**
 * The lowest score of each band from A2 to C2 on the 1–6 scale. Fitted on the tune answers (the weights above
 * on a coarse grid, then each edge in steps of 0.05 to agree most often with the team's labels), because the
 * criteria pile up near the top: an error-free, on-task, long-enough B1 answer already scores 6 on three of
 * the five, so plain rounding put every B1 answer at C1.
 */
export const BAND_EDGES: readonly number[] = [3, 3.55, 4.35, 4.95, 5.45];

export const bandIndexOf = (score: number) => 1 + BAND_EDGES.filter((edge) => score >= edge).length;

/** Names the rubric: stored scores computed under another version are recomputed. */
export const RUBRIC_VERSION = 'writing-1';

// ------------------------------------------------------------------ speaking (decision 0067)

/**
 * A silence between words of at least this long is a pause: 250 ms is the threshold most L2 fluency studies
 * settle on (de Jong and Bosker 2013), shorter gaps being part of articulation.
 */
export const PAUSE_MIN_SECONDS = 0.25;

/** A pause of a second or more is a long pause: the hesitation a listener notices. */
export const LONG_PAUSE_SECONDS = 1;

/** Words a minute over the whole answer: early learners speak near 60, fluent speakers 140–160. */
export const SPEECH_RATE_SCALE: Scale = { at1: 60, at6: 150 };

/** Words between pauses: beginners speak in runs of 2–3 words, fluent speakers 10 and more. */
export const RUN_LENGTH_SCALE: Scale = { at1: 2.5, at6: 10 };

/** Long pauses a minute: none scores 6, this many or more scores 1. */
export const LONG_PAUSES_PER_MINUTE_AT1 = 10;

/** Hesitation sounds: counted as filled pauses, not as words. */
export const FILLED_PAUSES = new Set(['um', 'umm', 'uh', 'uhh', 'er', 'erm', 'ah', 'hmm', 'mm', 'eh']);

/**
 * A speaking answer's score: the transcript's rubric score weighs this much, fluency the rest. What is said
 * (range, accuracy, task fit) is most of a speaking band in the CEFR descriptors; fluency is one column.
 */
export const SPEAKING_RUBRIC_WEIGHT = 0.7;
