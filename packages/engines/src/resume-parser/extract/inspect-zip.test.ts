import { Buffer } from 'node:buffer';
import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../fixture-reader.ts';
import { parseResume } from '../parse-resume.ts';
import { DOCX_LIMITS, inspectZip } from './inspect-zip.ts';

/** Rewrites the uncompressed size that the local header and the central directory declare for `name`. */
function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  const encoded = Buffer.from(name);
  const local = copy.indexOf(encoded) - 30;
  const central = copy.lastIndexOf(encoded) - 46;
  expect([copy.readUInt32LE(local), copy.readUInt32LE(central)]).toEqual([0x04034b50, 0x02014b50]);
  copy.writeUInt32LE(size, local + 22);
  copy.writeUInt32LE(size, central + 24);
  return copy;
}

const resume = () => Buffer.from(fixtureReader.read('en-01-software.docx'));

describe('inspectZip', () => {
  it("lists a real DOCX's parts", async () => {
    const result = await inspectZip(resume());
    expect(result.ok && result.names).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
  });

  it('measures what the entries really inflate to, not what the directory says', async () => {
    const docx = resume();
    const result = await inspectZip(docx);
    if (!result.ok) throw new Error('the fixture should be a readable zip');
    expect(await inspectZip(declareSize(docx, 'word/document.xml', 10))).toEqual({ ok: false, reason: 'zip_bomb' });
    // The same file is refused under a running cap below its real size, and under an entry count below its own.
    expect(await inspectZip(docx, { ...DOCX_LIMITS, maxUncompressedBytes: 2_000 })).toEqual({
      ok: false,
      reason: 'zip_bomb',
    });
    expect(await inspectZip(docx, { ...DOCX_LIMITS, maxEntries: result.names.length - 1 })).toEqual({
      ok: false,
      reason: 'zip_bomb',
    });
    expect(await inspectZip(docx, { ...DOCX_LIMITS, maxEntries: result.names.length })).toEqual(result);
  });

  it('calls anything that is not a zip unreadable', async () => {
    expect(await inspectZip(Buffer.from('PK\u0003\u0004 but nothing else'))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    const truncated = resume().subarray(0, 2_000);
    expect(await inspectZip(truncated)).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('parsing a DOCX that lies about its sizes', () => {
  it('refuses it before mammoth inflates it, saying why', async () => {
    const paragraphs = Array.from(
      { length: 200 },
      () => new Paragraph('Experience Experience Experience Experience Experience Experience'),
    );
    const docx = Buffer.from(await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] })));
    expect((await parseResume({ bytes: docx, kind: 'docx' })).ok).toBe(true);
    const result = await parseResume({ bytes: declareSize(docx, 'word/document.xml', 1_000), kind: 'docx' });
    expect(result).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(result.ok ? '' : result.message).toBe(
      'The DOCX file unpacks to more than a Word document can hold, or lies about its sizes; it was not opened.',
    );
  });
});
