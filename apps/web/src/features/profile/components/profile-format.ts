import type { Locale } from '@masar/shared/messages';
import type { CandidateProfile, ProfileSection, WorkEntry } from '@masar/shared/profile';
import { profileCompleteness } from '@masar/shared/profile-completeness';
import { formatMonthYear } from '../../../lib/dates';
import { degreeLine, formatRange, type RangeLabels } from '../../../lib/format-profile';
import { formatParts } from '../../../lib/format-list';

/** Below this the parser was unsure, and the person is asked to check the value. */
export const LOW_CONFIDENCE = 0.6;

/** True when the parser was unsure of the field at `path` or of anything under it. */
export function isUnsure(profile: CandidateProfile, path: string): boolean {
  return Object.entries(profile.confidence).some(
    ([key, value]) => value < LOW_CONFIDENCE && (key === path || key.startsWith(`${path}.`)),
  );
}

/** The jobs as the server keeps them: latest first, keyed '0', '1', …; the key names the job. */
export function workEntriesOf(profile: CandidateProfile): { key: string; entry: WorkEntry }[] {
  return Object.entries(profile.work_history_detailed)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([key, entry]) => ({ key, entry }));
}

/** A stored date ('YYYY', 'YYYY-MM-DD', …) as the 'YYYY-MM' the forms edit. */
export function toMonthValue(date: string | null): string {
  if (date === null || date === '') return '';
  return date.length === 4 ? `${date}-01` : date.slice(0, 7);
}

export function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value.trim();
}

/** A section of the profile in a few lines of text, to set a newer resume beside the current one. */
export function sectionLines(
  profile: CandidateProfile | null,
  section: ProfileSection,
  locale: Locale,
  labels: RangeLabels,
): string[] {
  if (profile === null) return [];
  const present = (values: (string | null | undefined)[]) =>
    values.filter((value): value is string => value !== null && value !== undefined && value.trim() !== '');
  switch (section) {
    case 'personal_details': {
      const details = profile.personal_details;
      return present([details.name, details.email, details.phone, details.location, ...details.links]);
    }
    case 'summary':
      return present([profile.summary]);
    case 'work_history':
      return workEntriesOf(profile).map(({ entry }) =>
        formatParts(
          present([
            present([entry.job_title, entry.organization]).join(' · '),
            formatRange(entry.start, entry.end, entry.currently_working, locale, labels),
          ]),
          locale,
        ),
      );
    case 'education':
      return profile.education.map((entry) =>
        formatParts(
          present([
            present([degreeLine(entry.degree_title, entry.field, locale), entry.institution]).join(' · '),
            formatRange(entry.start, entry.end ?? entry.expected_end, false, locale, labels),
          ]),
          locale,
        ),
      );
    case 'certifications':
      return profile.certifications.map((entry) => present([entry.name, entry.issuer]).join(' · '));
    case 'skills':
      return profile.skills.length === 0
        ? []
        : [
            formatParts(
              profile.skills.map((skill) => skill.name),
              locale,
            ),
          ];
    case 'languages':
      return profile.languages.map((language) => present([language.name, language.level]).join(' · '));
    case 'highlights_awards':
      return profile.highlights_awards.map((award) =>
        formatParts(present([award.title, award.date === null ? null : formatMonthYear(award.date, locale)]), locale),
      );
  }
}

/** Sections that make a profile whole, for the completeness indicator (the same count as the dashboard's). */
export function completenessOf(profile: CandidateProfile): number {
  return profileCompleteness(profile).percent;
}
