import { eq } from 'drizzle-orm';
import type { Company } from '@masar/shared/onboarding';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;

export async function insertCompany(db: Db, values: NewCompanyRow): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    company_name: row.company_name,
    company_avatar: row.company_avatar_file_id ? `/api/user/files/${row.company_avatar_file_id}` : null,
    company_size: row.company_size,
    company_industry: row.company_industry,
    company_location: row.company_country && row.company_city ? { country: row.company_country, city: row.company_city } : null,
    company_website: row.company_website,
    company_description: row.company_description,
  };
}
