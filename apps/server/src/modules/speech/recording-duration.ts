/**
 * How long a recording is, where its container says so (decision 0065): a WAV's data size over its byte
 * rate, an Ogg stream's last granule position (Opus at 48 kHz less its pre-skip, Vorbis at its rate), a
 * Matroska/WebM Segment Info Duration, an MP4's movie header. MediaRecorder's WebM is written as a live
 * stream with no Duration, and fragmented MP4 may carry none: null then, and the transcript's word times
 * are what hold the answer to its limit.
 */
import type { FileKind } from '@masar/shared/uploads';

const round2 = (value: number) => Math.round(value * 100) / 100;
const positive = (value: number) => (Number.isFinite(value) && value > 0 ? round2(value) : null);

function wavSeconds(bytes: Buffer): number | null {
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 20 <= bytes.length) byteRate = bytes.readUInt32LE(offset + 16);
    if (id === 'data') return byteRate > 0 ? positive(size / byteRate) : null;
    offset += 8 + size + (size % 2);
  }
  return null;
}

function oggSeconds(bytes: Buffer): number | null {
  const last = bytes.lastIndexOf('OggS');
  if (last < 0 || last + 14 > bytes.length) return null;
  const granule = Number(bytes.readBigInt64LE(last + 6));
  const opus = bytes.indexOf('OpusHead');
  if (opus >= 0 && opus + 12 <= bytes.length) return positive((granule - bytes.readUInt16LE(opus + 10)) / 48_000);
  const vorbis = bytes.indexOf('\u0001vorbis', 0, 'latin1');
  if (vorbis >= 0 && vorbis + 16 <= bytes.length) return positive(granule / bytes.readUInt32LE(vorbis + 12));
  return null;
}

/** An EBML element's value: its id, then a size as a variable-length integer, then the bytes. */
function ebmlValue(bytes: Buffer, id: number[], limit: number): Buffer | null {
  const at = bytes.subarray(0, limit).indexOf(Buffer.from(id));
  if (at < 0) return null;
  const sizeAt = at + id.length;
  const first = bytes[sizeAt] ?? 0;
  const width = Math.clz32(first) - 23;
  if (width < 1 || width > 8 || sizeAt + width > bytes.length) return null;
  let size = first & (0xff >> width);
  for (let i = 1; i < width; i += 1) size = size * 256 + (bytes[sizeAt + i] ?? 0);
  const start = sizeAt + width;
  return start + size <= bytes.length ? bytes.subarray(start, start + size) : null;
}

function webmSeconds(bytes: Buffer): number | null {
  // Segment Info sits near the start; a Duration past the first 64 KB would be inside a cluster's data.
  const limit = 64 * 1024;
  const duration = ebmlValue(bytes, [0x44, 0x89], limit);
  if (!duration || (duration.length !== 4 && duration.length !== 8)) return null;
  const scaleBytes = ebmlValue(bytes, [0x2a, 0xd7, 0xb1], limit);
  const scale = scaleBytes && scaleBytes.length > 0 && scaleBytes.length <= 6 ? scaleBytes.readUIntBE(0, scaleBytes.length) : 1_000_000;
  const value = duration.length === 4 ? duration.readFloatBE(0) : duration.readDoubleBE(0);
  return positive((value * scale) / 1e9);
}

function mp4Seconds(bytes: Buffer): number | null {
  const at = bytes.indexOf('mvhd');
  if (at < 0) return null;
  const body = at + 4;
  const version = bytes[body];
  if (version === 1 && body + 32 <= bytes.length) {
    return positive(Number(bytes.readBigUInt64BE(body + 24)) / bytes.readUInt32BE(body + 20));
  }
  if (body + 20 > bytes.length) return null;
  return positive(bytes.readUInt32BE(body + 16) / bytes.readUInt32BE(body + 12));
}

const READERS: Partial<Record<FileKind, (bytes: Buffer) => number | null>> = {
  wav: wavSeconds,
  ogg: oggSeconds,
  webm: webmSeconds,
  mp4: mp4Seconds,
};

export function isRecordingKind(kind: FileKind): boolean {
  return READERS[kind] !== undefined;
}

/** Seconds, when the container says; null when it does not (or is not a recording). */
export function recordingSeconds(bytes: Buffer, kind: FileKind): number | null {
  try {
    return READERS[kind]?.(bytes) ?? null;
  } catch {
    return null;
  }
}
