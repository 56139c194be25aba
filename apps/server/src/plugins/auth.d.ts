import type { AppContext, RequestMeta } from '../context.ts';
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
export declare const authPlugin: import("fastify").FastifyPluginCallback<{
    ctx: AppContext;
}, import("fastify").RawServerDefault, import("fastify").FastifyTypeProviderDefault, import("fastify").FastifyBaseLogger>;
