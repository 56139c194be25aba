import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SocialProvider } from '@masar/shared/auth';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createCallerCache } from './modules/accounts/caller-cache.ts';
import { createAccessTokenIssuer } from './lib/tokens.ts';
import { queueMatchingSweep } from './modules/matching/matching.jobs.ts';
import { matchingModule } from './modules/matching/matching.module.ts';
import { recruiterCandidatesModule } from './modules/recruiter-candidates/recruiter-candidates.module.ts';
import { personalityModule } from './modules/personality/personality.module.ts';
import { assessmentsModule } from './modules/assessments/assessments.module.ts';
import { speechModule } from './modules/speech/speech.module.ts';
import { avatarModule } from './modules/avatar/avatar.module.ts';
import { prescreeningModule } from './modules/prescreening/prescreening.module.ts';
import { interviewsModule } from './modules/interviews/interviews.module.ts';
import { companiesModule } from './modules/companies/companies.module.ts';
import { interestsModule } from './modules/interests/interests.module.ts';
import { skillsAnalyticsModule } from './modules/skills-analytics/skills-analytics.module.ts';
import { statsModule } from './modules/stats/stats.module.ts';
import { queueStatsRollUp } from './modules/stats/stats.jobs.ts';
import { queueEmployeeMatchesSweep } from './modules/employees/employees.jobs.ts';
import { createMatching } from './modules/matching/matching.service.ts';
import { filesModule } from './modules/files/files.module.ts';
import { accountsModule } from './modules/accounts/accounts.module.ts';
import { approvalsModule } from './modules/approvals/approvals.module.ts';
import { bookDemoModule } from './modules/book-demo/book-demo.module.ts';
import { candidateSearchModule } from './modules/candidate-search/candidate-search.module.ts';
import { queueSearchSweep } from './modules/candidate-search/candidate-search.jobs.ts';
import { catalogModule } from './modules/catalog/catalog.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { invitationsModule } from './modules/invitations/invitations.module.ts';
import { employeesModule } from './modules/employees/employees.module.ts';
import { jobsModule } from './modules/jobs/jobs.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { oauthModule } from './modules/oauth/oauth.module.ts';
import { onboardingModule } from './modules/onboarding/onboarding.module.ts';
import { placesModule } from './modules/places/places.module.ts';
import { privacyModule } from './modules/privacy/privacy.module.ts';
import { createLocalStorage, createS3Storage, type FileStorage } from './modules/files/storage.ts';
import { createMailer, MAIL_QUEUE, type Mailer } from './modules/mail/mail.service.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { createOidcProviderRegistry, type OidcProviderSettings } from './modules/oauth/oauth.providers.ts';
import { createGooglePlaces } from './modules/places/google-places.ts';
import { createPageFetcher, type PageFetcher } from './modules/jobs/page-fetcher.ts';
import { builtInPlaces, type PlaceSearch } from './modules/places/place-search.ts';
import { createChatClient, type ChatClient } from './modules/llm/chat-client.ts';
import { INTERVIEWER_TIMEOUT_MS } from './modules/interviews/follow-up-composer.ts';
import { createSpeech } from './modules/speech/speech.ts';
import { createStreamingAvatarProvider } from './modules/avatar/streaming-avatar-client.ts';
import { createContainedParser, parseResumeWithEngine } from './modules/profiles/engine-parser.ts';
import { createLlmAssistedParser } from './modules/profiles/llm-assisted-parser.ts';
import { profilesModule } from './modules/profiles/profiles.module.ts';
import type { ResumeParser } from './modules/profiles/resume-parse.jobs.ts';
import { rateLimitsModule } from './modules/rate-limits/rate-limits.module.ts';
import { registerWeb } from './modules/web/web.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { answerFrameworkError, registerErrorHandler, serializeLoggedError } from './plugins/errors.ts';
import { documentOperation } from './plugins/openapi.ts';
import { startJobQueue, type JobDefinition } from './plugins/jobs.ts';
import { jobsOfModules, type AppModule } from './app-module.ts';

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
  /** Replaces the resume engine (an LLM-assisted parser, or a test's). */
  resumeParser?: ResumeParser;
  /** Replaces the model asked for a second opinion on written answers (tests: a short time-out); null for none. */
  writingJudge?: ChatClient | null;
  /** Replaces the model that words the interview room's follow-ups (tests: a local server); null for none. */
  interviewer?: ChatClient | null;
  /** Replaces the model asked for a second opinion on interview answers (tests: a local server); null for none. */
  interviewJudge?: ChatClient | null;
  /** Replaces the file storage (tests). */
  storage?: FileStorage;
  /** Replaces a social provider's endpoints (tests point them at a local OpenID provider). */
  oauthProviders?: Partial<Record<SocialProvider, OidcProviderSettings>>;
  /** Replaces the place search (tests). */
  places?: PlaceSearch;
  /** Replaces the job-page fetcher (tests inject a DNS lookup or shorter limits). */
  pageFetcher?: PageFetcher;
  /** More modules whose jobs and event subscriptions run with the app's (tests add their own). */
  modules?: ReadonlyArray<AppModule>;
  logger?: boolean;
  /**
   * Milliseconds a plugin may take to register (Fastify's 10 s when unset). Tests on a machine busy with other
   * suites saw the app's plugins take longer than that to load, and give them as long as their setup hook.
   */
  pluginTimeoutMs?: number;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** How long a caller is trusted from memory without a change heard (CALLER_CACHE_TTL_MS unless a test says). */
  callerCacheTtlMs?: number;
}

/**
 * Every module of the server. Each declares its routes, jobs and event subscriptions in one place,
 * `modules/<m>/<m>.module.ts`; adding a module is adding it here.
 */
/** Every module of the product, in the order their routes and jobs register (the test template makes their job queues). */
export const appModules: ReadonlyArray<AppModule> = [
  healthModule,
  accountsModule,
  oauthModule,
  bookDemoModule,
  filesModule,
  catalogModule,
  placesModule,
  onboardingModule,
  profilesModule,
  jobsModule,
  matchingModule,
  recruiterCandidatesModule,
  personalityModule,
  assessmentsModule,
  speechModule,
  avatarModule,
  prescreeningModule,
  interviewsModule,
  companiesModule,
  interestsModule,
  skillsAnalyticsModule,
  candidateSearchModule,
  approvalsModule,
  invitationsModule,
  employeesModule,
  notificationsModule,
  statsModule,
  privacyModule,
  mailModule,
  rateLimitsModule,
];

/**
 * What the pages may use: the camera and the microphone on this site only (the AI interviews will ask for
 * them), and nothing else a hiring site has no use for.
 */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

function trustNearestHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** The built app; `ctx` is declared on every FastifyInstance below. */
export type App = FastifyInstance;

/** Builds the whole server: plugins, routes, jobs. The caller owns the database and closes the app. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization'],
            // A failed query's parameters and PostgreSQL's detail hold values: password hashes, e-mail addresses.
            serializers: { err: serializeLoggedError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // A hop count as Fastify means it (trust the nearest n hops), written as a function for its types.
    trustProxy: typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    ...(options.pluginTimeoutMs !== undefined ? { pluginTimeout: options.pluginTimeoutMs } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are personal (a token, a profile, a file): no cache, shared or private, may keep them.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  const mailer = options.mailer ?? createMailer(config.smtpUrl, config.mailFrom);
  // With a model configured it assists the engine; the engine always works alone (decision 0015).
  const resumeParser =
    options.resumeParser ??
    (config.llm ? createLlmAssistedParser(createChatClient(config.llm), createContainedParser({ withText: true }), { logger: app.log }) : parseResumeWithEngine);
  const storage =
    options.storage ?? (config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'files')));
  const matching = createMatching(database.db, { logger: app.log });
  const modules = [...appModules, ...(options.modules ?? [])];
  const mailRetryDelaySeconds = options.mailRetryDelaySeconds;
  const withTestRetries = (definition: JobDefinition): JobDefinition =>
    definition.name === MAIL_QUEUE && mailRetryDelaySeconds !== undefined
      ? { ...definition, retry: { ...definition.retry, delaySeconds: mailRetryDelaySeconds } }
      : definition;
  const jobs = await startJobQueue({
    database,
    logger: app.log,
    pollingIntervalSeconds: options.jobPollingIntervalSeconds,
    definitions: jobsOfModules(modules).map(withTestRetries),
  });
  const tokens = createAccessTokenIssuer(config.jwtSecret, config.appUrl);
  const callers = await createCallerCache({ database, db: database.db, tokens, ...(options.callerCacheTtlMs !== undefined ? { ttlMs: options.callerCacheTtlMs } : {}) });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    jobs,
    mailer,
    matching,
    storage,
    tokens,
    callers,
    oauthProviders: createOidcProviderRegistry(config, options.oauthProviders),
    // A maps service only when one is configured; the built-in list of cities always works (decision 0018).
    places: options.places ?? (config.maps ? createGooglePlaces(config.maps) : builtInPlaces),
    resumeParser,
    // Public pages only; FETCH_ALLOWED_HOSTS names the private ones a deployment allows (decision 0030).
    pageFetcher: options.pageFetcher ?? createPageFetcher({ allowedHosts: config.fetchAllowedHosts }),
    speech: createSpeech(config.speech),
    // The built-in avatar, drawn in the browser, unless the portal configured a streaming provider (decision 0085).
    avatarProvider: config.avatar ? createStreamingAvatarProvider(config.avatar) : null,
    writingJudge: options.writingJudge !== undefined ? options.writingJudge : config.llm ? createChatClient(config.llm) : null,
    // The candidate waits for the follow-up: a model later than this gives way to the engine's wording.
    interviewer: options.interviewer !== undefined ? options.interviewer : config.llm ? createChatClient(config.llm, { timeoutMs: INTERVIEWER_TIMEOUT_MS }) : null,
    // Asked by a job after the engine's evaluation, so it has the client's whole minute per answer (decision 0090).
    interviewJudge: options.interviewJudge !== undefined ? options.interviewJudge : config.llm ? createChatClient(config.llm) : null,
  };
  // Handlers get the context, which holds the queue: the workers start once both exist.
  if (options.runWorkers ?? true) {
    await jobs.startWorkers(ctx);
    // Lists out of date (a new catalogue, data seeded while stopped) are brought up to date now, not in a minute.
    await queueMatchingSweep(jobs);
    await queueSearchSweep(jobs);
    await queueStatsRollUp(jobs);
    await queueEmployeeMatchesSweep(jobs);
  }
  app.addHook('onClose', async () => {
    await callers.close();
    await jobs.stop();
    mailer.close();
  });
  app.decorate('ctx', ctx);
  app.addHook('onListen', async () => {
    app.log.info(
      config.smtpUrl
        ? `Mail goes out through the SMTP server at ${new URL(config.smtpUrl).host}`
        : config.env === 'production'
          ? 'Mail is kept in the database and not delivered: no SMTP_URL is set'
          : `Mail is kept for http://localhost:${config.port}/dev/mailbox (${config.devMailbox === 'open' ? 'open to anyone: DEV_MAILBOX=open' : 'loopback callers only'})`,
    );
  });

  registerSecurityHeaders(app);
  await app.register(fastifyCookie, { secret: config.cookieSecret });
  await app.register(authPlugin, { ctx });
  registerErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Masar API', version: '0.1.0', description: 'The Masar talent platform API.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: documentOperation(),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  for (const module of modules) {
    for (const { prefix, plugin, when } of module.routes ?? []) {
      if (!when || when(config)) await app.register(plugin, { prefix, ctx });
    }
  }
  await registerWeb(app);

  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
