import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { candidateProfiles } from '../../db/schema/candidates.ts';

export type CandidateProfileRow = typeof candidateProfiles.$inferSelect;
export type CandidateProfileValues = Partial<Omit<typeof candidateProfiles.$inferInsert, 'user_id'>>;

// Read by every profile page and edit: prepared (db/prepared.ts).
const profileOfUser = preparedPer((db) => db.select().from(candidateProfiles).where(eq(candidateProfiles.user_id, sql.placeholder('userId'))).prepare('candidate_profile_of_user'));

export async function findCandidateProfile(db: Db, userId: string): Promise<CandidateProfileRow | undefined> {
  const [row] = await profileOfUser(db).execute({ userId });
  return row;
}

export async function upsertCandidateProfile(
  db: Db,
  userId: string,
  values: CandidateProfileValues,
): Promise<void> {
  await db
    .insert(candidateProfiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: candidateProfiles.user_id, set: { ...values, updated_at: sql`now()` } });
}

/** The same, answering the row as saved: a profile edit answers with it instead of reading it again. */
export async function upsertCandidateProfileReturning(db: Db, userId: string, values: CandidateProfileValues): Promise<CandidateProfileRow> {
  const [row] = await db
    .insert(candidateProfiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: candidateProfiles.user_id, set: { ...values, updated_at: sql`now()` } })
    .returning();
  return row!;
}
