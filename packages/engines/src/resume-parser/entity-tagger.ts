/**
 * A token tagger learned from the train part of the labelled real resumes (decision 0043): an averaged
 * perceptron reads each token with its neighbours and tags it O or B-/I- of TITLE, COMPANY, COLLEGE or
 * DEGREE, left to right (the previous tag is a feature, so "Senior" after a title's start stays in it).
 * The weights are `gazetteers/entity-tagger.json`, written by
 * packages/engines/scripts/train-resume-tagger.ts. This module only reads them: no I/O, deterministic.
 *
 * The tags mark pieces of the text as they stand, so whatever is built from them is text of the resume.
 */
import { headWordKinds, phraseEntry, type GazetteerKind } from './gazetteer.ts';
import { comparisonKey } from './text-utils.ts';
import { decodeEscapedBytes } from './extract/pseudo-lines.ts';

export const ENTITY_TYPES = ['TITLE', 'COMPANY', 'COLLEGE', 'DEGREE'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const TAGS = ['O', ...ENTITY_TYPES.flatMap((type) => [`B-${type}`, `I-${type}`])] as const;
export type Tag = (typeof TAGS)[number];

export interface Token {
  /** The token as read (escaped bytes decoded); `start` and `end` are its place in the text as given. */
  text: string;
  start: number;
  end: number;
  /** Index of the text line the token is on. */
  line: number;
  /** The white space before the token: none, one space, or a break (a line break, a tab, two spaces or more). */
  gap: 'none' | 'space' | 'break';
}

export interface TaggedSpan {
  type: EntityType;
  text: string;
  start: number;
  end: number;
  /** Index of the first and of the last token of the span. */
  from: number;
  to: number;
}

/** The shipped model: per feature, the weight of each tag that has one, as [tag index, weight × scale] pairs. */
export interface TaggerModel {
  version: 1;
  source: string;
  tags: readonly string[];
  scale: number;
  weights: Record<string, number[]>;
}

/**
 * Words, numbers with their inner punctuation ("B.Tech", "2014-2016", "Pvt."), single other marks, and
 * UTF-8 bytes written out as escapes ("\xe2\x80\xa2", as text dumps have them; read as what they spell).
 */
const TOKEN = /(?:\\x[0-9a-fA-F]{2})+|[\p{L}\p{N}]+(?:[.'’&/-][\p{L}\p{N}]+)*\.?|[^\s\p{L}\p{N}]/gu;
const ESCAPES = /^(?:\\x[0-9a-fA-F]{2})+$/;
/** A bullet starts a line, whether the line break is still there or not (pseudo-lines.ts breaks before one). */
const BULLET = /^[•●▪◦‣∙■□►➢✓✔❖\uE000-\uF8FF]+$/u;

export function tokenize(text: string): Token[] {
  const lineStarts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const tokens: Token[] = [];
  let line = 0;
  let previousEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? Infinity) <= start) line++;
    const space = text.slice(previousEnd, start);
    previousEnd = start + match[0].length;
    const read = ESCAPES.test(match[0]) ? decodeEscapedBytes(match[0]).trim() : match[0];
    if (!read) continue;
    // Text that lost its line breaks kept runs of spaces where they were.
    const gap = tokens.length === 0 || /\n|\t| {2,}/.test(space) || BULLET.test(read) ? 'break' : space ? 'space' : 'none';
    tokens.push({ text: read, start, end: start + match[0].length, line, gap });
  }
  return tokens;
}

const SECTION_WORDS = new Map<string, string>([
  ...['experience', 'employment', 'work', 'career', 'professional', 'internship', 'internships'].map((word) => [word, 'work'] as [string, string]),
  ...['education', 'academic', 'academics', 'qualification', 'qualifications', 'educational'].map((word) => [word, 'edu'] as [string, string]),
  ...['skills', 'skill', 'technical', 'tools', 'technologies', 'competencies'].map((word) => [word, 'skills'] as [string, string]),
  ...['projects', 'project'].map((word) => [word, 'projects'] as [string, string]),
  ...['summary', 'objective', 'profile', 'about'].map((word) => [word, 'summary'] as [string, string]),
  ...['certifications', 'certification', 'certificates', 'courses', 'training', 'trainings'].map((word) => [word, 'certs'] as [string, string]),
  ...['awards', 'achievements', 'honors', 'honours', 'accomplishments'].map((word) => [word, 'awards'] as [string, string]),
  ...['personal', 'hobbies', 'interests', 'languages', 'references', 'declaration', 'additional'].map((word) => [word, 'other'] as [string, string]),
]);
const MONTHS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/;
const YEAR = /(?:^|\D)(?:19|20)\d\d(?:\D|$)|^'\d\d$/;
const PRESENT = /^(?:present|current|currently|now|till|date|today)$/;

function shapeOf(word: string): string {
  return word
    .replace(/\p{Lu}/gu, 'X')
    .replace(/\p{Ll}/gu, 'x')
    .replace(/\p{N}/gu, 'd')
    .replace(/(.)\1+/g, '$1$1');
}

function capsOf(word: string): string {
  if (/^\p{Lu}+\.?$/u.test(word) && word.length > 1) return 'A';
  if (/^\p{Lu}/u.test(word)) return 'C';
  if (/^\p{Ll}/u.test(word)) return 'l';
  if (/^\p{N}/u.test(word)) return 'd';
  return 'p';
}

function bucket(distance: number): string {
  if (distance <= 0) return 'none';
  if (distance <= 2) return '1';
  if (distance <= 5) return '2';
  if (distance <= 12) return '3';
  return 'far';
}

/** Looks a normalised phrase up in the train gazetteer; the trainer passes one that leaves the current resume out. */
export type PhraseLookup = (key: string) => GazetteerKind | null;
export const shippedPhrases: PhraseLookup = (key) => phraseEntry(key)?.kind ?? null;

const MAX_PHRASE = 6;

/**
 * The features of every token except the previous tag (added while decoding). They depend on the text
 * alone, so they are computed once per document.
 */
export function tokenFeatures(tokens: Token[], lookup: PhraseLookup = shippedPhrases, options: { lines?: boolean } = {}): string[][] {
  const lower = tokens.map((token) => token.text.toLowerCase());
  const keys = tokens.map((token) => comparisonKey(token.text).replace(/[.,]+$/, ''));
  // Longest gazetteer phrase starting at each token (over word tokens only), marked B/I by kind.
  const phraseMark: string[] = tokens.map(() => '');
  for (let start = 0; start < tokens.length; start++) {
    if (!keys[start] || phraseMark[start]) continue;
    let words = '';
    let found: { end: number; kind: GazetteerKind } | null = null;
    for (let end = start; end < tokens.length && end < start + MAX_PHRASE; end++) {
      if (!keys[end]) break;
      words = words ? `${words} ${keys[end]}` : (keys[end] ?? '');
      const kind = lookup(words);
      if (kind) found = { end, kind };
    }
    if (found) for (let index = start; index <= found.end; index++) phraseMark[index] = `${found.kind}:${index === start ? 'B' : 'I'}`;
  }
  const isYear = lower.map((word) => YEAR.test(word) || PRESENT.test(word));
  const lastYearBefore: number[] = [];
  let last = -Infinity;
  for (let index = 0; index < tokens.length; index++) {
    lastYearBefore.push(index - last);
    if (isYear[index]) last = index;
  }
  const nextYearAfter: number[] = new Array<number>(tokens.length);
  let next = Infinity;
  for (let index = tokens.length - 1; index >= 0; index--) {
    nextYearAfter[index] = next - index;
    if (isYear[index]) next = index;
  }
  // How many capitalised words (or joining words inside a name: "of", "and", "&") come before and after in a run.
  const inName = tokens.map((token, index) => /^\p{Lu}/u.test(token.text) || (/^(?:of|and|&|for|the|de)$/.test(lower[index] ?? '') && index > 0));
  const runBefore: number[] = [];
  let run = 0;
  for (let index = 0; index < tokens.length; index++) {
    runBefore.push(run);
    run = inName[index] ? run + 1 : 0;
  }
  const runAfter: number[] = new Array<number>(tokens.length);
  run = 0;
  for (let index = tokens.length - 1; index >= 0; index--) {
    runAfter[index] = run;
    run = inName[index] ? run + 1 : 0;
  }
  const lines = tokens.length ? (tokens[tokens.length - 1]?.line ?? 0) + 1 : 0;
  // A resume pasted on one line has no line cues; lines recovered from it are the parser's guess, not the writer's.
  const multiLine = options.lines ?? lines > 3;
  let section = 'start';
  let sinceSection = 0;
  const features: string[][] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const word = lower[index] ?? '';
    const at = (offset: number) => lower[index + offset] ?? (offset < 0 ? '<s>' : '</s>');
    const capsAt = (offset: number) => {
      const other = tokens[index + offset];
      return other ? capsOf(other.text) : '_';
    };
    const sectionKind = SECTION_WORDS.get(word.replace(/[:.]$/, ''));
    if (sectionKind && /^\p{Lu}/u.test(token.text)) {
      section = sectionKind;
      sinceSection = 0;
    } else sinceSection++;
    const list = [
      'b',
      `w=${word}`,
      `p1=${at(-1)}`,
      `n1=${at(1)}`,
      `p2=${at(-2)}`,
      `n2=${at(2)}`,
      `p1w=${at(-1)}|${word}`,
      `wn1=${word}|${at(1)}`,
      `sh=${shapeOf(token.text)}`,
      `c=${capsAt(-1)}${capsAt(0)}${capsAt(1)}`,
      `c2=${capsAt(-2)}${capsAt(-1)}${capsAt(0)}${capsAt(1)}${capsAt(2)}`,
      `g=${token.gap}|${tokens[index + 1]?.gap ?? 'break'}`,
      `gc=${token.gap}|${capsAt(0)}|${tokens[index + 1]?.gap ?? 'break'}`,
      `sec=${section}`,
      `secd=${section}|${bucket(sinceSection)}`,
      `yb=${bucket(lastYearBefore[index] ?? 0)}`,
      `ya=${bucket(nextYearAfter[index] ?? 0)}`,
    ];
    if (word.length > 3) list.push(`s3=${word.slice(-3)}`, `f3=${word.slice(0, 3)}`);
    if (MONTHS.test(word)) list.push('month');
    const mark = phraseMark[index];
    if (mark) list.push(`gz=${mark}`, `gzc=${mark}|${capsAt(0)}`);
    for (const offset of [-1, 1]) {
      const neighbour = phraseMark[index + offset];
      if (neighbour) list.push(`gz${offset}=${neighbour}`);
    }
    for (const offset of [-2, -1, 0, 1, 2, 3]) {
      for (const kind of headWordKinds(keys[index + offset] ?? '')) list.push(`hw${offset}=${kind}`);
    }
    const neighbourMark = phraseMark[index + 2];
    if (neighbourMark) list.push(`gz2=${neighbourMark}`);
    list.push(`run=${bucket(runBefore[index] ?? 0)}|${bucket(runAfter[index] ?? 0)}`);
    if (multiLine) {
      const previous = tokens[index - 1];
      const following = tokens[index + 1];
      const first = !previous || previous.line !== token.line;
      const lastOnLine = !following || following.line !== token.line;
      list.push(`lf=${first ? 1 : 0}${lastOnLine ? 1 : 0}`);
      if (first) list.push(`lfw=${word}`);
      if (token.line < 3) list.push(`top=${token.line}`);
    }
    features.push(list);
  }
  return features;
}

/** The weights as rows indexed by tag, for scoring. */
export interface LoadedTagger {
  tags: readonly string[];
  weights: Map<string, Float32Array | Float64Array>;
}

export function loadTagger(model: TaggerModel): LoadedTagger {
  const width = model.tags.length;
  const entries = Object.entries(model.weights);
  // One block for every row: a typed array per feature would cost its own header many thousand times.
  const block = new Float32Array(entries.length * width);
  const weights = new Map<string, Float32Array>();
  entries.forEach(([feature, pairs], row) => {
    const offset = row * width;
    for (let index = 0; index + 1 < pairs.length; index += 2) block[offset + (pairs[index] as number)] = (pairs[index + 1] as number) / model.scale;
    weights.set(feature, block.subarray(offset, offset + width));
  });
  return { tags: model.tags, weights };
}

/** BIO order: an I- tag follows its own B- or I-; otherwise it is read as a B-. */
function allowed(previous: string, tag: string): boolean {
  if (!tag.startsWith('I-')) return true;
  return previous === `B-${tag.slice(2)}` || previous === tag;
}

export function scoreTags(tagger: LoadedTagger, features: string[], previousTag: string, into: Float64Array): void {
  into.fill(0);
  const add = (feature: string) => {
    const row = tagger.weights.get(feature);
    if (row) for (let tag = 0; tag < row.length; tag++) into[tag] = (into[tag] ?? 0) + (row[tag] ?? 0);
  };
  for (const feature of features) add(feature);
  add(`pt=${previousTag}`);
  add(`ptw=${previousTag}|${features[1] ?? ''}`);
}

/** Greedy left-to-right decoding, keeping BIO order. */
export function tagTokens(tagger: LoadedTagger, tokens: Token[], features: string[][] = tokenFeatures(tokens)): string[] {
  const tags: string[] = [];
  const scores = new Float64Array(tagger.tags.length);
  let previous = 'O';
  for (let index = 0; index < tokens.length; index++) {
    scoreTags(tagger, features[index] ?? [], previous, scores);
    let best = 0;
    for (let tag = 1; tag < tagger.tags.length; tag++) {
      if (!allowed(previous, tagger.tags[tag] ?? 'O')) continue;
      if ((scores[tag] ?? 0) > (scores[best] ?? 0)) best = tag;
    }
    previous = tagger.tags[best] ?? 'O';
    tags.push(previous);
  }
  return tags;
}

/** Tags → spans of the text; a span never runs over a line break. */
export function spansOf(text: string, tokens: Token[], tags: string[]): TaggedSpan[] {
  const spans: TaggedSpan[] = [];
  let open: { type: EntityType; from: number; to: number } | null = null;
  const close = () => {
    if (!open) return;
    const first = tokens[open.from] as Token;
    const lastToken = tokens[open.to] as Token;
    spans.push({ type: open.type, text: text.slice(first.start, lastToken.end), start: first.start, end: lastToken.end, from: open.from, to: open.to });
    open = null;
  };
  tags.forEach((tag, index) => {
    const token = tokens[index] as Token;
    if (tag === 'O') return close();
    const type = tag.slice(2) as EntityType;
    const continues = open !== null && tag.startsWith('I-') && open.type === type && open.to === index - 1 && tokens[open.to]?.line === token.line;
    if (continues && open) open.to = index;
    else {
      close();
      open = { type, from: index, to: index };
    }
  });
  close();
  return spans;
}

/** Tags a text and returns its entity spans. */
export function tagEntities(tagger: LoadedTagger, text: string): TaggedSpan[] {
  const tokens = tokenize(text);
  return spansOf(text, tokens, tagTokens(tagger, tokens));
}
