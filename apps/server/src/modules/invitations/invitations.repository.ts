import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyInvitations } from '../../db/schema/invitations.ts';

export type InvitationRow = typeof companyInvitations.$inferSelect;

export async function insertInvitation(db: Db, values: typeof companyInvitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await db.insert(companyInvitations).values(values).returning();
  return row!;
}

export async function findInvitationByCode(db: Db, codeHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(companyInvitations).where(eq(companyInvitations.code_hash, codeHash));
  return row;
}

export async function listCompanyInvitations(db: Db, companyId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.company_id, companyId))
    .orderBy(desc(companyInvitations.created_at))
    .limit(200);
}

/** A new invitation to the same address replaces the open ones. */
export async function expireOpenInvitations(db: Db, companyId: string, email: string): Promise<void> {
  await db
    .update(companyInvitations)
    .set({ expires_at: sql`now()` })
    .where(
      and(
        eq(companyInvitations.company_id, companyId),
        eq(companyInvitations.email, email),
        isNull(companyInvitations.accepted_at),
      ),
    );
}

/** Accepts an invitation once; false when it was accepted already (two tabs racing). */
export async function markInvitationAccepted(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(companyInvitations)
    .set({ accepted_at: sql`now()`, accepted_by: userId })
    .where(and(eq(companyInvitations.id, id), isNull(companyInvitations.accepted_at)))
    .returning({ id: companyInvitations.id });
  return rows.length === 1;
}
