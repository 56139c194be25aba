import { describe, expect, it } from 'vitest';
import { extractEducation, fieldOf } from './education.ts';
import { plainTextToLines } from './extract/plain-lines.ts';

const parse = (text: string) => extractEducation(plainTextToLines(text)).map(({ confidence: _confidence, ...entry }) => entry);

describe('extractEducation', () => {
  it('reads degree then institution, and institution then degree', () => {
    expect(parse('Bachelor of Science in Computer Science\nAmerican University of Sharjah · 2013 – 2017')).toEqual([
      { degree_title: 'Bachelor of Science in Computer Science', institution: 'American University of Sharjah', field: 'Computer Science', start: '2013', end: '2017', expected_end: null },
    ]);
    expect(parse('Qatar University\nMaster of Engineering in Construction Management | 2016 – 2018')).toEqual([
      { degree_title: 'Master of Engineering in Construction Management', institution: 'Qatar University', field: 'Construction Management', start: '2016', end: '2018', expected_end: null },
    ]);
  });

  it('splits a degree and an institution written on one line', () => {
    expect(parse('Bachelor of Science in Nursing, King Saud University (2015 – 2019)')[0]).toMatchObject({ degree_title: 'Bachelor of Science in Nursing', institution: 'King Saud University' });
  });

  it('reads an expected end, in English and Arabic', () => {
    expect(parse('BSc Physics\nUniversity of Jordan · 2022 – Expected 2026')[0]).toMatchObject({ end: null, expected_end: '2026', start: '2022' });
    expect(parse('بكالوريوس في التمريض\nجامعة قطر · ٢٠٢٢ – متوقع ٢٠٢٦')[0]).toMatchObject({ degree_title: 'بكالوريوس في التمريض', institution: 'جامعة قطر', field: 'التمريض', expected_end: '2026' });
  });

  it('finds the field only where the degree names one', () => {
    expect(fieldOf('Bachelor of Science')).toBeNull();
    expect(fieldOf('Bachelor of Commerce in Accounting')).toBe('Accounting');
    expect(fieldOf('ماجستير إدارة الأعمال')).toBe('إدارة الأعمال');
  });

  it('leaves the sentence stop and the place after an institution out of its name', () => {
    expect(parse('Bachelors in Mass Communication, Mediacom College.\n2003 - 2004')[0]).toMatchObject({ degree_title: 'Bachelors in Mass Communication', institution: 'Mediacom College' });
    expect(parse('Ball State University, Muncie, Indiana\nB.A. in Elementary Education, May 2013')[0]).toMatchObject({ degree_title: 'B.A. in Elementary Education', institution: 'Ball State University' });
  });
});
