import type { AvatarIceRequest } from '@masar/shared/avatar';
import {
  openAvatarSession,
  sendAvatarIceCandidate,
  sendAvatarTask,
  startAvatarSession,
  stopAvatarSession,
} from '../api/avatar-session';
import type { AvatarDriver } from './avatar-driver';

/**
 * The streaming digital-human avatar (decision 0085): the provider's video over WebRTC, its session opened
 * through Masar's routes (the provider's key never reaches the browser). The provider offers, we answer
 * through the start route, ICE candidates go both ways (theirs are in the offer and the ICE servers, ours
 * through the ice route), and the remote stream is the room's video.
 */
export interface StreamingAvatarOptions {
  interviewId: string;
  /** The browser's RTCPeerConnection; a test gives a stand-in (the test DOM has no WebRTC). */
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
  /** How long the connection may take to come up before opening fails and the room uses the built-in avatar. */
  connectTimeoutMs?: number;
}

/** A provider's session is up in a few seconds; a candidate should not face a silent room much longer. */
const CONNECT_TIMEOUT_MS = 20_000;
/** When the provider does not say how long it speaks: about 15 characters a second, as a voice reads. */
const MS_PER_CHARACTER = 65;

class StreamingAvatarError extends Error {
  override readonly name = 'StreamingAvatarError';
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new StreamingAvatarError(String(error));
}

/** Waits `ms`, or rejects as the signal aborts. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Opens the interview's streaming avatar: resolves once the provider's video is connected, rejects when the
 * session cannot be opened (a route error, the provider's 502, no connection in time), having stopped
 * whatever was opened. After that, a failed connection or a route error fires `onFailure` once.
 */
export async function createStreamingAvatarDriver(options: StreamingAvatarOptions): Promise<AvatarDriver> {
  const { interviewId } = options;
  const createPeerConnection = options.createPeerConnection ?? ((configuration) => new RTCPeerConnection(configuration));
  const session = await openAvatarSession(interviewId);
  const sessionId = session.session_id;
  const peer = createPeerConnection({ iceServers: session.ice_servers });

  let remoteStream: MediaStream | undefined;
  let started = false;
  let closed = false;
  // Cast, not annotated: the closures below set it, which narrowing after `= null` would not see.
  let failure = null as Error | null;
  const currentFailure = () => failure;
  const failureListeners = new Set<(error: Error) => void>();
  /** Our candidates found before the provider has our answer wait for it. */
  const pendingCandidates: AvatarIceRequest['candidate'][] = [];
  let stopRequest: Promise<void> | null = null;

  const stopSession = () => {
    stopRequest ??= stopAvatarSession(interviewId, sessionId).catch(() => undefined);
    return stopRequest;
  };
  const fail = (error: Error) => {
    if (failure || closed) return;
    failure = error;
    peer.close();
    void stopSession();
    for (const listener of failureListeners) listener(error);
  };
  const sendCandidate = (candidate: AvatarIceRequest['candidate']) => {
    sendAvatarIceCandidate(interviewId, sessionId, candidate).catch((error: unknown) => {
      fail(asError(error));
    });
  };

  peer.addEventListener('track', (event) => {
    remoteStream = event.streams[0] ?? remoteStream;
  });
  peer.addEventListener('icecandidate', (event) => {
    // A null candidate ends the gathering: nothing to send.
    if (!event.candidate) return;
    const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = event.candidate.toJSON();
    const init = { candidate: candidate ?? '', sdpMid: sdpMid ?? null, sdpMLineIndex: sdpMLineIndex ?? null, usernameFragment: usernameFragment ?? null };
    if (started) sendCandidate(init);
    else pendingCandidates.push(init);
  });

  try {
    await peer.setRemoteDescription(session.sdp);
    const answer = await peer.createAnswer();
    await peer.setLocalDescription(answer);
    await startAvatarSession(interviewId, sessionId, answer.sdp ?? '');
    started = true;
    for (const candidate of pendingCandidates.splice(0)) sendCandidate(candidate);
    await connected(peer, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
  } catch (error) {
    closed = true;
    peer.close();
    await stopSession();
    throw asError(error);
  }
  if (failure) throw failure;

  peer.addEventListener('connectionstatechange', () => {
    if (peer.connectionState === 'failed' || peer.connectionState === 'closed') {
      fail(new StreamingAvatarError(`The avatar's connection ${peer.connectionState}.`));
    }
  });

  if (!remoteStream && typeof MediaStream !== 'undefined') {
    remoteStream = new MediaStream(peer.getReceivers().map((receiver) => receiver.track));
  }

  return {
    kind: 'streaming',
    get mediaStream() {
      return remoteStream;
    },
    async speak(text, _language, signal, options) {
      if (failure) throw failure;
      if (closed) throw new StreamingAvatarError('The avatar is closed.');
      // The provider says only the interview's questions, named by id (decision 0111); the text is the caption.
      if (!options?.questionId) throw new StreamingAvatarError('The streaming avatar says only the interview’s questions.');
      let durationMs: number | null;
      try {
        ({ duration_ms: durationMs } = await sendAvatarTask(interviewId, sessionId, options.questionId));
      } catch (error) {
        const reason = asError(error);
        fail(reason);
        throw reason;
      }
      // The provider has taken the text: the avatar speaks for the time it says (the voice was chosen with the session).
      await wait(durationMs ?? text.length * MS_PER_CHARACTER, signal);
      // The connection may have failed while it spoke (read anew: the check above narrowed it).
      const failedMeanwhile = currentFailure();
      if (failedMeanwhile) throw failedMeanwhile;
    },
    onMouth() {
      // The provider's video moves its own mouth: there is no drawn one to move.
      return () => undefined;
    },
    onFailure(listener) {
      failureListeners.add(listener);
      const failed = failure;
      if (failed) queueMicrotask(() => listener(failed));
      return () => {
        failureListeners.delete(listener);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      peer.close();
      await stopSession();
    },
  };
}

/** Resolves when the connection is up; rejects if it fails, closes or takes longer than `timeoutMs`. */
function connected(peer: RTCPeerConnection, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      peer.removeEventListener('connectionstatechange', onChange);
      if (error) reject(error);
      else resolve();
    };
    const onChange = () => {
      if (peer.connectionState === 'connected') settle();
      else if (peer.connectionState === 'failed' || peer.connectionState === 'closed') settle(new StreamingAvatarError(`The avatar's connection ${peer.connectionState}.`));
    };
    const timer = setTimeout(() => {
      settle(new StreamingAvatarError(`The avatar's connection was not up within ${timeoutMs} ms.`));
    }, timeoutMs);
    peer.addEventListener('connectionstatechange', onChange);
    onChange();
  });
}
