import type { CatalogueLanguage } from './i18n.ts';
import type { Skill } from './skills.ts';
import { foldText, hasArabic, normalizeKey, tokenize } from './text.ts';

/** One mention of a catalogue skill in a text. */
export interface SkillMention {
  skill: Skill;
  /** The text as written, and where it sits in the input (UTF-16 offsets, end exclusive). */
  text: string;
  start: number;
  end: number;
  /** Language of the catalogue term that matched. */
  lang: CatalogueLanguage;
}

export interface SkillSuggestion {
  skill: Skill;
  /** The catalogue term that starts with the prefix. */
  term: string;
  lang: CatalogueLanguage;
}

export interface SkillIndex {
  readonly size: number;
  /**
   * The skill whose name or alias is `text` (case-, diacritic- and Arabic-letter-form-insensitive; an Arabic
   * term also matches without its article, "محاسبة" = "المحاسبة"). `lang` prefers terms in that language
   * but still falls back to the other, since Arabic resumes write "Python" in Latin letters.
   */
  find(text: string, lang?: CatalogueLanguage): Skill | undefined;
  /**
   * Every catalogue skill mentioned in `text`, in order: the longest term wins at each position
   * ("Microsoft Excel" before "Excel"), terms match whole words only ("Java" never inside "JavaScript"),
   * and an Arabic first word may carry و/ف/ب/ل/ك and ال ("وبإدارة المشاريع"). A case-sensitive short alias
   * ("R", "C", "Go") counts only as an item of a list ("Python, R, SQL"), never in running prose.
   */
  scan(text: string): SkillMention[];
  /** Skills whose names or aliases start with `prefix` (for autocomplete), names before aliases. */
  suggest(prefix: string, options?: { lang?: CatalogueLanguage; limit?: number }): SkillSuggestion[];
  /**
   * Skills a search box's text names, best first (skill search and autocomplete): a name or alias that is the
   * text, then one that starts with it, then one with a later word that starts with it ("سبارك" finds "أباتشي
   * سبارك", "spark" finds "Apache Spark"), then one that holds it inside a word (from three letters on); within
   * each, names before aliases, then shorter first. Folded as `find` folds (case, diacritics, tatweel, hamza
   * seats, alef forms, ة/ه, ى/ي), and an Arabic word matches with or without its article or a clitic before it
   * ("المحاسبة", "محاسبة", "والمحاسبة").
   */
  search(text: string, options?: { lang?: CatalogueLanguage; limit?: number }): SkillSearchHit[];
}

/** How a search matched a skill's term: 0 the term is the text, 1 starts with it, 2 a later word does, 3 holds it. */
export type SkillSearchRank = 0 | 1 | 2 | 3;

export interface SkillSearchHit extends SkillSuggestion {
  rank: SkillSearchRank;
}

interface Term {
  skill: Skill;
  lang: CatalogueLanguage;
  /** 0 = name, 1 = alias: a name beats an alias when two skills share a spelling. */
  rank: number;
  term: string;
}

interface TrieNode {
  next: Map<string, TrieNode> | undefined;
  term: Term | undefined;
}

/** Characters that separate items of a skills list; a short exact alias must sit between two of them. */
const LIST_BEFORE = new Set([',', ';', '/', '|', '•', '·', '(', ':', '\n', '\t', '-', '*']);
const LIST_AFTER = new Set([',', ';', '/', '|', '•', '·', ')', '\n', '\t', '.']);

function neighbour(text: string, from: number, step: 1 | -1): string {
  for (let i = from; i >= 0 && i < text.length; i += step) {
    const c = text[i] as string;
    if (c !== ' ' && c !== '\u00a0') return c;
  }
  return '\n';
}

const ARABIC_PREFIXES = ['وبال', 'وال', 'بال', 'فال', 'كال', 'ولل', 'لل', 'ال', 'وب', 'ول', 'و', 'ف', 'ب', 'ل', 'ك'];
const MIN_STEM = 3;

/** The article-less form of an Arabic first word ("المحاسبه" → "محاسبه"), or undefined. */
function withoutArticle(token: string): string | undefined {
  return token.startsWith('ال') && token.length - 2 >= MIN_STEM ? token.slice(2) : undefined;
}

/** A text word with its clitics removed, as alternatives to try after the word itself. */
function arabicVariants(token: string): string[] {
  const out: string[] = [];
  for (const p of ARABIC_PREFIXES) {
    if (token.startsWith(p) && token.length - p.length >= MIN_STEM) {
      const rest = token.slice(p.length);
      if (!out.includes(rest)) out.push(rest);
    }
  }
  return out;
}

/** One-letter clitics: the conjunction and the prepositions written on the word ("وحل", "بUX"). */
const ONE_LETTER_CLITICS = ['و', 'ف', 'ب', 'ل', 'ك'];

/**
 * A word shorter than MIN_STEM left by a one-letter clitic ("وحل" → "حل", "وطب" → "طب", "وQA" → "qa"), which only
 * counts where the term goes on past it ("وحل المشكلات", "وطب الأطفال") or where the rest is in Latin letters (the
 * change of script is where the clitic ends): alone, "وحل" is mud. Never a word the clitic's letter starts
 * ("وظيفة", "ورشة"): those leave three letters or more and go through `arabicVariants`, which finds only terms.
 */
function shortAfterClitic(token: string): string | undefined {
  if (token.length - 1 >= MIN_STEM || token.length < 3 || !ONE_LETTER_CLITICS.includes(token[0] as string)) return undefined;
  return token.slice(1);
}

const LATIN_REST = /^[a-z0-9][a-z0-9+#.]*$/;

function isArabicToken(token: string): boolean {
  const c = token.charCodeAt(0);
  return c >= 0x0600 && c <= 0x06ff;
}

/** The article and the clitics before it that a search ignores ("والمحاسبه" → "محاسبه"). */
const ARABIC_ARTICLES = ['وبال', 'وال', 'بال', 'فال', 'كال', 'ولل', 'لل', 'ال'];

/** A folded key with each Arabic word's article taken off, so "محاسبه" and "المحاسبه" meet. */
function withoutArticles(key: string): string {
  return key
    .split(' ')
    .map((word) => {
      if (!isArabicToken(word)) return word;
      const article = ARABIC_ARTICLES.find((p) => word.startsWith(p) && word.length - p.length >= MIN_STEM);
      return article === undefined ? word : word.slice(article.length);
    })
    .join(' ');
}

function searchRank(key: string, text: string): SkillSearchRank | undefined {
  if (key === text) return 0;
  if (key.startsWith(text)) return 1;
  if (key.includes(` ${text}`)) return 2;
  // Inside a word only from three letters on, or "a" would find half the catalogue.
  if (text.length >= 3 && key.includes(text)) return 3;
  return undefined;
}

/** Builds an index over the given skills. Pure: no I/O; about 30 ms for the shipped catalogue. */
export function createSkillIndex(skills: readonly Skill[]): SkillIndex {
  const exact = new Map<string, Skill>();
  const exactTokens = new Map<string, Skill>();
  const byKey = new Map<string, Term[]>();
  const root: TrieNode = { next: new Map(), term: undefined };
  const suggestKeys: Array<{ key: string; term: Term }> = [];

  const better = (a: Term | undefined, b: Term): boolean => a === undefined || b.rank < a.rank;

  const addKey = (key: string, term: Term) => {
    const list = byKey.get(key);
    if (list === undefined) byKey.set(key, [term]);
    else if (!list.some((t) => t.skill === term.skill && t.lang === term.lang)) list.push(term);
  };

  const addTrie = (tokens: string[], term: Term) => {
    let node = root;
    for (const t of tokens) {
      node.next ??= new Map();
      let child = node.next.get(t);
      if (child === undefined) {
        child = { next: undefined, term: undefined };
        node.next.set(t, child);
      }
      node = child;
    }
    if (better(node.term, term)) node.term = term;
  };

  const add = (skill: Skill, raw: string, lang: CatalogueLanguage, rank: number) => {
    const tokens = tokenize(raw).map((t) => t.text);
    if (tokens.length === 0) return;
    const term: Term = { skill, lang, rank, term: raw };
    const key = tokens.join(' ');
    addKey(key, term);
    addTrie(tokens, term);
    suggestKeys.push({ key, term });
    const first = tokens[0] as string;
    if (isArabicToken(first)) {
      const bare = withoutArticle(first);
      if (bare !== undefined) {
        const rest = [bare, ...tokens.slice(1)];
        addKey(rest.join(' '), term);
        addTrie(rest, term);
      }
    }
  };

  for (const skill of skills) {
    add(skill, skill.name.en, hasArabic(skill.name.en) ? 'ar' : 'en', 0);
    add(skill, skill.name.ar, 'ar', 0);
    for (const a of skill.aliases.en) add(skill, a, 'en', 1);
    for (const a of skill.aliases.ar) add(skill, a, hasArabic(a) ? 'ar' : 'en', 1);
    for (const a of skill.exact_aliases ?? []) {
      exact.set(a.trim(), skill);
      const t = tokenize(a);
      if (t.length === 1) exactTokens.set((t[0] as { raw: string }).raw, skill);
    }
  }
  for (const list of byKey.values()) list.sort((a, b) => a.rank - b.rank);
  // The article-less form only where it differs (Arabic terms with an article), so most terms are compared once.
  const searchKeys = suggestKeys.map(({ key, term }) => {
    const bare = withoutArticles(key);
    return { key, bare: bare === key ? undefined : bare, term };
  });
  // Every term's key (and article-less key) in one text, one term a line: a search finds the few terms that
  // hold its text with indexOf instead of comparing every term (keys hold neither a tab nor a line break).
  const searchStarts: number[] = [];
  let searchText = '';
  for (const entry of searchKeys) {
    searchStarts.push(searchText.length);
    searchText += `${entry.key}\t${entry.bare ?? ''}\n`;
  }
  const entryAt = (offset: number): number => {
    let lo = 0;
    let hi = searchStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((searchStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const holding = (text: string, into: Set<number>) => {
    for (let at = searchText.indexOf(text); at !== -1; at = searchText.indexOf(text, at + 1)) into.add(entryAt(at));
  };
  suggestKeys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.term.rank - b.term.rank));

  function find(text: string, lang?: CatalogueLanguage): Skill | undefined {
    const trimmed = text.trim();
    const viaExact = exact.get(trimmed);
    const key = normalizeKey(trimmed);
    const list = byKey.get(key);
    if (list !== undefined && list.length > 0) {
      const preferred = lang === undefined ? undefined : list.find((t) => t.lang === lang);
      return (preferred ?? list[0])?.skill;
    }
    if (viaExact !== undefined) return viaExact;
    // An Arabic query may carry a clitic ("بالمحاسبة").
    const tokens = key.split(' ');
    const first = tokens[0];
    if (first !== undefined && isArabicToken(first)) {
      for (const v of arabicVariants(first)) {
        const hit = byKey.get([v, ...tokens.slice(1)].join(' '));
        if (hit?.[0] !== undefined) return hit[0].skill;
      }
      const short = shortAfterClitic(first);
      if (short !== undefined && (tokens.length > 1 || LATIN_REST.test(short))) {
        const hit = byKey.get([short, ...tokens.slice(1)].join(' '));
        if (hit?.[0] !== undefined) return hit[0].skill;
      }
    }
    return undefined;
  }

  function longestFrom(tokens: { text: string }[], i: number, first: string): { term: Term; last: number } | undefined {
    let node = root.next?.get(first);
    let best: { term: Term; last: number } | undefined;
    let j = i;
    while (node !== undefined) {
      if (node.term !== undefined) best = { term: node.term, last: j };
      j += 1;
      const t = tokens[j];
      if (t === undefined || node.next === undefined) break;
      node = node.next.get(t.text);
    }
    return best;
  }

  function scan(text: string): SkillMention[] {
    const tokens = tokenize(text);
    const mentions: SkillMention[] = [];
    let i = 0;
    while (i < tokens.length) {
      const tok = tokens[i] as (typeof tokens)[number];
      let best = longestFrom(tokens, i, tok.text);
      if (isArabicToken(tok.text)) {
        for (const v of arabicVariants(tok.text)) {
          const alt = longestFrom(tokens, i, v);
          if (alt !== undefined && (best === undefined || alt.last > best.last)) best = alt;
        }
        const short = shortAfterClitic(tok.text);
        if (short !== undefined) {
          const alt = longestFrom(tokens, i, short);
          if (alt !== undefined && (alt.last > i || LATIN_REST.test(short)) && (best === undefined || alt.last > best.last)) best = alt;
        }
      }
      if (best === undefined) {
        const listed = exactTokens.get(tok.raw);
        if (
          listed !== undefined &&
          LIST_BEFORE.has(neighbour(text, tok.start - 1, -1)) &&
          LIST_AFTER.has(neighbour(text, tok.end, 1))
        ) {
          mentions.push({ skill: listed, text: tok.raw, start: tok.start, end: tok.end, lang: 'en' });
        }
        i += 1;
        continue;
      }
      const end = (tokens[best.last] as (typeof tokens)[number]).end;
      mentions.push({
        skill: best.term.skill,
        text: text.slice(tok.start, end),
        start: tok.start,
        end,
        lang: best.term.lang,
      });
      i = best.last + 1;
    }
    return mentions;
  }

  function suggest(prefix: string, options: { lang?: CatalogueLanguage; limit?: number } = {}): SkillSuggestion[] {
    const limit = options.limit ?? 10;
    const p = foldText(prefix).trim().replace(/\s+/g, ' ');
    if (p.length === 0) return [];
    let lo = 0;
    let hi = suggestKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((suggestKeys[mid] as (typeof suggestKeys)[number]).key < p) lo = mid + 1;
      else hi = mid;
    }
    const seen = new Set<Skill>();
    const hits: Term[] = [];
    for (let k = lo; k < suggestKeys.length; k += 1) {
      const e = suggestKeys[k] as (typeof suggestKeys)[number];
      if (!e.key.startsWith(p)) break;
      if (options.lang !== undefined && e.term.lang !== options.lang) continue;
      if (seen.has(e.term.skill)) continue;
      seen.add(e.term.skill);
      hits.push(e.term);
    }
    hits.sort((a, b) => a.rank - b.rank || a.term.length - b.term.length);
    return hits.slice(0, limit).map((t) => ({ skill: t.skill, term: t.term, lang: t.lang }));
  }

  function search(text: string, options: { lang?: CatalogueLanguage; limit?: number } = {}): SkillSearchHit[] {
    const key = normalizeKey(text);
    if (key === '') return [];
    const bare = withoutArticles(key);
    const best = new Map<Skill, { rank: SkillSearchRank; term: Term }>();
    const candidates = new Set<number>();
    holding(key, candidates);
    if (bare !== key) holding(bare, candidates);
    for (const at of candidates) {
      const entry = searchKeys[at] as (typeof searchKeys)[number];
      if (options.lang !== undefined && entry.term.lang !== options.lang) continue;
      const asWritten = searchRank(entry.key, key);
      const withoutArticle = entry.bare === undefined && bare === key ? undefined : searchRank(entry.bare ?? entry.key, bare);
      const rank = asWritten === undefined ? withoutArticle : withoutArticle === undefined ? asWritten : (Math.min(asWritten, withoutArticle) as SkillSearchRank);
      if (rank === undefined) continue;
      const held = best.get(entry.term.skill);
      if (held === undefined || rank < held.rank || (rank === held.rank && (entry.term.rank < held.term.rank || (entry.term.rank === held.term.rank && entry.term.term.length < held.term.term.length)))) {
        best.set(entry.term.skill, { rank, term: entry.term });
      }
    }
    return [...best.values()]
      .sort((a, b) => a.rank - b.rank || a.term.rank - b.term.rank || a.term.term.length - b.term.term.length || (a.term.term < b.term.term ? -1 : a.term.term > b.term.term ? 1 : 0))
      .slice(0, options.limit ?? 10)
      .map(({ rank, term }) => ({ skill: term.skill, term: term.term, lang: term.lang, rank }));
  }

  return { size: skills.length, find, scan, suggest, search };
}
