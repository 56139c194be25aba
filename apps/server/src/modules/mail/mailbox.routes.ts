import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, htmlPageSchema, idParamsSchema } from '@masar/shared/api';
import { devMailboxQuerySchema, devMailListSchema, type DevMail } from '@masar/shared/dev-mailbox';
import type { AppContext } from '../../context.ts';
import { findMail, listRecentMails, type MailRow } from './mail.repository.ts';
import { ANYONE } from '../../plugins/access.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escapes the text and turns its http(s) links into anchors, so a link in a mail can be followed. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:880px;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse;width:100%}td,th{text-align:start;padding:.4rem;border-bottom:1px solid #ddd}
pre{white-space:pre-wrap;background:#f6f8fa;padding:1rem;border-radius:6px}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The socket's own address, never a forwarded header: the mailbox holds every reset link. */
function isLoopback(request: FastifyRequest): boolean {
  return LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '');
}

const mailView = (mail: MailRow): DevMail => ({
  id: mail.id,
  to: mail.to_address,
  subject: mail.subject,
  text: mail.text_body,
  status: mail.status,
  created_at: mail.created_at.toISOString(),
});

/**
 * The development mailbox: every mail Masar wrote, when no SMTP server is configured.
 * Registered only outside production (see mail.module.ts), and served only to loopback callers unless
 * DEV_MAILBOX=open: to anyone else it does not exist.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (ctx.config.devMailbox !== 'open' && !isLoopback(request)) return reply.callNotFound();
  });

  app.get(
    '/mailbox',
    {
      config: { access: ANYONE },
      schema: {
        hide: true,
        querystring: devMailboxQuerySchema,
        response: { 200: htmlPageSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const mails = await listRecentMails(ctx.db, 100, request.query.to);
      const rows = mails
        .map(
          (mail) =>
            `<tr><td>${mail.created_at.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(mail.to_address)}</td><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${mail.status}</td></tr>`,
        )
        .join('');
      const body = mails.length
        ? `<table><thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No mail yet. Sign up, and the verification e-mail appears here.</p>';
      return reply.type('text/html; charset=utf-8').send(page('Development mailbox', body));
    },
  );

  app.get(
    '/mailbox/messages',
    {
      config: { access: ANYONE },
      schema: {
        hide: true,
        querystring: devMailboxQuerySchema,
        response: { 200: devMailListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ data: (await listRecentMails(ctx.db, 100, request.query.to)).map(mailView) }),
  );

  app.get(
    '/mailbox/:id',
    {
      config: { access: ANYONE },
      schema: {
        hide: true,
        params: idParamsSchema,
        response: { 200: htmlPageSchema, 400: errorResponseSchema, 404: htmlPageSchema },
      },
    },
    async (request, reply) => {
      const mail = await findMail(ctx.db, request.params.id);
      if (!mail)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(page('Not found', '<p><a href="/dev/mailbox">Back</a></p>'));
      const body = `<p><a href="/dev/mailbox">← All mail</a></p><p><strong>To:</strong> ${escapeHtml(mail.to_address)}<br><strong>Subject:</strong> ${escapeHtml(mail.subject)}</p><pre>${linkify(mail.text_body)}</pre>`;
      return reply.type('text/html; charset=utf-8').send(page(mail.subject, body));
    },
  );
};
