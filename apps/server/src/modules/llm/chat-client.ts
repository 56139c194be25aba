/**
 * A client for any OpenAI-compatible chat-completions endpoint (OpenAI, Azure-style gateways, vLLM,
 * Ollama, llama.cpp server…), asking for JSON that fits a schema. Node's fetch, no SDK: the protocol is
 * one POST, and the answer is checked here rather than trusted.
 */
import type { LlmSettings } from '../../config.ts';

export type LlmErrorReason = `http_${number}` | 'timeout' | 'network' | 'bad_json' | 'schema';

/** Why the model gave nothing usable. Messages name the failure, never the text sent or received. */
export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    readonly reason: LlmErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface JsonCompletionOptions<T> {
  /** The schema's name in `response_format` (letters, digits, '_' and '-'). */
  schemaName: string;
  /** A JSON Schema for the answer (see `strictJsonSchema`). */
  jsonSchema: Record<string, unknown>;
  /** False when the schema cannot meet the provider's strict mode; the answer is still checked by `parse`. */
  strict?: boolean;
  /** Checks the parsed answer and gives it its type; throws when it does not fit. */
  parse: (value: unknown) => T;
}

export interface ChatClient {
  readonly model: string;
  completeJson<T>(messages: ChatMessage[], options: JsonCompletionOptions<T>): Promise<T>;
}

export interface ChatClientOptions {
  /** Per request, including reading the answer; 60 s by default (a resume takes a model 5–30 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** `choices[0].message.content` of a chat completion, if it has one. */
function messageContent(body: unknown): unknown {
  const choices = (body as { choices?: unknown } | null)?.choices;
  const first = Array.isArray(choices) ? (choices[0] as { message?: { content?: unknown } } | undefined) : undefined;
  return first?.message?.content;
}

/** Models asked for JSON sometimes wrap it in a Markdown fence anyway. */
function unfence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*\n?([\s\S]*?)\n?\s*```\s*$/i.exec(content);
  return fenced ? (fenced[1] as string) : content;
}

export function createChatClient(settings: LlmSettings, options: ChatClientOptions = {}): ChatClient {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const fetchImpl = options.fetch ?? fetch;

  return {
    model: settings.model,
    async completeJson<T>(messages: ChatMessage[], completion: JsonCompletionOptions<T>): Promise<T> {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
      const body = {
        model: settings.model,
        messages,
        temperature: 0,
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: completion.schemaName,
            strict: completion.strict ?? true,
            schema: completion.jsonSchema,
          },
        },
      };

      let text: string;
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        // The body is read (and dropped) even on failure, so the connection can be reused.
        text = await response.text();
        if (!response.ok)
          throw new LlmError(`http_${response.status}`, `The model endpoint answered HTTP ${response.status}.`);
      } catch (error) {
        if (error instanceof LlmError) throw error;
        const name = (error as { name?: string } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new LlmError('timeout', `The model did not answer within ${timeoutMs} ms.`);
        throw new LlmError('network', `The model endpoint could not be reached: ${(error as Error).message}`);
      }

      let content: unknown;
      try {
        content = messageContent(JSON.parse(text));
      } catch {
        throw new LlmError('bad_json', 'The model endpoint did not answer a chat completion.');
      }
      if (typeof content !== 'string')
        throw new LlmError('bad_json', 'The chat completion has no message content (a refusal or an empty answer).');

      let value: unknown;
      try {
        value = JSON.parse(unfence(content));
      } catch {
        throw new LlmError('bad_json', 'The model did not answer JSON.');
      }
      try {
        return completion.parse(value);
      } catch (error) {
        throw new LlmError(
          'schema',
          `The model's answer does not fit the ${completion.schemaName} schema: ${(error as Error).message}`,
        );
      }
    },
  };
}
