import type {
  AccountDetail,
  AccountSummary,
  ActionCandidateRequest,
  ActionRecruiterRequest,
  SearchAccountsRequest,
} from '@masar/shared/approvals';
import type { MessageKey } from '@masar/shared/messages';
import { normalizeRoleName, ROLE_IDS } from '@masar/shared/roles';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { findUserById, recordApprovalDecision, updateUser } from '../accounts/users.service.ts';
import { findParsedProfile } from '../candidates/candidates.service.ts';
import { enqueueMail, writeMail } from '../mail/mail.service.ts';
import { approvalMail } from '../mail/mail.templates.ts';
import { findAccountSummary, searchAccounts } from './approvals.repository.ts';
import { publishEvent } from '../../events/events.ts';

/** Approvals are the portal operators' work: the routes admit recruiter admins only (approvals.routes.ts). */
export async function listAccounts(ctx: AppContext, role: 'individual' | 'recruiter', request: SearchAccountsRequest) {
  const { total, rows } = await searchAccounts(ctx.db, role, request);
  return { total, results: rows, pagination: { page: request.page, limit: request.limit } };
}

export async function getAccount(ctx: AppContext, id: string, role: 'individual' | 'recruiter') {
  const account = await findAccountSummary(ctx.db, id);
  if (!account || normalizeRoleName(account.role_name) !== role) {
    throw new AppError('NOT_FOUND', role === 'individual' ? 'approval.notCandidate' : 'approval.notRecruiter');
  }
  return account;
}

/** A candidate for review: the summary and the profile parsed from the resume, as the candidate sees it. */
export async function getCandidateForReview(ctx: AppContext, id: string): Promise<AccountDetail> {
  const account = await getAccount(ctx, id, 'individual');
  return { ...account, upload_response: await findParsedProfile(ctx.db, id) };
}

/**
 * Approve or decline an onboarded account. Approving confirms it; declining keeps it unconfirmed with
 * the reason, which the person sees. Either way they are told by e-mail, in their language.
 */
async function decide(
  ctx: AppContext,
  caller: Caller,
  meta: RequestMeta,
  target: { id: string; role: 'individual' | 'recruiter' },
  action: 'APPROVE' | 'DECLINE',
  reason: string | undefined,
): Promise<{ account: AccountSummary; message: MessageKey }> {
  const account = await getAccount(ctx, target.id, target.role);
  const user = (await findUserById(ctx.db, target.id))!;
  if (!user.is_onboarding_completed) throw new AppError('CONFLICT', 'approval.notOnboarded');
  const approve = action === 'APPROVE';
  // A decision the account already carries changes nothing and tells nobody: a double click, a second
  // admin, a retried request (issue #9).
  const mailId = await ctx.db.transaction(async (tx) => {
    const changed = await recordApprovalDecision(tx, user.id, { approve, reason: reason ?? null, decidedBy: caller.userId });
    if (!changed) return null;
    await recordAudit(tx, {
      event: approve ? 'account_approved' : 'account_declined',
      userId: user.id,
      ip: meta.ip,
      details: { by: caller.userId, role: account.role_name },
    });
    const locale = user.locale === 'ar' ? 'ar' : 'en';
    return writeMail(tx, approvalMail(user.email, user.first_name, locale, approve, reason, `${ctx.config.appUrl}/auth/login`));
  });
  if (mailId !== null) {
    await enqueueMail(ctx.jobs, mailId);
    // An approved candidate joins the pool and gets matches; a declined one leaves it (matching listens).
    await publishEvent(ctx, 'account.approval-decided', { userId: user.id, role: target.role, approved: approve });
  }
  return {
    account: (await findAccountSummary(ctx.db, user.id))!,
    message: approve ? 'approval.approved' : 'approval.declined',
  };
}

export function actOnCandidate(ctx: AppContext, caller: Caller, request: ActionCandidateRequest, meta: RequestMeta) {
  return decide(ctx, caller, meta, { id: request.candidate_id, role: 'individual' }, request.action, request.reason);
}

export async function actOnRecruiter(ctx: AppContext, caller: Caller, request: ActionRecruiterRequest, meta: RequestMeta) {
  if (request.action !== 'MAKE_ADMIN') {
    return decide(ctx, caller, meta, { id: request.recruiter_id, role: 'recruiter' }, request.action, request.reason);
  }
  await getAccount(ctx, request.recruiter_id, 'recruiter');
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, request.recruiter_id, {
      role_id: ROLE_IDS['recruiter admin'],
      is_account_confirmed: true,
      approval_status: 'APPROVED',
      approval_decided_at: new Date(),
      approval_decided_by: caller.userId,
    });
    await recordAudit(tx, { event: 'admin_granted', userId: request.recruiter_id, ip: meta.ip, details: { by: caller.userId } });
  });
  return { account: (await findAccountSummary(ctx.db, request.recruiter_id))!, message: 'approval.promoted' as const };
}
