/**
 * The spec's digital-human streaming contract (decision 0085): `POST {base}/streaming.new`, `streaming.start`,
 * `streaming.task`, `streaming.ice` and `streaming.stop`, JSON both ways, each with the `x-api-key` header.
 * Answers come in the provider's envelope `{ code, data, message }` (a bare body is read too).
 */
import { z } from 'zod';
import type { AvatarIceServer } from '@masar/shared/avatar';
import type { StreamingAvatarSettings } from '../../config.ts';
import { AvatarProviderError, type AvatarProvider } from './avatar-provider.ts';

/** A session's answer is an SDP of a few kilobytes and a handful of ICE servers; a megabyte is far past it. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** 408, 409, 429 and 5xx may pass; another refusal (a wrong key, an unknown session) will be refused again. */
const retryableStatus = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

const newSessionAnswerSchema = z.object({
  session_id: z.string().min(1),
  sdp: z.object({ type: z.literal('offer'), sdp: z.string().min(1) }),
  /** ICE servers with their credentials (what RTCPeerConnection takes); preferred when given. */
  ice_servers2: z.array(iceServerSchema).optional(),
  /** ICE server URLs alone: the older field. */
  ice_servers: z.array(z.string()).optional(),
});

const taskAnswerSchema = z.object({ duration_ms: z.number().nonnegative().optional() }).loose();

export function createStreamingAvatarProvider(settings: StreamingAvatarSettings, options: { fetch?: typeof fetch } = {}): AvatarProvider {
  const doFetch = options.fetch ?? fetch;

  async function post(call: 'new' | 'start' | 'task' | 'ice' | 'stop', body: object): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${settings.apiUrl}/streaming.${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': settings.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw transportError(call, error, settings.timeoutMs);
    }
    let text: string;
    try {
      text = await readCapped(response);
    } catch (error) {
      if (error instanceof AvatarProviderError) throw error;
      throw transportError(call, error, settings.timeoutMs);
    }
    if (!response.ok) {
      throw new AvatarProviderError(`http_${response.status}`, retryableStatus(response.status), `The avatar provider answered streaming.${call} with HTTP ${response.status}.`);
    }
    if (text === '') return {};
    try {
      const parsed = JSON.parse(text) as unknown;
      return typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed.data : parsed;
    } catch {
      throw new AvatarProviderError('bad_answer', false, `The avatar provider's answer to streaming.${call} is not JSON.`);
    }
  }

  return {
    async newSession({ language }) {
      const voiceId = (language === 'ar' ? settings.arabicVoiceId : undefined) ?? settings.voiceId;
      const answer = newSessionAnswerSchema.safeParse(
        await post('new', { quality: settings.quality, avatar_name: settings.avatarId, ...(voiceId ? { voice: { voice_id: voiceId } } : {}) }),
      );
      if (!answer.success) throw new AvatarProviderError('bad_answer', false, 'The avatar provider’s new session has no session id or SDP offer.');
      const { session_id, sdp, ice_servers2, ice_servers } = answer.data;
      const iceServers: AvatarIceServer[] = ice_servers2 ?? (ice_servers ?? []).map((urls) => ({ urls }));
      return { sessionId: session_id, offer: sdp, iceServers };
    },
    async start(sessionId, answer) {
      await post('start', { session_id: sessionId, sdp: answer });
    },
    async speak(sessionId, text) {
      // `repeat`: the avatar says the text as written, where `talk` would have the provider's model answer it.
      const answer = taskAnswerSchema.safeParse(await post('task', { session_id: sessionId, text, task_type: 'repeat' }));
      return { durationMs: answer.success ? (answer.data.duration_ms ?? null) : null };
    },
    async addIceCandidate(sessionId, candidate) {
      await post('ice', { session_id: sessionId, candidate });
    },
    async stop(sessionId) {
      await post('stop', { session_id: sessionId });
    },
  };
}

function transportError(call: string, error: unknown, timeoutMs: number): AvatarProviderError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new AvatarProviderError('timeout', true, `The avatar provider did not answer streaming.${call} within ${timeoutMs} ms.`);
  }
  // The cause's message (a refused connection, a reset) names the address at most, never the headers.
  return new AvatarProviderError('network', true, `The avatar provider could not be reached for streaming.${call}: ${(error as Error).message}`);
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const parts: Buffer[] = [];
  let total = 0;
  // Node's web stream is async-iterable; the DOM typings the server also sees do not say so.
  for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) {
    total += part.length;
    if (total > MAX_ANSWER_BYTES) {
      await response.body.cancel().catch(() => undefined);
      throw new AvatarProviderError('bad_answer', false, `The avatar provider's answer is over ${MAX_ANSWER_BYTES} bytes.`);
    }
    parts.push(Buffer.from(part));
  }
  return Buffer.concat(parts).toString('utf8');
}
