import type { Invitation, InvitationDomainCheck, InvitationSent } from '@masar/shared/onboarding';
import { getDomain } from 'tldts';
import { ROLE_IDS } from '@masar/shared/roles';
import type { User } from '@masar/shared/users';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { recordAudit } from '../../lib/audit.ts';
import { consumeLimit } from '../rate-limits/rate-limits.ts';
import { findUserByEmail, findUserById, findUserView, updateUser } from '../accounts/users.service.ts';
import { enqueueMail, writeMail } from '../mail/mail.service.ts';
import { invitationMail, type InvitationKind } from '../mail/mail.templates.ts';
import { publishEvent } from '../../events/events.ts';
import { findCompany } from '../companies/companies.service.ts';
import {
  expireOpenInvitations,
  findInvitationByCode,
  insertInvitation,
  listCompanyInvitations,
  markInvitationAccepted,
  type InvitationRow,
} from './invitations.repository.ts';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  accepted_at: row.accepted_at?.toISOString() ?? null,
});

/**
 * The company a confirmed recruiter (or admin) invites to; the routes admit confirmed recruiters only,
 * so an unvetted company cannot grow. A recruiter admin of no company (a portal operator) has none.
 */
function inviterCompany(caller: Caller) {
  const company = caller.user.companyDetail;
  if (!company) throw new AppError('CONFLICT', 'invite.noCompany');
  return { inviter: caller.user, companyId: company.id, companyName: company.company_name };
}

/** The registrable domain of a website or host ("https://www.hr.acme.com.sa/jobs" → "acme.com.sa"), by the public suffix list. */
function registrableDomain(hostOrUrl: string): string | null {
  return getDomain(hostOrUrl.trim().toLowerCase()) ?? null;
}

/**
 * Is the address at the company's website's domain? A colleague's address usually is: one elsewhere (a
 * personal mailbox, a typo, another company) is worth a second look, so the inviter is warned, never refused.
 * No website, nothing to compare: no warning.
 */
export function domainCheck(email: string, companyWebsite: string | null): InvitationDomainCheck {
  const companyDomain = companyWebsite === null || companyWebsite.trim() === '' ? null : registrableDomain(companyWebsite);
  if (companyDomain === null) return { domain_mismatch: false, company_domain: null };
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return { domain_mismatch: (registrableDomain(host) ?? host) !== companyDomain, company_domain: companyDomain };
}

/** The check before inviting (the web warns as the address is typed); the invitation carries the same answer. */
export async function checkInvitationDomain(ctx: AppContext, caller: Caller, email: string): Promise<InvitationDomainCheck> {
  const { companyId } = inviterCompany(caller);
  const company = await findCompany(ctx.db, companyId);
  return domainCheck(email, company?.company_website ?? null);
}

export function inviteColleague(ctx: AppContext, caller: Caller, email: string, meta: RequestMeta): Promise<InvitationSent> {
  return inviteToCompany(ctx, caller, email, meta, 'colleague');
}

/**
 * One invitation mechanism for everyone a company invites (decisions 0047, 0048): a colleague, an employee
 * or a talent manager. The kind decides what the invitee becomes when they join.
 */
export async function inviteToCompany(ctx: AppContext, caller: Caller, email: string, meta: RequestMeta, kind: InvitationKind): Promise<InvitationSent> {
  const { inviter, companyId, companyName } = inviterCompany(caller);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.company_id === companyId) throw new AppError('CONFLICT', 'invite.alreadyMember');
  // Each invitation is a mail to someone else: limited per inviter, per client address and per invited address.
  await consumeLimit(ctx.db, 'invitationsPerAccount', inviter.id);
  await consumeLimit(ctx.db, 'invitationsPerIp', meta.ip);
  await consumeLimit(ctx.db, 'invitationsPerAddress', email);
  const code = randomToken();
  const { invitation, mailId } = await ctx.db.transaction(async (tx) => {
    await expireOpenInvitations(tx, companyId, email);
    const invitation = await insertInvitation(tx, {
      company_id: companyId,
      email,
      kind,
      invited_by: inviter.id,
      code_hash: hashToken(code),
      expires_at: new Date(Date.now() + INVITATION_TTL_MS),
    });
    const link = `${ctx.config.appUrl}/auth/signup?invite=${code}`;
    const inviterName = `${inviter.first_name} ${inviter.last_name}`.trim();
    const mailId = await writeMail(tx, invitationMail(email, meta.locale, inviterName, companyName, link, kind));
    return { invitation, mailId };
  });
  await enqueueMail(ctx.jobs, mailId);
  const { domain_mismatch } = await checkInvitationDomain(ctx, caller, email);
  return { ...toInvitation(invitation), domain_mismatch };
}

export async function listInvitations(ctx: AppContext, caller: Caller): Promise<Invitation[]> {
  const companyId = caller.user.companyDetail?.id;
  return companyId ? (await listCompanyInvitations(ctx.db, companyId)).map(toInvitation) : [];
}

async function usableInvitation(ctx: AppContext, code: string): Promise<InvitationRow> {
  const row = await findInvitationByCode(ctx.db, hashToken(code));
  if (!row) throw new AppError('NOT_FOUND', 'invite.invalid');
  if (row.accepted_at) throw new AppError('CONFLICT', 'invite.used');
  if (row.expires_at.getTime() <= Date.now()) throw new AppError('VALIDATION_ERROR', 'invite.expired');
  return row;
}

/** What the invite link shows before sign-up: which company, for which address. */
export async function previewInvitation(ctx: AppContext, code: string) {
  const row = await usableInvitation(ctx, code);
  const company = await findCompany(ctx.db, row.company_id);
  if (!company) throw new AppError('NOT_FOUND', 'invite.invalid');
  return { company_name: company.company_name, email: row.email, kind: row.kind };
}

/** What each kind of invitee becomes: a recruiter, a candidate account of the company's employee, or its talent manager. */
const JOINED_AS = {
  colleague: { role_id: ROLE_IDS.recruiter, inCompany: true, vouched: true },
  // An employee is a candidate account (they upload a resume); the company links it to its employee row. The
  // company vouches for its own people, not for the portal's shared pool: the pool's operators vet the account
  // as they vet every candidate (the approvals list) before any other company can find it.
  employee: { role_id: ROLE_IDS.individual, inCompany: false, vouched: false },
  talent_manager: { role_id: ROLE_IDS['talent manager'], inCompany: true, vouched: true },
} as const;

/**
 * The invitee joins: a verified account with the invited address, not yet onboarded, becomes what the
 * invitation is for: a colleague or talent manager confirmed at once (the company was vetted already, and it
 * vouches for its people), an employee onboarded and waiting for the pool's approval like any candidate.
 */
export async function joinCompany(ctx: AppContext, caller: Caller, code: string, meta: RequestMeta): Promise<{ user: User; companyName: string }> {
  const row = await usableInvitation(ctx, code);
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw forbidden();
  if (user.email.toLowerCase() !== row.email) throw new AppError('FORBIDDEN', 'invite.otherEmail');
  const company = await findCompany(ctx.db, row.company_id);
  if (!company) throw new AppError('NOT_FOUND', 'invite.invalid');
  const joinedAs = JOINED_AS[row.kind];
  await ctx.db.transaction(async (tx) => {
    if (!(await markInvitationAccepted(tx, row.id, user.id))) throw new AppError('CONFLICT', 'invite.used');
    await updateUser(tx, user.id, {
      role_id: joinedAs.role_id,
      company_id: joinedAs.inCompany ? row.company_id : null,
      is_onboarding_completed: true,
      ...(joinedAs.vouched
        ? { is_account_confirmed: true, approval_status: 'APPROVED' as const, approval_decided_at: new Date(), approval_decided_by: row.invited_by }
        : { is_account_confirmed: false, approval_status: 'PENDING' as const }),
      onboarded_at: new Date(),
    });
    await recordAudit(tx, { event: 'onboarding_completed', userId: user.id, ip: meta.ip, details: { role: row.kind === 'colleague' ? 'recruiter' : row.kind, invitation: row.id } });
  });
  await publishEvent(ctx, 'invitation.accepted', { userId: user.id, companyId: row.company_id, kind: row.kind });
  return { user: (await findUserView(ctx.db, user.id))!, companyName: company.company_name };
}
