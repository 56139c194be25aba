/**
 * Education: degree title, institution, field, dates and expected end. Degrees and institutions are
 * recognised by their words ("Bachelor", "MSc", "بكالوريوس" / "University", "جامعة"); an entry is complete
 * once it has both, so layouts that put the institution first work as well as those that put it second.
 */
import type { LayoutLine } from './layout-line.ts';
import { findDateRange, findDates, isPrintDateLine } from './dates.ts';
import { cutOut, splitParts } from './entries.ts';
import { looksLikeCityAndRegion, looksLikePlace } from './places.ts';
import type { EducationEntry } from './profile.ts';
import { phraseKind, startsLikeDegree } from './gazetteer.ts';
import { comparisonKey, escapeRegExp, trimPunctuation } from './text-utils.ts';

const DEGREE_WORDS = [
  'bachelor', 'bachelors', "bachelor's", 'master', 'masters', "master's", 'doctor', 'doctorate', 'phd', 'ph.d', 'mba', 'bsc', 'b.sc', 'msc', 'm.sc',
  'ba', 'b.a', 'ma', 'm.a', 'b.tech', 'btech', 'm.tech', 'mtech', 'b tech', 'm tech', 'b. tech', 'm. tech', 'b.e', 'm.e', 'b.s', 'm.s', 'a.a', 'a.s', 'hnd', 'beng', 'b.eng', 'meng', 'm.eng', 'bcom', 'b.com', 'bba', 'llb', 'md', 'diploma', 'associate', 'certificate', 'high school',
  'secondary school', 'baccalaureate', 'bs', 'ms', 'mphil', 'med', 'm.ed',
  'بكالوريوس', 'ماجستير', 'دكتوراه', 'دكتوراة', 'دبلوم', 'الثانوية', 'ثانوية', 'الثانوية العامة', 'ليسانس', 'الإجازة', 'إجازة',
];
const INSTITUTION_WORDS = [
  'university', 'college', 'institute', 'institution', 'institutions', 'school', 'academy', 'polytechnic', 'universidad', 'université', 'universität', 'faculty',
  'جامعة', 'الجامعة', 'كلية', 'معهد', 'المعهد', 'أكاديمية', 'مدرسة',
];
const DEGREE_PATTERN = new RegExp(`(?<![\\p{L}])(?:${DEGREE_WORDS.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'iu');
const INSTITUTION_KEYS = new Set(INSTITUTION_WORDS.map(comparisonKey));
const EXPECTED = /expected|anticipated|ongoing|in progress|متوقع|متوقعة|المتوقع|قيد الدراسة/iu;

/** "Pragathi High School", "Echuca Secondary School": a school's name, not the qualification. */
const NAMED_SCHOOL = /^(.*\S)\s+(?:high|secondary)\s+school\.?$/iu;
/** "PGDBM in Business Management", "BCA in Computer Applications": an abbreviation, then its field. */
const ABBREVIATED_DEGREE = /^[BMPD][A-Za-z.]{1,7}\s+in\s+\p{L}/u;

/** By its words, or as real resumes wrote degrees (gazetteer.ts: "MCA", "B.Tech in …", a known degree). */
function isDegree(part: string): boolean {
  const named = NAMED_SCHOOL.exec(part.trim());
  if (named) return DEGREE_PATTERN.test(named[1] ?? '');
  if (DEGREE_PATTERN.test(part)) return true;
  if (ABBREVIATED_DEGREE.test(part.trim()) && /^[A-Z.]{2,}$/.test(part.trim().split(/\s+/)[0] ?? '')) return true;
  const known = phraseKind(part);
  return known === 'degree' || (known === null && startsLikeDegree(part));
}

function isInstitution(part: string): boolean {
  return (
    comparisonKey(part)
      .split(' ')
      .some((word) => INSTITUTION_KEYS.has(word)) || phraseKind(part) === 'institution'
  );
}

/** The field of study written after "in" / "of" (when not "of Science") or after the Arabic degree word. */
export function fieldOf(degree: string): string | null {
  // "B.Tech, Computer Engineering" (withFieldAfterComma): the field after the comma.
  const afterComma = /^([^,]+),\s*([^,]+)$/.exec(degree);
  if (afterComma?.[2] && isFieldOfStudy(afterComma[2]) && isDegree(afterComma[1] ?? '')) return trimPunctuation(afterComma[2]);
  const english = /\bin\s+(.+)$/i.exec(degree);
  if (english?.[1]) return trimPunctuation(english[1]);
  const of = /\b(?:of|of the)\s+(.+)$/i.exec(degree);
  if (of?.[1] && !/^(?:science|arts|engineering|commerce|business administration|fine arts|education)$/i.test(of[1].trim())) return trimPunctuation(of[1]);
  const arabic = /^(?:بكالوريوس|ماجستير|دكتوراه|دكتوراة|دبلوم|ليسانس)(?:\s+(?:في|فى))?\s+(.+)$/u.exec(degree.trim());
  if (arabic?.[1]) return trimPunctuation(arabic[1]);
  return null;
}

/** Words that name fields of study ("Computer Science", "History", "Counseling Psychology"). */
const FIELD_WORDS = new Set([
  'science', 'sciences', 'engineering', 'technology', 'technologies', 'arts', 'studies', 'management', 'administration', 'education',
  'history', 'psychology', 'marketing', 'computer', 'computing', 'business', 'finance', 'accounting', 'economics', 'mathematics', 'physics',
  'chemistry', 'biology', 'law', 'nursing', 'medicine', 'communication', 'communications', 'design', 'information', 'systems', 'music',
  'english', 'literature', 'sociology', 'commerce', 'electronics', 'electrical', 'mechanical', 'civil', 'statistics', 'philosophy',
  'political', 'politics', 'journalism', 'media', 'health', 'pharmacy', 'architecture', 'telecommunications', 'applications',
]);

/** "Counseling Psychology", "Advanced Computer Science": a short piece naming a field, not a school. */
function isFieldOfStudy(piece: string): boolean {
  const words = comparisonKey(piece).split(' ');
  // Degree words rule a field out; a field people also wrote as a degree ("Business Administration") does not.
  return words.length <= 5 && /^\p{Lu}/u.test(piece.trim()) && !isInstitution(piece) && !DEGREE_PATTERN.test(piece) && words.some((word) => FIELD_WORDS.has(word));
}

/** What follows a degree without being its school: a field ("Marketing"), a distinction, a minor, a grade. */
function isNotASchool(part: string): boolean {
  return isFieldOfStudy(part) || /(?<![\p{L}])(?:cum laude|honou?rs|distinction|gpa|g\.p\.a|cgpa|minor|major|thesis|grade|percentage|class)(?![\p{L}])/iu.test(part);
}

/**
 * "MSc, Advanced Computer Science", "Bachelor of Arts, History": a degree written without its field,
 * then the field after a comma, is one degree title, as written.
 */
function withFieldAfterComma(pieces: string[]): string[] {
  const [degree, next, ...rest] = pieces;
  if (degree && next && isDegree(degree) && fieldOf(degree) === null && isFieldOfStudy(next)) return [`${degree}, ${next}`, ...rest];
  return pieces;
}

/** "Bachelor of Science in Nursing, King Saud University" → the degree and the institution. */
function separateDegreeAndInstitution(part: string): string[] {
  if (!(isDegree(part) && isInstitution(part))) {
    if (isInstitution(part)) return [part];
    const pieces = withFieldAfterComma(part.split(/\s*[,،]\s*/));
    // "MSc Supply Chain Management, ETH Zurich": the degree, then what follows it.
    return isDegree(part) && !(pieces.length > 1 && pieces.every(isDegree)) && pieces.length > 1 && isDegree(pieces[0] ?? '') ? pieces : pieces.length === 1 ? pieces : [part];
  }
  const pieces = withFieldAfterComma(part.split(/\s*[,،]\s*/));
  if (pieces.length > 1 && pieces.every((piece) => !(isDegree(piece) && isInstitution(piece)))) return pieces;
  // No comma: cut before the institution's first word ("BSc Physics University of Jordan").
  const words = part.split(/\s+/);
  const at = words.findIndex((word, index) => index > 0 && INSTITUTION_KEYS.has(comparisonKey(word)));
  return at > 0 ? [words.slice(0, at).join(' '), words.slice(at).join(' ')] : [part];
}

/** "Mediacom College." ends a sentence; "Ph.D." and "B.A." keep their stops. */
function withoutSentenceStop(part: string): string {
  const last = part.split(/\s+/).pop() ?? '';
  return /\p{L}{5,}\.$/u.test(last) && !/\..+\.$/.test(last) ? part.slice(0, -1) : part;
}

/** "Ball State University, Muncie, Indiana": the place after the institution's name is not part of it. */
function withoutPlaceTail(part: string): string {
  const pieces = part.split(/\s*,\s*/);
  if (pieces.length < 2 || !isInstitution(pieces[0] ?? '')) return part;
  const placeLike = (piece: string) => looksLikePlace(piece) || (piece.split(/\s+/).length <= 3 && /^\p{Lu}/u.test(piece) && !isInstitution(piece) && !isDegree(piece) && !/\d/.test(piece));
  return pieces.slice(1).every(placeLike) ? (pieces[0] ?? part) : part;
}

interface Draft {
  degree: string | null;
  institution: string | null;
  start: string | null;
  end: string | null;
  expected: boolean;
  hasDates: boolean;
  confidence: number;
}

export interface ParsedEducationEntry extends EducationEntry {
  confidence: { degree_title?: number; institution?: number; field?: number; dates?: number };
}

export function extractEducation(lines: LayoutLine[]): ParsedEducationEntry[] {
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  const fresh = (): Draft => ({ degree: null, institution: null, start: null, end: null, expected: false, hasDates: false, confidence: 0.85 });
  // The institution the previous line ended with, so a name wrapped onto the next line can go on.
  let wrappable: Draft | null = null;
  for (const line of lines) {
    // A footer's print date ("February 10, 2026") is not a graduation date.
    if (isPrintDateLine(line.text)) continue;
    // "King Saud bin Abdulaziz University for Health" / "Sciences": a name cut after a joining word, or
    // going on in lower case, continues on the next line.
    const continued = wrappable?.institution;
    if (wrappable && continued && line.cells.length === 1 && !findDates(line.text).length && !isDegree(line.text) && !isInstitution(line.text)) {
      const words = line.text.trim().split(/\s+/);
      const endsOnJoin = /\s(?:for|of|and|&|in|the|de|at|-)$/i.test(continued);
      // "… University for Health" / "Sciences": a word or two after an "of"/"for" near the end, not a place.
      const cutAfterJoin = words.length <= 2 && /\s(?:for|of)\s+\S+(?:\s+\S+)?$/i.test(continued) && /^\p{Lu}/u.test(line.text.trim()) && !looksLikePlace(line.text);
      if (words.length <= 4 && (endsOnJoin || cutAfterJoin || /^\p{Ll}/u.test(line.text.trim()))) {
        wrappable.institution = `${continued} ${trimPunctuation(line.text)}`;
        wrappable = null;
        continue;
      }
    }
    wrappable = null;
    // "2022 – Expected 2026": the word sits inside the range.
    const expected = EXPECTED.test(line.text);
    // Inside a range the word goes; elsewhere a separator takes its place, so no text is glued together.
    let text = expected
      ? line.text.replace(new RegExp(`([-–—]|\\bto|إلى)\\s*(?:${EXPECTED.source})\\s*(?=[\\d٠-٩])`, 'iu'), '$1 ').replace(EXPECTED, ' | ')
      : line.text;
    const range = findDateRange(text);
    let dates: { start: string | null; end: string | null } | null = null;
    if (range) {
      dates = { start: range.start.iso, end: range.end?.iso ?? null };
      text = cutOut(text, range.index, range.length);
    } else {
      const single = findDates(text);
      const last = single[single.length - 1];
      if (last) {
        dates = { start: null, end: last.iso };
        text = cutOut(text, last.index, last.length);
      }
    }
    const lineParts = splitParts(text);
    // "Narsee Monji - Hyderabad, Telangana": after the school's name, "City, Region" is where it is.
    const parts = lineParts
      .filter((part, index) => index === 0 || !(looksLikeCityAndRegion(part) && !isInstitution(part) && !isDegree(part)))
      .flatMap(separateDegreeAndInstitution);
    const unknown: string[] = [];
    for (const part of parts) {
      if (isDegree(part) && !isInstitution(part)) {
        if (!current || current.degree) drafts.push((current = fresh()));
        current.degree = withoutSentenceStop(part);
      } else if (isInstitution(part)) {
        if (!current || current.institution) drafts.push((current = fresh()));
        current.institution = withoutPlaceTail(withoutSentenceStop(part));
        // Only a name that ends its line can go on on the next one (nothing was cut out after it).
        if (part === parts[parts.length - 1] && trimPunctuation(line.text).endsWith(part)) wrappable = current;
      } else unknown.push(part);
    }
    // "MSc Supply Chain Management, ETH Zurich": a school without a school word, after its degree.
    const lastUnknown = unknown[unknown.length - 1];
    if (current && current.degree && !current.institution && lastUnknown && /^\p{Lu}/u.test(lastUnknown) && lastUnknown.split(/\s+/).length <= 6 && !isNotASchool(lastUnknown)) {
      current.institution = lastUnknown;
      current.confidence = 0.6;
    }
    if (dates && current) {
      if (current.hasDates) {
        // A second set of dates belongs to a new entry whose degree or school comes later.
        drafts.push((current = fresh()));
      }
      current.start = dates.start;
      current.end = dates.end;
      current.hasDates = true;
    }
    if (expected && current) current.expected = true;
  }
  return drafts
    .filter((draft) => draft.degree || draft.institution)
    .map((draft) => {
      const field = draft.degree ? fieldOf(draft.degree) : null;
      return {
        degree_title: draft.degree,
        institution: draft.institution,
        field,
        start: draft.start,
        end: draft.expected ? null : draft.end,
        expected_end: draft.expected ? draft.end : null,
        confidence: {
          ...(draft.degree ? { degree_title: 0.85 } : {}),
          ...(draft.institution ? { institution: 0.85 } : {}),
          ...(field ? { field: 0.7 } : {}),
          ...(draft.hasDates ? { dates: 0.85 } : {}),
        },
      };
    });
}
