import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/factories.ts';

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
