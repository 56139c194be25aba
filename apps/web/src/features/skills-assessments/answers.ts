import type { ItemView, MarkedSpan } from '@masar/shared/assessment-items';
import type { AssessmentAnswerInput } from '@masar/shared/assessments';

/** An answer as the screen keeps it: what the answers call takes for the item. */
export type AnswerValue = string | MarkedSpan[] | string[] | { recordingId: string };

/** The saved answer read back, if it has the shape the widget expects. */
export function savedAnswerOf(view: ItemView, saved: unknown): AnswerValue | undefined {
  switch (view.widget) {
    case 'choice':
    case 'label':
    case 'writing':
    case 'correct':
      return typeof saved === 'string' ? saved : undefined;
    case 'spans':
      return Array.isArray(saved) ? (saved as MarkedSpan[]) : undefined;
    case 'rank':
      return Array.isArray(saved) && saved.every((id) => typeof id === 'string') ? saved : undefined;
    case 'speaking':
      return saved !== null && typeof saved === 'object' && 'recordingId' in saved
        ? (saved as { recordingId: string })
        : undefined;
    case 'unknown':
      return undefined;
  }
}

export const wordCount = (text: string) => text.trim().split(/\s+/u).filter(Boolean).length;

/** The answers call's body for one item. */
export function answerInput(item: { id: string; answer_type: string }, value: AnswerValue): AssessmentAnswerInput {
  if (typeof value === 'string') {
    return item.answer_type === 'long_text'
      ? { question_id: item.id, answer_type: 'long_text', answer: value }
      : { question_id: item.id, answer_type: 'text', answer: value };
  }
  return { question_id: item.id, answer_type: 'json', answer: value };
}
