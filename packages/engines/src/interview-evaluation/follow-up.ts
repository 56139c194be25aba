/**
 * The one follow-up question the interview room asks when an answer lacks a concrete example (issue #16).
 * Built-in and deterministic; an LLM may compose it instead when one is configured (decision 0084's seam).
 */
import { insufficientReason } from './evaluate-answer.ts';
import { EXAMPLE_MARKERS, hasAny } from './lexicon.ts';
import { readTranscript } from './text.ts';
import type { EvaluationLanguage, EvaluationQuestion } from './types.ts';

const FOLLOW_UPS: Record<EvaluationLanguage, { behavioural: string; other: string }> = {
  en: {
    behavioural:
      'Could you give one concrete example from your own experience: what was the situation, what did you do yourself, and how did it end?',
    other:
      'Could you tell us about one specific time you did this yourself: what the task was, the steps you took, and what the result was?',
  },
  ar: {
    behavioural: 'هل يمكنك أن تذكر مثالًا محددًا من تجربتك: ما الموقف، وماذا فعلت بنفسك، وكيف انتهى؟',
    other: 'هل يمكنك أن تحدثنا عن مرة محددة قمت فيها بذلك بنفسك: ما المهمة، وما الخطوات التي اتبعتها، وما النتيجة؟',
  },
};

/**
 * One follow-up question when the answer gives no concrete example (no story anchored in a time or place of
 * the speaker's own), else null. A transcript too thin to judge ("insufficient evidence": too short, noise,
 * fillers, another language) gets none either (decision 0084, amended 2026-12-07): asking it for an
 * example would not mend what is most often a microphone or transcription failure, and the evaluation
 * already says "insufficient evidence" rather than a low score.
 */
export function composeFollowUp(
  question: EvaluationQuestion,
  transcript: string,
  language: EvaluationLanguage,
): string | null {
  const read = readTranscript(transcript);
  const thin = insufficientReason(read, language, transcript);
  const hasExample = read.foldedSentences.some((sentence) => hasAny(sentence, EXAMPLE_MARKERS));
  if (thin !== null || hasExample) return null;
  const wording = FOLLOW_UPS[language];
  return question.kind === 'behavioural' || question.kind === 'situational' ? wording.behavioural : wording.other;
}
