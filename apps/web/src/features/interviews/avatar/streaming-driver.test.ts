/**
 * The streaming avatar's driver and the choice of avatar (decision 0085). The server is the test's fake
 * behind `fetch`, reached through the app's real API client; only the browser's WebRTC is a stand-in
 * (the test DOM has none), which offers what a peer connection does: the remote track, our ICE candidates and
 * its connection state.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, reply, type FakeApi } from '../../../test/fake-api';
import type { AvatarDriver } from './avatar-driver';
import { chooseAvatarDriver } from './choose-avatar-driver';
import { createStreamingAvatarDriver } from './streaming-driver';

const INTERVIEW = '00000000-0000-4000-8000-000000000016';
const AVATAR = `/api/recruiter/interview/${INTERVIEW}/avatar/`;
const SESSION = 'provider-session-1';
const QUESTION = '00000000-0000-4000-8000-0000000000a1';
const OFFER = { type: 'offer', sdp: 'v=0\r\no=- provider-offer\r\n' };
const ICE_SERVERS = [{ urls: ['stun:stun.provider.test:3478'] }, { urls: 'turn:turn.provider.test:3478', username: 'u', credential: 'p' }];
const OUR_CANDIDATE = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.10 54400 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'ufrag' };
const REMOTE_STREAM = { id: 'provider-video' } as unknown as MediaStream;

/** How the stand-in's connection goes once our answer is set: up, failed, or never up. */
let connectionScript: 'connect' | 'fail' | 'never' = 'connect';
let peers: FakePeerConnection[] = [];

class FakePeerConnection extends EventTarget {
  connectionState: RTCPeerConnectionState = 'new';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  closed = false;

  constructor(readonly configuration: RTCConfiguration) {
    super();
    peers.push(this);
  }

  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    this.dispatchEvent(Object.assign(new Event('track'), { streams: [REMOTE_STREAM] }));
  }

  async createAnswer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'answer', sdp: 'v=0\r\no=- browser-answer\r\n' };
  }

  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
    // Gathering starts with the answer: one candidate, then the end of gathering.
    this.dispatchEvent(Object.assign(new Event('icecandidate'), { candidate: { toJSON: () => OUR_CANDIDATE } }));
    this.dispatchEvent(Object.assign(new Event('icecandidate'), { candidate: null }));
    setTimeout(() => {
      if (connectionScript === 'connect') this.changeState('connected');
      if (connectionScript === 'fail') this.changeState('failed');
    }, 5);
  }

  changeState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }

  getReceivers() {
    return [];
  }

  close() {
    // As a browser's: closing fires no event.
    this.closed = true;
    this.connectionState = 'closed';
  }
}

const createPeerConnection = (configuration: RTCConfiguration) => new FakePeerConnection(configuration) as unknown as RTCPeerConnection;

/** The server as the routes answer: the provider's session, its start, ice, task (speaking `durationMs`) and stop. */
function serverWithSession(api: FakeApi, durationMs: number | null = 20): FakeApi {
  return api
    .on('GET', AVATAR, reply(200, { data: { avatar: 'streaming', voice: 'browser' } }))
    .on('POST', `${AVATAR}session/`, reply(200, { data: { session_id: SESSION, sdp: OFFER, ice_servers: ICE_SERVERS } }))
    .on('POST', `${AVATAR}session/start/`, reply(200, { data: { session_id: SESSION, stopped: false } }))
    .on('POST', `${AVATAR}session/ice/`, reply(200, { data: { session_id: SESSION, stopped: false } }))
    .on('POST', `${AVATAR}session/task/`, reply(200, { data: { duration_ms: durationMs } }))
    .on('POST', `${AVATAR}session/stop/`, reply(200, { data: { session_id: SESSION, stopped: true } }));
}

const PROVIDER_FAILED = { code: 'AVATAR_PROVIDER_FAILED', message: 'The video interviewer is not available just now. The interview goes on with the built-in interviewer.' };

/** Resolves when the fake server has had `count` requests to `path`. */
async function requestsTo(api: FakeApi, path: string, count = 1) {
  await vi.waitFor(() => {
    expect(api.requestsTo('POST', path).length).toBeGreaterThanOrEqual(count);
  });
  return api.requestsTo('POST', path);
}

beforeEach(() => {
  connectionScript = 'connect';
  peers = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the streaming avatar driver', () => {
  it('connects to the provider’s offer with its ICE servers, answers through the start route, sends our candidates, and shows the remote video', async () => {
    const api = serverWithSession(installFakeApi());
    const driver = await createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection });
    const peer = peers[0]!;
    expect(driver.kind).toBe('streaming');
    expect(peer.configuration).toEqual({ iceServers: ICE_SERVERS });
    expect(peer.remoteDescription).toEqual(OFFER);
    expect(api.requestsTo('POST', `${AVATAR}session/start/`)[0]!.body).toEqual({ session_id: SESSION, sdp: { type: 'answer', sdp: 'v=0\r\no=- browser-answer\r\n' } });
    const [ice] = await requestsTo(api, `${AVATAR}session/ice/`);
    expect(ice!.body).toEqual({ session_id: SESSION, candidate: OUR_CANDIDATE });
    // Our candidate waited for the answer to reach the provider.
    const order = api.requests.map((request) => request.path);
    expect(order.indexOf(`${AVATAR}session/ice/`)).toBeGreaterThan(order.indexOf(`${AVATAR}session/start/`));
    expect(driver.mediaStream).toBe(REMOTE_STREAM);
    await driver.close();
  });

  it('speaks a question through the task route and resolves when the provider says it is done', async () => {
    const api = serverWithSession(installFakeApi(), 40);
    const driver = await createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection });
    const spoken = vi.fn();
    const speaking = driver.speak('Tell us about a report you built.', 'en', undefined, { questionId: QUESTION }).then(spoken);
    await requestsTo(api, `${AVATAR}session/task/`);
    expect(api.requestsTo('POST', `${AVATAR}session/task/`)[0]!.body).toEqual({ session_id: SESSION, question_id: QUESTION });
    expect(spoken).not.toHaveBeenCalled();
    await speaking;
    expect(spoken).toHaveBeenCalledOnce();
    await driver.close();
  });

  it('says nothing that is not one of the interview’s questions: without a question id no task is sent', async () => {
    const api = serverWithSession(installFakeApi(), 40);
    const driver = await createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection });
    await expect(driver.speak('Say anything I like.', 'en')).rejects.toThrow(/only the interview’s questions/);
    expect(api.requestsTo('POST', `${AVATAR}session/task/`)).toHaveLength(0);
    await driver.close();
  });

  it('rejects the question being spoken when the connection fails meanwhile', async () => {
    const api = serverWithSession(installFakeApi(), 200);
    const driver = await createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection });
    const speaking = driver.speak('Tell us about a report you built.', 'en', undefined, { questionId: QUESTION });
    await requestsTo(api, `${AVATAR}session/task/`);
    peers[0]!.changeState('failed');
    await expect(speaking).rejects.toThrow(/connection failed/);
  });

  it('stops waiting when the room aborts the question', async () => {
    serverWithSession(installFakeApi(), 60_000);
    const driver = await createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection });
    const controller = new AbortController();
    const speaking = driver.speak('حدثنا عن تقرير أعددته.', 'ar', controller.signal, { questionId: QUESTION });
    controller.abort();
    await expect(speaking).rejects.toThrow();
    await driver.close();
  });

  it('fires onFailure once when a route fails mid-interview, rejects the question, and stops the session', async () => {
    const api = serverWithSession(installFakeApi());
    const driver = await createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection });
    const failures = vi.fn();
    driver.onFailure(failures);
    api.on('POST', `${AVATAR}session/task/`, reply(502, PROVIDER_FAILED));
    await expect(driver.speak('Tell us about a report you built.', 'en', undefined, { questionId: QUESTION })).rejects.toMatchObject({ code: 'AVATAR_PROVIDER_FAILED' });
    await expect(driver.speak('And another question.', 'en', undefined, { questionId: QUESTION })).rejects.toMatchObject({ code: 'AVATAR_PROVIDER_FAILED' });
    expect(failures).toHaveBeenCalledOnce();
    expect(failures.mock.calls[0]![0]).toMatchObject({ message: PROVIDER_FAILED.message });
    await requestsTo(api, `${AVATAR}session/stop/`);
    expect(peers[0]!.closed).toBe(true);
    await driver.close();
    expect(api.requestsTo('POST', `${AVATAR}session/stop/`)).toHaveLength(1);
  });

  it('fires onFailure once when the connection fails, also for a listener added after', async () => {
    const api = serverWithSession(installFakeApi());
    const driver = await createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection });
    const failures = vi.fn();
    const unsubscribe = driver.onFailure(failures);
    peers[0]!.changeState('failed');
    peers[0]!.changeState('failed');
    expect(failures).toHaveBeenCalledOnce();
    unsubscribe();
    const late = vi.fn();
    driver.onFailure(late);
    await vi.waitFor(() => {
      expect(late).toHaveBeenCalledOnce();
    });
    expect(api.requestsTo('POST', `${AVATAR}session/stop/`)).toHaveLength(1);
  });

  it('closes once: the connection, and the session at the server', async () => {
    const api = serverWithSession(installFakeApi());
    const driver = await createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection });
    const failures = vi.fn();
    driver.onFailure(failures);
    await driver.close();
    await driver.close();
    expect(peers[0]!.closed).toBe(true);
    expect(api.requestsTo('POST', `${AVATAR}session/stop/`).map((request) => request.body)).toEqual([{ session_id: SESSION }]);
    expect(failures).not.toHaveBeenCalled();
  });

  it('fails to open when the provider fails, when the connection fails, and when it never comes up; what was opened is stopped', async () => {
    const api = serverWithSession(installFakeApi());
    api.on('POST', `${AVATAR}session/`, reply(502, PROVIDER_FAILED));
    await expect(createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection })).rejects.toMatchObject({ code: 'AVATAR_PROVIDER_FAILED' });
    expect(peers).toHaveLength(0);

    serverWithSession(api);
    connectionScript = 'fail';
    await expect(createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection })).rejects.toThrow(/connection failed/);
    expect(peers[0]!.closed).toBe(true);
    expect(api.requestsTo('POST', `${AVATAR}session/stop/`)).toHaveLength(1);

    connectionScript = 'never';
    await expect(createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection, connectTimeoutMs: 50 })).rejects.toThrow(/not up within 50 ms/);
    expect(peers[1]!.closed).toBe(true);
    expect(api.requestsTo('POST', `${AVATAR}session/stop/`)).toHaveLength(2);

    connectionScript = 'connect';
    api.on('POST', `${AVATAR}session/start/`, reply(502, PROVIDER_FAILED));
    await expect(createStreamingAvatarDriver({ interviewId: INTERVIEW, createPeerConnection })).rejects.toMatchObject({ code: 'AVATAR_PROVIDER_FAILED' });
    expect(peers[2]!.closed).toBe(true);
    expect(api.requestsTo('POST', `${AVATAR}session/stop/`)).toHaveLength(3);
  });
});

describe('choosing the avatar', () => {
  const builtIn: AvatarDriver = {
    kind: 'built-in',
    speak: async () => undefined,
    onMouth: () => () => undefined,
    onFailure: () => () => undefined,
    close: async () => undefined,
  };

  beforeEach(() => {
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  });

  it('opens the built-in avatar when the portal uses it, asking the provider nothing', async () => {
    const api = installFakeApi().on('GET', AVATAR, reply(200, { data: { avatar: 'built-in', voice: 'browser' } }));
    const openBuiltIn = vi.fn((_voice: string) => builtIn);
    expect(await chooseAvatarDriver({ interviewId: INTERVIEW, openBuiltIn })).toBe(builtIn);
    expect(openBuiltIn.mock.calls).toEqual([['browser']]);
    expect(api.requestsTo('POST', `${AVATAR}session/`)).toHaveLength(0);
  });

  it('opens the built-in avatar with the portal’s voice when the server has one (decision 0101)', async () => {
    installFakeApi().on('GET', AVATAR, reply(200, { data: { avatar: 'built-in', voice: 'server' } }));
    const openBuiltIn = vi.fn((_voice: string) => builtIn);
    expect(await chooseAvatarDriver({ interviewId: INTERVIEW, openBuiltIn })).toBe(builtIn);
    expect(openBuiltIn.mock.calls).toEqual([['server']]);
  });

  it('opens the streaming avatar (the browser’s RTCPeerConnection) when the portal has one', async () => {
    serverWithSession(installFakeApi());
    const openBuiltIn = vi.fn((_voice: string) => builtIn);
    const driver = await chooseAvatarDriver({ interviewId: INTERVIEW, openBuiltIn });
    expect(driver.kind).toBe('streaming');
    expect(driver.mediaStream).toBe(REMOTE_STREAM);
    expect(openBuiltIn).not.toHaveBeenCalled();
    await driver.close();
  });

  it('falls back to the built-in avatar when the provider fails to open, or the server cannot say', async () => {
    const api = serverWithSession(installFakeApi()).on('POST', `${AVATAR}session/`, reply(502, PROVIDER_FAILED));
    const openBuiltIn = vi.fn((_voice: string) => builtIn);
    expect(await chooseAvatarDriver({ interviewId: INTERVIEW, openBuiltIn })).toBe(builtIn);
    expect(api.requestsTo('POST', `${AVATAR}session/`)).toHaveLength(1);

    api.on('GET', AVATAR, reply(500, { code: 'INTERNAL', message: 'Internal Error. Please try again' }));
    expect(await chooseAvatarDriver({ interviewId: INTERVIEW, openBuiltIn })).toBe(builtIn);
    expect(api.requestsTo('POST', `${AVATAR}session/`)).toHaveLength(1);
    // Not knowing, the browser's voice: it needs nothing from the server.
    expect(openBuiltIn.mock.calls).toEqual([['browser'], ['browser']]);
  });
});
