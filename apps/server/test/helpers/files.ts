import { makeZip } from '../../src/lib/zip.ts';

export { makeZip };

export function makeDocx(text = 'Hello'): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
    { name: 'word/document.xml', data: Buffer.from(`<w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`), deflate: true },
  ]);
}

export const tinyPdf = (padding = 0) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n'), Buffer.alloc(padding, 0x20), Buffer.from('%%EOF\n')]);
export const tinyPng = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const tinyJpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
export const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>');
/** The start of an OLE compound file with a WordDocument stream name, as a .doc has. */
export const tinyDoc = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
  Buffer.from('WordDocument', 'utf16le'),
  Buffer.alloc(64),
]);
/** An Excel-style OLE file: the same container, but no Word stream. */
export const oleWithoutWord = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);

/** A Matroska EBML header with the given DocType (what MediaRecorder's WebM starts with), then `padding` bytes. */
export function webmAudio(padding = 64, docType = 'webm'): Buffer {
  const type = Buffer.from(docType);
  const body = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | type.length]), type]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body, Buffer.alloc(padding, 0x9f)]);
}

/** A WAV file of `seconds` of 16-bit mono PCM silence at `sampleRate`. */
export function makeWav(seconds: number, sampleRate = 16_000): Buffer {
  const data = Math.round(seconds * sampleRate) * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

export const oggAudio = Buffer.concat([Buffer.from('OggS\u0000\u0002', 'latin1'), Buffer.alloc(40, 0x01), Buffer.from('OpusHead', 'latin1')]);
export const m4aAudio = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypM4A \u0000\u0000\u0000\u0000M4A isom', 'latin1'), Buffer.alloc(32)]);
