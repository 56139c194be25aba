/**
 * Arabic skills written in another form than the catalogue's: the skill index matches a term's words as
 * they are (its first word may carry و/ب/ل and ال), but an Arabic posting inflects every word and slips
 * words in between: "تسوية الحسابات البنكية" for التسويات البنكية, "الرعاية التمريضية للمرضى" for رعاية
 * المرضى, "أنظمة إدارة المستودع" for أنظمة إدارة المستودعات. Here both sides are reduced to light stems
 * (clitics, the article, the sound plural and the feminine/relative endings taken off), and a catalogue
 * term of two or more words matches when its stems appear in order with at most one other word between
 * two of them, inside one clause. Broken plurals are read as their singular from a list of the work vocabulary's
 * (arabic-plurals.ts), and a term may open with the verb of its verbal noun ("يحلل البيانات", arabic-verbs.ts).
 * Beside it, readers of a verbal noun with a pronoun for the object before it ("صياغة العقود ومراجعتها") and of a
 * relative adjective after a word for skill ("خبرة محاسبية"), decision 0103.
 */
import { comparisonKey } from '../resume-parser/text-utils.ts';
import { BROKEN_PLURALS } from './arabic-plurals.ts';
import { verbBodyOfNoun, verbBodyOfWord } from './arabic-verbs.ts';
import { arabicTermVariants } from './arabic-term-variants.ts';
import { ARABIC_SKILL_WORDING } from './arabic-wording.ts';
import type { JobTextCatalogue } from './catalogue.ts';

export interface ArabicMention {
  id: string;
  sector: string;
  type: string;
  text: string;
  start: number;
  end: number;
}

/** Words a term may hold that carry no meaning of their own ("الوقاية من العدوى"): the gap covers them. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(['من', 'في', 'مع', 'علي', 'عن', 'الي', 'و', 'او', 'ل', 'ب', 'ذات', 'ذو']);

/** A word ending in a possessive pronoun ("تطبيقاتنا", "أدائهم"). */
const OWNED = /[\u0621-\u064A]{3,}(?:نا|ها|هم|هما|هن|كم)$/u;
/** "Valid" and "in force", folded: said of a licence, inside its name as often as after it. */
const VALIDITY_WORDS: ReadonlySet<string> = new Set(['ساري', 'سارية', 'ساريه', 'المفعول', 'صالح', 'صالحة', 'صالحه', 'سارى']);
/** The function words a term's words may stand apart across (with one word more): prepositions, folded. */
const PREPOSITIONS: ReadonlySet<string> = new Set(['من', 'في', 'مع', 'علي', 'عن']);
const PREFIXES = ['وبال', 'وال', 'بال', 'فال', 'كال', 'ولل', 'لل', 'ال', 'وب', 'ول', 'و', 'ف', 'ب', 'ل', 'ك'];
const SUFFIXES = ['يات', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];
const MIN_STEM = 3;

/** A light stem of one Arabic word (comparisonKey'd): "والتسويات" → "تسو", "البنكية" → "بنك", "للمرضى" → "مرض". */
export function arabicStem(word: string): string {
  let stem = word.replace(/ة/g, 'ه').replace(/ؤ/g, 'و').replace(/[ئى]/g, 'ي');
  for (const prefix of PREFIXES) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= MIN_STEM) {
      stem = stem.slice(prefix.length);
      break;
    }
  }
  for (const suffix of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= MIN_STEM) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem;
}

/** A broken plural's stem read as its singular's ("تقارير" → "تقرير"), so either number meets the other. */
const SINGULAR_STEMS: ReadonlyMap<string, string> = new Map(BROKEN_PLURALS.map(([singular, plural]) => [arabicStem(foldWord(plural)), arabicStem(foldWord(singular))]));

/** The stem a word is compared by: its light stem, a broken plural's read as the singular's. */
export function arabicLemma(word: string): string {
  const stem = arabicStem(word);
  return SINGULAR_STEMS.get(stem) ?? stem;
}

interface StemmedTerm {
  id: string;
  sector: string;
  type: string;
  length: number;
  /** The term's last word carries the article ("إدارة المشاريع"), so it ends a construct. */
  definiteEnd: boolean;
}

/**
 * A trie over terms' stems: a common first word ("إدارة") starts hundreds of terms. The root also knows, for a
 * verb's body, the stems of the verbal nouns that open terms ("دير" → "ادار"), so "يدير المشاريع" walks from there.
 */
interface StemNode {
  next: Map<string, StemNode>;
  term: StemmedTerm | undefined;
  verbs?: Map<string, Set<string>>;
}

const built = new WeakMap<JobTextCatalogue, StemNode>();

const ARABIC_WORD = /[\u0621-\u064A]/;

function stemTrie(catalogue: JobTextCatalogue): StemNode {
  let root = built.get(catalogue);
  if (root) return root;
  root = { next: new Map(), term: undefined, verbs: new Map() };
  for (const skill of catalogue.skillNames ?? []) {
    const given = [...(skill.ar ?? []), ...(ARABIC_SKILL_WORDING.get(skill.id) ?? [])];
    for (const term of [...given, ...arabicTermVariants(given)]) {
      if (!ARABIC_WORD.test(term)) continue;
      const words = comparisonKey(term)
        .split(' ')
        .filter((word) => word && !FUNCTION_WORDS.has(word));
      // After the first word, a word joined by "و" keeps it: "المحاسبة والمالية" is accounting and finance, not
      // المحاسبة المالية.
      const stems = words.map((word, k) => (k > 0 && joined(word) ? `و ${arabicLemma(word)}` : arabicLemma(word)));
      // One word is the skill index's job (clitics and the article it already reads); a stem of one word
      // alone would find "إدارة" everywhere.
      if (stems.length < 2 || stems.some((stem) => !ARABIC_WORD.test(stem))) continue;
      const body = DEFINITE.test(words[0] as string) ? null : verbBodyOfNoun(words[0] as string);
      if (body) root.verbs?.set(body, (root.verbs.get(body) ?? new Set()).add(stems[0] as string));
      let node = root;
      for (const stem of stems) {
        let child = node.next.get(stem);
        if (!child) {
          child = { next: new Map(), term: undefined };
          node.next.set(stem, child);
        }
        node = child;
      }
      // A name comes before its aliases, so the first skill to claim a stem sequence keeps it.
      node.term ??= { id: skill.id, sector: skill.sector, type: skill.type, length: stems.length, definiteEnd: DEFINITE.test(words[words.length - 1] as string) };
    }
  }
  built.set(catalogue, root);
  return root;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** A word with the conjunction "و" before it ("والمالية", "ومراجعتها"), as the stemmer strips it. */
function joined(word: string): boolean {
  return word.startsWith('و') && word.length > MIN_STEM;
}
/** A definite word: the article, after و/ف/ب/ك, or ل's contracted form ("للمرضى"). */
const DEFINITE = /^(?:[وف]?[بك]?ال|[وف]?لل)/u;
/** Where a clause ends: a word never bridges these. */
const CLAUSE_BREAK = /[.,;:!?،؛؟()[\]|/\n•]/u;

/**
 * A noun with a possessive pronoun ("أدائهم" their performance, "مشاكلهم" their problems, "حساباتها"): the noun
 * as a term's word names it, like the noun with the article ("تقييم أدائهم" is تقييم الأداء). The feminine ending
 * is written ت and a final hamza sits on a seat before the pronoun; both are written back. Null when the word
 * carries no such ending or is too short to be a noun with one ("فهم", "مهم").
 */
const POSSESSIVE = /^(?![وفبك]?ال)([\u0621-\u064A]{3,}?)(?:هما|هم|ها|هن|كم)$/u;
function withoutPossessive(key: string): string | null {
  const match = POSSESSIVE.exec(key);
  if (!match) return null;
  const noun = (match[1] as string).replace(/ت$/u, 'ة').replace(/[ئؤ]$/u, 'ء');
  return noun.length >= 3 ? noun : null;
}

/**
 * The dialects' word for work, "شغل" (الشغل، يشتغل، بتشتغل، اشتغلت), and the loanword "تيم" (team), read as the
 * catalogue's "العمل" and "فريق": "وتشتغل ضمن فريق" is العمل ضمن فريق, "يشتغل تحت ضغط" العمل تحت ضغط, "الشغل في
 * تيم" العمل في فريق. Written folded, as `foldWord` gives a word.
 */
const DIALECT_WORK = /^(?:[وف]?(?:ب|ل|بال|لل|ال)?(?:شغل|اشتغال)|[وف]?ب?[يتن]شتغل(?:ون|وا|ي)?|[وف]?اشتغل(?:ت|نا|وا)?)$/u;
const DIALECT_TEAM = /^(?:[وف]?(?:ب|ل|بال|لل|ال)?)تيم$/u;
function dialectWord(key: string): string {
  if (DIALECT_WORK.test(key)) return 'العمل';
  if (DIALECT_TEAM.test(key)) return 'فريق';
  return key;
}

/** comparisonKey for one word of a line jobLines already normalised (NFKC, no tatweel): cheaper per word. */
function foldWord(word: string): string {
  return word.replace(/[\u064B-\u065F\u0670]/g, '').replace(/[أإآٱ]/g, 'ا').replace(/ى/g, 'ي').toLowerCase();
}

/** Catalogue skills named in Arabic in one line of text, by their stems. */
export function arabicSkills(text: string, catalogue: JobTextCatalogue): ArabicMention[] {
  if (!ARABIC_WORD.test(text)) return [];
  const root = stemTrie(catalogue);
  if (!root.next.size) return [];
  const words: Array<{ stem: string; joinedStem: string; ownedStem: string | null; verb: string | null; start: number; end: number; clause: number; definite: boolean; preposition: boolean }> = [];
  let clause = 0;
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    if (CLAUSE_BREAK.test(text.slice(last, start))) clause++;
    last = start + match[0].length;
    const key = foldWord(match[0]);
    // A licence's validity said inside its name holds no place: "التصنيف المهني ساري المفعول من الهيئة …".
    if (VALIDITY_WORDS.has(key)) continue;
    if (!key || FUNCTION_WORDS.has(key)) {
      words.push({ stem: '', joinedStem: '', ownedStem: null, verb: null, start, end: last, clause, definite: false, preposition: PREPOSITIONS.has(key) });
      continue;
    }
    const stem = ARABIC_WORD.test(key) ? arabicLemma(dialectWord(key)) : key;
    const owned = ARABIC_WORD.test(key) ? withoutPossessive(key) : null;
    words.push({ stem, joinedStem: joined(key) ? `و ${stem}` : stem, ownedStem: owned ? arabicLemma(owned) : null, verb: ARABIC_WORD.test(key) ? verbBodyOfWord(key) : null, start, end: last, clause, definite: DEFINITE.test(key) || owned !== null, preposition: false });
  }
  const found: ArabicMention[] = [];
  const taken = new Set<string>();
  type Word = (typeof words)[number];
  for (let i = 0; i < words.length; i++) {
    const first = words[i] as Word;
    const own = first.stem ? root.next.get(first.stem) : undefined;
    // The word as a verb opens the terms of its verbal noun ("يحلل البيانات" → تحليل البيانات).
    const asVerb = [...((first.verb && root.verbs?.get(first.verb)) || [])].flatMap((stem) => root.next.get(stem) ?? []);
    const starts = own ? [own, ...asVerb] : asVerb;
    if (!starts.length) continue;
    let best: { term: StemmedTerm; last: number } | null = null;
    // Walk the trie from this word, each next stem one or two words on, within the clause.
    const walk = (node: StemNode, at: number): void => {
      const term = node.term;
      if (term && !taken.has(term.id) && (!best || term.length > best.term.length)) {
        // "إدارة عمليات الاستلام" is not إدارة العمليات: a term that ends definite, found ending indefinite
        // before a definite word, is the first half of a longer construct naming something else.
        const after = words[at + 1];
        if (!(term.definiteEnd && !(words[at] as Word).definite && after?.definite && after.clause === first.clause)) best = { term, last: at };
      }
      // Two words may stand between when one is a preposition: "تصنيف ساري من الهيئة السعودية للتخصصات الصحية",
      // "التعامل بلطف مع العملاء". Not a conjunction: "التحلية أو معالجة المياه" is two skills, not تحلية المياه.
      // The word between describes the term's head; a noun with a pronoun is an object of its own ("تطوير
      // تطبيقاتنا على نظامي" develops our apps, not systems).
      const between = words[at + 1]?.preposition ? words[at + 2] : words[at + 2]?.preposition ? words[at + 1] : undefined;
      const reach = between && !OWNED.test(text.slice(between.start, between.end)) ? [at + 1, at + 2, at + 3] : [at + 1, at + 2];
      for (const j of reach) {
        const word = words[j];
        if (!word || word.clause !== first.clause || !word.stem) continue;
        // Right after the word before, a joined word is that word's partner ("المحاسبة والمالية": accounting and
        // finance); after a word between, it is the partner of that word and goes on the term ("إعداد التقارير
        // والقوائم المالية": إعداد القوائم المالية).
        const child = (j === at + 1 ? node.next.get(word.joinedStem) : (node.next.get(word.stem) ?? node.next.get(word.joinedStem))) ?? (word.ownedStem ? node.next.get(word.ownedStem) : undefined);
        if (child) walk(child, j);
      }
    };
    for (const start of starts) walk(start, i);
    // Assigned inside walk, which the compiler does not follow.
    const chosen = best as { term: StemmedTerm; last: number } | null;
    if (!chosen) continue;
    const { term, last } = chosen;
    taken.add(term.id);
    const end = (words[last] as Word).end;
    found.push({ id: term.id, sector: term.sector, type: term.type, text: text.slice(first.start, end), start: first.start, end });
    i = last;
  }
  return found;
}

/**
 * Skills named by a relative adjective after a word for skill or experience: "خبرة محاسبية" (accounting experience),
 * "مهارات قيادية وتفاوضية", "خبرة تدريسية". Each adjective (after the first, joined by "و" or a comma) counts when
 * its stem is the stem of a one-word Arabic catalogue term ("المحاسبة", "القيادة", "التفاوض"); two-word aliases
 * such as "مهارات تحليلية" are the index's.
 */
const SKILL_NOUN = /(?:^|[\s(،,:])(?:[وف]?(?:ال)?(?:مهارات|مهارة|قدرات|قدرة|خبرة|خبرات))\s+/gu;
const oneWordTerms = new WeakMap<JobTextCatalogue, Map<string, { id: string; sector: string; type: string }>>();

function oneWordStems(catalogue: JobTextCatalogue): Map<string, { id: string; sector: string; type: string }> {
  let map = oneWordTerms.get(catalogue);
  if (!map) {
    map = new Map();
    for (const skill of catalogue.skillNames ?? []) {
      if (skill.type === 'language') continue;
      for (const term of skill.ar ?? []) {
        const words = comparisonKey(term).split(' ');
        if (words.length !== 1 || !ARABIC_WORD.test(words[0] as string)) continue;
        const stem = arabicStem(words[0] as string);
        if (stem.length >= MIN_STEM && !map.has(stem)) map.set(stem, { id: skill.id, sector: skill.sector, type: skill.type });
      }
    }
    oneWordTerms.set(catalogue, map);
  }
  return map;
}

/** A relative adjective (feminine "ية", plural "يات"), and one after it joined by "و" or a comma. */
const FIRST_ADJECTIVE = /^([\u0621-\u064A]{2,}ي(?:ة|ات))(?![\u0621-\u064A])/u;
const NEXT_ADJECTIVE = /^(?:[،,]\s*)?و?([\u0621-\u064A]{2,}ي(?:ة|ات))(?![\u0621-\u064A])/u;

export function arabicAdjectiveSkills(text: string, catalogue: JobTextCatalogue): ArabicMention[] {
  if (!ARABIC_WORD.test(text)) return [];
  const stems = oneWordStems(catalogue);
  const found: ArabicMention[] = [];
  for (const cue of text.matchAll(SKILL_NOUN)) {
    let at = (cue.index ?? 0) + cue[0].length;
    for (let word = FIRST_ADJECTIVE.exec(text.slice(at)); word; word = NEXT_ADJECTIVE.exec(text.slice(at))) {
      const adjective = word[1] as string;
      const skill = stems.get(arabicStem(foldWord(adjective)));
      const start = at + word[0].length - adjective.length;
      if (skill && !found.some((held) => held.id === skill.id)) found.push({ ...skill, text: adjective, start, end: start + adjective.length });
      at += word[0].length;
      at += /^\s*/u.exec(text.slice(at))?.[0].length ?? 0;
    }
  }
  return found;
}

/** A verbal noun joined after its object with a pronoun for it: "ومراجعتها" (and reviewing them), "وتحليلها". */
const NOUN_WITH_PRONOUN = /^و?([\u0621-\u064A]{3,}?)(?:هما|ها|هم)$/u;

/**
 * A duty's second verbal noun written with a pronoun for the object named before it: "صياغة العقود ومراجعتها"
 * (drafting contracts and reviewing them: مراجعة العقود), "جمع البيانات وتحليلها" (تحليل البيانات). The noun
 * is put back before the object (one to three words before it, in its clause), and counts when the catalogue
 * names exactly that phrase; the mention spans the object and the noun.
 */
export function arabicPronounSkills(text: string, catalogue: JobTextCatalogue): ArabicMention[] {
  if (!/[\u0621-\u064A]/.test(text)) return [];
  const words = [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index ?? 0, end: (match.index ?? 0) + match[0].length }));
  const found: ArabicMention[] = [];
  for (const [i, { word, start, end }] of words.entries()) {
    const match = NOUN_WITH_PRONOUN.exec(foldWord(word));
    if (!match) continue;
    // The feminine ending is written ت before a pronoun: "مراجعتها" → "مراجعة".
    const body = match[1] as string;
    const noun = body.endsWith('ت') ? `${body.slice(0, -1)}ة` : body;
    for (let k = 1; k <= Math.min(3, i); k++) {
      const object = words[i - k] as (typeof words)[number];
      if (CLAUSE_BREAK.test(text.slice(object.start, start))) continue;
      const phrase = `${noun} ${text.slice(object.start, words[i - 1]?.end)}`;
      const whole = [...catalogue.scanSkills(phrase), ...arabicSkills(phrase, catalogue)].find((mention) => mention.start === 0 && mention.end === phrase.length);
      if (!whole) continue;
      found.push({ id: whole.id, sector: whole.sector, type: whole.type, text: text.slice(object.start, end), start: object.start, end });
      break;
    }
  }
  return found;
}

/**
 * A language named by its adjective alone after a word of proficiency or preference: "إجادة الإنجليزية"،
 * "يتحدث الفرنسية والألمانية"، "ويفضل الفرنسية". Alone, "العربية" is as often a place ("المملكة العربية السعودية"), so the adjective
 * counts only there. The adjectives come from the catalogue's languages named "اللغة <adjective>".
 * Spoken postings name a language without the article and in the masculine ("يتكلم إنجليزي كويس"، "بتحكي
 * إنكليزي منيح"، "يعرف يتفاهم عربي وإنجليزي"، "لغة إنجليزي"): the speaking verbs of the dialects and "لغة" are
 * cues too, and so is a grade right after the adjective ("- إنجليزي كويس"); two languages joined by "و" name
 * each other ("عربي وإنجليزي"). The masculine is the catalogue's adjective without its ة.
 */
const PROFICIENCY = /(?:^|[\s،,(])(?:[وف]?(?:إجادة|اجادة|إتقان|اتقان|يجيد|تجيد|يتقن|تتقن|يتحدث|تتحدث|التحدث\s+ب|التحدث\s+باللغة|الطلاقة\s+في|يفضل|يُفضل|ويفضل|ويُفضل|ب?ي?(?:يتكلم|تتكلم|يحكي|تحكي|يتفاهم|تتفاهم|يتواصل|تتواصل)|لغة))\s+(?:(?:اللغتين|لغتين|اللغات)\s+)?/gu;
/** A grade after a language's adjective, in any dialect ("إنجليزي كويس"، "إنكليزي منيح"، "الإنجليزية بطلاقة"). */
const LANGUAGE_GRADE = /^\s+(?:كويس|كويسة|منيح|منيحة|ممتاز|ممتازة|جيد|جيدة|جيدا|جيداً|قوي|قوية|ممتازه|جيده|بطلاقة|تحدثا|تحدثاً|وكتابة|كتابة|محادثة)(?![\u0600-\u06FF])/u;
const adjectives = new WeakMap<JobTextCatalogue, Map<string, { id: string; sector: string; type: string }>>();

function languageAdjectives(catalogue: JobTextCatalogue): Map<string, { id: string; sector: string; type: string }> {
  let map = adjectives.get(catalogue);
  if (!map) {
    map = new Map();
    for (const skill of catalogue.skillNames ?? []) {
      if (skill.type !== 'language') continue;
      for (const name of skill.ar ?? []) {
        const match = /^اللغة\s+ال(\S+)$/u.exec(foldWord(name.trim()));
        if (match && !map.has(match[1] as string)) map.set(match[1] as string, { id: skill.id, sector: skill.sector, type: skill.type });
      }
    }
    adjectives.set(catalogue, map);
  }
  return map;
}

/** A language's adjective at the start of `rest`, with و, ب or the article before it, definite or not, either gender. */
const LANGUAGE_WORD = /^(?:[،,]\s*)?(?:و)?(?:ب)?((?:ال)?)(\S+?)(?=[\s،,.()]|$)/u;

export function arabicLanguages(text: string, catalogue: JobTextCatalogue): ArabicMention[] {
  if (!/[\u0621-\u064A]/.test(text)) return [];
  const map = languageAdjectives(catalogue);
  const found: ArabicMention[] = [];
  const languageAt = (at: number) => {
    const word = LANGUAGE_WORD.exec(text.slice(at));
    const adjective = word ? foldWord(word[2] as string) : '';
    const language = word ? (map.get(adjective) ?? map.get(`${adjective}ة`)) : undefined;
    if (!word || !language) return null;
    const start = at + word[0].length - (word[1] as string).length - (word[2] as string).length;
    return { ...language, text: text.slice(start, at + word[0].length), start, end: at + word[0].length };
  };
  const add = (mention: ArabicMention) => {
    if (!found.some((held) => held.start === mention.start)) found.push(mention);
  };
  for (const cue of text.matchAll(PROFICIENCY)) {
    // The adjectives that follow, joined by و or a comma: "الإنجليزية والفرنسية".
    let at = (cue.index ?? 0) + cue[0].length;
    for (let mention = languageAt(at); mention; mention = languageAt(at)) {
      add(mention);
      at = mention.end + (/^\s*/u.exec(text.slice(mention.end))?.[0].length ?? 0);
    }
  }
  for (const word of text.matchAll(/(?<![\u0600-\u06FF])[\u0600-\u06FF]+/gu)) {
    const at = word.index ?? 0;
    const mention = languageAt(at);
    // Only a whole word: "العربية" inside a longer word is not it.
    if (!mention || mention.start !== at || mention.end !== at + word[0].length) continue;
    // After a noun the adjective is the noun's ("مطبخ عربي وإيطالي" is a cuisine): only at the start of a clause,
    // after a Latin word ("Arabic | إنجليزي وعربي") or after a grade ("copywriting قوي عربي وإنجليزي").
    const before = text.slice(0, at).trimEnd();
    if (before && !/(?:[^\s\u0600-\u06FF]|(?<![\u0600-\u06FF])(?:قوي|قوية|ممتاز|ممتازة|جيد|جيدة))$/u.test(before)) continue;
    const after = text.slice(mention.end);
    const partner = /^\s+/u.exec(after) && /^\s+و/u.test(after) ? languageAt(mention.end + (/^\s*/u.exec(after)?.[0].length ?? 0)) : null;
    // "إنجليزي كويس": a grade; "عربي وإنجليزي": two languages name each other.
    if (LANGUAGE_GRADE.test(after)) add(mention);
    else if (partner) {
      add(mention);
      add(partner);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
