/**
 * The audit log: a cross-cutting facility, like writing mail in a transaction. Services of any module record
 * an entry inside their own transaction (`db` may be one), so the entry commits or rolls back with the change.
 */
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';

export const AUDIT_EVENTS = [
  'signup',
  'signup_address_taken',
  'login_succeeded',
  'login_failed',
  'email_verified',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'email_changed',
  'refresh_token_reuse',
  'logout',
  'social_login',
  'onboarding_completed',
  'account_approved',
  'account_declined',
  'admin_granted',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export interface AuditEntry {
  event: AuditEvent;
  userId?: string | null;
  ip?: string | null;
  /** Never personal data: ids, reasons, counts. */
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    user_id: entry.userId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}
