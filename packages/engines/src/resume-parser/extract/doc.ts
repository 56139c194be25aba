// word-extractor ships no types; a reference (not an import) makes them visible to every tsconfig that
// reaches this file, such as the root scripts' one.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./word-extractor.d.ts" />
import { Buffer } from 'node:buffer';
import WordExtractor from 'word-extractor';
import type { LayoutLine } from '../layout-line.ts';
import { ExtractionError } from './extraction-error.ts';
import { plainTextToLines } from './plain-lines.ts';

/**
 * DOC (Word 97–2003): word-extractor reads the text, with table cells separated by tabs. Styles
 * (bold, headings, list marks) are not available, so the plain-text cues are all we have.
 */
export async function extractDocLines(bytes: Uint8Array): Promise<LayoutLine[]> {
  let body: string;
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    // filterUnicode would turn dashes and quotes into ASCII, and the em dash separates fields.
    body = document.getBody({ filterUnicode: false });
  } catch (error) {
    throw new ExtractionError('unreadable', `The DOC file could not be read: ${(error as Error).message}`);
  }
  return plainTextToLines(body);
}
