import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../plugins/jobs.ts';
import {
  findMail,
  insertMail,
  listStalePendingMailIds,
  markMailAttemptFailed,
  markMailSent,
  type MailContent,
} from './mail.repository.ts';

export const MAIL_QUEUE = 'mail.send';
export const MAIL_SWEEP_QUEUE = 'mail.sweep';
const MAIL_RETRY_LIMIT = 6;

export interface Mailer {
  /** 'smtp' or 'outbox' (kept for /dev/mailbox only). */
  transport: 'smtp' | 'outbox';
  deliver(mail: MailContent): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return { transport: 'outbox', deliver: async () => undefined, close: () => undefined };
  }
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes the mail in the caller's transaction; `enqueueMail` hands it to the queue after commit.
 * A mail whose job was lost (a crash between the two) is found by the sweep and sent then.
 */
export function writeMail(tx: Db, mail: MailContent): Promise<string> {
  return insertMail(tx, mail);
}

export async function enqueueMail(jobs: JobQueue, mailId: string): Promise<void> {
  await jobs.send(MAIL_QUEUE, { mailId }, { singletonKey: mailId });
}

export function mailJobs(db: Db, mailer: Mailer, jobs: () => JobQueue, retryDelaySeconds = 15): JobDefinition<never>[] {
  const send: JobDefinition<{ mailId: string }> = {
    name: MAIL_QUEUE,
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelaySeconds,
    async handle({ mailId }) {
      const mail = await findMail(db, mailId);
      if (!mail || mail.status !== 'pending') return;
      try {
        await mailer.deliver({ to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await markMailAttemptFailed(db, mailId, message, mail.attempts + 1 > MAIL_RETRY_LIMIT);
        throw error;
      }
      await markMailSent(db, mailId, mailer.transport);
    },
  };
  const sweep: JobDefinition<Record<string, never>> = {
    name: MAIL_SWEEP_QUEUE,
    retryLimit: 1,
    retryDelaySeconds: 60,
    cron: '*/5 * * * *',
    async handle() {
      for (const mailId of await listStalePendingMailIds(db, 120)) await enqueueMail(jobs(), mailId);
    },
  };
  return [send, sweep];
}
