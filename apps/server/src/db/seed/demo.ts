import { emptyProfile } from '@masar/shared/profile';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { upsertCandidateProfile } from '../../modules/candidates/candidate-profiles.repository.ts';
import { applyProfileEdits } from '../../modules/profiles/profile-edits.ts';
import { resolveCatalogueSkill } from '../../modules/profiles/profiles.service.ts';
import { DEMO_PROFILES } from './demo-profiles.ts';
import { seedDemoEmployers, seedDemoJobs } from './demo-jobs.ts';
import { seedDemoEmployees } from './demo-employees.ts';
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
  /** The demo employer the recruiter (or talent manager) works for. */
  company?: string;
}

export const DEMO_COMPANY_NAME = 'Nakheel Digital';

const recruiter = (email: string, password: string, first_name: string, last_name: string, company: string): DemoUser => ({
  role: 'recruiter',
  email,
  password,
  first_name,
  last_name,
  role_id: ROLE_IDS.recruiter,
  company,
});

/**
 * Fixed, documented demo logins (README); they exist only in a database that was seeded. The first four are
 * the demo's main cast; each other demo employer has a recruiter of its own, who posted its jobs.
 */
const DEMO_USERS: DemoUser[] = [
  { role: 'recruiter admin', email: 'admin@masar.demo', password: 'Masar#Admin26', first_name: 'Huda', last_name: 'Al-Qahtani', role_id: ROLE_IDS['recruiter admin'] },
  recruiter('recruiter@masar.demo', 'Masar#Hire26', 'Omar', 'Haddad', DEMO_COMPANY_NAME),
  { role: 'candidate', email: 'sara@masar.demo', password: 'Masar#Sara26', first_name: 'Sara', last_name: 'Al-Otaibi', role_id: ROLE_IDS.individual },
  { role: 'candidate', email: 'daniel@masar.demo', password: 'Masar#Dan26', first_name: 'Daniel', last_name: 'Mensah', role_id: ROLE_IDS.individual },
  recruiter('care@masar.demo', 'Masar#Care26', 'Layla', 'Al-Harbi', 'Riyadh Care Hospital'),
  recruiter('energy@masar.demo', 'Masar#Energy26', 'Faisal', 'Al-Dosari', 'Gulf Energy Partners'),
  recruiter('bank@masar.demo', 'Masar#Bank26', 'Noura', 'Al-Shehri', 'Al Noor Bank'),
  recruiter('dune@masar.demo', 'Masar#Dune26', 'Khalid', 'Mansour', 'Dune Logistics'),
  recruiter('oasis@masar.demo', 'Masar#Oasis26', 'Maya', 'Khoury', 'Oasis Hospitality Group'),
  recruiter('build@masar.demo', 'Masar#Build26', 'Rashid', 'Al-Mazrouei', 'Emirates Build Co.'),
  recruiter('academy@masar.demo', 'Masar#Learn26', 'Salma', 'Nasser', 'Future Skills Academy'),
  // Decision 0048: the demo recruiter's company's talent manager, with its demo employees (demo-employees.ts).
  { role: 'talent manager', email: 'talent@masar.demo', password: 'Masar#Talent26', first_name: 'Rania', last_name: 'Al-Harthy', role_id: ROLE_IDS['talent manager'], company: DEMO_COMPANY_NAME },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

/** Writes the demo world (in one transaction), replacing earlier demo rows; answers the logins. */
export async function seedDemo(db: Db): Promise<DemoLogin[]> {
  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  await db.transaction(async (tx) => {
    await tx.delete(users).where(inArray(users.email, DEMO_USERS.map((user) => user.email)));
    const companyIds = await seedDemoEmployers(tx);
    const inserted = await tx.insert(users).values(
      DEMO_USERS.map((user, index) => ({
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        password_hash: hashes[index]!,
        country_code: '+966',
        mobile_number: `5500000${String(index).padStart(2, '0')}`,
        role_id: user.role_id,
        company_id: user.company ? companyIds.get(user.company)! : null,
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
    const recruiterIds = new Map(DEMO_USERS.filter((user) => user.company && user.role === 'recruiter').map((user) => [user.company!, idOf(user.email)]));
    await seedDemoJobs(tx, companyIds, recruiterIds);
    await seedDemoEmployees(tx, companyIds);
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
