import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteCounter,
  deleteCounterAndPrefixed,
  incrementCounter,
  incrementStampedCounter,
  readCounter,
  type WindowCount,
} from './rate-limits.repository.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

const minutes = (n: number) => n * 60 * 1000;

/**
 * The limits on the account endpoints. Per-IP limits count every attempt; per-account limits count
 * what an attacker needs (failed logins, failed verifications, mails sent), so a real user is slowed
 * only by their own mistakes, never locked out by someone else's guesses
 * (docs/decisions/0006-rate-limits.md).
 */
export const RATE_LIMITS = {
  loginPerIp: { max: 60, windowMs: minutes(15) },
  loginFailuresPerAccountAndIp: { max: 10, windowMs: minutes(15) },
  registerPerIp: { max: 10, windowMs: minutes(60) },
  registerPerAccount: { max: 5, windowMs: minutes(60) },
  forgotPasswordPerIp: { max: 20, windowMs: minutes(60) },
  forgotPasswordPerAccount: { max: 5, windowMs: minutes(60) },
  resetPasswordPerIp: { max: 20, windowMs: minutes(15) },
  resetPasswordPerAccount: { max: 10, windowMs: minutes(15) },
  verifyEmailPerIp: { max: 30, windowMs: minutes(15) },
  verifyEmailFailuresPerAccount: { max: 10, windowMs: minutes(15) },
  resendVerificationPerAccount: { max: 5, windowMs: minutes(60) },
  socialExchangePerIp: { max: 30, windowMs: minutes(15) },
  // Each e-mail change mails the new address (a verification link) and the old one (a notice). A person
  // fixing a typo changes it two or three times; 20 changes in a row were 20 mails to someone's inbox.
  emailChangesPerAccount: { max: 5, windowMs: minutes(60) },
  emailChangesPerIp: { max: 10, windowMs: minutes(60) },
  // Per address changed to, from any account: one victim's inbox, however many accounts send to it.
  emailChangesPerAddress: { max: 3, windowMs: minutes(60) },
  // Each invitation mails a colleague. A team lead inviting a whole team at once stays below 20 an hour.
  invitationsPerAccount: { max: 20, windowMs: minutes(60) },
  invitationsPerIp: { max: 40, windowMs: minutes(60) },
  // Per invited address, from any company: a new link after an expired one is one or two; more is flooding.
  invitationsPerAddress: { max: 3, windowMs: minutes(24 * 60) },
  // Each demo request is a row someone at Masar reads; nobody asks for more than a couple of demos.
  demoRequestsPerIp: { max: 10, windowMs: minutes(60) },
  demoRequestsPerAccount: { max: 5, windowMs: minutes(60) },
  // Each suggestion is a paid call to the maps service: a person typing a few cities stays far below this.
  placeSuggestionsPerAccount: { max: 200, windowMs: minutes(15) },
  // Each job link opens a page elsewhere (up to 10 s and 2 MB, decision 0030): a recruiter trying a few
  // links stays far below this; more is using Masar to fetch pages.
  jobLinksPerAccount: { max: 30, windowMs: minutes(15) },
  // Each poke mails a candidate and notifies them (up to 50 a call). A recruiter inviting the best of a few
  // jobs' lists stays far below 40 calls a day (2,000 candidates); more is mailing the whole pool.
  pokeCallsPerAccount: { max: 40, windowMs: minutes(24 * 60) },
  // Each avatar task is a paid call to the digital-human provider (decision 0085). An interview asks one per
  // question and follow-up, a few more when the candidate has one repeated: some twenty-five in a quarter of
  // an hour at most; more is a script making the provider talk at the portal's expense.
  avatarTasksPerAccount: { max: 60, windowMs: minutes(15) },
  // The built-in avatar's voice (decision 0101): one request per question and follow-up, again on a resume.
  // Most are served from the cache, but a script must not turn the portal's text to speech into its own.
  interviewerVoicePerAccount: { max: 60, windowMs: minutes(15) },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof RATE_LIMITS;

function tooMany(window: WindowCount, limit: Limit): AppError {
  const resetAt = window.windowStartedAt.getTime() + limit.windowMs;
  const secondsLeft = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return new AppError('RATE_LIMITED', 'rateLimit.tooMany', { minutes: Math.ceil(secondsLeft / 60) }, [], secondsLeft);
}

const keyOf = (name: LimitName, subject: string) => `${name}:${subject}`;

/** Counts this attempt and refuses it when it goes over the limit. */
export async function consumeLimit(db: Db, name: LimitName, subject: string): Promise<void> {
  const limit = RATE_LIMITS[name];
  const window = await incrementCounter(db, keyOf(name, subject), limit.windowMs);
  if (window.count > limit.max) throw tooMany(window, limit);
}

/** Counts this attempt and answers whether it is still within the limit, for callers that must not say so. */
export async function countAttempt(db: Db, name: LimitName, subject: string): Promise<boolean> {
  const window = await incrementCounter(db, keyOf(name, subject), RATE_LIMITS[name].windowMs);
  return window.count <= RATE_LIMITS[name].max;
}

/** Refuses when earlier attempts already reached the limit; counts nothing. */
export async function checkLimit(db: Db, name: LimitName, subject: string): Promise<void> {
  const limit = RATE_LIMITS[name];
  const window = await readCounter(db, keyOf(name, subject), limit.windowMs);
  if (window && window.count >= limit.max) throw tooMany(window, limit);
}

/** Counts a failure for a limit that is checked with `checkLimit`. */
export async function recordFailure(db: Db, name: LimitName, subject: string): Promise<void> {
  await incrementCounter(db, keyOf(name, subject), RATE_LIMITS[name].windowMs);
}

export async function clearLimit(db: Db, name: LimitName, subject: string): Promise<void> {
  await deleteCounter(db, keyOf(name, subject));
}

/**
 * Failed logins on one account, from any address, slow the next attempt down instead of locking the
 * account (issue #9: 100 failures from ten addresses locked the owner out for an hour, even after a
 * reset). The first few failures are free (typos); after them each attempt must wait twice as long as
 * the one before after the last failure, up to a minute: a script gets about one guess a minute, and the
 * owner waits a minute at worst. Failures are forgotten after an hour without one.
 */
export const LOGIN_DELAY = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
  forgetAfterMs: minutes(60),
} as const;

/** How long after the last failure the next attempt must wait, when the account has `failures` of them. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_DELAY.freeFailures) return 0;
  const doublings = failures - LOGIN_DELAY.freeFailures;
  return Math.min(LOGIN_DELAY.maxDelayMs, LOGIN_DELAY.firstDelayMs * 2 ** Math.min(doublings, 30));
}

/** Milliseconds still to wait at `now`: 0 when an attempt may be made. */
export function loginRetryAfterMs(failures: number, lastFailureAt: Date, now: Date): number {
  return Math.max(0, lastFailureAt.getTime() + loginDelayMs(failures) - now.getTime());
}

const loginFailuresKey = (account: string) => `loginFailuresPerAccount:${account}`;
const accountAndIpPrefix = (account: string) => keyOf('loginFailuresPerAccountAndIp', `${account}|`);

/** Refuses an attempt on `account` made sooner than its failures allow, saying when to try again. */
export async function checkLoginDelay(db: Db, account: string, now = new Date()): Promise<void> {
  const row = await readCounter(db, loginFailuresKey(account), LOGIN_DELAY.forgetAfterMs);
  if (!row) return;
  const waitMs = loginRetryAfterMs(row.count, row.windowStartedAt, now);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError('RATE_LIMITED', 'rateLimit.retryAfter', { seconds }, [], seconds);
  }
}

export async function recordLoginFailure(db: Db, account: string): Promise<void> {
  await incrementStampedCounter(db, loginFailuresKey(account), LOGIN_DELAY.forgetAfterMs);
}

/** After a login or a password reset: the account's failures, from every address, are forgotten. */
export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await deleteCounterAndPrefixed(db, loginFailuresKey(account), accountAndIpPrefix(account));
}
