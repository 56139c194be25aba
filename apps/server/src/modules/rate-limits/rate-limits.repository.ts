import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';

export interface WindowCount {
  count: number;
  windowStartedAt: Date;
}

/** Adds one to a fixed-window counter in one statement, starting a new window when the old one is over. */
export async function incrementCounter(db: Db, key: string, windowMs: number): Promise<WindowCount> {
  const windowSeconds = windowMs / 1000;
  const expired = sql`${rateLimits.window_started_at} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_started_at: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        window_started_at: sql`case when ${expired} then now() else ${rateLimits.window_started_at} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.window_started_at });
  return row!;
}

/**
 * Adds one to a counter that remembers when it was last added to (in `windowStartedAt`), starting again
 * from one when it was left alone for `forgetAfterMs`.
 */
export async function incrementStampedCounter(db: Db, key: string, forgetAfterMs: number): Promise<WindowCount> {
  const forgotten = sql`${rateLimits.window_started_at} <= now() - make_interval(secs => ${forgetAfterMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_started_at: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`, window_started_at: sql`now()` },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.window_started_at });
  return row!;
}

/** Deletes the counter `key` and every counter whose key starts with `prefix` (an account's, and its per-address ones), in one statement. */
export async function deleteCounterAndPrefixed(db: Db, key: string, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key} or left(${rateLimits.key}, ${prefix.length}) = ${prefix}`);
}

/** The count in the current window, without adding to it. */
export async function readCounter(db: Db, key: string, windowMs: number): Promise<WindowCount | null> {
  const windowSeconds = windowMs / 1000;
  const [row] = await db
    .select({ count: rateLimits.count, windowStartedAt: rateLimits.window_started_at })
    .from(rateLimits)
    .where(
      sql`${rateLimits.key} = ${key} and ${rateLimits.window_started_at} > now() - make_interval(secs => ${windowSeconds})`,
    );
  return row ?? null;
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteExpiredCounters(db: Db, olderThanMs: number): Promise<void> {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.window_started_at} < now() - make_interval(secs => ${olderThanMs / 1000})`);
}
