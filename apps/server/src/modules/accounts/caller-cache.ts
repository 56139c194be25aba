import { randomUUID } from 'node:crypto';
import type { Database, Db } from '../../db/client.ts';
import type { AccessTokenIssuer, VerifiedAccessClaims } from '../../lib/tokens.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findCaller } from './caller.service.ts';

/**
 * The channel migration 0029's triggers announce on: a user id whose session or account view changed (a
 * session revoked, the account edited, approved, given a role or deleted, its profile's parse status), `*`
 * when many may have (a company renamed, a role edited), or this process's own `settle:` marks.
 */
export const CALLER_CHANGED_CHANNEL = 'caller_changed';

/**
 * How long a caller is trusted from memory without hearing of a change (decision 0086): the bound on a
 * logout or revocation reaching another API process should its NOTIFY be lost on a connection that died
 * without a word. Normally a change arrives in milliseconds.
 */
export const CALLER_CACHE_TTL_MS = 10_000;
/** Enough for every active session of a busy process; the oldest goes first when it is full. */
export const CALLER_CACHE_MAX_ENTRIES = 10_000;
/** A settle that is not heard back in this time forgets everything instead. */
const SETTLE_TIMEOUT_MS = 5_000;

export interface CallerCache {
  /** The caller of an access token: from memory while it is fresh, else verified (once per token kept) and read (one query). */
  find(token: string): Promise<Caller | null>;
  /**
   * Returns once every change committed before the call has been heard, so this process's own writes (a
   * logout, an approval) take effect before its response leaves.
   */
  settle(): Promise<void>;
  /** How many tokens are remembered (tests). */
  readonly size: number;
  close(): Promise<void>;
}

interface Entry {
  caller: Caller;
  /** The token's verified claims: after the entry's time is up only the caller is read again, not the signature checked again. */
  claims: VerifiedAccessClaims;
  expiresAt: number;
}

export interface CallerCacheOptions {
  database: Database;
  db: Db;
  tokens: AccessTokenIssuer;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Access tokens and their callers kept in memory, forgotten on every change the database announces (LISTEN
 * on {@link CALLER_CHANGED_CHANNEL}, from any process) and after {@link CALLER_CACHE_TTL_MS} at most.
 * While the listening connection is down nothing is served from memory.
 */
export async function createCallerCache(options: CallerCacheOptions): Promise<CallerCache> {
  const { database, db, tokens } = options;
  const ttlMs = options.ttlMs ?? CALLER_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? CALLER_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Bumped by every change heard: a caller read before a change is not stored after it.
  let generation = 0;
  let hearing = false;
  const settling = new Map<string, () => void>();

  function forget(userId: string): void {
    generation += 1;
    if (userId === '*') {
      entries.clear();
      return;
    }
    for (const [token, entry] of entries) {
      if (entry.caller.userId === userId) entries.delete(token);
    }
  }

  function heard(payload: string): void {
    if (payload.startsWith('settle:')) {
      settling.get(payload)?.();
      return;
    }
    forget(payload);
  }

  const unlisten = await database.listen(CALLER_CHANGED_CHANNEL, heard, {
    onDropped: () => {
      hearing = false;
      forget('*');
    },
    onReconnected: () => {
      forget('*');
      hearing = true;
    },
  });
  hearing = true;

  function remember(token: string, caller: Caller, claims: VerifiedAccessClaims): void {
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(token, { caller, claims, expiresAt: Math.min(now() + ttlMs, claims.expiresAt) });
  }

  return {
    async find(token) {
      const entry = entries.get(token);
      let verified: VerifiedAccessClaims | undefined;
      if (entry) {
        if (hearing && entry.expiresAt > now()) return entry.caller;
        entries.delete(token);
        // A signature checked once stays good until the token expires; what may have changed is the caller.
        if (entry.claims.expiresAt > now()) verified = entry.claims;
      }
      const claims = verified ?? (await tokens.verify(token));
      if (!claims) return null;
      const readAt = generation;
      const caller = await findCaller(db, claims);
      if (caller && hearing && readAt === generation) remember(token, Object.freeze(caller), claims);
      return caller;
    },
    async settle() {
      if (!hearing) return;
      const mark = `settle:${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      const heardBack = new Promise<void>((resolve) => {
        settling.set(mark, resolve);
        // Notifications reach a listener in commit order: hearing this mark means every earlier change was heard.
        timer = setTimeout(() => {
          forget('*');
          resolve();
        }, SETTLE_TIMEOUT_MS);
      });
      try {
        await database.executeSql('select pg_notify($1, $2)', [CALLER_CHANGED_CHANNEL, mark]);
        await heardBack;
      } catch {
        forget('*');
      } finally {
        clearTimeout(timer);
        settling.delete(mark);
      }
    },
    get size() {
      return entries.size;
    },
    async close() {
      hearing = false;
      entries.clear();
      await unlisten();
    },
  };
}
