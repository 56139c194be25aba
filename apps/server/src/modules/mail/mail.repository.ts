import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mails } from '../../db/schema/mail.ts';

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type MailRow = typeof mails.$inferSelect;

export async function insertMail(db: Db, mail: MailContent): Promise<string> {
  const [row] = await db
    .insert(mails)
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html })
    .returning({ id: mails.id });
  return row!.id;
}

export async function findMail(db: Db, id: string): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mails).where(eq(mails.id, id));
  return row;
}

export async function markMailSent(db: Db, id: string, transport: string): Promise<void> {
  await db
    .update(mails)
    .set({ status: 'sent', transport, sent_at: sql`now()`, attempts: sql`${mails.attempts} + 1`, last_error: null })
    .where(eq(mails.id, id));
}

export async function markMailAttemptFailed(db: Db, id: string, error: string, giveUp: boolean): Promise<void> {
  await db
    .update(mails)
    .set({ attempts: sql`${mails.attempts} + 1`, last_error: error.slice(0, 500), ...(giveUp ? { status: 'failed' as const } : {}) })
    .where(eq(mails.id, id));
}

export async function listRecentMails(db: Db, limit: number, to?: string): Promise<MailRow[]> {
  return db
    .select()
    .from(mails)
    .where(to ? eq(mails.to_address, to.toLowerCase()) : undefined)
    .orderBy(desc(mails.created_at))
    .limit(limit);
}

/** Mails still pending a while after they were written: their job was lost, so they are queued again. */
export async function listStalePendingMailIds(db: Db, olderThanSeconds: number): Promise<string[]> {
  const rows = await db
    .select({ id: mails.id })
    .from(mails)
    .where(
      and(
        eq(mails.status, 'pending'),
        lt(mails.created_at, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .limit(500);
  return rows.map((row) => row.id);
}
