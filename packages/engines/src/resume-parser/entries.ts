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
export const PART_SEPARATOR = /\s+[—–|·•@]\s+|\s*\|\s*|\t|\s+-\s+|\s+at\s+|\s+لدى\s+/iu;

/**
 * A detail is a bullet, or a sentence: long, with no dates and none of the separators header lines use.
 * DOC and TXT files often lose their bullets, so the sentence test matters.
 */
export function isDetailLine(line: LayoutLine): boolean {
  if (findDateRange(line.text)) return false;
  if (line.listItem) return true;
  if (line.bold || line.cells.length > 1) return false;
  const words = wordCount(line.text);
  if (words >= 7 && !PART_SEPARATOR.test(line.text)) return true;
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
  for (const line of lines) {
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
      (headerHasRange && current.header.length >= 3);
    if (startsNew) {
      current = { header: [line], details: [] };
      entries.push(current);
    } else {
      current?.header.push(line);
    }
  }
  return entries;
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
