import type { CandidateProfile } from '@masar/shared/profile';
import { z } from 'zod';
import { defineJob } from '../../plugins/jobs.ts';
import { findFile } from '../files/files.service.ts';
import { upsertCandidateProfile } from '../candidates/candidates.service.ts';

export const RESUME_PARSE_QUEUE = 'resume.parse';

export type ParsableKind = 'pdf' | 'docx' | 'doc' | 'txt';
export type ResumeParseOutcome =
  /** `text`: the resume's text, when the parser was asked for it (the model-assisted parser reads it). */
  | { ok: true; profile: CandidateProfile; text?: string }
  | { ok: false; reason: string; message: string };
/** The resume engine, in the app's context so tests can pass their own and the app can swap in an LLM-assisted one. */
export type ResumeParser = (input: { bytes: Uint8Array; kind: ParsableKind }) => Promise<ResumeParseOutcome>;

/** Where the result goes: the profile itself, or a proposal the candidate reviews first. */
export type ParseTarget = 'profile' | 'proposed';

function outcomeColumns(target: ParseTarget, outcome: ResumeParseOutcome | { ok: false; reason: string }) {
  if (target === 'proposed') {
    return outcome.ok
      ? { proposed_status: 'completed' as const, proposed_error: null, proposed_profile: outcome.profile }
      : { proposed_status: 'failed' as const, proposed_error: outcome.reason };
  }
  return outcome.ok
    ? { parse_status: 'completed' as const, parse_error: null, parsed_at: new Date(), profile: outcome.profile }
    : { parse_status: 'failed' as const, parse_error: outcome.reason };
}

/**
 * Parses an uploaded resume into the candidate's profile. A resume the engine cannot read is an answer,
 * not an error: the profile is marked failed with the reason, and the person is told what to do.
 * Only unexpected failures (storage, database) throw and are retried.
 */
export const resumeParseJob = defineJob({
  name: RESUME_PARSE_QUEUE,
  payload: z.object({ userId: z.guid(), fileId: z.guid(), target: z.enum(['profile', 'proposed']).default('profile') }),
  retry: { limit: 3, delaySeconds: 10 },
  // The parse thread's start and time limits (engine-parser.ts) are 60 s together: a parse still active
  // after this died with its server, and is retried within about a minute, not fifteen.
  expireInSeconds: 75,
  async handle({ userId, fileId, target }, ctx) {
    const file = await findFile(ctx.db, fileId);
    if (!file || file.owner_id !== userId) {
      await upsertCandidateProfile(ctx.db, userId, outcomeColumns(target, { ok: false, reason: 'file_missing' }));
      return;
    }
    if (!['pdf', 'docx', 'doc', 'txt'].includes(file.kind)) {
      await upsertCandidateProfile(ctx.db, userId, outcomeColumns(target, { ok: false, reason: 'unsupported_kind' }));
      return;
    }
    const bytes = await ctx.storage.get(file.storage_key);
    const outcome = await ctx.resumeParser({ bytes: new Uint8Array(bytes), kind: file.kind as ParsableKind });
    await upsertCandidateProfile(ctx.db, userId, outcomeColumns(target, outcome));
  },
});
