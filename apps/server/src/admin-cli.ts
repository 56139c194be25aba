/**
 * `npm run admin -- create-admin <email>`: makes the first recruiter admin of a portal (or another one).
 * An existing account is promoted; otherwise a verified account is created with a generated password,
 * printed once, which its owner changes at /settings/account.
 */
import { randomBytes } from 'node:crypto';
import { emailSchema } from '@masar/shared/fields';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ROLE_IDS } from '@masar/shared/roles';
import { hashPassword } from './lib/passwords.ts';
import { findUserByEmail, insertUser, updateUser } from './modules/accounts/users.service.ts';
import { recordAudit } from './lib/audit.ts';

const USAGE = 'Usage: npm run admin -- create-admin <email>';

/** 12 random characters plus one of each class the password rules ask for. */
function generatePassword(): string {
  const core = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
  return `${core}Aa1#`;
}

const [command, rawEmail] = process.argv.slice(2);
if (command !== 'create-admin' || !rawEmail) {
  console.error(USAGE);
  process.exit(2);
}
const email = emailSchema.safeParse(rawEmail);
if (!email.success) {
  console.error(`Not an e-mail address: ${rawEmail}\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const admin = {
    role_id: ROLE_IDS['recruiter admin'],
    is_email_confirmed: true,
    is_onboarding_completed: true,
    is_account_confirmed: true,
    approval_status: 'APPROVED' as const,
    onboarded_at: new Date(),
  };
  const existing = await findUserByEmail(database.db, email.data);
  if (existing) {
    await database.db.transaction(async (tx) => {
      await updateUser(tx, existing.id, admin);
      await recordAudit(tx, { event: 'admin_granted', userId: existing.id, details: { by: 'cli' } });
    });
    console.log(`${email.data} is now a recruiter admin. They log in with their own password.`);
  } else {
    const password = generatePassword();
    await database.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        first_name: email.data.split('@')[0] ?? 'Admin',
        last_name: '',
        email: email.data,
        password_hash: await hashPassword(password),
        accepted_terms: true,
        accepted_terms_at: new Date(),
        ...admin,
      });
      await recordAudit(tx, { event: 'admin_granted', userId: user.id, details: { by: 'cli' } });
    });
    console.log(`Created recruiter admin ${email.data}\nPassword (shown once; change it at ${config.appUrl}/settings/account): ${password}`);
  }
} finally {
  await database.close();
}
