import { loadCatalogue, perCatalogue, type Catalogue } from '@masar/catalog/catalogue';
import type { Occupation } from '@masar/catalog/occupations';
import { normalizeKey } from '@masar/catalog/text';
import type { StandardProfile, StandardProfileSearchQuery, StandardProfileSummary } from '@masar/shared/jobs';
import type { Locale } from '@masar/shared/messages';
import { AppError } from '../../lib/app-error.ts';

/**
 * The standard job profiles (issue #11, decision 0038): the catalogue's occupations, found by a title in
 * English or Arabic (their titles and alternate titles), and one shown in the reader's language to start a
 * job from. Titles are compared as the catalogue's skill index compares names (normalizeKey: case, Latin
 * diacritics, Arabic alef forms, ta marbuta, alef maqsura and tashkeel folded; words split on punctuation).
 */


interface TitleKey {
  key: string;
  /** The occupation's own title (either language) ranks before an alternate title matched the same way. */
  main: boolean;
}

const titleKeys = perCatalogue((catalogue: Catalogue) =>
  catalogue.occupations.map((occupation) => ({
    occupation,
    keys: [
      ...[occupation.title.en, occupation.title.ar].map((title): TitleKey => ({ key: normalizeKey(title), main: true })),
      ...[...occupation.alternate_titles.en, ...occupation.alternate_titles.ar].map((title): TitleKey => ({ key: normalizeKey(title), main: false })),
    ].filter((entry) => entry.key.length > 0),
  })),
);

/**
 * The rank of one title for the words asked, or null when it does not hold them: 0 the title itself, 1 starting
 * with the words, 2 holding them as whole words, 3 starting with them as part of a word (typing "acc" finds
 * "Accountant"), 4 holding them anywhere. A whole word comes before a word that merely begins the same way
 * ("Registered Nurse" before "Nursery Manager" for "nurse").
 */
function rankOf(key: string, asked: string): number | null {
  if (key === asked) return 0;
  if (key.startsWith(`${asked} `)) return 1;
  if (` ${key} `.includes(` ${asked} `)) return 2;
  if (key.startsWith(asked)) return 3;
  if (key.includes(asked)) return 4;
  return null;
}

function summaryOf(occupation: Occupation, locale: Locale): StandardProfileSummary {
  const sector = loadCatalogue().sectorsById.get(occupation.sector);
  return {
    id: occupation.id,
    title: occupation.title[locale],
    alternate_titles: occupation.alternate_titles[locale],
    sector: { id: occupation.sector, name: sector?.name[locale] ?? occupation.sector },
    job_zone: occupation.job_zone,
    skills_count: occupation.core_skills.length,
  };
}

/**
 * GET post-job/search/?job_title=: profiles whose title or alternate title holds the words asked, ranked by
 * their best title (rankOf: exact, starts with, whole words, begins a word, anywhere); at the same rank an own
 * title before an alternate one, then the shorter title, then alphabetically.
 */
export function searchStandardProfiles(query: StandardProfileSearchQuery, locale: Locale): { results: StandardProfileSummary[] } {
  const asked = normalizeKey(query.job_title);
  if (!asked) return { results: [] };
  const found: Array<{ occupation: Occupation; rank: number; main: boolean; length: number }> = [];
  for (const { occupation, keys } of titleKeys()) {
    let best: { rank: number; main: boolean; length: number } | null = null;
    for (const { key, main } of keys) {
      const rank = rankOf(key, asked);
      if (rank === null) continue;
      const candidate = { rank, main, length: key.length };
      if (!best || rank < best.rank || (rank === best.rank && main && !best.main) || (rank === best.rank && main === best.main && key.length < best.length)) best = candidate;
    }
    if (best) found.push({ occupation, ...best });
  }
  found.sort(
    (left, right) =>
      left.rank - right.rank ||
      Number(right.main) - Number(left.main) ||
      left.length - right.length ||
      left.occupation.title[locale].localeCompare(right.occupation.title[locale], locale),
  );
  return { results: found.slice(0, query.limit).map(({ occupation }) => summaryOf(occupation, locale)) };
}

/** What counts as a must-have among a profile's skills: the catalogue's importance 4 and 5 (essential). */
const REQUIRED_IMPORTANCE = 4;

/** GET post-job/standard/{id}: one profile in the reader's language; tasks where the catalogue holds them. */
export function getStandardProfile(id: string, locale: Locale): StandardProfile {
  const catalogue = loadCatalogue();
  const occupation = catalogue.occupationsById.get(id);
  if (!occupation) throw new AppError('NOT_FOUND', 'job.profileNotFound');
  return {
    ...summaryOf(occupation, locale),
    description: occupation.description[locale],
    skills: occupation.core_skills.flatMap(({ skill_id: skillId, importance }) => {
      const skill = catalogue.skillsById.get(skillId);
      return skill ? [{ id: skillId, name: skill.name[locale], importance, required: importance >= REQUIRED_IMPORTANCE }] : [];
    }),
    tasks: occupation.tasks?.[locale] ?? [],
    typical_education: occupation.typical_education,
    typical_experience_years: occupation.typical_experience_years,
  };
}
