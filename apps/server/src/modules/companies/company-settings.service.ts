/**
 * Spec §3 company settings (issue #16): `redo_allowed`, whether the company's interviews may be redone, and
 * `typed_answers_allowed`, whether a candidate whose camera and microphone cannot be used may type their answers
 * (decision 0100). A company that never saved its settings has the defaults; its recruiter admins change them.
 */
import { DEFAULT_COMPANY_SETTINGS, type CompanySettingName, type CompanySettings, type UpdateCompanySettingsRequest } from '@masar/shared/interviews';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findCompanySettings, saveCompanySettings } from './company-settings.repository.ts';

/** The company's settings, its saved ones over the defaults (`db` may be the caller's transaction). */
export async function readCompanySettings(db: Db, companyId: string): Promise<CompanySettings> {
  const row = await findCompanySettings(db, companyId);
  return row ? toSettings(row) : { ...DEFAULT_COMPANY_SETTINGS };
}

const toSettings = (row: CompanySettings): CompanySettings => ({ redo_allowed: row.redo_allowed, typed_answers_allowed: row.typed_answers_allowed });

const noCompany = () => new AppError('NOT_FOUND', 'companySettings.noCompany');

/** GET company/settings: the settings named (all when none is), of the caller's company. */
export async function getCompanySettings(ctx: AppContext, caller: Caller, names: readonly CompanySettingName[] | undefined): Promise<Partial<CompanySettings>> {
  if (caller.companyId === null) throw noCompany();
  const settings = await readCompanySettings(ctx.db, caller.companyId);
  if (!names || names.length === 0) return settings;
  return Object.fromEntries(names.map((name) => [name, settings[name]]));
}

/** PATCH company/settings: a recruiter admin changes their company's settings; a setting left out keeps its value. */
export async function updateCompanySettings(ctx: AppContext, caller: Caller, request: UpdateCompanySettingsRequest): Promise<CompanySettings> {
  const companyId = caller.companyId;
  if (companyId === null) throw noCompany();
  // Read and written in one transaction, the row locked: two admins changing different settings both count.
  const row = await ctx.db.transaction(async (tx) => {
    const current = (await findCompanySettings(tx, companyId, { forUpdate: true })) ?? DEFAULT_COMPANY_SETTINGS;
    return saveCompanySettings(tx, companyId, {
      redo_allowed: request.redo_allowed ?? current.redo_allowed,
      typed_answers_allowed: request.typed_answers_allowed ?? current.typed_answers_allowed,
      updated_by: caller.userId,
    });
  });
  return toSettings(row);
}
