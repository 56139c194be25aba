/**
 * DOCX → layout lines through mammoth's HTML, which keeps what matters for a resume: headings (h1–h6),
 * bold (strong), list items (li) and tables. A table cell holding several blocks is a layout container
 * (a sidebar), so its blocks become lines of their own; a row of short cells is one line with cells.
 */
import { Buffer } from 'node:buffer';
import mammoth from 'mammoth';
import { makeLine, type LayoutLine } from '../layout-line.ts';
import { isMostlyArabic, normaliseText } from '../text-utils.ts';
import { ExtractionError } from './extraction-error.ts';
import { inspectZip } from './inspect-zip.ts';

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
          for (const cell of cells) walk(cell, out);
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
  const lines: LayoutLine[] = [];
  walk(parseHtml(html), lines);
  return lines;
}
