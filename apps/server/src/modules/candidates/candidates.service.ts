/**
 * What other modules may do with a candidate's profile row: read it, and create or change it (onboarding,
 * profile edits, the resume parse). `db` may be the caller's transaction.
 */
import type { CandidateProfile } from '@masar/shared/profile';
import type { Db } from '../../db/client.ts';
import * as repository from './candidate-profiles.repository.ts';

export type { CandidateProfileRow, CandidateProfileValues } from './candidate-profiles.repository.ts';

export function findCandidateProfile(db: Db, userId: string): Promise<repository.CandidateProfileRow | undefined> {
  return repository.findCandidateProfile(db, userId);
}

export function upsertCandidateProfile(db: Db, userId: string, values: repository.CandidateProfileValues): Promise<void> {
  return repository.upsertCandidateProfile(db, userId, values);
}

/** Creates or changes the row and answers it as saved (one statement where a write and a read were two). */
export function upsertCandidateProfileReturning(db: Db, userId: string, values: repository.CandidateProfileValues): Promise<repository.CandidateProfileRow> {
  return repository.upsertCandidateProfileReturning(db, userId, values);
}

/**
 * The profile as the candidate sees it (`upload_response`, GET /api/user/profile/): none while the resume
 * is being read, else the saved profile — one rule for the candidate's page and the admin's review.
 */
export function parsedProfileOf(row: repository.CandidateProfileRow | undefined): CandidateProfile | null {
  return row?.parse_status === 'in_progress' ? null : (row?.profile ?? null);
}

export async function findParsedProfile(db: Db, userId: string): Promise<CandidateProfile | null> {
  return parsedProfileOf(await repository.findCandidateProfile(db, userId));
}
