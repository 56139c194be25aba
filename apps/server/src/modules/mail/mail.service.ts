import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob, type JobQueue } from '../../plugins/jobs.ts';
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

export const mailSendJob = defineJob({
  name: MAIL_QUEUE,
  payload: z.object({ mailId: z.guid() }),
  retry: { limit: MAIL_RETRY_LIMIT, delaySeconds: 15 },
  async handle({ mailId }, ctx) {
    const mail = await findMail(ctx.db, mailId);
    if (!mail || mail.status !== 'pending') return;
    try {
      await ctx.mailer.deliver({ to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markMailAttemptFailed(ctx.db, mailId, message, mail.attempts + 1 > MAIL_RETRY_LIMIT);
      throw error;
    }
    await markMailSent(ctx.db, mailId, ctx.mailer.transport);
  },
});

/** Mail still pending two minutes after it was written lost its job (a crash between commit and queueing). */
export const mailSweepJob = defineJob({
  name: MAIL_SWEEP_QUEUE,
  payload: z.object({}),
  retry: { limit: 1, delaySeconds: 60 },
  cron: '*/5 * * * *',
  async handle(_payload, ctx) {
    for (const mailId of await listStalePendingMailIds(ctx.db, 120)) await enqueueMail(ctx.jobs, mailId);
  },
});

export async function enqueueMail(jobs: JobQueue, mailId: string): Promise<void> {
  await jobs.send(mailSendJob, { mailId }, { singletonKey: mailId });
}
