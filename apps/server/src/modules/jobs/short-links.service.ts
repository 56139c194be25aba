import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { postgresErrorOf } from '../../db/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { jobNotFound } from './jobs.service.ts';
import { byId, claimShortCode, findJobByShortCode, findJobRecord } from './jobs.repository.ts';

/**
 * Short links to jobs (spec §7 POST job/short-url/, decision 0041): {origin}/j/{code} redirects to the job's
 * public page. A code is seven characters from an alphabet without look-alikes (no 0/o, 1/l/i), lower case so
 * a link read aloud or typed in capitals still works: 31^7 ≈ 2.75 × 10^10 codes.
 */
export const SHORT_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const SHORT_CODE_LENGTH = 7;
const SHORT_CODE_PATTERN = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);
/** A collision is about one in a billion per try at a million jobs; five in a row means something else is wrong. */
const ATTEMPTS = 5;

export function newShortCode(random: (max: number) => number = randomInt): string {
  return Array.from({ length: SHORT_CODE_LENGTH }, () => SHORT_CODE_ALPHABET[random(SHORT_CODE_ALPHABET.length)]).join('');
}

/** Whether an error is the unique index on short codes refusing a code another job holds. */
function isShortCodeTaken(error: unknown): boolean {
  const failure = postgresErrorOf(error);
  return failure?.code === '23505' && failure.constraint === 'jobs_short_code';
}

/**
 * POST job/short-url/: the short link of one of the caller's company's jobs, made on first asking and the same
 * ever after. Any status: a draft's link leads to its page once it is published (decision 0041).
 */
export async function shortUrlFor(ctx: AppContext, caller: Caller, jobId: string, newCode: () => string = newShortCode): Promise<string> {
  const record = await findJobRecord(ctx.db, byId(jobId));
  if (!record || caller.companyId === null || record.company.id !== caller.companyId) throw jobNotFound();
  let code = record.job.short_code;
  for (let attempt = 1; !code; attempt += 1) {
    try {
      code = (await claimShortCode(ctx.db, jobId, newCode())) ?? null;
      // Deleted between the read and the claim.
      if (!code) throw jobNotFound();
    } catch (error) {
      if (!isShortCodeTaken(error) || attempt >= ATTEMPTS) throw error;
    }
  }
  return `${ctx.config.appUrl}/j/${code}`;
}

/** GET /j/{code}: the public key of the published job a short code names, or nothing (the not-found page). */
export async function publicKeyForShortCode(ctx: AppContext, code: string): Promise<string | undefined> {
  const normalized = code.toLowerCase();
  if (!SHORT_CODE_PATTERN.test(normalized)) return undefined;
  const job = await findJobByShortCode(ctx.db, normalized);
  return job?.status === 'published' ? job.public_key : undefined;
}
