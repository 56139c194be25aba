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
