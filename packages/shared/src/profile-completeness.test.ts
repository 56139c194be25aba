import { describe, expect, it } from 'vitest';
import { emptyProfile, type CandidateProfile } from './profile.ts';
import { COMPLETENESS_SECTIONS, profileCompleteness } from './profile-completeness.ts';

const empty = emptyProfile();

const full: CandidateProfile = {
  ...empty,
  personal_details: { name: 'Sara', email: 'sara@example.com', phone: null, location: 'Riyadh', links: [] },
  summary: 'Data engineer.',
  work_history_detailed: {
    '0': {
      job_title: 'Engineer',
      organization: 'Bank',
      start: '2020-01',
      end: null,
      currently_working: true,
      details: '',
    },
  },
  education: [{ degree_title: 'BSc', institution: 'KSU', field: null, start: null, end: null, expected_end: null }],
  skills: [{ name: 'SQL', ref_skill: null }],
  languages: [{ name: 'Arabic', level: null }],
};

describe('profileCompleteness', () => {
  it('counts nothing for a candidate without a profile, and lists every section to add', () => {
    expect(profileCompleteness(null)).toEqual({ percent: 0, present: [], missing: [...COMPLETENESS_SECTIONS] });
  });

  it('is 0% for an empty profile and 100% for a whole one', () => {
    expect(profileCompleteness(empty).percent).toBe(0);
    expect(profileCompleteness(full)).toEqual({ percent: 100, present: [...COMPLETENESS_SECTIONS], missing: [] });
  });

  it('lists what is missing in the order a person fills it in, and rounds the percentage', () => {
    const result = profileCompleteness({ ...full, summary: '   ', languages: [], education: [] });
    expect(result.missing).toEqual(['summary', 'education', 'languages']);
    expect(result.present).toEqual(['name', 'contact', 'location', 'work_history', 'skills']);
    // 5 of 8 = 62.5 %.
    expect(result.percent).toBe(63);
  });

  it('takes a phone or an e-mail as a way to be contacted, and ignores blank text', () => {
    const details = { ...full.personal_details, email: ' ', phone: '+966550000002' };
    expect(profileCompleteness({ ...full, personal_details: details }).missing).toEqual([]);
    const none = { ...details, phone: '', name: '\t' };
    expect(profileCompleteness({ ...full, personal_details: none }).missing).toEqual(['name', 'contact']);
  });
});
