import pg from 'pg';

/** Called with each NOTIFY's payload on the channel listened to. */
export type PayloadHandler = (payload: string) => void;

export interface ListenOptions {
  /**
   * The connection dropped and is back: anything announced meanwhile was missed, so a listener that keeps
   * state (open streams' counts) should refresh it. Only a server database reconnects.
   */
  onReconnected?: () => void;
  /** The connection dropped: nothing is heard until onReconnected (a cache kept fresh by NOTIFY must stop trusting itself). */
  onDropped?: () => void;
}

/** Stops listening; the dedicated connection (server database) is closed. */
export type Unlisten = () => Promise<void>;

/** The longest wait between two attempts to reconnect a dropped listening connection. */
const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * LISTEN on a PostgreSQL server: a connection of its own, outside the pool (a pooled connection is shared
 * and returned, and would stop hearing the channel), opened again with growing pauses whenever the server
 * drops it (a restart, a failover, an idle-connection killer), until unlisten is called.
 */
export async function listenOnServer(
  connectionString: string,
  channel: string,
  onPayload: PayloadHandler,
  options: ListenOptions = {},
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: 'masar-listener' });
    // A dropped connection emits 'error' (then 'end'); either starts a reconnection, once.
    let dropped = false;
    const onDrop = () => {
      if (dropped) return;
      dropped = true;
      client = null;
      if (!stopped) options.onDropped?.();
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', onDrop);
    next.on('end', onDrop);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // The caller decides what a failed attempt means (retry, or fail the start); this client is done.
      dropped = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  }

  function scheduleReconnect(): void {
    if (stopped || retryTimer) return;
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 250 * 2 ** failures);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          failures = 0;
          if (!stopped) options.onReconnected?.();
        },
        () => {
          failures += 1;
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
