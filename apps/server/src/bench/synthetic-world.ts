/**
 * A synthetic talent market for the matching benchmark, built from the catalogue so that it has the
 * structure of a real one: jobs are standard occupations (their core skills, sometimes a soft skill more,
 * sometimes a title in Arabic), candidates have careers in an occupation and a related one (most of the
 * first's core skills, some of the second's, soft skills, now and then a skill the catalogue does not know),
 * with dated work history and a degree. Deterministic for a seed.
 */
import { loadCatalogue } from '@masar/catalog/catalogue';
import type { Occupation } from '@masar/catalog/occupations';
import type { CandidateProfile } from '@masar/shared/profile';

export interface SyntheticJob {
  job_title: string;
  sector: string;
  occupation_id: string | null;
  experience_value: number;
  skills: Array<{ skill_id: string; name: string; importance: number; required: boolean }>;
}

/** A fixed-seed random number generator (xorshift): the same seed gives the same sequence. */
export function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const DEGREES: Record<string, string[]> = {
  none: [],
  secondary: ['High School Diploma', 'الثانوية العامة'],
  vocational: ['Diploma in Applied Technology', 'دبلوم تقني'],
  associate: ['Associate Degree in Business', 'Higher National Diploma'],
  bachelor: ['Bachelor of Science', 'Bachelor of Arts', 'بكالوريوس'],
  master: ['Master of Science', 'MBA', 'ماجستير'],
  doctorate: ['PhD', 'دكتوراه'],
};
const LEVELS = Object.keys(DEGREES);

export function createSyntheticWorld(seed = 7) {
  const catalogue = loadCatalogue();
  const next = random(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const occupations = catalogue.occupations;
  const softSkills = catalogue.skills.filter((skill) => skill.type === 'soft');
  const skillName = (id: string) => catalogue.skillsById.get(id)?.name.en ?? id;
  const related = (occupation: Occupation) =>
    (occupation.related.length > 0 ? catalogue.occupationsById.get(pick(occupation.related)) : undefined) ?? occupation;
  const titleOf = (occupation: Occupation) =>
    next() < 0.1 && occupation.alternate_titles.ar.length > 0
      ? pick(occupation.alternate_titles.ar)
      : pick([occupation.title.en, ...occupation.alternate_titles.en]);

  function job(): SyntheticJob {
    const occupation = pick(occupations);
    const skills = occupation.core_skills.map((core) => ({
      skill_id: core.skill_id,
      name: skillName(core.skill_id),
      importance: core.importance,
      required: core.importance >= 4.5,
    }));
    if (next() < 0.5) {
      const soft = pick(softSkills);
      if (!skills.some((skill) => skill.skill_id === soft.id)) skills.push({ skill_id: soft.id, name: soft.name.en, importance: 2, required: false });
    }
    const { min, max } = occupation.typical_experience_years;
    return {
      job_title: titleOf(occupation),
      sector: occupation.sector,
      // Most jobs are posted from a standard profile; the rest are typed in.
      occupation_id: next() < 0.8 ? occupation.id : null,
      experience_value: Math.round(min + next() * (max - min)),
      skills,
    };
  }

  function candidate(name: string): CandidateProfile {
    const occupation = pick(occupations);
    const earlier = related(occupation);
    const skillIds = new Set<string>();
    for (const core of occupation.core_skills) if (next() < 0.75) skillIds.add(core.skill_id);
    for (const core of earlier.core_skills) if (next() < 0.35) skillIds.add(core.skill_id);
    for (let i = 2 + int(3); i > 0; i -= 1) skillIds.add(pick(softSkills).id);
    const skills: CandidateProfile['skills'] = [...skillIds].map((id) => ({ name: skillName(id), ref_skill: { id, name: skillName(id) } }));
    if (next() < 0.1) skills.push({ name: `Internal tool ${int(500)}`, ref_skill: null });
    const years = int(26);
    const split = years > 2 ? 1 + int(years - 1) : years;
    const now = 2026;
    const work: CandidateProfile['work_history_detailed'] = {
      '0': { job_title: titleOf(occupation), organization: 'Company', start: `${now - split}-0${1 + int(9)}`, end: null, currently_working: true, details: '' },
    };
    if (years > split) {
      work['1'] = { job_title: titleOf(earlier), organization: 'Earlier Company', start: `${now - years}-01`, end: `${now - split}-01`, currently_working: false, details: '' };
    }
    const typical = LEVELS.indexOf(occupation.typical_education);
    const level = LEVELS[Math.max(0, Math.min(LEVELS.length - 1, typical + int(3) - 1))]!;
    const degrees = DEGREES[level]!;
    return {
      personal_details: { name, email: null, phone: null, location: null, links: [] },
      summary: null,
      work_history_detailed: work,
      career_path: Object.values(work).map((entry) => entry.job_title ?? ''),
      education: degrees.length > 0 ? [{ degree_title: pick(degrees), institution: null, field: null, start: '2010', end: '2014', expected_end: null }] : [],
      certifications: [],
      skills,
      languages: [],
      highlights_awards: [],
      language: 'en',
      confidence: {},
    };
  }

  return { job, candidate };
}
