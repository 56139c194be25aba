import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModule } from '../src/app-module.ts';
import { ANYONE } from '../src/plugins/access.ts';
import { createTestApp, json, nextIp, testConfig, type TestApp } from './helpers/test-app.ts';
import { createUser, DEFAULT_PASSWORD, logIn, newcomer, uploadFile } from './helpers/factories.ts';
import { tinyPdf, tinyPng } from './helpers/files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the development mailbox', () => {
  const paths = ['/dev/mailbox', '/dev/mailbox/messages', '/dev/mailbox/00000000-0000-4000-8000-000000000000'];

  it('answers 404 to a caller that is not on the loopback interface, whatever it forwards', async () => {
    for (const url of paths) {
      for (const remoteAddress of ['10.1.2.3', '192.168.0.7', '2001:db8::1']) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect(response.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(json(response)).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
      }
    }
  });

  it('serves loopback callers (127.0.0.1, ::1, ::ffff:127.0.0.1)', async () => {
    const user = await createUser(t.app);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(user.email)}`, remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(json(response)).toEqual({ data: [] });
    }
  });

  it('says where mail goes when the server starts listening', async () => {
    const lines: string[] = [];
    const started = await createTestApp({ logger: true, logStream: { write: (line: string) => lines.push(line) }, env: { LOG_LEVEL: 'info', PORT: '3999' } });
    try {
      await started.app.listen({ port: 0, host: '127.0.0.1' });
      expect(lines.filter((line) => line.includes('Mail is kept for http://localhost:3999/dev/mailbox (loopback callers only)'))).toHaveLength(1);
    } finally {
      await started.close();
    }
  });

  it('serves anyone when DEV_MAILBOX=open says so', async () => {
    const open = await createTestApp({ env: { DEV_MAILBOX: 'open' } });
    try {
      const response = await open.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress: '10.1.2.3' });
      expect(response.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('signed tokens with claims of the wrong shape', () => {
  it('are refused as unauthorized, not a crash: a sid or sub that is not a UUID', async () => {
    const user = await createUser(t.app);
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const sign = (subject: string, claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(subject)
        .setAudience('masar-api')
        .setIssuer(t.config.appUrl)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    for (const token of [
      await sign(user.id, { sid: 'not-a-uuid' }),
      await sign(user.id, { sid: 'x\u0000' }),
      await sign('not-a-uuid', { sid: randomUUID() }),
      await sign(user.id, { sid: 12 }),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } });
      expect(response.statusCode).toBe(401);
      expect(json(response).code).toBeDefined();
    }
  });
});

describe("Fastify's own refusals", () => {
  it('answer in the app error format { message, code }, translated', async () => {
    const cases = [
      { method: 'GET', url: '/api/user/public/job/%E0%A4%A', status: 400, code: 'VALIDATION_ERROR' },
      { method: 'GET', url: '/api/user/public/job/%', status: 400 },
      { method: 'POST', url: '/api/user/book-demo/', headers: { 'content-type': 'application/json' }, payload: '{"full_name": ', status: 400 },
      { method: 'POST', url: '/api/user/book-demo/', headers: { 'content-type': 'application/xml' }, payload: '<a/>', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { method: 'POST', url: '/api/user/book-demo/', headers: { 'content-type': 'application/json' }, payload: '', status: 400 },
      { method: 'GET', url: '/api/no-such-route', status: 404 },
      { method: 'DELETE', url: '/api/user/book-demo/', status: 404 },
    ] as const;
    for (const { method, url, status, ...rest } of cases as ReadonlyArray<{ method: 'GET' | 'POST' | 'DELETE'; url: string; status: number; code?: string; headers?: Record<string, string>; payload?: string }>) {
      const response = await t.app.inject({ method, url, ...rest, remoteAddress: nextIp() });
      const label = `${method} ${url} ${'payload' in rest ? rest.payload : ''}`;
      expect(response.statusCode, label).toBe(status);
      const body = json(response);
      expect(Object.keys(body).sort(), `${label} ${response.body}`).toEqual(['code', 'message']);
      expect(body.message, label).not.toMatch(/FST_|Body|body|URL|Route/);
      if (rest.code) expect(body.code, label).toBe(rest.code);
    }
    const arabic = await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { lang: 'ar' } });
    expect(json(arabic).message).not.toBe('Not found');
  });
});

describe('TRUST_PROXY', () => {
  const whoAmI = defineModule({
    name: 'who-am-i',
    routes: [
      {
        prefix: '/test-only',
        plugin: async (app) => {
          app.get('/ip', { config: { access: ANYONE } }, async (request) => ({ ip: request.ip }));
        },
      },
    ],
  });
  const ipOf = async (app: TestApp['app'], remoteAddress: string, forwarded: string) =>
    json(await app.inject({ method: 'GET', url: '/test-only/ip', remoteAddress, headers: { 'x-forwarded-for': forwarded } })).ip;

  it('refuses true at start, naming the key, and takes a hop count or a list of addresses', () => {
    expect(() => testConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => testConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(testConfig({}).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(testConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
  });

  it('with one hop, a client that forges X-Forwarded-For cannot choose its own address', async () => {
    const behindProxy = await createTestApp({ modules: [whoAmI], env: { TRUST_PROXY: '1' } });
    try {
      // The proxy (10.9.9.9) appends the address it saw; whatever the client wrote before it is not trusted.
      expect(await ipOf(behindProxy.app, '10.9.9.9', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
      expect(await ipOf(behindProxy.app, '10.9.9.9', '203.0.113.8')).toBe('203.0.113.8');
    } finally {
      await behindProxy.close();
    }
  });

  it('with a list, only those proxies are believed', async () => {
    const behindProxy = await createTestApp({ modules: [whoAmI], env: { TRUST_PROXY: '10.0.0.1,10.0.0.2' } });
    try {
      expect(await ipOf(behindProxy.app, '10.0.0.1', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
      expect(await ipOf(behindProxy.app, '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('caching and headers', () => {
  it('answers everything under /api/ with Cache-Control: no-store, refusals and errors included', async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    for (const request of [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/user/', headers: { token } },
      { method: 'GET', url: '/api/user/' },
      { method: 'GET', url: '/api/no-such-route' },
      { method: 'POST', url: '/api/user/auth/login-user/', payload: { email: user.email, password: DEFAULT_PASSWORD }, remoteAddress: nextIp() },
      { method: 'POST', url: '/api/user/auth/login-user/', payload: { email: user.email, password: 'wrong' }, remoteAddress: nextIp() },
    ] as const) {
      const response = await t.app.inject(request);
      expect(response.headers['cache-control'], `${request.method} ${request.url} ${response.statusCode}`).toBe('no-store');
    }
  });

  it('serves index.html with Cache-Control: no-cache, and the hashed assets for a long time', async () => {
    for (const url of ['/', '/index.html', '/candidate/profile']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    const asset = await t.app.inject({ method: 'GET', url: script! });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli or gzip copy of an asset to a browser that takes it, and the file as built to one that does not', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body)![1]!;
    const plain = await t.app.inject({ method: 'GET', url: script });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await t.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': `${encoding}` } });
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers.vary, encoding).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length, encoding).toBeLessThan(plain.rawPayload.length / 2);
      expect(decoders[encoding](response.rawPayload).equals(plain.rawPayload), encoding).toBe(true);
    }
  });

  it('sends a Permissions-Policy: camera and microphone for this site only, no geolocation', async () => {
    for (const url of ['/', '/api/health']) {
      const policy = String((await t.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      expect(policy, url).toContain('camera=(self)');
      expect(policy, url).toContain('microphone=(self)');
      expect(policy, url).toContain('geolocation=()');
      expect(policy, url).toContain('payment=()');
    }
  });
});

describe('download names', () => {
  const download = async (token: string, fileName: string, bytes = tinyPdf(), category = 'resume') => {
    const id = await uploadFile(t.app, token, bytes, category, fileName);
    const response = await t.app.inject({ method: 'GET', url: `/api/user/files/${id}`, headers: { token } });
    expect(response.statusCode, fileName).toBe(200);
    return String(response.headers['content-disposition']);
  };

  it('are the base name of the stored name with the detected type’s extension, without path parts, quotes or line breaks', async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    const passwd = await download(token, '../../../../etc/passwd');
    expect(passwd).toBe(`attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`);
    expect(await download(token, '..\\..\\windows\\win.ini')).toBe(`attachment; filename="win.pdf"; filename*=UTF-8''win.pdf`);
    const quoted = await download(token, 'my "best" cv\r\nX-Injected: 1.pdf');
    expect(quoted).not.toMatch(/[\r\n]/);
    expect(quoted).toMatch(/^attachment; filename="[^"\\/]+\.pdf"; filename\*=UTF-8''[^"'\s]+\.pdf$/);
    expect(await download(token, 'My CV (final).pdf')).toBe(`attachment; filename="My CV (final).pdf"; filename*=UTF-8''My%20CV%20%28final%29.pdf`);
    // (A name whose extension the content contradicts — a PDF named .docx — is refused at upload: uploads.test.ts.)
    expect(await download(token, 'سيرتي.pdf')).toBe(`attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('سيرتي')}.pdf`);
    expect(await download(token, 'photo.exe', tinyPng, 'avatar')).toBe(`inline; filename="photo.png"; filename*=UTF-8''photo.png`);
    expect(await download(token, '..', tinyPdf())).toBe(`attachment; filename="file.pdf"; filename*=UTF-8''file.pdf`);
  });
});

describe('profile links', () => {
  it('accept http and https only: javascript:, data: and vbscript: are refused with a translated message', async () => {
    const { token } = await newcomer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/candidate/onboarding/', headers: { token }, payload: { candidate_availability: ['online'], accepted_disclaimer: true } });
    const edit = (links: string[], lang = 'en') =>
      t.app.inject({ method: 'PATCH', url: '/api/user/edit-details/', headers: { token, lang }, payload: { personal_details: { name: 'Omar Haddad', links } } });
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(document.cookie)//https://x.com', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'ftp://example.com/cv']) {
      const response = await edit(['https://github.com/omar', link]);
      expect(response.statusCode, link).toBe(400);
      expect(json(response).errors, link).toContainEqual({ path: 'personal_details.links.1', message: 'Links must start with http:// or https://' });
    }
    const arabic = await edit(['javascript:alert(1)'], 'ar');
    expect(json(arabic).message).toBe('يجب أن يبدأ الرابط بـ http:// أو https://');
    for (const social of [{ linkedin: 'javascript://www.linkedin.com/in/omar%0Aalert(1)' }, { twitter: 'data:text/html,x' }]) {
      const response = await t.app.inject({ method: 'PATCH', url: '/api/user/edit-details/', headers: { token }, payload: { social_links: social } });
      expect(response.statusCode, JSON.stringify(social)).toBe(400);
    }
    const ok = await edit(['https://github.com/omar', 'http://omar.example/cv']);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.upload_response.personal_details.links).toEqual(['https://github.com/omar', 'http://omar.example/cv']);
  });
});
