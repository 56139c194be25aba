import type { ParsedProfile } from './profile.ts';

/**
 * Whether a parse found anything of a resume: a way to reach the person or at least one section. A name
 * alone is not enough: any text's first line is taken for one (a shopping list would be "PROFILE READY").
 */
export function isPlausibleProfile(profile: ParsedProfile): boolean {
  const { email, phone } = profile.personal_details;
  if (email || phone) return true;
  return (
    Boolean(profile.summary) ||
    Object.keys(profile.work_history_detailed).length > 0 ||
    profile.education.length > 0 ||
    profile.certifications.length > 0 ||
    profile.skills.length > 0 ||
    profile.languages.length > 0 ||
    profile.highlights_awards.length > 0
  );
}
