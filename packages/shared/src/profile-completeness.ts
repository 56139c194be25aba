import type { CandidateProfile } from './profile.ts';

/**
 * What makes a candidate's profile whole, in the order a person would fill it in. Each counts the same:
 * a weighting would be a guess, and a plain count is easy to explain ("6 of 8 done").
 */
export const COMPLETENESS_SECTIONS = [
  'name',
  'contact',
  'location',
  'summary',
  'work_history',
  'education',
  'skills',
  'languages',
] as const;
export type CompletenessSection = (typeof COMPLETENESS_SECTIONS)[number];

export interface ProfileCompleteness {
  /** 0–100, rounded. */
  percent: number;
  present: CompletenessSection[];
  /** What to add next, in the order of COMPLETENESS_SECTIONS. */
  missing: CompletenessSection[];
}

function filled(value: string | null | undefined): boolean {
  return value !== null && value !== undefined && value.trim() !== '';
}

function hasSection(profile: CandidateProfile, section: CompletenessSection): boolean {
  const details = profile.personal_details;
  switch (section) {
    case 'name':
      return filled(details.name);
    case 'contact':
      return filled(details.email) || filled(details.phone);
    case 'location':
      return filled(details.location);
    case 'summary':
      return filled(profile.summary);
    case 'work_history':
      return Object.keys(profile.work_history_detailed).length > 0;
    case 'education':
      return profile.education.length > 0;
    case 'skills':
      return profile.skills.length > 0;
    case 'languages':
      return profile.languages.length > 0;
  }
}

/** How complete a profile is, and what is missing; a candidate without a profile yet has everything to add. */
export function profileCompleteness(profile: CandidateProfile | null): ProfileCompleteness {
  const present = profile === null ? [] : COMPLETENESS_SECTIONS.filter((section) => hasSection(profile, section));
  const missing = COMPLETENESS_SECTIONS.filter((section) => !present.includes(section));
  return {
    percent: Math.round((present.length / COMPLETENESS_SECTIONS.length) * 100),
    present,
    missing,
  };
}
