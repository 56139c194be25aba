/**
 * A configured LLM's second opinion on a written answer (decision 0088): a CEFR band for each criterion of
 * the engine's rubric (decision 0067), each with the answer's sentences that support it. The asking,
 * checking and quoting are the shared rubric judge's (`llm/rubric-judge.ts`); its bands are shown beside
 * the engine's and never become the result.
 */
import { CEFR_BAND_NAMES, WRITING_CRITERIA, type SecondOpinion } from '@masar/shared/assessments';
import type { ChatClient } from '../llm/chat-client.ts';
import { judgeAgainstRubric } from '../llm/rubric-judge.ts';

/** What the model is told each criterion means: the engine's rubric in words (decision 0067). */
const CRITERIA_BRIEF: Record<(typeof WRITING_CRITERIA)[number], string> = {
  taskFit: 'task fit: does the answer do what the prompt asks, covering its points',
  range: 'range: vocabulary spread, less frequent words, complex structures, sentence length',
  accuracy: 'accuracy: grammar (agreement, tense, verb forms, articles), word forms and spelling',
  organisation: 'organisation: linking words, sentence variety, paragraphs',
  length: 'length: enough words for the task, within its limits',
};

export interface WritingToJudge {
  itemId: string;
  prompt: string;
  minWords: number;
  maxWords: number;
  answer: string;
}

export type ItemOpinion = SecondOpinion['items'][number];

/** Asks the model about one answer; throws the client's LlmError when it gives nothing usable. */
export async function judgeWriting(chat: ChatClient, writing: WritingToJudge): Promise<ItemOpinion> {
  const judgement = await judgeAgainstRubric(chat, {
    schemaName: 'writing_assessment',
    instructions:
      'You assess a job candidate\'s written English answer on the CEFR scale (A1, A2, B1, B2, C1, C2). ' +
      'Give one band for each criterion: ' +
      WRITING_CRITERIA.map((name) => CRITERIA_BRIEF[name]).join('; ') +
      '.',
    criteria: WRITING_CRITERIA,
    bands: CEFR_BAND_NAMES,
    data: {
      task: writing.prompt,
      words_expected: `${writing.minWords}-${writing.maxWords}`,
      answer: writing.answer,
    },
    answer: writing.answer,
  });
  return { item_id: writing.itemId, ...judgement };
}
