/**
 * Word resumes built with tables for layout (decision 0032's DOCX files): the cells are read the way the
 * page shows them. Built here with the `docx` package, and read from the layout corpus's Word files.
 */
import { BorderStyle, Document, Header, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractText } from './extract-text.ts';
import { parseResume } from './parse-resume.ts';
import type { ParsedProfile } from './profile.ts';

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold, rightToLeft: /\p{Script=Arabic}/u.test(text) })], bidirectional: /\p{Script=Arabic}/u.test(text) });
const cell = (...texts: Array<string | Paragraph>) =>
  new TableCell({ width: { size: 50, type: WidthType.PERCENTAGE }, children: texts.map((text) => (typeof text === 'string' ? p(text) : text)) });
const row = (...cells: TableCell[]) => new TableRow({ children: cells });

async function linesOf(...children: Array<Paragraph | Table>): Promise<string[]> {
  const document = new Document({ sections: [{ children }] });
  const lines = await extractText(new Uint8Array(await Packer.toBuffer(document)), 'docx');
  return lines.map((line) => line.text);
}
const layoutTable = (...rows: TableRow[]) =>
  new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none }, rows });

async function parseLayout(file: string): Promise<ParsedProfile> {
  const result = await parseResume({ bytes: new Uint8Array(readFileSync(new URL(`./__layouts__/${file}`, import.meta.url))), kind: 'docx' });
  if (!result.ok) throw new Error(result.message);
  return result.profile;
}

describe('DOCX tables used for layout', () => {
  it('reads a date or heading cell on the line of the entry beside it', async () => {
    const lines = await linesOf(
      p('EXPERIENCE', true),
      layoutTable(row(cell('Jun 2020 - Present'), cell(p('Senior Structural Engineer', true), p('Arup | Manchester')))),
    );
    expect(lines).toEqual(['EXPERIENCE', 'Jun 2020 - Present | Senior Structural Engineer', 'Arup | Manchester']);
  });

  it('reads the name at the top of the main column before a sidebar that comes first', async () => {
    const lines = await linesOf(
      layoutTable(row(cell(p('CONTACT', true), 'reem@example.com', p('SKILLS', true), 'Triage'), cell(p('Reem Al-Harbi', true), 'Critical Care Nurse', p('EXPERIENCE', true), 'Staff Nurse'))),
    );
    expect(lines).toEqual(['Reem Al-Harbi', 'Critical Care Nurse', 'CONTACT', 'reem@example.com', 'SKILLS', 'Triage', 'EXPERIENCE', 'Staff Nurse']);
  });

  it('reads an Arabic sidebar that opens with "معلومات التواصل" after the name', async () => {
    const lines = await linesOf(
      layoutTable(row(cell(p('معلومات التواصل', true), 'noura@example.com'), cell(p('نورة القحطاني', true), 'مهندسة برمجيات', p('التعليم', true), 'جامعة الملك سعود'))),
    );
    expect(lines.slice(0, 3)).toEqual(['نورة القحطاني', 'مهندسة برمجيات', 'معلومات التواصل']);
  });

  it('keeps the cells of a column in their order when every column opens with a heading', async () => {
    const lines = await linesOf(layoutTable(row(cell(p('SKILLS', true), 'Triage'), cell(p('EXPERIENCE', true), 'Staff Nurse'))));
    expect(lines).toEqual(['SKILLS', 'Triage', 'EXPERIENCE', 'Staff Nurse']);
  });
});

describe('DOCX page headers', () => {
  it('reads the name and contact a Word template puts in the page header, once for all its headers', async () => {
    const header = () => new Header({ children: [p('Reem Al-Harbi', true), p('reem.alharbi@example.com\t+966 55 123 4567')] });
    const document = new Document({
      sections: [
        {
          properties: { titlePage: true },
          headers: { default: header(), first: header() },
          children: [p('Experience', true), p('Staff Nurse'), p('King Fahad Medical City'), p('Mar 2019 – Present')],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(document));
    expect((await extractText(bytes, 'docx')).map((line) => line.text)).toEqual([
      'Reem Al-Harbi',
      'reem.alharbi@example.com | +966 55 123 4567',
      'Experience',
      'Staff Nurse',
      'King Fahad Medical City',
      'Mar 2019 – Present',
    ]);
    const result = await parseResume({ bytes, kind: 'docx' });
    expect(result.ok && result.profile.personal_details).toMatchObject({ name: 'Reem Al-Harbi', email: 'reem.alharbi@example.com', phone: '+966551234567' });
  });
});

describe('Word resumes of the layout corpus', () => {
  it('a header band in the page header: the name and e-mail are found', async () => {
    const profile = await parseLayout('band--teacher.docx');
    expect(profile.personal_details).toMatchObject({ name: 'Sarah Mitchell', email: 's.mitchell@example.com' });
  });

  it('a sidebar table: the name is the name, and the certifications are only the certifications', async () => {
    const profile = await parseLayout('sidebar--nurse.docx');
    expect(profile.personal_details.name).toBe('Reem Al-Harbi');
    expect(profile.certifications.map((entry) => [entry.name, entry.issue_date])).toEqual([
      ['Basic Life Support', '2023-05'],
      ['Advanced Cardiovascular Life Support', '2022-11'],
    ]);
    expect(Object.values(profile.work_history_detailed).map((job) => [job.job_title, job.organization, job.start])).toEqual([
      ['Senior Staff Nurse, ICU', 'King Fahad Medical City', '2019-03'],
      ['Staff Nurse', 'Dr. Sulaiman Al Habib Hospital', '2016-01'],
    ]);
  });

  it('a right-to-left sidebar table: the Arabic name, not the sidebar heading', async () => {
    expect((await parseLayout('rtl-sidebar--ar-developer.docx')).personal_details.name).toBe('نورة القحطاني');
  });

  it('a timeline of date cells: a certificate is its name with its date, not the date alone', async () => {
    const profile = await parseLayout('timeline--engineer.docx');
    expect(profile.certifications.map((entry) => [entry.name, entry.issue_date])).toEqual([['Chartered Engineer', '2021-04']]);
  });
});
