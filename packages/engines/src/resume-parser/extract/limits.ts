/**
 * What the parser reads of one document at most. A resume is one to four pages and 3–8k characters; the
 * caps are far above that and far below what takes the parser seconds or hundreds of megabytes.
 */

/** A document of more pages is not a resume, and pdfjs's cost grows with every page it opens. */
export const MAX_PDF_PAGES = 50;

/** Fifty pages of dense text; past this, section and entry detection take seconds. */
export const MAX_TEXT_CHARS = 200_000;

/** A text file's bytes before decoding: UTF-8 spends at most four bytes a character. */
export const MAX_TEXT_BYTES = 4 * MAX_TEXT_CHARS;
