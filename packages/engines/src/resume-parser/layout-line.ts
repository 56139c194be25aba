/**
 * What every format's extractor produces: the resume's text as lines, in reading order, with the layout
 * cues the section and field extractors use (bold, size, position, list and heading marks, table cells).
 */
export interface LayoutLine {
  /** NFKC-normalised, whitespace collapsed, in logical (reading) order. */
  text: string;
  /** The line is (almost) all bold. */
  bold: boolean;
  /** The leading bold run, when the line starts bold and goes on in regular type ("Title — Org"). */
  boldPrefix: string | null;
  /** In points for PDFs; DOCX/DOC/TXT use 0 (unknown) except headings, which carry a nominal size. */
  fontSize: number;
  /** Left edge and baseline in PDF points from the page's bottom-left; 0 where the format has no positions. */
  x: number;
  y: number;
  page: number;
  /** Marked as a heading by the document itself (DOCX heading styles). */
  heading: boolean;
  /** A bullet or numbered list item (its marker removed from `text`). */
  listItem: boolean;
  /**
   * Pieces of the line that the layout separates: table cells, or text runs far apart on one line
   * (a title on the left and its dates on the right). A single element when nothing separates it.
   */
  cells: string[];
  /** Mostly right-to-left script. */
  rtl: boolean;
  /** The line was cut by the parser out of text that had lost its line breaks (extract/pseudo-lines.ts). */
  recovered?: boolean;
}

export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'txt';

export function makeLine(text: string, partial: Partial<Omit<LayoutLine, 'text'>> = {}): LayoutLine {
  return {
    text,
    bold: false,
    boldPrefix: null,
    fontSize: 0,
    x: 0,
    y: 0,
    page: 1,
    heading: false,
    listItem: false,
    cells: [text],
    rtl: false,
    ...partial,
  };
}
