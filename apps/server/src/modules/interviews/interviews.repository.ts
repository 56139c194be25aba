import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, notLike, sql, type SQL } from 'drizzle-orm';
import { FOLLOW_UP_SUFFIX, OPEN_INTERVIEW_STATES, type InterviewState } from '@masar/shared/interviews';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { interviewAnswers, interviewHistory, interviewIntegrityNotes, interviewRecordings, interviews } from '../../db/schema/interviews.ts';

export type InterviewRow = typeof interviews.$inferSelect;
export type NewInterviewRow = Omit<typeof interviews.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
export type InterviewChanges = Partial<
  Pick<
    InterviewRow,
    | 'state'
    | 'attempt'
    | 'stop_flag'
    | 'camera_recording_supported'
    | 'camera_permission'
    | 'started_at'
    | 'finished_at'
    | 'expires_at'
  >
>;
export type HistoryValues = Omit<typeof interviewHistory.$inferInsert, 'id' | 'at'>;
export type AnswerRow = typeof interviewAnswers.$inferSelect;
export type AnswerValues = Omit<typeof interviewAnswers.$inferInsert, 'updated_at'>;
export type InterviewListRow = InterviewRow & { candidate_name: string; answered_count: number };
export type RecordingRow = typeof interviewRecordings.$inferSelect;
export type RecordingValues = Omit<typeof interviewRecordings.$inferInsert, 'created_at'>;
export type IntegrityNoteRow = typeof interviewIntegrityNotes.$inferSelect;
export type IntegrityNoteValues = Omit<typeof interviewIntegrityNotes.$inferInsert, 'id' | 'at'>;
export type HistoryRow = typeof interviewHistory.$inferSelect & { by_name: string | null };

/** The insert that finds another open interview of the candidate for the job answers undefined. */
export async function insertInterview(db: Db, values: NewInterviewRow): Promise<InterviewRow | undefined> {
  const [row] = await db.insert(interviews).values(values).onConflictDoNothing().returning();
  return row;
}

/** The interview, held until the transaction ends when `lock`: two moves of one interview follow each other. */
export async function findInterview(db: Db, id: string, lock = false): Promise<InterviewRow | undefined> {
  const query = db.select().from(interviews).where(eq(interviews.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateInterview(db: Db, id: string, changes: InterviewChanges): Promise<InterviewRow> {
  const [row] = await db
    .update(interviews)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(interviews.id, id))
    .returning();
  return row!;
}

export async function insertHistory(db: Db, entries: readonly HistoryValues[]): Promise<void> {
  if (entries.length > 0) await db.insert(interviewHistory).values([...entries]);
}

/** An interview's moves, oldest first, with the name of who made each. */
export function listHistory(db: Db, interviewId: string): Promise<HistoryRow[]> {
  return db
    .select({
      id: interviewHistory.id,
      interview_id: interviewHistory.interview_id,
      action: interviewHistory.action,
      from_state: interviewHistory.from_state,
      to_state: interviewHistory.to_state,
      actor: interviewHistory.actor,
      by_user_id: interviewHistory.by_user_id,
      reason: interviewHistory.reason,
      attempt: interviewHistory.attempt,
      at: interviewHistory.at,
      by_name: sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
    })
    .from(interviewHistory)
    .leftJoin(users, eq(users.id, interviewHistory.by_user_id))
    .where(eq(interviewHistory.interview_id, interviewId))
    .orderBy(asc(interviewHistory.at), asc(interviewHistory.id));
}

export async function findCandidateName(db: Db, candidateId: string): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})` })
    .from(users)
    .where(eq(users.id, candidateId));
  return row?.name ?? '';
}

/** Saves one answer of an attempt; saving it again replaces its transcript (a correction). */
export async function upsertAnswer(db: Db, values: AnswerValues): Promise<void> {
  await db
    .insert(interviewAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [interviewAnswers.interview_id, interviewAnswers.attempt, interviewAnswers.question_id],
      set: {
        transcript: values.transcript,
        started_at: sql`coalesce(excluded.started_at, ${interviewAnswers.started_at})`,
        ended_at: sql`coalesce(excluded.ended_at, ${interviewAnswers.ended_at})`,
        updated_at: new Date(),
      },
    });
}

export async function findAnswer(db: Db, interviewId: string, attempt: number, questionId: string): Promise<AnswerRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewAnswers)
    .where(and(eq(interviewAnswers.interview_id, interviewId), eq(interviewAnswers.attempt, attempt), eq(interviewAnswers.question_id, questionId)));
  return row;
}

export function listAnswers(db: Db, interviewId: string, attempt: number): Promise<AnswerRow[]> {
  return db
    .select()
    .from(interviewAnswers)
    .where(and(eq(interviewAnswers.interview_id, interviewId), eq(interviewAnswers.attempt, attempt)))
    .orderBy(asc(interviewAnswers.position), asc(interviewAnswers.question_id));
}

export interface InterviewFilter {
  companyId?: string;
  candidateId?: string;
  recruiterId?: string;
  jobId?: string;
  interviewId?: string;
  state?: InterviewState;
}

/** A page of interviews, newest first, deleted ones left out, each with its candidate's name and answers so far. */
export async function listInterviews(
  db: Db,
  filter: InterviewFilter,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: InterviewListRow[] }> {
  const conditions: SQL[] = [ne(interviews.state, 'deleted')];
  if (filter.companyId !== undefined) conditions.push(eq(interviews.company_id, filter.companyId));
  if (filter.candidateId !== undefined) conditions.push(eq(interviews.candidate_id, filter.candidateId));
  if (filter.recruiterId !== undefined) conditions.push(eq(interviews.recruiter_id, filter.recruiterId));
  if (filter.jobId !== undefined) conditions.push(eq(interviews.job_id, filter.jobId));
  if (filter.interviewId !== undefined) conditions.push(eq(interviews.id, filter.interviewId));
  if (filter.state !== undefined) conditions.push(eq(interviews.state, filter.state));
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(interviews).where(where);
  const rows = await db
    .select({
      interview: interviews,
      candidate_name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
    })
    .from(interviews)
    .innerJoin(users, eq(users.id, interviews.candidate_id))
    .where(where)
    .orderBy(desc(interviews.created_at), desc(interviews.id))
    .offset(offset)
    .limit(limit);
  // Counted for the page's interviews only, by their primary key's prefix.
  const answered =
    rows.length === 0
      ? []
      : await db
          .select({ interview_id: interviewAnswers.interview_id, attempt: interviewAnswers.attempt, answered: count() })
          .from(interviewAnswers)
          .where(
            and(
              inArray(
                interviewAnswers.interview_id,
                rows.map((row) => row.interview.id),
              ),
              // A follow-up's answer is part of its question's, not a question answered of its own.
              notLike(interviewAnswers.question_id, `%${FOLLOW_UP_SUFFIX}`),
            ),
          )
          .groupBy(interviewAnswers.interview_id, interviewAnswers.attempt);
  const answeredOf = new Map(answered.map((row) => [`${row.interview_id}:${row.attempt}`, row.answered]));
  return {
    total: totalRow?.total ?? 0,
    rows: rows.map((row) => ({
      ...row.interview,
      candidate_name: row.candidate_name,
      answered_count: answeredOf.get(`${row.interview.id}:${row.interview.attempt}`) ?? 0,
    })),
  };
}

/** Open interviews whose time ran out by `now`, held for the sweep's transaction (others' sweeps skip them). */
export function lockDueInterviews(db: Db, now: Date, limit: number): Promise<InterviewRow[]> {
  return db
    .select()
    .from(interviews)
    .where(and(inArray(interviews.state, [...OPEN_INTERVIEW_STATES]), lte(interviews.expires_at, now)))
    .orderBy(asc(interviews.expires_at))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markExpired(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await db
      .update(interviews)
      .set({ state: 'expired', stop_flag: false, updated_at: new Date() })
      .where(inArray(interviews.id, [...ids]));
}

/** Every interview of a candidate, deleted ones included (what is held about them), oldest first. */
export function listCandidateInterviews(db: Db, candidateId: string): Promise<InterviewRow[]> {
  return db.select().from(interviews).where(eq(interviews.candidate_id, candidateId)).orderBy(asc(interviews.created_at), asc(interviews.id));
}

/** Every answer of these interviews, of every attempt. */
export async function listAllAnswers(db: Db, interviewIds: readonly string[]): Promise<AnswerRow[]> {
  if (interviewIds.length === 0) return [];
  return db
    .select()
    .from(interviewAnswers)
    .where(inArray(interviewAnswers.interview_id, [...interviewIds]))
    .orderBy(asc(interviewAnswers.interview_id), asc(interviewAnswers.attempt), asc(interviewAnswers.position));
}

/** Whether the candidate has another open interview for the job: a redo may not make a second one. */
export async function hasOtherOpenInterview(db: Db, row: Pick<InterviewRow, 'id' | 'candidate_id' | 'job_id'>): Promise<boolean> {
  const [other] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.candidate_id, row.candidate_id), eq(interviews.job_id, row.job_id), inArray(interviews.state, [...OPEN_INTERVIEW_STATES]), ne(interviews.id, row.id)))
    .limit(1);
  return other !== undefined;
}

export async function findRecording(db: Db, uploadId: string): Promise<RecordingRow | undefined> {
  const [row] = await db.select().from(interviewRecordings).where(eq(interviewRecordings.upload_id, uploadId));
  return row;
}

/** Registers a recording, or sets its file once finished (a file already set is kept). */
export async function upsertRecording(db: Db, values: RecordingValues): Promise<void> {
  await db
    .insert(interviewRecordings)
    .values(values)
    .onConflictDoUpdate({
      target: interviewRecordings.upload_id,
      set: {
        file_id: sql`coalesce(excluded.file_id, ${interviewRecordings.file_id})`,
        question_id: sql`coalesce(excluded.question_id, ${interviewRecordings.question_id})`,
        started_at: sql`coalesce(${interviewRecordings.started_at}, excluded.started_at)`,
      },
    });
}

/**
 * Recordings registered between `from` and `before` and never put together (decision 0091): the sweep's
 * candidates. Older ones are past the partial upload's expiry, so there is nothing left to assemble.
 */
export function listUnfinishedRecordings(db: Db, from: Date, before: Date, limit: number): Promise<RecordingRow[]> {
  return db
    .select()
    .from(interviewRecordings)
    .where(and(isNull(interviewRecordings.file_id), gte(interviewRecordings.created_at, from), lt(interviewRecordings.created_at, before)))
    .orderBy(asc(interviewRecordings.created_at))
    .limit(limit);
}

/** Ties a cut-off recording to the file the sweep put together, unless the room tied one first. */
export async function setRecordingFile(
  db: Db,
  uploadId: string,
  values: { file_id: string; partial: boolean; missing_chunks: Array<{ from: number; to: number }> },
): Promise<boolean> {
  const updated = await db
    .update(interviewRecordings)
    .set(values)
    .where(and(eq(interviewRecordings.upload_id, uploadId), isNull(interviewRecordings.file_id)))
    .returning({ upload_id: interviewRecordings.upload_id });
  return updated.length > 0;
}

export function listRecordings(db: Db, interviewId: string, attempt: number): Promise<RecordingRow[]> {
  return db
    .select()
    .from(interviewRecordings)
    .where(and(eq(interviewRecordings.interview_id, interviewId), eq(interviewRecordings.attempt, attempt)))
    .orderBy(asc(interviewRecordings.created_at));
}

export async function insertIntegrityNote(db: Db, values: IntegrityNoteValues): Promise<void> {
  await db.insert(interviewIntegrityNotes).values(values);
}

export function listIntegrityNotes(db: Db, interviewId: string, attempt: number): Promise<IntegrityNoteRow[]> {
  return db
    .select()
    .from(interviewIntegrityNotes)
    .where(and(eq(interviewIntegrityNotes.interview_id, interviewId), eq(interviewIntegrityNotes.attempt, attempt)))
    .orderBy(asc(interviewIntegrityNotes.at));
}
