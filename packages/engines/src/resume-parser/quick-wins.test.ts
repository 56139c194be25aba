/**
 * Issue #10's named failures on layouts the parser was not written against, one test each.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from './certifications.ts';
import { findDateRange, isPrintDateLine } from './dates.ts';
import { extractEducation } from './education.ts';
import { plainTextToLines } from './extract/plain-lines.ts';
import { extractText } from './extract-text.ts';
import { fixtureReader } from './fixture-reader.ts';
import { makeLine } from './layout-line.ts';
import { profileFromLines } from './parse-resume.ts';
import { splitSections } from './sections.ts';
import { repairPdfArabic } from './text-utils.ts';

describe('real-world layouts (issue #10)', () => {
  it('reads abbreviated months joined by a soft hyphen as a range (LaTeX classes)', () => {
    const range = findDateRange('Software Engineer Sep. 2023 \u00AD Mar. 2024');
    expect(range).toMatchObject({ start: { iso: '2023-09' }, end: { iso: '2024-03' }, current: false });
    expect(findDateRange('Aug. 2021 \u00AD Present')).toMatchObject({ start: { iso: '2021-08' }, current: true });
  });

  it('does not take a footer print date for a graduation year', () => {
    expect(isPrintDateLine('February 10, 2026')).toBe(true);
    expect(isPrintDateLine('May 2020')).toBe(false);
    const education = extractEducation(plainTextToLines('Bachelor of Science in Computer Science\nUniversity of Jordan\n2016 – 2020\nFebruary 10, 2026'));
    expect(education).toHaveLength(1);
    expect(education[0]).toMatchObject({ start: '2016', end: '2020' });
  });

  it('keeps "الله" and lam-alef as written when a PDF printed them as ligatures', async () => {
    expect(repairPdfArabic('عبد اهلل')).toBe('عبد الله');
    expect(repairPdfArabic('\uFDF2')).toBe('الله');
    expect(repairPdfArabic('\uFEFB')).toBe('لا');
    const lines = await extractText(fixtureReader.read('arabic-ligatures.pdf'), 'pdf');
    expect(lines.map((line) => line.text)).toEqual(['عبد الله الأحمد', 'الخبرة العملية', 'مهندس برمجيات لدى شركة السلام للتقنية']);
  });

  it('keeps "Basic Life Support" / "May 2023" as one certification with its date, and reads "Issued by"', () => {
    const entries = extractCertifications(plainTextToLines('Basic Life Support\nMay 2023\nAdvanced Cardiac Life Support\nIssued by American Heart Association, Jun 2022'));
    expect(entries.map(({ name, issuer, issue_date }) => ({ name, issuer, issue_date }))).toEqual([
      { name: 'Basic Life Support', issuer: null, issue_date: '2023-05' },
      { name: 'Advanced Cardiac Life Support', issuer: 'American Heart Association', issue_date: '2022-06' },
    ]);
  });

  it('keeps both lines of an institution wrapped over two lines', () => {
    const education = extractEducation(plainTextToLines('Bachelor of Science in Nursing\nKing Saud bin Abdulaziz University for Health\nSciences\n2012 – 2016'));
    expect(education[0]).toMatchObject({ degree_title: 'Bachelor of Science in Nursing', institution: 'King Saud bin Abdulaziz University for Health Sciences', end: '2016' });
    // A city on the next line is not part of the name.
    expect(extractEducation(plainTextToLines('BSc Physics\nKing Saud University\nRiyadh\n2012 – 2016'))[0]?.institution).toBe('King Saud University');
  });

  it('finds a gutter heading on the same line as the first entry', () => {
    const gutter = (heading: string, text: string) => makeLine(`${heading} ${text}`, { cells: [heading, text], x: 40 });
    const lines = [
      makeLine('Noura Al-Qahtani'),
      gutter('Work', 'Senior Staff Nurse, ICU'),
      makeLine('King Fahad Medical City', { x: 140 }),
      makeLine('Mar 2019 – Present', { x: 140 }),
      gutter('Education', 'Bachelor of Science in Nursing'),
      makeLine('King Saud University', { x: 140 }),
      makeLine('2012 – 2016', { x: 140 }),
    ];
    expect(splitSections(lines).map((section) => section.kind)).toEqual(['header', 'experience', 'education']);
    const profile = profileFromLines(lines);
    expect(Object.values(profile.work_history_detailed)).toMatchObject([{ job_title: 'Senior Staff Nurse, ICU', organization: 'King Fahad Medical City', start: '2019-03', currently_working: true }]);
    expect(profile.education).toMatchObject([{ degree_title: 'Bachelor of Science in Nursing', institution: 'King Saud University', end: '2016' }]);
  });
});
