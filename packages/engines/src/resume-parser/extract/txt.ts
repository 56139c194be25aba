import type { LayoutLine } from '../layout-line.ts';
import { ExtractionError } from './extraction-error.ts';
import { plainTextToLines } from './plain-lines.ts';

/** TXT: UTF-8 (with or without a byte-order mark); UTF-16 when it starts with a UTF-16 mark. */
export function extractTxtLines(bytes: Uint8Array): LayoutLine[] {
  let text: string;
  try {
    const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
    text = new TextDecoder(utf16, { fatal: true }).decode(bytes);
  } catch {
    throw new ExtractionError('unreadable', 'The text file is not valid UTF-8 or UTF-16.');
  }
  return plainTextToLines(text);
}
