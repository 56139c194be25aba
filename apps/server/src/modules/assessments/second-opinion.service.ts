/**
 * The second-opinion job's work (decision 0088): once the engine's result is stored, the configured model
 * judges each written answer against the same rubric and its opinion is kept beside the engine's. A model
 * that fails throws (the job retries, then gives up): the engine's result is never touched either way.
 */
import type { WritingTask } from '@masar/engines/english-assessment/items';
import type { AppContext } from '../../context.ts';
import { bankOf, isEnglishKind } from './assessments.bank.ts';
import { findAnswers, findAttemptById, storeSecondOpinion } from './assessments.repository.ts';
import { judgeWriting, type ItemOpinion } from './writing-second-opinion.ts';

/** The written answers the engine scored, with their tasks, in the bank's order. */
async function writtenAnswers(ctx: AppContext, attemptId: string, kind: Parameters<typeof bankOf>[0]) {
  const saved = new Map((await findAnswers(ctx.db, attemptId)).map((row) => [row.question_id, row.answer]));
  const writings: Array<{ task: WritingTask; answer: string }> = [];
  for (const entry of bankOf(kind).entries) {
    const item = entry.item as Partial<WritingTask>;
    const answer = saved.get(entry.id);
    if (item.section === 'writing' && typeof answer === 'string' && answer.trim())
      writings.push({ task: item as WritingTask, answer });
  }
  return writings;
}

export async function addSecondOpinion(ctx: AppContext, attemptId: string): Promise<void> {
  const judge = ctx.writingJudge;
  if (!judge) return;
  const attempt = await findAttemptById(ctx.db, attemptId);
  if (attempt?.status !== 'COMPLETED' || !isEnglishKind(attempt.kind)) return;
  if ((attempt.result as Record<string, unknown> | null)?.secondOpinion) return;
  const writings = await writtenAnswers(ctx, attempt.id, attempt.kind);
  if (writings.length === 0) return;
  const items: ItemOpinion[] = [];
  // One answer at a time: a provider's rate limit meets one request, not a burst.
  for (const { task, answer } of writings)
    items.push(await judgeWriting(judge, { itemId: task.id, prompt: task.prompt, minWords: task.minWords, maxWords: task.maxWords, answer }));
  await storeSecondOpinion(ctx.db, attempt.id, { model: judge.model, created_at: new Date().toISOString(), items });
}
