/**
 * Internal mobility (decision 0047): a company's employees matched to its published jobs with the same
 * engine, inputs and explanations as a candidate. An employee with an account and a parsed resume is
 * matched on their profile; anyone else on the title and skills the company gave (no experience or
 * education is known, so those components read as not met rather than guessed).
 */
import { loadCatalogue } from '@masar/catalog/catalogue';
import {
  prepareCandidate,
  prepareJob,
  scorePrepared,
  scorePreparedValue,
  type PreparedCandidate,
  type PreparedJob,
} from '@masar/engines/matching/score-match';
import type { GapSkill, MatchCandidate } from '@masar/engines/matching/types';
import type { GapToClose } from '@masar/engines/upskilling/recommend-courses';
import type { InternalMatch } from '@masar/shared/employees';
import { MATCH_SCORE_THRESHOLD } from '@masar/shared/matching';
import type { Locale } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import { findCompanyPublishedJobRecords, type JobRecord } from '../jobs/jobs.service.ts';
import { employeeProfileInput, explainMatch, gapToClose, gapWeight } from '../matching/candidate-matches.service.ts';
import { resolveOccupation, skillGraph, toMatchJob } from '../matching/match-inputs.ts';
import type { EmployeeRow } from './employees.repository.ts';

export interface EmployeeInput {
  row: EmployeeRow;
  candidate: MatchCandidate;
  from: 'profile' | 'import';
  /** The candidate prepared for the engine once, for scoring against every job of the company. */
  prepared: PreparedCandidate;
}

/** An imported employee as the engine reads them: the title they hold and their catalogue skills. */
function importedInput(row: EmployeeRow): MatchCandidate {
  const catalogue = loadCatalogue();
  const occupation = row.title === '' ? undefined : resolveOccupation(row.title);
  return {
    skills: row.skill_ids.map((id) => ({ id, name: catalogue.skillsById.get(id)?.name.en ?? id })),
    titles: row.title === '' ? [] : [row.title],
    ...(occupation ? { occupationIds: [occupation] } : {}),
    experienceMonths: 0,
    educationLevel: 'none',
  };
}

export async function employeeInputs(ctx: AppContext, rows: readonly EmployeeRow[]): Promise<EmployeeInput[]> {
  return Promise.all(
    rows.map(async (row) => {
      const profile = row.user_id === null ? null : await employeeProfileInput(ctx, row.user_id);
      const candidate = profile ?? importedInput(row);
      return {
        row,
        candidate,
        from: profile ? ('profile' as const) : ('import' as const),
        prepared: prepareCandidate(candidate, skillGraph()),
      };
    }),
  );
}

export function companyJobs(ctx: AppContext, companyId: string): Promise<JobRecord[]> {
  return findCompanyPublishedJobRecords(ctx, companyId);
}

/** One employee against one job, explained in the reader's language. */
export function matchOne(input: EmployeeInput, record: JobRecord, locale: Locale): InternalMatch {
  const { result, matched, gap, reasons } = explainMatch(input.candidate, record, locale);
  return {
    job_id: record.job.id,
    job_title: record.job.job_title,
    score: result.matching_score,
    matched,
    gaps: gap,
    reasons,
  };
}

/** The jobs an employee fits (above the threshold every match list uses), best first, explained. */
export function employeeMatches(input: EmployeeInput, records: readonly JobRecord[], locale: Locale): InternalMatch[] {
  return records
    .map((record) => matchOne(input, record, locale))
    .filter((match) => match.score > MATCH_SCORE_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.job_id.localeCompare(b.job_id));
}

export interface ScoredEmployee {
  input: EmployeeInput;
  score: number;
}

/**
 * Every employee against one job, scores only, the ones above the threshold best first. Each employee and the
 * job are prepared once (decision 0048's views score a whole company): explanations are built only for what a
 * page shows.
 */
export function rankForJob(inputs: readonly EmployeeInput[], job: PreparedJob): ScoredEmployee[] {
  const graph = skillGraph();
  return inputs
    .map((input) => ({ input, score: scorePreparedValue(input.prepared, job, graph) }))
    .filter(({ score }) => score > MATCH_SCORE_THRESHOLD)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.input.row.name.localeCompare(b.input.row.name) ||
        a.input.row.id.localeCompare(b.input.row.id),
    );
}

export function preparedJobOf(record: JobRecord): PreparedJob {
  return prepareJob(toMatchJob({ ...record.job, skills: record.skills }));
}

/** The skills an employee lacks for a job, without the reasons in words (the workforce's gaps count them). */
export function gapsFor(input: EmployeeInput, job: PreparedJob): GapSkill[] {
  return scorePrepared(input.prepared, job, skillGraph()).job_gap;
}

/** Gaps of an employee's matched jobs as the course recommender weighs them: each job by how well it fits. */
export function gapsToClose(matches: readonly InternalMatch[], locale: Locale): GapToClose[] {
  const gaps = new Map<string, GapToClose>();
  for (const match of matches) {
    for (const gap of match.gaps) {
      const weight = (gaps.get(gap.id)?.weight ?? 0) + gapWeight(gap) * match.score;
      gaps.set(gap.id, gapToClose(gap, weight, locale));
    }
  }
  return [...gaps.values()];
}
