/**
 * Patterns found in the train part of the labelled real resumes (issue #10), one test each. The texts are
 * written here from the pattern, not copied from the data.
 */
import { describe, expect, it } from 'vitest';
import { findDateRange } from './dates.ts';
import { extractEducation } from './education.ts';
import { plainTextToLines } from './extract/plain-lines.ts';
import { recoverLineBreaks } from './extract/pseudo-lines.ts';
import { makeLine } from './layout-line.ts';
import { profileFromLines } from './parse-resume.ts';
import { splitSections } from './sections.ts';
import { extractWorkHistory } from './work-history.ts';

const jobs = (text: string) =>
  extractWorkHistory(plainTextToLines(text)).map(({ job_title, organization, start, end, currently_working }) => ({ job_title, organization, start, end, currently_working }));
const schools = (text: string) => extractEducation(plainTextToLines(text)).map(({ degree_title, institution, field }) => ({ degree_title, institution, field }));

const filler = 'Looked after the weekly rota, the stock counts and the opening of the store on weekdays and weekends.';

describe('work history on real-world layouts', () => {
  it('reads "Title, Employer, Town" on one line: the piece after the title is the employer, the rest the place', () => {
    expect(jobs('Jun 2016 – Aug 2018\nWarehouse Assistant, Brightline Parcels, Northfield\n• Loaded vans')).toEqual([
      { job_title: 'Warehouse Assistant', organization: 'Brightline Parcels', start: '2016-06', end: '2018-08', currently_working: false },
    ]);
  });

  it('takes "Designation:" and "Organization:" for what they say, without the place after the employer', () => {
    expect(jobs('Jan 2015 - Mar 2017\nDesignation: Media Planner\nOrganization: Harbour Lane Advertisers, Tempe, AZ\n• Planned campaigns')).toEqual([
      { job_title: 'Media Planner', organization: 'Harbour Lane Advertisers', start: '2015-01', end: '2017-03', currently_working: false },
    ]);
  });

  it('reads job-board exports: "Employer - City, Region -" lines with or without a title line above them', () => {
    const text = [
      'Northwind Systems Pvt. Ltd -  Nagpur, Maharashtra -',
      '',
      'February 2018 to Present',
      '',
      'Contoso Labs -',
      '',
      'June 2014 to January 2018',
      '',
      'Quality Analyst',
      '',
      'Fabrikam Ltd -  Indore, Madhya Pradesh -',
      '',
      'May 2012 to May 2014',
    ].join('\n');
    expect(jobs(text)).toEqual([
      { job_title: null, organization: 'Northwind Systems Pvt. Ltd', start: '2018-02', end: null, currently_working: true },
      { job_title: null, organization: 'Contoso Labs', start: '2014-06', end: '2018-01', currently_working: false },
      { job_title: 'Quality Analyst', organization: 'Fabrikam Ltd', start: '2012-05', end: '2014-05', currently_working: false },
    ]);
  });

  it('still reads "Employer - City / dates / Title", where the title comes after the dates', () => {
    expect(jobs('Fairview Holdings Ltd. - Dover, DE\n2010-2013\nPayroll Clerk\n• Ran the monthly payroll')).toEqual([
      { job_title: 'Payroll Clerk', organization: 'Fairview Holdings Ltd.', start: '2010', end: '2013', currently_working: false },
    ]);
  });

  it('does not keep a lone date in the title ("Title, Month Year")', () => {
    expect(jobs('Content Strategist, October 2019\nBlue Finch Media\n• Wrote the style guide')[0]).toMatchObject({ job_title: 'Content Strategist', organization: 'Blue Finch Media' });
  });

  it('splits "EMPLOYER- Town" at a hyphen glued to the name', () => {
    expect(jobs('HALCYON TELECOM- Springfield, IL\nField Sales Intern\nSummer 2015')[0]).toMatchObject({ job_title: 'Field Sales Intern', organization: 'HALCYON TELECOM' });
  });

  it('takes lines that start with an action verb for details, not for a new job', () => {
    const text = ['Stock Assistant, Maple Grocers, Eastwood; Mar 2012 – Jan 2014', 'Arranged the seasonal displays', 'Handled customer returns at the desk', filler].join('\n');
    const found = extractWorkHistory(plainTextToLines(text));
    expect(found.map((entry) => [entry.job_title, entry.organization])).toEqual([['Stock Assistant', 'Maple Grocers']]);
    expect(found[0]?.details).toContain('Arranged the seasonal displays');
  });

  it('keeps a long title line in capitalised words as the header, not as a detail sentence', () => {
    const text = 'Senior Account Manager / Team Lead, Key Accounts, Northern Region\nAlderbrook Foods Ltd -  Leeds, West Yorkshire -\nMarch 2015 to Present\n• Grew the accounts';
    expect(jobs(text)).toEqual([
      { job_title: 'Senior Account Manager / Team Lead, Key Accounts, Northern Region', organization: 'Alderbrook Foods Ltd', start: '2015-03', end: null, currently_working: true },
    ]);
    // A sentence of the same length is still a detail.
    expect(jobs('Line Cook\nMarram Bistro\nJune 2012 to May 2015\nPrepared the cold starters for the evening service').map((job) => job.job_title)).toEqual(['Line Cook']);
  });

  it('finds "Title, Employer, Town, ST" among other header parts', () => {
    expect(jobs('Jan 2010 – Dec 2012\nStaff Nurse, Northgate Hospital, Leeds\nRotating Shifts\n• Cared for ten patients')[0]).toMatchObject({
      job_title: 'Staff Nurse',
      organization: 'Northgate Hospital',
    });
  });

  it('takes a sentence ended by its full stop for a detail, not for a title', () => {
    expect(jobs('Aug 2012 - Present\nStaff Photographer\nResponsible for the darkroom schedule.')).toEqual([
      { job_title: 'Staff Photographer', organization: null, start: '2012-08', end: null, currently_working: true },
    ]);
    // An employer ending on an abbreviation keeps its stop.
    expect(jobs('Aug 2012 - Present\nStore Manager\nPembrook Hardware Co.')[0]).toMatchObject({ organization: 'Pembrook Hardware Co.' });
  });

  it('cuts "Town, Region" glued to the end of a title ("Web Developer North Hollywood, CA")', () => {
    expect(jobs('Mar 2009 – Jun 2012\nSenior Web Developer Marina Bay, California\nCorbel Interactive')[0]).toMatchObject({ job_title: 'Senior Web Developer', organization: 'Corbel Interactive' });
    // A comma inside the title's part keeps it as it is.
    expect(jobs('Mar 2009 – Jun 2012\nPrincipal, Elm Street Elementary, Hudson, TX')[0]).toMatchObject({ job_title: 'Principal', organization: 'Elm Street Elementary' });
  });

  it('drops a heading word left in front of the first employer ("Experience Acme Group Jan 2008 – Present")', () => {
    expect(jobs('Experience Tidewater Media Group January 2008 – Present\nProducer')[0]).toMatchObject({ job_title: 'Producer', organization: 'Tidewater Media Group' });
  });

  it("takes no project fact, template placeholder or page furniture for a title or an employer", () => {
    expect(jobs('Jan 2015 – Feb 2016\nTeam Size : 12\nCompany name')).toEqual([]);
    expect(jobs('Jan 2015 – Feb 2016\nReferences Available Upon Request')).toEqual([]);
    expect(jobs('Jan 2015 – Feb 2016\nSupport Analyst\nEnvironment: Windows, Oracle')[0]).toMatchObject({ job_title: 'Support Analyst', organization: null });
  });

  it('takes no sentence tail, page footer or run of digits for a title or an employer', () => {
    expect(jobs('Oct 2011 – May 2014\nbehaviour and safety checks')).toEqual([]);
    expect(jobs('Page 2 of 3\nOct 2011 – May 2014')).toEqual([]);
    expect(jobs('20082011\nOct 2011 – May 2014')).toEqual([]);
    // A title written in lower case still has the words of one.
    expect(jobs('Mar 2019 – Present\nsupport engineer\nQuillon Networks')[0]).toMatchObject({ job_title: 'support engineer', organization: 'Quillon Networks' });
  });

  it('takes a line in the present tense of an action verb for a detail ("Supervise …", "Coordinate …")', () => {
    const found = extractWorkHistory(plainTextToLines('Head Chef, Saltmarsh Kitchen, Portree; Apr 2016 – Jun 2019\nSupervise six line cooks\nCoordinate deliveries with suppliers'));
    expect(found.map((entry) => entry.job_title)).toEqual(['Head Chef']);
    expect(found[0]?.details).toBe('Supervise six line cooks\nCoordinate deliveries with suppliers');
  });
});

describe('jobs under a heading that is not an experience heading', () => {
  it('reads dated jobs with a title and an employer from another section when there is no experience section, at a lower confidence', () => {
    const lines = ['Rowan Tate', 'SUMMARY OF QUALIFICATIONS', 'Fifteen years of machine shop work.', '2011 to Present', 'Kestrel Machining, Santa Rosa, California', 'Shop Supervisor', '• Set up the CNC cell', 'Education', 'High school Diploma, Sparta High School'].map((text) => makeLine(text));
    const profile = profileFromLines(lines);
    expect(Object.values(profile.work_history_detailed)).toMatchObject([{ job_title: 'Shop Supervisor', organization: 'Kestrel Machining', start: '2011', currently_working: true }]);
    expect(profile.confidence['work_history_detailed.0.job_title']).toBeLessThanOrEqual(0.5);
    // Without a date range, a summary's sentences give no job.
    expect(Object.values(profileFromLines(lines.filter((line) => line.text !== '2011 to Present')).work_history_detailed)).toEqual([]);
  });
});

describe('dates as real resumes write them', () => {
  it("reads a month and its year joined by an apostrophe or a slash (\"Dec' 2015\", \"May/2008\", \"Aug ’09\")", () => {
    expect(findDateRange("Dec' 2015 to Sept' 2016")).toMatchObject({ start: { iso: '2015-12' }, end: { iso: '2016-09' } });
    expect(findDateRange('May/2008 - May/2016')).toMatchObject({ start: { iso: '2008-05' }, end: { iso: '2016-05' } });
    expect(findDateRange('Aug ’09 – Present')).toMatchObject({ start: { iso: '2009-08' }, current: true });
    // Without the apostrophe, two digits after a month may be a day: no range is read.
    expect(findDateRange('Jul 12 to Present')).toBeNull();
  });

  it('keeps a bullet that is a sentence among the details even when it holds a date range', () => {
    const text = 'Web Designer\nLarchmont Studio\nMarch 2017 to Present\n• Worked as a junior designer with Pell Print from Dec\' 2015 to Sept\' 2016';
    expect(jobs(text)).toEqual([{ job_title: 'Web Designer', organization: 'Larchmont Studio', start: '2017-03', end: null, currently_working: true }]);
  });
});

describe('text that lost its line breaks', () => {
  it('keeps the two ends of a date range together when a run of spaces fell between them, and a header whose parts bullets separate on one line', () => {
    const text = `Jordan Pike  EXPERIENCE  Apr 2015  current  Night Auditor, Riverside Inn, Oakdale  ${filler}  Sep 2012  Mar 2015  Front Desk Clerk, Pine Motel, Oakdale  ${filler}`;
    const lines = recoverLineBreaks(text).split('\n');
    expect(lines).toContain('Apr 2015 – current');
    expect(lines).toContain('Sep 2012 – Mar 2015');
    // "Title, Employer • Town, ST • dates": bullets between a header's parts separate them on one line.
    const header = recoverLineBreaks(`Casey Wren  EXPERIENCE  Events Intern, Larkspur Agency • Boston, MA • June 2016 - present  • Booked venues  • ${filler}  ${filler}  ${filler}`).split('\n');
    expect(header).toContain('Events Intern, Larkspur Agency · Boston, MA · June 2016 - present');
    expect(header).toContain('• Booked venues');
    // A date followed by ordinary text is left alone.
    expect(recoverLineBreaks(`Bachelor of Arts, May 2010  Lakeside College  ${filler} ${filler} ${filler}`).split('\n').slice(0, 2)).toEqual(['Bachelor of Arts, May 2010', 'Lakeside College']);
  });
});

describe('education on real-world layouts', () => {
  it('takes "<Name> High School" for a school, not for a qualification', () => {
    expect(schools('SSC\nGreenfield High School\n2010')).toEqual([{ degree_title: 'SSC', institution: 'Greenfield High School', field: null }]);
    expect(schools('Senior Certificate, Rivermouth Secondary School')).toEqual([{ degree_title: 'Senior Certificate', institution: 'Rivermouth Secondary School', field: null }]);
  });

  it('keeps a field written after a comma with its degree ("MSc, Data Science")', () => {
    expect(schools('MSc, Applied Data Science\nUniversity of Westmoor\n2019')).toEqual([
      { degree_title: 'MSc, Applied Data Science', institution: 'University of Westmoor', field: 'Applied Data Science' },
    ]);
    expect(schools('Masters, Business Administration, University of Florida')).toEqual([
      { degree_title: 'Masters, Business Administration', institution: 'University of Florida', field: 'Business Administration' },
    ]);
    // A school without a school word after the comma is still the school.
    expect(schools('MSc Supply Chain Management, ETH Zurich')).toEqual([{ degree_title: 'MSc Supply Chain Management', institution: 'ETH Zurich', field: null }]);
  });

  it('takes neither a distinction nor a field after a degree for its school', () => {
    expect(schools('Bachelor of Arts, History, Magna Cum Laude')).toEqual([{ degree_title: 'Bachelor of Arts, History', institution: null, field: 'History' }]);
    expect(schools('Master of Music - Jazz Studies')).toEqual([{ degree_title: 'Master of Music', institution: null, field: 'Music' }]);
  });

  it('reads "B Tech" and "M Tech" written with a space as degrees', () => {
    expect(schools('B Tech Honors in Civil Engineering\nCollege of Engineering -  Roorkee, Uttarakhand\nAugust 2007 to May 2011')).toEqual([
      { degree_title: 'B Tech Honors in Civil Engineering', institution: 'College of Engineering', field: 'Civil Engineering' },
    ]);
  });

  it('drops "City, Region" after a school named without a school word, and reads "PGDM in …"-style degrees', () => {
    expect(schools('PGDM in Retail Management\nHarbourside Xavier -  Kochi, Kerala\n2012 to 2014')).toEqual([
      { degree_title: 'PGDM in Retail Management', institution: 'Harbourside Xavier', field: 'Retail Management' },
    ]);
  });
});

describe('headings as real resumes print them', () => {
  const kinds = (texts: string[]) => splitSections(texts.map((text) => makeLine(text))).map((section) => section.kind);

  it('keeps a job\'s own "Achievements:" list inside the work history, and a real awards section after it', () => {
    const lines = ['Ada Moss', 'Experience', 'Analyst, Fenwick Bank', 'May 2005 – Mar 2006', 'Achievements:', '• Cut the batch run by half', 'Developer, Orbit Cards', 'Jan 2001 – Apr 2005', 'Achievements', '• Moved the switch to a new release', 'Senior Developer, Orbit Cards', 'Jan 1998 – Dec 2000', 'Awards', 'Employee of the Year 2004'];
    const layout = lines.map((text) => (text.startsWith('• ') ? makeLine(text.slice(2), { listItem: true }) : makeLine(text)));
    expect(splitSections(layout).map((section) => section.kind)).toEqual(['header', 'experience', 'awards']);
    const profile = profileFromLines(layout);
    expect(Object.values(profile.work_history_detailed).map((job) => [job.job_title, job.organization])).toEqual([['Analyst', 'Fenwick Bank'], ['Developer', 'Orbit Cards'], ['Senior Developer', 'Orbit Cards']]);
    expect(profile.highlights_awards.map((award) => award.title)).toEqual(['Employee of the Year 2004']);
  });

  it('reads letter-spaced headings, headings whose space was lost, and "Education & …"', () => {
    expect(kinds(['Sam Reyes', 'E D U C AT IO N', 'BA History'])).toEqual(['header', 'education']);
    expect(kinds(['Sam Reyes', 'GeneralEducation:', 'BA History'])).toEqual(['header', 'education']);
    expect(kinds(['Sam Reyes', 'Education & Professional Development', 'BA History'])).toEqual(['header', 'education']);
    expect(kinds(['Sam Reyes', 'P ROFE SSI ONAL E XPER IENCE', 'Principal, Elm Street Elementary'])).toEqual(['header', 'experience']);
    expect(kinds(['Sam Reyes', `PROFESSIONAL EXPERIENCE${'_'.repeat(60)}`, 'Ward Nurse'])).toEqual(['header', 'experience']);
    // "Languages & Frameworks" inside a skills list is no languages heading.
    expect(kinds(['Sam Reyes', 'Skills', 'Languages & Frameworks', 'Java, Spring'])).toEqual(['header', 'skills']);
    // A job title that happens to contain "and" is no heading.
    expect(kinds(['Sam Reyes', 'Experience', 'Teaching and Learning Coordinator'])).toEqual(['header', 'experience']);
  });
});

describe('resumes with line breaks: job-board exports, bullets and wrapped lines (fifth pass)', () => {
  it('reads the line above a job board\'s "Employer - City, Region -" line as the whole title, and a bare "-" as no employer', () => {
    const text = [
      'Specialist II, Outreach',
      '',
      '-',
      '',
      'March 2017 to Present',
      '',
      'Brand Team',
      '',
      'Harlow Print Works -  Leeds, West Yorkshire -',
      '',
      'June 2014 to February 2017',
    ].join('\n');
    expect(jobs(text)).toEqual([
      { job_title: 'Specialist II, Outreach', organization: null, start: '2017-03', end: null, currently_working: true },
      { job_title: 'Brand Team', organization: 'Harlow Print Works', start: '2014-06', end: '2017-02', currently_working: false },
    ]);
  });

  it('does not take a place on the employer line for the employer', () => {
    expect(jobs('Language Tester\n\nBengaluru, Karnataka -\n\nJune 2010 to September 2010')).toEqual([
      { job_title: 'Language Tester', organization: null, start: '2010-06', end: '2010-09', currently_working: false },
    ]);
  });

  it('takes lines opened by a symbol ("➢", "♣", "➔") or a Wingdings glyph for bullets, so they stay details', () => {
    const text = ['Support Engineer', 'Kestrel Networks', 'May 2016 to July 2018', '➢ Exchange Server upgrades', '♣ Open Source Software audits', '\uF0B7 Night shift rota'].join('\n');
    expect(plainTextToLines(text).slice(3).map((line) => [line.text, line.listItem])).toEqual([
      ['Exchange Server upgrades', true],
      ['Open Source Software audits', true],
      ['Night shift rota', true],
    ]);
    expect(jobs(text)).toEqual([{ job_title: 'Support Engineer', organization: 'Kestrel Networks', start: '2016-05', end: '2018-07', currently_working: false }]);
  });

  it('joins a line that ends on "and", "of" or "in" with the plain line under it, and only then', () => {
    expect(schools('Bachelor of Science in Electronics and\nCommunication Engineering\nHillcrest Institute of Technology\nJune 2007 to May 2011')).toEqual([
      { degree_title: 'Bachelor of Science in Electronics and Communication Engineering', institution: 'Hillcrest Institute of Technology', field: 'Electronics and Communication Engineering' },
    ]);
    expect(plainTextToLines('Marketing and\n\nHuman Resource').map((line) => line.text)).toEqual(['Marketing and', 'Human Resource']);
    expect(plainTextToLines('Research and\n• Wrote reports').map((line) => line.text)).toEqual(['Research and', 'Wrote reports']);
  });

  it('takes a project\'s own title line ("UG PROJECT TITLE: …") for neither a job title nor an employer', () => {
    expect(jobs('UG PROJECT TITLE: Bounded Heuristic Search\nJan 2015 to May 2015\n• Wrote the search in C++')).toEqual([]);
    expect(jobs('Final Year Project Name: Crop Yield Maps\n2014 - 2015')).toEqual([]);
  });
});
