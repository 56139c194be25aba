/**
 * Bytes + kind → layout lines. One extractor per format; each throws an ExtractionError when the document
 * cannot give text, so the parser can say why instead of returning an empty profile.
 */
import type { DocumentKind, LayoutLine } from './layout-line.ts';
import { ExtractionError } from './extract/extraction-error.ts';
import type { PdfOptions } from './extract/pdf.ts';
import { MAX_TEXT_BYTES, MAX_TEXT_CHARS } from './extract/limits.ts';
import { extractTxtLines } from './extract/txt.ts';

// Each reader is loaded when a document of its kind first comes: pdfjs, mammoth and word-extractor take a
// few hundred milliseconds of CPU and tens of MB to load, and a one-shot parse (`npm run parse`) needs one.
const readers = {
  pdf: () => import('./extract/pdf.ts'),
  docx: () => import('./extract/docx.ts'),
  doc: () => import('./extract/doc.ts'),
};

/** Loads every reader now (the server's parse thread does, so its time limits count parses, not loading). */
export async function loadReaders(): Promise<void> {
  await Promise.all(Object.values(readers).map((load) => load()));
}

export async function extractText(bytes: Uint8Array, kind: DocumentKind, pdfOptions: PdfOptions = {}): Promise<LayoutLine[]> {
  if (bytes.length === 0) throw new ExtractionError('empty', 'The file is empty.');
  let lines: LayoutLine[];
  switch (kind) {
    case 'pdf':
      lines = await (await readers.pdf()).extractPdfLines(bytes, pdfOptions);
      if (lines.length === 0) {
        throw new ExtractionError('no_text_layer', 'The PDF has no text layer (it is probably a scan or an image); it would need OCR, which the parser does not do.');
      }
      return capped(lines);
    case 'docx':
      lines = await (await readers.docx()).extractDocxLines(bytes);
      break;
    case 'doc':
      lines = await (await readers.doc()).extractDocLines(bytes);
      break;
    case 'txt':
      if (bytes.length > MAX_TEXT_BYTES) throw tooMuchText();
      lines = extractTxtLines(bytes);
      break;
  }
  if (lines.length === 0) throw new ExtractionError('empty', 'The document has no text.');
  return capped(lines);
}

function tooMuchText(): ExtractionError {
  return new ExtractionError('too_large', `The document holds more than ${MAX_TEXT_CHARS} characters of text; a resume holds far fewer.`);
}

function capped(lines: LayoutLine[]): LayoutLine[] {
  let length = 0;
  for (const line of lines) {
    length += line.text.length + 1;
    if (length > MAX_TEXT_CHARS) throw tooMuchText();
  }
  return lines;
}
