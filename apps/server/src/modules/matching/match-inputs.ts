/**
 * Rows and profiles as the matching engine reads them: jobs with the catalogue's standard occupation (its
 * interest profile and typical education), candidates from their profile with titles resolved to
 * occupations. The catalogue's related skills are the skill graph.
 */
import { loadCatalogue, perCatalogue, type Catalogue } from '@masar/catalog/catalogue';
import type { EducationLevel as CatalogueEducationLevel } from '@masar/catalog/occupations';
import { createSkillGraph, type WeightedSkillGraph } from '@masar/catalog/skill-graph';
import { relationsBothWays, type RelationsBothWays } from '@masar/engines/matching/candidate-scorer';
import { matchCandidateFromProfile } from '@masar/engines/matching/profile-input';
import { titleKey } from '@masar/engines/matching/title-similarity';
import type { EducationLevel, MatchCandidate, MatchJob } from '@masar/engines/matching/types';
import { currentMonth, type CandidateProfile } from '@masar/shared/profile';

/** What matching needs of a job row and its skills. */
export interface JobForMatching {
  id: string;
  job_title: string;
  occupation_id: string | null;
  experience_value: number;
  experience_unit: 'years' | 'months';
  skills: ReadonlyArray<{ skill_id: string; name: string; importance: number; required: boolean }>;
}

/** The catalogue's finer levels on the engine's scale: vocational training and associate degrees are diplomas. */
const EDUCATION_FROM_CATALOGUE: Record<CatalogueEducationLevel, EducationLevel> = {
  none: 'none',
  secondary: 'secondary',
  vocational: 'diploma',
  associate: 'diploma',
  bachelor: 'bachelor',
  master: 'master',
  doctorate: 'doctorate',
};

/**
 * A job as the engine scores it. A job made from a standard occupation asks for that occupation's typical
 * education (the job form has no education field) and carries its interest profile.
 */
export function toMatchJob(job: JobForMatching, catalogue: Catalogue = loadCatalogue()): MatchJob {
  const occupation = job.occupation_id === null ? undefined : catalogue.occupationsById.get(job.occupation_id);
  return {
    id: job.id,
    title: job.job_title,
    ...(occupation ? { occupationId: occupation.id } : {}),
    skills: job.skills.map((skill) => ({ id: skill.skill_id, name: skill.name, importance: skill.importance, required: skill.required })),
    minExperienceMonths: job.experience_unit === 'years' ? job.experience_value * 12 : job.experience_value,
    ...(occupation ? { educationLevel: EDUCATION_FROM_CATALOGUE[occupation.typical_education], occupationInterests: occupation.riasec } : {}),
  };
}

// Built per catalogue: the server installs the catalogue with the operator's imports at start (decision 0019).
const occupationTitles = perCatalogue((catalogue) => {
  const byTitle = new Map<string, string>();
  for (const occupation of catalogue.occupations) {
    const titles = [occupation.title.en, occupation.title.ar, ...occupation.alternate_titles.en, ...occupation.alternate_titles.ar];
    for (const held of titles) {
      const key = titleKey(held);
      if (key !== '' && !byTitle.has(key)) byTitle.set(key, occupation.id);
    }
  }
  return byTitle;
});

/**
 * The catalogue's occupation whose title, or one of whose alternate titles, is this title in either language,
 * up to seniority, plurals and word forms ("Senior Data Engineer" is a "Data Engineer").
 */
export function resolveOccupation(title: string): string | undefined {
  const key = titleKey(title);
  return key === '' ? undefined : occupationTitles().get(key);
}

export function toMatchCandidate(profile: CandidateProfile, now: Date = new Date()): MatchCandidate {
  return matchCandidateFromProfile(profile, { today: currentMonth(now), resolveOccupation });
}

const graph = perCatalogue(createSkillGraph);
const bothWays = perCatalogue((catalogue) => relationsBothWays(graph(), catalogue.skills.map((skill) => skill.id)));

/** The catalogue's related skills, weighted (built once per catalogue). */
export function skillGraph(): WeightedSkillGraph {
  return graph();
}

/** The same, answering which skills name a skill as related too (for scoring one job against many). */
export function skillRelations(): RelationsBothWays {
  return bothWays();
}
