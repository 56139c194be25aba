/**
 * The learned title reader (decision 0096): a linear ranker over the title candidates of title-candidates.ts,
 * learned by an averaged perceptron from the labelled postings (packages/engines/scripts/train-job-title-tagger.ts)
 * and shipped as `title-tagger.json`. The candidate with the highest score is the title; how far it is ahead of
 * the best different value is how sure the reading is. Pure: the weights are data imported with the module,
 * nothing is learned at run time.
 */
import { comparisonKey } from '../resume-parser/text-utils.ts';
import type { JobTextCatalogue } from './catalogue.ts';
import type { JobLine } from './lines.ts';
import { titleCandidates, type TitleCandidate } from './title-candidates.ts';
import type { TitleReading } from './title.ts';
import shipped from './title-tagger.json' with { type: 'json' };

export interface TitleTaggerModel {
  version: 1;
  /** How the file was made (the script, its options, the postings it learned from). */
  source: string;
  /** Weights are written as integers: weight × scale. */
  scale: number;
  weights: Record<string, number>;
}

export type TitleWeights = ReadonlyMap<string, number>;

export function loadTitleTagger(model: TitleTaggerModel): TitleWeights {
  return new Map(Object.entries(model.weights).map(([feature, weight]) => [feature, weight / model.scale]));
}

let shippedWeights: TitleWeights | null = null;
export function shippedTitleTagger(): TitleWeights {
  shippedWeights ??= loadTitleTagger(shipped as TitleTaggerModel);
  return shippedWeights;
}

export function scoreFeatures(weights: TitleWeights, features: readonly string[]): number {
  let score = 0;
  for (const feature of features) score += weights.get(feature) ?? 0;
  return score;
}

export interface TitlePick {
  candidate: TitleCandidate;
  score: number;
  /** The best score minus the best score of a candidate with another value (Infinity when there is none). */
  margin: number;
}

export function pickTitle(weights: TitleWeights, candidates: readonly TitleCandidate[]): TitlePick | null {
  let best: TitleCandidate | null = null;
  let bestScore = -Infinity;
  const scores = candidates.map((candidate) => scoreFeatures(weights, candidate.features));
  candidates.forEach((candidate, at) => {
    // Ties go to the earlier candidate (reading order), so the pick does not depend on the map's order.
    if ((scores[at] as number) > bestScore) {
      best = candidate;
      bestScore = scores[at] as number;
    }
  });
  if (!best) return null;
  const chosen: TitleCandidate = best;
  let runnerUp = -Infinity;
  candidates.forEach((candidate, at) => {
    if (candidate.key !== chosen.key && (scores[at] as number) > runnerUp) runnerUp = scores[at] as number;
  });
  return { candidate: chosen, score: bestScore, margin: bestScore - runnerUp };
}

/** A clear lead reads as sure as the rules' hiring sentences; a narrow one asks the recruiter to check. */
function confidenceOf(pick: TitlePick): number {
  if (pick.candidate.sources[0] === 'field') return 0.95;
  return pick.margin >= 4 ? 0.8 : pick.margin >= 1.5 ? 0.65 : 0.5;
}

/** The title read by the learned ranker from a posting's lines (a role's lines when it offers several). */
export function readLearnedTitle(lines: readonly JobLine[], catalogue: JobTextCatalogue | undefined, weights: TitleWeights = shippedTitleTagger()): TitleReading {
  const candidates = titleCandidates(lines, catalogue);
  const pick = pickTitle(weights, candidates);
  if (!pick) return { value: null, line: null, lineIndex: null, inSentence: false, confidence: 0 };
  // The same title on a line of its own ("Ref | Quantity Surveyor | Doha") is the title's line, whose city counts
  // first, even when the ranker liked the sentence that repeats it better.
  const isHeadline = (candidate: TitleCandidate) => candidate.sources.some((source) => source !== 'pattern' && source !== 'span');
  const candidate = isHeadline(pick.candidate) ? pick.candidate : (candidates.find((other) => other.key === pick.candidate.key && isHeadline(other)) ?? pick.candidate);
  // A title read from a sentence ("We are looking for a Clinical Pharmacist to join …"), or from a title line that
  // goes on into sentences, leaves the line's skills and prose to count; a title line alone does not.
  const text = candidate.line.text;
  const inSentence = isHeadline(candidate) ? /[.!?؟]\s+\S/u.test(text) && text.length > candidate.value.length + 40 : comparisonKey(text) !== candidate.key;
  return { value: candidate.value, line: candidate.line.text, lineIndex: candidate.line.index, inSentence, confidence: confidenceOf(pick) };
}
