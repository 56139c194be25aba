/**
 * What other modules may do with a candidate's profile row: read it, and create or change it (onboarding,
 * profile edits, the resume parse). `db` may be the caller's transaction.
 */
import type { Db } from '../../db/client.ts';
import * as repository from './candidate-profiles.repository.ts';

export type { CandidateProfileRow, CandidateProfileValues } from './candidate-profiles.repository.ts';

export function findCandidateProfile(db: Db, userId: string): Promise<repository.CandidateProfileRow | undefined> {
  return repository.findCandidateProfile(db, userId);
}

export function upsertCandidateProfile(db: Db, userId: string, values: repository.CandidateProfileValues): Promise<void> {
  return repository.upsertCandidateProfile(db, userId, values);
}
