import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn } from './helpers/factories.ts';
import { loadConfig } from '../src/config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('publishes OpenAPI generated from the zod schemas at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = json(response);
    expect(spec.openapi).toMatch(/^3\./);
    const register = spec.paths['/api/user/auth/register-user/'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['full_name', 'email', 'password', 'confirm_password', 'country_code', 'mobile_number', 'accepted_terms']),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('marks the operations that need the token header with its security requirement, and documents lang and domain', async () => {
    const spec = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    expect(spec.components.securitySchemes.token).toEqual({ type: 'apiKey', in: 'header', name: 'token' });
    const operation = (path: string, method: string) => spec.paths[path][method];
    for (const [path, method] of [
      ['/api/user/', 'get'],
      ['/api/user/', 'patch'],
      ['/api/user/auth/logout-user/{id}', 'get'],
      ['/api/user/auth/resend-verification/', 'post'],
      ['/api/recruiter/admin/search-candidates/', 'post'],
    ] as const) {
      expect(operation(path, method).security, `${method} ${path}`).toEqual([{ token: [] }]);
    }
    // Anyone may ask for a demo; a signed-in caller is recognised.
    expect(operation('/api/user/book-demo/', 'post').security).toEqual([{ token: [] }, {}]);
    expect(operation('/api/user/auth/login-user/', 'post').security).toBeUndefined();
    expect(operation('/api/health', 'get').security).toBeUndefined();
    for (const [path, method] of [
      ['/api/user/', 'get'],
      ['/api/user/auth/login-user/', 'post'],
    ] as const) {
      const headers = (operation(path, method).parameters as Array<{ in: string; name: string }>)
        .filter((parameter) => parameter.in === 'header')
        .map((parameter) => parameter.name);
      expect(headers, `${method} ${path}`).toEqual(expect.arrayContaining(['lang', 'domain']));
    }
  });

  it('sends a strict Content-Security-Policy and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Recorded answers are played from blob URLs (listen back; a recruiter's copy fetched with the token).
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('sends the same security headers on every answer, found or not, signed in or not', async () => {
    // What browsers enforce: written out in full so that a change to any of them is a decision, not a side effect.
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' blob:;connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const { token } = await logIn(t.app, (await createUser(t.app)).email);
    for (const [url, headers, status] of [
      ['/api/health', {}, 200],
      ['/api/nothing-here', {}, 404],
      ['/api/user/', {}, 401],
      ['/api/user/', { token }, 200],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(status);
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers[name]]));
      expect(sent, url).toEqual(expected);
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { lang: 'ar' } });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'غير موجود', code: 'NOT_FOUND' });
  });

  it('serves the built web app, and index.html for any page path (SPA fallback)', async () => {
    // `npm test` builds the web app first; run `npm run build` before running this file alone.
    const page = await t.app.inject({ method: 'GET', url: '/candidate/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const asset = await t.app.inject({ method: 'GET', url: script! });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login-user/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION_ERROR');
  });

  it('stores a demo request from anyone, and refuses a bad one', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/book-demo/',
      payload: { full_name: 'Khalid Omar', email: 'khalid@example.com', company_name: 'Acme', message: 'Hello' },
    });
    expect(ok.statusCode).toBe(201);
    expect(json(ok).message).toBe('Thank you. We will contact you soon');
    const rows = await t.database.executeSql(`select company_name from demo_requests where email = 'khalid@example.com'`);
    expect(rows.rows).toEqual([{ company_name: 'Acme' }]);
    const bad = await t.app.inject({ method: 'POST', url: '/api/user/book-demo/', payload: { email: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('lists the kept mail at /dev/mailbox outside production', async () => {
    const user = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/user/auth/forgot-password/', payload: { email: user.email } });
    const mail = await t.waitForMail(user.email, /Reset/);
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('Reset your Masar password');
    const one = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail.id}` });
    expect(one.body).toMatch(/<a href="http:\/\/masar\.test\/auth\/reset-password\/[\w-]+">/);
    const messages = await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(user.email)}` });
    expect(json(messages).data).toEqual([
      expect.objectContaining({ id: mail.id, to: user.email, subject: 'Reset your Masar password', status: 'sent' }),
    ]);
    const missing = await t.app.inject({ method: 'GET', url: '/dev/mailbox/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Not found</h1>');
  });

  it('has no /dev/mailbox in production: every mailbox path answers 404', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const user = await createUser(production.app);
      await production.app.inject({ method: 'POST', url: '/api/user/auth/forgot-password/', payload: { email: user.email } });
      const mail = await production.waitForMail(user.email, /Reset/);
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages', `/dev/mailbox/${mail.id}`]) {
        const response = await production.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(json(response), url).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
      }
    } finally {
      await production.close();
    }
  });

  it('tells the web which social providers are configured (none here)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/auth/config/' });
    expect(json(response)).toEqual({ data: { providers: [] } });
  });

  it('answers in the language of the lang header', async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    const response = await t.app.inject({ method: 'GET', url: `/api/user/auth/logout-user/${user.id}`, headers: { token, lang: 'ar' } });
    expect(json(response).message).toBe('تم تسجيل الخروج');
  });
});

describe('configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number'],
    [{ PORT: '70000' }, 'PORT: must be from 1 to 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ APP_URL: 'not a url' }, 'APP_URL: must be a URL such as http://localhost:3000'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ MAPS_API_KEY: 'key', MAPS_BASE_URL: 'places' }, 'MAPS_BASE_URL: must be a URL such as https://places.googleapis.com'],
    [{ SPEECH_BASE_URL: 'http://127.0.0.1:9000/v1' }, 'SPEECH_TRANSCRIPTION_MODEL: or SPEECH_TTS_MODEL is required when SPEECH_BASE_URL is set'],
    [{ SPEECH_TTS_MODEL: 'tts-1' }, 'SPEECH_BASE_URL: is required when a SPEECH_*_MODEL is set'],
  ])('stops on %o with a message naming the key', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, ...env })).toThrow(message);
  });

  it('runs the job workers in the API process unless RUN_WORKERS=false leaves them to npm run worker', () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).runWorkers).toBe(true);
    expect(loadConfig({ DATA_DIR: t.config.dataDir, RUN_WORKERS: 'false' }).runWorkers).toBe(false);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, RUN_WORKERS: 'no' })).toThrow('RUN_WORKERS: must be true or false');
  });

  it('uses Google Places only with MAPS_API_KEY, at its own address unless MAPS_BASE_URL says otherwise', () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).maps).toBeUndefined();
    expect(loadConfig({ DATA_DIR: t.config.dataDir, MAPS_API_KEY: 'key' }).maps).toEqual({ apiKey: 'key', baseUrl: 'https://places.googleapis.com' });
    expect(loadConfig({ DATA_DIR: t.config.dataDir, MAPS_API_KEY: 'key', MAPS_BASE_URL: 'http://127.0.0.1:9000/' }).maps?.baseUrl).toBe('http://127.0.0.1:9000');
  });

  it('has speech services only for the models named, at the base URL without its trailing slash', () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).speech).toBeUndefined();
    const speech = loadConfig({ DATA_DIR: t.config.dataDir, SPEECH_BASE_URL: 'http://127.0.0.1:9000/v1/', SPEECH_TRANSCRIPTION_MODEL: 'whisper-1' }).speech;
    expect(speech).toEqual({ baseUrl: 'http://127.0.0.1:9000/v1', apiKey: undefined, transcriptionModel: 'whisper-1', speechModel: undefined, voice: 'alloy' });
  });

  it('generates the signing secrets once into DATA_DIR and reuses them', () => {
    const first = loadConfig({ DATA_DIR: `${t.config.dataDir}/secrets-check` });
    const second = loadConfig({ DATA_DIR: `${t.config.dataDir}/secrets-check` });
    expect(first.jwtSecret).toHaveLength(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(first.port).toBe(3000);
    expect(first.appUrl).toBe('http://localhost:3000');
  });
});
