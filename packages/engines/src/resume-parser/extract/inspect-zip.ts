/**
 * Reads a zip's directory and inflates every entry as a stream, counting the bytes that really come out
 * and throwing them away. The sizes a zip declares are never trusted: a zip bomb under-states them, and a
 * reader that believed them (mammoth's JSZip does) would inflate all of it into memory.
 */
import { Buffer } from 'node:buffer';
import { createInflateRaw, inflateRawSync } from 'node:zlib';

export interface ZipLimits {
  maxEntries: number;
  /** The most the entries may inflate to, all together. */
  maxUncompressedBytes: number;
  /** Inflated bytes per compressed byte, checked once an entry passes 1 MB (text compresses about 10:1). */
  maxRatio: number;
}

/** A Word document is a zip of a few dozen parts; these limits leave room for big documents, not bombs. */
export const DOCX_LIMITS: ZipLimits = { maxEntries: 2000, maxUncompressedBytes: 200 * 1024 * 1024, maxRatio: 200 };

export type ZipInspection = { ok: true; names: string[] } | { ok: false; reason: 'unreadable' | 'zip_bomb' };

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_32 = 0xffffffff;
const RATIO_FLOOR = 1024 * 1024;

class Unreadable extends Error {}

interface DirectoryEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

function readUInt64(view: Buffer, at: number): number {
  const value = view.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Unreadable('size out of range');
  return Number(value);
}

function check(condition: boolean): void {
  if (!condition) throw new Unreadable('malformed zip');
}

/** Where the central directory starts and how many entries it says it has (zip64 included). */
function findDirectory(bytes: Buffer): { offset: number; count: number } {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  check(end >= 0);
  let count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if ((count === 0xffff || offset === MAX_32) && end >= 20 && bytes.readUInt32LE(end - 20) === ZIP64_LOCATOR) {
    const record = readUInt64(bytes, end - 20 + 8);
    check(record + 56 <= bytes.length && bytes.readUInt32LE(record) === ZIP64_END_OF_DIRECTORY);
    count = readUInt64(bytes, record + 32);
    offset = readUInt64(bytes, record + 48);
  }
  return { offset, count };
}

/** The zip64 extra field holds, in order, whichever of the three 32-bit values were saturated. */
function applyZip64(entry: DirectoryEntry, extra: Buffer): void {
  const wanted: Array<'declaredSize' | 'compressedSize' | 'localOffset'> = [];
  if (entry.declaredSize === MAX_32) wanted.push('declaredSize');
  if (entry.compressedSize === MAX_32) wanted.push('compressedSize');
  if (entry.localOffset === MAX_32) wanted.push('localOffset');
  if (wanted.length === 0) return;
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      check(size >= wanted.length * 8 && at + 4 + size <= extra.length);
      wanted.forEach((field, index) => (entry[field] = readUInt64(extra, at + 4 + index * 8)));
      return;
    }
    at += 4 + size;
  }
  throw new Unreadable('zip64 sizes missing');
}

function* directoryEntries(bytes: Buffer, limits: ZipLimits): Generator<DirectoryEntry | 'too_many'> {
  const { offset, count } = findDirectory(bytes);
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (index >= limits.maxEntries) {
      yield 'too_many';
      return;
    }
    check(at + 46 <= bytes.length && bytes.readUInt32LE(at) === DIRECTORY_ENTRY);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    check(at + 46 + nameLength + extraLength + commentLength <= bytes.length);
    const entry: DirectoryEntry = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      declaredSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    applyZip64(entry, bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    yield entry;
    at += 46 + nameLength + extraLength + commentLength;
  }
}

/** The entry's stored bytes, found through its local header (whose own sizes are not used either). */
function storedBytes(bytes: Buffer, entry: DirectoryEntry): Buffer {
  const at = entry.localOffset;
  check(at + 30 <= bytes.length && bytes.readUInt32LE(at) === LOCAL_HEADER);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  check(start + entry.compressedSize <= bytes.length);
  return bytes.subarray(start, start + entry.compressedSize);
}

/** Inflates and counts; stops as soon as the count passes `cap` or the ratio rule, keeping nothing. */
function inflatedSize(data: Buffer, cap: number, limits: ZipLimits): Promise<number | 'over'> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let size = 0;
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap || (size > RATIO_FLOOR && size / Math.max(1, data.length) > limits.maxRatio)) {
        inflater.destroy();
        resolve('over');
      }
    });
    inflater.on('end', () => resolve(size));
    inflater.on('error', () => reject(new Unreadable('bad deflate stream')));
    inflater.end(data);
  });
}

export async function inspectZip(input: Uint8Array, limits: ZipLimits = DOCX_LIMITS): Promise<ZipInspection> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const names: string[] = [];
  let total = 0;
  try {
    for (const entry of directoryEntries(bytes, limits)) {
      if (entry === 'too_many') return { ok: false, reason: 'zip_bomb' };
      const data = storedBytes(bytes, entry);
      let size: number | 'over';
      if (entry.method === 0) size = data.length;
      else if (entry.method === 8) size = await inflatedSize(data, limits.maxUncompressedBytes - total, limits);
      else return { ok: false, reason: 'unreadable' };
      // A size other than the declared one is a zip that lies about itself: no Word writer does that.
      if (size === 'over' || size !== entry.declaredSize) return { ok: false, reason: 'zip_bomb' };
      total += size;
      if (total > limits.maxUncompressedBytes) return { ok: false, reason: 'zip_bomb' };
      names.push(entry.name);
    }
  } catch (error) {
    if (error instanceof Unreadable || error instanceof RangeError) return { ok: false, reason: 'unreadable' };
    throw error;
  }
  return { ok: true, names };
}

/**
 * The inflated bytes of the entries whose names `wanted` accepts, in directory order. Only for a zip
 * inspectZip passed, whose entries are known to inflate to the sizes they declare; each is still
 * inflated with its declared size as the cap.
 */
export function readZipEntries(input: Uint8Array, wanted: (name: string) => boolean, limits: ZipLimits = DOCX_LIMITS): Array<{ name: string; bytes: Buffer }> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const found: Array<{ name: string; bytes: Buffer }> = [];
  for (const entry of directoryEntries(bytes, limits)) {
    if (entry === 'too_many') break;
    if (!wanted(entry.name)) continue;
    const data = storedBytes(bytes, entry);
    if (entry.method === 0) found.push({ name: entry.name, bytes: data });
    else if (entry.method === 8) found.push({ name: entry.name, bytes: inflateRawSync(data, { maxOutputLength: Math.max(1, entry.declaredSize) }) });
  }
  return found;
}
