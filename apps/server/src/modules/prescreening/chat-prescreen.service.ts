/**
 * chat_bot_messages (issue #15, decision 0071): a job's pre-screening questions asked one at a time in a
 * chat. The transcript is the only state; the engine replays it to know the pending question. The last
 * reply applies: the answers are stored as the form stores them, with the application and the bot's last
 * message, in one transaction.
 */
import { openChat, replayChat, replyToChat, type ChatQuestion } from '@masar/engines/chat-prescreen/conversation';
import type { ChatConversation, ChatMessage, ChatReplyRequest, ChatTranscript, ChatTurn } from '@masar/shared/chat-prescreen';
import type { PrescreeningQuestion } from '@masar/shared/prescreening';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findPublishedJobRecords, jobNotFound, type JobRecord } from '../jobs/jobs.service.ts';
import { getCompanyJobRecord } from '../jobs/recruiter-jobs.service.ts';
import { applyInTransaction, hasApplied } from '../matching/candidate-matches.service.ts';
import { appendChatMessages, listChatMessages, lockChat, type ChatMessageRow } from './chat-prescreen.repository.ts';
import { currentQuestions, storeAnswers } from './prescreening.service.ts';

function toMessage(row: ChatMessageRow): ChatMessage {
  return {
    position: row.position,
    author: row.author,
    kind: row.kind,
    question_id: row.question_id,
    question_kind: row.question_kind,
    text: row.text,
    value: row.value ?? null,
    sent_at: row.sent_at.toISOString(),
  };
}

const toTurn = (row: ChatMessageRow): ChatTurn => ({ author: row.author, kind: row.kind, question_id: row.question_id, text: row.text, value: row.value ?? null });

async function publishedJob(ctx: AppContext, jobId: string): Promise<JobRecord> {
  const record = (await findPublishedJobRecords(ctx, [jobId])).get(jobId);
  if (!record) throw jobNotFound();
  return record;
}

function conversationOf(questions: readonly PrescreeningQuestion[], rows: readonly ChatMessageRow[], applied: boolean): ChatConversation {
  const { pending, reasks } = replayChat(questions, rows.map(toTurn));
  return {
    messages: rows.map(toMessage),
    pending: pending && !applied ? { id: pending.id, position: pending.position, kind: pending.kind, question: pending.question, required: pending.required, options: pending.options } : null,
    reasks,
    applied,
  };
}

/** The turns as rows to store: each bot or candidate message with its question's kind. */
function toValues(questions: readonly ChatQuestion[], turns: readonly ChatTurn[]) {
  const kinds = new Map(questions.map((question) => [question.id, question.kind]));
  return turns.map((turn) => ({ ...turn, question_kind: turn.question_id === null ? null : (kinds.get(turn.question_id) ?? null) }));
}

/** GET candidate/assessments/chat_bot_messages/{job}: the candidate's own chat on a published job. */
export async function getConversation(ctx: AppContext, caller: Caller, jobId: string): Promise<ChatConversation> {
  await publishedJob(ctx, jobId);
  const [questions, rows, applied] = await Promise.all([currentQuestions(ctx.db, jobId), listChatMessages(ctx.db, jobId, caller.userId), hasApplied(ctx.db, caller.userId, jobId)]);
  return conversationOf(questions, rows, applied);
}

/**
 * Runs `step` on the candidate's chat under its lock, after the checks every write shares: a published job
 * with questions, not applied to yet.
 */
async function withOpenChat(
  ctx: AppContext,
  caller: Caller,
  jobId: string,
  step: (tx: Db, record: JobRecord, questions: PrescreeningQuestion[], rows: ChatMessageRow[]) => Promise<boolean>,
): Promise<ChatConversation> {
  const record = await publishedJob(ctx, jobId);
  return ctx.db.transaction(async (tx) => {
    await lockChat(tx, jobId, caller.userId);
    const questions = await currentQuestions(tx, jobId);
    if (questions.length === 0) throw new AppError('CONFLICT', 'chatPrescreen.noQuestions');
    if (await hasApplied(tx, caller.userId, jobId)) throw new AppError('CONFLICT', 'chatPrescreen.alreadyApplied');
    const rows = await listChatMessages(tx, jobId, caller.userId);
    const applied = await step(tx, record, questions, rows);
    return conversationOf(questions, await listChatMessages(tx, jobId, caller.userId), applied);
  });
}

/** POST candidate/assessments/chat_bot_messages/{job}: the bot asks the pending question, once. */
export function openConversation(ctx: AppContext, caller: Caller, jobId: string): Promise<ChatConversation> {
  return withOpenChat(ctx, caller, jobId, async (tx, _record, questions, rows) => {
    await appendChatMessages(tx, jobId, caller.userId, rows.length, toValues(questions, openChat(questions, rows.map(toTurn))));
    return false;
  });
}

/**
 * POST candidate/assessments/chat_bot_messages/{job}/messages: the candidate's reply to the pending question
 * and the bot's answer. A reply to another question (the list changed since it was asked) is refused. The
 * last reply applies, its answers stored with the application in this transaction.
 */
export function replyInConversation(ctx: AppContext, caller: Caller, jobId: string, reply: ChatReplyRequest): Promise<ChatConversation> {
  return withOpenChat(ctx, caller, jobId, async (tx, record, questions, rows) => {
    const turns = rows.map(toTurn);
    const lastAsked = turns.findLast((turn) => turn.author === 'bot');
    if (replayChat(questions, turns).pending?.id !== reply.question_id || lastAsked?.question_id !== reply.question_id) {
      throw new AppError('CONFLICT', 'chatPrescreen.questionChanged');
    }
    const outcome = replyToChat(questions, turns, reply.text);
    await appendChatMessages(tx, jobId, caller.userId, rows.length, toValues(questions, outcome.added));
    const { completed } = outcome;
    if (!completed) return false;
    await applyInTransaction(tx, record, caller, (db) =>
      storeAnswers(db, jobId, caller.userId, questions, (id) => completed.get(id) ?? { value: null, unclear: null }),
    );
    return true;
  });
}

/**
 * GET recruiter/assessments/chat_bot_messages/transcript/{job}/{candidate}: an applicant's chat on one of
 * the company's jobs. A chat of someone who has not applied stays the candidate's: it reads as empty.
 */
export async function getTranscript(ctx: AppContext, caller: Caller, jobId: string, candidateId: string): Promise<ChatTranscript> {
  await getCompanyJobRecord(ctx, caller, jobId);
  if (!(await hasApplied(ctx.db, candidateId, jobId))) return { messages: [] };
  return { messages: (await listChatMessages(ctx.db, jobId, candidateId)).map(toMessage) };
}
