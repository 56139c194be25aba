import { describe, expect, it } from 'vitest';
import { makeLine } from './layout-line.ts';
import { splitSections } from './sections.ts';

describe('splitSections', () => {
  it('recognises headings in English and Arabic, in capitals or with a colon', () => {
    const lines = ['Jane Example', 'WORK EXPERIENCE', 'Engineer — Acme', 'Education:', 'BSc', 'المهارات الفنية', 'Python', 'الخبرة العملية:', 'مهندس', 'Licenses & Certifications', 'PMP'].map((text) => makeLine(text));
    expect(splitSections(lines).map((section) => [section.kind, section.lines.map((line) => line.text)])).toEqual([
      ['header', ['Jane Example']],
      ['experience', ['Engineer — Acme']],
      ['education', ['BSc']],
      ['skills', ['Python']],
      ['experience', ['مهندس']],
      ['certifications', ['PMP']],
    ]);
  });

  it('does not take a bullet or a long line for a heading', () => {
    const lines = [makeLine('Skills'), makeLine('Languages', { listItem: true }), makeLine('Experience with large teams and budgets')];
    expect(splitSections(lines).map((section) => section.kind)).toEqual(['header', 'skills']);
  });

  it('ends a section at a styled heading it does not know, but not in the header', () => {
    const lines = [makeLine('Jane Example', { bold: true, fontSize: 20 }), makeLine('Skills'), makeLine('Python, SQL, Tableau and Power BI', { fontSize: 10 }), makeLine('Volunteer Corner', { bold: true, fontSize: 14 }), makeLine('Food bank on weekends', { fontSize: 10 })];
    expect(splitSections(lines).map((section) => section.kind)).toEqual(['header', 'skills', 'other']);
  });

  it("recognises headings in people's own words, but not a job title that ends like one", () => {
    const lines = ['Emory Wiza', 'Career Experience/Job History', 'Editor', 'PUBLIC RELATIONS/EVENT PLANNING EXPERIENCE', 'Head of Education', 'Summary of Qualification', 'Good network', 'Key Course Related Projects'].map((text) => makeLine(text));
    expect(splitSections(lines).map((section) => [section.kind, section.lines.map((line) => line.text)])).toEqual([
      ['header', ['Emory Wiza']],
      ['experience', ['Editor']],
      ['experience', ['Head of Education']],
      ['summary', ['Good network']],
      ['other', []],
    ]);
  });
});
