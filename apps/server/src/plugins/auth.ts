import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { toLocale } from '@masar/shared/messages';
import type { RoleName } from '@masar/shared/roles';
import type { UserState } from '@masar/shared/user-states';
import type { User } from '@masar/shared/users';
import type { AppContext, RequestMeta } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { decideAccess, needsAccessDeclaration, type RouteAccess } from './access.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in caller, loaded once per request by the access layer. */
export interface Caller {
  userId: string;
  sessionId: string;
  /** The account as the API shows it (role name, company, profile status). */
  user: User;
  /** Spec §4's state, from `restoreUserState` of packages/shared. */
  state: UserState;
  role: RoleName | null;
  companyId: string | null;
}

/** A registered route and who may call it: what the route × caller test and the docs read. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route that declared its access, in registration order. */
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    locale: 'en' | 'ar';
    caller: Caller | null;
    meta: RequestMeta;
  }
}

/**
 * Spec §7 headers (`lang` picks the language of messages; `token` carries the access token) and the
 * access layer: every API route declares `config.access` (a route without one stops the app from
 * building), and a route-level onRequest hook reads the caller and applies `decideAccess` before the
 * body is parsed or validated.
 */
export const authPlugin = fp<{ ctx: AppContext }>(async (app, { ctx }) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('caller', null);
  app.decorateRequest('meta', null as unknown as RequestMeta);
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);

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
    return ctx.callers.find(token);
  }

  // A request that may have written (a logout, an approval, a role change) answers only once this process
  // has heard of every change it made, so its own next request never meets a caller from before.
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method) && !request.routeOptions.config?.leavesCallers) await ctx.callers.settle();
  });

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      if (needsAccessDeclaration(route.url)) throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
      return;
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declaredRoutes.push({ method, url: route.url, access });
    }
    // An open route reads no caller (a lookup saved) unless it asks to know who calls.
    if (access.allow === 'anyone' && !access.identify) return;
    const checkAccess = async (request: FastifyRequest) => {
      request.caller = await readCaller(request);
      const decision = decideAccess(access, request.caller);
      if (decision.kind === 'refuse') {
        throw new AppError(decision.code, decision.message);
      }
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), checkAccess];
  });
});
