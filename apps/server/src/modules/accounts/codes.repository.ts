import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/accounts.ts';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export async function insertCode(
  db: Db,
  values: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; deviceKeyHash?: string | null },
): Promise<void> {
  await db.insert(oneTimeCodes).values({
    user_id: values.userId,
    purpose: values.purpose,
    code_hash: values.codeHash,
    expires_at: values.expiresAt,
    device_key_hash: values.deviceKeyHash ?? null,
  });
}

export async function findCode(db: Db, purpose: CodePurpose, codeHash: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.code_hash, codeHash), eq(oneTimeCodes.purpose, purpose)));
  return row;
}

/** Uses a code once; false when it was already used (two requests racing for it). */
export async function markCodeUsed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ used_at: sql`now()` })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.used_at)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** A new link replaces the old ones: only the newest unused code of a purpose works. */
export async function expireUnusedCodes(db: Db, userId: string, purpose: CodePurpose): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ expires_at: sql`now()` })
    .where(
      and(eq(oneTimeCodes.user_id, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.used_at)),
    );
}
