import { and, eq } from 'drizzle-orm';
import type { SocialProvider } from '@masar/shared/auth';
import type { Db } from '../../db/client.ts';
import { userIdentities } from '../../db/schema/oauth.ts';

export type IdentityRow = typeof userIdentities.$inferSelect;

/** The identity a provider's subject is linked to; subjects are unique per provider, e-mails are not. */
export async function findIdentity(
  db: Db,
  params: { provider: SocialProvider; subject: string },
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, params.provider), eq(userIdentities.subject, params.subject)));
  return row;
}

export async function insertIdentity(
  db: Db,
  params: { userId: string; provider: SocialProvider; subject: string },
): Promise<IdentityRow> {
  const [row] = await db
    .insert(userIdentities)
    .values({ user_id: params.userId, provider: params.provider, subject: params.subject })
    .returning();
  return row!;
}
