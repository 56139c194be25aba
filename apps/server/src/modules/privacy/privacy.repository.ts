import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { candidateProfiles } from '../../db/schema/candidates.ts';
import { companies } from '../../db/schema/companies.ts';
import { demoRequests } from '../../db/schema/book-demo.ts';
import { files } from '../../db/schema/files.ts';
import { mails } from '../../db/schema/mail.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { userIdentities } from '../../db/schema/oauth.ts';

/** Everything Masar keeps about one person, as rows (the export's raw material). */
export async function collectPersonalData(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const { password_hash: _hash, ...account } = user;
  const [company] = user.company_id ? await db.select().from(companies).where(eq(companies.id, user.company_id)) : [];
  const [profile] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.user_id, userId));
  return {
    account: { ...account, has_password: Boolean(user.password_hash) },
    company: company ?? null,
    candidate_profile: profile ?? null,
    sign_in_providers: (await db.select().from(userIdentities).where(eq(userIdentities.user_id, userId))).map(
      (identity) => ({ provider: identity.provider, linked_at: identity.created_at }),
    ),
    sessions: (await db.select().from(sessions).where(eq(sessions.user_id, userId))).map((session) => ({
      created_at: session.created_at,
      ip: session.ip,
      user_agent: session.user_agent,
      revoked_at: session.revoked_at,
    })),
    security_events: await db
      .select({ event: auditLog.event, ip: auditLog.ip, at: auditLog.created_at })
      .from(auditLog)
      .where(eq(auditLog.user_id, userId)),
    demo_requests: await db.select().from(demoRequests).where(eq(demoRequests.user_id, userId)),
    files: await db.select().from(files).where(eq(files.owner_id, userId)),
    emails_sent: await db
      .select({ subject: mails.subject, created_at: mails.created_at, status: mails.status })
      .from(mails)
      .where(eq(mails.to_address, user.email.toLowerCase())),
  };
}

export async function countCompanyMembers(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.company_id, companyId));
  return row?.n ?? 0;
}

/**
 * Erases a person: their rows go (sessions, codes, identities, files, profile cascade from the user),
 * the mail sent to them and their demo requests go, and the audit log keeps its events with neither
 * their id nor their address. A company goes with its last member.
 */
export async function erasePerson(db: Db, userId: string): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  await db.update(auditLog).set({ user_id: null, ip: null }).where(eq(auditLog.user_id, userId));
  await db.delete(mails).where(eq(mails.to_address, user.email.toLowerCase()));
  await db.delete(demoRequests).where(or(eq(demoRequests.user_id, userId), eq(demoRequests.email, user.email.toLowerCase())));
  await db.delete(users).where(eq(users.id, userId));
  if (user.company_id && (await countCompanyMembers(db, user.company_id)) === 0) {
    await db.delete(companies).where(eq(companies.id, user.company_id));
  }
}
