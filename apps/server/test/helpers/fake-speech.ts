import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback, respondAfter } from './loopback-server.ts';

/** A request as the fake received it, its multipart form or JSON body already read. */
export interface SpeechRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** Multipart fields of a transcription (the file as its name, type and bytes), or a speech request's JSON. */
  fields: Record<string, string | string[]>;
  file: { name: string; type: string; bytes: Buffer } | null;
  json: any;
}

/** What the fake answers: a status with a JSON body or raw bytes and a content type, late if asked. */
export interface SpeechAnswer {
  status?: number;
  json?: unknown;
  bytes?: Buffer;
  contentType?: string;
  delayMs?: number;
}

export interface FakeSpeech {
  url: string;
  requests: SpeechRequest[];
  script(answer: (request: SpeechRequest) => SpeechAnswer): void;
  close(): Promise<void>;
}

/**
 * A loopback server speaking OpenAI's speech protocol: multipart `POST /v1/audio/transcriptions` and JSON
 * `POST /v1/audio/speech`, behind a bearer key. It reads the multipart the way a provider must, so a test
 * sees the fields the adapter really sent.
 */
export async function startFakeSpeech(apiKey: string): Promise<FakeSpeech> {
  const requests: SpeechRequest[] = [];
  let script: (request: SpeechRequest) => SpeechAnswer = () => ({ status: 503, json: { error: { message: 'No answer scripted.' } } });
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const type = request.headers['content-type'] ?? '';
        const received: SpeechRequest = { path: request.url ?? '', headers: request.headers, fields: {}, file: null, json: null };
        if (type.startsWith('multipart/form-data')) {
          const form = await new Response(body, { headers: { 'content-type': type } }).formData();
          // Through forEach: the browser journeys type-check this helper with the DOM library, whose FormData has no entries().
          const entries: Array<[string, Parameters<Parameters<FormData['forEach']>[0]>[0]]> = [];
          form.forEach((value, name) => entries.push([name, value]));
          for (const [name, value] of entries) {
            if (typeof value === 'string') {
              const before = received.fields[name];
              received.fields[name] = before === undefined ? value : [...[before].flat(), value];
            } else received.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
          }
        } else if (body.length > 0) received.json = JSON.parse(body.toString('utf8'));
        requests.push(received);
        let answer: SpeechAnswer;
        if (request.headers.authorization !== `Bearer ${apiKey}`) answer = { status: 401, json: { error: { message: 'Incorrect API key provided.' } } };
        else if (request.method !== 'POST' || !['/v1/audio/transcriptions', '/v1/audio/speech'].includes(received.path)) answer = { status: 404, json: {} };
        else answer = script(received);
        const send = () => {
          if (answer.bytes) response.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'audio/mpeg' }).end(answer.bytes);
          else response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json ?? {}));
        };
        respondAfter(timers, answer.delayMs, send);
      })();
    });
  });
  const { url, close } = await listenOnLoopback(server, timers);
  return {
    url,
    requests,
    script(answer) {
      script = answer;
    },
    close,
  };
}

/** An OpenAI `verbose_json` transcription with word timestamps, for the words given as [word, start, end]. */
export function verboseTranscription(words: Array<[string, number, number]>, language = 'english') {
  const text = words.map(([word]) => word).join(' ');
  const end = words.at(-1)?.[2] ?? 0;
  return {
    task: 'transcribe',
    language,
    duration: end + 0.5,
    text,
    words: words.map(([word, start, stop]) => ({ word, start, end: stop })),
    segments: [{ id: 0, start: 0, end, text }],
  };
}
