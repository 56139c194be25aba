/**
 * What the interview room needs of a digital-human provider (decision 0085), kept small on purpose: the
 * spec's WebRTC contract (`streaming.*`) is one adapter; a provider's newer LiveKit-based real-time API
 * would be another behind the same five calls, its connection details in place of the SDP offer.
 */
import type { AvatarIceRequest, AvatarIceServer } from '@masar/shared/avatar';

export interface NewAvatarSession {
  /** The provider's session id (spec §3's digital-human session_id). */
  sessionId: string;
  /** The provider's WebRTC offer, which the browser answers. */
  offer: { type: 'offer'; sdp: string };
  iceServers: AvatarIceServer[];
}

export interface AvatarProvider {
  /** Opens a session for an interview in `language`: the avatar, and the voice for that language. */
  newSession(options: { language: 'en' | 'ar' }): Promise<NewAvatarSession>;
  /** Starts streaming, with the browser's SDP answer. */
  start(sessionId: string, answer: { type: 'answer'; sdp: string }): Promise<void>;
  /** The avatar says `text` as it is; how long it will speak when the provider says. */
  speak(sessionId: string, text: string): Promise<{ durationMs: number | null }>;
  addIceCandidate(sessionId: string, candidate: AvatarIceRequest['candidate']): Promise<void>;
  stop(sessionId: string): Promise<void>;
}

export type AvatarProviderErrorReason = `http_${number}` | 'timeout' | 'network' | 'bad_answer';

/** Why the provider gave nothing usable. Messages name the failure, never the key or what was sent. */
export class AvatarProviderError extends Error {
  override name = 'AvatarProviderError';
  constructor(
    readonly reason: AvatarProviderErrorReason,
    /** Worth trying again later (a stop queued as a job): a time-out, a dropped connection, a failing provider. */
    readonly retryable: boolean,
    message: string,
  ) {
    super(message);
  }
}
