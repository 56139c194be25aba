import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { messageEnvelopeSchema } from '@masar/shared/api';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import { translateMessageKey } from './i18n';

interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = Response | Error | DOMException;

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());

/** A fetch that answers from a script, in order, and keeps what it was sent. */
function scriptedFetch(...answers: Answer[]) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: urlOf(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift();
    if (answer === undefined) return Promise.reject(new Error('the script has no more answers'));
    if (answer instanceof Response) return Promise.resolve(answer);
    return Promise.reject(answer);
  });
  return { fetch, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (message = 'ok') => json(200, { message });
const unauthorized = () => json(401, { message: 'Please log in to continue', code: 'UNAUTHORIZED' });

function clientWith(fetch: typeof globalThis.fetch) {
  const onSessionEnded = vi.fn();
  const client = createApiClient({
    fetch,
    getLocale: () => 'ar',
    getDomain: () => 'https://masar.example',
    translate: (key) => translateMessageKey(key),
    onSessionEnded,
  });
  return { client, onSessionEnded };
}

function storeSession(token = 'access-1', refreshToken = 'refresh-1') {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, refreshToken);
}

describe('api client', () => {
  it('sends the token, domain and lang headers and a JSON body', async () => {
    storeSession();
    const { fetch, sent } = scriptedFetch(ok());
    const { client } = clientWith(fetch);

    await client.post('user/book-demo/', { company_name: 'Acme' }, messageEnvelopeSchema);

    expect(sent).toEqual([
      {
        url: '/api/user/book-demo/',
        method: 'POST',
        headers: expect.objectContaining({
          token: 'access-1',
          domain: 'https://masar.example',
          lang: 'ar',
          'content-type': 'application/json',
        }) as unknown,
        body: { company_name: 'Acme' },
      },
    ]);
  });

  it('sends no token header without a session', async () => {
    const { fetch, sent } = scriptedFetch(ok());
    const { client } = clientWith(fetch);
    await client.get('user/auth/config/', messageEnvelopeSchema);
    expect(sent[0]?.headers).not.toHaveProperty('token');
  });

  it('on a 401 refreshes once, stores the rotated tokens and retries with the new token', async () => {
    storeSession();
    const { fetch, sent } = scriptedFetch(
      unauthorized(),
      json(200, { data: 'access-2', refresh_token: 'refresh-2' }),
      ok('done'),
    );
    const { client, onSessionEnded } = clientWith(fetch);

    await expect(client.get('user/', messageEnvelopeSchema)).resolves.toEqual({ message: 'done' });

    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/user/',
      'POST /api/user/auth/refresh-token/',
      'GET /api/user/',
    ]);
    expect(sent[1]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(sent[2]?.headers.token).toBe('access-2');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('access-2');
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-2');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    storeSession();
    let releaseRefresh: (response: Response) => void = () => undefined;
    const refreshAnswer = new Promise<Response>((resolve) => {
      releaseRefresh = resolve;
    });
    const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = urlOf(input);
      if (url.endsWith('/refresh-token/')) return refreshAnswer;
      const token = new Headers(init.headers).get('token');
      return Promise.resolve(token === 'access-2' ? ok(url) : unauthorized());
    });
    const { client } = clientWith(fetch);

    const first = client.get('user/', messageEnvelopeSchema);
    const second = client.get('user/roles/list/', messageEnvelopeSchema);
    await vi.waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(3);
    });
    releaseRefresh(json(200, { data: 'access-2', refresh_token: 'refresh-2' }));

    await expect(Promise.all([first, second])).resolves.toEqual([
      { message: '/api/user/' },
      { message: '/api/user/roles/list/' },
    ]);
    const refreshCalls = fetch.mock.calls.filter(([input]) => urlOf(input).endsWith('/refresh-token/'));
    expect(refreshCalls).toHaveLength(1);
  });

  it('ends the session when the refresh is refused, without retrying', async () => {
    storeSession();
    const { fetch, sent } = scriptedFetch(
      unauthorized(),
      json(401, { message: 'Your session has ended. Please log in again', code: 'REFRESH_INVALID' }),
    );
    const { client, onSessionEnded } = clientWith(fetch);

    await expect(client.get('user/', messageEnvelopeSchema)).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it.each([
    ['the network dropped', new TypeError('Failed to fetch')],
    ['a navigation cut it off', new DOMException('The user aborted a request.', 'AbortError')],
  ])('keeps the session when the refresh gets no answer (%s)', async (_, cause) => {
    storeSession();
    const { fetch, sent } = scriptedFetch(unauthorized(), cause);
    const { client, onSessionEnded } = clientWith(fetch);

    await expect(client.get('user/', messageEnvelopeSchema)).rejects.toMatchObject({
      status: 0,
      message: 'Your internet provider firewall has blocked access to our app',
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(sent).toHaveLength(2);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('access-1');
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-1');
  });

  it("keeps the session when the refresh fails on the server's side, and tries again on the next 401", async () => {
    storeSession();
    const { fetch, sent } = scriptedFetch(
      unauthorized(),
      json(503, { message: 'Internal Error. Please try again', code: 'INTERNAL' }),
      unauthorized(),
      json(200, { data: 'access-2', refresh_token: 'refresh-2' }),
      ok('done'),
    );
    const { client, onSessionEnded } = clientWith(fetch);

    await expect(client.get('user/', messageEnvelopeSchema)).rejects.toMatchObject({ status: 503 });
    await expect(client.get('user/', messageEnvelopeSchema)).resolves.toEqual({ message: 'done' });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(sent[3]?.body).toEqual({ refresh_token: 'refresh-1' });
  });

  it('shares one refresh that got no answer between concurrent 401s, and ends no session', async () => {
    storeSession();
    let cutRefresh: (error: Error) => void = () => undefined;
    const refreshAnswer = new Promise<Response>((_, reject) => {
      cutRefresh = reject;
    });
    const fetch = vi.fn((input: RequestInfo | URL) =>
      urlOf(input).endsWith('/refresh-token/') ? refreshAnswer : Promise.resolve(unauthorized()),
    );
    const { client, onSessionEnded } = clientWith(fetch);

    const calls = [client.get('user/', messageEnvelopeSchema), client.get('user/roles/list/', messageEnvelopeSchema)];
    await vi.waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(3);
    });
    cutRefresh(new TypeError('Failed to fetch'));

    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(fetch.mock.calls.filter(([input]) => urlOf(input).endsWith('/refresh-token/'))).toHaveLength(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 when there is no refresh token to try', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    const { fetch, sent } = scriptedFetch(unauthorized());
    const { client, onSessionEnded } = clientWith(fetch);

    await expect(client.get('user/', messageEnvelopeSchema)).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
  });

  it('does not refresh on a 401 from login: those are wrong credentials', async () => {
    storeSession();
    const { fetch, sent } = scriptedFetch(
      json(401, { message: 'Incorrect e-mail or password. Just signed up? Open the link we e-mailed you first', code: 'INVALID_CREDENTIALS' }),
    );
    const { client, onSessionEnded } = clientWith(fetch);

    await expect(
      client.post('user/auth/login-user/', { email: 'a@b.co', password: 'x' }, messageEnvelopeSchema),
    ).rejects.toMatchObject({ message: 'Incorrect e-mail or password. Just signed up? Open the link we e-mailed you first', code: 'INVALID_CREDENTIALS' });
    expect(sent).toHaveLength(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('reports a request that got no answer with the firewall message', async () => {
    const { fetch } = scriptedFetch(new TypeError('Failed to fetch'));
    const { client } = clientWith(fetch);
    await expect(client.get('user/', messageEnvelopeSchema)).rejects.toMatchObject({
      status: 0,
      message: 'Your internet provider firewall has blocked access to our app',
    });
  });

  it("turns an error body into the server's message, code and field errors", async () => {
    const { fetch } = scriptedFetch(
      json(400, {
        message: 'Wrong current password',
        code: 'INVALID_CREDENTIALS',
        errors: [{ path: 'current_password', message: 'Wrong current password' }],
      }),
    );
    const { client } = clientWith(fetch);
    const error: unknown = await client.patch('user/', {}, messageEnvelopeSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong current password',
      fieldErrors: [{ path: 'current_password', message: 'Wrong current password' }],
    });
  });

  it('falls back to the internal-error message when the error body is not ours', async () => {
    const { fetch } = scriptedFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const { client } = clientWith(fetch);
    await expect(client.get('user/', messageEnvelopeSchema)).rejects.toMatchObject({
      status: 502,
      message: 'Internal Error. Please try again',
    });
  });
});
