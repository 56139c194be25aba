/**
 * The interview room's streaming avatar (issue #16, decision 0085). Only the interview's candidate, only
 * while it is in progress, opens a digital-human session, answers its offer, sends ICE candidates,
 * names the question to say, and stops it. The provider's key never leaves the server: the browser holds the
 * provider's session id and its WebRTC offer. One live session per interview: opening another stops the
 * first; an interview that ends stops its session (`interview.ended`). A provider that fails answers 502
 * AVATAR_PROVIDER_FAILED, which the room reads as "go on with the built-in avatar".
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AvatarChoice, AvatarIceRequest, AvatarSession, AvatarTask } from '@masar/shared/avatar';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { getInterviewForRoom, type RoomInterview } from '../interviews/interviews.service.ts';
import { consumeLimit } from '../rate-limits/rate-limits.ts';
import { AvatarProviderError, type AvatarProvider } from './avatar-provider.ts';
import { stopProviderSessionJob } from './avatar.jobs.ts';
import { findLiveSession, insertLiveSession, markStopped } from './avatar.repository.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * GET interview/{interview_id}/avatar/: the streaming avatar when the portal has a provider, else the built-in
 * one; and the built-in one's voice, the portal's text to speech when a model is configured (decision 0101).
 */
export async function chooseAvatar(ctx: AppContext, caller: Caller, interviewId: string): Promise<AvatarChoice> {
  await getInterviewForRoom(ctx, caller, interviewId);
  return { avatar: ctx.avatarProvider ? 'streaming' : 'built-in', voice: ctx.speech.synthesizer ? 'server' : 'browser' };
}

/** The caller's interview, in progress, and the portal's provider; refusals in the order that tells least. */
async function roomInProgress(ctx: AppContext, caller: Caller, interviewId: string): Promise<{ provider: AvatarProvider; interview: RoomInterview }> {
  const interview = await getInterviewForRoom(ctx, caller, interviewId);
  const provider = ctx.avatarProvider;
  if (!provider) throw new AppError('CONFLICT', 'avatar.notStreaming');
  if (interview.state !== 'in_progress') throw new AppError('CONFLICT', 'avatar.notInProgress');
  return { provider, interview };
}

/** Runs a provider call; its failure becomes the error the room falls back on, logged by reason only. */
async function callProvider<T>(log: Log, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AvatarProviderError)) throw error;
    log.warn({ reason: error.reason }, error.message);
    throw new AppError('AVATAR_PROVIDER_FAILED', 'avatar.providerFailed');
  }
}

/** Queues the provider's stop of sessions no longer live here; the job retries a provider that is down. */
async function queueProviderStops(ctx: AppContext, sessionIds: readonly string[]): Promise<void> {
  for (const session_id of sessionIds) await ctx.jobs.send(stopProviderSessionJob, { session_id }, { singletonKey: session_id });
}

/** POST interview/{interview_id}/avatar/session/: a new session; the interview's earlier one is stopped. */
export async function openAvatarSession(ctx: AppContext, caller: Caller, interviewId: string, log: Log): Promise<AvatarSession> {
  const { provider, interview } = await roomInProgress(ctx, caller, interviewId);
  const { language } = interview;
  const session = await callProvider(log, () => provider.newSession({ language }));
  const { replaced, recorded } = await ctx.db
    .transaction(async (tx) => {
      const replaced = await markStopped(tx, interviewId);
      return { replaced, recorded: await insertLiveSession(tx, interviewId, session.sessionId) };
    })
    .catch(async (error: unknown) => {
      // Not recorded, the provider's session would run unseen until its own time-out: it is stopped.
      await queueProviderStops(ctx, [session.sessionId]);
      throw error;
    });
  // Another room of the interview recorded its session between our stop and insert: it wins, ours is stopped.
  await queueProviderStops(ctx, recorded ? replaced : [...replaced, session.sessionId]);
  if (!recorded) throw new AppError('CONFLICT', 'avatar.sessionBusy');
  return { session_id: session.sessionId, sdp: session.offer, ice_servers: session.iceServers };
}

/** The provider and the interview, for a call on the interview's live session; another session id is 409. */
async function liveSession(ctx: AppContext, caller: Caller, interviewId: string, sessionId: string): Promise<{ provider: AvatarProvider; interview: RoomInterview }> {
  const room = await roomInProgress(ctx, caller, interviewId);
  if ((await findLiveSession(ctx.db, interviewId)) !== sessionId) throw new AppError('CONFLICT', 'avatar.sessionNotLive');
  return room;
}

/** POST …/session/start/: the browser's SDP answer, which starts the stream. */
export async function startAvatarSession(ctx: AppContext, caller: Caller, interviewId: string, sessionId: string, answer: { type: 'answer'; sdp: string }, log: Log): Promise<void> {
  const { provider } = await liveSession(ctx, caller, interviewId, sessionId);
  await callProvider(log, () => provider.start(sessionId, answer));
}

/**
 * POST …/session/task/: the avatar says one of the interview's questions, or its follow-up. The room names the
 * question and the words are the interview's (decision 0111): the route is no text-to-speech proxy at the
 * portal's expense.
 */
export async function speakWithAvatar(ctx: AppContext, caller: Caller, interviewId: string, sessionId: string, questionId: string, log: Log): Promise<AvatarTask> {
  // Counted before anything is asked of the provider: the limit is on what the portal pays for (decision 0090).
  await consumeLimit(ctx.db, 'avatarTasksPerAccount', caller.userId);
  const { provider, interview } = await liveSession(ctx, caller, interviewId, sessionId);
  const text = await interview.questionText(questionId);
  const { durationMs } = await callProvider(log, () => provider.speak(sessionId, text));
  return { duration_ms: durationMs };
}

/** POST …/session/ice/: one of the browser's ICE candidates. */
export async function addAvatarIceCandidate(ctx: AppContext, caller: Caller, interviewId: string, sessionId: string, candidate: AvatarIceRequest['candidate'], log: Log): Promise<void> {
  const { provider } = await liveSession(ctx, caller, interviewId, sessionId);
  await callProvider(log, () => provider.addIceCandidate(sessionId, candidate));
}

/**
 * POST …/session/stop/: the room is done with its session, in whatever state the interview now is (the
 * candidate finishing stops it after the last answer). A provider that fails to stop it is asked again by
 * the job; the room is not held up by it.
 */
export async function stopAvatarSession(ctx: AppContext, caller: Caller, interviewId: string, sessionId: string, log: Log): Promise<void> {
  await getInterviewForRoom(ctx, caller, interviewId);
  const provider = ctx.avatarProvider;
  if (!provider) throw new AppError('CONFLICT', 'avatar.notStreaming');
  const stopped = await markStopped(ctx.db, interviewId, sessionId);
  // Already stopped (by a newer room, the interview's end, or a stop sent twice): nothing to ask the provider.
  if (stopped.length === 0) return;
  try {
    await provider.stop(sessionId);
  } catch (error) {
    if (!(error instanceof AvatarProviderError)) throw error;
    log.warn({ reason: error.reason }, error.message);
    if (error.retryable) await queueProviderStops(ctx, stopped);
  }
}

/** `interview.ended`: the interview's live session is stopped, here and at the provider. */
export async function stopSessionsOfEndedInterview(ctx: AppContext, interviewId: string): Promise<void> {
  await queueProviderStops(ctx, await markStopped(ctx.db, interviewId));
}
