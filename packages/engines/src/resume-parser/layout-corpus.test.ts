import { describe, expect, it } from 'vitest';
import { emptyProfile } from '@masar/shared/profile';
import { scoreLayout, type LayoutLabels } from './layout-corpus.ts';

const labels: LayoutLabels = {
  name: 'Reem Al-Harbi',
  email: 'reem@example.com',
  work: [{ title: 'Senior Staff Nurse, ICU', org: 'King Fahad Medical City', start: '2019-03', end: null }],
  education: [{ degree: 'Bachelor of Science in Nursing', institution: 'King Saud bin Abdulaziz University for Health Sciences' }],
  skills: ['Critical Care'],
  certifications: [{ name: 'Basic Life Support' }],
};

describe('layout corpus scoring', () => {
  it('counts a certification split from its date as one hit and one false positive, and a cut institution as a miss', () => {
    const profile = emptyProfile();
    profile.certifications = [
      { name: 'Basic Life Support', issuer: null, issue_date: null, expiry_date: null, no_expiry: false, credential_id: null },
      { name: 'May 2023', issuer: null, issue_date: null, expiry_date: null, no_expiry: false, credential_id: null },
    ];
    profile.education = [{ degree_title: 'Bachelor of Science in Nursing', institution: 'King Saud bin Abdulaziz University for Health', field: null, start: null, end: null, expected_end: null }];
    const counts = scoreLayout(profile, labels);
    expect(counts.certifications).toEqual({ tp: 1, fp: 1, fn: 0 });
    expect(counts.degrees).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(counts.colleges.tp).toBe(1); // 7 of 8 words: containment at word boundaries, as for the real resumes
  });

  it('needs the start year and the end (or present) of a job for its dates', () => {
    const profile = emptyProfile();
    profile.work_history_detailed = {
      '0': { job_title: 'Senior Staff Nurse, ICU', organization: 'King Fahad Medical City', start: '2019-03', end: null, currently_working: false, details: '' },
    };
    expect(scoreLayout(profile, labels).dates).toEqual({ tp: 0, fp: 1, fn: 1 });
    profile.work_history_detailed['0']!.currently_working = true;
    expect(scoreLayout(profile, labels).dates).toEqual({ tp: 1, fp: 0, fn: 0 });
  });
});
