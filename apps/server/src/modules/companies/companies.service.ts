/**
 * What other modules may do with companies: onboarding creates one, invitations read one. `db` may be the
 * caller's transaction, so a company is created in the same transaction as the recruiter who owns it.
 */
import type { Company } from '@masar/shared/onboarding';
import type { Db } from '../../db/client.ts';
import * as repository from './companies.repository.ts';

export type { CompanyRow, NewCompanyRow } from './companies.repository.ts';

export function createCompany(db: Db, values: repository.NewCompanyRow): Promise<repository.CompanyRow> {
  return repository.insertCompany(db, values);
}

export function findCompany(db: Db, id: string): Promise<repository.CompanyRow | undefined> {
  return repository.findCompany(db, id);
}

export function toCompany(row: repository.CompanyRow): Company {
  return repository.toCompany(row);
}
