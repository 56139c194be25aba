import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { AccessTokenIssuer } from './lib/tokens.ts';
import type { AvatarProvider } from './modules/avatar/avatar-provider.ts';
import type { CallerCache } from './modules/accounts/caller-cache.ts';
import type { FileStorage } from './modules/files/storage.ts';
import type { Mailer } from './modules/mail/mail.service.ts';
import type { Matching } from './modules/matching/matching.service.ts';
import type { OidcProviderRegistry } from './modules/oauth/oauth.providers.ts';
import type { ChatClient } from './modules/llm/chat-client.ts';
import type { PageFetcher } from './modules/jobs/page-fetcher.ts';
import type { PlaceSearch } from './modules/places/place-search.ts';
import type { ResumeParser } from './modules/profiles/resume-parse.jobs.ts';
import type { Speech } from './modules/speech/speech.ts';
import type { JobQueue } from './plugins/jobs.ts';

/** What services need from the running app; built once in app.ts and passed down explicitly. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  matching: Matching;
  storage: FileStorage;
  tokens: AccessTokenIssuer;
  /** Signed-in callers by access token, kept fresh by the database's announcements (decision 0086). */
  callers: CallerCache;
  oauthProviders: OidcProviderRegistry;
  /** City suggestions and checks for company locations: a maps service, or the built-in list. */
  places: PlaceSearch;
  /** The resume engine, or the LLM-assisted parser when a model is configured (the resume-parse job uses it). */
  resumeParser: ResumeParser;
  /** Opens the job page a recruiter links to, within decision 0030's limits. */
  pageFetcher: PageFetcher;
  /** Transcription and text to speech through a configured provider; each null when there is none. */
  speech: Speech;
  /** The interview room's streaming digital-human provider; null for the built-in avatar (decision 0085). */
  avatarProvider: AvatarProvider | null;
  /** The configured LLM that gives a second opinion on written English answers (decision 0088); null without one. */
  writingJudge: ChatClient | null;
  /** The configured LLM that words the interview room's follow-up questions (decision 0084 amended); null without one. */
  interviewer: ChatClient | null;
  /** The configured LLM that gives a second opinion on interview answers (decision 0090); null without one. */
  interviewJudge: ChatClient | null;
}

/** Who is calling, and from where: what services record in the audit log and key rate limits on. */
export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  locale: 'en' | 'ar';
}
