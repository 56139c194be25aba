import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { extractText } from './extract-text.ts';
import { fixtureReader } from './fixture-reader.ts';
import { parseResume } from './parse-resume.ts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('extractText', () => {
  it('refuses a PDF with no text layer, saying so', async () => {
    const result = await parseResume({ bytes: fixtureReader.read('image-only.pdf'), kind: 'pdf' });
    expect(result).toMatchObject({ ok: false, reason: 'no_text_layer' });
    expect(result.ok ? '' : result.message).toMatch(/no text layer/i);
  });

  it('refuses empty and unreadable files', async () => {
    expect(await parseResume({ bytes: new Uint8Array(), kind: 'pdf' })).toMatchObject({ ok: false, reason: 'empty' });
    expect(await parseResume({ bytes: encode('not a pdf at all'), kind: 'pdf' })).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(await parseResume({ bytes: encode('not a zip'), kind: 'docx' })).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(await parseResume({ bytes: encode('\n \n'), kind: 'txt' })).toMatchObject({ ok: false, reason: 'empty' });
    expect(await parseResume({ bytes: new Uint8Array([0xff, 0xfe, 0x00, 0xd8]), kind: 'txt' })).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('keeps headings, bold and list items from DOCX', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_2 }),
            new Paragraph({ children: [new TextRun({ text: 'Engineer', bold: true }), new TextRun(' — Acme LLC')] }),
            new Paragraph({ text: 'Built things', bullet: { level: 0 } }),
          ],
        },
      ],
    });
    const lines = await extractText(new Uint8Array(await Packer.toBuffer(document)), 'docx');
    expect(lines.map(({ text, heading, boldPrefix, listItem }) => ({ text, heading, boldPrefix, listItem }))).toEqual([
      { text: 'Experience', heading: true, boldPrefix: null, listItem: false },
      { text: 'Engineer — Acme LLC', heading: false, boldPrefix: 'Engineer', listItem: false },
      { text: 'Built things', heading: false, boldPrefix: null, listItem: true },
    ]);
  });

  it('marks bullets and underlined headings in plain text, and reads UTF-16', async () => {
    const lines = await extractText(encode('Skills\n------\n• Python\n- SQL'), 'txt');
    expect(lines.map(({ text, heading, listItem }) => [text, heading, listItem])).toEqual([
      ['Skills', true, false],
      ['Python', false, true],
      ['SQL', false, true],
    ]);
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'Jane'].flatMap((char) => [char.charCodeAt(0), 0])]);
    expect((await extractText(utf16, 'txt'))[0]?.text).toBe('Jane');
  });

  it('puts Arabic printed by Chromium back into reading order and detects bold', async () => {
    const lines = await extractText(fixtureReader.read('ar-31-software.pdf'), 'pdf');
    expect(lines[0]).toMatchObject({ text: 'ريم الهاشمي', bold: true, rtl: true });
    expect(lines.map((line) => line.text)).toContain('الخبرة العملية');
    expect(lines.some((line) => line.text.includes('(تنتهي يوليو 2021)'))).toBe(true);
  });
});
