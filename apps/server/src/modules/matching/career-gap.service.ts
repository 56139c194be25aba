/**
 * A career's own skills gap (issue #14): a catalogue occupation, taken as the standard job it describes,
 * against the candidate's profile with the same engine and explanation as a job's skill gap, and the
 * catalogue courses for what is missing. The candidate's own exploration: nothing here reaches recruiters.
 */
import type { CareerGap } from '@masar/shared/matching';
import type { Locale } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { getStandardProfile } from '../jobs/standard-profiles.ts';
import { candidateInput, coursesForGaps, EMPTY_CANDIDATE, gapToClose, gapWeight, ownCandidateId } from './candidate-matches.service.ts';
import { explainJob } from './match-explanation.ts';

/** POST career-gap/: the occupation's skills held and missing, must-haves marked, and courses for the gaps. */
export async function careerGap(ctx: AppContext, caller: Caller, occupationId: string, locale: Locale): Promise<CareerGap> {
  // Unknown occupations answer 404 'Standard job profile not found' from here.
  const profile = getStandardProfile(occupationId, locale);
  const input = (await candidateInput(ctx, ownCandidateId(caller))) ?? EMPTY_CANDIDATE;
  const { result, matched, gap } = explainJob(
    input,
    {
      id: profile.id,
      job_title: profile.title,
      occupation_id: profile.id,
      experience_value: profile.typical_experience_years.min,
      experience_unit: 'years',
      skills: profile.skills.map((skill) => ({ skill_id: skill.id, name: skill.name, importance: skill.importance, required: skill.required })),
    },
    locale,
  );
  const skillsById = new Map(profile.skills.map((skill) => [skill.id, skill]));
  return {
    occupation: { id: profile.id, title: profile.title, description: profile.description, job_zone: profile.job_zone },
    skills_held: matched.map(({ id, name }) => ({ id, name, importance: skillsById.get(id)?.importance ?? 3, required: skillsById.get(id)?.required ?? false })),
    skills_missing: gap,
    skills_score: result.components.skills,
    courses: coursesForGaps(
      gap.map((skill) => gapToClose(skill, gapWeight(skill), locale)),
      locale,
    ),
  };
}
