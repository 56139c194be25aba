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
import type { MatchCandidate } from '@masar/engines/matching/types';
import type { GapToClose } from '@masar/engines/upskilling/recommend-courses';
import type { InternalMatch } from '@masar/shared/employees';
import { MATCH_SCORE_THRESHOLD } from '@masar/shared/matching';
import type { Locale } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import { findCompanyPublishedJobRecords, type JobRecord } from '../jobs/jobs.service.ts';
import { employeeProfileInput, explainMatch, gapToClose, gapWeight } from '../matching/candidate-matches.service.ts';
import { resolveOccupation, skillGraph, toMatchJob } from '../matching/match-inputs.ts';
import type { StoredMatch } from './employee-matches.repository.ts';
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

/** The employees matched on their own profile: those with an account whose resume has been read (invited ones, a few). */
export async function employeesMatchedOnProfile(ctx: AppContext, rows: readonly EmployeeRow[]): Promise<Set<string>> {
  const linked = rows.filter((row) => row.user_id !== null);
  const profiles = await Promise.all(linked.map((row) => employeeProfileInput(ctx, row.user_id!)));
  return new Set(linked.filter((_row, place) => profiles[place] !== null).map((row) => row.id));
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

export function preparedJobOf(record: JobRecord): PreparedJob {
  return prepareJob(toMatchJob({ ...record.job, skills: record.skills }));
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

/** How many employees are scored against a job before the event loop gets a turn (a few milliseconds' work). */
const EMPLOYEES_PER_TURN = 250;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every employee of a company against each of its published jobs: the matches above the threshold with the
 * skills lacking, as stored for the views (decision 0048). The scoring yields to the event loop between
 * slices, so a company of thousands of employees does not hold up the requests the same process serves.
 */
export async function computeCompanyMatches(
  inputs: readonly EmployeeInput[],
  records: readonly JobRecord[],
): Promise<StoredMatch[]> {
  const graph = skillGraph();
  const matches: StoredMatch[] = [];
  for (const record of records) {
    const job = preparedJobOf(record);
    for (let start = 0; start < inputs.length; start += EMPLOYEES_PER_TURN) {
      for (const input of inputs.slice(start, start + EMPLOYEES_PER_TURN)) {
        const score = scorePreparedValue(input.prepared, job, graph);
        if (score <= MATCH_SCORE_THRESHOLD) continue;
        const gaps = scorePrepared(input.prepared, job, graph).job_gap.map(({ id, required }) => ({ id, required }));
        matches.push({ employee_id: input.row.id, job_id: record.job.id, score, gaps });
      }
      await nextTurn();
    }
  }
  return matches;
}
