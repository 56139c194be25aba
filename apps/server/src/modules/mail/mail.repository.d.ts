import type { Db } from '../../db/client.ts';
import { mails } from '../../db/schema.ts';
export interface MailContent {
    to: string;
    subject: string;
    text: string;
    html: string;
}
export type MailRow = typeof mails.$inferSelect;
export declare function insertMail(db: Db, mail: MailContent): Promise<string>;
export declare function findMail(db: Db, id: string): Promise<MailRow | undefined>;
export declare function markMailSent(db: Db, id: string, transport: string): Promise<void>;
export declare function markMailAttemptFailed(db: Db, id: string, error: string, giveUp: boolean): Promise<void>;
export declare function listRecentMails(db: Db, limit: number, to?: string): Promise<MailRow[]>;
/** Mails still pending a while after they were written: their job was lost, so they are queued again. */
export declare function listStalePendingMailIds(db: Db, olderThanSeconds: number): Promise<string[]>;
