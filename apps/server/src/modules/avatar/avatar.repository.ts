import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatarSessions } from '../../db/schema/avatar.ts';

/** The interview's live session's provider id, if it has one. */
export async function findLiveSession(db: Db, interviewId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ provider_session_id: avatarSessions.provider_session_id })
    .from(avatarSessions)
    .where(and(eq(avatarSessions.interview_id, interviewId), isNull(avatarSessions.stopped_at)));
  return row?.provider_session_id;
}

/** Records a new live session; undefined when another one became live first (the one-live index). */
export async function insertLiveSession(db: Db, interviewId: string, providerSessionId: string): Promise<string | undefined> {
  const [row] = await db
    .insert(avatarSessions)
    .values({ interview_id: interviewId, provider_session_id: providerSessionId })
    .onConflictDoNothing()
    .returning({ id: avatarSessions.id });
  return row?.id;
}

/** Marks the interview's live sessions stopped (one, or only `providerSessionId`): their provider ids. */
export async function markStopped(db: Db, interviewId: string, providerSessionId?: string): Promise<string[]> {
  const rows = await db
    .update(avatarSessions)
    .set({ stopped_at: new Date() })
    .where(
      and(
        eq(avatarSessions.interview_id, interviewId),
        isNull(avatarSessions.stopped_at),
        providerSessionId === undefined ? undefined : eq(avatarSessions.provider_session_id, providerSessionId),
      ),
    )
    .returning({ provider_session_id: avatarSessions.provider_session_id });
  return rows.map((row) => row.provider_session_id);
}
