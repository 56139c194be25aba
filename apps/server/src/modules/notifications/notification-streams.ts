import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_STREAM_EVENT, type NotificationCount } from '@masar/shared/notifications';
import type { Database } from '../../db/client.ts';
import type { Unlisten } from '../../db/listener.ts';
import { AppError } from '../../lib/app-error.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/tokens.ts';

export interface NotificationStreamLimits {
  /** Open streams one person may hold in this process (a tab each); one more is refused. */
  perPerson: number;
  /** Open streams this process holds at once; one more is refused and the web keeps polling. */
  perProcess: number;
  /** Seconds between comment lines that keep proxies from closing a quiet stream. */
  heartbeatSeconds: number;
}

export interface NotificationStreams {
  /**
   * Opens a server-sent events stream for the person: their unread count at once, then again whenever
   * their notifications change, anywhere. Refuses (429) past a limit.
   */
  open(userId: string): Promise<PassThrough>;
  /** Open streams, for the tests and the logs. */
  openCount(): number;
  /** Ends every stream and stops listening: the app is closing. */
  close(): Promise<void>;
}

interface StreamsOptions {
  database: Database;
  channel: string;
  countUnread(userId: string): Promise<number>;
  limits: NotificationStreamLimits;
  logger: FastifyBaseLogger;
}

/**
 * A stream lives as long as an access token does: the web opens the next one with a fresh token, so a
 * session that ended stops hearing within that time.
 */
const STREAM_LIFETIME_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

function unreadEvent(count: NotificationCount): string {
  return `event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify(count)}\n\n`;
}

/**
 * The process's live notification streams (decision 0051). One listener per process hears the
 * `masar_notifications` channel (a person id per announcement, from any process at its commit) and
 * fans it out to the streams open here for that person.
 */
export function createNotificationStreams(options: StreamsOptions): NotificationStreams {
  const { limits, logger } = options;
  const byPerson = new Map<string, Set<PassThrough>>();
  let open = 0;
  let closed = false;
  let listening: Promise<Unlisten> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  function everyStream(): PassThrough[] {
    return [...byPerson.values()].flatMap((streams) => [...streams]);
  }

  async function pushCount(userId: string): Promise<void> {
    const streams = byPerson.get(userId);
    if (!streams || streams.size === 0) return;
    try {
      const event = unreadEvent({ count: await options.countUnread(userId) });
      for (const stream of byPerson.get(userId) ?? []) stream.write(event);
    } catch (error) {
      // The next change or the web's poll brings the count; a closing database is no news.
      if (!closed) logger.warn({ err: error }, 'could not push an unread count');
    }
  }

  /** Listening starts with the first stream, so a process nobody streams from holds no extra connection. */
  function listen(): Promise<Unlisten> {
    listening ??= options.database
      .listen(options.channel, (userId) => void pushCount(userId), {
        // Announcements made while the connection was down were lost: every open stream gets its count again.
        onReconnected: () => {
          for (const userId of byPerson.keys()) void pushCount(userId);
        },
      })
      .catch((error: unknown) => {
        listening = null;
        throw error;
      });
    heartbeat ??= setInterval(() => {
      for (const stream of everyStream()) stream.write(': keep-alive\n\n');
    }, limits.heartbeatSeconds * 1000).unref();
    return listening;
  }

  function forget(userId: string, stream: PassThrough): void {
    const streams = byPerson.get(userId);
    if (!streams?.delete(stream)) return;
    open -= 1;
    if (streams.size === 0) byPerson.delete(userId);
  }

  return {
    async open(userId) {
      if (closed || open >= limits.perProcess) throw new AppError('RATE_LIMITED', 'notifications.tooManyStreams');
      const mine = byPerson.get(userId) ?? new Set<PassThrough>();
      if (mine.size >= limits.perPerson) throw new AppError('RATE_LIMITED', 'notifications.tooManyStreams');
      const stream = new PassThrough();
      mine.add(stream);
      byPerson.set(userId, mine);
      open += 1;
      const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS).unref();
      stream.once('close', () => {
        clearTimeout(lifetime);
        forget(userId, stream);
      });
      try {
        // Listening before the first count: a notification committed in between is announced, not lost.
        await listen();
      } catch (error) {
        stream.destroy();
        throw error;
      }
      await pushCount(userId);
      return stream;
    },
    openCount: () => open,
    async close() {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      for (const stream of everyStream()) stream.end();
      const unlisten = await listening?.catch(() => null);
      await unlisten?.();
    },
  };
}
