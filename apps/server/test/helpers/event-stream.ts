import http from 'node:http';

/** Reads a server-sent events answer as the web does (fetch and a reader): its events, one at a time. */
export interface EventStreamReader {
  status: number;
  /** The next event (`event:` name and parsed `data:`), skipping comments; fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<{ event: string; data: unknown }>;
  /** The next comment line (`: …`), skipping events. */
  nextComment(timeoutMs?: number): Promise<string>;
  /** Resolves when the server ends the stream. */
  ended(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

type Block = { kind: 'event'; event: string; data: unknown } | { kind: 'comment'; text: string } | { kind: 'end' };

/**
 * Opens the stream with node:http, one connection of its own that close() destroys: fetch's shared pool
 * keeps or opens sockets behind the test's back, which would hold the server's close open.
 */
export async function openEventStream(url: string, token?: string): Promise<EventStreamReader> {
  const blocks: Block[] = [];
  const waiters: Array<() => void> = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  const request = http.get(url, { headers: token ? { token } : {}, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve).once('error', reject);
  });
  request.on('error', () => undefined);
  const status = response.statusCode ?? 0;

  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    if (status !== 200) return;
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith(':')) {
        blocks.push({ kind: 'comment', text: block.slice(1).trim() });
      } else {
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim();
        blocks.push({ kind: 'event', event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') });
      }
    }
    wake();
  });
  response.once('close', () => {
    blocks.push({ kind: 'end' });
    wake();
  });

  async function take<T extends Block['kind']>(
    kinds: readonly Block['kind'][],
    timeoutMs: number,
    what: string,
  ): Promise<Extract<Block, { kind: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = blocks.findIndex((block) => kinds.includes(block.kind));
      if (index >= 0) {
        const [block] = blocks.splice(index, 1);
        return block as Extract<Block, { kind: T }>;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    status,
    async next(timeoutMs = 10_000) {
      const block = await take<'event' | 'end'>(['event', 'end'], timeoutMs, 'event');
      if (block.kind === 'end') throw new Error('the stream ended');
      return { event: block.event, data: block.data };
    },
    async nextComment(timeoutMs = 10_000) {
      const block = await take<'comment' | 'end'>(['comment', 'end'], timeoutMs, 'comment');
      if (block.kind === 'end') throw new Error('the stream ended');
      return block.text;
    },
    async ended(timeoutMs = 10_000) {
      await take(['end'], timeoutMs, 'end of stream');
    },
    async close() {
      request.destroy();
    },
  };
}
