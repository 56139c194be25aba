/**
 * DOCX → layout lines through mammoth's HTML, which keeps what matters for a resume: headings (h1–h6),
 * bold (strong), list items (li) and tables. A table cell holding several blocks is a layout container
 * (a sidebar), so its blocks become lines of their own; a row of short cells is one line with cells.
 */
import { Buffer } from 'node:buffer';
import mammoth from 'mammoth';
import { makeLine, type LayoutLine } from '../layout-line.ts';
import { headingKind } from '../sections.ts';
import { isMostlyArabic, normaliseText } from '../text-utils.ts';
import { ExtractionError } from './extraction-error.ts';
import { inspectZip, readZipEntries } from './inspect-zip.ts';

interface Node {
  tag: string;
  children: Array<Node | string>;
}

const VOID = new Set(['br', 'img', 'hr']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (match, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code] ?? match;
  });
}

/** mammoth writes well-formed, attribute-light HTML, so a small tree builder is enough. */
function parseHtml(html: string): Node {
  const root: Node = { tag: 'root', children: [] };
  const stack: Node[] = [root];
  const tokenPattern = /<(\/?)([a-zA-Z0-9]+)[^>]*?(\/?)>|([^<]+)/g;
  for (const match of html.matchAll(tokenPattern)) {
    const [, closing, tagName, selfClosing, text] = match;
    const top = stack[stack.length - 1] as Node;
    if (text !== undefined) {
      top.children.push(decodeEntities(text));
      continue;
    }
    const tag = (tagName ?? '').toLowerCase();
    if (closing) {
      const index = stack.map((node) => node.tag).lastIndexOf(tag);
      if (index > 0) stack.length = index;
    } else if (tag === 'br') {
      top.children.push('\n');
    } else if (!VOID.has(tag) && !selfClosing) {
      const node: Node = { tag, children: [] };
      top.children.push(node);
      stack.push(node);
    }
  }
  return root;
}

interface Span {
  text: string;
  bold: boolean;
}

function collectSpans(node: Node | string, bold: boolean, out: Span[]): void {
  if (typeof node === 'string') {
    out.push({ text: node, bold });
    return;
  }
  for (const child of node.children) collectSpans(child, bold || node.tag === 'strong' || node.tag === 'b', out);
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'table', 'ul', 'ol']);

function blockCount(node: Node): number {
  return node.children.filter((child) => typeof child !== 'string' && BLOCKS.has(child.tag)).length;
}

function lineFromSpans(spans: Span[], extra: Partial<LayoutLine>): LayoutLine | null {
  const raw = spans.map((span) => span.text).join('');
  const cells = raw.split(/\t+/).map(normaliseText).filter(Boolean);
  if (cells.length === 0) return null;
  const text = cells.join(' | ');
  const visible = spans.filter((span) => span.text.trim());
  const boldChars = visible.filter((span) => span.bold).reduce((sum, span) => sum + span.text.trim().length, 0);
  const allChars = visible.reduce((sum, span) => sum + span.text.trim().length, 0);
  const bold = allChars > 0 && boldChars / allChars >= 0.8;
  let boldPrefix: string | null = null;
  if (!bold && visible[0]?.bold) {
    const prefix: string[] = [];
    for (const span of visible) {
      if (!span.bold) break;
      prefix.push(span.text);
    }
    boldPrefix = normaliseText(prefix.join('')) || null;
  }
  return makeLine(text, { bold, boldPrefix, cells, rtl: isMostlyArabic(text), ...extra });
}

function walk(node: Node, out: LayoutLine[]): void {
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    switch (child.tag) {
      case 'p':
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
      case 'li': {
        const spans: Span[] = [];
        // A list item's nested list becomes lines of its own.
        for (const grandchild of child.children) {
          if (typeof grandchild !== 'string' && (grandchild.tag === 'ul' || grandchild.tag === 'ol')) continue;
          collectSpans(grandchild, false, spans);
        }
        const heading = child.tag.startsWith('h');
        const line = lineFromSpans(spans, { heading, listItem: child.tag === 'li', fontSize: heading ? 20 - Number(child.tag[1]) * 2 : 0 });
        if (line) out.push(line);
        for (const grandchild of child.children) {
          if (typeof grandchild !== 'string' && (grandchild.tag === 'ul' || grandchild.tag === 'ol')) walk(grandchild, out);
        }
        break;
      }
      case 'tr': {
        const cells = child.children.filter((cell): cell is Node => typeof cell !== 'string' && (cell.tag === 'td' || cell.tag === 'th'));
        if (cells.some((cell) => blockCount(cell) > 1 || cell.children.some((inner) => typeof inner !== 'string' && (inner.tag === 'ul' || inner.tag === 'table')))) {
          readLayoutRow(cells, out);
          break;
        }
        const texts = cells.map((cell) => {
          const spans: Span[] = [];
          collectSpans(cell, false, spans);
          return { spans, text: normaliseText(spans.map((span) => span.text).join(' ')) };
        });
        const nonEmpty = texts.filter((cell) => cell.text);
        if (nonEmpty.length === 0) break;
        const line = lineFromSpans(nonEmpty.flatMap((cell, index) => (index ? [{ text: '\t', bold: false }, ...cell.spans] : cell.spans)), {});
        if (line) out.push({ ...line, cells: nonEmpty.map((cell) => cell.text), text: nonEmpty.map((cell) => cell.text).join(' | ') });
        break;
      }
      default:
        walk(child, out);
    }
  }
}

/** One line of the pieces of a row that stand side by side on the page, each a cell of the line. */
function sideBySide(parts: LayoutLine[]): LayoutLine {
  const cells = parts.flatMap((part) => part.cells);
  const text = cells.join(' | ');
  const first = parts[0] as LayoutLine;
  const bold = parts.every((part) => part.bold);
  return makeLine(text, { bold, boldPrefix: bold ? null : first.bold ? first.text : first.boldPrefix, cells, rtl: isMostlyArabic(text) });
}

/**
 * A table row used for layout, with a cell holding several blocks. Word resumes are built this way, and
 * the cells are read the way the page shows them:
 * - beside an entry, a cell of one line (a section name in a gutter, an entry's dates in a timeline
 *   column) stands on the entry's first line, so the two are one line with cells, as a PDF of the same
 *   page gives them;
 * - cells of several blocks each are columns of the page (a sidebar beside the main column): the lines
 *   at the top of a column that does not open with a section heading (the name and headline) are the
 *   page's header and are read first, then each column in turn.
 */
function readLayoutRow(cells: Node[], out: LayoutLine[]): void {
  const columns = cells
    .map((cell) => {
      const lines: LayoutLine[] = [];
      walk(cell, lines);
      return lines;
    })
    .filter((lines) => lines.length > 0);
  const containers = columns.filter((lines) => lines.length > 1);
  const main = containers[0];
  if (containers.length === 1 && main) {
    const opening = main[0] as LayoutLine;
    const beside = columns.filter((lines) => lines !== main).map((lines) => lines[0] as LayoutLine);
    if (beside.length > 0 && !opening.listItem && !opening.heading && opening.cells.length === 1 && beside.every((line) => !line.listItem && line.cells.length === 1)) {
      out.push(sideBySide(columns.map((lines) => (lines === main ? opening : (lines[0] as LayoutLine)))), ...main.slice(1));
      return;
    }
  }
  if (containers.length > 1) {
    const opensWithHeading = (lines: LayoutLine[]) => headingKind(lines[0] as LayoutLine, 0, true) !== null;
    const withHeader = columns.find((lines) => !opensWithHeading(lines));
    if (withHeader && columns.some(opensWithHeading)) {
      const end = withHeader.findIndex((line, index) => index > 0 && headingKind(line, 0) !== null);
      out.push(...withHeader.splice(0, end < 0 ? withHeader.length : end));
    }
  }
  for (const lines of columns) out.push(...lines);
}

export async function extractDocxLines(bytes: Uint8Array): Promise<LayoutLine[]> {
  // mammoth inflates every part into memory, trusting the sizes the zip declares: measure them first.
  const zip = await inspectZip(bytes);
  if (!zip.ok) {
    throw new ExtractionError(
      'unreadable',
      zip.reason === 'zip_bomb' ? 'The DOCX file unpacks to more than a Word document can hold, or lies about its sizes; it was not opened.' : 'The DOCX file is not a readable zip.',
    );
  }
  let html: string;
  try {
    const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    html = result.value;
  } catch (error) {
    throw new ExtractionError('unreadable', `The DOCX file could not be read: ${(error as Error).message}`);
  }
  const lines: LayoutLine[] = pageHeaderLines(bytes);
  walk(parseHtml(html), lines);
  return lines;
}

/**
 * The page headers' paragraphs, which mammoth leaves out: Word templates often put the name and the
 * contact details there, to repeat them on every page. Each header part is read once, and a line that
 * several headers repeat (first page, odd and even pages) is kept once. Footers are not read: they hold
 * page numbers and print dates far more often than anything of the resume's.
 */
function pageHeaderLines(bytes: Uint8Array): LayoutLine[] {
  let parts: Array<{ name: string; bytes: Buffer }>;
  try {
    parts = readZipEntries(bytes, (name) => /^word\/header\d*\.xml$/.test(name));
  } catch {
    return [];
  }
  const seen = new Set<string>();
  const lines: LayoutLine[] = [];
  for (const part of parts.sort((left, right) => left.name.localeCompare(right.name, 'en', { numeric: true }))) {
    for (const paragraph of wordParagraphs(part.bytes.toString('utf8'))) {
      const line = lineFromSpans(paragraph, {});
      if (!line || seen.has(line.text)) continue;
      seen.add(line.text);
      lines.push(line);
    }
  }
  return lines;
}

/** The runs of each paragraph of a WordprocessingML part: text, tabs and breaks, and whether each is bold. */
function wordParagraphs(xml: string): Span[][] {
  const paragraphs: Span[][] = [];
  // A text box's paragraphs sit inside a paragraph of their own: each closing tag ends the innermost one.
  for (const chunk of xml.split('</w:p>')) {
    const start = Math.max(chunk.lastIndexOf('<w:p>'), chunk.lastIndexOf('<w:p '));
    if (start < 0) continue;
    const spans: Span[] = [];
    for (const [, runXml] of chunk.slice(start).matchAll(/<w:r[ >]([\s\S]*?)<\/w:r>/g)) {
      const bold = /<w:b(?:\s+w:val="(?:true|1|on)")?\s*\/>/.test(runXml ?? '');
      for (const [, tag, text] of (runXml ?? '').matchAll(/<w:(t|tab|br|cr)(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/w:t>)/g)) {
        spans.push({ text: tag === 't' ? decodeEntities(text ?? '') : tag === 'tab' ? '\t' : ' ', bold });
      }
    }
    if (spans.length) paragraphs.push(spans);
  }
  return paragraphs;
}
