/**
 * What other modules may do with users: read one, create one, change one. `db` may be the caller's
 * transaction, so a change to the user commits with the change that causes it (onboarding, approval,
 * joining a company). The users table itself stays private to accounts.
 */
import type { User } from '@masar/shared/users';
import type { Db } from '../../db/client.ts';
import * as repository from './users.repository.ts';

export type { UserRow, NewUserRow } from './users.repository.ts';

export function findUserById(db: Db, id: string): Promise<repository.UserRow | undefined> {
  return repository.findUserById(db, id);
}

export function findUserByEmail(db: Db, email: string): Promise<repository.UserRow | undefined> {
  return repository.findUserByEmail(db, email);
}

/** The user as the API shows it (spec §3). */
export function findUserView(db: Db, id: string): Promise<User | undefined> {
  return repository.findUserView(db, id);
}

export function insertUser(db: Db, values: repository.NewUserRow): Promise<repository.UserRow> {
  return repository.insertUser(db, values);
}

/** An admin's approval decision; false when the account already stood so (nothing changed). */
export function recordApprovalDecision(db: Db, id: string, decision: { approve: boolean; reason: string | null; decidedBy: string }): Promise<boolean> {
  return repository.recordApprovalDecision(db, id, decision);
}

export function updateUser(db: Db, id: string, patch: Partial<repository.NewUserRow>): Promise<void> {
  return repository.updateUser(db, id, patch);
}

/** The company's confirmed recruiters and recruiter admins. */
export function listCompanyRecruiterIds(db: Db, companyId: string): Promise<string[]> {
  return repository.listCompanyRecruiterIds(db, companyId);
}
