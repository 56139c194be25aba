/**
 * Dates as resumes write them, in English and Arabic: "Jan 2019", "January 2019", "01/2019", "2019-01",
 * "2019", "يناير ٢٠١٩", "كانون الثاني 2019", and ranges between them ending in a date or in "Present" /
 * "حتى الآن". A small grammar of our own rather than chrono-node: chrono reads "Jan 2019 - Present" as a
 * start with no end and is slow on long documents; resume dates are a narrow language.
 * Output dates are 'YYYY-MM' when the month is known, 'YYYY' otherwise.
 */
import { escapeRegExp, toAsciiDigits } from './text-utils.ts';

const MONTHS: Array<[string, number]> = [];
const addMonths = (names: string[]) => names.forEach((name, index) => MONTHS.push([name, index + 1]));
addMonths(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);
addMonths(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']);
addMonths(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'sept', 'october', 'november', 'december']);
addMonths(['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر']);
addMonths(['يناير', 'فبراير', 'مارس', 'ابريل', 'مايو', 'يونيه', 'يوليه', 'اغسطس', 'سبتمبر', 'اكتوبر', 'نوفمبر', 'ديسمبر']);
addMonths(['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول']);
addMonths(['كانون الثاني', 'شباط', 'اذار', 'نيسان', 'ايار', 'حزيران', 'تموز', 'اب', 'ايلول', 'تشرين الاول', 'تشرين الثاني', 'كانون الاول']);

const MONTH_BY_NAME = new Map(MONTHS.map(([name, month]) => [name, month]));
// Longest names first so "تشرين الثاني" wins over a shorter prefix.
const MONTH_NAMES = [...MONTH_BY_NAME.keys()].sort((left, right) => right.length - left.length).map(escapeRegExp).join('|');

const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
// "Dec' 2015", "May/2008", "Aug ’09": a month and its year with an apostrophe or a slash between; a
// two-digit year only after an apostrophe (a bare "Jul 12" may be a day).
const DATE = `(?:(?:${MONTH_NAMES})(?:\\.?,?\\s+|\\s*[/'’‘]\\s*)${YEAR}|(?:${MONTH_NAMES})\\.?\\s*['’‘]\\d\\d(?!\\d)|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR}\\s*[/-]\\s*(?:0?[1-9]|1[0-2])(?![\\d])|${YEAR})`;
const PRESENT_WORDS = ['present', 'current', 'currently', 'now', 'today', 'ongoing', 'to date', 'حتى الآن', 'حتى الان', 'الآن', 'الان', 'حاليًا', 'حاليا', 'حالياً', 'حتى تاريخه', 'للآن'];
const PRESENT = `(?:${PRESENT_WORDS.sort((left, right) => right.length - left.length).map(escapeRegExp).join('|')})`;
// LaTeX classes print "Sep. 2023 \u00AD Mar. 2024": the soft hyphen (and U+2010/2011/2212) is a dash there.
const SEPARATOR = '\\s*(?:--|-|–|—|\u00AD|\u2010|\u2011|\u2212|~|to|until|till|through|إلى|الى|حتى)\\s*';
// Letters on either side must not be glued to the match (so "2019" inside "CKAD-2019-11" still counts, but "Present" inside "Presentation" does not).
const RANGE_PATTERN = new RegExp(`(?<![\\p{L}\\d])(${DATE})${SEPARATOR}(${DATE}|${PRESENT})(?![\\p{L}\\d])`, 'iu');
const DATE_PATTERN = new RegExp(`(?<![\\p{L}\\d])(${DATE})(?![\\p{L}\\d])`, 'giu');

export interface PartialDate {
  /** 'YYYY-MM' or 'YYYY'. */
  iso: string;
  /** Months since year 0, for ordering; a bare year counts as its January. */
  order: number;
}

export function parseDate(text: string): PartialDate | null {
  const value = toAsciiDigits(text).trim().toLowerCase().replace(/\.$/, '');
  let match = /^(\d{4})$/.exec(value);
  if (match) return { iso: match[1] as string, order: Number(match[1]) * 12 };
  match = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(value);
  if (match) return monthYear(Number(match[2]), Number(match[1]));
  match = /^(\d{4})\s*[/-]\s*(\d{1,2})$/.exec(value);
  if (match) return monthYear(Number(match[1]), Number(match[2]));
  match = /^(.+?)(?:\.?,?\s+|\s*[/'’‘]\s*)(\d{4})$/u.exec(value);
  if (match) {
    const month = MONTH_BY_NAME.get(match[1] as string);
    if (month) return monthYear(Number(match[2]), month);
  }
  match = /^(.+?)\.?\s*['’‘](\d\d)$/u.exec(value);
  if (match) {
    const month = MONTH_BY_NAME.get(match[1] as string);
    const short = Number(match[2]);
    if (month) return monthYear(short <= 49 ? 2000 + short : 1900 + short, month);
  }
  return null;
}

function monthYear(year: number, month: number): PartialDate | null {
  if (month < 1 || month > 12) return null;
  return { iso: `${year}-${String(month).padStart(2, '0')}`, order: year * 12 + month - 1 };
}

export interface DateRange {
  start: PartialDate;
  end: PartialDate | null;
  current: boolean;
  /** Where the range sits in the text, to cut it out. */
  index: number;
  length: number;
}

/**
 * The first date range in a line. Ranges from right-to-left lines can arrive in visual order
 * ("2018 – 2014"): start and end are sorted by value.
 */
export function findDateRange(text: string): DateRange | null {
  const ascii = toAsciiDigits(text);
  const match = RANGE_PATTERN.exec(ascii);
  if (!match) return null;
  const first = parseDate(match[1] ?? '');
  if (!first) return null;
  const second = match[2] ?? '';
  const secondDate = parseDate(second);
  if (!secondDate) {
    return { start: first, end: null, current: true, index: match.index, length: match[0].length };
  }
  const [start, end] = first.order <= secondDate.order ? [first, secondDate] : [secondDate, first];
  return { start, end, current: false, index: match.index, length: match[0].length };
}

/**
 * A line that is only a day's date ("February 10, 2026", "10/02/2026"): what a page footer prints when the
 * resume was printed, never a period of study or work.
 */
export function isPrintDateLine(text: string): boolean {
  const value = toAsciiDigits(text).trim().replace(/^(?:printed|generated|updated|last updated|date)\s*(?:on)?\s*:?\s*/i, '');
  const month = `(?:${MONTH_NAMES})\\.?`;
  return new RegExp(`^(?:${month}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+${YEAR}|\\d{1,2}(?:st|nd|rd|th)?\\s+${month},?\\s+${YEAR}|\\d{1,2}[/.]\\d{1,2}[/.]${YEAR})$`, 'iu').test(value);
}

/** Every single date in a line, in order of appearance. */
export function findDates(text: string): Array<PartialDate & { index: number; length: number }> {
  const ascii = toAsciiDigits(text);
  const found: Array<PartialDate & { index: number; length: number }> = [];
  for (const match of ascii.matchAll(DATE_PATTERN)) {
    const date = parseDate(match[1] ?? '');
    if (date) found.push({ ...date, index: match.index ?? 0, length: match[0].length });
  }
  return found;
}

/** "Present", "حتى الآن"… on their own (a line that says "Since 2019 – now"). */
export function mentionsPresent(text: string): boolean {
  return new RegExp(`(?<![\\p{L}])${PRESENT}(?![\\p{L}])`, 'iu').test(text);
}
