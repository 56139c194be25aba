import { z } from 'zod';
import type { Questionnaire } from './assessments.ts';

/**
 * Skills-assessment items as the candidate's screens read them (issue #15). What an item asks for, read from the questionnaire's candidate-safe item (decision 0069): the widget that
 * answers it follows from its answer type and the fields it carries. An item that fits none is shown as
 * text with no way to answer rather than guessed at.
 */
const base = { prompt: z.string(), instructionsAr: z.string().optional() };
const optionList = z.array(z.object({ id: z.string(), text: z.string() }));

const choiceQuestion = z.object({ ...base, passage: z.string().optional(), options: optionList });
const labelQuestion = z.object({
  ...base,
  text: z.string(),
  labels: z.array(z.string()),
  language: z.enum(['en', 'ar']).optional(),
  guideline: z.object({ title: z.string(), en: z.string(), ar: z.string() }).optional(),
});
const writingQuestion = z.object({ ...base, minWords: z.number(), maxWords: z.number() });
const correctQuestion = z.object({ ...base, question: z.string(), flawed: z.string(), language: z.enum(['en', 'ar']) });
const spansQuestion = z.object({
  ...base,
  text: z.string(),
  entityTypes: z.array(z.enum(['PERSON', 'ORG', 'LOC', 'DATE'])),
  language: z.enum(['en', 'ar']),
});
const rankQuestion = z.object({ ...base, question: z.string(), responses: optionList, language: z.enum(['en', 'ar']) });
const speakingQuestion = z.object({ ...base, maxSeconds: z.number(), prepareSeconds: z.number() });

export type Item = Questionnaire['items'][number];
export type ItemView =
  | { widget: 'choice'; question: z.infer<typeof choiceQuestion> }
  | { widget: 'label'; question: z.infer<typeof labelQuestion> }
  | { widget: 'writing'; question: z.infer<typeof writingQuestion> }
  | { widget: 'correct'; question: z.infer<typeof correctQuestion> }
  | { widget: 'spans'; question: z.infer<typeof spansQuestion> }
  | { widget: 'rank'; question: z.infer<typeof rankQuestion> }
  | { widget: 'speaking'; question: z.infer<typeof speakingQuestion> }
  | { widget: 'unknown'; question: { prompt: string; instructionsAr?: string } };

const CANDIDATES = [
  ['speaking', speakingQuestion],
  ['choice', choiceQuestion],
  ['label', labelQuestion],
  ['writing', writingQuestion],
  ['correct', correctQuestion],
  ['spans', spansQuestion],
  ['rank', rankQuestion],
] as const;

const ANSWER_TYPE_OF: Record<Exclude<ItemView['widget'], 'unknown'>, Item['answer_type']> = {
  speaking: 'json',
  choice: 'text',
  label: 'text',
  writing: 'long_text',
  correct: 'long_text',
  spans: 'json',
  rank: 'json',
};

export function viewOf(item: Item): ItemView {
  for (const [widget, schema] of CANDIDATES) {
    if (ANSWER_TYPE_OF[widget] !== item.answer_type) continue;
    if (widget === 'speaking' && item.filter !== 'speaking') continue;
    const parsed = schema.safeParse(item.question);
    if (parsed.success) return { widget, question: parsed.data } as ItemView;
  }
  const prompt = typeof item.question.prompt === 'string' ? item.question.prompt : item.id;
  return { widget: 'unknown', question: { prompt } };
}

export type EntityLabel = z.infer<typeof spansQuestion>['entityTypes'][number];
export interface MarkedSpan {
  start: number;
  end: number;
  label: EntityLabel;
}

/**
 * The engines' stored results (`automatic` in the result call; decisions 0067, 0068), the parts a screen
 * shows: the band or score, each part's evidence, and for writing the sentences and the errors found in them.
 */
const bandName = z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
export const writingResultViewSchema = z.object({
  band: bandName,
  evidence: z.array(z.string()),
  flags: z.array(z.string()),
  caps: z.array(z.object({ band: bandName, reason: z.string() })),
  criteria: z.record(
    z.string(),
    z.object({ band: bandName, evidence: z.array(z.string()), sentenceIndices: z.array(z.number()) }),
  ),
  errors: z.array(z.object({ start: z.number(), end: z.number(), sentence: z.number(), message: z.string() })),
  sentences: z.array(z.object({ index: z.number(), text: z.string(), start: z.number(), end: z.number() })),
  wordCount: z.number(),
});
export type WritingResultView = z.infer<typeof writingResultViewSchema>;

export const englishResultViewSchema = z.object({
  band: bandName,
  objective: z.object({
    correct: z.number(),
    total: z.number(),
    band: bandName,
    sections: z.record(z.string(), z.object({ correct: z.number(), total: z.number() })),
  }),
  writing: z.array(z.object({ itemId: z.string(), result: writingResultViewSchema })),
  speaking: z.array(
    z.object({ itemId: z.string(), band: bandName, transcript: z.string(), rubric: writingResultViewSchema }),
  ),
  pendingHumanScore: z.array(z.string()),
  evidence: z.array(z.string()),
});
export type EnglishResultView = z.infer<typeof englishResultViewSchema>;

export const annotationResultViewSchema = z.object({
  score: z.number(),
  parts: z.record(
    z.string(),
    z.object({ score: z.number(), answered: z.number(), items: z.number(), evidence: z.array(z.string()) }),
  ),
});
export type AnnotationResultView = z.infer<typeof annotationResultViewSchema>;
