import type { CandidateProfile, WorkEntry } from '@masar/shared/profile';
import { describe, expect, it } from 'vitest';
import { educationLevelOf, experienceMonthsOf, matchCandidateFromProfile } from './profile-input.ts';

const work = (start: string | null, end: string | null, currently_working = false): WorkEntry => ({
  job_title: 'Nurse',
  organization: null,
  start,
  end,
  currently_working,
  details: '',
});

describe('experienceMonthsOf', () => {
  it('counts start through end, overlaps once, current jobs to today', () => {
    expect(experienceMonthsOf([work('2020-01', '2020-12')], '2026-11')).toBe(12);
    expect(experienceMonthsOf([work('2020-01', '2020-12'), work('2020-07', '2021-06')], '2026-11')).toBe(18);
    expect(experienceMonthsOf([work('2025-12', null, true)], '2026-11')).toBe(12);
    expect(experienceMonthsOf([work('2018', '2019')], '2026-11')).toBe(24);
  });

  it('ignores entries without a start, and counts nothing after today', () => {
    expect(experienceMonthsOf([work(null, '2020-01'), work('2027-01', null, true)], '2026-11')).toBe(0);
    expect(experienceMonthsOf([work('2026-06', '2028-01')], '2026-11')).toBe(6);
  });
});

describe('educationLevelOf', () => {
  it.each([
    ['PhD in Physics', 'doctorate'],
    ['Doctor of Philosophy', 'doctorate'],
    ['MSc Data Science', 'master'],
    ['MBA', 'master'],
    ['Master of Engineering', 'master'],
    ['Bachelor of Science in Nursing', 'bachelor'],
    ['B.Sc. Computer Science', 'bachelor'],
    ['Diploma in Hospitality', 'diploma'],
    ['High School Diploma', 'secondary'],
    ['Higher National Diploma in Engineering', 'diploma'],
    ['General Secondary Certificate', 'secondary'],
    ['بكالوريوس علوم الحاسب', 'bachelor'],
    ['ماجستير إدارة الأعمال', 'master'],
    ['دكتوراه في الكيمياء', 'doctorate'],
    ['دبلوم محاسبة', 'diploma'],
    ['Cooking course', 'none'],
    [null, 'none'],
  ] as const)('%s → %s', (title, level) => {
    expect(educationLevelOf(title)).toBe(level);
  });
});

describe('matchCandidateFromProfile', () => {
  const profile: CandidateProfile = {
    personal_details: { name: 'Sara', email: null, phone: null, location: null, links: [] },
    summary: null,
    work_history_detailed: {
      '1': { job_title: 'Data Analyst', organization: 'Souq', start: '2019-01', end: '2022-02', currently_working: false, details: '' },
      '0': { job_title: 'Senior Data Engineer', organization: 'Bank', start: '2022-03', end: null, currently_working: true, details: '' },
    },
    career_path: ['Senior Data Engineer', 'Data Analyst'],
    education: [
      { degree_title: 'Bachelor of Computer Science', institution: null, field: 'Computer Science', start: '2014', end: '2018', expected_end: null },
      { degree_title: 'MSc Data Science', institution: null, field: null, start: '2025-09', end: null, expected_end: '2027-06' },
    ],
    certifications: [],
    skills: [
      { name: 'Python', ref_skill: { id: 'skill:python', name: 'Python' } },
      { name: 'python 3', ref_skill: { id: 'skill:python', name: 'Python' } },
      { name: 'Dbt Core', ref_skill: null },
    ],
    languages: [],
    highlights_awards: [],
    language: 'en',
    confidence: {},
  };

  it('reads titles latest first, skills by catalogue id or by name, experience and the highest degree held', () => {
    const input = matchCandidateFromProfile(profile, {
      today: '2026-11',
      resolveOccupation: (title) => (title === 'Data Analyst' ? 'occ:15-2051.01' : undefined),
    });
    expect(input).toEqual({
      titles: ['Senior Data Engineer', 'Data Analyst'],
      occupationIds: ['occ:15-2051.01'],
      skills: [
        { id: 'skill:python', name: 'Python' },
        { id: 'name:dbt core', name: 'Dbt Core' },
      ],
      experienceMonths: 95,
      // The master's degree is still in progress.
      educationLevel: 'bachelor',
    });
  });

  it('takes the current role from the dates, not from the order of the list (issue #9)', () => {
    const entry = (job_title: string, start: string | null, end: string | null, currently_working = false): WorkEntry => ({
      ...work(start, end, currently_working),
      job_title,
    });
    // A resume listing its oldest job first: "Web Developer" is not the current role.
    const oldestFirst: CandidateProfile = {
      ...profile,
      work_history_detailed: {
        '0': entry('Web Developer', '2012-01', '2016-06'),
        '1': entry('Software Engineer', '2016-07', '2020-12'),
        '2': entry('Senior Software Engineer', '2021-01', null, true),
      },
    };
    expect(matchCandidateFromProfile(oldestFirst, { today: '2026-11' }).titles).toEqual([
      'Senior Software Engineer',
      'Software Engineer',
      'Web Developer',
    ]);
    // No end date and not marked current still reads as held now; ended jobs by their end, then their start;
    // undated entries last.
    const mixed: CandidateProfile = {
      ...profile,
      work_history_detailed: {
        '0': entry('Volunteer', null, null),
        '1': entry('Analyst', '2015', '2019'),
        '2': entry('Consultant', '2018-01', '2019-12'),
        '3': entry('Lead Engineer', '2020-02', null),
      },
    };
    expect(matchCandidateFromProfile(mixed, { today: '2026-11' }).titles).toEqual(['Lead Engineer', 'Consultant', 'Analyst', 'Volunteer']);
  });
});
