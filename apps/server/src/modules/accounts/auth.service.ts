import type { AuthSession, LoginRequest, ResetPasswordRequest, SignupRequest, SignupResult } from '@masar/shared/auth';
import { toWesternDigits } from '@masar/shared/fields';
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@masar/shared/constants';
import { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, forbidden } from '../../lib/app-error.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { REFRESH_TOKEN_TTL_MS } from '../../lib/tokens.ts';
import { recordAudit } from '../../lib/audit.ts';
import { defineJob } from '../../plugins/jobs.ts';
import { enqueueMail, writeMail } from '../mail/mail.service.ts';
import { accountExistsMail, passwordResetMail, verificationMail } from '../mail/mail.templates.ts';
import {
  checkLimit,
  checkLoginDelay,
  clearLoginFailures,
  consumeLimit,
  countAttempt,
  recordFailure,
  recordLoginFailure,
} from '../rate-limits/rate-limits.ts';
import { expireUnusedCodes, findCode, insertCode, markCodeUsed, type CodePurpose, type CodeRow } from './codes.repository.ts';
import {
  findActiveSession,
  findRefreshToken,
  findSession,
  hasAnySession,
  hasSessionFromIp,
  insertRefreshToken,
  insertSessionWithRefreshToken,
  markRefreshTokenRotated,
  revokeSession,
  revokeUserSessions,
} from './sessions.repository.ts';
import { findUserByEmail, findUserById, findUserView, insertUser, updateUser, type UserRow } from './users.repository.ts';

const SOCIAL_LOGIN_CODE_TTL_MS = 2 * 60 * 1000;

export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

export function refusePasswordIfCommon(password: string, path = 'password'): void {
  if (isCommonPassword(password)) throw fieldError(path, 'password.common');
}

/** Starts a session (a refresh-token family) and answers what login answers. */
async function openSession(ctx: AppContext, tx: Db, userId: string, meta: RequestMeta): Promise<AuthSession> {
  const refreshToken = randomToken();
  const sessionId = await insertSessionWithRefreshToken(tx, {
    userId,
    ip: meta.ip,
    userAgent: meta.userAgent ?? null,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  const user = await findUserView(tx, userId);
  const token = await ctx.tokens.sign({ userId, sessionId });
  return { user: { ...user!, refresh_token: refreshToken }, token };
}

async function createCode(
  tx: Db,
  userId: string,
  purpose: CodePurpose,
  ttlMs: number,
  deviceKey?: string,
): Promise<string> {
  await expireUnusedCodes(tx, userId, purpose);
  const code = randomToken();
  await insertCode(tx, {
    userId,
    purpose,
    codeHash: hashToken(code),
    expiresAt: new Date(Date.now() + ttlMs),
    deviceKeyHash: deviceKey === undefined ? null : hashToken(deviceKey),
  });
  return code;
}

/**
 * Writes a verification mail to the user's address (or the new one they are changing to). A sign-up's
 * code remembers the signing-up browser's key, so the link opened there can sign the person in.
 */
export async function writeVerificationMail(
  ctx: AppContext,
  tx: Db,
  user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'locale'>,
  deviceKey?: string,
): Promise<string> {
  const code = await createCode(tx, user.id, 'email_verification', EMAIL_VERIFICATION_TTL_MS, deviceKey);
  const link = `${ctx.config.appUrl}/auth/verify-email/${code}?email=${encodeURIComponent(user.email)}`;
  return writeMail(tx, verificationMail(user.email, user.first_name, user.locale === 'ar' ? 'ar' : 'en', link));
}

/**
 * Sign-up answers the same whether or not the address already has an account (issue #9, decision 0024):
 * the same status and body, and a mail to the address in both cases. A new address gets an unverified
 * account and its verification link; a taken one leaves its account untouched and its owner is told that
 * someone tried to sign up with it. No session is opened: a session would be the difference.
 */
export async function register(ctx: AppContext, input: SignupRequest, meta: RequestMeta): Promise<SignupResult> {
  await consumeLimit(ctx.db, 'registerPerIp', meta.ip);
  refusePasswordIfCommon(input.password);
  // Only the first sign-up of an address can make an account, so this counts tries on taken addresses.
  await consumeLimit(ctx.db, 'registerPerAccount', input.email);
  // Hashed on both paths: the hash is most of the request's time.
  const passwordHash = await hashPassword(input.password);
  const mailId = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing) {
      await recordAudit(tx, { event: 'signup_address_taken', userId: existing.id, ip: meta.ip });
      const locale = existing.locale === 'ar' ? 'ar' : 'en';
      const links = { login: `${ctx.config.appUrl}/auth/login`, reset: `${ctx.config.appUrl}/auth/reset-password/email-verification` };
      return writeMail(tx, accountExistsMail(existing.email, existing.first_name, locale, links));
    }
    const user = await insertUser(tx, {
      ...splitFullName(input.full_name),
      email: input.email,
      password_hash: passwordHash,
      country_code: input.country_code,
      mobile_number: toWesternDigits(input.mobile_number),
      accepted_terms: true,
      accepted_terms_at: new Date(),
      locale: meta.locale,
    });
    await recordAudit(tx, { event: 'signup', userId: user.id, ip: meta.ip });
    return writeVerificationMail(ctx, tx, user, input.device_key);
  });
  await enqueueMail(ctx.jobs, mailId);
  return { email: input.email };
}

export async function login(ctx: AppContext, input: LoginRequest, meta: RequestMeta): Promise<AuthSession> {
  const accountAndIp = `${input.email}|${meta.ip}`;
  await consumeLimit(ctx.db, 'loginPerIp', meta.ip);
  await checkLimit(ctx.db, 'loginFailuresPerAccountAndIp', accountAndIp);
  const user = await findUserByEmail(ctx.db, input.email);
  // The account's delay is checked for every address typed, with an account or not (the same answers for
  // both), except from an address the owner has had a session from.
  if (!(user && (await hasSessionFromIp(ctx.db, user.id, meta.ip)))) {
    await checkLoginDelay(ctx.db, input.email);
  }
  const passwordMatches = await verifyPassword(user?.password_hash ?? null, input.password);
  // An account whose address was never verified and that was never signed in was made by a sign-up that
  // nobody has answered from the inbox yet: its password proves nothing, and letting it log in would tell
  // whoever signed up that the address was free (decision 0024). It answers as a wrong password does.
  const unproven = user !== undefined && !user.is_email_confirmed && !(await hasAnySession(ctx.db, user.id));
  if (!user || !passwordMatches || unproven) {
    // Both counters and the audit row, or none: a failure is never counted without its record.
    await ctx.db.transaction(async (tx) => {
      await recordFailure(tx, 'loginFailuresPerAccountAndIp', accountAndIp);
      await recordLoginFailure(tx, input.email);
      await recordAudit(tx, {
        event: 'login_failed',
        userId: user?.id ?? null,
        ip: meta.ip,
        details: { reason: !user ? 'unknown_account' : passwordMatches ? 'email_not_verified' : 'wrong_password' },
      });
    });
    throw new AppError('INVALID_CREDENTIALS', 'auth.invalidCredentials');
  }
  await clearLoginFailures(ctx.db, input.email);
  return ctx.db.transaction(async (tx) => {
    await recordAudit(tx, { event: 'login_succeeded', userId: user.id, ip: meta.ip });
    return openSession(ctx, tx, user.id, meta);
  });
}

/** Checks a code's row; answers it, or throws the error the person should see. */
function checkCode(row: CodeRow | undefined): CodeRow {
  if (!row) throw new AppError('CODE_INVALID', 'auth.codeInvalid');
  if (row.used_at) throw new AppError('CODE_USED', 'auth.codeUsed');
  if (row.expires_at.getTime() <= Date.now()) throw new AppError('CODE_EXPIRED', 'auth.codeExpired');
  return row;
}

async function usableCode(db: Db, purpose: CodePurpose, code: string): Promise<CodeRow> {
  return checkCode(await findCode(db, purpose, hashToken(code)));
}

/**
 * Confirms the address. Opened in the browser that signed up (it sends the key it kept, and the code
 * remembers that key's hash) the link also opens a session: whoever holds both the inbox and the browser
 * that chose the password is the person, and sign-up itself could not sign them in (decision 0024).
 */
export async function verifyEmail(
  ctx: AppContext,
  code: string,
  input: { email: string; device_key?: string | undefined },
  meta: RequestMeta,
): Promise<AuthSession | null> {
  const { email } = input;
  await consumeLimit(ctx.db, 'verifyEmailPerIp', meta.ip);
  const row = await findCode(ctx.db, 'email_verification', hashToken(code));
  const user = row ? await findUserById(ctx.db, row.user_id) : undefined;
  if (!row || !user || user.email.toLowerCase() !== email) {
    // Only wrong codes count against the address, and only wrong codes are refused for it: the owner's
    // link keeps working however many guesses a stranger sends with their address.
    await consumeLimit(ctx.db, 'verifyEmailFailuresPerAccount', email);
    throw new AppError('CODE_INVALID', 'auth.codeInvalid');
  }
  // Spec §4: a second confirmation leaves the person unauthenticated; the web reads this code for it.
  if (user.is_email_confirmed) throw new AppError('ALREADY_VERIFIED', 'auth.alreadyVerified');
  checkCode(row);
  const sameBrowser =
    row.device_key_hash !== null && input.device_key !== undefined && hashToken(input.device_key) === row.device_key_hash;
  return ctx.db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, row.id))) throw new AppError('CODE_USED', 'auth.codeUsed');
    await updateUser(tx, user.id, { is_email_confirmed: true });
    await recordAudit(tx, { event: 'email_verified', userId: user.id, ip: meta.ip, details: { signed_in: sameBrowser } });
    return sameBrowser ? openSession(ctx, tx, user.id, meta) : null;
  });
}

export async function resendVerification(ctx: AppContext, userId: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw forbidden();
  if (user.is_email_confirmed) throw new AppError('ALREADY_VERIFIED', 'auth.alreadyVerified');
  await consumeLimit(ctx.db, 'resendVerificationPerAccount', user.id);
  const mailId = await ctx.db.transaction((tx) => writeVerificationMail(ctx, tx, user));
  await enqueueMail(ctx.jobs, mailId);
}

/**
 * Always answers the same and does the same, so the form cannot be used to learn who has an account:
 * not by the answer, and not by the time it takes (issue #9: looking the account up, making its code and
 * writing its mail in the request made an existing address answer about twice as slowly). The request
 * counts its limits and queues one job, whatever the address; the job does the rest.
 */
export async function forgotPassword(ctx: AppContext, email: string, meta: RequestMeta): Promise<void> {
  await consumeLimit(ctx.db, 'forgotPasswordPerIp', meta.ip);
  // Over the per-account limit the answer stays the same and no more mail goes out: a stranger can
  // neither flood the inbox nor get a refusal the owner would see; the last link sent still works.
  // The counter is kept per address typed, so it is counted alike for addresses with and without accounts.
  if (!(await countAttempt(ctx.db, 'forgotPasswordPerAccount', email))) return;
  await ctx.jobs.send(passwordResetRequestJob, { email, ip: meta.ip });
}

/** Looks the address up and, when it has an account, writes and sends its reset link (see forgotPassword). */
export const passwordResetRequestJob = defineJob({
  name: 'accounts.password-reset-request',
  payload: z.object({ email: z.string(), ip: z.string() }),
  retry: { limit: 3, delaySeconds: 15 },
  async handle({ email, ip }, ctx) {
    const user = await findUserByEmail(ctx.db, email);
    if (!user) return;
    const mailId = await ctx.db.transaction(async (tx) => {
      const code = await createCode(tx, user.id, 'password_reset', PASSWORD_RESET_TTL_MS);
      const link = `${ctx.config.appUrl}/auth/reset-password/${code}`;
      await recordAudit(tx, { event: 'password_reset_requested', userId: user.id, ip });
      return writeMail(tx, passwordResetMail(user.email, user.first_name, user.locale === 'ar' ? 'ar' : 'en', link));
    });
    await enqueueMail(ctx.jobs, mailId);
  },
});

export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest, meta: RequestMeta): Promise<void> {
  await consumeLimit(ctx.db, 'resetPasswordPerIp', meta.ip);
  const found = await findCode(ctx.db, 'password_reset', hashToken(input.code));
  // An attempt reaches an account only with a code from its inbox, so no stranger can spend this limit.
  if (found) await consumeLimit(ctx.db, 'resetPasswordPerAccount', found.user_id);
  const row = checkCode(found);
  refusePasswordIfCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, row.id))) throw new AppError('CODE_USED', 'auth.codeUsed');
    // The link reached the inbox, which proves the address as well as a verification link would.
    await updateUser(tx, row.user_id, { password_hash: passwordHash, is_email_confirmed: true });
    await revokeUserSessions(tx, row.user_id, 'password_reset');
    await recordAudit(tx, { event: 'password_reset', userId: row.user_id, ip: meta.ip });
  });
  // The owner proved the inbox: failures of anyone before, from any address, no longer slow them down.
  const user = await findUserById(ctx.db, row.user_id);
  if (user) await clearLoginFailures(ctx.db, user.email.toLowerCase());
}

/**
 * Rotates a refresh token. A token that was already exchanged is a sign of theft: the whole session
 * (every token of its family) is revoked, and both the thief and the owner must log in again.
 */
export async function refreshSession(
  ctx: AppContext,
  refreshToken: string,
  meta: RequestMeta,
): Promise<{ token: string; refreshToken: string }> {
  const invalid = () => new AppError('REFRESH_INVALID', 'auth.refreshInvalid');
  const row = await findRefreshToken(ctx.db, hashToken(refreshToken));
  if (!row) throw invalid();
  return ctx.db.transaction(async (tx) => {
    const rotated = row.rotated_at === null && (await markRefreshTokenRotated(tx, row.id));
    if (!rotated) {
      await revokeSession(tx, row.session_id, 'refresh_token_reuse');
      const session = await findSession(tx, row.session_id);
      await recordAudit(tx, {
        event: 'refresh_token_reuse',
        userId: session?.user_id ?? null,
        ip: meta.ip,
        details: { session_id: row.session_id },
      });
      return null;
    }
    const session = await findActiveSession(tx, row.session_id);
    if (!session || row.expires_at.getTime() <= Date.now()) return undefined;
    const next = randomToken();
    await insertRefreshToken(tx, {
      sessionId: session.id,
      tokenHash: hashToken(next),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    const token = await ctx.tokens.sign({ userId: session.user_id, sessionId: session.id });
    return { token, refreshToken: next };
  }).then((result) => {
    // The reuse is committed before the refusal, so the revocation holds.
    if (!result) throw invalid();
    return result;
  });
}

export async function logout(ctx: AppContext, caller: { userId: string; sessionId: string }, id: string, meta: RequestMeta) {
  // Another person's id answers as if there were no such account.
  if (id !== caller.userId) throw new AppError('NOT_FOUND', 'user.notFound');
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, caller.sessionId, 'logout');
    await recordAudit(tx, { event: 'logout', userId: caller.userId, ip: meta.ip });
  });
  // Logout is a GET (spec §7), which the auth plugin does not settle on its own: the token stops here and now.
  await ctx.callers.settle();
}

/** After a provider's callback: a short, single-use code the web exchanges for a session. */
export async function createSocialLoginCode(tx: Db, userId: string): Promise<string> {
  return createCode(tx, userId, 'social_login', SOCIAL_LOGIN_CODE_TTL_MS);
}

export async function exchangeSocialLoginCode(ctx: AppContext, code: string, meta: RequestMeta): Promise<AuthSession> {
  await consumeLimit(ctx.db, 'socialExchangePerIp', meta.ip);
  const row = await usableCode(ctx.db, 'social_login', code);
  return ctx.db.transaction(async (tx) => {
    // The provider's callback already wrote the 'social_login' audit entry, with the provider.
    if (!(await markCodeUsed(tx, row.id))) throw new AppError('CODE_USED', 'auth.codeUsed');
    return openSession(ctx, tx, row.user_id, meta);
  });
}
