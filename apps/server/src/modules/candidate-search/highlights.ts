/**
 * The words of a result that the query matched, as segments of the candidate's own text (decision 0045): the web
 * marks the matched segments and shows the rest as it is. Which words match is decided by the database's own
 * lexemes (the same stemming as the search), looked up once per page.
 */
import { wordSpans, type WordSpan } from '@masar/engines/search/search-text';
import type { HighlightSegment, SearchHighlight } from '@masar/shared/candidate-search';
import type { SearchDocumentFields } from '../../db/schema/candidate-search.ts';

/** Words shown before and after a summary's first match: a snippet, not the whole summary. */
const SUMMARY_WORDS_BEFORE = 8;
const SUMMARY_WORDS_AFTER = 22;
/** Highlights per result: enough to say why it was found. */
const MAX_HIGHLIGHTS = 6;
const ELLIPSIS = '…';

/** Each word input's lexemes, as the database reads it. */
export type Lexemes = ReadonlyMap<string, readonly string[]>;

/** Every text of these fields, for looking their words' lexemes up at once. */
export function textsOf(fields: SearchDocumentFields): string[] {
  return [...fields.titles, ...fields.skills.flatMap((skill) => [skill.name, ...skill.terms]), ...fields.education, ...(fields.summary ? [fields.summary] : [])];
}

/**
 * Whether a word may stem to one of the query's words: a stem is the word's letters less some prefixes and
 * endings, so a word that holds none of the query's stems (less their last letter, which a stemmer may change:
 * "happy" → "happi") cannot match. Only a filter: the database still decides, for the few words left.
 */
function mayMatch(input: string, stems: readonly string[]): boolean {
  const word = input.toLowerCase();
  return stems.some((stem) => word.includes(stem));
}

/** The distinct inputs of the words of `texts` that may match the query, by configuration. */
export function wordsToLookUp(texts: readonly string[], queryWords: readonly string[]): { latin: string[]; arabic: string[] } {
  const stems = wordSpans(queryWords.join(' ')).map((span) => {
    // An Arabic word's article and one-letter prefixes ("بال", "لل", "و") are not part of its stem.
    const bare = span.input.toLowerCase().replace(/^(?:[وفبلك]?ال|لل|[وفبلك])(?=\p{L}{3})/u, '');
    return bare.length > 3 ? bare.slice(0, Math.max(3, bare.length - 3)) : bare;
  });
  const latin = new Set<string>();
  const arabic = new Set<string>();
  for (const text of texts) for (const span of wordSpans(text)) if (mayMatch(span.input, stems)) (span.arabic ? arabic : latin).add(span.input);
  return { latin: [...latin], arabic: [...arabic] };
}

function matches(span: WordSpan, lexemes: Lexemes, query: ReadonlySet<string>): boolean {
  return (lexemes.get(span.input) ?? []).some((lexeme) => query.has(lexeme));
}

/** `text` cut into segments, the matched words marked; null when no word matched. */
function segmentsOf(text: string, lexemes: Lexemes, query: ReadonlySet<string>, window?: { before: number; after: number }): HighlightSegment[] | null {
  const spans = wordSpans(text);
  const first = spans.findIndex((span) => matches(span, lexemes, query));
  if (first === -1) return null;
  let from = 0;
  let to = text.length;
  if (window) {
    from = spans[Math.max(0, first - window.before)]!.start;
    to = spans[Math.min(spans.length - 1, first + window.after)]!.end;
  }
  const segments: HighlightSegment[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece === '') return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  if (from > 0) push(ELLIPSIS, false);
  let at = from;
  for (const span of spans) {
    if (span.start < from || span.end > to || !matches(span, lexemes, query)) continue;
    push(text.slice(at, span.start), false);
    push(text.slice(span.start, span.end), true);
    at = span.end;
  }
  push(text.slice(at, to), false);
  if (to < text.length) push(ELLIPSIS, false);
  return segments;
}

/**
 * Why a candidate was found: the titles, skills, education and summary words that matched, in that order. A skill
 * found through one of the catalogue's names for it (the query "محاسبة" and the skill "Accounting") is marked whole.
 */
export function highlightsOf(fields: SearchDocumentFields, lexemes: Lexemes, query: ReadonlySet<string>): SearchHighlight[] {
  const highlights: SearchHighlight[] = [];
  for (const title of fields.titles) {
    const segments = segmentsOf(title, lexemes, query);
    if (segments) highlights.push({ field: 'title', segments });
  }
  for (const skill of fields.skills) {
    const segments = segmentsOf(skill.name, lexemes, query);
    if (segments) highlights.push({ field: 'skill', segments });
    else if (skill.terms.some((term) => segmentsOf(term, lexemes, query) !== null)) highlights.push({ field: 'skill', segments: [{ text: skill.name, match: true }] });
  }
  for (const entry of fields.education) {
    const segments = segmentsOf(entry, lexemes, query);
    if (segments) highlights.push({ field: 'education', segments });
  }
  if (fields.summary) {
    const segments = segmentsOf(fields.summary, lexemes, query, { before: SUMMARY_WORDS_BEFORE, after: SUMMARY_WORDS_AFTER });
    if (segments) highlights.push({ field: 'summary', segments });
  }
  return highlights.slice(0, MAX_HIGHLIGHTS);
}
