/**
 * The chat pre-screen's turns (decision 0071), computed from the job's questions and the messages so far:
 * nothing is kept but the messages, so the state after any reply is the replay of the transcript. Answers
 * to questions no longer on the job's list are left out of the replay (a saved list gets new ids), so a
 * changed list is asked again from its first unanswered question.
 */
import { CHAT_REASKS_MAX, type ChatTurn } from '@masar/shared/chat-prescreen';
import type { CandidatePrescreeningQuestion, PrescreeningValue } from '@masar/shared/prescreening';
import { readReply } from './read-reply.ts';

export type ChatQuestion = Pick<CandidatePrescreeningQuestion, 'id' | 'kind' | 'question' | 'required' | 'options'>;

/** One question's outcome: the value read (null when skipped or unclear), and the reply kept when unclear. */
export interface ChatAnswer {
  value: PrescreeningValue | null;
  unclear: string | null;
}

export interface ChatState<Q extends ChatQuestion = ChatQuestion> {
  answers: Map<string, ChatAnswer>;
  /** The first question not answered yet, in the recruiter's order; null when all are. */
  pending: Q | null;
  /** Replies to the pending question that could not be read, each asked again. */
  reasks: number;
}

export function replayChat<Q extends ChatQuestion>(questions: readonly Q[], messages: readonly ChatTurn[]): ChatState<Q> {
  const asked = new Set(questions.map((question) => question.id));
  const answers = new Map<string, ChatAnswer>();
  const unreadable = new Map<string, number>();
  for (const message of messages) {
    if (message.author !== 'candidate' || message.question_id === null || !asked.has(message.question_id)) continue;
    if (message.kind === 'answer') answers.set(message.question_id, { value: message.value, unclear: null });
    else if (message.kind === 'skip') answers.set(message.question_id, { value: null, unclear: null });
    else if (message.kind === 'unclear') answers.set(message.question_id, { value: null, unclear: message.text });
    else if (message.kind === 'unreadable') unreadable.set(message.question_id, (unreadable.get(message.question_id) ?? 0) + 1);
  }
  const pending = questions.find((question) => !answers.has(question.id)) ?? null;
  return { answers, pending, reasks: pending ? (unreadable.get(pending.id) ?? 0) : 0 };
}

const ask = (question: ChatQuestion, kind: 'ask' | 'reask' = 'ask'): ChatTurn => ({ author: 'bot', kind, question_id: question.id, text: question.question, value: null });
const DONE: ChatTurn = { author: 'bot', kind: 'done', question_id: null, text: '', value: null };

/**
 * What the bot says when the chat is opened: the pending question, unless it is the last thing the bot
 * asked (opening twice adds nothing); nothing once every question is answered.
 */
export function openChat(questions: readonly ChatQuestion[], messages: readonly ChatTurn[]): ChatTurn[] {
  const { pending } = replayChat(questions, messages);
  if (!pending) return [];
  const lastBot = messages.findLast((message) => message.author === 'bot');
  return lastBot && lastBot.kind !== 'done' && lastBot.question_id === pending.id ? [] : [ask(pending)];
}

export interface ChatReplyOutcome {
  /** The candidate's message and the bot's answer to it, in order. */
  added: ChatTurn[];
  /** Every question's outcome once the last one is answered; null while questions remain. */
  completed: Map<string, ChatAnswer> | null;
}

/**
 * The candidate's reply to the pending question: read into its kind; asked again when it cannot be read,
 * at most CHAT_REASKS_MAX times, after which it is kept as "unclear" and the chat moves on. A required
 * question cannot be skipped: a skip word there is a reply like any other.
 */
export function replyToChat(questions: readonly ChatQuestion[], messages: readonly ChatTurn[], text: string): ChatReplyOutcome {
  const state = replayChat(questions, messages);
  const question = state.pending;
  if (!question) throw new Error('Every question of this chat is answered');
  const read = readReply(question, text);
  const reply = (kind: ChatTurn['kind'], value: PrescreeningValue | null = null): ChatTurn => ({ author: 'candidate', kind, question_id: question.id, text: text.trim(), value });
  if (read.status === 'unreadable' && state.reasks < CHAT_REASKS_MAX) return { added: [reply('unreadable'), ask(question, 'reask')], completed: null };

  const candidate = read.status === 'read' ? reply('answer', read.value) : read.status === 'skip' ? reply('skip') : reply('unclear');
  const next = replayChat(questions, [...messages, candidate]);
  return next.pending ? { added: [candidate, ask(next.pending)], completed: null } : { added: [candidate, DONE], completed: next.answers };
}
