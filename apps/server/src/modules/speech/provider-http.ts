/**
 * The one POST both speech providers make (OpenAI-compatible `audio/transcriptions` and `audio/speech`),
 * with a time-out and the failures sorted into those worth a retry and those that are not.
 */

export type SpeechErrorReason = `http_${number}` | 'timeout' | 'network' | 'bad_answer' | 'too_large';

/** Why a provider gave nothing usable. Messages name the failure, never the audio or text sent. */
export class SpeechError extends Error {
  override name = 'SpeechError';
  constructor(
    readonly reason: SpeechErrorReason,
    /** Worth trying again later: a time-out, a dropped connection, a busy or failing provider. */
    readonly retryable: boolean,
    message: string,
  ) {
    super(message);
  }
}

/** 408, 409 (a conflict on the provider's side), 429 and 5xx pass; other refusals will be refused again. */
const retryableStatus = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

export interface ProviderRequest {
  url: string;
  apiKey: string | undefined;
  body: FormData | string;
  timeoutMs: number;
  fetch: typeof fetch;
  /** The answer's bytes past this are not read: a provider may not fill the server's memory. */
  maxAnswerBytes: number;
}

export async function postToProvider(request: ProviderRequest): Promise<{ bytes: Buffer; contentType: string }> {
  const headers: Record<string, string> = {};
  if (typeof request.body === 'string') headers['content-type'] = 'application/json';
  if (request.apiKey) headers.authorization = `Bearer ${request.apiKey}`;
  try {
    const response = await request.fetch(request.url, {
      method: 'POST',
      headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const bytes = await readCapped(response, request.maxAnswerBytes);
    if (!response.ok) {
      throw new SpeechError(`http_${response.status}`, retryableStatus(response.status), `The speech provider answered HTTP ${response.status}.`);
    }
    return { bytes, contentType: response.headers.get('content-type') ?? '' };
  } catch (error) {
    if (error instanceof SpeechError) throw error;
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new SpeechError('timeout', true, `The speech provider did not answer within ${request.timeoutMs} ms.`);
    }
    throw new SpeechError('network', true, `The speech provider could not be reached: ${(error as Error).message}`);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let total = 0;
  if (!response.body) return Buffer.alloc(0);
  // Node's web stream is async-iterable; the DOM typings the server also sees do not say so.
  for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) {
    total += part.length;
    if (total > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new SpeechError('too_large', false, `The speech provider's answer is over ${maxBytes} bytes.`);
    }
    parts.push(Buffer.from(part));
  }
  return Buffer.concat(parts);
}
