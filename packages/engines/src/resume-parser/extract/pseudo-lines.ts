/**
 * Resumes that lost every line break (text pasted from elsewhere, dumps that kept one line per document)
 * get their lines back before the normal pipeline, from what the text still says:
 * - where a line break was, most dumps left two or more spaces: each run is a break;
 * - bullets (•, ●, ▪, private-use symbol-font glyphs) start a line;
 * - bytes written as literal escapes ("\xe2\x80\xa2") are decoded as the UTF-8 they spell;
 * - in what is still a long single-spaced run, a break goes before a section word in capitals
 *   ("EXPERIENCE", "EDUCATION"), before a date range and around e-mails and phone numbers.
 * - a break between the two ends of a date range ("Mar 2014  current", "Jan 2013  May 2013") is not one:
 *   the two pieces are joined with a dash, so the range stays a range.
 * Nothing is added but line breaks, bullet marks at bullets and dashes inside ranges: no text is invented
 * or reordered.
 */
import { Buffer } from 'node:buffer';
import { findDateRange, findDates, mentionsPresent } from '../dates.ts';
import { looksLikeCityAndRegion, looksLikePlace } from '../places.ts';

const LONG_LINE = 300;
const BULLETS = /\s*[•●▪◦‣∙■□►➢✓✔❖\uE000-\uF8FF]+\s*/gu;

/** True when the text is a resume squeezed onto a line or two. */
export function lostLineBreaks(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim());
  if (lines.length === 0 || lines.length > 3) return false;
  return lines.some((line) => line.length >= LONG_LINE);
}

/** "\xe2\x80\xa2" (written out as characters) → "•"; runs that are not valid UTF-8 become a space. */
export function decodeEscapedBytes(text: string): string {
  return text.replace(/(?:\\x[0-9a-fA-F]{2})+/g, (run) => {
    const bytes = Buffer.from(run.replace(/\\x/g, ''), 'hex');
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return ' ';
    }
  });
}

const SECTION_WORDS = [
  'PROFESSIONAL EXPERIENCE', 'WORK EXPERIENCE', 'EMPLOYMENT HISTORY', 'WORK HISTORY', 'EXPERIENCE', 'EDUCATION', 'ACADEMIC QUALIFICATIONS',
  'QUALIFICATIONS', 'SKILLS', 'TECHNICAL SKILLS', 'KEY SKILLS', 'CERTIFICATIONS', 'CERTIFICATES', 'PROJECTS', 'SUMMARY', 'PROFESSIONAL SUMMARY',
  'OBJECTIVE', 'CAREER OBJECTIVE', 'PROFILE', 'LANGUAGES', 'AWARDS', 'ACHIEVEMENTS', 'PERSONAL DETAILS', 'REFERENCES', 'INTERESTS', 'HOBBIES',
  'ADDITIONAL INFORMATION', 'CONTACT',
];
// Longest first, so "WORK EXPERIENCE" is one heading and not "WORK" + "EXPERIENCE".
const SECTION_PATTERN = new RegExp(`\\s(?=(?:${[...SECTION_WORDS].sort((a, b) => b.length - a.length).join('|')})(?:\\s|:|$))`, 'g');
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const RANGE_START = new RegExp(`(?<!${MONTH},?)\\s(?=(?:${MONTH}\\s*)?(?:19|20)\\d\\d\\s*(?:-|–|—|to)\\s*(?:(?:${MONTH}\\s*)?(?:19|20)\\d\\d|present|current|now)\\b)`, 'gi');
const EMAIL = /\s*(\S+@\S+\.[a-z]{2,})\s*/gi;

/** A long single-spaced run broken at the cues the words give. */
function splitByCues(line: string): string[] {
  if (line.length < LONG_LINE / 2) return [line];
  return line
    .replace(SECTION_PATTERN, '\n')
    .replace(RANGE_START, '\n')
    .replace(EMAIL, '\n$1\n')
    .split('\n')
    .map((piece) => piece.trim())
    .filter(Boolean);
}

/** True when the piece is nothing but one date, or "present" / "current". */
function isLoneDate(piece: string): boolean {
  const dates = findDates(piece);
  if (dates.length === 1) return piece.slice(0, dates[0]?.index).trim() === '' && piece.slice((dates[0]?.index ?? 0) + (dates[0]?.length ?? 0)).trim() === '';
  return dates.length === 0 && mentionsPresent(piece) && piece.trim().split(/\s+/).length <= 2;
}

/** True when the piece ends with a date ("Muncie, IN; May 2013", "Feb 2013"). */
function endsWithDate(piece: string): boolean {
  const last = findDates(piece).at(-1);
  return last !== undefined && piece.slice(last.index + last.length).trim() === '';
}

/** "Mar 2014", "current" → "Mar 2014 – current": the ends of a range that a break put apart. */
function joinRangeEnds(pieces: string[]): string[] {
  const joined: string[] = [];
  for (const piece of pieces) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && endsWithDate(previous) && isLoneDate(piece)) joined[joined.length - 1] = `${previous} – ${piece}`;
    else joined.push(piece);
  }
  return joined;
}

/**
 * "Intern, Acme Company • New York, NY • June 2016 - present": a bullet between a header's parts, before
 * a place or a date, separates them on one line; it is no list item.
 */
function keepInlineSeparators(piece: string): string {
  const segments = piece.split(BULLETS);
  if (segments.length < 2 || !segments[0]?.trim()) return piece;
  const isPlaceOrDate = (segment: string) => {
    const text = segment.trim();
    return text !== '' && (findDateRange(text) !== null || isLoneDate(text) || looksLikeCityAndRegion(text) || looksLikePlace(text));
  };
  let out = segments[0] ?? '';
  for (const segment of segments.slice(1)) out += isPlaceOrDate(segment) ? ` · ${segment.trim()}` : ` • ${segment.trim()}`;
  return out;
}

/** The text with its line breaks recovered, or the text as it was when it still has them. */
export function recoverLineBreaks(text: string): string {
  if (!lostLineBreaks(text)) return text;
  const decoded = decodeEscapedBytes(text.trim().replace(/^"|"$/g, ''));
  const pieces = decoded
    .split(/ {2,}|\t+|\n/)
    .map((piece) => keepInlineSeparators(piece.trim()))
    .join('\n')
    .replace(BULLETS, '\n• ')
    .split('\n')
    .map((piece) => piece.trim());
  return joinRangeEnds(pieces)
    .flatMap((piece) => splitByCues(piece))
    .filter((piece) => piece && piece !== '•')
    .join('\n');
}
