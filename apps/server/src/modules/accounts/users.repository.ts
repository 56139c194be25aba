import { and, eq, isNull, sql } from 'drizzle-orm';
import type { User } from '@masar/shared/users';
import type { Db } from '../../db/client.ts';
import { candidateProfiles } from '../../db/schema/candidates.ts';
import { companies } from '../../db/schema/companies.ts';
import { roles, sessions, users } from '../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: string, patch: Partial<NewUserRow>): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updated_at: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * Records an admin's approval decision unless the account already stands so: the update is conditional,
 * so of two simultaneous identical decisions only one changes the row (and only that one mails the person).
 * Answers whether the row changed.
 */
export async function recordApprovalDecision(
  db: Db,
  id: string,
  decision: { approve: boolean; reason: string | null; decidedBy: string },
): Promise<boolean> {
  const status = decision.approve ? 'APPROVED' : 'DECLINED';
  const changed = await db
    .update(users)
    .set({
      is_account_confirmed: decision.approve,
      approval_status: status,
      approval_reason: decision.approve ? null : decision.reason,
      approval_decided_at: new Date(),
      approval_decided_by: decision.decidedBy,
      updated_at: sql`now()`,
    })
    // IS DISTINCT FROM: an account never decided has no status (null), which `<>` would not count as different.
    .where(
      and(
        eq(users.id, id),
        sql`(${users.approval_status} is distinct from ${status} or ${users.is_account_confirmed} is distinct from ${decision.approve})`,
      ),
    )
    .returning({ id: users.id });
  return changed.length > 0;
}

/** The columns of the user as the API shows it: the account, its role's name, its company, its profile's parse status. */
const userViewColumns = {
  user: users,
  role_name: roles.role_name,
  company_id: companies.id,
  company_name: companies.company_name,
  parse_status: candidateProfiles.parse_status,
};

function userViewQuery(db: Db) {
  return db
    .select(userViewColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .leftJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id));
}

/** The user as the API shows it (spec §3), with its role name and company detail. */
export async function findUserView(db: Db, id: string): Promise<User | undefined> {
  const [row] = await userViewQuery(db).where(eq(users.id, id));
  return row ? toUserView(row) : undefined;
}

/**
 * The user's view, only while `sessionId` is one of their sessions and not revoked: what an access token's
 * caller is, in one query (issue #17: the session and the user were two).
 */
export async function findSessionUserView(db: Db, sessionId: string, userId: string): Promise<User | undefined> {
  const [row] = await userViewQuery(db)
    .innerJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.user_id, users.id), isNull(sessions.revoked_at)))
    .where(eq(users.id, userId));
  return row ? toUserView(row) : undefined;
}

function toUserView(row: { user: UserRow; role_name: string | null; company_id: string | null; company_name: string | null; parse_status: User['profile_status'] }): User {
  const { user } = row;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    country_code: user.country_code,
    mobile_number: user.mobile_number,
    role_id: user.role_id,
    role_name: row.role_name,
    is_email_confirmed: user.is_email_confirmed,
    is_onboarding_completed: user.is_onboarding_completed,
    is_account_confirmed: user.is_account_confirmed,
    accepted_terms: user.accepted_terms,
    profile_status: row.parse_status,
    approval_status: user.approval_status,
    approval_reason: user.approval_status === 'DECLINED' ? user.approval_reason : null,
    created_at: user.created_at.toISOString(),
    companyDetail: row.company_id && row.company_name ? { id: row.company_id, company_name: row.company_name } : null,
  };
}

export async function listRoles(db: Db): Promise<Array<{ id: number; role_name: string }>> {
  return db.select().from(roles).orderBy(roles.id);
}

/** The confirmed recruiters and recruiter admins of a company: who hears of its jobs' applications and pokes. */
export async function listCompanyRecruiterIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(and(eq(users.company_id, companyId), eq(users.is_account_confirmed, true), sql`lower(trim(${roles.role_name})) in ('recruiter', 'recruiter admin')`));
  return rows.map((row) => row.id);
}
