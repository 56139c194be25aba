import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './modules/files/storage.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const secretSchema = z
  .string()
  .min(32, { error: 'must be at least 32 characters' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** An address or a CIDR range (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For to believe (decision 0021): none, the nearest N hops, or these
 * addresses. `true` would believe every hop, so a client could pick its own address and escape the
 * per-IP limits: it is refused.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'true would let any client choose its address; set the number of proxies in front of Masar (1) or their addresses (10.0.0.1,10.0.0.2)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 20) return hops;
    }
    const addresses = value.split(',').map((part) => part.trim()).filter(Boolean);
    if (addresses.length > 0 && addresses.every(isAddressOrRange)) return addresses;
    ctx.addIssue({ code: 'custom', message: 'must be false, a number of proxies (1 to 20), or a comma-separated list of proxy addresses or ranges' });
    return z.NEVER;
  });

/**
 * Hosts the page fetcher may open although they are on a private or local network (decision 0030):
 * `host:port` pairs, comma-separated, for tests and private deployments. Empty by default.
 */
const fetchAllowedHostsSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): string[] => {
    if (value === undefined || value === '') return [];
    const entries = value.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
    const valid = (entry: string) => {
      const match = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?):(\d{1,5})$/.exec(entry);
      return match !== null && Number(match[3]) >= 1 && Number(match[3]) <= 65535;
    };
    if (entries.every(valid)) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of host:port pairs, such as 127.0.0.1:8080,jobs.internal:443' });
    return z.NEVER;
  });

/** Every setting Masar reads from the environment; the README's configuration table mirrors it. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be from 1 to 65535' })
      .max(65535, { error: 'must be from 1 to 65535' })
      .default(3000),
    HOST: z.string().min(1).default('localhost'),
    APP_URL: optionalString.pipe(z.url({ error: 'must be a URL such as http://localhost:3000' }).optional()),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
        .optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z.string().regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: z.string().min(3).default('Masar <no-reply@masar.local>'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    LINKEDIN_CLIENT_ID: optionalString,
    LINKEDIN_CLIENT_SECRET: optionalString,
    JWT_SECRET: secretSchema,
    COOKIE_SECRET: secretSchema,
    S3_ENDPOINT: optionalString.pipe(z.url({ error: 'must be a URL such as https://s3.eu-central-1.amazonaws.com' }).optional()),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    LLM_BASE_URL: optionalString.pipe(z.url({ error: 'must be a URL such as https://api.openai.com/v1' }).optional()),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    /** An OpenAI-compatible speech API (decision 0065): transcription and/or text to speech, each with its model. */
    SPEECH_BASE_URL: optionalString.pipe(z.url({ error: 'must be a URL such as https://api.openai.com/v1' }).optional()),
    SPEECH_API_KEY: optionalString,
    SPEECH_TRANSCRIPTION_MODEL: optionalString,
    SPEECH_TTS_MODEL: optionalString,
    SPEECH_TTS_VOICE: z.string().trim().min(1).default('alloy'),
    /** The interview room's avatar (decision 0085): the built-in one drawn in the browser, or a streaming digital-human provider. */
    AVATAR_PROVIDER: z.enum(['built-in', 'streaming'], { error: 'must be built-in or streaming' }).default('built-in'),
    AVATAR_API_URL: optionalString.pipe(z.url({ error: 'must be a URL such as https://avatars.example.com/v1' }).optional()),
    AVATAR_API_KEY: optionalString,
    AVATAR_ID: optionalString,
    AVATAR_VOICE_ID: optionalString,
    AVATAR_VOICE_ID_AR: optionalString,
    AVATAR_QUALITY: z.enum(['low', 'medium', 'high'], { error: 'must be low, medium or high' }).default('medium'),
    AVATAR_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number' }).min(1, { error: 'must be 1 or more' }).max(120, { error: 'must be 120 or less' }).default(15),
    MAPS_API_KEY: optionalString,
    MAPS_BASE_URL: optionalString.pipe(z.url({ error: 'must be a URL such as https://places.googleapis.com' }).optional()),
    DEV_MAILBOX: z.enum(['loopback', 'open'], { error: 'must be loopback or open' }).default('loopback'),
    TRUST_PROXY: trustProxySchema,
    FETCH_ALLOWED_HOSTS: fetchAllowedHostsSchema,
    /** The portal's contact e-mail, named where a limit asks people to get in touch (spec §8). */
    CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@masar.local'),
    /** Published jobs a company may hold at once (decision 0033). */
    JOB_POSTING_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be 0 or more' }).default(25),
    /** Days an interview may stay unfinished before it expires (decision 0075). */
    INTERVIEW_EXPIRY_DAYS: z.coerce.number({ error: 'must be a number' }).min(1, { error: 'must be 1 or more' }).max(365, { error: 'must be 365 or less' }).default(14),
    /** Live notification streams (decision 0051): per person and per process, and the heartbeat's pace. */
    NOTIFICATION_STREAMS_PER_PERSON: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be 1 or more' }).default(5),
    NOTIFICATION_STREAMS_PER_PROCESS: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be 1 or more' }).default(2000),
    NOTIFICATION_HEARTBEAT_SECONDS: z.coerce.number({ error: 'must be a number' }).min(1, { error: 'must be 1 or more' }).max(300, { error: 'must be 300 or less' }).default(25),
    /** The portal's home country (ISO 3166-1 alpha-2): candidates of this nationality count as locals (decision 0053). */
    PORTAL_HOME_COUNTRY: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code (ISO 3166-1 alpha-2) such as SA' })
      .default('SA'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true').transform((v) => v === 'true'),
    /** `false` leaves the background jobs to `npm run worker` (an API process beside a worker process). */
    RUN_WORKERS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true').transform((v) => v === 'true'),
  })
  .superRefine((env, ctx) => {
    const s3Keys = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const setKeys = s3Keys.filter((key) => env[key]);
    if (setKeys.length > 0 && setKeys.length < s3Keys.length) {
      for (const key of s3Keys.filter((k) => !env[k])) {
        ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${setKeys.join(', ')} is set` });
      }
    }
    if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.LLM_BASE_URL ? 'LLM_MODEL' : 'LLM_BASE_URL'],
        message: `is required when ${env.LLM_BASE_URL ? 'LLM_BASE_URL' : 'LLM_MODEL'} is set`,
      });
    }
    const speechModels = Boolean(env.SPEECH_TRANSCRIPTION_MODEL) || Boolean(env.SPEECH_TTS_MODEL);
    if (Boolean(env.SPEECH_BASE_URL) !== speechModels) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SPEECH_BASE_URL ? 'SPEECH_TRANSCRIPTION_MODEL' : 'SPEECH_BASE_URL'],
        message: env.SPEECH_BASE_URL
          ? 'or SPEECH_TTS_MODEL is required when SPEECH_BASE_URL is set'
          : 'is required when a SPEECH_*_MODEL is set',
      });
    }
    if (env.AVATAR_PROVIDER === 'streaming') {
      for (const key of ['AVATAR_API_URL', 'AVATAR_API_KEY', 'AVATAR_ID'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when AVATAR_PROVIDER is streaming' });
      }
    }
    for (const provider of ['GOOGLE', 'LINKEDIN'] as const) {
      const id = env[`${provider}_CLIENT_ID`];
      const secret = env[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: 'custom',
          path: [id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`],
          message: `is required when ${id ? `${provider}_CLIENT_ID` : `${provider}_CLIENT_SECRET`} is set`,
        });
      }
    }
  });

export interface LlmSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/** An OpenAI-compatible speech API; each service is there when its model is named. */
export interface SpeechSettings {
  baseUrl: string;
  apiKey: string | undefined;
  transcriptionModel: string | undefined;
  speechModel: string | undefined;
  voice: string;
}

/** A streaming digital-human provider (decision 0085): where it is, its key (the server's only), the portal's avatar and voices. */
export interface StreamingAvatarSettings {
  apiUrl: string;
  apiKey: string;
  avatarId: string;
  /** The provider's voice; its own default when unset. */
  voiceId: string | undefined;
  /** The voice for interviews in Arabic; the voice above when unset. */
  arabicVoiceId: string | undefined;
  quality: 'low' | 'medium' | 'high';
  timeoutMs: number;
}

/** Google Places API (New), whose place autocomplete suggests cities for company locations. */
export interface MapsSettings {
  apiKey: string;
  baseUrl: string;
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: OAuthClientConfig | undefined;
  linkedin: OAuthClientConfig | undefined;
  /** An OpenAI-compatible chat-completions endpoint that assists the built-in engines, when set. */
  llm: LlmSettings | undefined;
  /** Transcription and text to speech, when configured; else speaking answers wait for a person. */
  speech: SpeechSettings | undefined;
  /** S3-compatible storage for files; local files under DATA_DIR/files when absent. */
  s3: S3Settings | undefined;
  /** A maps service for place autocomplete; the built-in list of cities when absent. */
  maps: MapsSettings | undefined;
  /** The streaming avatar's provider; the built-in avatar (drawn in the browser) when absent. */
  avatar: StreamingAvatarSettings | undefined;
  jwtSecret: string;
  cookieSecret: string;
  /** false, the number of proxy hops to trust, or the proxies' addresses (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  /** Who may read the development mailbox: loopback callers only, or anyone ('open', an explicit choice). */
  devMailbox: 'loopback' | 'open';
  /** `host:port` pairs the page fetcher may open although their addresses are private (decision 0030). */
  fetchAllowedHosts: string[];
  /** The portal's contact e-mail. */
  contactEmail: string;
  /** Published jobs a company may hold at once (decision 0033). */
  jobPostingLimit: number;
  /** Days an interview may stay invited or in progress before the sweep expires it (decision 0075). */
  interviewExpiryDays: number;
  /** Live notification streams: how many per person and per process, and seconds between heartbeats. */
  notificationStreams: { perPerson: number; perProcess: number; heartbeatSeconds: number };
  /** The portal's home country (ISO 3166-1 alpha-2): its nationals are the locals of the workforce statistics. */
  portalHomeCountry: string;
  logLevel: string;
  seedDemo: boolean;
  /** Whether `npm start` also runs the job workers; false when `npm run worker` processes run them apart. */
  runWorkers: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; a bad value throws a ConfigError that names the key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const secrets = values.JWT_SECRET && values.COOKIE_SECRET ? undefined : readOrCreateSecrets(dataDir);
  const oauth = (id: string | undefined, secret: string | undefined) =>
    id && secret ? { clientId: id, clientSecret: secret } : undefined;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    google: oauth(values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET),
    linkedin: oauth(values.LINKEDIN_CLIENT_ID, values.LINKEDIN_CLIENT_SECRET),
    llm:
      values.LLM_BASE_URL && values.LLM_MODEL
        ? { baseUrl: values.LLM_BASE_URL.replace(/\/$/, ''), apiKey: values.LLM_API_KEY, model: values.LLM_MODEL }
        : undefined,
    speech: values.SPEECH_BASE_URL
      ? {
          baseUrl: values.SPEECH_BASE_URL.replace(/\/$/, ''),
          apiKey: values.SPEECH_API_KEY,
          transcriptionModel: values.SPEECH_TRANSCRIPTION_MODEL,
          speechModel: values.SPEECH_TTS_MODEL,
          voice: values.SPEECH_TTS_VOICE,
        }
      : undefined,
    s3:
      values.S3_ENDPOINT && values.S3_BUCKET && values.S3_REGION && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: values.S3_ENDPOINT,
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    maps: values.MAPS_API_KEY
      ? { apiKey: values.MAPS_API_KEY, baseUrl: (values.MAPS_BASE_URL ?? 'https://places.googleapis.com').replace(/\/$/, '') }
      : undefined,
    avatar:
      values.AVATAR_PROVIDER === 'streaming' && values.AVATAR_API_URL && values.AVATAR_API_KEY && values.AVATAR_ID
        ? {
            apiUrl: values.AVATAR_API_URL.replace(/\/$/, ''),
            apiKey: values.AVATAR_API_KEY,
            avatarId: values.AVATAR_ID,
            voiceId: values.AVATAR_VOICE_ID,
            arabicVoiceId: values.AVATAR_VOICE_ID_AR,
            quality: values.AVATAR_QUALITY,
            timeoutMs: values.AVATAR_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    jwtSecret: values.JWT_SECRET ?? secrets!.jwtSecret,
    cookieSecret: values.COOKIE_SECRET ?? secrets!.cookieSecret,
    trustProxy: values.TRUST_PROXY,
    devMailbox: values.DEV_MAILBOX,
    fetchAllowedHosts: values.FETCH_ALLOWED_HOSTS,
    contactEmail: values.CONTACT_EMAIL,
    jobPostingLimit: values.JOB_POSTING_LIMIT,
    interviewExpiryDays: values.INTERVIEW_EXPIRY_DAYS,
    notificationStreams: {
      perPerson: values.NOTIFICATION_STREAMS_PER_PERSON,
      perProcess: values.NOTIFICATION_STREAMS_PER_PROCESS,
      heartbeatSeconds: values.NOTIFICATION_HEARTBEAT_SECONDS,
    },
    portalHomeCountry: values.PORTAL_HOME_COUNTRY,
    logLevel: values.LOG_LEVEL,
    seedDemo: values.SEED_DEMO,
    runWorkers: values.RUN_WORKERS,
  };
}

interface GeneratedSecrets {
  jwtSecret: string;
  cookieSecret: string;
}

/** Signing secrets are made once per data directory, so sessions survive restarts without setup. */
function readOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>;
    if (stored.jwtSecret && stored.cookieSecret) return stored as GeneratedSecrets;
  }
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    cookieSecret: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
