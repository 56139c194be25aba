import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toLocale } from '@masar/shared/messages';
import type { AppContext, RequestMeta } from '../context.ts';
import { unauthorized } from '../lib/app-error.ts';
import { findActiveSession } from '../modules/accounts/sessions.repository.ts';

export interface Caller {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: 'en' | 'ar';
    caller: Caller | null;
    meta: RequestMeta;
  }
  interface FastifyInstance {
    /** preHandler: refuses a request without a valid access token of a live session. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads the caller when a token is present, and lets anonymous requests through. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Spec §7 headers: `lang` picks the language of messages; `token` carries the access token. */
export const authPlugin = fp<{ ctx: AppContext }>(async (app, { ctx }) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('caller', null);
  app.decorateRequest('meta', null as unknown as RequestMeta);

  app.addHook('onRequest', async (request) => {
    // A full-page navigation (social sign-in) sends no `lang` header; the browser's language stands in.
    const lang = request.headers.lang ?? request.headers['accept-language'];
    request.locale = toLocale(Array.isArray(lang) ? lang[0] : lang);
    request.meta = { ip: request.ip, userAgent: request.headers['user-agent'], locale: request.locale };
  });

  async function readCaller(request: FastifyRequest): Promise<Caller | null> {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return null;
    const claims = await ctx.tokens.verify(token);
    if (!claims) return null;
    // The session is checked on every call, so logging out stops its access token at once.
    const session = await findActiveSession(ctx.db, claims.sessionId);
    if (!session || session.user_id !== claims.userId) return null;
    return { userId: claims.userId, sessionId: claims.sessionId };
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.caller = await readCaller(request);
    if (!request.caller) throw unauthorized();
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    request.caller = await readCaller(request);
  });
});
