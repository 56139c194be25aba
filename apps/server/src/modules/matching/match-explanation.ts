/**
 * A job and a candidate, scored and explained in the reader's language: one function for both sides, so
 * the recruiter reads about a candidate exactly what the candidate reads about the same job (issue #12).
 * The reasons have no subject (describe-reason.ts), so they read the same to either.
 */
import { createHash } from 'node:crypto';
import { loadCatalogue, perCatalogue } from '@masar/catalog/catalogue';
import { describeReason, scoreMatch } from '@masar/engines/matching/score-match';
import type { MatchCandidate, MatchResult } from '@masar/engines/matching/types';
import type { Locale } from '@masar/shared/messages';
import { currentMonth } from '@masar/shared/profile';
import type { JobRecord } from '../jobs/jobs.service.ts';
import { skillGraph, toMatchCandidate, toMatchJob, type JobForMatching } from './match-inputs.ts';
import type { VersionedProfile } from './matching.repository.ts';

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

/**
 * Explanations kept in memory (issue #17, decision 0125). The candidate's lists explained every shown job on
 * every call, and the engine's scoring and wording were the API's largest own costs under load. The candidate
 * as the engine reads them is kept under their profile row's version (its `xmin`, new with any write) and the
 * month (experience runs to the present); an explanation under what it is made of: that reading's content (a
 * summary edited changes the row, not what matching reads), the job's id and `updated_at` (moved by any change
 * to the job or its skills) and the language; a new catalogue starts afresh. A change anywhere makes a new key,
 * in every process, so nothing has to be told; the least recently used entries go once a bound is reached.
 */
const KEPT_CANDIDATES = 2_000;
const KEPT_EXPLANATIONS = 10_000;

/** A bounded map that forgets what was used least recently (a Map keeps insertion order; a hit goes to the end). */
function keptMap<V>(bound: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      if (entries.size >= bound) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    },
  };
}

const keptCandidates = perCatalogue(() => keptMap<KeyedCandidate>(KEPT_CANDIDATES));
const keptExplanations = perCatalogue(() => keptMap<ReturnType<typeof explainJob>>(KEPT_EXPLANATIONS));

/** A candidate as the engine reads them, with the key their explanations are kept under. */
export interface KeyedCandidate {
  key: string;
  input: MatchCandidate;
}

/** A candidate with no profile yet: nothing held, so every job's skills are gaps. */
export const EMPTY_CANDIDATE: MatchCandidate = { skills: [], titles: [], experienceMonths: 0, educationLevel: 'none' };

/** The candidate from their profile row (none: the empty candidate), read once per version and month. */
export function keyedCandidate(candidateId: string, row: VersionedProfile | undefined, now: Date = new Date()): KeyedCandidate {
  if (row === undefined) return { key: 'none', input: EMPTY_CANDIDATE };
  const rowKey = `${candidateId}:${row.version}:${currentMonth(now)}`;
  let keyed = keptCandidates().get(rowKey);
  if (keyed === undefined) {
    const input = toMatchCandidate(row.profile, now);
    keyed = { key: `${candidateId}:${createHash('sha1').update(JSON.stringify(input)).digest('base64')}`, input };
    keptCandidates().set(rowKey, keyed);
  }
  return keyed;
}

/** explainMatch, kept: the same answer, computed once per candidate version, job version and language. */
export function explainMatchKept(candidate: KeyedCandidate, record: JobRecord, locale: Locale): ReturnType<typeof explainJob> {
  const key = `${candidate.key}|${record.job.id}:${record.job.updated_at.getTime()}|${locale}`;
  let explained = keptExplanations().get(key);
  if (explained === undefined) {
    explained = explainMatch(candidate.input, record, locale);
    keptExplanations().set(key, explained);
  }
  return explained;
}
