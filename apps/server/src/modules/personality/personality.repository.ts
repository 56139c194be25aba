/** The personality assessments and their answers (issue #14). */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personalityAnswers, personalityAssessments, personalityReports } from '../../db/schema/personality.ts';

export type AssessmentRow = typeof personalityAssessments.$inferSelect;
export type ReportRow = typeof personalityReports.$inferSelect;
type ReportLocale = ReportRow['locale'];
/** Who reads a report: the candidate is spoken to, the company's recruiters read about the candidate. */
export type ReportAudience = ReportRow['audience'];

export async function findAssessmentOf(db: Db, candidateId: string): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(personalityAssessments)
    .where(eq(personalityAssessments.candidate_id, candidateId));
  return row;
}

export async function findAssessment(db: Db, id: string): Promise<AssessmentRow | undefined> {
  const [row] = await db.select().from(personalityAssessments).where(eq(personalityAssessments.id, id));
  return row;
}

/** The candidate's assessment, started now if there is none (two first answers at once make one). */
export async function startAssessment(db: Db, candidateId: string): Promise<AssessmentRow> {
  await db.insert(personalityAssessments).values({ candidate_id: candidateId }).onConflictDoNothing();
  return (await findAssessmentOf(db, candidateId))!;
}

/** Answers by question number, as last given (-1 included). */
export async function findAnswers(db: Db, assessmentId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ question: personalityAnswers.question_number, answer: personalityAnswers.answer_number })
    .from(personalityAnswers)
    .where(eq(personalityAnswers.assessment_id, assessmentId));
  return new Map(rows.map((row) => [row.question, row.answer]));
}

export async function saveAnswers(
  db: Db,
  assessmentId: string,
  answers: ReadonlyArray<{ questionNumber: number; answerNumber: number }>,
): Promise<void> {
  // One answer per question per call: the last one sent for a number wins, as if sent one by one.
  const byQuestion = new Map(answers.map((answer) => [answer.questionNumber, answer.answerNumber]));
  await db
    .insert(personalityAnswers)
    .values(
      [...byQuestion].map(([question, answer]) => ({
        assessment_id: assessmentId,
        question_number: question,
        answer_number: answer,
      })),
    )
    .onConflictDoUpdate({
      target: [personalityAnswers.assessment_id, personalityAnswers.question_number],
      set: {
        answer_number: sql`excluded.answer_number`,
        answered_at: sql`now()`,
        times_answered: sql`${personalityAnswers.times_answered} + 1`,
      },
    });
}

export async function markProgress(
  db: Db,
  assessmentId: string,
  marks: { shortScaleComplete: boolean; complete: boolean },
): Promise<AssessmentRow> {
  const [row] = await db
    .update(personalityAssessments)
    .set({
      updated_at: sql`now()`,
      // First completion is kept: taking an answer back later does not move the date.
      short_scale_completed_at: marks.shortScaleComplete
        ? sql`coalesce(${personalityAssessments.short_scale_completed_at}, now())`
        : personalityAssessments.short_scale_completed_at,
      completed_at: marks.complete
        ? sql`coalesce(${personalityAssessments.completed_at}, now())`
        : personalityAssessments.completed_at,
    })
    .where(eq(personalityAssessments.id, assessmentId))
    .returning();
  return row!;
}

/** Assessments of these candidates with at least the short scale done, newest first, within the dates. */
export async function findScoredAssessments(
  db: Db,
  candidateIds: readonly string[],
  range: { from?: Date; before?: Date },
): Promise<AssessmentRow[]> {
  if (candidateIds.length === 0) return [];
  return db
    .select()
    .from(personalityAssessments)
    .where(
      and(
        inArray(personalityAssessments.candidate_id, [...candidateIds]),
        isNotNull(personalityAssessments.short_scale_completed_at),
        range.from ? gte(personalityAssessments.short_scale_completed_at, range.from) : undefined,
        range.before ? lt(personalityAssessments.short_scale_completed_at, range.before) : undefined,
      ),
    )
    .orderBy(desc(personalityAssessments.short_scale_completed_at), desc(personalityAssessments.id));
}

/** Every candidate with at least the short scale done: those a recruiter's list can draw from. */
export async function findCandidatesWithResults(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: personalityAssessments.candidate_id })
    .from(personalityAssessments)
    .where(isNotNull(personalityAssessments.short_scale_completed_at));
  return rows.map((row) => row.id);
}

export async function findReport(
  db: Db,
  assessmentId: string,
  locale: ReportLocale,
  audience: ReportAudience,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(personalityReports)
    .where(
      and(
        eq(personalityReports.assessment_id, assessmentId),
        eq(personalityReports.locale, locale),
        eq(personalityReports.audience, audience),
      ),
    );
  return row;
}

/** Asks for the report anew: pending, from the assessment as it is now; a file made before stays until replaced. */
export async function requestReport(
  db: Db,
  assessmentId: string,
  locale: ReportLocale,
  audience: ReportAudience,
  madeFrom: Date,
): Promise<void> {
  await db
    .insert(personalityReports)
    .values({ assessment_id: assessmentId, locale, audience, status: 'pending', made_from: madeFrom })
    .onConflictDoUpdate({
      target: [personalityReports.assessment_id, personalityReports.locale, personalityReports.audience],
      set: { status: 'pending', made_from: madeFrom, requested_at: sql`now()` },
    });
}

export async function settleReport(
  db: Db,
  assessmentId: string,
  locale: ReportLocale,
  audience: ReportAudience,
  outcome: { status: 'ready'; fileId: string; madeFrom: Date } | { status: 'failed' },
): Promise<void> {
  await db
    .update(personalityReports)
    .set(
      outcome.status === 'ready'
        ? { status: 'ready', file_id: outcome.fileId, made_from: outcome.madeFrom }
        : { status: 'failed' },
    )
    .where(
      and(
        eq(personalityReports.assessment_id, assessmentId),
        eq(personalityReports.locale, locale),
        eq(personalityReports.audience, audience),
      ),
    );
}

/** An assessment's date on a results list: the full result's, else the short scale's, else its start. */
const listDate = sql<Date>`coalesce(${personalityAssessments.completed_at}, ${personalityAssessments.short_scale_completed_at}, ${personalityAssessments.started_at})`;

export interface AssessmentListFilter {
  /** true: with a result (the short scale done); false: still without one. */
  scored?: boolean;
  /** UTC bounds of the list date: from (inclusive), before (exclusive). */
  from?: Date;
  before?: Date;
}

/**
 * The first `take` assessments of these candidates, started or scored, on a recruiter's results list:
 * newest first (ties by id, in code-point order), and how many there are in all, cut by the database.
 */
export async function pageAssessmentsOf(
  db: Db,
  candidateIds: readonly string[],
  filter: AssessmentListFilter,
  take: number,
): Promise<{ rows: AssessmentRow[]; total: number }> {
  if (candidateIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    inArray(personalityAssessments.candidate_id, [...candidateIds]),
    filter.scored === undefined
      ? undefined
      : filter.scored
        ? isNotNull(personalityAssessments.short_scale_completed_at)
        : isNull(personalityAssessments.short_scale_completed_at),
    filter.from ? sql`${listDate} >= ${filter.from.toISOString()}` : undefined,
    filter.before ? sql`${listDate} < ${filter.before.toISOString()}` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(personalityAssessments)
      .where(where)
      .orderBy(desc(listDate), asc(sql`${personalityAssessments.id}::text collate "C"`))
      .limit(take),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(personalityAssessments)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Every candidate who started the assessment. */
export async function findCandidatesWithAssessments(db: Db): Promise<string[]> {
  const rows = await db.select({ id: personalityAssessments.candidate_id }).from(personalityAssessments);
  return rows.map((row) => row.id);
}
