import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** The size of a raw (non-JSON) body, such as an upload chunk. */
  bytes: number | null;
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

type Responder = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export const reply = (status: number, body?: unknown): FakeReply => ({ status, body });

/**
 * A stand-in for the server behind `fetch`: answers by "METHOD /path", records every request, and
 * answers 404 to anything it was not told about. Common data (roles) answers by default.
 */
export function installFakeApi() {
  const responders = new Map<string, Responder>();
  /** Answers for paths that start with a prefix, such as "GET /api/user/upload-file-chunk/". */
  const prefixResponders: { method: string; prefix: string; answer: Responder }[] = [];
  const requests: RecordedRequest[] = [];

  const api = {
    requests,
    on(method: string, path: string, answer: FakeReply | Responder) {
      responders.set(`${method} ${path}`, typeof answer === 'function' ? answer : () => answer);
      return api;
    },
    onPrefix(method: string, prefix: string, answer: FakeReply | Responder) {
      prefixResponders.push({ method, prefix, answer: typeof answer === 'function' ? answer : () => answer });
      return api;
    },
    requestsTo(method: string, path: string): RecordedRequest[] {
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };

  // The bell in every signed-in header: nothing unread, and no live stream (it then relies on polling).
  api.on('GET', '/api/user/notifications/count/', reply(200, { data: { count: 0 } }));
  api.on('GET', '/api/user/notifications/stream/', reply(404, { message: 'Not found', code: 'NOT_FOUND' }));
  api.on('GET', '/api/user/roles/list/', reply(200, { data: [{ id: 1, role_name: 'individual' }] }));
  api.on(
    'GET',
    '/api/user/sectors/',
    reply(200, {
      data: [
        {
          id: 'technology',
          name: { en: 'Information Technology and Telecommunications', ar: 'تقنية المعلومات والاتصالات' },
        },
        { id: 'finance', name: { en: 'Banking, Finance and Insurance', ar: 'البنوك والتمويل والتأمين' } },
      ],
    }),
  );

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input, window.location.origin);
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      query: Object.fromEntries(url.searchParams.entries()),
      bytes: init.body instanceof Blob ? init.body.size : null,
    };
    requests.push(request);
    const responder =
      responders.get(`${request.method} ${request.path}`) ??
      prefixResponders.find((entry) => entry.method === request.method && request.path.startsWith(entry.prefix))
        ?.answer;
    const { status, body } = responder
      ? await responder(request)
      : reply(404, { message: 'Not found', code: 'NOT_FOUND' });
    // A live answer (the notifications' event stream) is a stream the test writes to.
    if (body instanceof ReadableStream) {
      return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
    }
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });

  return api;
}

export type FakeApi = ReturnType<typeof installFakeApi>;
