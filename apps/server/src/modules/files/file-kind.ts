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
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const OGG = [0x4f, 0x67, 0x67, 0x53];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

export async function sniffFileKind(bytes: Buffer): Promise<SniffResult> {
  if (startsWith(bytes, PDF)) return { kind: 'pdf' };
  if (startsWith(bytes, PNG)) return { kind: 'png' };
  if (startsWith(bytes, JPEG)) return { kind: 'jpg' };
  // An OLE container is a Word 97 document only if it holds a "WordDocument" stream (not Excel, not MSI).
  if (startsWith(bytes, OLE)) {
    return bytes.includes(Buffer.from('WordDocument', 'utf16le')) ? { kind: 'doc' } : { kind: null, reason: 'unknown' };
  }
  if (startsWith(bytes, ZIP)) return sniffZip(bytes);
  const media = sniffMedia(bytes);
  if (media !== null) return { kind: media };
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

/**
 * Recordings by their containers: Matroska's EBML header whose DocType is webm or matroska (MediaRecorder
 * in Chrome and Firefox), an Ogg page, a RIFF file of type WAVE, an ISO media file's `ftyp` box (MP4 and
 * M4A, Safari's MediaRecorder). Only the container is checked here; whether it holds speech is the
 * transcriber's business.
 */
function sniffMedia(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, EBML)) {
    const header = ascii(bytes, 0, 64);
    return header.includes('webm') || header.includes('matroska') ? 'webm' : null;
  }
  if (startsWith(bytes, OGG)) return 'ogg';
  if (startsWith(bytes, RIFF) && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  return null;
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
  webm: ['webm'],
  weba: ['webm'],
  mka: ['webm'],
  mkv: ['webm'],
  ogg: ['ogg'],
  oga: ['ogg'],
  opus: ['ogg'],
  wav: ['wav'],
  mp4: ['mp4'],
  m4a: ['mp4'],
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
