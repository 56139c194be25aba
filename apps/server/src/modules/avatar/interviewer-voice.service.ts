/**
 * The built-in avatar's voice from the portal's text-to-speech provider (issue #16, decision 0101): the
 * interview's candidate, while it is in progress, hears a question or its follow-up in the portal's voice.
 * The words are the interview's own (the room names the question, never the text), so the route cannot be
 * used to have anything else said at the portal's expense; each text is synthesized once and then served
 * from the cache. A provider that fails answers 502, and the room reads the question with the browser's
 * voice or shows it as a caption.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { getInterviewForRoom } from '../interviews/interviews.service.ts';
import { consumeLimit } from '../rate-limits/rate-limits.ts';
import { SpeechError } from '../speech/provider-http.ts';
import type { SynthesizedSpeech } from '../speech/speech-synthesis-client.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** GET interview/{interview_id}/avatar/voice/?question_id=…: the question (or its follow-up) as MP3. */
export async function speakInterviewQuestion(ctx: AppContext, caller: Caller, interviewId: string, questionId: string, log: Log): Promise<SynthesizedSpeech> {
  // Counted first, as the avatar's tasks are: cached answers cost little, but the count bounds a script.
  await consumeLimit(ctx.db, 'interviewerVoicePerAccount', caller.userId);
  const interview = await getInterviewForRoom(ctx, caller, interviewId);
  const synthesizer = ctx.speech.synthesizer;
  if (!synthesizer) throw new AppError('PROVIDER_NOT_CONFIGURED', 'avatar.voiceNotConfigured');
  if (interview.state !== 'in_progress') throw new AppError('CONFLICT', 'avatar.notInProgress');
  const text = await interview.questionText(questionId);
  try {
    return await synthesizer.synthesize(text, { format: 'mp3' });
  } catch (error) {
    if (!(error instanceof SpeechError)) throw error;
    // By reason only, as the avatar's provider failures are: a follow-up's words come from the candidate's answer.
    log.warn({ reason: error.reason }, error.message);
    throw new AppError('UPSTREAM_UNAVAILABLE', 'avatar.voiceFailed');
  }
}
