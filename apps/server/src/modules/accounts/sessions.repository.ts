import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { refreshTokens, sessions } from '../../db/schema/accounts.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findActiveSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)));
  return row;
}

export async function revokeSession(db: Db, id: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/** Whether this IP has had a session of this user before: such a device is not slowed by others' guesses. */
/** Whether the account was ever signed in (any session, live or ended). */
export async function hasAnySession(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, userId)).limit(1);
  return Boolean(row);
}

export async function hasSessionFromIp(db: Db, userId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), eq(sessions.ip, ip)))
    .limit(1);
  return Boolean(row);
}

/**
 * A new session and its first refresh token, in one statement (issue #17: a sign-in's round trips); answers
 * the session's id.
 */
export async function insertSessionWithRefreshToken(
  db: Db,
  values: { userId: string; ip: string | null; userAgent: string | null; tokenHash: string; expiresAt: Date },
): Promise<string> {
  const [row] = rowsOf<{ session_id: string }>(
    await db.execute(sql`
      with session as (
        insert into ${sessions} (user_id, ip, user_agent)
        values (${values.userId}::uuid, ${values.ip}, ${values.userAgent?.slice(0, 300) ?? null})
        returning id
      )
      insert into ${refreshTokens} (session_id, token_hash, expires_at)
      select id, ${values.tokenHash}, ${values.expiresAt.toISOString()}::timestamptz from session
      returning session_id`),
  );
  return row!.session_id;
}

export async function insertRefreshToken(
  db: Db,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(refreshTokens)
    .values({ session_id: values.sessionId, token_hash: values.tokenHash, expires_at: values.expiresAt });
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash));
  return row;
}

/** Marks a token as exchanged; false when another request exchanged it first. */
export async function markRefreshTokenRotated(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotated_at: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotated_at)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}
