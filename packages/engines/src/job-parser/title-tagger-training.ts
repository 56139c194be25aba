/**
 * Learning the title ranker's weights (decision 0096): an averaged perceptron over each posting's candidates.
 * A posting whose best-scoring candidate is not the labelled title moves the weights toward the best-scoring
 * candidate that is (by comparisonKey) and away from the one it chose; the shipped weights are the average over
 * every step, which generalises better than the last ones. Postings none of whose candidates is the title teach
 * nothing. Deterministic: postings are visited in an order drawn from the seed (mulberry32), features are
 * counted in sorted order, and the written weights are sorted. Used by the training script and its tests only.
 */
import { seededRandom } from '../resume-parser/entity-tagger-training.ts';
import { scoreFeatures, type TitleTaggerModel, type TitleWeights } from './title-tagger.ts';

export interface TitleTrainingDocument {
  /** Each candidate's features. */
  candidates: ReadonlyArray<readonly string[]>;
  /** Whether each candidate is the labelled title. */
  positive: readonly boolean[];
}

export interface TitleTrainingOptions {
  epochs: number;
  seed: number;
  /** Features seen in fewer postings than this are left out (a word one posting used teaches only that posting). */
  minCount: number;
}

export const DEFAULT_TITLE_TRAINING: TitleTrainingOptions = { epochs: 10, seed: 96, minCount: 2 };

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let at = copy.length - 1; at > 0; at--) {
    const other = Math.floor(random() * (at + 1));
    [copy[at], copy[other]] = [copy[other] as T, copy[at] as T];
  }
  return copy;
}

export function trainTitleWeights(documents: readonly TitleTrainingDocument[], options: TitleTrainingOptions = DEFAULT_TITLE_TRAINING): Map<string, number> {
  const documentCount = new Map<string, number>();
  for (const document of documents) {
    const seen = new Set<string>();
    for (const features of document.candidates) for (const feature of features) seen.add(feature);
    for (const feature of [...seen].sort()) documentCount.set(feature, (documentCount.get(feature) ?? 0) + 1);
  }
  const kept = (feature: string) => (documentCount.get(feature) ?? 0) >= options.minCount;
  const usable = documents
    .filter((document) => document.positive.some(Boolean))
    .map((document) => ({ candidates: document.candidates.map((features) => features.filter(kept)), positive: document.positive }));

  // Averaged perceptron with the usual bookkeeping: `total` holds Σ step × update, so the average is w − total / steps.
  const weights = new Map<string, number>();
  const total = new Map<string, number>();
  let step = 1;
  const update = (features: readonly string[], by: number) => {
    for (const feature of features) {
      weights.set(feature, (weights.get(feature) ?? 0) + by);
      total.set(feature, (total.get(feature) ?? 0) + step * by);
    }
  };
  const random = seededRandom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const document of shuffled(usable, random)) {
      let chosen = 0;
      let chosenScore = -Infinity;
      let gold = -1;
      let goldScore = -Infinity;
      document.candidates.forEach((features, at) => {
        const score = scoreFeatures(weights, features);
        if (score > chosenScore) [chosen, chosenScore] = [at, score];
        if (document.positive[at] && score > goldScore) [gold, goldScore] = [at, score];
      });
      if (!document.positive[chosen]) {
        update(document.candidates[gold] as readonly string[], 1);
        update(document.candidates[chosen] as readonly string[], -1);
      }
      step++;
    }
  }
  const averaged = new Map<string, number>();
  for (const feature of [...weights.keys()].sort()) {
    const value = (weights.get(feature) as number) - (total.get(feature) as number) / step;
    if (value !== 0) averaged.set(feature, value);
  }
  return averaged;
}

/** The weights as the shipped file holds them: integers (× scale), sorted, the ones that round to 0 left out. */
export function titleTaggerModel(weights: TitleWeights, source: string, scale = 1000): TitleTaggerModel {
  const written: Record<string, number> = {};
  for (const feature of [...weights.keys()].sort()) {
    const value = Math.round((weights.get(feature) as number) * scale);
    if (value !== 0) written[feature] = value;
  }
  return { version: 1, source, scale, weights: written };
}
