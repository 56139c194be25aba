import type { UpdateUserRequest, User } from '@masar/shared/users';
import { toWesternDigits } from '@masar/shared/fields';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../../lib/audit.ts';
import { consumeLimit } from '../rate-limits/rate-limits.ts';
import { enqueueMail, writeMail } from '../mail/mail.service.ts';
import { emailChangedMail } from '../mail/mail.templates.ts';
import { refusePasswordIfCommon, splitFullName, writeVerificationMail } from './auth.service.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import { findUserByEmail, findUserById, findUserView, listRoles, updateUser, type NewUserRow } from './users.repository.ts';

const userNotFound = () => new AppError('NOT_FOUND', 'user.notFound');

/** The caller's account, as the access layer read it for this request. */
export function getCurrentUser(caller: Caller): User {
  return caller.user;
}

/**
 * Ownership of accounts: a person reads their own; recruiter admins, who vet accounts, read anyone's.
 * Anyone else is answered as if the account did not exist.
 */
export async function getUser(ctx: AppContext, caller: Caller, id: string): Promise<User> {
  if (id === caller.userId) return caller.user;
  const user = caller.role === 'recruiter admin' ? await findUserView(ctx.db, id) : undefined;
  if (!user) throw userNotFound();
  return user;
}

export function getRoles(ctx: AppContext) {
  return listRoles(ctx.db);
}

/**
 * Account settings. Changing the e-mail or the password needs the current password; a new e-mail must
 * be verified again (the old address is told), and a new password ends every other session.
 */
export async function updateAccount(
  ctx: AppContext,
  caller: Caller,
  input: UpdateUserRequest,
  meta: RequestMeta,
): Promise<User> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw userNotFound();
  const emailChanges = input.email !== undefined && input.email !== user.email.toLowerCase();
  if (emailChanges || input.new_password !== undefined) {
    if (!(await verifyPassword(user.password_hash, input.current_password ?? ''))) {
      throw new AppError('WRONG_PASSWORD', 'password.wrongCurrent', {}, [
        ['current_password', 'password.wrongCurrent'],
      ]);
    }
  }
  if (emailChanges && input.email) {
    // Each change mails two addresses: limited per account, per client address and per address changed to.
    await consumeLimit(ctx.db, 'emailChangesPerAccount', user.id);
    await consumeLimit(ctx.db, 'emailChangesPerIp', meta.ip);
    await consumeLimit(ctx.db, 'emailChangesPerAddress', input.email);
  }
  if (input.new_password !== undefined) refusePasswordIfCommon(input.new_password, 'new_password');
  const passwordHash = input.new_password !== undefined ? await hashPassword(input.new_password) : undefined;

  const mailIds = await ctx.db.transaction(async (tx) => {
    const patch: Partial<NewUserRow> = {};
    const mails: string[] = [];
    if (input.full_name !== undefined) Object.assign(patch, splitFullName(input.full_name));
    if (input.country_code !== undefined) patch.country_code = input.country_code;
    if (input.mobile_number !== undefined) patch.mobile_number = toWesternDigits(input.mobile_number);
    const locale = user.locale === 'ar' ? 'ar' : 'en';
    if (emailChanges && input.email) {
      const owner = await findUserByEmail(tx, input.email);
      if (owner && owner.id !== user.id) {
        throw new AppError('CONFLICT', 'auth.emailTaken', {}, [['email', 'auth.emailTaken']]);
      }
      patch.email = input.email;
      patch.is_email_confirmed = false;
      mails.push(await writeVerificationMail(ctx, tx, { ...user, email: input.email }));
      mails.push(await writeMail(tx, emailChangedMail(user.email, user.first_name, locale, input.email)));
      await recordAudit(tx, { event: 'email_changed', userId: user.id, ip: meta.ip });
    }
    if (passwordHash) {
      patch.password_hash = passwordHash;
      await revokeUserSessions(tx, user.id, 'password_changed', caller.sessionId);
      await recordAudit(tx, { event: 'password_changed', userId: user.id, ip: meta.ip });
    }
    if (Object.keys(patch).length > 0) await updateUser(tx, user.id, patch);
    return mails;
  });
  for (const mailId of mailIds) await enqueueMail(ctx.jobs, mailId);
  const updated = await findUserView(ctx.db, caller.userId);
  if (!updated) throw userNotFound();
  return updated;
}
