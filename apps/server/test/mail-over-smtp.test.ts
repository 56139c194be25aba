import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from './helpers/test-app.ts';
import { signupBody } from './helpers/factories.ts';

interface Received {
  to: string[];
  raw: string;
}

let t: TestApp;
let smtp: SMTPServer;
const received: Received[] = [];
let refuseNext = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Masar <hello@masar.test>' }, mailRetryDelaySeconds: 1 });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitFor<T>(find: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

describe('mail over SMTP', () => {
  it('delivers the verification e-mail through the configured SMTP server', async () => {
    const body = signupBody();
    await t.app.inject({ method: 'POST', url: '/api/user/auth/register-user/', payload: body, remoteAddress: nextIp() });
    const message = await waitFor(() => received.find((m) => m.to.includes(body.email)));
    expect(message.raw).toContain('Subject: Verify your e-mail for Masar');
    expect(message.raw).toContain('From: Masar <hello@masar.test>');
    expect(message.raw).toMatch(/auth\/verify-email\//);
    const mail = await t.waitForMail(body.email);
    expect(mail.transport).toBe('smtp');
  });

  it('retries a mail the server refused, and delivers it', async () => {
    refuseNext = 1;
    const body = signupBody();
    await t.app.inject({ method: 'POST', url: '/api/user/auth/register-user/', payload: body, remoteAddress: nextIp() });
    const message = await waitFor(() => received.find((m) => m.to.includes(body.email)), 30_000);
    expect(message.raw).toContain('Verify your e-mail');
    const mail = await t.waitForMail(body.email);
    expect(mail.attempts).toBe(2);
    expect(refuseNext).toBe(0);
  }, 40_000);
});
