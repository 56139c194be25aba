import type { AccountSummary } from '@masar/shared/approvals';
import type { ApprovalStatus } from '@masar/shared/users';

export function fullNameOf(account: Pick<AccountSummary, 'first_name' | 'last_name'>): string {
  return `${account.first_name} ${account.last_name}`.trim();
}

export function mobileOf(account: Pick<AccountSummary, 'country_code' | 'mobile_number'>): string | null {
  if (account.mobile_number === null) return null;
  return `${account.country_code ?? ''} ${account.mobile_number}`.trim();
}

export const STATUS_LABEL = { PENDING: 'pending', APPROVED: 'approved', DECLINED: 'declined' } as const satisfies Record<
  ApprovalStatus,
  string
>;

export const STATUS_COLOR: Record<ApprovalStatus, string> = { PENDING: 'yellow', APPROVED: 'green', DECLINED: 'red' };

export const RESUME_LABEL = {
  in_progress: 'resumeInProgress',
  completed: 'resumeCompleted',
  failed: 'resumeFailed',
} as const;

export const RESUME_COLOR = { in_progress: 'blue', completed: 'green', failed: 'orange' } as const;

export const AVAILABILITY_LABEL: Record<string, 'online' | 'onSite'> = { online: 'online', on_site: 'onSite' };
