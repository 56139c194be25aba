/**
 * A candidate's search document (decision 0045): what the free-text search indexes, by weight, and what a result
 * shows. Titles and skills weigh most (A), then education (B), then the summary (C). A skill the catalogue knows
 * is indexed under every name the catalogue gives it in both languages, so "محاسبة" finds "Accounting".
 */
import { loadCatalogue, type Catalogue } from '@masar/catalog/catalogue';
import { findCity, findCountry } from '@masar/engines/job-parser/location';
import { experienceMonthsOf } from '@masar/engines/matching/profile-input';
import { splitByScript, type ScriptHalves } from '@masar/engines/search/search-text';
import { AVAILABILITY_OPTIONS } from '@masar/shared/onboarding';
import { currentMonth, currentTitleOf, type CandidateProfile } from '@masar/shared/profile';
import { hideContactDetails } from '@masar/engines/privacy/hide-contact-details';
import type { SearchDocumentFields } from '../../db/schema/candidate-search.ts';

export const TOP_SKILLS = 5;

export interface SearchDocument {
  user_id: string;
  name: string;
  current_title: string | null;
  location: string | null;
  country: string | null;
  city: string | null;
  experience_years: number;
  availability: string[];
  top_skills: string[];
  fields: SearchDocumentFields;
  indexed_month: string;
  /** The text of each weight, split for the `english` and `arabic` configurations. */
  weighted: { A: ScriptHalves; B: ScriptHalves; C: ScriptHalves };
}

export interface CandidateToIndex {
  user_id: string;
  first_name: string;
  last_name: string;
  availability: readonly string[];
  profile: CandidateProfile;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const unique = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];

/** Every name of a catalogue skill, English and Arabic, with its aliases (the exact-case ones too). */
function catalogueNames(catalogue: Catalogue, skillId: string): string[] {
  const skill = catalogue.skillsById.get(skillId);
  if (!skill) return [];
  return [skill.name.en, skill.name.ar, ...skill.aliases.en, ...skill.aliases.ar, ...(skill.exact_aliases ?? [])];
}

/** The city and country a free-text location names ("Riyadh, Saudi Arabia", "الرياض"), from the built-in list. */
function placeOf(location: string | null): { country: string | null; city: string | null } {
  if (!present(location)) return { country: null, city: null };
  const city = findCity(location, true);
  return { country: city?.country ?? findCountry(location), city: city?.city ?? null };
}

export function buildSearchDocument(candidate: CandidateToIndex, now: Date = new Date(), catalogue: Catalogue = loadCatalogue()): SearchDocument {
  const { profile } = candidate;
  const month = currentMonth(now);
  const works = Object.values(profile.work_history_detailed);
  const titles = unique([...works.map((work) => work.job_title ?? ''), ...profile.career_path]);
  const skills = profile.skills
    .filter((skill) => present(skill.name))
    .map((skill) => {
      const name = skill.name.trim();
      const names = skill.ref_skill ? [skill.ref_skill.name, ...catalogueNames(catalogue, skill.ref_skill.id)] : [];
      return { name, terms: unique(names).filter((term) => term.toLowerCase() !== name.toLowerCase()) };
    });
  const education = unique(profile.education.flatMap((entry) => [entry.degree_title ?? '', entry.field ?? '', entry.institution ?? '']));
  // Search results reach recruiters who may not contact the candidate yet (decision 0049): an address written
  // into the summary is neither shown in a snippet nor searchable (a search for it would say whose it is).
  const summary = present(profile.summary) ? hideContactDetails(profile.summary.trim()) : null;
  const location = present(profile.personal_details.location) ? profile.personal_details.location.trim() : null;
  const name = `${candidate.first_name} ${candidate.last_name}`.trim() || (profile.personal_details.name ?? '').trim();
  const skillText = skills.flatMap((skill) => [skill.name, ...skill.terms]);
  return {
    user_id: candidate.user_id,
    name,
    current_title: currentTitleOf(profile),
    location,
    ...placeOf(location),
    experience_years: Math.floor(experienceMonthsOf(works, month) / 12),
    availability: candidate.availability.filter((way) => (AVAILABILITY_OPTIONS as readonly string[]).includes(way)),
    top_skills: skills.slice(0, TOP_SKILLS).map((skill) => skill.name),
    fields: { titles, skills, education, summary },
    indexed_month: month,
    weighted: {
      A: splitByScript([...titles, ...skillText].join(' \n ')),
      B: splitByScript(education.join(' \n ')),
      C: splitByScript(summary ?? ''),
    },
  };
}
