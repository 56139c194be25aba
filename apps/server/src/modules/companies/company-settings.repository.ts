import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companySettings } from '../../db/schema/company-settings.ts';

export type CompanySettingsRow = typeof companySettings.$inferSelect;

export async function findCompanySettings(db: Db, companyId: string): Promise<CompanySettingsRow | undefined> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.company_id, companyId));
  return row;
}

export async function saveCompanySettings(db: Db, companyId: string, values: { redo_allowed: boolean; updated_by: string }): Promise<CompanySettingsRow> {
  const [row] = await db
    .insert(companySettings)
    .values({ company_id: companyId, ...values })
    .onConflictDoUpdate({ target: companySettings.company_id, set: { ...values, updated_at: new Date() } })
    .returning();
  return row!;
}
