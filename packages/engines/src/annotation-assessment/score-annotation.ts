/**
 * Scores the annotation assessment (decision 0068). Pure: the kind and the answers as stored in, a score with
 * its evidence out.
 *
 * - part1 and part5: accuracy against gold, with Cohen's kappa (agreement beyond what the label frequencies
 *   give by chance) reported beside it;
 * - part2: span F1 over the part's spans, exact (same edges and type) and partial (same type, credit = the
 *   character overlap of the two spans); edges are UTF-16 offsets, trimmed of spaces and punctuation first;
 * - part3: Kendall's tau between the candidate's order and gold, scored (tau + 1) / 2;
 * - part4: the share of planted flaws fixed, the edit-distance improvement towards the team's correction, and
 *   the written rubric (English items);
 * - overall: the weighted mean of the parts (weights.ts), 0–100. An unanswered item scores 0 in its part.
 */
import { scoreWriting } from '../english-assessment/score-writing.ts';
import {
  ANNOTATION_PARTS,
  annotationItems,
  type AnnotationKind,
  type AnnotationPart,
  type ClassifyItem,
  type CorrectItem,
  type RankItem,
  type Span,
  type SpanItem,
} from './items.ts';
import { ANNOTATION_SCORING_VERSION, CORRECTION_WEIGHTS, PART_WEIGHTS } from './weights.ts';

/** Answers by item id: a label (part1, part5), spans (part2), response ids best first (part3), corrected text (part4). */
export type AnnotationAnswers = Readonly<Record<string, string | readonly Span[] | readonly string[] | undefined>>;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function accuracy(candidate: readonly (string | null)[], gold: readonly string[]): number {
  if (gold.length === 0) return 0;
  return candidate.filter((label, index) => label === gold[index]).length / gold.length;
}

/**
 * Cohen's kappa between the candidate's labels and gold. An unanswered item is a label of its own ("none"),
 * so skipping never looks like agreement. When chance agreement is 1 (one label everywhere on both sides)
 * kappa is undefined: 1 if they agree, else 0.
 */
export function cohensKappa(candidate: readonly (string | null)[], gold: readonly string[]): number {
  const n = gold.length;
  if (n === 0) return 0;
  const labels = candidate.map((label) => label ?? '\u0000none');
  const observed = accuracy(labels, gold);
  const count = (list: readonly string[], label: string) => list.filter((value) => value === label).length;
  const categories = new Set([...labels, ...gold]);
  const expected = [...categories].reduce(
    (sum, label) => sum + (count(labels, label) / n) * (count(gold, label) / n),
    0,
  );
  if (expected === 1) return observed === 1 ? 1 : 0;
  return (observed - expected) / (1 - expected);
}

const EDGE = /[\s\p{P}\u0640]/u;

/** A span with spaces, punctuation and tatweel taken off both edges: selecting "Riyadh, " is selecting "Riyadh". */
export function trimSpan(text: string, span: Span): Span {
  let { start, end } = span;
  start = Math.max(0, Math.min(start, text.length));
  end = Math.max(start, Math.min(end, text.length));
  while (start < end && EDGE.test(text[start]!)) start += 1;
  while (end > start && EDGE.test(text[end - 1]!)) end -= 1;
  return { start, end, label: span.label };
}

const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
const jaccard = (a: Span, b: Span) => {
  const shared = overlap(a, b);
  return shared === 0 ? 0 : shared / (Math.max(a.end, b.end) - Math.min(a.start, b.start));
};

export interface SpanMatch {
  gold: Span | null;
  candidate: Span | null;
  /** 1 for an exact match, the character overlap for a partial one, 0 for a miss or an extra. */
  credit: number;
  exact: boolean;
}

export interface SpanCounts {
  goldSpans: number;
  candidateSpans: number;
  exactMatches: number;
  partialCredit: number;
}

/** One-to-one matching of a candidate's spans with gold, the largest overlap first, types equal. */
export function matchSpans(
  text: string,
  candidate: readonly Span[],
  gold: readonly Span[],
): { matches: SpanMatch[]; counts: SpanCounts } {
  const given = candidate.map((span) => trimSpan(text, span)).filter((span) => span.end > span.start);
  const pairs: { g: number; c: number; credit: number }[] = [];
  gold.forEach((g, gi) =>
    given.forEach((c, ci) => {
      const credit = g.label === c.label ? jaccard(g, c) : 0;
      if (credit > 0) pairs.push({ g: gi, c: ci, credit });
    }),
  );
  pairs.sort((a, b) => b.credit - a.credit || a.g - b.g || a.c - b.c);
  const usedGold = new Set<number>();
  const usedGiven = new Set<number>();
  const matches: SpanMatch[] = [];
  for (const pair of pairs) {
    if (usedGold.has(pair.g) || usedGiven.has(pair.c)) continue;
    usedGold.add(pair.g);
    usedGiven.add(pair.c);
    matches.push({
      gold: gold[pair.g]!,
      candidate: given[pair.c]!,
      credit: round4(pair.credit),
      exact: pair.credit === 1,
    });
  }
  gold.forEach((g, gi) => usedGold.has(gi) || matches.push({ gold: g, candidate: null, credit: 0, exact: false }));
  given.forEach((c, ci) => usedGiven.has(ci) || matches.push({ gold: null, candidate: c, credit: 0, exact: false }));
  return {
    matches,
    counts: {
      goldSpans: gold.length,
      candidateSpans: given.length,
      exactMatches: matches.filter((match) => match.exact).length,
      partialCredit: matches.reduce((sum, match) => sum + match.credit, 0),
    },
  };
}

export function f1(
  matched: number,
  candidateCount: number,
  goldCount: number,
): { precision: number; recall: number; f1: number } {
  const precision = candidateCount === 0 ? 0 : matched / candidateCount;
  const recall = goldCount === 0 ? 0 : matched / goldCount;
  return {
    precision: round4(precision),
    recall: round4(recall),
    f1: precision + recall === 0 ? 0 : round4((2 * precision * recall) / (precision + recall)),
  };
}

/** Kendall's tau between two orders of the same ids; null when the candidate's is not an order of exactly those ids. */
export function kendallTau(candidate: readonly string[], gold: readonly string[]): number | null {
  if (
    candidate.length !== gold.length ||
    new Set(candidate).size !== candidate.length ||
    !gold.every((id) => candidate.includes(id))
  )
    return null;
  const position = new Map(candidate.map((id, index) => [id, index]));
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < gold.length; i += 1) {
    for (let j = i + 1; j < gold.length; j += 1) {
      if (position.get(gold[i]!)! < position.get(gold[j]!)!) concordant += 1;
      else discordant += 1;
    }
  }
  const pairs = (gold.length * (gold.length - 1)) / 2;
  return pairs === 0 ? 1 : (concordant - discordant) / pairs;
}

/** Levenshtein distance over code points (an Arabic letter, an emoji: one each). */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** Lower case, Arabic-Indic digits as ASCII, one space: how flaws and their fixes are looked for. */
const normalise = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a phrase stands in the text as whole words ("that describe" is not in "that describes"), in any script. */
function containsPhrase(text: string, phrase: string): boolean {
  const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + phrase.length])) return true;
  }
  return false;
}

export interface CorrectionResult {
  score: number;
  flaws: { description: string; fixed: boolean }[];
  flawsFixed: number;
  /** (d(flawed, reference) − d(answer, reference)) / d(flawed, reference): 1 = the team's correction, 0 = unchanged, below 0 = worse. */
  improvement: number;
  editsMade: number;
  rubricBand: string | null;
}

export function scoreCorrection(item: CorrectItem, corrected: string | undefined): CorrectionResult {
  const answer = corrected ?? '';
  const text = normalise(answer);
  const flaws = item.flaws.map((flaw) => ({
    description: flaw.description,
    fixed:
      text.length > 0 &&
      !containsPhrase(text, normalise(flaw.wrong)) &&
      flaw.accept.some((fix) => containsPhrase(text, normalise(fix))),
  }));
  const flawsFixed = flaws.filter((flaw) => flaw.fixed).length / flaws.length;
  const before = editDistance(item.flawed, item.reference);
  const improvement = answer.trim() === '' ? 0 : Math.max(-1, (before - editDistance(answer, item.reference)) / before);
  const rubric =
    item.rubricTask !== undefined && answer.trim() !== '' ? scoreWriting(answer, item.rubricTask) : undefined;
  const parts: { weight: number; value: number }[] = [
    { weight: CORRECTION_WEIGHTS.flawsFixed, value: flawsFixed },
    { weight: CORRECTION_WEIGHTS.improvement, value: Math.max(0, improvement) },
  ];
  if (item.rubricTask !== undefined) {
    // Against the team's own correction on the same rubric: a short corrected answer is not an essay, so its
    // band is only meaningful next to what a right answer of that length gets.
    const referenceScore = scoreWriting(item.reference, item.rubricTask).score;
    const value = rubric === undefined ? 0 : Math.min(1, Math.max(0, (rubric.score - 1) / (referenceScore - 1)));
    parts.push({ weight: CORRECTION_WEIGHTS.rubric, value });
  }
  const weight = parts.reduce((sum, part) => sum + part.weight, 0);
  // Handing the flawed answer back unchanged is no correction, however well its English reads.
  const unchanged = normalise(answer) === normalise(item.flawed);
  return {
    score: unchanged ? 0 : round4(parts.reduce((sum, part) => sum + part.weight * part.value, 0) / weight),
    flaws,
    flawsFixed: round4(flawsFixed),
    improvement: round4(improvement),
    editsMade: answer.trim() === '' ? 0 : editDistance(item.flawed, answer),
    rubricBand: rubric?.band ?? null,
  };
}

export interface PartResult {
  part: AnnotationPart;
  weight: number;
  /** 0–1. */
  score: number;
  answered: number;
  items: number;
  /** part1, part5 */
  accuracy?: number;
  kappa?: number;
  /** part2 */
  exact?: { precision: number; recall: number; f1: number };
  partial?: { precision: number; recall: number; f1: number };
  spanMatches?: { itemId: string; matches: SpanMatch[] }[];
  /** part3 */
  rankings?: { itemId: string; tau: number | null }[];
  /** part4 */
  corrections?: ({ itemId: string } & CorrectionResult)[];
  /** part1, part5: each item's answer beside gold. */
  labels?: { itemId: string; answer: string | null; gold: string; correct: boolean }[];
  evidence: string[];
}

export interface AnnotationResult {
  kind: AnnotationKind;
  /** 0–100, one decimal. */
  score: number;
  parts: Record<AnnotationPart, PartResult>;
  scoringVersion: string;
}

const pct = (value: number) => `${Math.round(value * 100)}%`;

function scoreLabels(part: 'part1' | 'part5', items: ClassifyItem[], answers: AnnotationAnswers): PartResult {
  const given = items.map((item) => {
    const answer = answers[item.id];
    return typeof answer === 'string' ? answer : null;
  });
  const gold = items.map((item) => item.gold);
  const acc = accuracy(given, gold);
  const kappa = cohensKappa(given, gold);
  const labels = items.map((item, index) => ({
    itemId: item.id,
    answer: given[index]!,
    gold: item.gold,
    correct: given[index] === item.gold,
  }));
  return {
    part,
    weight: PART_WEIGHTS[part],
    score: round4(acc),
    answered: given.filter((label) => label !== null).length,
    items: items.length,
    accuracy: round4(acc),
    kappa: round4(kappa),
    labels,
    evidence: [
      `${labels.filter((label) => label.correct).length} of ${items.length} right (${pct(acc)}); Cohen's kappa against gold ${round4(kappa)}.`,
      ...labels
        .filter((label) => !label.correct)
        .map((label) => `${label.itemId}: ${label.answer ?? 'no answer'}, gold ${label.gold}.`),
    ],
  };
}

function scoreSpans(items: SpanItem[], answers: AnnotationAnswers): PartResult {
  const totals = { goldSpans: 0, candidateSpans: 0, exactMatches: 0, partialCredit: 0 };
  const spanMatches: { itemId: string; matches: SpanMatch[] }[] = [];
  let answered = 0;
  for (const item of items) {
    const answer = answers[item.id];
    const spans = Array.isArray(answer) ? (answer as unknown[]).filter(isSpan) : [];
    if (Array.isArray(answer)) answered += 1;
    const { matches, counts } = matchSpans(item.text, spans, item.gold);
    spanMatches.push({ itemId: item.id, matches });
    totals.goldSpans += counts.goldSpans;
    totals.candidateSpans += counts.candidateSpans;
    totals.exactMatches += counts.exactMatches;
    totals.partialCredit += counts.partialCredit;
  }
  const exact = f1(totals.exactMatches, totals.candidateSpans, totals.goldSpans);
  const partial = f1(totals.partialCredit, totals.candidateSpans, totals.goldSpans);
  const quote = (itemId: string, span: Span) =>
    `"${items.find((item) => item.id === itemId)!.text.slice(span.start, span.end)}" (${span.label})`;
  return {
    part: 'part2',
    weight: PART_WEIGHTS.part2,
    score: partial.f1,
    answered,
    items: items.length,
    exact,
    partial,
    spanMatches,
    evidence: [
      `Spans: exact F1 ${exact.f1}, partial F1 ${partial.f1} (precision ${partial.precision}, recall ${partial.recall}) over ${totals.goldSpans} gold spans.`,
      ...spanMatches.flatMap(({ itemId, matches }) =>
        matches
          .filter((match) => !match.exact)
          .map((match) =>
            match.gold === null
              ? `${itemId}: extra ${quote(itemId, match.candidate!)}.`
              : match.candidate === null
                ? `${itemId}: missed ${quote(itemId, match.gold)}.`
                : `${itemId}: ${quote(itemId, match.candidate)} for ${quote(itemId, match.gold)}, credit ${match.credit}.`,
          ),
      ),
    ],
  };
}

function isSpan(value: unknown): value is Span {
  if (typeof value !== 'object' || value === null) return false;
  const span = value as Record<string, unknown>;
  return Number.isInteger(span.start) && Number.isInteger(span.end) && typeof span.label === 'string';
}

function scoreRankings(items: RankItem[], answers: AnnotationAnswers): PartResult {
  const rankings = items.map((item) => {
    const answer = answers[item.id];
    const order = Array.isArray(answer) && answer.every((id) => typeof id === 'string') ? answer : null;
    return { itemId: item.id, tau: order === null ? null : kendallTau(order, item.gold), answered: order !== null };
  });
  const score =
    rankings.reduce((sum, ranking) => sum + (ranking.tau === null ? 0 : (ranking.tau + 1) / 2), 0) / items.length;
  return {
    part: 'part3',
    weight: PART_WEIGHTS.part3,
    score: round4(score),
    answered: rankings.filter((ranking) => ranking.answered).length,
    items: items.length,
    rankings: rankings.map(({ itemId, tau }) => ({ itemId, tau: tau === null ? null : round4(tau) })),
    evidence: rankings.map((ranking) =>
      ranking.tau === null
        ? `${ranking.itemId}: ${ranking.answered ? 'not an order of all the answers' : 'no answer'}, scored 0.`
        : `${ranking.itemId}: Kendall's tau ${round4(ranking.tau)} against the gold order.`,
    ),
  };
}

function scoreCorrections(items: CorrectItem[], answers: AnnotationAnswers): PartResult {
  const corrections = items.map((item) => {
    const answer = answers[item.id];
    return { itemId: item.id, ...scoreCorrection(item, typeof answer === 'string' ? answer : undefined) };
  });
  return {
    part: 'part4',
    weight: PART_WEIGHTS.part4,
    score: round4(corrections.reduce((sum, correction) => sum + correction.score, 0) / items.length),
    answered: items.filter((item) => typeof answers[item.id] === 'string' && (answers[item.id] as string).trim() !== '')
      .length,
    items: items.length,
    corrections,
    evidence: corrections.map(
      (correction) =>
        `${correction.itemId}: ${correction.flaws.filter((flaw) => flaw.fixed).length} of ${correction.flaws.length} flaws fixed` +
        `${
          correction.flaws.some((flaw) => !flaw.fixed)
            ? ` (not: ${correction.flaws
                .filter((flaw) => !flaw.fixed)
                .map((flaw) => flaw.description)
                .join('; ')})`
            : ''
        }` +
        `, improvement towards the team's correction ${correction.improvement}${correction.rubricBand === null ? '' : `, written rubric ${correction.rubricBand}`}.`,
    ),
  };
}

export function scoreAnnotation(kind: AnnotationKind, answers: AnnotationAnswers): AnnotationResult {
  const parts = {
    part1: scoreLabels('part1', annotationItems(kind, 'part1') as ClassifyItem[], answers),
    part2: scoreSpans(annotationItems(kind, 'part2') as SpanItem[], answers),
    part3: scoreRankings(annotationItems(kind, 'part3') as RankItem[], answers),
    part4: scoreCorrections(annotationItems(kind, 'part4') as CorrectItem[], answers),
    part5: scoreLabels('part5', annotationItems(kind, 'part5') as ClassifyItem[], answers),
  } satisfies Record<AnnotationPart, PartResult>;
  const score = ANNOTATION_PARTS.reduce((sum, part) => sum + PART_WEIGHTS[part] * parts[part].score, 0);
  return { kind, score: Math.round(score * 1000) / 10, parts, scoringVersion: ANNOTATION_SCORING_VERSION };
}
