/**
 * Plain text → layout lines, for TXT and for the text word-extractor gives from DOC files. Plain text
 * carries its structure in characters: bullet marks, underlines under headings, tabs or wide spaces
 * between columns.
 */
import { makeLine, type LayoutLine } from '../layout-line.ts';
import { isMostlyArabic, normaliseText } from '../text-utils.ts';
import { lostLineBreaks, recoverLineBreaks } from './pseudo-lines.ts';

const BULLET = /^\s*(?:[•●▪◦‣∙·*–-]|\d{1,2}[.)])\s+/u;
const UNDERLINE = /^\s*([-=_~*])\1{3,}\s*$/;

export function plainTextToLines(text: string): LayoutLine[] {
  const lines: LayoutLine[] = [];
  const unified = text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n');
  const recovered = lostLineBreaks(unified);
  // A resume squeezed onto one line gets its lines back first (pseudo-lines.ts).
  for (const rawLine of recoverLineBreaks(unified).split('\n')) {
    if (UNDERLINE.test(rawLine)) {
      // "Experience\n----------": the line above is a heading.
      const previous = lines[lines.length - 1];
      if (previous) lines[lines.length - 1] = { ...previous, heading: true };
      continue;
    }
    const listItem = BULLET.test(rawLine);
    const body = listItem ? rawLine.replace(BULLET, '') : rawLine;
    const cells = body.split(/\t+| {3,}/).map(normaliseText).filter(Boolean);
    if (cells.length === 0) continue;
    const joined = cells.join(' | ');
    lines.push(makeLine(joined, { listItem, cells, rtl: isMostlyArabic(joined), ...(recovered ? { recovered: true } : {}) }));
  }
  return lines;
}
