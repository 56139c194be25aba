import type { CandidateProfile } from '@masar/shared/profile';
import type { Db } from '../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../plugins/jobs.ts';
import type { FileStorage } from '../files/storage.ts';
import { findFile } from '../files/files.repository.ts';
import { upsertCandidateProfile } from '../candidates/candidate-profiles.repository.ts';

export const RESUME_PARSE_QUEUE = 'resume.parse';

export type ParsableKind = 'pdf' | 'docx' | 'doc' | 'txt';
export type ResumeParseOutcome =
  | { ok: true; profile: CandidateProfile }
  | { ok: false; reason: string; message: string };
/** The resume engine, passed in so the job can be tested with it and the app can swap in an LLM-assisted one. */
export type ResumeParser = (input: { bytes: Uint8Array; kind: ParsableKind }) => Promise<ResumeParseOutcome>;

/** Where the result goes: the profile itself, or a proposal the candidate reviews first. */
type ParseTarget = 'profile' | 'proposed';

interface ResumeParseJob {
  userId: string;
  fileId: string;
  target?: ParseTarget;
}

export async function queueResumeParse(jobs: JobQueue, userId: string, fileId: string, target: ParseTarget = 'profile'): Promise<void> {
  await jobs.send(RESUME_PARSE_QUEUE, { userId, fileId, target } satisfies ResumeParseJob, { singletonKey: `${userId}:${fileId}:${target}` });
}

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
export function resumeParseJobs(db: Db, storage: FileStorage, parse: ResumeParser): JobDefinition<never>[] {
  const job: JobDefinition<ResumeParseJob> = {
    name: RESUME_PARSE_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 10,
    async handle({ userId, fileId, target = 'profile' }) {
      const file = await findFile(db, fileId);
      if (!file || file.owner_id !== userId) {
        await upsertCandidateProfile(db, userId, outcomeColumns(target, { ok: false, reason: 'file_missing' }));
        return;
      }
      if (!['pdf', 'docx', 'doc', 'txt'].includes(file.kind)) {
        await upsertCandidateProfile(db, userId, outcomeColumns(target, { ok: false, reason: 'unsupported_kind' }));
        return;
      }
      const bytes = await storage.get(file.storage_key);
      const outcome = await parse({ bytes: new Uint8Array(bytes), kind: file.kind as ParsableKind });
      await upsertCandidateProfile(db, userId, outcomeColumns(target, outcome));
    },
  };
  return [job];
}
