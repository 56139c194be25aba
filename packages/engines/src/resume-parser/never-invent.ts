/**
 * The "never invent" check: every string the parser put in a profile must be text of the resume. Used
 * by the tests across the whole corpus. Phones are compared by their digits (the profile holds E.164),
 * e-mails without case, the rest with comparisonKey (case, spacing, alef forms, punctuation).
 */
import type { ParsedProfile } from './profile.ts';
import { comparisonKey, toAsciiDigits } from './text-utils.ts';

export function profileStrings(profile: ParsedProfile): Array<{ path: string; value: string }> {
  const out: Array<{ path: string; value: string }> = [];
  const add = (path: string, value: string | null | undefined) => {
    if (value) out.push({ path, value });
  };
  const details = profile.personal_details;
  add('personal_details.name', details.name);
  add('personal_details.email', details.email);
  add('personal_details.location', details.location);
  details.links.forEach((link, index) => add(`personal_details.links.${index}`, link));
  profile.summary?.split('\n').forEach((line, index) => add(`summary.${index}`, line));
  for (const [key, entry] of Object.entries(profile.work_history_detailed)) {
    add(`work_history_detailed.${key}.job_title`, entry.job_title);
    add(`work_history_detailed.${key}.organization`, entry.organization);
    entry.details.split('\n').forEach((line, index) => add(`work_history_detailed.${key}.details.${index}`, line));
  }
  profile.education.forEach((entry, index) => {
    add(`education.${index}.degree_title`, entry.degree_title);
    add(`education.${index}.institution`, entry.institution);
    add(`education.${index}.field`, entry.field);
  });
  profile.certifications.forEach((entry, index) => {
    add(`certifications.${index}.name`, entry.name);
    add(`certifications.${index}.issuer`, entry.issuer);
    add(`certifications.${index}.credential_id`, entry.credential_id);
  });
  profile.skills.forEach((skill, index) => add(`skills.${index}.name`, skill.name));
  profile.languages.forEach((language, index) => {
    add(`languages.${index}.name`, language.name);
    add(`languages.${index}.level`, language.level);
  });
  profile.highlights_awards.forEach((award, index) => add(`highlights_awards.${index}.title`, award.title));
  return out;
}

/** The profile's strings that do not occur in the source text; empty when nothing was invented. */
export function inventedStrings(profile: ParsedProfile, sourceText: string): Array<{ path: string; value: string }> {
  const haystack = comparisonKey(sourceText.replace(/\n/g, ' '));
  const lowered = sourceText.toLowerCase();
  const digits = toAsciiDigits(sourceText).replace(/\D/g, '');
  const invented = profileStrings(profile).filter(({ path, value }) =>
    path === 'personal_details.email' ? !lowered.includes(value.toLowerCase()) : !haystack.includes(comparisonKey(value)),
  );
  const phone = profile.personal_details.phone;
  // E.164 adds the country code the resume may have left out; the rest must be there.
  if (phone && !digits.includes(phone.replace(/\D/g, '').slice(-8))) invented.push({ path: 'personal_details.phone', value: phone });
  return invented;
}
