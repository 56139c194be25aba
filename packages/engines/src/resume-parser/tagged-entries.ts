/**
 * Jobs and schools from the entity tagger's spans (decision 0043), for resumes whose text gives the rules
 * nothing to hold on to (a whole resume pasted on one line). Spans are taken in reading order; a title
 * and an employer next to each other make one job, a degree and a school one education entry; the date
 * range nearest after (or just before) the pair gives its dates. Every value is a span of the text.
 */
import modelData from './gazetteers/entity-tagger.json' with { type: 'json' };
import { findDateRange, findDates } from './dates.ts';
import { fieldOf, type ParsedEducationEntry } from './education.ts';
import { loadTagger, spansOf, tagTokens, tokenFeatures, tokenize, type EntityType, type LoadedTagger, type TaggedSpan, type TaggerModel } from './entity-tagger.ts';
import type { LayoutLine } from './layout-line.ts';
import { looksLikePlace, looksLikeRegion } from './places.ts';
import type { ParsedWorkEntry } from './work-history.ts';
import { comparisonKey } from './text-utils.ts';
import { headKind, headWordKinds, phraseKind, startsLikeDegree } from './gazetteer.ts';

let loaded: LoadedTagger | null = null;
/** The shipped weights, read into typed arrays on first use (not at import, so PDFs that never need it pay nothing). */
export function shippedTagger(): LoadedTagger {
  loaded ??= loadTagger(modelData as unknown as TaggerModel);
  return loaded;
}

/** The lines' text (one per line) and its spans; line features only when the lines are the document's own. */
export function tagLines(lines: LayoutLine[], options: { ownLines: boolean }, tagger: LoadedTagger = shippedTagger()): { text: string; spans: TaggedSpan[] } {
  const text = lines.map((line) => line.text).join('\n');
  const tokens = tokenize(text);
  const features = tokenFeatures(tokens, undefined, { lines: options.ownLines });
  const spans = spansOf(text, tokens, tagTokens(tagger, tokens, features));
  const employers = withEmployersAfterDates(text, withEmployersAfterTitles(text, withWholeEmployerNames(text, spans)));
  return { text, spans: withoutTitlesReadAsEmployers(withEmployersBeforePlaces(text, withoutTownsAfterEmployers(text, employers))) };
}

/** A capitalised name of up to eight words, joined by single spaces ("Habitat for Humanity", "Acme Labs Inc."). */
const NAME_WORD = "[\\p{Lu}\\d][\\p{L}\\p{N}.&'’-]*";
const EMPLOYER_AFTER_TITLE = new RegExp(
  `^(?:\\s*,|\\s+at|\\s*@)\\s(?<name>${NAME_WORD}(?: (?:(?:of|and|for|the|de|&) )?${NAME_WORD}){0,7})(?<after>\\s*(?:,|\\(|\\||[-–—]\\s|\\.(?:\\s|$)|\\s{2}|\\n|$))`,
  'u',
);
/** How far (in characters) an employer the tagger found may be from a title and still be its own. */
const OWN_EMPLOYER_REACH = 120;

/**
 * "Assistant Teacher, Lakeside School, Thebes" and "Business Analyst Intern at Walrus Systems": right
 * after a title the tagger found, with no employer of its own near it, a comma or "at" and a capitalised
 * name are its employer. The tagger reads employers worst of the four kinds (decision 0043): they are
 * open-ended names, while the words around them are not. A name that is a place ("Houston, TX",
 * "Pune, India") or holds a date is not an employer.
 */
export function withEmployersAfterTitles(text: string, spans: TaggedSpan[]): TaggedSpan[] {
  const added: TaggedSpan[] = [];
  for (const span of spans) {
    if (span.type !== 'TITLE') continue;
    if (spans.some((other) => other.type === 'COMPANY' && other.start < span.end + OWN_EMPLOYER_REACH && other.end > span.start - OWN_EMPLOYER_REACH)) continue;
    const match = EMPLOYER_AFTER_TITLE.exec(text.slice(span.end, span.end + 160));
    const name = match?.groups?.name?.replace(/[.,]+$/, '') ?? '';
    if (!match || !name) continue;
    const start = span.end + match[0].length - (match.groups?.after?.length ?? 0) - (match.groups?.name?.length ?? 0);
    const end = start + name.length;
    if (!isEmployerName(name, text.slice(end, end + 40))) continue;
    if (spans.some((other) => other.start < end && other.end > start)) continue;
    added.push({ type: 'COMPANY', text: name, start, end, from: span.to + 1, to: span.to + 1 });
  }
  return added.length ? [...spans, ...added].sort((left, right) => left.start - right.start) : spans;
}

const EMPLOYER_AFTER_DATES = new RegExp(`^[\\s\\W]{0,6}?(?<name>${NAME_WORD}(?: (?:(?:of|and|for|the|de|&) )?${NAME_WORD}){0,7})(?:\\s{2}|\\s*,|\\s*\\(|\\s*\\n|$)`, 'u');
const WORK_HEADING = /\b(?:experience|employment|work history|job history|career)\b/gi;
const EDUCATION_HEADING = /\b(?:education|academic|qualifications?)\b/gi;
const lastIndexOf = (pattern: RegExp, text: string) => Math.max(-1, ...[...text.matchAll(pattern)].map((match) => match.index));

/**
 * "2005-2007  Ford Motors  Sales Executive", "Counseling Intern, Sep 2012 - May 2013  Mercy Hospital,
 * Baltimore": under a work heading, the capitalised name a date range is followed by, standing apart (a
 * run of spaces, a comma or a bracket after it), is the job's employer when the tagger found none there.
 * A title ("… Engineer"), a place or a piece the tagger gave another kind is not.
 */
export function withEmployersAfterDates(text: string, spans: TaggedSpan[]): TaggedSpan[] {
  const added: TaggedSpan[] = [];
  for (const range of rangesIn(text, 0)) {
    const before = text.slice(0, range.at);
    if (lastIndexOf(WORK_HEADING, before) <= lastIndexOf(EDUCATION_HEADING, before)) continue;
    if (spans.some((span) => span.type === 'COMPANY' && span.start < range.until + OWN_EMPLOYER_REACH && span.end > range.until)) continue;
    const match = EMPLOYER_AFTER_DATES.exec(text.slice(range.until, range.until + 160));
    const name = match?.groups?.name?.replace(/[.,]+$/, '') ?? '';
    if (!match || !name) continue;
    const start = range.until + (match.groups?.name ? match[0].indexOf(match.groups.name) : 0);
    const end = start + name.length;
    if (!isEmployerName(name, text.slice(end, end + 40)) || headKind(name) === 'title' || findDateRange(name)) continue;
    if (spans.some((span) => span.start < end && span.end > start)) continue;
    added.push({ type: 'COMPANY', text: name, start, end, from: -1, to: -1 });
  }
  return added.length ? [...spans, ...added].sort((left, right) => left.start - right.start) : spans;
}

/** Words of section headings ("ADDITIONAL INFORMATION", "KEY COMPETENCIES", "Community Service and Honors"). */
const HEADING_WORD = /\b(?:information|personal|competenc(?:y|ies)|skills?|education|experience|honou?rs|awards?|references?|interests|activities|summary|objective|profile|qualifications?|certifications?|projects?|memberships?|affiliations?|languages|hobbies|achievements|accomplishments)\b/i;
/** "Utilized JavaScript", "Assisted PAs": a sentence's verb starts it. */
const STARTS_WITH_VERB = /^(?!United\b)\p{Lu}\p{Ll}+ed\b/u;

/**
 * Not a place ("Springfield, IL", "Chicago IL", "Lagos, Nigeria"), a heading, a duration ("1 Year 3
 * Months") or a sentence, and holding no date.
 */
function isEmployerName(name: string, rest: string): boolean {
  if (!/^\p{L}/u.test(name) || HEADING_WORD.test(name) || STARTS_WITH_VERB.test(name)) return false;
  const region = /^\s*,\s*([^,\n]+?)(?:\s{2}|,|\n|$)/.exec(rest)?.[1] ?? '';
  // "Chicago IL": a town and its region's code with no comma between them.
  const lastWord = name.split(' ').pop() ?? '';
  return !(looksLikePlace(name) || looksLikeRegion(name) || looksLikeRegion(region) || (/^[A-Z]{2}$/.test(lastWord) && name.includes(' ')) || findDates(name).length);
}

/** A pair further apart than this (in characters) is two entries. */
const PAIR_GAP = 120;
const TAGGED_CONFIDENCE = 0.5;

interface Pair {
  first: TaggedSpan | null;
  second: TaggedSpan | null;
  start: number;
  end: number;
}

function pairUp(spans: TaggedSpan[], firstType: EntityType, secondType: EntityType): Pair[] {
  const pairs: Pair[] = [];
  let current: Pair | null = null;
  for (const span of spans) {
    if (span.type !== firstType && span.type !== secondType) continue;
    const slot = span.type === firstType ? 'first' : 'second';
    const fresh = !current || current[slot] !== null || span.start - current.end > PAIR_GAP;
    if (fresh) {
      current = { first: null, second: null, start: span.start, end: span.end };
      pairs.push(current);
    }
    if (!current) continue;
    current[slot] = span;
    current.end = Math.max(current.end, span.end);
  }
  return pairs;
}

/** Every date range of a piece of text, with its place in it. */
function rangesIn(text: string, offset: number): Array<NonNullable<ReturnType<typeof findDateRange>> & { at: number; until: number }> {
  const found = [];
  let from = 0;
  for (;;) {
    const range = findDateRange(text.slice(from));
    if (!range) return found;
    found.push({ ...range, at: offset + from + range.index, until: offset + from + range.index + range.length });
    from += range.index + Math.max(1, range.length);
  }
}

/**
 * The dates of a pair: the range nearest to it between the pairs around it, before or after ("Jan 2015 -
 * Present Engineer, Acme" and "Engineer, Acme, Jan 2015 - Present" are both common).
 */
function rangeNear(text: string, pair: Pair, previousEnd: number, nextStart: number) {
  const beforeStart = Math.max(previousEnd, pair.start - 80);
  const before = rangesIn(text.slice(beforeStart, pair.start), beforeStart).pop();
  const afterEnd = Math.min(nextStart, pair.end + 160);
  const after = rangesIn(text.slice(pair.end, afterEnd), pair.end)[0];
  if (before && after) return pair.start - before.until < after.at - pair.end ? before : after;
  return before ?? after ?? null;
}

export function workFromSpans(text: string, spans: TaggedSpan[]): ParsedWorkEntry[] {
  const pairs = pairUp(spans, 'TITLE', 'COMPANY');
  return pairs.map((pair, index) => {
    const range = rangeNear(text, pair, pairs[index - 1]?.end ?? 0, pairs[index + 1]?.start ?? text.length);
    return {
      job_title: pair.first?.text ?? null,
      organization: pair.second?.text ?? null,
      start: range?.start.iso ?? null,
      end: range?.end?.iso ?? null,
      currently_working: range?.current ?? false,
      details: '',
      confidence: {
        ...(pair.first ? { job_title: TAGGED_CONFIDENCE } : {}),
        ...(pair.second ? { organization: TAGGED_CONFIDENCE } : {}),
        ...(range ? { dates: TAGGED_CONFIDENCE } : {}),
      },
      order: range ? (range.current ? Number.MAX_SAFE_INTEGER : (range.end?.order ?? range.start.order)) : -1,
    };
  });
}

export function educationFromSpans(text: string, spans: TaggedSpan[]): ParsedEducationEntry[] {
  const pairs = pairUp(spans, 'DEGREE', 'COLLEGE');
  return pairs.map((pair, index) => {
    const window = text.slice(pair.end, Math.min(pairs[index + 1]?.start ?? text.length, pair.end + 80));
    const range = findDateRange(window);
    const year = range ? null : (findDates(window)[0] ?? null);
    const degree = pair.first?.text ?? null;
    const field = degree ? fieldOf(degree) : null;
    return {
      degree_title: degree,
      institution: pair.second?.text ?? null,
      field,
      start: range ? range.start.iso : null,
      end: range ? (range.end?.iso ?? null) : (year?.iso ?? null),
      expected_end: null,
      confidence: {
        ...(degree ? { degree_title: TAGGED_CONFIDENCE } : {}),
        ...(pair.second ? { institution: TAGGED_CONFIDENCE } : {}),
        ...(field ? { field: TAGGED_CONFIDENCE } : {}),
        ...(range || year ? { dates: TAGGED_CONFIDENCE } : {}),
      },
    };
  });
}

const sameText = (value: string | null) => (value ? comparisonKey(value) : '');

/**
 * The tagger's jobs first; then the jobs the rules found at employers the tagger missed (on the dev part
 * the tagger finds titles far better than the rules on pasted text, employers a little worse), without a
 * title the tagger already gave.
 */
export function mergeTaggedWork(tagged: ParsedWorkEntry[], ruled: ParsedWorkEntry[], otherSpans: TaggedSpan[] = [], text = ''): ParsedWorkEntry[] {
  if (tagged.length === 0) return withoutOrdinaryWordEmployers(ruled, text);
  const seen = new Set(tagged.flatMap((entry) => [sameText(entry.job_title), sameText(entry.organization)]).filter(Boolean));
  // A rule's part that holds more than a tagged piece ("Software Developer Wipro Technologies Built …",
  // "EDUCATION B.Tech … Anna University") is a job read worse, or not a job.
  const known = [...seen, ...otherSpans.map((span) => sameText(span.text))].filter(Boolean);
  const holdsTagged = (value: string | null) => {
    const key = sameText(value);
    return key !== '' && !seen.has(key) && known.some((piece) => ` ${key} `.includes(` ${piece} `));
  };
  const fromRules = ruled
    .filter((entry) => entry.organization && !seen.has(sameText(entry.organization)) && !holdsTagged(entry.organization) && !holdsTagged(entry.job_title))
    .filter((entry) => !isTownIn(text, entry.organization ?? '') && !isTitleByItsWords(entry.organization ?? '') && !isOrdinaryWordEmployer(entry.organization ?? '', text))
    .map((entry) => {
      if (!seen.has(sameText(entry.job_title))) return entry;
      const { job_title: _title, ...confidence } = entry.confidence;
      return { ...entry, job_title: null, confidence };
    });
  return withoutOrdinaryWordEmployers([...withTitlesFromRules(tagged, ruled, seen), ...fromRules], text);
}

/**
 * A job whose employer is an ordinary word (isOrdinaryWordEmployer) keeps its title and dates without it;
 * one left with neither title nor employer is not a job. The employer is taken off the finished jobs, not
 * off the tagger's spans, so a title still pairs with the piece beside it as before.
 */
function withoutOrdinaryWordEmployers(entries: ParsedWorkEntry[], text: string): ParsedWorkEntry[] {
  return entries.flatMap((entry) => {
    let kept = entry;
    if (kept.job_title && isNoTitle(kept.job_title)) {
      const { job_title: _title, ...confidence } = kept.confidence;
      kept = { ...kept, job_title: null, confidence };
    }
    if (kept.organization && isOrdinaryWordEmployer(kept.organization, text)) {
      const { organization: _organization, ...confidence } = kept.confidence;
      kept = { ...kept, organization: null, confidence };
    }
    return kept.job_title || kept.organization ? [kept] : [];
  });
}

/**
 * "Tel: 123/345-7890", "2014-Present", "900, 000 patients", "Master of Arts", a tab: a piece read as a
 * title that holds a phone number, a year or an amount, no word at all, or that starts like a degree (and
 * no title ends on its last word) is no title.
 */
function isNoTitle(title: string): boolean {
  if (!/\p{L}{2}/u.test(title) || /\d{4}|\d, ?\d{3}/.test(title)) return true;
  return startsLikeDegree(title) && headKind(title) !== 'title' && phraseKind(title) !== 'title';
}

/**
 * An employer the tagger found with no title beside it, that the rules read with a title on its header
 * ("VERIZON WIRELESS / Orangeburg, NY / Senior Member of Technical Staff, February, 2004 – June, 2005"):
 * the job takes that title, unless the tagger already gave it to another job.
 */
function withTitlesFromRules(tagged: ParsedWorkEntry[], ruled: ParsedWorkEntry[], seen: Set<string>): ParsedWorkEntry[] {
  const titleAt = new Map<string, ParsedWorkEntry>();
  for (const entry of ruled) if (entry.organization && entry.job_title && !seen.has(sameText(entry.job_title))) titleAt.set(sameText(entry.organization), entry);
  return tagged.map((entry) => {
    const rule = entry.job_title || !entry.organization ? undefined : titleAt.get(sameText(entry.organization));
    if (!rule?.job_title) return entry;
    return { ...entry, job_title: rule.job_title, confidence: { ...entry.confidence, job_title: Math.min(rule.confidence.job_title ?? TAGGED_CONFIDENCE, TAGGED_CONFIDENCE) } };
  });
}

/** Words a name does not end on: "The Omni Group", "Mt. Sinai Area School District", "Bank of Baroda". */
const OPEN_NAME_END = /(?:^|\s)(?:the|of|and|for|&|mt\.|st\.|ft\.|dr\.)$/i;
const NAME_GOES_ON = new RegExp(`^ (?:(?:of|and|for|the|de|&) )?${NAME_WORD}(?: (?:(?:of|and|for|the|de|&) )?${NAME_WORD}){0,6}`, 'u');

/**
 * "Senior Software Engineer, The Omni Group": an employer the tagger stopped on a word no name ends on
 * ("The", "Mt.", "of") goes on over the capitalised words right after it, up to the next gap or comma.
 */
export function withWholeEmployerNames(text: string, spans: TaggedSpan[]): TaggedSpan[] {
  return spans.map((span) => {
    if (span.type !== 'COMPANY') return span;
    const open = OPEN_NAME_END.test(span.text);
    const rest = (open ? NAME_GOES_ON : NAME_RUNS_ON).exec(text.slice(span.end, span.end + 120))?.[0] ?? '';
    const end = span.end + rest.length;
    if (!rest || spans.some((other) => other !== span && other.start < end && other.end > span.end)) return span;
    if (!open && (LEGAL_END.test(span.text) || !runsOnAsName(rest))) return span;
    return { ...span, text: text.slice(span.start, end), end };
  });
}

/** "Acme, Inc.", "Twist Mobile Pvt. Ltd": a name closed by its legal form; what follows is something else ("… Inc. Los Angeles"). */
const LEGAL_END = /\b(?:inc|llc|llp|ltd|corp|co|plc|gmbh|limited|corporation)\.?$/i;
/** Up to four capitalised words after one space, then a gap, a comma, a bracket, a dash or the end: the rest of a name. */
const NAME_RUNS_ON = new RegExp(`^ (?:(?:of|and|for|the|de|&) )?${NAME_WORD}(?: (?:(?:of|and|for|the|de|&) )?${NAME_WORD}){0,3}(?=\\s{2}|\\s*[,(|\\n]|\\s[-–—]\\s|$)`, 'u');

/**
 * "Coffee Meets Bagel", "VegaSoft Technologies", "ABC Hardware  Bowling Green": the tagger often stops a
 * name it has not seen after its first word; the capitalised words standing with it up to the next gap
 * are the rest of it, unless they are a title ("Acme Corp Sales Manager"), a place, a heading or a date.
 */
function runsOnAsName(rest: string): boolean {
  const words = rest.trim();
  return headKind(words) !== 'title' && !looksLikePlace(words) && !looksLikeRegion(words) && !HEADING_WORD.test(words) && !findDates(words).length;
}

/** ", Arlington Heights, IL", ", Kent, Ohio", "  Orangeburg, NY": a town and its region after a name, past a comma or a gap. */
const PLACE_AFTER_NAME = /^(?:,\s*|\s{2,}|\n\s*)(?<town>\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,2}),\s*(?<region>\p{Lu}[\p{L}]*(?: \p{Lu}\p{L}*)?)\.?(?![\p{L}\p{N}])(?=\s*(?:[,(|–—-]|\s{2}|\d|\n|$))/u;
const NAME_BEFORE = new RegExp(`(?:^|\\s{2}|\\n|[,/|:;()•–—-]\\s*|\\d\\s+|\\sat\\s)(?<name>${NAME_WORD}(?: (?:(?:of|and|for|the|de|&) )?${NAME_WORD}){0,7}(?:, (?:Inc|LLC|Ltd|Corp|Co)\\.?)?)$`, 'u');
/** A region after a town: a two-letter code ("IL", "KY"), a state's name or a country (not "NTP" in a list of tools). */
const isTownRegion = (region: string) => /^[A-Z]{2}$/.test(region) || (!/^[A-Z]+$/.test(region) && looksLikeRegion(region));
/** Under a work heading a university or college is where the person studied or taught; the labels rarely name it an employer. */
const UNIVERSITY = /\b(?:university|college)\b|\bU\.$/i;
/** "District 65", "Grades 3-8": a numbered piece of a header, not a name. */
const NUMBERED = /(?:^|\s)\d[\d-]*(?:\s|$)/;
/** How far (in characters) a job's date range may stand before the employer or after its place. */
const DATES_REACH = 120;

/** For each place in the text, whether the last section heading before it is a work heading. */
function underWorkHeading(text: string): (at: number) => boolean {
  const work = [...text.matchAll(WORK_HEADING)].map((match) => match.index);
  const education = [...text.matchAll(EDUCATION_HEADING)].map((match) => match.index);
  const lastBefore = (indexes: number[], at: number) => indexes.filter((index) => index < at).pop() ?? -1;
  return (at) => lastBefore(work, at) > lastBefore(education, at);
}

/**
 * "Tutor, Pebble Middle School, Pretend, NE  2019 - 2020" and "Patton Elementary School, Arlington
 * Heights, IL, Aug 2019 - Oct 2019": under a work heading, the capitalised name standing apart right
 * before a town and its region, with a date range near, is the job's employer: a job's header names
 * who, then where. Not a title ("… Manager"), a place, a heading, a university, a numbered piece, a
 * piece the tagger gave any kind, nor the name right after an employer (a mall, a campus: where in town).
 */
export function withEmployersBeforePlaces(text: string, spans: TaggedSpan[]): TaggedSpan[] {
  const added: TaggedSpan[] = [];
  const atWork = underWorkHeading(text);
  for (const comma of text.matchAll(/,|\n|[^\S\n]{2,}/g)) {
    const at = comma.index;
    const place = PLACE_AFTER_NAME.exec(text.slice(at, at + 80));
    if (!place?.groups?.region || !isTownRegion(place.groups.region) || !atWork(at)) continue;
    const name = NAME_BEFORE.exec(text.slice(Math.max(0, at - 160), at))?.groups?.name ?? '';
    if (!name) continue;
    const start = at - name.length;
    if (!isEmployerName(name, '') || headKind(name) === 'title' || UNIVERSITY.test(name) || NUMBERED.test(name) || findDateRange(name)) continue;
    const taken = [...spans, ...added];
    if (taken.some((span) => span.start < at && span.end > start)) continue;
    if (taken.some((span) => span.type === 'COMPANY' && span.end <= start && start - span.end <= 3)) continue;
    if (!rangesIn(text.slice(Math.max(0, start - DATES_REACH), Math.min(text.length, at + DATES_REACH)), 0).length) continue;
    added.push({ type: 'COMPANY', text: name, start, end: at, from: -1, to: -1 });
  }
  return added.length ? [...spans, ...added].sort((left, right) => left.start - right.start) : spans;
}

/** "2003-Present", "Summer 2004", "June 2010 - …", "05/2019" next: a job's dates. */
const DATE_NEXT = /^[\s,|–—-]{0,6}(?:\p{L}+\.?\s+)?(?:\d{1,2}\/)?(?:19|20)\d{2}\b/u;
/** ", WA", ", New Jersey", "  California" right after a piece: a region closing a town. */
const REGION_AFTER = /^(?<gap>\s*,\s*|\s{2,})(?<region>\p{Lu}[\p{L}]*(?: \p{Lu}\p{L}*)?)\.?(?![\p{L}\p{N}])/u;

/**
 * "PricewaterhouseCoopers  Denver, Colorado  2003-Present", "Cupertino, CA  Summer 2004": a piece of up to
 * three words the tagger read as an employer, right before a region, is a town when an employer stands
 * right before it or dates right after the region; it is where the job was, not who it was for.
 */
export function withoutTownsAfterEmployers(text: string, spans: TaggedSpan[]): TaggedSpan[] {
  return spans.filter((span, index) => {
    if (span.type !== 'COMPANY' || headKind(span.text) === 'organisation' || span.text.trim().split(/\s+/).length > 3) return true;
    const after = REGION_AFTER.exec(text.slice(span.end, span.end + 40));
    const region = after?.groups?.region ?? '';
    const spaced = !after?.groups?.gap?.includes(',');
    if (!after || !isTownRegion(region) || (spaced && /^[A-Z]{2,3}$/.test(region))) return true;
    const before = spans[index - 1];
    const employerBefore = before?.type === 'COMPANY' && /^[\s,]{0,6}$/.test(text.slice(before.end, span.start));
    const datesAfter = DATE_NEXT.test(text.slice(span.end + after[0].length, span.end + after[0].length + 40));
    return !(employerBefore || datesAfter);
  });
}

/**
 * "Denver, Colorado", "Redmond, WA": a name of up to three words, no organisation's by its last word, that
 * the text writes right before a region is a town. Not when the region is itself a town ("Reuters Health,
 * New York, NY": who, then where) or the name holds a comma or a dash ("Camp Recess, City").
 */
function isTownIn(text: string, name: string): boolean {
  if (!name || /[,–—-]/.test(name) || headKind(name) === 'organisation' || name.trim().split(/\s+/).length > 3) return false;
  let at = text.indexOf(name);
  while (at >= 0) {
    const after = /^\s*,\s*(?<region>\p{Lu}[\p{L}]*(?: \p{Lu}\p{L}*)?)\.?(?![\p{L}\p{N}])(?<rest>.{0,12})/u.exec(text.slice(at + name.length, at + name.length + 60));
    const region = after?.groups?.region;
    if (region && isTownRegion(region) && !/^[\s,]+[A-Z]{2}\b/.test(after?.groups?.rest ?? '')) return true;
    at = text.indexOf(name, at + 1);
  }
  return false;
}

/**
 * "English Teacher", "Medical Social Worker", "Assistant Principal": a piece read as an employer (by the
 * tagger or a rule) whose last word heads job titles, or that people wrote as a title, is no employer;
 * pasted job headers put the two side by side, and the tagger mixes them up when a name is new to it. It
 * is dropped rather than made a title: on the folds, made titles were no labelled title (decision 0117).
 */
export function withoutTitlesReadAsEmployers(spans: TaggedSpan[]): TaggedSpan[] {
  return spans.filter((span) => span.type !== 'COMPANY' || !isTitleByItsWords(span.text));
}

const isTitleByItsWords = (name: string) => headKind(name) === 'title' || phraseKind(name) === 'title';

const MONTH_WORD = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
/** A job header's own words: its end written as a word, the header's labels ("Current", "Position", "Employer"). */
const HEADER_WORD = /^(?:current(?:ly)?|ongoing|present|now|position|employer|company|client|resume|curriculum|vitae)$/i;
/** The words a name of several words may write in lower case ("Bank of Baroda", "Johnson & Johnson", "Banco do Brasil"). */
const JOINING_WORD = new Set(['of', 'and', 'for', 'the', 'in', 'at', 'on', 'to', 'a', 'an', 'de', 'da', 'do', 'du', 'des', 'del', 'la', 'le', 'y', 'und', 'van', 'von', 'der']);

/**
 * "Aided in facility energy analysis", "master stressful situations", "Summer job.": a piece of a sentence
 * read as an employer holds a lower-case word that joins no name; an organisation's name capitalises its
 * words.
 */
function isSentencePiece(name: string): boolean {
  return name.split(/\s+/).some((word) => /^\p{Ll}+[.,:;]?$/u.test(word) && !JOINING_WORD.has(word.replace(/[.,:;]$/, '')));
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One word read as an employer that is an ordinary word, not a name: written in lower case ("company"),
 * ending a sentence ("services.", "University."), a month, a heading's or a job header's word ("Ongoing"), a legal form alone ("INC"), a
 * US state or a country, a word that heads titles, schools or degrees ("Machinist", "School"), or a word
 * the same resume also writes in lower case as a plain word ("Online" beside "online courses", "Parts",
 * "Search", "Ongoing"). A company's own one-word name (Kyocera, LevelUp, PricewaterhouseCoopers) is
 * written capitalised wherever it stands. Decision 0123.
 */
export function isOrdinaryWordEmployer(name: string, text: string): boolean {
  const trimmed = name.trim();
  if (!trimmed) return false;
  if (/\s/.test(trimmed)) return isSentencePiece(trimmed);
  if (/\p{L}{2,}\.$/u.test(trimmed) && !/\.\p{L}/u.test(trimmed)) return true;
  const word = trimmed.replace(/[.,;:]+$/, '');
  if (!/\p{L}/u.test(word)) return true;
  if (word === word.toLowerCase()) return true;
  if (MONTH_WORD.test(word) || HEADER_WORD.test(word) || HEADING_WORD.test(word) || (LEGAL_END.test(word) && word.replace(LEGAL_END, '') === '')) return true;
  if (!/^[A-Z]+$/.test(word) && looksLikeRegion(word)) return true;
  const key = comparisonKey(word);
  if (headWordKinds(key).some((kind) => kind !== 'organisation')) return true;
  const lowerCase = new RegExp(`(?<![\\p{L}\\p{N}@./_-])${escapeForPattern(word.toLowerCase())}(?![\\p{L}\\p{N}@_-]|\\.\\p{L})`, 'u');
  return lowerCase.test(text);
}
