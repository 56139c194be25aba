import { inspectZip } from '@masar/engines/resume-parser/extract/inspect-zip';
import type { FileKind } from '@masar/shared/uploads';

/** What the content says a file is; the name and the declared type are never trusted. */
export type SniffResult = { kind: FileKind } | { kind: null; reason: 'unknown' | 'zip_bomb' };

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

export async function sniffFileKind(bytes: Buffer): Promise<SniffResult> {
  if (startsWith(bytes, PDF)) return { kind: 'pdf' };
  if (startsWith(bytes, PNG)) return { kind: 'png' };
  if (startsWith(bytes, JPEG)) return { kind: 'jpg' };
  // An OLE container is a Word 97 document only if it holds a "WordDocument" stream (not Excel, not MSI).
  if (startsWith(bytes, OLE)) {
    return bytes.includes(Buffer.from('WordDocument', 'utf16le')) ? { kind: 'doc' } : { kind: null, reason: 'unknown' };
  }
  if (startsWith(bytes, ZIP)) return sniffZip(bytes);
  const text = decodeText(bytes);
  if (text === null) return { kind: null, reason: 'unknown' };
  return looksLikeSvg(text) ? { kind: 'svg' } : { kind: 'txt' };
}

/** Strict UTF-8 with no NUL and few control characters: a text file, not a binary in disguise. */
function decodeText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  // Control characters other than tab, newline and carriage return mark a binary file.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const controls = text.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
  return controls > text.length / 100 ? null : text;
}

function looksLikeSvg(text: string): boolean {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[\s\S]*?>/i, '')
    .trimStart();
  return /^<svg[\s>]/i.test(head);
}

/** A DOCX is a zip with Word's parts; every entry is inflated (and thrown away) to measure it. */
async function sniffZip(bytes: Buffer): Promise<SniffResult> {
  const zip = await inspectZip(bytes);
  if (!zip.ok) return { kind: null, reason: zip.reason === 'zip_bomb' ? 'zip_bomb' : 'unknown' };
  return zip.names.includes('[Content_Types].xml') && zip.names.includes('word/document.xml') ? { kind: 'docx' } : { kind: null, reason: 'unknown' };
}

/** What a file's name claims it is; Word's two formats and JPEG's two spellings count as one claim. */
const CLAIMED: Record<string, FileKind[]> = {
  pdf: ['pdf'],
  docx: ['docx', 'doc'],
  doc: ['doc', 'docx'],
  txt: ['txt'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  svg: ['svg'],
};

/**
 * Whether the content agrees with the name's extension: a text file named `.pdf` does not. A name with no
 * extension, or one we do not know, claims nothing, and the content alone decides.
 */
export function matchesClaimedKind(fileName: string, kind: FileKind): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  const claimed = extension ? CLAIMED[extension] : undefined;
  return !claimed || claimed.includes(kind);
}
