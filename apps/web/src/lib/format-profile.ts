import type { Locale } from '@masar/shared/messages';
import { formatMonthYear } from './dates';
import { formatParts } from './format-list';

/** How a profile's dates and degrees read, the same on the candidate's profile and wherever it is shown. */

export interface RangeLabels {
  present: string;
  invalid: string;
}

/** "March 2021 – Present": dates in the long local format, 'Present' for a current job. */
export function formatRange(
  start: string | null,
  end: string | null,
  current: boolean,
  locale: Locale,
  labels: RangeLabels,
): string | null {
  const from = start === null ? null : (formatMonthYear(start, locale) ?? labels.invalid);
  const to = current ? labels.present : end === null ? null : (formatMonthYear(end, locale) ?? labels.invalid);
  if (from === null && to === null) return null;
  return [from, to].filter((part) => part !== null).join(' – ');
}

/** Case, diacritics and spacing aside, so "Computer Science" is found in "Bachelor of computer science". */
function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064B-\u065F\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A degree and its field in one line: "Bachelor of Computer Science" alone when the degree already names
 * the field, else both with the locale's comma ("BSc, Computer Science", "بكالوريوس، الرياضيات").
 */
export function degreeLine(degree: string | null, field: string | null, locale: Locale): string {
  const parts = [degree, field].filter((part): part is string => part !== null && part.trim() !== '');
  if (parts.length === 2 && foldText(parts[0] ?? '').includes(foldText(parts[1] ?? ''))) return parts[0] ?? '';
  return formatParts(parts, locale);
}
