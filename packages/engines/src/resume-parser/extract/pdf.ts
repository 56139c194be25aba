/**
 * PDF → layout lines with pdfjs-dist (legacy build: the modern one needs Node 22).
 *
 * pdfjs gives positioned text items. We rebuild lines ourselves because resume PDFs are laid out, not
 * flowed: items are grouped by baseline, pages with a sidebar are split into their two columns, runs far
 * apart on one line become separate cells, and right-to-left text (which Chromium prints one glyph per
 * item, in presentation forms and visual order) is put back into reading order. Bullets are drawn as
 * shapes, not text, so list items are recognised by their indentation, and wrapped lines are joined.
 */
// Must come before pdfjs: it keeps the native Array.prototype.push that pdfjs's polyfills replace.
import { restoreNativePush } from './native-push.ts';
import { AnnotationMode, getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { makeLine, type LayoutLine } from '../layout-line.ts';
import { hasArabic, isMostlyArabic, normaliseText, repairPdfArabic } from '../text-utils.ts';
import { findDateRange } from '../dates.ts';
import { ExtractionError } from './extraction-error.ts';
import { MAX_PDF_PAGES } from './limits.ts';

restoreNativePush();

/**
 * pdfjs's font loader writes an @font-face rule into this document for each font that reaches the main
 * thread. In Node there is no document, and with `disableFontFace` the worker instead builds a drawing path
 * for every glyph a page's operator list shows (a third of that list's cost); we only read font names, so
 * fonts are "loaded" into this stand-in, which keeps nothing.
 */
const FONTLESS_DOCUMENT = {
  createElement: () => ({ sheet: { cssRules: [], insertRule: () => 0 }, remove: () => undefined }),
  documentElement: { getElementsByTagName: () => [{ append: () => undefined }] },
};

export interface PdfOptions {
  /** Where pdfjs finds its standard fonts (a directory path or URL ending in '/'). */
  standardFontDataUrl?: string;
  /** Bold needs each page's operator list, which costs about as much as the text itself. */
  detectBold?: boolean;
}

interface Glyph {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
  bold: boolean;
  /**
   * Bidi class, simplified: Arabic letters, Latin letters, European digits, Arabic-Indic digits, and
   * neutrals (spaces, punctuation). Numbers are kept apart because bidi treats them apart.
   */
  direction: 'rtl' | 'ltr' | 'en' | 'an' | 'neutral';
}

interface RawLine {
  glyphs: Glyph[];
  y: number;
  size: number;
  left: number;
  right: number;
  page: number;
  /** 0 for full-width lines, 1 and 2 for the columns of a two-column page. */
  column: number;
}

function directionOf(text: string): Glyph['direction'] {
  if (hasArabic(text.replace(/[\u0660-\u0669\u06F0-\u06F9\u060C\u061B\u061F]/g, ''))) return 'rtl';
  if (/[A-Za-z\u00C0-\u024F@]/.test(text)) return 'ltr';
  if (/[0-9]/.test(text)) return 'en';
  return /[\u0660-\u0669\u06F0-\u06F9]/.test(text) ? 'an' : 'neutral';
}

function modeCount(values: number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(Math.round(value / 2), (counts.get(Math.round(value / 2)) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

/**
 * Pages whose paragraphs run right to left: mostly Arabic, or partly Arabic with lines that line up on
 * the right edge rather than the left (a mixed resume with English entries in an Arabic layout).
 */
function isRightToLeftPage(glyphs: Glyph[], lines: RawLine[]): boolean {
  const text = glyphs.map((glyph) => glyph.text).join('');
  const arabic = text.match(/[\u0621-\u064A]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  if (arabic === 0) return false;
  const share = arabic / (arabic + latin);
  if (share >= 0.5) return true;
  return share >= 0.05 && modeCount(lines.map((line) => line.right)) > modeCount(lines.map((line) => line.left));
}

type PdfPage = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;
type PdfTextContent = Awaited<ReturnType<PdfPage['getTextContent']>>;

function fontNamesOf(content: PdfTextContent): Set<string> {
  return new Set(content.items.flatMap((item) => ('fontName' in item ? [item.fontName] : [])));
}

/**
 * The fonts of a page's text that are bold. Fonts reach the main thread only with a page's operator list
 * (as costly as the text itself); they are shared by the document's pages, so later pages usually need
 * none. A page sets its fonts near its top, so the list is not waited for once every font has arrived: the
 * rest of it is dropped when the document is destroyed.
 */
async function findBoldFonts(page: PdfPage, content: PdfTextContent): Promise<Set<string>> {
  const fontNames = fontNamesOf(content);
  const missing = () => [...fontNames].some((fontName) => !page.commonObjs.has(fontName));
  if (missing()) {
    const operatorList = page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
    // Destroying the document rejects the unfinished list.
    operatorList.catch(() => undefined);
    const fontsArrived = Promise.all(
      [...fontNames].map(
        (fontName) =>
          new Promise<void>((resolve) => {
            page.commonObjs.get(fontName, () => resolve());
          }),
      ),
    );
    await Promise.race([operatorList, fontsArrived]);
    // Font objects resolve a few promise turns after their message: let the last ones land.
    if (missing()) await new Promise((resolve) => setImmediate(resolve));
  }
  const boldFonts = new Set<string>();
  for (const fontName of fontNames) {
    if (!page.commonObjs.has(fontName)) continue;
    const font = page.commonObjs.get(fontName) as { name?: string; bold?: boolean; black?: boolean } | null;
    if (font && (font.bold || font.black || /bold|black|heavy|semibold|demi/i.test(font.name ?? ''))) boldFonts.add(fontName);
  }
  return boldFonts;
}

function toGlyphs(content: PdfTextContent, boldFonts: Set<string>): Glyph[] {
  const glyphs: Glyph[] = [];
  for (const item of content.items as TextItem[]) {
    if (typeof item.str !== 'string' || item.str.length === 0) continue;
    // A single ligature glyph (lam + alef maqsura) comes out reversed by pdfjs's own bidi pass;
    // "ىل" cannot occur in Arabic spelling, since alef maqsura only ends a word.
    // NFKC turns isolated harakat (U+FE70…) into a space and the mark: keep the mark only.
    // The same happens to the Allah ligature ("الله" must not come out "اهلل"): repairPdfArabic.
    const text = repairPdfArabic(item.str).replace(/ىل/g, 'لى').replace(/\s+(?=\p{M})/gu, '');
    // Spaces are dropped and re-inferred from the gaps: Chromium also emits one wide space to stand for
    // a flex gap, which would hide the gap between a title and its right-aligned dates.
    if (text.trim().length === 0) continue;
    const [a = 1, b = 0, , , x = 0, y = 0] = item.transform as number[];
    const size = Math.hypot(a, b) || 10;
    glyphs.push({ text, x, right: x + item.width, y, size, bold: boldFonts.has(item.fontName), direction: directionOf(text) });
  }
  return glyphs;
}

/** Group glyphs that share a baseline. */
function groupByBaseline(glyphs: Glyph[], page: number): RawLine[] {
  const sorted = [...glyphs].sort((left, right) => right.y - left.y || left.x - right.x);
  const lines: RawLine[] = [];
  for (const glyph of sorted) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(last.y - glyph.y) <= Math.max(2, 0.3 * Math.min(last.size, glyph.size))) {
      last.glyphs.push(glyph);
      last.size = Math.max(last.size, glyph.size);
      last.left = Math.min(last.left, glyph.x);
      last.right = Math.max(last.right, glyph.right);
    } else {
      lines.push({ glyphs: [glyph], y: glyph.y, size: glyph.size, left: glyph.x, right: glyph.right, page, column: 0 });
    }
  }
  return lines;
}

/**
 * Finds the gutter of a two-column page: an x band no line crosses, with enough lines on each side.
 * Tables also have empty bands, but only over a few lines, and their cells share baselines row by row;
 * a sidebar's columns run the page's height on their own baselines.
 */
function findGutter(lines: RawLine[], pageWidth: number, rtlPage: boolean): number | null {
  const textLines = lines.filter((line) => line.glyphs.some((glyph) => glyph.text.trim()));
  if (textLines.length < 10) return null;
  const step = 2;
  let best: { x: number; crossing: number } | null = null;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += step) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const line of textLines) {
      const crosses = line.glyphs.some((glyph) => glyph.text.trim() && glyph.x < x + 4 && glyph.right > x - 4);
      if (crosses) crossing++;
      else {
        if (line.glyphs.some((glyph) => glyph.right <= x)) left++;
        if (line.glyphs.some((glyph) => glyph.x >= x)) right++;
      }
    }
    if (left < textLines.length * 0.2 || right < textLines.length * 0.2) continue;
    if (crossing > textLines.length * 0.08) continue;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  if (!best) return null;
  const gutter = best.x;
  // Rows whose text sits on both sides at the same baseline: many in a table, few in two columns.
  let both = 0;
  let sides = 0;
  let lefts = 0;
  let rights = 0;
  for (const line of textLines) {
    const hasLeft = line.glyphs.some((glyph) => glyph.right <= gutter && glyph.text.trim());
    const hasRight = line.glyphs.some((glyph) => glyph.x >= gutter && glyph.text.trim());
    if (hasLeft || hasRight) sides++;
    if (hasLeft && hasRight) both++;
    if (hasLeft) lefts++;
    if (hasRight) rights++;
  }
  if (both / Math.max(1, sides) > 0.6) return null;
  // A short end side (right, or left on a right-to-left page) whose lines nearly all share a baseline with
  // the start side is not a column but the flush ends of rows (dates flush right of "Title at Company",
  // the last chip of a row). A short start side is a gutter of headings (splitColumns).
  const [start, end] = rtlPage ? [rights, lefts] : [lefts, rights];
  return end < start && both / Math.max(1, end) > 0.7 ? null : gutter;
}

function splitColumns(lines: RawLine[], pageWidth: number, rtlPage: boolean): RawLine[] {
  const gutter = findGutter(lines, pageWidth, rtlPage);
  if (gutter === null) return lines;
  const full: RawLine[] = [];
  const left: RawLine[] = [];
  const right: RawLine[] = [];
  const firstColumnY = Math.max(...lines.filter((line) => line.glyphs.every((glyph) => glyph.right <= gutter + 4 || glyph.x >= gutter - 4)).map((line) => line.y));
  const subLine = (line: RawLine, glyphs: Glyph[]): RawLine => ({
    ...line,
    glyphs,
    left: Math.min(...glyphs.map((glyph) => glyph.x)),
    right: Math.max(...glyphs.map((glyph) => glyph.right)),
    size: Math.max(...glyphs.map((glyph) => glyph.size)),
  });
  for (const line of lines) {
    const crosses = line.glyphs.some((glyph) => glyph.text.trim() && glyph.x < gutter - 4 && glyph.right > gutter + 4);
    if (crosses || line.y > firstColumnY) {
      full.push(line);
      continue;
    }
    const leftGlyphs = line.glyphs.filter((glyph) => glyph.x < gutter);
    const rightGlyphs = line.glyphs.filter((glyph) => glyph.x >= gutter);
    if (leftGlyphs.length) left.push({ ...subLine(line, leftGlyphs), column: 1 });
    if (rightGlyphs.length) right.push({ ...subLine(line, rightGlyphs), column: 2 });
  }
  // A gutter of headings (a theme's section names in a narrow first column, each on the baseline of its
  // section's first line) is not a column to read on its own: each heading goes before its section.
  if (isHeadingGutter(rtlPage ? right : left, rtlPage ? left : right)) {
    const byBaseline = [...left, ...right].map((line, index) => ({ line, index, first: (rtlPage ? line.column === 2 : line.column === 1) ? 0 : 1 }));
    byBaseline.sort((a, b) => b.line.y - a.line.y || a.first - b.first || a.index - b.index);
    return [...full, ...byBaseline.map(({ line }) => line)];
  }
  // The name at the top of the main column (a sidebar theme's header), and the lines set close under it
  // (the headline), are the page's header, read first.
  const both = [...left, ...right];
  const sizes = both.map((line) => line.size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const largest = both.reduce<RawLine | null>((best, line) => (!best || line.size > best.size ? line : best), null);
  const column = largest?.column === 1 ? left : right;
  if (largest && full.length === 0 && column[0] === largest && largest.size > 1.5 * median) {
    column.shift();
    full.push({ ...largest, column: 0 });
    while (column[0] && full[full.length - 1]!.y - column[0].y < 1.6 * column[0].size) full.push({ ...column.shift()!, column: 0 });
  }
  // Header lines above the columns first, then the column read first in the page's direction.
  return rtlPage ? [...full, ...right, ...left] : [...full, ...left, ...right];
}

/**
 * The first column holds only headings: a few short lines of words (no digits, no addresses), far fewer
 * than the other column's, each standing apart (more than a line's height from the next: a sidebar's
 * lists run line after line), and at least half on the same baseline as a line of the other column (a
 * table's section rows stand on a row of their own). A sidebar has its own contact lines, dates and
 * lists, on baselines of its own.
 */
function isHeadingGutter(first: Array<Pick<RawLine, 'y' | 'glyphs' | 'size'>>, other: Array<Pick<RawLine, 'y'>>): boolean {
  if (first.length < 2 || first.length * 2 > other.length) return false;
  const textOf = (line: Pick<RawLine, 'glyphs'>) => line.glyphs.map((glyph) => glyph.text).join('').replace(/\s+/g, ' ').trim();
  const headingLike = first.every((line) => {
    const text = textOf(line);
    return text.length > 0 && text.length <= 32 && text.split(' ').length <= 4 && !/[\d@]/.test(text);
  });
  if (!headingLike) return false;
  const apart = first.every((line, index) => index === 0 || first[index - 1]!.y - line.y > 1.8 * line.size);
  const aligned = first.filter((line) => other.some((candidate) => Math.abs(candidate.y - line.y) < 1.5)).length;
  return apart && aligned >= first.length * 0.5;
}

const NUMBER_SEPARATOR = /^[/.,:+-]$/;

/**
 * `ordered` runs in the line's direction; the runs written the other way (Latin words and numbers in an
 * Arabic line, Arabic words in an English one) are still in visual order: reverse each in place.
 * In right-to-left lines, number groups apart by a space are separate runs (so "+963 944" printed in an
 * Arabic sentence keeps its groups in bidi's order), a number joins its neighbour only through a single
 * separator ("05/2024"), and a number that visually follows a Latin word starts its own run (a date
 * before "to Present").
 */
function reverseEmbeddedRuns(ordered: Glyph[], rtl: boolean): void {
  const isAgainst = (glyph: Glyph | undefined) => !!glyph && (rtl ? glyph.direction !== 'rtl' && glyph.direction !== 'neutral' : glyph.direction === 'rtl' || glyph.direction === 'an');
  const joins = (last: Glyph, neutrals: Glyph[], next: Glyph): boolean => {
    if (!rtl) return true;
    const spaced = neutrals.some((glyph) => glyph.text.trim() === '');
    if (last.direction === 'ltr') return next.direction === 'ltr' || next.direction === 'en' || !spaced;
    // last is a number
    if (next.direction === 'ltr') return false;
    if (neutrals.length === 0) return true;
    return !spaced && neutrals.length === 1 && NUMBER_SEPARATOR.test(neutrals[0]?.text ?? '') && next.direction === last.direction;
  };
  let index = 0;
  while (index < ordered.length) {
    const first = ordered[index];
    if (!first || !isAgainst(first)) {
      index++;
      continue;
    }
    let end = index;
    let probe = index + 1;
    while (probe < ordered.length) {
      const neutrals: Glyph[] = [];
      while (probe < ordered.length && ordered[probe]?.direction === 'neutral') neutrals.push(ordered[probe++] as Glyph);
      const next = ordered[probe];
      const last = ordered[end] as Glyph;
      if (!next || !isAgainst(next) || !joins(last, neutrals, next)) break;
      end = probe;
      probe++;
    }
    // Neutrals inside a reversed run take the run's direction: undo the mirroring done for the line, or
    // apply it for right-to-left runs in a left-to-right line.
    const run = ordered.slice(index, end + 1).reverse().map((glyph) => (glyph.direction === 'neutral' ? { ...glyph, text: mirror(glyph.text) } : glyph));
    ordered.splice(index, run.length, ...run);
    index = end + 1;
  }
}

/** Combining marks (shadda, tanween) are printed as glyphs of their own over their letter: put them back. */
function attachMarks(glyphs: Glyph[]): Glyph[] {
  const bases = glyphs.filter((glyph) => !/^\p{M}+$/u.test(glyph.text)).map((glyph) => ({ ...glyph }));
  for (const mark of glyphs) {
    if (!/^\p{M}+$/u.test(mark.text)) continue;
    const centre = (mark.x + mark.right) / 2;
    const distance = (base: Glyph) => (centre >= base.x && centre <= base.right ? 0 : Math.min(Math.abs(centre - base.x), Math.abs(centre - base.right)));
    let best: Glyph | undefined;
    for (const base of bases) {
      if (base.direction !== 'rtl') continue;
      if (!best || distance(base) < distance(best)) best = base;
    }
    if (best) best.text += mark.text;
  }
  return bases;
}

/**
 * Visual order → reading order. Glyphs are sorted left to right; spaces are added where glyphs are
 * apart; then the runs written against the line's direction are reversed, which is the part of the
 * Unicode bidi algorithm that printed resumes need.
 */
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«' };

function mirror(text: string): string {
  return text.replace(/[()[\]{}<>«»]/g, (char) => MIRRORED[char] ?? char);
}

/**
 * pdfjs may merge a Latin phrase and the number bidi placed after it ("to Present · Zarqa 09/2023",
 * logically "09/2023 to Present · Zarqa") into one item; split the number off so it can be reordered.
 */
function splitTrailingNumbers(glyphs: Glyph[]): Glyph[] {
  return glyphs.flatMap((glyph) => {
    // Only a range whose start was carried to the far side ("to Present · Zarqa 09/2023"); "Nov 2022 -
    // Apr 2024" is one run already.
    const match = glyph.direction === 'ltr' && /^\s*(?:to|until|till|[-–—])\s/iu.test(glyph.text) ? /^(.*\S)(\s+)([+\d][\d/.–-]*)$/u.exec(glyph.text) : null;
    if (!match) return [glyph];
    const [, words = '', space = '', number = ''] = match;
    const perChar = (glyph.right - glyph.x) / glyph.text.length;
    const split = glyph.x + perChar * (words.length + space.length);
    return [
      { ...glyph, text: words, right: glyph.x + perChar * words.length },
      { ...glyph, text: number, x: split, direction: 'en' as const },
    ];
  });
}

function orderLine(line: RawLine, rtlPage: boolean): { cells: Array<{ text: string; bold: boolean[]; left: number; right: number }>; rtl: boolean } {
  const rtl = rtlPage || isMostlyArabic(line.glyphs.map((glyph) => glyph.text).join(''));
  const visual = (rtl ? splitTrailingNumbers(attachMarks(line.glyphs)) : attachMarks(line.glyphs)).sort((left, right) => left.x - right.x);
  // Split into cells at wide gaps.
  const cellGlyphs: Glyph[][] = [];
  let previous: Glyph | undefined;
  for (const glyph of visual) {
    const gap = previous ? glyph.x - previous.right : 0;
    if (!previous || gap > 0.9 * Math.max(glyph.size, previous.size)) cellGlyphs.push([]);
    const current = cellGlyphs[cellGlyphs.length - 1];
    if (previous && current && current.length > 0 && gap > 0.18 * glyph.size && !/\s$/.test(previous.text) && !/^\s/.test(glyph.text)) {
      current.push({ ...glyph, text: ' ', direction: 'neutral', bold: previous.bold && glyph.bold });
    }
    current?.push(glyph);
    previous = glyph;
  }
  const cells = cellGlyphs.map((glyphs) => {
    // Brackets in right-to-left text are drawn mirrored: the glyph ")" stands for "(" in reading order.
    const ordered = (rtl ? [...glyphs].reverse() : [...glyphs]).map((glyph) => (rtl && glyph.direction === 'neutral' ? { ...glyph, text: mirror(glyph.text) } : glyph));
    reverseEmbeddedRuns(ordered, rtl);
    return {
      text: ordered.map((glyph) => glyph.text).join(''),
      bold: ordered.flatMap((glyph) => [...glyph.text].map(() => glyph.bold)),
      left: Math.min(...glyphs.map((glyph) => glyph.x)),
      right: Math.max(...glyphs.map((glyph) => glyph.right)),
    };
  });
  return { cells: rtl ? cells.reverse() : cells, rtl };
}

function toLayoutLines(rawLines: RawLine[], rtlPage: boolean): LayoutLine[] {
  const lines: LayoutLine[] = [];
  for (const raw of rawLines) {
    const { cells, rtl } = orderLine(raw, rtlPage);
    const kept = cells.map((cell) => ({ ...cell, text: normaliseText(cell.text) })).filter((cell) => cell.text);
    const texts = kept.map((cell) => cell.text);
    if (texts.length === 0) continue;
    const glyphs = raw.glyphs.filter((glyph) => glyph.text.trim());
    const boldChars = glyphs.filter((glyph) => glyph.bold).reduce((sum, glyph) => sum + glyph.text.length, 0);
    const allChars = glyphs.reduce((sum, glyph) => sum + glyph.text.length, 0);
    const bold = allChars > 0 && boldChars / allChars >= 0.8;
    let boldPrefix: string | null = null;
    const first = cells[0];
    if (!bold && first && first.bold.some(Boolean)) {
      const firstPlain = [...first.text].findIndex((char, index) => char.trim() !== '' && first.bold[index] === false);
      if (first.bold.length === [...first.text].length && firstPlain > 0) boldPrefix = normaliseText([...first.text].slice(0, firstPlain).join('')) || null;
    }
    lines.push(
      makeLine(texts.join(' | '), {
        bold,
        boldPrefix,
        fontSize: Math.round(raw.size * 10) / 10,
        x: rtl ? raw.right : raw.left,
        y: raw.y,
        page: raw.page,
        cells: texts,
        rtl,
      }),
    );
    if (!rtl && kept.length > 1) cellBoxes.set(lines[lines.length - 1]!, kept.map(({ left, right }) => ({ left, right })));
  }
  return lines;
}

/** Where each cell of a left-to-right line with several cells starts and ends (for wrapped cells). */
const cellBoxes = new WeakMap<LayoutLine, Array<{ left: number; right: number }>>();

/** "02/2021 –", "Mar 2015 - Sep": a date range cut by the cell's edge, its end on the next line. */
function isOpenRange(cell: string): boolean {
  return /\d{4}\s*[-–—]\s*(?:\p{L}{3,9}\.?)?$/u.test(cell) && findDateRange(cell) === null;
}

/**
 * The line under a row of cells continues some of them (a table's or a grid's cells wrap on their own):
 * each of its cells that starts where a cell of the row starts, and either ends an open date range or
 * begins with a word that would not have fitted in that cell. Returns the merged row and the cells of
 * the line that start a new line of their own, or null when the line is not such a continuation.
 */
function continueCells(previous: LayoutLine, line: LayoutLine, farEdge: number): { row: LayoutLine; rest: string[] } | null {
  const above = cellBoxes.get(previous);
  if (!above || previous.y - line.y >= 1.8 * previous.fontSize || Math.abs(previous.fontSize - line.fontSize) >= 0.6) return null;
  const below = cellBoxes.get(line) ?? (line.cells.length === 1 && !line.rtl ? [{ left: line.x, right: line.x }] : null);
  if (!below || below.length !== line.cells.length) return null;
  const cells = [...previous.cells];
  const rest: string[] = [];
  let merged = false;
  below.forEach((box, index) => {
    const text = line.cells[index] ?? '';
    const target = above.findIndex((candidate) => Math.abs(candidate.left - box.left) < 2);
    const aboveText = cells[target] ?? '';
    const room = target >= 0 ? (above[target + 1]?.left ?? farEdge) - (above[target]?.right ?? 0) : 0;
    const firstWord = text.split(/\s/)[0] ?? '';
    const wraps = target >= 0 && (isOpenRange(aboveText) || (room < (firstWord.length + 1) * 0.55 * line.fontSize + 12 && !/[.!?;]$/.test(aboveText)));
    if (wraps && rest.length === 0) {
      cells[target] = `${aboveText} ${text}`;
      merged = true;
    } else rest.push(text);
  });
  if (!merged) return null;
  return { row: { ...previous, cells, text: cells.join(' | ') }, rest };
}

/**
 * Marks indented lines as list items and joins wrapped lines, column by column. A column is a run of
 * lines whose left (or, in Arabic, right) edges stay within the same band.
 */
/** Links and e-mails start in lower case but begin a line of their own. */
const STARTS_WITH_ADDRESS = /^(?:https?:\/\/|www\.|[\w.-]+\.(?:com|org|net|io|dev|me)\b|\S+@)/i;

interface LineEdges {
  left: number;
  right: number;
  column: number;
  /** The page's direction: right-to-left paragraphs start at the right edge, whatever their words. */
  alignRtl: boolean;
}

function joinAndMarkLists(lines: LayoutLine[], edges: Map<LayoutLine, LineEdges>): LayoutLine[] {
  const edgeOf = (line: LayoutLine): LineEdges => edges.get(line) ?? { left: line.x, right: line.x, column: 0, alignRtl: line.rtl };
  const keyOf = (line: LayoutLine) => `${line.page}:${edgeOf(line).column}`;
  const startOf = (line: LayoutLine) => (edgeOf(line).alignRtl ? edgeOf(line).right : edgeOf(line).left);
  const farOf = (line: LayoutLine) => (edgeOf(line).alignRtl ? edgeOf(line).left : edgeOf(line).right);
  // A column's margin is where its lines start; its far edge is where the longest lines end.
  const margins = new Map<string, number>();
  const farEdges = new Map<string, number>();
  for (const line of lines) {
    const key = keyOf(line);
    const margin = margins.get(key);
    const far = farEdges.get(key);
    margins.set(key, margin === undefined ? startOf(line) : edgeOf(line).alignRtl ? Math.max(margin, startOf(line)) : Math.min(margin, startOf(line)));
    farEdges.set(key, far === undefined ? farOf(line) : edgeOf(line).alignRtl ? Math.min(far, farOf(line)) : Math.max(far, farOf(line)));
  }
  const result: LayoutLine[] = [];
  for (const line of lines) {
    const key = keyOf(line);
    const margin = margins.get(key) ?? startOf(line);
    const indent = Math.abs(startOf(line) - margin);
    const indented = indent > 0.9 * line.fontSize && indent < 4 * line.fontSize && line.cells.length === 1;
    const previous = result[result.length - 1];
    // A row of cells whose cells wrap on their own ("02/2021 –" / "Present" under it; "Master of Business"
    // / "Administration"); what is left of the line starts a line of its own.
    const continued = previous && previous.page === line.page && keyOf(previous) === key ? continueCells(previous, line, farEdges.get(key) ?? farOf(previous)) : null;
    if (previous && continued) {
      result[result.length - 1] = continued.row;
      edges.set(continued.row, edgeOf(previous));
      cellBoxes.set(continued.row, cellBoxes.get(previous) ?? []);
      if (continued.rest.length) {
        const restLine: LayoutLine = { ...line, cells: continued.rest, text: continued.rest.join(' | '), listItem: false };
        const boxes = cellBoxes.get(line);
        const left = boxes?.[boxes.length - continued.rest.length]?.left ?? line.x;
        edges.set(restLine, { ...edgeOf(line), left });
        result.push({ ...restLine, x: left });
      }
      continue;
    }
    // Two-cell lines that wrapped side by side ("Degree in Human | 2011 –" / "Resource Management | 2015").
    if (
      previous &&
      previous.page === line.page &&
      keyOf(previous) === key &&
      previous.cells.length > 1 &&
      previous.cells.length === line.cells.length &&
      previous.bold === line.bold &&
      previous.y - line.y < 1.8 * previous.fontSize &&
      previous.cells.some((cell) => /[-–—,/]$/.test(cell))
    ) {
      const cells = previous.cells.map((cell, index) => `${cell} ${line.cells[index] ?? ''}`.trim());
      const merged: LayoutLine = { ...previous, cells, text: cells.join(' | '), y: line.y };
      result[result.length - 1] = merged;
      edges.set(merged, edgeOf(line));
      continue;
    }
    if (previous && previous.page === line.page && keyOf(previous) === key && previous.cells.length === 1 && line.cells.length === 1) {
      const far = farEdges.get(key) ?? farOf(previous);
      const alignRtl = edgeOf(previous).alignRtl;
      // A wrapped line ends near the column's far edge, and (in Latin script) its continuation usually
      // starts in lower case; a new bullet or paragraph starts at the same edge but in upper case.
      const room = Math.abs(far - farOf(previous));
      const reachedEnd = room < (alignRtl ? 3 : 6) * previous.fontSize;
      // The wrap test: the next line's first word would not have fitted in the room left on this one.
      const firstWord = line.text.split(/\s/)[0] ?? '';
      // List items are short and end anywhere, so the test is only for running text.
      // A line that opens with a bold run starts an entry of its own.
      const wrapped = !previous.listItem && !indented && line.boldPrefix === null && room < (firstWord.length + 1) * 0.55 * line.fontSize && !/[.!?;]$/.test(previous.text);
      const arabicPair = isMostlyArabic(previous.text) && isMostlyArabic(line.text);
      const continues = arabicPair
        ? room < 2 * previous.fontSize && !/[.!؟:]$/.test(previous.text)
        : !STARTS_WITH_ADDRESS.test(line.text) && !/^[\p{L} ]{2,24}:\s/u.test(line.text) && (wrapped || /[-,/:]$|\b(?:and|or|with|of|in|the|for|to|at|a|an|&)$/i.test(previous.text) || /^[\p{Ll}\d(]/u.test(line.text));
      // A sidebar's list ("Patient Assessment" / "Ventilator Management"): in a narrow column, short
      // phrases of capitalised words, one under the other, are items, though the next would not fit.
      const narrow = Math.abs(far - (margins.get(key) ?? startOf(previous))) < 22 * previous.fontSize;
      const titlePhrase = (text: string) => /^(?:\p{Lu}[\p{L}\p{M}.&'’-]*\s?){1,3}$/u.test(text);
      // A lone word under a longer phrase is more likely its wrapped end ("Advanced Cardiovascular Life" / "Support").
      const loneWordUnderPhrase = !/\s/.test(line.text) && /\s/.test(previous.text);
      const listed = narrow && titlePhrase(previous.text) && titlePhrase(line.text) && !loneWordUnderPhrase;
      const sameStart = Math.abs(startOf(line) - startOf(previous)) < 2;
      const closeBelow = previous.y - line.y < 1.8 * previous.fontSize;
      if (reachedEnd && continues && !listed && sameStart && closeBelow && Math.abs(previous.fontSize - line.fontSize) < 0.6 && previous.bold === line.bold) {
        const joined = previous.text.endsWith('-') && /^[\p{Ll}\d]/u.test(line.text) ? `${previous.text}${line.text}` : `${previous.text} ${line.text}`;
        const merged: LayoutLine = { ...previous, text: joined, cells: [joined], y: line.y };
        result[result.length - 1] = merged;
        // The joined line ends where its last piece ends.
        edges.set(merged, { ...edgeOf(line), ...(alignRtl ? { right: edgeOf(previous).right } : { left: edgeOf(previous).left }) });
        continue;
      }
    }
    const marked = indented ? { ...line, listItem: true } : line;
    edges.set(marked, edgeOf(line));
    result.push(marked);
  }
  return result;
}

export async function extractPdfLines(bytes: Uint8Array, options: PdfOptions = {}): Promise<LayoutLine[]> {
  let document: PDFDocumentProxy;
  try {
    document = await getDocument({
      // pdfjs detaches the buffer it is given: hand it a copy so callers can reuse theirs.
      data: bytes.slice(),
      ...(options.standardFontDataUrl ? { standardFontDataUrl: options.standardFontDataUrl } : {}),
      disableFontFace: false,
      // pdfjs types this option as a DOM Document, which Node lacks; its font loader touches only the
      // members the stand-in has, so it goes in untyped.
      ...({ ownerDocument: FONTLESS_DOCUMENT } as object),
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
    // The first document loads pdfjs's worker module, which brings its own copy of the polyfill.
    restoreNativePush();
  } catch (error) {
    throw new ExtractionError('unreadable', `The PDF could not be opened: ${(error as Error).message}`);
  }
  const pages: Array<{ glyphs: Glyph[]; width: number }> = [];
  if (document.numPages > MAX_PDF_PAGES) {
    const declared = document.numPages;
    await document.destroy();
    throw new ExtractionError('too_large', `The PDF has ${declared} pages; a resume has at most ${MAX_PDF_PAGES}.`);
  }
  try {
    const texts: Array<{ page: PdfPage; content: PdfTextContent }> = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      texts.push({ page, content: await page.getTextContent() });
    }
    // Bold last: what is left of an operator list stops when the document is destroyed.
    for (const { page, content } of texts) {
      const boldFonts = (options.detectBold ?? true) ? await findBoldFonts(page, content) : new Set<string>();
      const [, , width = 612] = page.view;
      pages.push({ glyphs: toGlyphs(content, boldFonts), width });
    }
  } finally {
    await document.destroy();
  }
  const lines: LayoutLine[] = [];
  const edges = new Map<LayoutLine, LineEdges>();
  pages.forEach(({ glyphs, width }, index) => {
    const pageNumber = index + 1;
    const baselineLines = groupByBaseline(glyphs, pageNumber);
    const rtlPage = isRightToLeftPage(glyphs, baselineLines);
    const ordered = splitColumns(baselineLines, width, rtlPage);
    for (const raw of ordered) {
      const [line] = toLayoutLines([raw], rtlPage);
      if (!line) continue;
      edges.set(line, { left: raw.left, right: raw.right, column: raw.column, alignRtl: rtlPage });
      lines.push(line);
    }
  });
  return joinAndMarkLists(lines, edges);
}
