import { loadCatalogue } from '@masar/catalog/catalogue';
import type { CandidateOnboardingRequest, Company, RecruiterOnboardingRequest } from '@masar/shared/onboarding';
import { ROLE_IDS } from '@masar/shared/roles';
import type { User } from '@masar/shared/users';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { findUserById, findUserView, updateUser, type UserRow } from '../accounts/users.service.ts';
import { upsertCandidateProfile } from '../candidates/candidates.service.ts';
import { findFile } from '../files/files.service.ts';
import { queueResumeParse } from '../profiles/profiles.service.ts';
import { createCompany, toCompany } from '../companies/companies.service.ts';


/** The routes admit verified people who have not onboarded (ONBOARDING in plugins/access.ts). */
async function userReadyToOnboard(ctx: AppContext, caller: Caller): Promise<UserRow> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw new AppError('NOT_FOUND', 'user.notFound');
  return user;
}

/** A file given at onboarding must be one the person uploaded, in the right category. */
async function ownFile(db: Db, fileId: string | undefined, userId: string, category: string, field: string) {
  if (!fileId) return null;
  const file = await findFile(db, fileId);
  if (!file || file.owner_id !== userId || file.category !== category) throw fieldError(field, 'onboarding.fileNotYours');
  return file;
}

export function listSectors() {
  return loadCatalogue().sectors.map((sector) => ({ id: sector.id, name: sector.name }));
}

/**
 * A recruiter brings a new company. Masar vets employers, so the account waits for a recruiter
 * admin's confirmation (docs/decisions/0011-vetted-employers.md).
 */
export async function onboardRecruiter(
  ctx: AppContext,
  caller: Caller,
  input: RecruiterOnboardingRequest,
  meta: RequestMeta,
): Promise<{ user: User; company: Company }> {
  const user = await userReadyToOnboard(ctx, caller);
  if (!loadCatalogue().sectorsById.has(input.company_industry)) {
    throw fieldError('company_industry', 'onboarding.unknownIndustry');
  }
  // A suggested place is looked up with the maps service; a city of the built-in list is checked against it.
  const location = await ctx.places.resolve(input.company_location);
  if (!location) throw fieldError('company_location.city', 'onboarding.city');
  const company = await ctx.db.transaction(async (tx) => {
    await ownFile(tx, input.company_avatar, user.id, 'avatar', 'company_avatar');
    const company = await createCompany(tx, {
      company_name: input.company_name,
      company_avatar_file_id: input.company_avatar ?? null,
      company_size: input.company_size,
      company_industry: input.company_industry,
      company_country: location.country,
      company_city: location.city,
      company_website: input.company_website ?? null,
      company_description: input.company_description,
    });
    await updateUser(tx, user.id, {
      role_id: ROLE_IDS.recruiter,
      company_id: company.id,
      is_onboarding_completed: true,
      is_account_confirmed: false,
      approval_status: 'PENDING',
      onboarded_at: new Date(),
    });
    await recordAudit(tx, { event: 'onboarding_completed', userId: user.id, ip: meta.ip, details: { role: 'recruiter' } });
    return company;
  });
  return { user: (await findUserView(ctx.db, user.id))!, company: toCompany(company) };
}

/** A candidate joins the pool: links, availability, and a resume that a job parses into the profile. */
export async function onboardCandidate(
  ctx: AppContext,
  caller: Caller,
  input: CandidateOnboardingRequest,
  meta: RequestMeta,
): Promise<User> {
  const user = await userReadyToOnboard(ctx, caller);
  const resume = await ctx.db.transaction(async (tx) => {
    await ownFile(tx, input.candidate_avatar, user.id, 'avatar', 'candidate_avatar');
    const resume = await ownFile(tx, input.candidate_resume, user.id, 'resume', 'candidate_resume');
    const links = Object.fromEntries(
      Object.entries(input.candidate_social_links).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    await upsertCandidateProfile(tx, user.id, {
      avatar_file_id: input.candidate_avatar ?? null,
      resume_file_id: resume?.id ?? null,
      social_links: links,
      availability: input.candidate_availability,
      nationality: input.candidate_nationality ?? null,
      disclaimer_accepted_at: new Date(),
      parse_status: resume ? 'in_progress' : null,
      parse_error: null,
    });
    await updateUser(tx, user.id, {
      role_id: ROLE_IDS.individual,
      is_onboarding_completed: true,
      is_account_confirmed: false,
      approval_status: 'PENDING',
      onboarded_at: new Date(),
    });
    await recordAudit(tx, { event: 'onboarding_completed', userId: user.id, ip: meta.ip, details: { role: 'candidate' } });
    return resume;
  });
  if (resume) await queueResumeParse(ctx.jobs, user.id, resume.id);
  return (await findUserView(ctx.db, user.id))!;
}
