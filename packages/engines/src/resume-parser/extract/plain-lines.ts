/**
 * Plain text → layout lines, for TXT and for the text word-extractor gives from DOC files. Plain text
 * carries its structure in characters: bullet marks, underlines under headings, tabs or wide spaces
 * between columns.
 */
import { makeLine, type LayoutLine } from '../layout-line.ts';
import { isMostlyArabic, normaliseText } from '../text-utils.ts';
import { lostLineBreaks, recoverLineBreaks } from './pseudo-lines.ts';

const BULLET = /^\s*(?:[•●▪◦‣∙·*–-]|\d{1,2}[.)])\s+/u;
// Word's bullet glyphs kept in exported text: symbols ("➢", "♣", "➔", "❖") and private-use characters
// (Wingdings). Text that lost its breaks has its bullets made "•" already (pseudo-lines.ts).
const SYMBOL_BULLET = /^\s*[\p{So}\uE000-\uF8FF→⇒]\s+/u;
const UNDERLINE = /^\s*([-=_~*])\1{3,}\s*$/;

export function plainTextToLines(text: string): LayoutLine[] {
  const lines: LayoutLine[] = [];
  const unified = text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n');
  const recovered = lostLineBreaks(unified);
  // A resume squeezed onto one line gets its lines back first (pseudo-lines.ts).
  let previousRaw = '';
  for (const rawLine of recoverLineBreaks(unified).split('\n')) {
    const continues = !recovered && wrapsOnto(previousRaw, rawLine);
    previousRaw = rawLine;
    const previous = lines[lines.length - 1];
    if (continues && previous) {
      const text = normaliseText(`${previous.text} ${rawLine}`);
      lines[lines.length - 1] = { ...previous, text, cells: [text] };
      continue;
    }
    if (UNDERLINE.test(rawLine)) {
      // "Experience\n----------": the line above is a heading.
      if (previous) lines[lines.length - 1] = { ...previous, heading: true };
      continue;
    }
    const bullet = [BULLET, ...(recovered ? [] : [SYMBOL_BULLET])].find((mark) => mark.test(rawLine));
    const listItem = bullet !== undefined;
    const body = bullet ? rawLine.replace(bullet, '') : rawLine;
    const cells = body.split(/\t+| {3,}/).map(normaliseText).filter(Boolean);
    if (cells.length === 0) continue;
    const joined = cells.join(' | ');
    lines.push(makeLine(joined, { listItem, cells, rtl: isMostlyArabic(joined), ...(recovered ? { recovered: true } : {}) }));
  }
  return lines;
}

/**
 * "Post Graduate Diploma in Business Administration in Marketing and" / "Human Resource": a line that ends
 * on a word that cannot end a name or a title goes on in the next one, when that one is plain text
 * right under it (no blank line, no bullet, no columns).
 */
function wrapsOnto(previous: string, next: string): boolean {
  if (!/\s(?:and|of|for|in|the|&)$/i.test(previous.trimEnd()) || /\t| {3,}/.test(previous.trim())) return false;
  return /^\s*\p{L}/u.test(next) && !BULLET.test(next) && !SYMBOL_BULLET.test(next) && !/\t| {3,}/.test(next.trim());
}
