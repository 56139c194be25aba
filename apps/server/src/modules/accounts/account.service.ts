import type { UpdateUserRequest, User } from '@masar/shared/users';
import { toWesternDigits } from '@masar/shared/fields';
import { normalizeRoleName } from '@masar/shared/roles';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { enqueueMail, writeMail } from '../mail/mail.service.ts';
import { emailChangedMail } from '../mail/mail.templates.ts';
import { refusePasswordIfCommon, splitFullName, writeVerificationMail } from './auth.service.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import { findUserByEmail, findUserById, findUserView, listRoles, updateUser, type NewUserRow } from './users.repository.ts';

const userNotFound = () => new AppError('NOT_FOUND', 404, 'user.notFound');

export async function getCurrentUser(ctx: AppContext, caller: Caller): Promise<User> {
  const user = await findUserView(ctx.db, caller.userId);
  if (!user) throw userNotFound();
  return user;
}

/** A person reads their own account; recruiter admins, who vet accounts, read anyone's. */
export async function getUser(ctx: AppContext, caller: Caller, id: string): Promise<User> {
  if (id !== caller.userId) {
    const me = await getCurrentUser(ctx, caller);
    if (normalizeRoleName(me.role_name) !== 'recruiter admin') throw forbidden();
  }
  const user = await findUserView(ctx.db, id);
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
      throw new AppError('INVALID_CREDENTIALS', 400, 'password.wrongCurrent', {}, [
        ['current_password', 'password.wrongCurrent'],
      ]);
    }
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
        throw new AppError('CONFLICT', 409, 'auth.emailTaken', {}, [['email', 'auth.emailTaken']]);
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
  return getCurrentUser(ctx, caller);
}
