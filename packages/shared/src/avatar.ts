import { z } from 'zod';
import { TOO_LONG } from './fields.ts';

/**
 * The interview room's avatar (issue #16, decision 0085): the built-in one drawn in the browser (the
 * default), or a streaming digital-human provider's (spec "Digital-human streaming provider (external)":
 * `streaming.new`, `streaming.start`, `streaming.task`, `streaming.ice`, `streaming.stop`). The provider's
 * key stays on the server; the browser receives only a session: spec §3's digital-human `session_id` and
 * what WebRTC needs (the provider's SDP offer and ICE servers).
 */

export const AVATAR_KINDS = ['built-in', 'streaming'] as const;
export type AvatarKind = (typeof AVATAR_KINDS)[number];

/**
 * The error code a route answers (HTTP 502) when the provider fails: a network error, a 5xx, a refusal or
 * no answer in time. The room recognises it and goes on with the built-in avatar.
 */
export const AVATAR_PROVIDER_FAILED = 'AVATAR_PROVIDER_FAILED';

/** A browser's SDP answer for one audio and one video track is a few kilobytes; 64 KB leaves room for many candidates. */
export const AVATAR_SDP_MAX_LENGTH = 65_536;
export const AVATAR_ICE_CANDIDATE_MAX_LENGTH = 2000;
/** A provider's session id: a UUID or a token of the provider's making. */
export const AVATAR_SESSION_ID_MAX_LENGTH = 200;

/**
 * The built-in avatar's voice (decision 0101): `server`, the portal's text-to-speech provider through
 * GET …/avatar/voice/ (SPEECH_TTS_MODEL is configured), or `browser`, the browser's own speech synthesis.
 * The streaming avatar speaks with its provider's voice whichever this is.
 */
export const AVATAR_VOICES = ['server', 'browser'] as const;
export type AvatarVoice = (typeof AVATAR_VOICES)[number];

export const interviewAvatarParamsSchema = z.strictObject({ interview_id: z.guid({ error: 'validation.invalidType' }) });

/** GET interview/{interview_id}/avatar/: which avatar the room should use, and the built-in one's voice. */
export const avatarChoiceSchema = z.object({ avatar: z.enum(AVATAR_KINDS), voice: z.enum(AVATAR_VOICES) });
export type AvatarChoice = z.infer<typeof avatarChoiceSchema>;

/** A question's id (a UUID) or its follow-up's (`<id>:follow-up`); anything longer names no question. */
export const ROOM_QUESTION_ID_MAX_LENGTH = 100;
/**
 * Which of the interview's questions the interviewer says (its id, or `<id>:follow-up`): the voice and the
 * streaming avatar's task name the question and the server takes its words from the interview, so neither
 * route says anything else at the portal's expense (decisions 0101 and 0111).
 */
const roomQuestionIdSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType') })
  .min(1, { error: 'validation.required' })
  .max(ROOM_QUESTION_ID_MAX_LENGTH, TOO_LONG);
/** What GET …/avatar/voice/ answers: MP3, which every browser's audio element decodes. */
export const INTERVIEWER_VOICE_CONTENT_TYPE = 'audio/mpeg';

/**
 * GET interview/{interview_id}/avatar/voice/?question_id=…: the interviewer saying one of the interview's
 * questions, or a question's follow-up (`<id>:follow-up`). The server takes the words from the interview;
 * the room names only which question, so the route speaks nothing else (decision 0101).
 */
export const interviewerVoiceQuerySchema = z.strictObject({ question_id: roomQuestionIdSchema });
export type InterviewerVoiceQuery = z.infer<typeof interviewerVoiceQuerySchema>;

const sessionIdSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType') })
  .min(1, { error: 'validation.required' })
  .max(AVATAR_SESSION_ID_MAX_LENGTH, TOO_LONG);

/** An ICE server as RTCPeerConnection takes it. */
export const avatarIceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type AvatarIceServer = z.infer<typeof avatarIceServerSchema>;

/** The provider's WebRTC offer, as RTCSessionDescriptionInit. */
export const avatarOfferSchema = z.object({ type: z.literal('offer'), sdp: z.string() });

/**
 * POST interview/{interview_id}/avatar/session/: a new digital-human session (the interview's earlier one
 * stopped). The browser sets the offer as its remote description and answers it through start.
 */
export const avatarSessionSchema = z.object({
  session_id: z.string(),
  sdp: avatarOfferSchema,
  ice_servers: z.array(avatarIceServerSchema),
});
export type AvatarSession = z.infer<typeof avatarSessionSchema>;

/** POST interview/{interview_id}/avatar/session/start/: the browser's SDP answer. */
export const startAvatarSessionRequestSchema = z.strictObject({
  session_id: sessionIdSchema,
  sdp: z.strictObject({
    type: z.literal('answer', { error: 'validation.invalidType' }),
    sdp: z.string({ error: 'validation.invalidType' }).min(1, { error: 'validation.required' }).max(AVATAR_SDP_MAX_LENGTH, TOO_LONG),
  }),
});
export type StartAvatarSessionRequest = z.infer<typeof startAvatarSessionRequestSchema>;

/** POST interview/{interview_id}/avatar/session/task/: the avatar says one of the interview's questions, or its follow-up. */
export const avatarTaskRequestSchema = z.strictObject({ session_id: sessionIdSchema, question_id: roomQuestionIdSchema });
export type AvatarTaskRequest = z.infer<typeof avatarTaskRequestSchema>;

/** How long the provider says the avatar will speak; null when it does not say. */
export const avatarTaskSchema = z.object({ duration_ms: z.number().nullable() });
export type AvatarTask = z.infer<typeof avatarTaskSchema>;

/** POST interview/{interview_id}/avatar/session/ice/: one of the browser's ICE candidates (RTCIceCandidateInit). */
export const avatarIceRequestSchema = z.strictObject({
  session_id: sessionIdSchema,
  candidate: z.object({
    candidate: z.string({ error: 'validation.invalidType' }).max(AVATAR_ICE_CANDIDATE_MAX_LENGTH, TOO_LONG),
    sdpMid: z.string().max(64, TOO_LONG).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(1024).nullable().optional(),
    usernameFragment: z.string().max(256, TOO_LONG).nullable().optional(),
  }),
});
export type AvatarIceRequest = z.infer<typeof avatarIceRequestSchema>;

/** POST interview/{interview_id}/avatar/session/stop/. */
export const stopAvatarSessionRequestSchema = z.strictObject({ session_id: sessionIdSchema });
export type StopAvatarSessionRequest = z.infer<typeof stopAvatarSessionRequestSchema>;

/** The session after start, ice (live: `stopped` false) or stop (true, also for a session already stopped: a stop is idempotent). */
export const avatarSessionStateSchema = z.object({ session_id: z.string(), stopped: z.boolean() });
export type AvatarSessionState = z.infer<typeof avatarSessionStateSchema>;
