/**
 * Learning the entity tagger's weights (decision 0043): an averaged perceptron over the features of
 * entity-tagger.ts, with greedy decoding during training too (the previous tag it sees is its own guess,
 * as at inference). Deterministic: documents are visited in an order drawn from a seeded generator, and the
 * same documents, options and seed give the same weights. Used by
 * packages/engines/scripts/train-resume-tagger.ts; no I/O here.
 */
import { ENTITY_TYPES, TAGS, scoreTags, type EntityType, type LoadedTagger, type TaggerModel, type Token } from './entity-tagger.ts';

export interface TrainingDocument {
  tokens: Token[];
  /** tokenFeatures of the tokens (without the previous tag). */
  features: string[][];
  /** The gold tag of each token. */
  tags: string[];
}

export interface TrainingOptions {
  epochs: number;
  seed: number;
  /** A feature seen fewer times than this in the training tokens gets no weight. */
  minCount: number;
  /** Weights are shipped as integers: weight × scale, rounded. */
  scale: number;
  /** Shipped weights of this size or less (after scaling) are dropped: they barely move a score. */
  prune: number;
  source: string;
}

/** Character spans of entity types → a BIO tag per token (a token belongs to the span its start is in). */
export function goldTags(tokens: Token[], spans: Array<{ type: EntityType; start: number; end: number }>): string[] {
  const tags = tokens.map(() => 'O');
  for (const span of spans) {
    let first = true;
    tokens.forEach((token, index) => {
      if (token.start < span.start || token.start >= span.end || tags[index] !== 'O') return;
      tags[index] = `${first ? 'B' : 'I'}-${span.type}`;
      first = false;
    });
  }
  return tags;
}

/** mulberry32: a small seeded generator, so the visiting order is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const PREVIOUS_TAG_FEATURES = (previous: string, features: string[]) => [`pt=${previous}`, `ptw=${previous}|${features[1] ?? ''}`];

export function trainTagger(documents: TrainingDocument[], options: TrainingOptions): TaggerModel {
  const tagCount = TAGS.length;
  const tagIndex = new Map<string, number>(TAGS.map((tag, index) => [tag, index]));
  const counts = new Map<string, number>();
  for (const document of documents) {
    document.features.forEach((features, index) => {
      const previous = index === 0 ? 'O' : (document.tags[index - 1] ?? 'O');
      for (const feature of [...features, ...PREVIOUS_TAG_FEATURES(previous, features)]) counts.set(feature, (counts.get(feature) ?? 0) + 1);
    });
  }
  const kept = (feature: string) => (counts.get(feature) ?? 0) >= options.minCount;

  // Averaging by the usual lazy sums: `totals` holds the weight summed over every step up to `stamps`.
  const weights = new Map<string, Float64Array>();
  const totals = new Map<string, Float64Array>();
  const stamps = new Map<string, Float64Array>();
  let step = 0;
  const rowOf = (map: Map<string, Float64Array>, feature: string) => {
    let row = map.get(feature);
    if (!row) {
      row = new Float64Array(tagCount);
      map.set(feature, row);
    }
    return row;
  };
  const update = (feature: string, tag: number, delta: number) => {
    if (!kept(feature)) return;
    const weight = rowOf(weights, feature);
    const total = rowOf(totals, feature);
    const stamp = rowOf(stamps, feature);
    total[tag] = (total[tag] ?? 0) + (step - (stamp[tag] ?? 0)) * (weight[tag] ?? 0);
    stamp[tag] = step;
    weight[tag] = (weight[tag] ?? 0) + delta;
  };
  const live: LoadedTagger = { tags: TAGS, weights };
  const scores = new Float64Array(tagCount);
  const random = seededRandom(options.seed);
  const order = documents.map((_, index) => index);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let index = order.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other] as number, order[index] as number];
    }
    for (const documentIndex of order) {
      const document = documents[documentIndex] as TrainingDocument;
      let previous = 'O';
      document.features.forEach((features, index) => {
        step++;
        scoreTags(live, features, previous, scores);
        let guess = 0;
        for (let tag = 1; tag < tagCount; tag++) if ((scores[tag] ?? 0) > (scores[guess] ?? 0)) guess = tag;
        const truth = tagIndex.get(document.tags[index] ?? 'O') ?? 0;
        if (guess !== truth) {
          for (const feature of [...features, ...PREVIOUS_TAG_FEATURES(previous, features)]) {
            update(feature, truth, 1);
            update(feature, guess, -1);
          }
        }
        previous = TAGS[guess] ?? 'O';
      });
    }
  }
  const shipped: Record<string, number[]> = {};
  for (const feature of [...weights.keys()].sort()) {
    const weight = weights.get(feature) as Float64Array;
    const total = totals.get(feature) as Float64Array;
    const stamp = stamps.get(feature) as Float64Array;
    const pairs: number[] = [];
    for (let tag = 0; tag < tagCount; tag++) {
      const summed = (total[tag] ?? 0) + (step - (stamp[tag] ?? 0)) * (weight[tag] ?? 0);
      const averaged = Math.round((summed / step) * options.scale);
      if (Math.abs(averaged) > options.prune) pairs.push(tag, averaged);
    }
    if (pairs.length) shipped[feature] = pairs;
  }
  return { version: 1, source: options.source, tags: TAGS, scale: options.scale, weights: shipped };
}

export const ENTITY_OF_LABEL: Record<string, EntityType> = {
  Designation: 'TITLE',
  'Companies worked at': 'COMPANY',
  'College Name': 'COLLEGE',
  Degree: 'DEGREE',
};

export { ENTITY_TYPES };
