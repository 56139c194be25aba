/**
 * The annotation score's weights, each with why (decision 0068). A change here changes the golden sheets'
 * scores, so it shows up in review.
 */
import type { AnnotationPart } from './items.ts';

export const PART_WEIGHTS: Readonly<Record<AnnotationPart, number>> = Object.freeze({
  /** Classifying short texts is the easiest part and mostly a floor: a careless candidate shows here first. */
  part1: 0.15,
  /** Marking spans is the bulk of real annotation work and has the most decisions per item (type and both edges). */
  part2: 0.25,
  /** Ranking has few items and reasonable people order the middle differently, so it is the noisiest part. */
  part3: 0.15,
  /** Correcting needs writing as well as judgement; it is scored partly by heuristics, so it weighs less than spans. */
  part4: 0.2,
  /** Applying written guidelines to edge cases is what separates a reliable annotator from a plausible one. */
  part5: 0.25,
});

/**
 * Part 4 item score: share of the planted flaws fixed, closeness to the team's correction (edit-distance
 * improvement), and, for English items, the written rubric on the corrected answer.
 */
export const CORRECTION_WEIGHTS = Object.freeze({
  /** Fixing the planted flaws is the task itself. */
  flawsFixed: 0.5,
  /** Moving towards the team's correction rewards fixing without rewriting what was right. */
  improvement: 0.25,
  /** The corrected answer should also read well: its rubric score against the team correction's (English only). */
  rubric: 0.25,
});
// For Arabic items the rubric engine does not apply (it rates English); its share goes to the other two in
// proportion, as matching does with a component that has no data.

/** Names the scoring rules: stored scores computed under another version are recomputed. */
export const ANNOTATION_SCORING_VERSION = 'annotation-1';
