import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AccountSummary, SearchAccountsRequest } from '@masar/shared/approvals';
import type { RoleName } from '@masar/shared/roles';
import type { Db } from '../../db/client.ts';
import { candidateProfiles } from '../../db/schema/candidates.ts';
import { companies } from '../../db/schema/companies.ts';
import { files } from '../../db/schema/files.ts';
import { roles, users } from '../../db/schema/accounts.ts';
import { toStoredFile } from '../files/uploads.service.ts';
import { containsPattern } from '../../lib/search-pattern.ts';

/** The roles an admin approves: candidates and recruiters (role names from packages/shared). */
type ApprovedRole = Extract<RoleName, 'individual' | 'recruiter'>;

/** Onboarded accounts of a role, by approval status, newest first, matching a search on name or e-mail. */
function accountFilter(role: ApprovedRole, request: Pick<SearchAccountsRequest, 'status' | 'search'>): SQL {
  const conditions: SQL[] = [
    eq(roles.role_name, role),
    eq(users.is_onboarding_completed, true),
    eq(users.approval_status, request.status),
  ];
  const search = request.search?.trim().toLowerCase();
  if (search) {
    // Spec §5: search terms are trimmed and lower-cased; LIKE's wildcards in the term are taken literally.
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
        ilike(companies.company_name, pattern),
      )!,
    );
  }
  return and(...conditions)!;
}

export async function searchAccounts(
  db: Db,
  role: ApprovedRole,
  request: SearchAccountsRequest,
): Promise<{ total: number; rows: AccountSummary[] }> {
  const where = accountFilter(role, request);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(where);
  const ids = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(where)
    .orderBy(desc(users.onboarded_at), desc(users.id))
    .limit(request.limit)
    .offset(request.page * request.limit);
  const rows: AccountSummary[] = [];
  for (const { id } of ids) rows.push((await findAccountSummary(db, id))!);
  return { total: count?.total ?? 0, rows };
}

export async function findAccountSummary(db: Db, id: string): Promise<AccountSummary | undefined> {
  const [row] = await db
    .select({ user: users, role_name: roles.role_name, profile: candidateProfiles, company: companies })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(eq(users.id, id));
  if (!row) return undefined;
  const fileOf = async (fileId: string | null | undefined) => {
    if (!fileId) return null;
    const [file] = await db.select().from(files).where(eq(files.id, fileId));
    return file ? toStoredFile(file) : null;
  };
  const { user, profile, company } = row;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    country_code: user.country_code,
    mobile_number: user.mobile_number,
    role_name: row.role_name,
    approval_status: user.approval_status,
    approval_reason: user.approval_reason,
    onboarded_at: user.onboarded_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    profile_status: profile?.parse_status ?? null,
    availability: profile?.availability ?? [],
    social_links: profile?.social_links ?? {},
    resume: await fileOf(profile?.resume_file_id),
    avatar: await fileOf(profile?.avatar_file_id ?? company?.company_avatar_file_id),
    company: company
      ? {
          id: company.id,
          company_name: company.company_name,
          company_industry: company.company_industry,
          company_size: company.company_size,
          company_country: company.company_country,
          company_city: company.company_city,
          company_website: company.company_website,
          company_description: company.company_description,
        }
      : null,
  };
}
