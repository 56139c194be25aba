import { loadSkillIndex } from '@masar/catalog/catalogue';
import { editProfileRequestSchema, emptyProfile, type CandidateProfile, type EditProfileRequest, type JsonResume, type ProfileSection, type ProfileStatus } from '@masar/shared/profile';
import type { MessageKey } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { findUserById } from '../accounts/users.service.ts';
import {
  findCandidateProfile,
  parsedProfileOf,
  upsertCandidateProfile,
  upsertCandidateProfileReturning,
  type CandidateProfileRow,
} from '../candidates/candidates.service.ts';
import { findFile } from '../files/files.service.ts';
import { addAward, applyProfileEdits, applyProposedSections, removeAward } from './profile-edits.ts';
import { fromJsonResume, toJsonResume } from './json-resume.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import { resumeParseJob, type ParseTarget } from './resume-parse.jobs.ts';
import { publishEvent } from '../../events/events.ts';
import { ownPersonality } from '../personality/personality.service.ts';

export async function getOwnProfileStatus(ctx: AppContext, caller: Caller): Promise<ProfileStatus> {
  return profileStatusOf(ctx, caller, await findCandidateProfile(ctx.db, caller.userId));
}

/** What GET profile/ answers for the candidate's row (read, or as an edit just saved it). */
async function profileStatusOf(ctx: AppContext, caller: Caller, row: CandidateProfileRow | undefined): Promise<ProfileStatus> {
  const profile = parsedProfileOf(row);
  const personality = profile ? await ownPersonality(ctx, caller.userId) : null;
  return {
    status: row?.parse_status ?? null,
    upload_response: profile && personality ? { ...profile, personality } : profile,
    error: row?.parse_status === 'failed' ? row.parse_error : null,
    social_links: row?.social_links ?? {},
    availability: row?.availability ?? [],
    nationality: row?.nationality ?? null,
    proposed: row?.proposed_status
      ? {
          status: row.proposed_status,
          upload_response: row.proposed_status === 'completed' ? (row.proposed_profile ?? null) : null,
          error: row.proposed_status === 'failed' ? row.proposed_error : null,
        }
      : null,
  };
}

/**
 * A newly uploaded resume. Without a profile yet (or after a failed parse) it is parsed into the
 * profile; with one, it is parsed into a proposal the candidate reviews before anything changes.
 */
export async function replaceResume(ctx: AppContext, caller: Caller, fileId: string): Promise<ProfileStatus> {
  const file = await findFile(ctx.db, fileId);
  if (!file || file.owner_id !== caller.userId || file.category !== 'resume') {
    throw fieldError('file_id', 'onboarding.fileNotYours');
  }
  const row = await findCandidateProfile(ctx.db, caller.userId);
  if (row?.profile && row.parse_status !== 'in_progress') {
    await upsertCandidateProfile(ctx.db, caller.userId, { proposed_file_id: file.id, proposed_status: 'in_progress', proposed_error: null, proposed_profile: null });
    await queueResumeParse(ctx.jobs, caller.userId, file.id, 'proposed');
  } else {
    await upsertCandidateProfile(ctx.db, caller.userId, { resume_file_id: file.id, parse_status: 'in_progress', parse_error: null });
    await queueResumeParse(ctx.jobs, caller.userId, file.id);
  }
  return getOwnProfileStatus(ctx, caller);
}

/** Applies the chosen sections of the reviewed proposal (none: discard it), and forgets the proposal. */
export async function applyProposedResume(ctx: AppContext, caller: Caller, sections: ProfileSection[]): Promise<ProfileStatus> {
  const row = await findCandidateProfile(ctx.db, caller.userId);
  if (!row?.proposed_status || row.proposed_status === 'in_progress') throw new AppError('CONFLICT', 'profile.noProposal');
  const apply = row.proposed_status === 'completed' && row.proposed_profile && sections.length > 0;
  await upsertCandidateProfile(ctx.db, caller.userId, {
    ...(apply ? { profile: applyProposedSections(await editableProfile(ctx, caller), row.proposed_profile!, sections), resume_file_id: row.proposed_file_id } : {}),
    proposed_file_id: null,
    proposed_status: null,
    proposed_error: null,
    proposed_profile: null,
  });
  if (apply) await publishEvent(ctx, 'profile.updated', { userId: caller.userId });
  return getOwnProfileStatus(ctx, caller);
}

/** The profile to edit: the parsed one, or an empty one for a candidate who fills it by hand. */
async function editableProfile(ctx: AppContext, caller: Caller): Promise<CandidateProfile> {
  const row = await findCandidateProfile(ctx.db, caller.userId);
  if (row?.profile) return row.profile;
  const user = await findUserById(ctx.db, caller.userId);
  return emptyProfile(user?.locale === 'ar' ? 'ar' : 'en');
}

/** The catalogue's skill for a name as a person writes it, or null when the catalogue does not know it. */
export function resolveCatalogueSkill(name: string) {
  const skill = loadSkillIndex().find(name);
  return skill ? { id: skill.id, name: skill.name.en } : null;
}

export async function editProfile(ctx: AppContext, caller: Caller, edits: EditProfileRequest): Promise<ProfileStatus> {
  const profile = applyProfileEdits(await editableProfile(ctx, caller), edits, resolveCatalogueSkill);
  const saved = await upsertCandidateProfileReturning(ctx.db, caller.userId, {
    profile,
    ...(edits.social_links
      ? { social_links: Object.fromEntries(Object.entries(edits.social_links).filter((e): e is [string, string] => Boolean(e[1]))) }
      : {}),
    ...(edits.availability ? { availability: edits.availability } : {}),
    ...(edits.nationality !== undefined ? { nationality: edits.nationality } : {}),
  });
  await publishEvent(ctx, 'profile.updated', { userId: caller.userId });
  return profileStatusOf(ctx, caller, saved);
}

export async function addOwnAward(ctx: AppContext, caller: Caller, award: { title: string; date?: string | null }) {
  const profile = addAward(await editableProfile(ctx, caller), award);
  await upsertCandidateProfile(ctx.db, caller.userId, { profile });
  return getOwnProfileStatus(ctx, caller);
}

/** Spec: DELETE award/ with reward_id and uid; anything but one's own existing award is 'Failed to remove'. */
export async function removeOwnAward(ctx: AppContext, caller: Caller, awardId: string, uid: string) {
  // Another person's award answers like a missing one.
  if (uid !== caller.userId) throw new AppError('NOT_FOUND', 'award.removeFailed');
  const profile = removeAward(await editableProfile(ctx, caller), awardId);
  if (!profile) throw new AppError('NOT_FOUND', 'award.removeFailed');
  await upsertCandidateProfile(ctx.db, caller.userId, { profile });
  return getOwnProfileStatus(ctx, caller);
}

export async function exportJsonResume(ctx: AppContext, caller: Caller) {
  const profile = await editableProfile(ctx, caller);
  const row = await findCandidateProfile(ctx.db, caller.userId);
  return toJsonResume(profile, row?.social_links ?? {});
}

/** Imports a JSON Resume: its sections replace the profile's, checked by the same rules as an edit. */
export async function importJsonResume(ctx: AppContext, caller: Caller, resume: JsonResume): Promise<ProfileStatus> {
  const parsed = editProfileRequestSchema.safeParse(fromJsonResume(resume));
  if (!parsed.success) {
    const fieldErrors = parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message as MessageKey] as const);
    throw new AppError('VALIDATION_ERROR', fieldErrors[0]![1], {}, fieldErrors);
  }
  let profile = applyProfileEdits(await editableProfile(ctx, caller), parsed.data, resolveCatalogueSkill);
  for (const award of resume.awards ?? []) if (award.title) profile = addAward(profile, { title: award.title, date: award.date ?? null });
  await upsertCandidateProfile(ctx.db, caller.userId, { profile });
  await publishEvent(ctx, 'profile.updated', { userId: caller.userId });
  return getOwnProfileStatus(ctx, caller);
}

/** Queues the parse of an uploaded resume into the profile (or into a proposal); other modules call this to send one. */
export async function queueResumeParse(jobs: JobQueue, userId: string, fileId: string, target: ParseTarget = 'profile'): Promise<void> {
  await jobs.send(resumeParseJob, { userId, fileId, target }, { singletonKey: `${userId}:${fileId}:${target}` });
}
