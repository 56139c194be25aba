/**
 * The job as the question engine reads it, from a job's fields and the catalogue, so the engine stays free
 * of the catalogue package: the server (or a test) passes `@masar/catalog`'s Catalogue, of which only the
 * fields named here are read. Skills the catalogue no longer holds are left out.
 */
import type { InterviewJob, InterviewSkill } from './compose-questions.ts';

interface CatalogueLike {
  skillsById: ReadonlyMap<string, { id: string; name: { en: string; ar: string }; type: string; category: string; sector: string }>;
  skillCategories: ReadonlyArray<{ id: string; sector: string; name: { en: string; ar: string } }>;
  occupationsById: ReadonlyMap<string, { id: string; title: { en: string; ar: string }; holland_code: string }>;
}

export interface JobForQuestions {
  job_title: string;
  experience: { value: number; unit: 'years' | 'months' };
  skills: ReadonlyArray<{ id: string; required: boolean }>;
  occupation_id: string | null;
}

export function interviewJob(job: JobForQuestions, catalogue: CatalogueLike): InterviewJob {
  const categories = new Map(catalogue.skillCategories.map((category) => [`${category.sector}/${category.id}`, category.name]));
  const skills: InterviewSkill[] = job.skills.flatMap(({ id, required }) => {
    const skill = catalogue.skillsById.get(id);
    if (!skill) return [];
    return [{ id, name: skill.name, type: skill.type, category: skill.category, categoryName: categories.get(`${skill.sector}/${skill.category}`) ?? null, required }];
  });
  const occupation = job.occupation_id ? catalogue.occupationsById.get(job.occupation_id) : undefined;
  return {
    title: job.job_title,
    experience: job.experience,
    skills,
    occupation: occupation ? { id: occupation.id, title: occupation.title, hollandCode: occupation.holland_code } : null,
  };
}
