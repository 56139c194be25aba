import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
/**
 * The development mailbox: every mail Masar wrote, when no SMTP server is configured.
 * Registered only outside production (see app.ts).
 */
export declare const mailboxRoutes: FastifyPluginAsyncZod<{
    ctx: AppContext;
}>;
