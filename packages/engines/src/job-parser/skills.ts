/**
 * The job's skills: catalogue skills named in the posting, each must-have or nice-to-have.
 *
 * Importance, strongest evidence first (decision 0031):
 * 1. the wording of the clause the skill sits in: "preferred", "a plus", "nice to have", "desirable",
 *    "ideally", "advantage", "يفضل", "ميزة إضافية" make it nice-to-have; "required", "must", "essential",
 *    "mandatory", "يشترط", "مطلوب", "إلزامي" make it must-have;
 * 2. the section: under "Nice to have" / "Preferred" / "يفضل" it is nice-to-have; anywhere else that
 *    describes the job (requirements, responsibilities, the role) it is must-have;
 * 3. a skill named twice keeps its strongest evidence; on a tie, must-have.
 * Skills named only in the company's blurb, the benefits or how to apply are not the job's.
 */
import type { SKILL_IMPORTANCE } from '@masar/shared/jobs';
import type { JobTextCatalogue } from './catalogue.ts';
import { isGradeOnly, type JobLine, type SectionKind } from './lines.ts';
import { arabicAdjectiveSkills, arabicLanguages, arabicPronounSkills, arabicSkills } from './arabic-skills.ts';
import { acronymsOf, notTheSkill } from './false-mentions.ts';
import { paraphrasedSkills, verbSkills } from './paraphrase.ts';
import { pluralSkills } from './plural-skills.ts';
import { prefixedListSkills } from './prefixed-lists.ts';
import { spelledAcronymSkills } from './spelled-acronyms.ts';

export type SkillImportance = (typeof SKILL_IMPORTANCE)[number];

export interface JobSkill {
  id: string;
  importance: SkillImportance;
}

// Arabic cue words are whole words (a clitic may lead): "ميزة" is an advantage, "متميزة" (excellent) is not.
const NICE = /\bnot\s+(?:required|essential|mandatory|a\s+must|necessary)\b|\ban\s+(?:added\s+|real\s+|definite\s+)?asset\b(?!\s+(?:management|manager|register|accounting|class))|\bbonus\s+points?\b|\bgood\s+to\s+know\b|\bif\s+possible\b|\bwould\s+be\s+an?\s+(?:plus|advantage|asset)\b|\bprefer(?:r?ed|ably|ence)?\b|\ba\s+(?:strong\s+|big\s+|huge\s+|definite\s+|real\s+|nice\s+)?plus\b|\bis\s+a\s+plus\b|\bplus\s+point\b|\bnice[\s-]to[\s-]have\b|\bdesir(?:able|ed)\b|\bideally\b|\badvantage(?:ous)?\b|\bbonus\b|\bwould\s+be\s+(?:great|good|nice|helpful|beneficial)\b|\b(?:we\s+would|we'd)\s+love\b|\blove\s+to\s+see\b|\b(?:great|nice)\s+if\s+you\b|\bgood\s+to\s+have\b|\bhelpful\b|\bbeneficial\b|\bfamiliarity\s+with\b.*\b(?:helps|welcome)\b|\bwelcome\b|\boptional\b|يفضل|يُفضل|ويفضل|تفضيل|الأفضلية|الافضلية|أفضلية|افضلية|(?<![\u0600-\u06FF])(?:[وفبك]|ال|وال)?ميز[ةه](?![\u0600-\u06FF])|مرغوب|يستحسن|يُستحسن|من\s+المستحسن|تعتبر\s+ميزة|يعتبر\s+ميزة|إضافة\s+مميزة|يحبذ|يُحبذ|محبذ|مستحب|ليس\s+(?:شرطا|شرطاً|إلزاميا|إلزامياً|ضروريا|ضرورياً)|غير\s+(?:إلزامي|الزامي|ضروري|مشروط)|إن\s+وجد|ان\s+وجد|إن\s+أمكن|ان\s+امكن|نقاط\s+إضافية|مزايا\s+إضافية/iu;
const MUST = /\brequired\b|\brequires?\b|\brequirement\b|\bmust\b|\byou\s+(?:will\s+)?need\b|\byou\s+(?:should\s+)?have\b|\bcandidates?\s+(?:should|must|will)\b|\bessential\b|\bmandatory\b|\bneed\s+to\s+have\b|\bis\s+a\s+must\b|\bstrong\b|\bproven\b|\bproficien(?:t|cy)\b|يشترط|يُشترط|مطلوب|إلزامي|الزامي|ضروري|لا\s+بد|يجب|شرط/iu;

/**
 * Catalogue spellings that in a job posting are usually something else (compared lower-cased): "BSc" (a
 * degree, not the balanced scorecard), "SAR" (riyals), "hiring"/"recruiting" (the employer's), "safe" (care,
 * not the agile framework), "WPS" (the Gulf's wage protection system, not welding procedures).
 */
/**
 * Where a skill's name is not asked of the candidate: a team or department the job works with ("coordinate
 * with housekeeping and the front desk", "our corporate banking team"). The subject of a degree is asked
 * ("a bachelor's degree in physiotherapy"): the fixtures label it, as recruiters mean it.
 */
const PARTNER_BEFORE = /\b(?:coordinat(?:e|es|ing|ion)|liais(?:e|es|ing|on)|collaborat(?:e|es|ing|ion)|work(?:s|ing)?\s+closely|interfac(?:e|es|ing)|report(?:s|ing)?\s+to)\s+with\s+(?:the\s+|our\s+|your\s+)?(?:[\p{L}-]+\s+(?:and|,)\s+(?:the\s+)?)*$|\breport(?:s|ing)?\s+to\s+(?:the\s+)?$/iu;
const TEAM_AFTER = /^\s+(?:team|teams|department|dept|division|squad|unit)\b|^\s*-\s*free\b/iu;
/** A mention that is only the workplace ("العمل عن بعد", "remote working", "working from home"). */
const WORKPLACE_MENTION = /^(?:(?:ال|لل)?(?:عمل|شغل)\s+)?(?:عن\s+بُ?عد|من\s+المنزل|من\s+البيت)$|^(?:remote|hybrid|flexible)\s+work(?:ing)?$|^work(?:ing)?\s+(?:remotely|from\s+home)$/iu;
/** "Green Oasis … is looking for", "شركة ناشئة في مجال التجارة الإلكترونية تبحث عن": the employer is named before the verb. */
const HIRING_VERB = /\b(?:is|are)\s+(?:currently\s+|now\s+|urgently\s+)?(?:looking\s+for|seeking|hiring|recruiting)\b|\bseeks\b|(?:تبحث|يبحث|نبحث)\s+عن|(?:تعلن|يعلن)\s+عن|بحاجة\s+(?:إلى|الى|لـ?)/iu;

/** A sentence that lists what the job gives, not what it asks ("The package includes … medical insurance"). */
// A pay line counts too: "Salary + housing + transport + medical insurance", "الراتب ٤٥٠٠ + بدلات + عمولة مبيعات".
const BENEFITS_SENTENCE = /\b(?:the\s+(?:package|salary\s+package)\s+(?:\S+\s+){0,4}includes|we\s+offer|benefits\s+include|in\s+return,?\s+(?:you|we)|what\s+we\s+offer)\b|نقدم\s+لك|نوفر\s+لك|تشمل\s+المزايا|(?:\b(?:salary|package|housing|transport|allowances?|bonus|leave)\b|الراتب|راتب|بدلات|بدل|سكن|مواصلات|عمولة)[^.!?؟]*\+|\+\s*(?:\b(?:housing|transport|medical|health|social|annual|allowances?|bonus)\b|بدلات|بدل|سكن|مواصلات|تأمين|عمولة)/iu;

function sentenceAround(text: string, at: number): string {
  const marks = /[.!?؟]\s/gu;
  let start = 0;
  let end = text.length;
  for (const mark of text.matchAll(marks)) {
    const index = mark.index ?? 0;
    if (index < at) start = index + 1;
    else {
      end = index;
      break;
    }
  }
  return text.slice(start, end);
}

/** Where, in a line, the employer's own description ends: the start of the sentence that hires, up to its verb. */
function employerBeforeHiring(text: string): [number, number] | null {
  const verb = HIRING_VERB.exec(text);
  if (!verb) return null;
  const before = text.slice(0, verb.index);
  const sentenceStart = Math.max(...['.', '!', '?', '؟', '\n'].map((mark) => before.lastIndexOf(mark))) + 1;
  return [sentenceStart, verb.index];
}

export function notAskedHere(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  if (PARTNER_BEFORE.test(before) || TEAM_AFTER.test(text.slice(end, end + 20))) return true;
  // Where the work happens ("العمل عن بعد", "remote work") is the workplace, read on its own, not a skill.
  if (WORKPLACE_MENTION.test(text.slice(start, end).trim())) return true;
  if (BENEFITS_SENTENCE.test(sentenceAround(text, start))) return true;
  const employer = employerBeforeHiring(text);
  return employer !== null && start >= employer[0] && end <= employer[1];
}

const AMBIGUOUS_MENTIONS: ReadonlySet<string> = new Set(['bsc', 'sar', 'hiring', 'recruiting', 'safe', 'wps', 'resolve']);

/** A word of an e-mail address or a web address ("recruitment@…", "tarpeople-recruitment.example"): a name, not a skill. */
function insideAddress(text: string, start: number, end: number): boolean {
  const from = text.slice(0, start).search(/\S*$/u);
  const to = end + (/^\S*/u.exec(text.slice(end))?.[0].length ?? 0);
  return /@|:\/\/|^www\.|\.(?:com|net|org|example|sa|ae|jo|eg|kw|qa|bh|om|gov|edu)\b/iu.test(text.slice(from, to));
}

/**
 * The posting's own hiring, not recruiting as the job's skill: "the recruitment portal", "any stage of
 * recruitment", "e-recruitment", "بوابة التوظيف", "إعلان توظيف", "فتح باب التوظيف", "نوع التوظيف", "رغبتها في توظيف
 * مستشار", "#توظيف". "توظيف" without the article before a noun without it is hiring that one or using a thing
 * ("توظيف استراتيجيات التعلم": employing strategies); recruiting as a skill is "التوظيف" or "توظيف الكفاءات".
 */
const RECRUITING_WORD = /^(?:[وبل]|ال|وال|بال|لل)?توظيف$|^(?:e-)?recruit(?:ment|ing)?$/iu;
const OWN_HIRING_BEFORE = /(?:\b(?:stages?\s+of|e-)|(?:إعلان|اعلان|باب|نوع|بوابة|بوابه|رغبتها\s+في|رغبته\s+في|#))\s*$/iu;
const OWN_HIRING_AFTER = /^\s*(?:portals?\b|agency\b|agencies\b|(?:process\s+)?(?:team|office)\s+(?:will|at)\b|رقم|الحكومي|الإلكتروني|الالكتروني)/iu;
function ownHiring(text: string, start: number, end: number): boolean {
  const written = text.slice(start, end);
  if (!RECRUITING_WORD.test(written)) return false;
  if (OWN_HIRING_BEFORE.test(text.slice(Math.max(0, start - 30), start)) || OWN_HIRING_AFTER.test(text.slice(end, end + 30))) return true;
  return /^(?:[وبل])?توظيف$/u.test(written) && /^\s+(?!(?:ال|لل))[\u0621-\u064A]/u.test(text.slice(end, end + 10)) && !/^\s+(?:كفاءات|الكفاءات|كوادر|مواهب)/u.test(text.slice(end, end + 12));
}

/** "القيادة" is leading and driving: after a licence or before a road, a vehicle or a country, it is driving. */
const DRIVING_BEFORE = /(?:رخصة|رخص|سائق|السائق)\s+(?:\S+\s+)?$/u;
const DRIVING_AFTER = /^\s*(?:داخل|في\s+(?:شوارع|طرق|الطرق)|على\s+الطرق|الآمنة|الامنة|الدفاعية|لل?سيار|السيار|سيار|المركب|مركب|الشاحن|شاحن|الحافل|حافل|ال?ثقيل|ال?خفيف)/u;
function drivingNotLeading(text: string, start: number, end: number): boolean {
  return /قياد/u.test(text.slice(start, end)) && (DRIVING_BEFORE.test(text.slice(Math.max(0, start - 30), start)) || DRIVING_AFTER.test(text.slice(end, end + 20)));
}

/**
 * A sentence about the employer rather than the job ("Al Noor is a 300-bed hospital with centres of
 * excellence in cardiology", "Our fintech platform serves two million users", "تعد الشركة من أكبر…"):
 * what it names is what the company does.
 */
const COMPANY_SENTENCE = /^(?:(?:the\s+)?(?:[A-Z][\w&'.-]*\s+){1,6}(?:is|are|was|has\s+been)\s+(?:a|an|the|one|among|part)\b|(?:[Ww]e|[Ww]e're)\s+(?:are|have\s+been)\s+(?:a|an|the|one|among)\b|[Ww]e(?:'|’)re\s+(?:a|an|the|one\s+of)\s|[Oo]ur\s+(?:[\w-]+\s+){0,3}(?:serves|provides|offers|operates|runs|helps|powers|is|are|has|have)\b|[Ff]ounded\s+in\b|[Ee]stablished\s+in\b|(?:تعد|تعتبر|يعد|يعتبر)\s|(?:شركة|مجموعة|مؤسسة|مستشفى|مدارس|مصنع)\s+(?:\S+\s+){0,5}(?:هي|هو|من\s+(?:أكبر|اكبر|أبرز|ابرز|أفضل|رواد))\s|تأسست\s|تاسست\s)/u;
/** Legal boilerplate ("an equal opportunity employer", "applications are treated with strict confidentiality"). */
const BOILERPLATE = /\bequal\s+opportunit(?:y|ies)\b|\bdo(?:es)?\s+not\s+discriminate\b|\ball\s+qualified\s+applicants\b|\bapplications?\s+(?:are|will\s+be)\s+(?:treated|handled|kept)\b|\bonly\s+shortlisted\s+candidates\b|\bwithout\s+regard\s+to\b|تعامل\s+(?:جميع\s+)?الطلبات\s+بسرية|سيتم\s+التواصل\s+مع\s+المرشحين/iu;
const NOT_COMPANY_SENTENCE = /\b(?:you|your|the\s+(?:role|successful|candidate|ideal))\b|\b(?:is|are)\s+(?:looking|seeking|hiring|recruiting)\b|تبحث|نبحث|حاجتها|حاجته/iu;

/**
 * Where the sentences that are not about the job sit in a line of prose, as [start, end) ranges: legal
 * boilerplate anywhere, and sentences about the employer in the opening prose (`aboutTheRole`).
 */
function companySentences(text: string, aboutTheRole: boolean): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const match of text.matchAll(/[^.!?؟]+[.!?؟]*/gu)) {
    const sentence = match[0].trim();
    const start = (match.index ?? 0) + match[0].indexOf(sentence);
    // A sentence with a requirement's or a preference's wording is about the candidate ("English is an asset").
    if (BOILERPLATE.test(sentence) || (aboutTheRole && COMPANY_SENTENCE.test(sentence) && !NOT_COMPANY_SENTENCE.test(sentence) && cueOf(sentence) === null)) out.push([start, start + sentence.length]);
  }
  return out;
}

const NOT_THE_JOB: ReadonlySet<SectionKind> = new Set(['company', 'benefits', 'apply', 'elsewhere']);

/** The clauses of a line: a cue applies to the clause it is written in ("SQL required; Tableau a plus"). */
function clauses(text: string): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  const splitter = /[.;؛!?؟]\s+|\s+[–—]\s+|\)\s*[,،]\s*|\s*\|\s*|,\s+(?:and\s+|while\s+|but\s+)?(?=(?:[^,]*\b(?:preferred|a plus|nice to have|desirable|advantage|asset|bonus|ideally|required|must|essential)\b))|،\s*(?=[^،]*(?:يفضل|ميزة|يستحسن|يشترط|مطلوب))|\s+(?:while|whereas|but)\s+|\s+(?:و)?(?=يفضل|يشترط)/giu;
  let start = 0;
  for (const match of text.matchAll(splitter)) {
    out.push({ text: text.slice(start, match.index), start });
    start = (match.index ?? 0) + match[0].length;
  }
  out.push({ text: text.slice(start), start });
  // "Primavera P6 – ميزة إضافية", "Docker | preferred": a clause that only grades grades the clause before it.
  for (let index = out.length - 1; index > 0; index--) {
    const part = out[index] as { text: string; start: number };
    const previous = out[index - 1] as { text: string; start: number };
    if (!isGradeOnly(part.text)) continue;
    previous.text = text.slice(previous.start, part.start + part.text.length);
    out.splice(index, 1);
  }
  return out;
}

/** "not required", "ليس شرطاً": the requirement's word, denied. */
const NEGATED_MUST = /\bnot\s+(?:required|essential|mandatory|a\s+must|necessary)\b|ليس\s+(?:شرطا|شرطاً|إلزاميا|إلزامياً|ضروريا|ضرورياً)|غير\s+(?:إلزامي|الزامي|ضروري|مشروط)/iu;

function cueOf(text: string): SkillImportance | null {
  const nice = NICE.test(text);
  const must = MUST.test(text);
  if (nice && (NEGATED_MUST.test(text) || !/\b(?:is|are)\s+(?:required|a\s+must|essential|mandatory)\b|يشترط|مطلوب/iu.test(text))) return 'nice_to_have';
  if (must) return 'must_have';
  if (nice) return 'nice_to_have';
  return null;
}

/**
 * The cue for a skill at `at` in its clause. A parenthesised aside with words of its own keeps its cue to
 * itself ("CCNA (CCNP a plus)": CCNP is nice-to-have, CCNA is not); an aside that only grades
 * ("Arabic (Desirable)") grades the clause.
 */
function cueAt(clause: string, at: number): SkillImportance | null {
  let outside = '';
  let from = 0;
  for (const aside of clause.matchAll(/\(([^()]*)\)/gu)) {
    const start = aside.index ?? 0;
    const end = start + aside[0].length;
    if (isGradeOnly(aside[1] ?? '')) continue;
    if (at >= start && at < end) {
      const own = cueOf(aside[1] ?? '');
      if (own) return own;
      continue;
    }
    outside += `${clause.slice(from, start)} `;
    from = end;
  }
  return cueOf(outside + clause.slice(from));
}

type Mention = ReturnType<JobTextCatalogue['scanSkills']>[number];

/**
 * Terms that share a word with the one beside them: "unit and integration tests" (unit tests),
 * "accounts payable and receivable" (accounts receivable), "الذمم المدينة والدائنة" (الذمم الدائنة), and
 * verbs that share their object ("Lead and train a team of 8": lead a team). The elided term is rebuilt and
 * looked up whole; it counts only when the catalogue holds exactly that term.
 */
function sharedWordSkills(text: string, catalogue: JobTextCatalogue): Mention[] {
  const out: Mention[] = [];
  const whole = (candidate: string, start: number, end: number) => {
    // An Arabic term rebuilt may be in another inflection than the catalogue's ("مهارات تواصلية": مهارات تواصل).
    for (const found of [...catalogue.scanSkills(candidate), ...arabicSkills(candidate, catalogue)]) {
      if (found.start === 0 && found.end === candidate.length && !out.some((held) => held.id === found.id && held.start === start)) out.push({ ...found, text: text.slice(start, end), start, end });
    }
  };
  // "unit and integration tests", "front-end and back-end development": the first word with the last.
  for (const match of text.matchAll(/(?<![\p{L}\p{N}-])([\p{L}-]+)\s+(?:and|or|&|\/)\s+[\p{L}-]+\s+([\p{L}-]+)(?![\p{L}\p{N}])/giu)) {
    const start = match.index ?? 0;
    whole(`${match[1]} ${match[2]}`, start, start + match[0].length);
  }
  // "accounts payable and receivable", "الذمم المدينة والدائنة", "مهارات قيادية وتواصلية": the first word with the
  // one after "and".
  for (const match of text.matchAll(/(?<![\p{L}\p{N}-])([\p{L}-]+)\s+[\p{L}-]+\s+(?:(?:and|&)\s+([\p{L}-]+)|و([\p{L}]{3,}))(?![\p{L}\p{N}])/giu)) {
    const start = match.index ?? 0;
    whole(`${match[1]} ${match[2] ?? match[3]}`, start, start + match[0].length);
  }
  // "Lead and train a team of 8", "Lead, coach and schedule a team": verbs joined by "and" share the object after
  // the last; each verb with that object counts when the catalogue names exactly the phrase from the verb on
  // ("lead a team").
  // The mention spans the last verb and the object, which hold no list separator of their own.
  for (const match of text.matchAll(/(?<![\p{L}\p{N}-])((?:\p{L}+\s*,\s*)*\p{L}+)\s*,?\s+(?:and|&|or)\s+(\p{L}+)((?:\s+[\p{L}\p{N}'’-]+){1,5})/giu)) {
    const objectStart = (match.index ?? 0) + match[0].length - (match[3] as string).length;
    const start = objectStart - (match[2] as string).length;
    for (const verb of (match[1] as string).split(/\s*,\s*/u)) {
      for (const found of catalogue.scanSkills(`${verb}${match[3]}`)) {
        if (found.start !== 0 || found.end <= verb.length || out.some((held) => held.id === found.id)) continue;
        const end = objectStart + found.end - verb.length;
        out.push({ ...found, text: text.slice(start, end), start, end });
      }
    }
  }
  return out;
}

/** Words a phrase does not end on: a line ending in one runs on into the next ("of the", "and", "في"). */
const RUNS_ON_AFTER = /(?:^|\s)(?:and|or|of|the|a|an|in|on|with|to|for|from|by|as|at|is|are|be|including|such\s+as|e\.g\.|&|و|في|من|على|مع|أو|او|إلى|الى|عن|ذات)$/iu;

/**
 * Whether `line` was broken in mid-phrase and `next` carries on with it: the line does not end a sentence or a
 * list item, the next is prose of the same section (not an item, heading or field), and either the next opens
 * in lower case or with a bracket, or the line ends on a word no phrase ends on, or it is a long line of prose
 * (a paragraph wrapped at a fixed width) and the next does not open with a capital (a new row or sentence). Short unmarked lines ("Docker" / "Kubernetes") are a list, not one
 * phrase.
 */
function runsOn(line: JobLine, next: JobLine): boolean {
  if (!next.text || next.heading || next.bullet || next.field || next.section !== line.section || next.index !== line.index + 1) return false;
  if (/[.!?؟:;؛,،)]$/u.test(line.text)) return false;
  return /^[\p{Ll}(]/u.test(next.text) || RUNS_ON_AFTER.test(line.text) || (line.text.length >= 50 && !/^\p{Lu}/u.test(next.text));
}

const acronymsCache = new WeakMap<JobTextCatalogue, ReadonlyMap<string, ReadonlySet<string>>>();

interface Evidence {
  importance: SkillImportance;
  /** 2 the wording, 1 the section, 0 neither. */
  strength: number;
}

export function readSkills(lines: readonly JobLine[], catalogue: JobTextCatalogue | undefined, skip: ReadonlySet<number> = new Set()): { skills: JobSkill[]; sectorVotes: Map<string, number> } {
  const evidence = new Map<string, Evidence>();
  const sectorVotes = new Map<string, number>();
  if (!catalogue) return { skills: [], sectorVotes };
  const order: string[] = [];
  const acronyms = acronymsCache.get(catalogue) ?? acronymsOf(catalogue.skillNames ?? []);
  acronymsCache.set(catalogue, acronyms);
  for (const [at, line] of lines.entries()) {
    if (!line.text || line.heading || NOT_THE_JOB.has(line.section)) continue;
    // "Key: value" lines name the job's facts, not its skills ("Skills: …" opens a section instead);
    // an experience value may name one ("Experience: 3 years of SAP").
    if (line.field && line.field.key !== 'experience') continue;
    if (skip.has(line.index)) continue;
    // A line broken in the middle of a phrase (a PDF's or an e-mail's wrapping) is read with the line it runs
    // into, so a term or its cue split across the break is whole ("Saudi Council of Engineers / (SCE) is
    // mandatory", "MS Project is / preferred.").
    const next = lines[at + 1];
    const text = next && !skip.has(next.index) && runsOn(line, next) ? `${line.text} ${next.text}` : line.text;
    const scanned = catalogue.scanSkills(text);
    const mentions = [...scanned];
    // Another number or inflection of a term: not over words the index already read as a skill.
    // A longer term that holds what the index read wins over it ("a warehouse management system" is the
    // system, not Warehouse Management).
    for (const found of [...pluralSkills(text, catalogue), ...spelledAcronymSkills(text, catalogue), ...arabicSkills(text, catalogue), ...arabicLanguages(text, catalogue), ...arabicAdjectiveSkills(text, catalogue)]) {
      const overlapping = mentions.filter((mention) => mention.start < found.end && found.start < mention.end);
      if (overlapping.some((mention) => mention.id === found.id)) continue;
      const holdsThem = overlapping.every((mention) => found.start <= mention.start && mention.end <= found.end && mention.end - mention.start < found.end - found.start);
      if (overlapping.length && !holdsThem) continue;
      for (const mention of overlapping) mentions.splice(mentions.indexOf(mention), 1);
      mentions.push(found);
    }
    // A vendor's product named in a list after the vendor ("AWS (S3, Glue)") is that product, not what the item
    // alone may name ("Glue").
    const listed = prefixedListSkills(text, catalogue);
    for (const found of listed) {
      for (const mention of mentions.filter((held) => held.start < found.end && found.start < held.end && !listed.some((item) => item.id === held.id))) mentions.splice(mentions.indexOf(mention), 1);
      if (!mentions.some((mention) => mention.id === found.id)) mentions.push(found);
    }
    // A term rebuilt from its shared word spans the terms beside it, which stay ("unit and integration tests").
    for (const found of sharedWordSkills(text, catalogue)) if (!mentions.some((mention) => mention.id === found.id)) mentions.push(found);
    // A verb and its object spans other words, which may well be skills of their own ("plan phonics lessons").
    for (const found of [...paraphrasedSkills(text, catalogue), ...verbSkills(text, catalogue), ...arabicPronounSkills(text, catalogue)]) if (!mentions.some((mention) => mention.id === found.id)) mentions.push(found);
    if (!mentions.length) continue;
    const parts = clauses(text);
    const aboutTheCompany = line.bullet ? [] : companySentences(text, line.section === 'intro' || line.section === 'about');
    for (const mention of mentions) {
      if (AMBIGUOUS_MENTIONS.has(mention.text.toLowerCase()) || drivingNotLeading(text, mention.start, mention.end)) continue;
      if (insideAddress(text, mention.start, mention.end) || ownHiring(text, mention.start, mention.end)) continue;
      if (aboutTheCompany.some(([start, end]) => mention.start >= start && mention.end <= end)) continue;
      if (notAskedHere(text, mention.start, mention.end)) continue;
      if (notTheSkill(text, mention, acronyms)) continue;
      const clause = [...parts].reverse().find((part) => part.start <= mention.start) ?? parts[0];
      const cue = clause ? cueAt(clause.text, mention.start - clause.start) : cueOf(text);
      const next: Evidence = cue
        ? { importance: cue, strength: 2 }
        : line.section === 'preferred'
          ? { importance: 'nice_to_have', strength: 1 }
          : line.section === 'requirements'
            ? { importance: 'must_have', strength: 1 }
            : { importance: 'must_have', strength: 0 };
      // A soft skill in the prose about the company or the role ("present to the leadership team") is
      // not asked for; in the requirements, in a list, or with the wording of a requirement, it is.
      if (mention.type === 'soft' && !cue && !line.bullet && line.section !== 'requirements' && line.section !== 'preferred' && !/\s/u.test(mention.text.trim())) continue;
      const previous = evidence.get(mention.id);
      if (!previous) {
        order.push(mention.id);
        sectorVotes.set(mention.sector, (sectorVotes.get(mention.sector) ?? 0) + 1);
      }
      if (!previous || next.strength > previous.strength || (next.strength === previous.strength && next.importance === 'must_have')) evidence.set(mention.id, next);
    }
  }
  return { skills: order.map((id) => ({ id, importance: (evidence.get(id) as Evidence).importance })), sectorVotes };
}
