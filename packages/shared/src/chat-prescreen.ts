import { z } from 'zod';
import { TOO_LONG, textString } from './fields.ts';
import { PRESCREENING_KINDS, SHORT_TEXT_MAX_LENGTH, candidatePrescreeningQuestionSchema, type PrescreeningValue } from './prescreening.ts';

/**
 * chat_bot_messages (spec §3, issue #15, decision 0071): a job's pre-screening questions asked one at a time
 * in a chat, the candidate's replies read into the question's kind, the transcript kept per candidate × job.
 * When the last question is answered the answers are stored as the form stores them, with the application.
 */
export const CHAT_PRESCREEN_KIND = 'chat_bot_messages';

/** A reply that cannot be read is asked again this many times, then kept as "unclear" for the recruiter. */
export const CHAT_REASKS_MAX = 2;

export const CHAT_AUTHORS = ['bot', 'candidate'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

/**
 * What a message does. The bot: `ask` a question, `reask` it after a reply it could not read, `done` when
 * every question is answered. The candidate: an `answer` read into the question's kind, a `skip` of an
 * optional question, an `unreadable` reply (asked again) and an `unclear` one (kept as given, the question
 * left for the recruiter to read).
 */
export const CHAT_MESSAGE_KINDS = ['ask', 'reask', 'done', 'answer', 'skip', 'unreadable', 'unclear'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** A message as the engine sees it: who said it, what it does, the question it belongs to and the value read. */
export interface ChatTurn {
  author: ChatAuthor;
  kind: ChatMessageKind;
  question_id: string | null;
  /** The bot: the question asked; the candidate: the reply as typed. */
  text: string;
  value: PrescreeningValue | null;
}

export const chatPrescreenParamsSchema = z.strictObject({ job: z.uuid({ error: 'job.notFound' }) });
export const chatTranscriptParamsSchema = z.strictObject({ job: z.uuid({ error: 'job.notFound' }), candidate: z.uuid({ error: 'user.notFound' }) });

/** One reply typed or picked from the quick replies; read on the server into the question's kind. */
export const chatReplyRequestSchema = z.strictObject({
  /** The question the candidate is answering: a reply to a question no longer asked is refused. */
  question_id: z.uuid({ error: 'chatPrescreen.questionChanged' }),
  text: textString({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType') })
    .trim()
    .min(1, { error: 'prescreening.answerRequired' })
    .max(SHORT_TEXT_MAX_LENGTH, TOO_LONG),
});
export type ChatReplyRequest = z.input<typeof chatReplyRequestSchema>;

export const chatMessageSchema = z.object({
  position: z.number().int().min(0),
  author: z.enum(CHAT_AUTHORS),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  question_id: z.string().nullable(),
  /** The question's kind, so a re-ask can say what it expects (null for `done`). */
  question_kind: z.enum(PRESCREENING_KINDS).nullable(),
  text: z.string(),
  value: z.union([z.boolean(), z.number(), z.string()]).nullable(),
  sent_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The candidate's chat on one job: the transcript, the question waiting for a reply, and whether it applied. */
export const chatConversationSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** The question waiting for a reply, as the candidate sees it; null once every question is answered. */
  pending: candidatePrescreeningQuestionSchema.nullable(),
  /** Re-asks already made of the pending question (at most CHAT_REASKS_MAX). */
  reasks: z.number().int().min(0),
  applied: z.boolean(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** The recruiter's read of one applicant's chat on one of the company's jobs. */
export const chatTranscriptSchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatTranscript = z.infer<typeof chatTranscriptSchema>;
