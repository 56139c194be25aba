/**
 * What work history, education and certifications have in common: a section is a list of entries, each
 * a few short header lines (title, organisation, dates) followed by details (bullets or sentences).
 */
import type { LayoutLine } from './layout-line.ts';
import { findDateRange } from './dates.ts';
import { normaliseText, trimPunctuation } from './text-utils.ts';

export interface EntryBlock {
  header: LayoutLine[];
  details: LayoutLine[];
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Separators between a title, an organisation and a place on one line. */
// "CLEARWIRE- Kansas City": a hyphen glued to the word before it and followed by a space and a capital
// separates too (a hyphen inside a name has no space after it: "Hewlett-Packard").
export const PART_SEPARATOR = /\s+[—–|·•@]\s+|\s*\|\s*|\t|\s+-\s+|(?<=[\p{L}.])-\s+(?=\p{Lu})|\s+at\s+|\s+لدى\s+/u;

/**
 * Resume bullets start with what the person did ("Developed…", "Assisted…", "Communicated…"); a line that
 * starts with one of these verbs and goes on for a few words is a detail even when it lost its bullet.
 */
const ACTION_VERBS = new Set([
  'achieved', 'administered', 'analysed', 'analyzed', 'answered', 'arranged', 'assessed', 'assisted', 'attended', 'built', 'collaborated',
  'collated', 'collected', 'communicated', 'completed', 'conducted', 'coordinated', 'created', 'delivered', 'demonstrated', 'designed',
  'developed', 'educated', 'engaged', 'ensured', 'established', 'evaluated', 'executed', 'facilitated', 'generated', 'guided', 'handled',
  'helped', 'identified', 'implemented', 'improved', 'increased', 'maintained', 'managed', 'monitored', 'negotiated', 'observed',
  'organised', 'organized', 'oversaw', 'participated', 'performed', 'planned', 'prepared', 'presented', 'processed', 'produced',
  'promoted', 'provided', 'reduced', 'researched', 'resolved', 'reviewed', 'scheduled', 'secured', 'streamlined', 'supervised',
  'supported', 'taught', 'tested', 'trained', 'translated', 'tutored', 'updated', 'used', 'utilised', 'utilized', 'wrote',
  'awarded', 'received', 'won', 'got', 'composed', 'volunteered', 'contributed', 'interacted', 'liaised', 'ran', 'cleaned', 'working', 'worked',
  // The present tense of verbs no job title starts with ("Supervise student teachers", "Coordinate the rota").
  'assist', 'collaborate', 'communicate', 'conduct', 'coordinate', 'create', 'develop', 'ensure', 'facilitate', 'implement', 'maintain',
  'organise', 'organize', 'participate', 'perform', 'prepare', 'provide', 'supervise', 'work', 'handle', 'interact', 'liaise',
]);

export function startsWithActionVerb(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 3 && ACTION_VERBS.has((words[0] ?? '').toLowerCase());
}

/**
 * A detail is a bullet, or a sentence: long, with no dates and none of the separators header lines use.
 * DOC and TXT files often lose their bullets, so the sentence test matters.
 */
export function isDetailLine(line: LayoutLine): boolean {
  // "• Worked as a tester with Acme from Dec' 2015 to Sept' 2016": a bullet that is a sentence stays a
  // detail even with dates in it.
  if (line.listItem && startsWithActionVerb(line.text) && wordCount(line.text) >= 8) return true;
  if (findDateRange(line.text)) return false;
  if (line.listItem) return true;
  if (line.bold || line.cells.length > 1) return false;
  if (startsWithActionVerb(line.text)) return true;
  // "Achievements:", "Responsibilities/Achievements:": a job's own list heading belongs to its details.
  if (/^[\p{L}][\p{L} /&-]*[:：]\s*$/u.test(line.text) && wordCount(line.text) <= 3) return true;
  const words = wordCount(line.text);
  if (words >= 7 && !PART_SEPARATOR.test(line.text) && !isTitleCased(line.text)) return true;
  return words >= 12 || /;\s/.test(line.text);
}

/**
 * Groups section lines into entries. A new entry starts at a header line that follows details, or at a
 * second line with its own date range, or at a line that starts over the pattern of the first header
 * (bold after a dated line).
 */
export function groupEntries(lines: LayoutLine[], isDetail: (line: LayoutLine) => boolean = isDetailLine): EntryBlock[] {
  const entries: EntryBlock[] = [];
  let current: EntryBlock | null = null;
  for (const [index, line] of lines.entries()) {
    if (isDetail(line)) {
      if (current) current.details.push(line);
      continue;
    }
    const hasRange = findDateRange(line.text) !== null;
    const headerHasRange = current?.header.some((headerLine) => findDateRange(headerLine.text)) ?? false;
    const startsNew =
      !current ||
      current.details.length > 0 ||
      (hasRange && headerHasRange) ||
      (headerHasRange && (line.bold || line.boldPrefix !== null) && current.header.length >= 2) ||
      (headerHasRange && current.header.length >= 3) ||
      (current !== null && endsOnItsDates(current.header, line, lines[index + 1]));
    if (startsNew) {
      current = { header: [line], details: [] };
      entries.push(current);
    } else {
      current?.header.push(line);
    }
  }
  return entries;
}

const LOWER_CASE_WORDS = new Set(['of', 'and', '&', 'in', 'the', 'for', 'to', 'with', 'at', 'on', 'a', 'an', '/', '-', '–']);

/**
 * "Sr. Program Manager / Product Owner, Architect, Consultant": every word capitalised but the small ones,
 * and no full stop at the end: a long header (titles, names), not a sentence.
 */
function isTitleCased(text: string): boolean {
  if (/[.;:]\s*$/.test(text)) return false;
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word) && !LOWER_CASE_WORDS.has(word.toLowerCase()));
  return words.length > 0 && words.every((word) => /^[^\p{L}]*\p{Lu}/u.test(word));
}

/** A line that holds a date range and nothing else ("January 2017 to Present"). */
function isOnlyDateRange(text: string): boolean {
  const range = findDateRange(text);
  return range !== null && trimPunctuation(cutOut(text, range.index, range.length).replace('|', '')) === '';
}

/**
 * "Title / Company - City - / Jan 2017 to Present": a header that ends on its dates is complete when it
 * already holds a title and an employer, or when the next line or the one after it repeats the shape of
 * one of its lines (the "Company - City -" lines of a job board's export, where the title line above the
 * employer may be missing).
 */
function endsOnItsDates(header: LayoutLine[], next: LayoutLine, afterNext: LayoutLine | undefined): boolean {
  if (!isOnlyDateRange(header[header.length - 1]?.text ?? '')) return false;
  if (header.filter((line) => !isOnlyDateRange(line.text)).length >= 2) return true;
  const trailingDash = (text: string) => /\s[-–]\s*$/.test(text);
  if (!header.some((line) => trailingDash(line.text))) return false;
  // The next line is the next employer's, or the title line above it.
  return trailingDash(next.text) || (afterNext !== undefined && trailingDash(afterNext.text));
}

/** Splits header text into its parts, dropping empty ones and bracket remnants. */
export function splitParts(text: string): string[] {
  return text
    .split(PART_SEPARATOR)
    .map((part) => trimPunctuation(normaliseText(part.replace(/[()[\]]/g, ' '))))
    .filter((part) => part.length > 0);
}

/** Cuts a matched span out of a line, leaving a separator so the pieces stay apart. */
export function cutOut(text: string, index: number, length: number): string {
  return `${text.slice(0, index)} | ${text.slice(index + length)}`;
}

export function detailText(details: LayoutLine[]): string {
  return details.map((line) => line.text).join('\n');
}
