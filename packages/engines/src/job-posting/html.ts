/**
 * What the job-page reader needs from an HTML tree (parse5's): walking it without recursion (a page may
 * nest thousands of elements), attributes, and the readable text — paragraphs, headings and list items as
 * lines, with scripts, styles, navigation, headers, footers and forms left out.
 */
import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;

export const parseHtml = (html: string) => parse(html);

export function isElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

export function attr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

function childrenOf(node: HtmlNode): HtmlNode[] {
  if (isElement(node) && node.tagName === 'template') return [];
  return 'childNodes' in node ? node.childNodes : [];
}

/** Every element under `root` (itself included) in document order, for which `descend` says so. */
export function elements(root: HtmlNode, descend: (element: HtmlElement) => boolean = () => true): HtmlElement[] {
  const found: HtmlElement[] = [];
  const stack: HtmlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isElement(node)) {
      found.push(node);
      if (node !== root && !descend(node)) continue;
    }
    const children = childrenOf(node);
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return found;
}

/** The text of a node's text children, all the way down (what `textContent` gives). */
export function textContent(root: HtmlNode): string {
  const parts: string[] = [];
  const stack: HtmlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeName === '#text') parts.push((node as DefaultTreeAdapterTypes.TextNode).value);
    const children = childrenOf(node);
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return parts.join('');
}

/** Elements whose content is never part of what a person reads as the page. */
const SKIPPED = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'embed', 'canvas',
  'nav', 'header', 'footer', 'aside', 'form', 'button', 'select', 'option', 'textarea', 'input', 'dialog', 'head',
]);

/** Elements that begin and end a line of their own. */
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'main', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'blockquote', 'pre', 'table', 'tr', 'thead', 'tbody', 'caption', 'figure', 'figcaption', 'address',
  'hr', 'br', 'body', 'html', 'center', 'details', 'summary',
]);

/** Whitespace collapsed; zero-width spaces and direction marks dropped (joiners are kept: they shape letters). */
const cleanLine = (line: string) => line.replace(/[\u200b\u200e\u200f]/g, '').replace(/\s+/g, ' ').trim();

/**
 * The readable text under `root`: one line per paragraph, heading, list item or table row (list items
 * start with "• ", a row's cells are parted by " | "), whitespace collapsed, empty lines and a line repeated right after itself dropped.
 */
export function readableText(root: HtmlNode, options: { skip?: ReadonlySet<string> } = {}): string {
  const skip = options.skip ?? SKIPPED;
  const lines: string[] = [];
  let current = '';
  const breakLine = () => {
    const line = cleanLine(current);
    if (line !== '' && line !== '•' && lines.at(-1) !== line) lines.push(line);
    current = '';
  };
  type Step = { node: HtmlNode; leaving: boolean };
  const stack: Step[] = [{ node: root, leaving: false }];
  while (stack.length > 0) {
    const { node, leaving } = stack.pop()!;
    if (node.nodeName === '#text') {
      current += (node as DefaultTreeAdapterTypes.TextNode).value;
      continue;
    }
    if (!isElement(node)) {
      const children = childrenOf(node);
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push({ node: children[index]!, leaving: false });
      continue;
    }
    const tag = node.tagName;
    if (leaving) {
      if (BLOCKS.has(tag)) breakLine();
      continue;
    }
    if (node !== root && (skip.has(tag) || attr(node, 'hidden') !== undefined || attr(node, 'aria-hidden') === 'true')) continue;
    if (BLOCKS.has(tag)) breakLine();
    if (tag === 'li') current = '• ';
    // A table row is one line, its cells apart: "Location | Riyadh".
    if ((tag === 'td' || tag === 'th') && current.trim() !== '') current += ' | ';
    stack.push({ node, leaving: true });
    const children = childrenOf(node);
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push({ node: children[index]!, leaving: false });
  }
  breakLine();
  return lines.join('\n');
}

const TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

/**
 * Plain text from a value that may hold HTML (a JSON-LD description), entities decoded. A description
 * whose HTML arrived entity-encoded (`&lt;p&gt;`) is read a second time.
 */
export function htmlToText(value: string): string {
  const skip = new Set(['script', 'style', 'template']);
  let text = TAG.test(value) ? readableText(parseFragment(value), { skip }) : decodeLines(value);
  if (TAG.test(text)) text = readableText(parseFragment(text), { skip });
  return text;
}

/** Text without tags: entities decoded, its own line breaks kept. */
function decodeLines(value: string): string {
  return value
    .split(/\r?\n/)
    .map((line) => cleanLine(textContent(parseFragment(line))))
    .filter((line) => line !== '')
    .join('\n');
}
