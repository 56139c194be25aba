import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companySettings } from '../../db/schema/company-settings.ts';

export type CompanySettingsRow = typeof companySettings.$inferSelect;

export async function findCompanySettings(db: Db, companyId: string, options: { forUpdate?: boolean } = {}): Promise<CompanySettingsRow | undefined> {
  const query = db.select().from(companySettings).where(eq(companySettings.company_id, companyId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function saveCompanySettings(db: Db, companyId: string, values: { redo_allowed: boolean; typed_answers_allowed: boolean; updated_by: string }): Promise<CompanySettingsRow> {
  const [row] = await db
    .insert(companySettings)
    .values({ company_id: companyId, ...values })
    .onConflictDoUpdate({ target: companySettings.company_id, set: { ...values, updated_at: new Date() } })
    .returning();
  return row!;
}
