import { emptyProfile } from '@masar/shared/profile';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { companies } from '../schema/companies.ts';
import { users } from '../schema/accounts.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { upsertCandidateProfile } from '../../modules/candidates/candidate-profiles.repository.ts';
import { applyProfileEdits } from '../../modules/profiles/profile-edits.ts';
import { resolveCatalogueSkill } from '../../modules/profiles/profiles.service.ts';
import { DEMO_PROFILES } from './demo-profiles.ts';
import { seedDemoJobs } from './demo-jobs.ts';
import { ROLE_IDS } from '@masar/shared/roles';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

interface DemoUser extends DemoLogin {
  first_name: string;
  last_name: string;
  role_id: number;
  company?: boolean;
}

/** Fixed, documented demo logins (README); they exist only in a database that was seeded. */
const DEMO_USERS: DemoUser[] = [
  { role: 'recruiter admin', email: 'admin@masar.demo', password: 'Masar#Admin26', first_name: 'Huda', last_name: 'Al-Qahtani', role_id: ROLE_IDS['recruiter admin'] },
  { role: 'recruiter', email: 'recruiter@masar.demo', password: 'Masar#Hire26', first_name: 'Omar', last_name: 'Haddad', role_id: ROLE_IDS.recruiter, company: true },
  { role: 'candidate', email: 'sara@masar.demo', password: 'Masar#Sara26', first_name: 'Sara', last_name: 'Al-Otaibi', role_id: ROLE_IDS.individual },
  { role: 'candidate', email: 'daniel@masar.demo', password: 'Masar#Dan26', first_name: 'Daniel', last_name: 'Mensah', role_id: ROLE_IDS.individual },
];

export const DEMO_COMPANY_NAME = 'Nakheel Digital';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

/** Writes the demo world (in one transaction), replacing earlier demo rows; answers the logins. */
export async function seedDemo(db: Db): Promise<DemoLogin[]> {
  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  await db.transaction(async (tx) => {
    await tx.delete(users).where(inArray(users.email, DEMO_USERS.map((user) => user.email)));
    await tx.delete(companies).where(sql`${companies.company_name} = ${DEMO_COMPANY_NAME}`);
    const [company] = await tx.insert(companies).values({ company_name: DEMO_COMPANY_NAME }).returning();
    const inserted = await tx.insert(users).values(
      DEMO_USERS.map((user, index) => ({
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        password_hash: hashes[index]!,
        country_code: '+966',
        mobile_number: `55000000${index}`,
        role_id: user.role_id,
        company_id: user.company ? company!.id : null,
        is_email_confirmed: true,
        is_onboarding_completed: true,
        is_account_confirmed: true,
        approval_status: 'APPROVED' as const,
        onboarded_at: new Date(),
        accepted_terms: true,
        accepted_terms_at: new Date(),
      })),
    ).returning({ id: users.id, email: users.email });
    const idOf = (email: string) => inserted.find((row) => row.email === email)!.id;
    await seedDemoJobs(tx, idOf('recruiter@masar.demo'));
    for (const [email, profile] of Object.entries(DEMO_PROFILES)) {
      await upsertCandidateProfile(tx, idOf(email), {
        profile: applyProfileEdits(emptyProfile('en'), profile.edits, resolveCatalogueSkill),
        availability: profile.availability,
        social_links: profile.social_links,
        disclaimer_accepted_at: new Date(),
      });
    }
  });
  return DEMO_USERS.map(({ role, email, password }) => ({ role, email, password }));
}

export function formatDemoLogins(logins: DemoLogin[]): string {
  return logins.map((login) => `  ${login.role.padEnd(16)} ${login.email.padEnd(24)} ${login.password}`).join('\n');
}
