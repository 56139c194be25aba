/**
 * Patterns of published resume themes, each read from a PDF of the layout corpus (__layouts__/, printed
 * by Chromium; see its README): what a candidate who uploads such a PDF sees in their profile.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume.ts';
import type { ParsedProfile } from './profile.ts';

async function parseLayout(file: string): Promise<ParsedProfile> {
  const bytes = new Uint8Array(readFileSync(new URL(`./__layouts__/${file}`, import.meta.url)));
  const result = await parseResume({ bytes, kind: 'pdf' });
  if (!result.ok) throw new Error(result.message);
  return result.profile;
}

const jobs = (profile: ParsedProfile) =>
  Object.values(profile.work_history_detailed).map((job) => ({ title: job.job_title, organization: job.organization, start: job.start, current: job.currently_working }));

describe('layouts of published resume themes', () => {
  it('section headings in a left gutter, on the line of their first entry, head their sections', async () => {
    const profile = await parseLayout('gutter--nurse.pdf');
    expect(jobs(profile)).toEqual([
      { title: 'Senior Staff Nurse, ICU', organization: 'King Fahad Medical City', start: '2019-03', current: true },
      { title: 'Staff Nurse', organization: 'Dr. Sulaiman Al Habib Hospital', start: '2016-01', current: false },
    ]);
    expect(profile.education.map((entry) => [entry.degree_title, entry.institution])).toEqual([
      ['Bachelor of Science in Nursing', 'King Saud bin Abdulaziz University for Health Sciences'],
    ]);
    expect(profile.skills.map((skill) => skill.name)).toContain('Ventilator Management');
  });

  it('section names in the first column of a table, on rows of their own, head their sections', async () => {
    const profile = await parseLayout('table--finance.pdf');
    expect(jobs(profile).map((job) => [job.title, job.organization])).toEqual([
      ['Financial Analyst', 'Majid Al Futtaim'],
      ['Audit Associate', 'Deloitte'],
    ]);
    expect(profile.education.map((entry) => entry.degree_title)).toHaveLength(2);
    expect(profile.certifications.map((entry) => entry.name)).toEqual(['CFA Level II']);
  });

  it('dates flush right of "Title at Company" stay on their row instead of being read as a second column', async () => {
    const profile = await parseLayout('chips--sales.pdf');
    expect(jobs(profile).map((job) => [job.start, job.current])).toEqual([
      ['2019-10', true],
      ['2015-03', false],
      ['2012-05', false],
    ]);
    expect(profile.skills.map((skill) => skill.name)).toContain('Team Leadership');
  });

  it('the name and headline at the top of the main column of a sidebar theme are the header, in English and in Arabic', async () => {
    const profile = await parseLayout('sidebar--nurse.pdf');
    expect(profile.personal_details.name).toBe('Reem Al-Harbi');
    expect(profile.certifications.map((entry) => [entry.name, entry.issue_date])).toEqual([
      ['Basic Life Support', '2023-05'],
      ['Advanced Cardiovascular Life Support', '2022-11'],
    ]);
    expect((await parseLayout('rtl-sidebar--ar-developer.pdf')).personal_details.name).toBe('نورة القحطاني');
  });

  it('a name printed on one line with the headline ("Name — Title") is the name', async () => {
    expect((await parseLayout('table--finance.pdf')).personal_details.name).toBe('Priya Raman');
  });

  it("a table's cells that wrap on their own continue their cell: the dates' end, a degree and an institution", async () => {
    const profile = await parseLayout('table--finance.pdf');
    expect(jobs(profile)).toEqual([
      { title: 'Financial Analyst', organization: 'Majid Al Futtaim', start: '2021-02', current: true },
      { title: 'Audit Associate', organization: 'Deloitte', start: '2018-07', current: false },
    ]);
    expect(profile.education.map((entry) => [entry.degree_title, entry.institution])).toEqual([
      ['Master of Business Administration', 'Indian Institute of Management Bangalore'],
      ['Bachelor of Commerce', 'University of Madras'],
    ]);
  });

  it('dates in a timeline column, wrapped in two, stay with their job, and the line beside the wrap is the employer', async () => {
    const profile = await parseLayout('timeline--sales.pdf');
    expect(jobs(profile)).toEqual([
      { title: 'Regional Sales Manager', organization: 'Medtronic', start: '2019-10', current: true },
      { title: 'Account Manager', organization: 'Philips Healthcare', start: '2015-03', current: false },
      { title: 'Sales Representative', organization: 'Johnson & Johnson', start: '2012-05', current: false },
    ]);
  });

  it('"Title at Company" names the employer, even in one word, rather than the town on the line below', async () => {
    const profile = await parseLayout('chips--sales.pdf');
    expect(jobs(profile).map((job) => [job.title, job.organization])).toEqual([
      ['Regional Sales Manager', 'Medtronic'],
      ['Account Manager', 'Philips Healthcare'],
      ['Sales Representative', 'Johnson & Johnson'],
    ]);
  });

  it("a sidebar's list of short capitalised items stays a list, while a lone word under a phrase is its wrapped end", async () => {
    const profile = await parseLayout('sidebar--nurse.pdf');
    expect(profile.skills.map((skill) => skill.name)).toEqual(['Critical Care', 'Patient Assessment', 'Ventilator Management', 'Infection Control', 'Electronic Health Records']);
    expect(profile.certifications.map((entry) => entry.name)).toEqual(['Basic Life Support', 'Advanced Cardiovascular Life Support']);
  });

  it('"Master of Arts in Education" is a degree, not a heading, though it ends in a section word', async () => {
    const profile = await parseLayout('band--teacher.pdf');
    expect(profile.education.map((entry) => entry.degree_title)).toEqual(['Master of Arts in Education', 'Bachelor of Science in Mathematics']);
    expect(profile.education[0]?.institution).toBe('San Francisco State University');
  });
});
