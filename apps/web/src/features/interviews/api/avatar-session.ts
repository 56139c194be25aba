import { dataEnvelope } from '@masar/shared/api';
import {
  avatarChoiceSchema,
  avatarSessionSchema,
  avatarSessionStateSchema,
  avatarTaskSchema,
  type AvatarChoice,
  type AvatarIceRequest,
  type AvatarSession,
  type AvatarTask,
} from '@masar/shared/avatar';
import { apiClient } from '../../../lib/api-client';

/**
 * The interview room's avatar calls (decision 0085), under /api/recruiter/interview/{interview_id}/avatar/:
 * which avatar to use, and the streaming one's session (open, start, task, ice, stop). The provider's key
 * stays on the server; these carry the provider's session id, its offer and our answer.
 */
const base = (interviewId: string) => `recruiter/interview/${encodeURIComponent(interviewId)}/avatar/`;
const stateEnvelope = dataEnvelope(avatarSessionStateSchema);

/** GET …/avatar/: the built-in avatar or the portal's streaming one. */
export async function getInterviewAvatar(interviewId: string): Promise<AvatarChoice> {
  return (await apiClient.get(base(interviewId), dataEnvelope(avatarChoiceSchema))).data;
}

/**
 * GET …/avatar/voice/?question_id=…: the built-in avatar saying a question (or `<id>:follow-up`) in the
 * portal's voice, as audio (decision 0101). The server picks the words from the interview.
 */
export async function getInterviewerVoice(interviewId: string, questionId: string, signal?: AbortSignal): Promise<Blob> {
  return apiClient.getBlob(`${base(interviewId)}voice/?question_id=${encodeURIComponent(questionId)}`, signal);
}

/** POST …/avatar/session/: a new session (the interview's earlier one is stopped). */
export async function openAvatarSession(interviewId: string): Promise<AvatarSession> {
  return (await apiClient.post(`${base(interviewId)}session/`, {}, dataEnvelope(avatarSessionSchema))).data;
}

/** POST …/avatar/session/start/: our SDP answer to the provider's offer. */
export async function startAvatarSession(interviewId: string, sessionId: string, sdp: string): Promise<void> {
  await apiClient.post(`${base(interviewId)}session/start/`, { session_id: sessionId, sdp: { type: 'answer', sdp } }, stateEnvelope);
}

/** POST …/avatar/session/task/: the avatar says the interview's question (or its follow-up); how long it will speak, when the provider says. */
export async function sendAvatarTask(interviewId: string, sessionId: string, questionId: string): Promise<AvatarTask> {
  return (await apiClient.post(`${base(interviewId)}session/task/`, { session_id: sessionId, question_id: questionId }, dataEnvelope(avatarTaskSchema))).data;
}

/** POST …/avatar/session/ice/: one of our ICE candidates. */
export async function sendAvatarIceCandidate(interviewId: string, sessionId: string, candidate: AvatarIceRequest['candidate']): Promise<void> {
  await apiClient.post(`${base(interviewId)}session/ice/`, { session_id: sessionId, candidate }, stateEnvelope);
}

/** POST …/avatar/session/stop/. */
export async function stopAvatarSession(interviewId: string, sessionId: string): Promise<void> {
  await apiClient.post(`${base(interviewId)}session/stop/`, { session_id: sessionId }, stateEnvelope);
}
