import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { listenOnLoopback, respondAfter } from './loopback-server.ts';

/** A chat-completions request as the fake received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/**
 * What the fake answers to one request:
 * - `{ json }`: a completion whose message content is that value as JSON;
 * - `{ content }`: a completion with that content as it is (prose, a fenced block, broken JSON…);
 * - `{ status, body? }`: an HTTP error, with an OpenAI-style error body unless one is given;
 * - `{ raw }`: a 200 whose body is that text (not a completion);
 * any of them with `delayMs` to answer late.
 */
export type FakeAnswer = (
  { json: unknown } | { content: string } | { status: number; body?: unknown } | { raw: string }
) & { delayMs?: number };

export type FakeScript = (body: any, request: RecordedRequest) => FakeAnswer;

export interface FakeOpenAi {
  /** The server's origin; the API is under `${url}/v1`. */
  url: string;
  /** Every request received, in order (including refused ones). */
  requests: RecordedRequest[];
  /** Sets how the fake answers from now on. */
  script(answer: FakeScript): void;
  close(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const openAiError = (message: string, type: string, code: string | null) => ({
  error: { message, type, param: null, code },
});

/**
 * A server on loopback that speaks the OpenAI chat-completions protocol (POST /v1/chat/completions)
 * the way a provider does: it checks the bearer key and the model, and answers a chat.completion whose
 * message content each test scripts.
 */
export async function startFakeOpenAi(options: { apiKey: string; model: string }): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let script: FakeScript = () => ({ status: 503, body: openAiError('No answer scripted.', 'server_error', null) });
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: any;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      };
      requests.push(recorded);

      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        sendJson(
          response,
          404,
          openAiError(`Unknown request URL: ${request.method} ${request.url}`, 'invalid_request_error', 'unknown_url'),
        );
        return;
      }
      if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
        sendJson(response, 401, openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
        return;
      }
      if (typeof body !== 'object' || body === null || !Array.isArray(body.messages)) {
        sendJson(response, 400, openAiError("'messages' is a required property", 'invalid_request_error', null));
        return;
      }
      if (body.model !== options.model) {
        sendJson(
          response,
          404,
          openAiError(`The model '${String(body.model)}' does not exist`, 'invalid_request_error', 'model_not_found'),
        );
        return;
      }

      const answer = script(body, recorded);
      const respond = () => {
        if (response.destroyed) return;
        if ('status' in answer) {
          sendJson(
            response,
            answer.status,
            answer.body ?? openAiError('The server had an error while processing your request.', 'server_error', null),
          );
          return;
        }
        if ('raw' in answer) {
          response.writeHead(200, { 'content-type': 'application/json' }).end(answer.raw);
          return;
        }
        const content = 'json' in answer ? JSON.stringify(answer.json) : answer.content;
        counter += 1;
        sendJson(response, 200, {
          id: `chatcmpl-fake-${counter}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: options.model,
          choices: [
            { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
          ],
          usage: {
            prompt_tokens: Math.ceil(text.length / 4),
            completion_tokens: Math.ceil(content.length / 4),
            total_tokens: Math.ceil((text.length + content.length) / 4),
          },
        });
      };
      respondAfter(timers, answer.delayMs, respond);
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
