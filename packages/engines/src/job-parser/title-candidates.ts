/**
 * The learned title reader's candidates (decision 0096): every span of the posting's first lines that could be
 * the job's title, each with the features the title tagger (title-tagger.ts) weighs. A candidate is a whole line,
 * a "Title:" field, a hiring sentence's capture (HIRING_SENTENCES), a cell of a "A | B | C" line, or a run of
 * one to five words inside a line; the first four are trimmed by the rules' `cleanTitle` (city, company,
 * specialty after a dash…), the word runs only lose emoji and plurals. The same value read several ways on one
 * line is one candidate holding every way's features.
 *
 * Features name the candidate's position (rank of its line among the non-empty lines), how it was read, its
 * length and script, whether it is or holds a catalogue occupation title, its first and last word, the words
 * around it on its line, the line's kind (heading, bullet, field, page furniture, a greeting…) and whether the
 * line or the one before carries a hiring cue ("we are looking for", "مطلوب", "تعلن … عن حاجتها"), and how often
 * the value comes back further down (a title is repeated in "Apply for …", "About the role").
 */
import { comparisonKey } from '../resume-parser/text-utils.ts';
import type { JobTextCatalogue } from './catalogue.ts';
import type { JobLine } from './lines.ts';
import { findCity } from './location.ts';
import { readJobType, readWorkplace } from './patterns.ts';
import { cleanTitle, CUE_BEFORE_TITLE, EMPLOYER_END, EMPLOYER_NAME, EMPLOYER_START, HIRING_SENTENCES, isPageFurniture, notATitle, onlyAnnounces, plausible, singularTitle, withWrappedWord } from './title.ts';

export type CandidateSource = 'field' | 'pattern' | 'cue' | 'line' | 'cell' | 'span';

export interface TitleCandidate {
  value: string;
  /** comparisonKey(value): what the evaluation compares. */
  key: string;
  line: JobLine;
  /** How it was read, strongest first (decides the confidence band). */
  sources: CandidateSource[];
  features: string[];
}

/** Lines past this many non-empty ones are not read for a title (a pasted page's menus rarely run longer). */
export const TITLE_LINES = 30;
const MAX_SPAN_WORDS = 5;
/** A longer line is a paragraph: read for hiring sentences, and for word runs in its opening only. */
const MAX_LINE_CHARACTERS = 300;

export interface OccupationTitles {
  /** comparisonKey of every occupation title and alternate title, both languages. */
  titles: ReadonlySet<string>;
  /** Head nouns: an English title's last word, an Arabic title's first. */
  heads: ReadonlySet<string>;
}

const ARABIC = /\p{Script=Arabic}/u;
const occupationCache = new WeakMap<object, OccupationTitles>();

export function occupationTitlesOf(catalogue: JobTextCatalogue): OccupationTitles {
  const cached = occupationCache.get(catalogue.occupations);
  if (cached) return cached;
  const titles = new Set<string>();
  const heads = new Set<string>();
  for (const occupation of catalogue.occupations) {
    for (const title of occupation.titles) {
      const key = comparisonKey(title);
      if (!key) continue;
      titles.add(key);
      const words = key.split(' ');
      heads.add((ARABIC.test(key) ? words[0] : words[words.length - 1]) as string);
    }
  }
  const result = { titles, heads };
  occupationCache.set(catalogue.occupations, result);
  return result;
}

const bucket = (value: number, edges: readonly number[]) => {
  let index = 0;
  while (index < edges.length && value > (edges[index] as number)) index++;
  return index === 0 ? `≤${edges[0]}` : index === edges.length ? `>${edges[edges.length - 1]}` : `≤${edges[index]}`;
};
const rankBucket = (rank: number) => (rank <= 5 ? String(rank) : bucket(rank, [5, 8, 12, 20]));

const HIRING_CUE = /\b(?:hiring|looking\s+for|seeking|recruiting|vacanc(?:y|ies)|opening|join\s+(?:us|our)|we\s+need|needed|required|wanted)\b|مطلوب|وظيف|شاغر|حاجت|بحاجة|نبحث|تبحث|يبحث|بندور|محتاج|عايزين|بمسمى|نوظف|توظيف|تعلن|يعلن/iu;
// Ends at a space or punctuation, not \b (which knows only ASCII letters and never fires after an Arabic word).
const GREETING = /^(?:hi|hey|hello|dear|good\s+(?:morning|evening)|السلام|مرحبا|مرحباً|أهلا|اهلا|هلا|صباح|مساء|يا\s+جماعة|يا\s+شباب|شباب|جماعة)(?=[\s!,.،؛]|$)/iu;
const EMOJI = /[\p{Extended_Pictographic}]/u;
const STRIP = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}#*_"'“”«»]|\uFE0F|\u200D/gu;
/** Where a run of words stops: punctuation that ends a phrase, a cell or a bracket. */
const CHUNK_BREAK = /[.,:;!?؟،|()[\]{}«»"“”]+|\s[-–—/+]\s|\s+[-–—]+\s*|^[-–—]/u;

function caseShape(value: string): string {
  const words = value.split(' ').filter((word) => /^\p{Script=Latin}/u.test(word));
  if (!words.length) return 'none';
  if (words.every((word) => word === word.toUpperCase() && /\p{Lu}/u.test(word))) return 'upper';
  if (words.every((word) => /^\p{Lu}/u.test(word) || /^(?:of|and|&|de|the|for|in|to)$/u.test(word))) return 'title';
  if (words.every((word) => word === word.toLowerCase())) return 'lower';
  return 'mixed';
}

function scriptOf(value: string): string {
  const arabic = ARABIC.test(value);
  const latin = /\p{Script=Latin}/u.test(value);
  return arabic && latin ? 'mix' : arabic ? 'ar' : latin ? 'lat' : 'other';
}

/** What is known about the line a candidate sits on, the same for all its candidates. */
function lineFeatures(line: JobLine, rank: number, previous: JobLine | undefined): string[] {
  const text = line.text.trim();
  const words = text.split(/\s+/).length;
  const features = [`rank:${rankBucket(rank)}`, `lwords:${bucket(words, [1, 2, 3, 5, 8, 12, 20])}`, `sec:${line.section}`];
  if (line.heading) features.push('heading');
  if (line.bullet) features.push('bullet');
  if (line.field) features.push(`field:${line.field.key}`);
  if (HIRING_CUE.test(text)) features.push('lcue');
  if (previous && CUE_BEFORE_TITLE.test(previous.text)) features.push('prevcue');
  if (previous && HIRING_CUE.test(previous.text)) features.push('prevhiring');
  if (GREETING.test(text)) features.push('greeting');
  if (EMOJI.test(text)) features.push('emoji');
  if (/#\S/u.test(text)) features.push('hashtag');
  if (/[:：]\s*$/u.test(text)) features.push('lcolon');
  if (/[.!?؟]\s*$/u.test(text)) features.push('lstop');
  if (/https?:|www\.|@\S+\.\S/iu.test(text)) features.push('link');
  if (isPageFurniture(text)) features.push('furniture');
  if (onlyAnnounces(text)) features.push('announces');
  else if (notATitle(text)) features.push('notatitle');
  return features;
}

/** The words of a value, for first/last-word features. */
const wordsOf = (key: string) => key.split(' ').filter(Boolean);

/**
 * `read`: the value was trimmed by the rules (a line, a field, a sentence's capture), so the costlier checks
 * (a city, a job type, a plausible title) are worth their time; a bare run of words skips them.
 */
function valueFeatures(value: string, key: string, occupations: OccupationTitles | null, read: boolean): string[] {
  const words = wordsOf(key);
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const arabic = ARABIC.test(key);
  const features = [`wc:${Math.min(words.length, 7)}`, `chars:${bucket(value.length, [3, 8, 15, 25, 40, 60])}`, `case:${caseShape(value)}`, `script:${scriptOf(value)}`, `w0:${first}`, `wN:${last}`];
  if (/\d/u.test(value)) features.push('digit');
  if (EMPLOYER_NAME.test(value) || EMPLOYER_END.test(value) || EMPLOYER_START.test(value)) features.push('employer');
  if (read) {
    if (!plausible(value)) features.push('implausible');
    if (findCity(value, false)) features.push('city');
    if (readJobType(value) || readWorkplace(value)) features.push('jobtype');
  }
  if (GREETING.test(value)) features.push('vgreeting');
  if (occupations) {
    if (occupations.titles.has(key)) features.push('occ:exact');
    else {
      // The longest occupation title inside the value, as a share of its words.
      let longest = 0;
      for (let start = 0; start < words.length; start++)
        for (let end = words.length; end > start + longest; end--)
          if (occupations.titles.has(words.slice(start, end).join(' '))) longest = Math.max(longest, end - start);
      if (longest) features.push(`occ:part:${bucket(longest / words.length, [0.34, 0.5, 0.75])}`);
    }
    const head = arabic ? first : last;
    if (occupations.heads.has(head)) features.push('occ:head');
    if (occupations.heads.has(arabic ? last : first)) features.push('occ:otherend');
  } else features.push('nocatalogue');
  return features;
}

interface Draft {
  value: string;
  key: string;
  line: JobLine;
  rank: number;
  sources: Set<CandidateSource>;
  extra: string[];
}

/**
 * The candidates of a posting's lines (a role's lines when the post offers several), in reading order. With no
 * catalogue the occupation features are replaced by `nocatalogue` (the shipped weights were learned with it).
 */
export function titleCandidates(lines: readonly JobLine[], catalogue?: JobTextCatalogue): TitleCandidate[] {
  const occupations = catalogue ? occupationTitlesOf(catalogue) : null;
  const nonEmpty = lines.filter((line) => line.text.trim());
  const read = nonEmpty.slice(0, TITLE_LINES);
  const drafts = new Map<string, Draft>();
  const order: Draft[] = [];
  const add = (line: JobLine, rank: number, source: CandidateSource, written: string, extra: string[] = []) => {
    const value = written.replace(/\s+/gu, ' ').trim();
    const key = comparisonKey(value);
    if (!key || value.length > 120) return;
    const id = `${rank}\n${key}`;
    let draft = drafts.get(id);
    if (!draft) {
      draft = { value, key, line, rank, sources: new Set(), extra: [] };
      drafts.set(id, draft);
      order.push(draft);
    }
    draft.sources.add(source);
    for (const feature of extra) if (!draft.extra.includes(feature)) draft.extra.push(feature);
  };

  read.forEach((line, rank) => {
    const text = line.text.trim();
    const previous = rank > 0 ? read[rank - 1] : undefined;
    if (line.field?.key === 'title') add(line, rank, 'field', cleanTitle(withWrappedWord(line.field.value, lines[line.index + 1])));
    HIRING_SENTENCES.forEach((pattern, at) => {
      const match = pattern.exec(text);
      if (match?.[1]) add(line, rank, 'pattern', cleanTitle(match[1]), [`pattern:${at}`]);
    });
    if (previous && CUE_BEFORE_TITLE.test(previous.text) && !line.heading && !line.field) add(line, rank, 'cue', cleanTitle(text));
    if (text.length <= MAX_LINE_CHARACTERS) add(line, rank, 'line', cleanTitle(text));
    const cells = text.split(/\s+[|·•]\s+|\t+/u);
    if (cells.length > 1 && text.length <= MAX_LINE_CHARACTERS) cells.forEach((cell, at) => add(line, rank, 'cell', cleanTitle(cell), [`cell:${Math.min(at, 3)}`]));
    // Runs of one to five words, inside what punctuation leaves of the line.
    // A paragraph's title is in its opening ("Urgently required for … store: Sales Associates (male/female). Job: …").
    for (const chunk of text.slice(0, MAX_LINE_CHARACTERS).split(CHUNK_BREAK)) {
      const words = chunk.replace(STRIP, ' ').split(/\s+/u).filter(Boolean);
      if (!words.length || words.length > 40) continue;
      const keys = words.map((word) => comparisonKey(word));
      for (let start = 0; start < words.length; start++)
        for (let size = 1; size <= MAX_SPAN_WORDS && start + size <= words.length; size++) {
          const before = start > 0 ? (keys[start - 1] as string) : '^';
          const before2 = start > 1 ? `${keys[start - 2]} ${before}` : `^ ${before}`;
          const after = start + size < words.length ? (keys[start + size] as string) : '$';
          add(line, rank, 'span', singularTitle(words.slice(start, start + size).join(' ')), [`prev:${before}`, `prev2:${before2}`, `next:${after}`, `atstart:${start === 0}`, `atend:${start + size === words.length}`]);
        }
    }
  });

  // How many lines of the whole posting name the value (a title comes back in "Apply for …", "About the role").
  const lineKeys = nonEmpty.map((line) => ` ${comparisonKey(line.text)} `);
  const repeats = new Map<string, number>();
  const candidates: TitleCandidate[] = [];
  const sourceOrder: CandidateSource[] = ['field', 'pattern', 'cue', 'line', 'cell', 'span'];
  const lineCache = new Map<number, { key: string; features: string[] }>();
  // A post written in both languages is held in the one it opens with (fixtures README).
  const openingScript = /\p{L}/u.exec(read[0]?.text ?? '')?.[0];
  const opensArabic = openingScript ? ARABIC.test(openingScript) : null;
  for (const draft of order) {
    let count = repeats.get(draft.key);
    if (count === undefined) {
      count = 0;
      for (const key of lineKeys) if (key.includes(` ${draft.key} `)) count++;
      repeats.set(draft.key, count);
    }
    const rank = draft.rank;
    const sources = sourceOrder.filter((source) => draft.sources.has(source));
    const main = sources[0] as CandidateSource;
    let known = lineCache.get(rank);
    if (!known) {
      known = { key: comparisonKey(draft.line.text), features: lineFeatures(draft.line, rank, rank > 0 ? read[rank - 1] : undefined) };
      lineCache.set(rank, known);
    }
    const { key: lineKey, features: line } = known;
    const value = valueFeatures(draft.value, draft.key, occupations, main !== 'span');
    const features = [
      'bias',
      ...sources.map((source) => `src:${source}`),
      `srcs:${sources.join('+')}`,
      ...line,
      ...value,
      ...draft.extra,
      `repeat:${bucket(count, [1, 2, 3])}`,
      ...(draft.key === lineKey ? ['whole'] : []),
      ...(opensArabic === null ? [] : [`opening-script:${ARABIC.test(draft.key) === opensArabic ? 'same' : 'other'}`]),
      `${main}&rank:${rankBucket(rank)}`,
      `${main}&wc:${Math.min(wordsOf(draft.key).length, 7)}`,
      ...value.filter((feature) => feature.startsWith('occ:')).map((feature) => `${feature}&rank:${rank < 3 ? 'top' : rank < 10 ? 'mid' : 'low'}`),
      ...line.filter((feature) => feature === 'lcue' || feature === 'prevcue').map((feature) => `${feature}&${main}`),
    ];
    candidates.push({ value: draft.value, key: draft.key, line: draft.line, sources, features });
  }
  return candidates;
}
