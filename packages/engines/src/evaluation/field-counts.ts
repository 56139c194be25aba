/**
 * What every parser evaluation counts (resumes by fixture, by real labels, by layout; job texts): per
 * field, the values found that were right (tp), found but wrong (fp) and missed (fn).
 */
export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export type CountsOf<Field extends string> = Record<Field, Counts>;

export function emptyCountsOf<Field extends string>(fields: readonly Field[]): CountsOf<Field> {
  return Object.fromEntries(fields.map((field) => [field, { tp: 0, fp: 0, fn: 0 }])) as CountsOf<Field>;
}

/** Adds `from` into `into`, field by field, and answers `into`. */
export function addCountsOf<Field extends string>(
  fields: readonly Field[],
  into: CountsOf<Field>,
  from: CountsOf<Field>,
): CountsOf<Field> {
  for (const field of fields) {
    into[field].tp += from[field].tp;
    into[field].fp += from[field].fp;
    into[field].fn += from[field].fn;
  }
  return into;
}

/**
 * FNV-1a, 32 bits: a stable hash with no dependency, so a labelled set splits the same way on every
 * machine. Each set prefixes its own seed string, so sets do not share buckets.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The values of a list with repeats removed, two values being the same when their keys are; empty keys go. */
export function uniqueBy(values: readonly string[], key: (value: string) => string): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const comparable = key(value);
    if (!comparable || seen.has(comparable)) return false;
    seen.add(comparable);
    return true;
  });
}

/** Scores a list field: each predicted value that matches (by `matches`, equality by default) a not yet matched true value is right, once. */
export function scoreList(
  counts: Counts,
  predicted: readonly string[],
  truth: readonly string[],
  matches: (predicted: string, truth: string) => boolean = (a, b) => a === b,
): void {
  const remaining = [...truth];
  for (const item of predicted) {
    const index = remaining.findIndex((value) => matches(item, value));
    if (index >= 0) {
      counts.tp++;
      remaining.splice(index, 1);
    } else counts.fp++;
  }
  counts.fn += remaining.length;
}
