/**
 * The streaming digital-human adapter (decision 0085) against a local server that speaks the spec's contract:
 * `streaming.new`, `.start`, `.task`, `.ice`, `.stop`, each with the `x-api-key` header.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StreamingAvatarSettings } from '../src/config.ts';
import { loadConfig } from '../src/config.ts';
import { AvatarProviderError } from '../src/modules/avatar/avatar-provider.ts';
import { createStreamingAvatarProvider } from '../src/modules/avatar/streaming-avatar-client.ts';
import { FAKE_ICE_SERVERS, fakeOffer, startFakeAvatarProvider, type FakeAvatarProvider } from './helpers/fake-avatar-provider.ts';

const API_KEY = 'avatar-secret-key-0123456789';
let fake: FakeAvatarProvider;
let settings: StreamingAvatarSettings;
beforeAll(async () => {
  fake = await startFakeAvatarProvider(API_KEY);
  settings = { apiUrl: `${fake.url}/v1`, apiKey: API_KEY, avatarId: 'portal-avatar', voiceId: 'voice-en', arabicVoiceId: 'voice-ar', quality: 'medium', timeoutMs: 2000 };
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.recover();
});

async function failure(promise: Promise<unknown>): Promise<AvatarProviderError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AvatarProviderError)) throw new Error(`expected an AvatarProviderError, got ${String(error)}`);
  return error;
}

describe('the streaming contract', () => {
  it('opens a session with the portal’s avatar and voice, starts it with the answer, speaks, sends ICE and stops, each call with the key header', async () => {
    const provider = createStreamingAvatarProvider(settings);
    const session = await provider.newSession({ language: 'en' });
    expect(session.offer).toEqual({ type: 'offer', sdp: fakeOffer(session.sessionId) });
    expect(session.iceServers).toEqual(FAKE_ICE_SERVERS);
    await provider.start(session.sessionId, { type: 'answer', sdp: 'v=0 answer' });
    await provider.addIceCandidate(session.sessionId, { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 });
    expect(await provider.speak(session.sessionId, 'Tell us about a report you built.')).toEqual({ durationMs: 'Tell us about a report you built.'.length * 60 });
    await provider.stop(session.sessionId);

    const sent = fake.requests.slice(-5);
    expect(sent.map((request) => request.path)).toEqual(['/v1/streaming.new', '/v1/streaming.start', '/v1/streaming.ice', '/v1/streaming.task', '/v1/streaming.stop']);
    expect(sent.every((request) => request.headers['x-api-key'] === API_KEY)).toBe(true);
    expect(sent[0]!.json).toEqual({ quality: 'medium', avatar_name: 'portal-avatar', voice: { voice_id: 'voice-en' } });
    expect(sent[1]!.json).toEqual({ session_id: session.sessionId, sdp: { type: 'answer', sdp: 'v=0 answer' } });
    expect(sent[3]!.json).toEqual({ session_id: session.sessionId, text: 'Tell us about a report you built.', task_type: 'repeat' });
    expect(fake.sessions.get(session.sessionId)).toMatchObject({ state: 'stopped', answer: 'v=0 answer', spoken: ['Tell us about a report you built.'] });
    expect(fake.sessions.get(session.sessionId)!.candidates).toHaveLength(1);
  });

  it('speaks an Arabic interview with the Arabic voice, else the portal’s voice, else the provider’s own', async () => {
    const arabic = await createStreamingAvatarProvider(settings).newSession({ language: 'ar' });
    expect(fake.sessions.get(arabic.sessionId)!.voice).toBe('voice-ar');
    const fallback = await createStreamingAvatarProvider({ ...settings, arabicVoiceId: undefined }).newSession({ language: 'ar' });
    expect(fake.sessions.get(fallback.sessionId)!.voice).toBe('voice-en');
    const none = await createStreamingAvatarProvider({ ...settings, voiceId: undefined, arabicVoiceId: undefined }).newSession({ language: 'en' });
    expect(fake.requests.at(-1)!.json).toEqual({ quality: 'medium', avatar_name: 'portal-avatar' });
    expect(fake.sessions.get(none.sessionId)!.voice).toBeNull();
  });

  it('reads ICE servers given as URLs alone (the older field)', async () => {
    const provider = createStreamingAvatarProvider(settings, {
      fetch: async () => new Response(JSON.stringify({ code: 100, data: { session_id: 's1', sdp: { type: 'offer', sdp: 'v=0' }, ice_servers: ['stun:a.test', 'stun:b.test'] } })),
    });
    expect((await provider.newSession({ language: 'en' })).iceServers).toEqual([{ urls: 'stun:a.test' }, { urls: 'stun:b.test' }]);
  });
});

describe('failures', () => {
  it('a wrong key is refused (not worth a retry), and the error never names the key', async () => {
    const error = await failure(createStreamingAvatarProvider({ ...settings, apiKey: 'a-wrong-key-9876543210' }).newSession({ language: 'en' }));
    expect(error).toMatchObject({ reason: 'http_401', retryable: false });
    expect(error.message).not.toContain('a-wrong-key');
  });

  it.each([
    [500, true],
    [503, true],
    [429, true],
    [400, false],
  ])('HTTP %i from the provider is retryable %s', async (status, retryable) => {
    fake.fail('new', { status });
    const error = await failure(createStreamingAvatarProvider(settings).newSession({ language: 'en' }));
    expect(error).toMatchObject({ reason: `http_${status}`, retryable });
    expect(error.message).not.toContain(API_KEY);
  });

  it('an unknown or stopped session is the provider’s refusal', async () => {
    const provider = createStreamingAvatarProvider(settings);
    expect(await failure(provider.speak('no-such-session', 'Hello'))).toMatchObject({ reason: 'http_400', retryable: false });
    const session = await provider.newSession({ language: 'en' });
    await provider.stop(session.sessionId);
    expect(await failure(provider.start(session.sessionId, { type: 'answer', sdp: 'v=0' }))).toMatchObject({ reason: 'http_400' });
  });

  it('gives up on a provider that hangs past the time-out, and on one that cannot be reached', async () => {
    fake.fail('every', { delayMs: 5000 });
    const error = await failure(createStreamingAvatarProvider({ ...settings, timeoutMs: 300 }).newSession({ language: 'en' }));
    expect(error).toMatchObject({ reason: 'timeout', retryable: true });
    const closed = await failure(createStreamingAvatarProvider({ ...settings, apiUrl: 'http://127.0.0.1:9/v1' }).stop('s'));
    expect(closed).toMatchObject({ reason: 'network', retryable: true });
    expect(closed.message).not.toContain(API_KEY);
  });

  it('refuses a new session without a session id or offer, and an answer that is not JSON', async () => {
    const noOffer = createStreamingAvatarProvider(settings, { fetch: async () => new Response(JSON.stringify({ code: 100, data: { session_id: 's' } })) });
    expect(await failure(noOffer.newSession({ language: 'en' }))).toMatchObject({ reason: 'bad_answer', retryable: false });
    const html = createStreamingAvatarProvider(settings, { fetch: async () => new Response('<html>busy</html>') });
    expect(await failure(html.stop('s'))).toMatchObject({ reason: 'bad_answer' });
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/masar-avatar-config', JWT_SECRET: 'x'.repeat(32), COOKIE_SECRET: 'y'.repeat(32) };

  it('uses the built-in avatar unless the streaming provider is configured whole', () => {
    expect(loadConfig(base).avatar).toBeUndefined();
    const config = loadConfig({ ...base, AVATAR_PROVIDER: 'streaming', AVATAR_API_URL: 'https://avatars.example.com/v1/', AVATAR_API_KEY: 'k', AVATAR_ID: 'a', AVATAR_TIMEOUT_SECONDS: '5' });
    expect(config.avatar).toEqual({ apiUrl: 'https://avatars.example.com/v1', apiKey: 'k', avatarId: 'a', voiceId: undefined, arabicVoiceId: undefined, quality: 'medium', timeoutMs: 5000 });
    expect(() => loadConfig({ ...base, AVATAR_PROVIDER: 'streaming', AVATAR_API_URL: 'https://avatars.example.com/v1' })).toThrow(
      /AVATAR_API_KEY: is required when AVATAR_PROVIDER is streaming\n\s+AVATAR_ID: is required when AVATAR_PROVIDER is streaming/,
    );
    expect(() => loadConfig({ ...base, AVATAR_PROVIDER: 'heygen' })).toThrow(/AVATAR_PROVIDER: must be built-in or streaming/);
  });
});
