import type { Db } from '../../db/client.ts';
export declare const AUDIT_EVENTS: readonly ["signup", "login_succeeded", "login_failed", "email_verified", "password_changed", "password_reset_requested", "password_reset", "email_changed", "refresh_token_reuse", "logout", "social_login"];
export type AuditEvent = (typeof AUDIT_EVENTS)[number];
export interface AuditEntry {
    event: AuditEvent;
    userId?: string | null;
    ip?: string | null;
    /** Never personal data: ids, reasons, counts. */
    details?: Record<string, unknown>;
}
export declare function recordAudit(db: Db, entry: AuditEntry): Promise<void>;
