import type { FastifyInstance } from 'fastify';
export declare const webDistDir: string;
/**
 * Serves the built web app, and answers any other GET that wants HTML with index.html so the
 * client router can take it (SPA fallback). API and dev paths keep JSON 404s.
 */
export declare function registerWeb(app: FastifyInstance): Promise<void>;
