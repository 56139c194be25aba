/**
 * A job and a candidate, scored and explained in the reader's language: one function for both sides, so
 * the recruiter reads about a candidate exactly what the candidate reads about the same job (issue #12).
 * The reasons have no subject (describe-reason.ts), so they read the same to either.
 */
import { loadCatalogue } from '@masar/catalog/catalogue';
import { describeReason, scoreMatch } from '@masar/engines/matching/score-match';
import type { MatchCandidate, MatchResult } from '@masar/engines/matching/types';
import type { Locale } from '@masar/shared/messages';
import type { JobRecord } from '../jobs/jobs.service.ts';
import { skillGraph, toMatchJob, type JobForMatching } from './match-inputs.ts';

/** Skill names in the person's language where the catalogue has them. */
export function skillName(id: string, fallback: string, locale: Locale): string {
  return loadCatalogue().skillsById.get(id)?.name[locale] ?? fallback;
}

/** A match, explained in the person's language: names from the catalogue, reasons as sentences. */
function explain(result: MatchResult, job: JobForMatching, candidate: MatchCandidate, locale: Locale) {
  const heldNames = new Map(candidate.skills.map((skill) => [skill.id, skillName(skill.id, skill.name, locale)]));
  // Reasons name the job's skills and the candidate's own (a related skill that earns partial credit).
  const names = new Map([
    ...candidate.skills.map((skill): [string, string] => [skill.name, skillName(skill.id, skill.name, locale)]),
    ...job.skills.map((skill): [string, string] => [skill.name, skillName(skill.skill_id, skill.name, locale)]),
  ]);
  return {
    matched: result.job_match.map((skill) => ({ id: skill.id, name: skillName(skill.id, skill.name, locale) })),
    gap: result.job_gap.map((skill) => ({
      ...skill,
      name: skillName(skill.id, skill.name, locale),
      via: skill.via === undefined ? null : (heldNames.get(skill.via) ?? skill.via),
    })),
    reasons: result.reasons.map((reason) => {
      const params = Object.fromEntries(
        Object.entries(reason.params).map(([key, value]) => [
          key,
          typeof value === 'string' ? (names.get(value) ?? value) : value,
        ]),
      );
      return describeReason({ ...reason, params }, locale);
    }),
  };
}

/** The candidate against the job with the engine, and the result in words. */
export function explainMatch(candidate: MatchCandidate, record: JobRecord, locale: Locale) {
  return explainJob(candidate, { ...record.job, skills: record.skills }, locale);
}

/** The same for any job as matching reads it, a stored one or a catalogue occupation taken as one. */
export function explainJob(candidate: MatchCandidate, job: JobForMatching, locale: Locale) {
  const result = scoreMatch(candidate, toMatchJob(job), skillGraph());
  return { result, ...explain(result, job, candidate, locale) };
}
