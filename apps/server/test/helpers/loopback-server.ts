import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers now, or after `delayMs` (a late provider); pending answers are dropped when the server closes. */
export function respondAfter(timers: Set<NodeJS.Timeout>, delayMs: number | undefined, respond: () => void): void {
  if (!delayMs) {
    respond();
    return;
  }
  const timer = setTimeout(() => {
    timers.delete(timer);
    respond();
  }, delayMs);
  timers.add(timer);
}

/** Starts a fake provider on a free loopback port: its origin, and how to stop it with its pending answers. */
export async function listenOnLoopback(server: Server, timers: Set<NodeJS.Timeout>): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
