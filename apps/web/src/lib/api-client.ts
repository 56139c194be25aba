import type { ErrorResponse } from '@masar/shared/api';
import type { MessageKey } from '@masar/shared/messages';
import { currentLocale, translateMessageKey } from './i18n';
import { readAccessToken, readRefreshToken, storeTokens } from './storage';

/** The part of a zod schema the client needs, so the web does not depend on zod itself. */
export interface ResponseSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/**
 * A schema, or a function that loads one. The shared schemas import zod (some 19 KiB gzipped), so a call the
 * login page makes only after the person acts (signing in, the user read after it) loads its schema beside the
 * request instead of in the page's first load (issue #17, decision 0124). Make one with `lazySchema`.
 */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

/** A schema loaded on the first call that needs it, then kept; a load that failed is tried again next time. */
export function lazySchema<T>(load: () => Promise<ResponseSchema<T>>): () => Promise<ResponseSchema<T>> {
  let loading: Promise<ResponseSchema<T>> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

// The client's own schemas, loaded with the first refresh or error answer: the login page's first load has neither.
const errorResponseSchema = lazySchema(async () => (await import('@masar/shared/api')).errorResponseSchema);
const refreshTokenResponseSchema = lazySchema(async () => (await import('@masar/shared/auth')).refreshTokenResponseSchema);

export type FieldError = NonNullable<ErrorResponse['errors']>[number];

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

/** Status 0: the request never got an answer. */
export const NETWORK_ERROR_STATUS = 0;

export interface ApiClientDependencies {
  fetch: typeof fetch;
  getLocale: () => string;
  getDomain: () => string;
  translate: (key: Extract<MessageKey, 'common.firewall' | 'common.internalError'>) => string;
  /** The refresh token is missing or refused: the session is over. */
  onSessionEnded: () => void;
}

export const API_ROOT = '/api/';
const REFRESH_PATH = 'user/auth/refresh-token/';
/** A 401 from these means wrong credentials, not an expired access token. */
const PATHS_WITHOUT_REFRESH: readonly string[] = ['user/auth/login-user/', 'user/auth/social/exchange/', REFRESH_PATH];

/** The refresh call's answers that refuse the token (REFRESH_INVALID, a malformed token): the session is over. */
const REFRESH_REFUSED_STATUSES: readonly number[] = [400, 401, 403];

/** How a refresh ended; only `refused` ends the session. */
type RefreshOutcome = { kind: 'refreshed' } | { kind: 'refused' } | { kind: 'failed'; error: ApiError };

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A JSON body, or raw bytes (an upload chunk). */
type Payload = { json: unknown } | { bytes: Blob } | undefined;

function encode(payload: Payload): { contentType: string | null; body: BodyInit | undefined } {
  if (payload === undefined) return { contentType: null, body: undefined };
  if ('bytes' in payload) return { contentType: 'application/octet-stream', body: payload.bytes };
  return { contentType: 'application/json', body: JSON.stringify(payload.json) };
}

export function createApiClient(deps: ApiClientDependencies) {
  let refreshInFlight: Promise<RefreshOutcome> | null = null;

  const networkError = () => new ApiError(NETWORK_ERROR_STATUS, 'NETWORK', deps.translate('common.firewall'));
  const internalError = (status: number) => new ApiError(status, 'INTERNAL', deps.translate('common.internalError'));

  async function send(method: Method, path: string, payload: Payload, token: string | null, signal?: AbortSignal) {
    const headers: Record<string, string> = {
      domain: deps.getDomain(),
      lang: deps.getLocale(),
      accept: 'application/json',
    };
    if (token !== null) headers.token = token;
    const { contentType, body } = encode(payload);
    if (contentType !== null) headers['content-type'] = contentType;
    try {
      return await deps.fetch(API_ROOT + path, { method, headers, body, signal });
    } catch (error) {
      // A request the app cancelled is not a network failure to report.
      if (signal?.aborted === true) throw error;
      throw networkError();
    }
  }

  /**
   * Exchanges the refresh token. Only the server's refusal ends the session: a refresh that got no answer
   * (the page navigated away, the network dropped) or failed on the server's side leaves the tokens as they
   * are, so the next call can try again (decision 0092).
   */
  async function refreshTokens(): Promise<RefreshOutcome> {
    const refreshToken = readRefreshToken();
    if (refreshToken === null) return { kind: 'refused' };
    const schema = settle(refreshTokenResponseSchema());
    // No signal: one caller giving up must not cancel the refresh the others wait for.
    const response = await send('POST', REFRESH_PATH, { json: { refresh_token: refreshToken } }, null).catch(
      (error: unknown) => (error instanceof ApiError ? error : networkError()),
    );
    if (response instanceof ApiError) return { kind: 'failed', error: response };
    if (REFRESH_REFUSED_STATUSES.includes(response.status)) return { kind: 'refused' };
    if (!response.ok) return { kind: 'failed', error: await toApiError(response) };
    const loaded = await schema;
    if (loaded === null) return { kind: 'failed', error: networkError() };
    const parsed = loaded.safeParse(await readJson(response));
    if (!parsed.success) return { kind: 'failed', error: internalError(response.status) };
    storeTokens(parsed.data.data, parsed.data.refresh_token);
    return { kind: 'refreshed' };
  }

  /** Concurrent 401s share one refresh: the refresh token rotates, so a second use would fail. */
  function refreshOnce(): Promise<RefreshOutcome> {
    refreshInFlight ??= refreshTokens().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function toApiError(response: Response): Promise<ApiError> {
    const [schema, body] = await Promise.all([settle(errorResponseSchema()), readJson(response)]);
    // The schema's file did not arrive: the connection dropped after the answer.
    if (schema === null) return networkError();
    const parsed = schema.safeParse(body);
    if (!parsed.success) return internalError(response.status);
    const { code, message, errors } = parsed.data;
    return new ApiError(response.status, code, message, errors);
  }

  /** Sends, refreshing an expired access token once; a failed answer becomes an ApiError. */
  async function exchange(method: Method, path: string, payload: Payload, signal?: AbortSignal): Promise<Response> {
    const tokenSent = readAccessToken();
    let response = await send(method, path, payload, tokenSent, signal);
    if (response.status === 401 && !PATHS_WITHOUT_REFRESH.includes(path)) {
      // Another request may have refreshed the token while this one was on its way.
      const tokenChanged = readAccessToken() !== tokenSent;
      const refresh = tokenChanged ? null : await refreshOnce();
      if (refresh === null || refresh.kind === 'refreshed') {
        response = await send(method, path, payload, readAccessToken(), signal);
      } else if (refresh.kind === 'refused') {
        deps.onSessionEnded();
      } else {
        throw refresh.error;
      }
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  async function request<T>(
    method: Method,
    path: string,
    schema: SchemaSource<T>,
    payload?: Payload,
    signal?: AbortSignal,
  ): Promise<T> {
    // A schema to load is fetched beside the request, so it adds no round trip.
    const loading = typeof schema === 'function' ? settle(schema()) : Promise.resolve(schema);
    const response = await exchange(method, path, payload, signal);
    const [loaded, body] = await Promise.all([loading, readJson(response)]);
    if (loaded === null) throw networkError();
    const parsed = loaded.safeParse(body);
    if (!parsed.success) throw internalError(response.status);
    return parsed.data;
  }

  return {
    get: <T>(path: string, schema: SchemaSource<T>) => request('GET', path, schema),
    post: <T>(path: string, body: unknown, schema: SchemaSource<T>) => request('POST', path, schema, { json: body }),
    patch: <T>(path: string, body: unknown, schema: SchemaSource<T>) =>
      request('PATCH', path, schema, { json: body }),
    put: <T>(path: string, body: unknown, schema: SchemaSource<T>) => request('PUT', path, schema, { json: body }),
    /** DELETE, with a JSON body when the call needs one (a password to confirm). */
    delete: <T>(path: string, schema: SchemaSource<T>, body?: unknown) =>
      request('DELETE', path, schema, body === undefined ? undefined : { json: body }),
    /** POSTs raw bytes (application/octet-stream), such as one chunk of an upload. */
    postBytes: <T>(path: string, bytes: Blob, schema: SchemaSource<T>, signal?: AbortSignal) =>
      request('POST', path, schema, { bytes }, signal),
    /**
     * GETs a live answer (server-sent events) to read as it comes: EventSource cannot send the token
     * header, so the stream is fetched like any call, refresh included (decision 0051).
     */
    openStream: (path: string, signal: AbortSignal): Promise<Response> => exchange('GET', path, undefined, signal),
    /** GETs an answer whose status tells something (202 while a file is being made), to read as the caller needs. */
    getResponse: (path: string): Promise<Response> => exchange('GET', path, undefined),
    /** GETs a file: files are served only with the token header, so a plain link cannot fetch them. */
    getBlob: async (path: string, signal?: AbortSignal): Promise<Blob> => (await exchange('GET', path, undefined, signal)).blob(),
    /** GETs a file with the name the server gives it (Content-Disposition), if it gives one. */
    getFile: async (path: string): Promise<{ blob: Blob; fileName: string | null }> => {
      const response = await exchange('GET', path, undefined);
      return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** `attachment; filename="a.zip"` or `filename*=UTF-8''a%20b.zip` → the file name. */
export function fileNameOf(disposition: string | null): string | null {
  if (disposition === null) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim();
  return plain === undefined || plain === '' ? null : plain;
}

/** A schema being loaded, or null when its file could not be fetched (never a rejection left unhandled). */
function settle<T>(loading: Promise<ResponseSchema<T>>): Promise<ResponseSchema<T> | null> {
  return loading.catch(() => null);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

let sessionEndedHandler: () => void = () => undefined;

/** The app decides what ending a session means (clear the stores, go to login); the client only reports it. */
export function setSessionEndedHandler(handler: () => void): void {
  sessionEndedHandler = handler;
}

export const apiClient: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getLocale: currentLocale,
  getDomain: () => window.location.origin,
  translate: (key) => translateMessageKey(key),
  onSessionEnded: () => {
    sessionEndedHandler();
  },
});
