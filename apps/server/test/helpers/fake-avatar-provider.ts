import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback, respondAfter } from './loopback-server.ts';

export type StreamingCall = 'new' | 'start' | 'task' | 'ice' | 'stop';

export interface AvatarProviderRequest {
  call: StreamingCall | null;
  path: string;
  headers: IncomingHttpHeaders;
  json: any;
}

export interface FakeSession {
  id: string;
  avatar: string;
  voice: string | null;
  quality: string;
  state: 'new' | 'started' | 'stopped';
  answer: string | null;
  candidates: unknown[];
  spoken: string[];
}

/** A failure the fake plays for a call (or every call): a status, or a late answer (a hang past the client's time-out). */
export interface ScriptedFailure {
  status?: number;
  delayMs?: number;
}

export interface FakeAvatarProvider {
  url: string;
  requests: AvatarProviderRequest[];
  sessions: Map<string, FakeSession>;
  fail(call: StreamingCall | 'every', failure: ScriptedFailure): void;
  recover(): void;
  /** The key it now expects: the portal's key is then a wrong one. */
  setKey(key: string): void;
  close(): Promise<void>;
}

/**
 * A real WebRTC peer behind the fake (a browser journey's provider page): its offer, and what it does with
 * the browser's answer and candidates. Without one, the fake offers a recognisable SDP that connects nowhere.
 */
export interface ProviderPeer {
  offer(sessionId: string): Promise<string>;
  answer(sessionId: string, sdp: string): Promise<void>;
  candidate(sessionId: string, candidate: unknown): Promise<void>;
}

/** What the fake's sessions offer: a recognisable SDP, so a test can tell it reached the browser untouched. */
export const fakeOffer = (sessionId: string) => `v=0\r\no=- ${sessionId} 2 IN IP4 127.0.0.1\r\ns=fake-avatar\r\n`;
export const FAKE_ICE_SERVERS = [{ urls: ['stun:stun.fake-avatar.test:3478'] }, { urls: 'turn:turn.fake-avatar.test:3478', username: 'u', credential: 'p' }];

/**
 * A loopback server speaking the spec's digital-human streaming contract: `POST /v1/streaming.new`, `.start`,
 * `.task`, `.ice`, `.stop`, JSON in the provider's `{ code, data, message }` envelope, behind an `x-api-key`
 * header. It keeps its sessions (new → started → stopped) and refuses a call out of order, so a test sees
 * what the adapter really sent. A test can make a call fail with a status or hang.
 */
export async function startFakeAvatarProvider(initialKey: string, options: { peer?: ProviderPeer } = {}): Promise<FakeAvatarProvider> {
  let apiKey = initialKey;
  const requests: AvatarProviderRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const failures = new Map<StreamingCall | 'every', ScriptedFailure>();
  const timers = new Set<NodeJS.Timeout>();

  async function answer(call: StreamingCall, body: any): Promise<{ status: number; json: unknown }> {
    const ok = (data: unknown) => ({ status: 200, json: { code: 100, data, message: 'success' } });
    const refuse = (status: number, message: string) => ({ status, json: { code: 400_000 + status, message } });
    if (call === 'new') {
      if (typeof body?.avatar_name !== 'string' || body.avatar_name === '') return refuse(400, 'avatar_name is required');
      const id = randomUUID();
      sessions.set(id, { id, avatar: body.avatar_name, voice: body.voice?.voice_id ?? null, quality: body.quality, state: 'new', answer: null, candidates: [], spoken: [] });
      const sdp = options.peer ? await options.peer.offer(id) : fakeOffer(id);
      return ok({ session_id: id, sdp: { type: 'offer', sdp }, ice_servers: ['stun:stun.fake-avatar.test:3478'], ice_servers2: FAKE_ICE_SERVERS });
    }
    const session = typeof body?.session_id === 'string' ? sessions.get(body.session_id) : undefined;
    if (!session) return refuse(400, 'Session not found');
    if (call === 'stop') {
      session.state = 'stopped';
      return ok(null);
    }
    if (session.state === 'stopped') return refuse(400, 'Session is closed');
    if (call === 'start') {
      if (body.sdp?.type !== 'answer' || typeof body.sdp.sdp !== 'string') return refuse(400, 'sdp answer is required');
      await options.peer?.answer(session.id, body.sdp.sdp);
      session.state = 'started';
      session.answer = body.sdp.sdp;
      return ok(null);
    }
    if (call === 'ice') {
      if (typeof body.candidate?.candidate !== 'string') return refuse(400, 'candidate is required');
      await options.peer?.candidate(session.id, body.candidate);
      session.candidates.push(body.candidate);
      return ok(null);
    }
    if (session.state !== 'started') return refuse(400, 'Session is not started');
    if (body.task_type !== 'repeat' || typeof body.text !== 'string') return refuse(400, 'text and task_type are required');
    session.spoken.push(body.text);
    // About 60 ms a character, as a voice reads.
    return ok({ task_id: randomUUID(), duration_ms: body.text.length * 60 });
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void reply());
    async function reply() {
      const path = request.url ?? '';
      const call = (/^\/v1\/streaming\.(new|start|task|ice|stop)$/.exec(path)?.[1] ?? null) as StreamingCall | null;
      let json: any;
      try {
        json = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
      } catch {
        json = null;
      }
      requests.push({ call, path, headers: request.headers, json });
      let result: { status: number; json: unknown };
      let delayMs: number | undefined;
      const failure = call ? (failures.get(call) ?? failures.get('every')) : undefined;
      if (request.headers['x-api-key'] !== apiKey) result = { status: 401, json: { code: 400112, message: 'Unauthorized' } };
      else if (request.method !== 'POST' || !call) result = { status: 404, json: { message: 'Not found' } };
      else if (request.headers['content-type'] !== 'application/json') result = { status: 415, json: { message: 'JSON only' } };
      else if (failure) {
        result = { status: failure.status ?? 200, json: { code: 500, message: 'Scripted failure' } };
        delayMs = failure.delayMs;
      } else result = await answer(call, json);
      respondAfter(timers, delayMs, () => response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.json)));
    }
  });
  const { url, close } = await listenOnLoopback(server, timers);
  return {
    url,
    requests,
    sessions,
    fail(call, failure) {
      failures.set(call, failure);
    },
    recover() {
      failures.clear();
    },
    setKey(key) {
      apiKey = key;
    },
    close,
  };
}
