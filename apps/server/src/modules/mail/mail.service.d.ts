import type { Db } from '../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../plugins/jobs.ts';
import { type MailContent } from './mail.repository.ts';
export declare const MAIL_QUEUE = "mail.send";
export declare const MAIL_SWEEP_QUEUE = "mail.sweep";
export interface Mailer {
    /** 'smtp' or 'outbox' (kept for /dev/mailbox only). */
    transport: 'smtp' | 'outbox';
    deliver(mail: MailContent): Promise<void>;
    close(): void;
}
export declare function createMailer(smtpUrl: string | undefined, from: string): Mailer;
/**
 * Writes the mail in the caller's transaction; `enqueueMail` hands it to the queue after commit.
 * A mail whose job was lost (a crash between the two) is found by the sweep and sent then.
 */
export declare function writeMail(tx: Db, mail: MailContent): Promise<string>;
export declare function enqueueMail(jobs: JobQueue, mailId: string): Promise<void>;
export declare function mailJobs(db: Db, mailer: Mailer, jobs: () => JobQueue, retryDelaySeconds?: number): JobDefinition<never>[];
