import { type FastifyInstance } from 'fastify';
import type { SocialProvider } from '@masar/shared/auth';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { type Mailer } from './modules/mail/mail.service.ts';
import { type OidcProviderSettings } from './modules/oauth/oauth.providers.ts';
export interface BuildAppOptions {
    config: Config;
    database: Database;
    /** Run the job workers in this process (the default); `npm run worker` runs them apart. */
    runWorkers?: boolean;
    /** Seconds between job polls; tests poll faster. */
    jobPollingIntervalSeconds?: number;
    /** Seconds before a failed mail is tried again (doubling after); tests wait less. */
    mailRetryDelaySeconds?: number;
    /** Replaces the mail transport (tests). */
    mailer?: Mailer;
    /** Replaces a social provider's endpoints (tests point them at a local OpenID provider). */
    oauthProviders?: Partial<Record<SocialProvider, OidcProviderSettings>>;
    logger?: boolean;
}
/** The built app; `ctx` is declared on every FastifyInstance below. */
export type App = FastifyInstance;
/** Builds the whole server: plugins, routes, jobs. The caller owns the database and closes the app. */
export declare function buildApp(options: BuildAppOptions): Promise<App>;
declare module 'fastify' {
    interface FastifyInstance {
        ctx: AppContext;
    }
}
