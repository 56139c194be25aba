/**
 * The shapes the assessment engines share (spec §3): the kinds, a question's filter, and the content types of
 * questions and answers. The server stores answers as given and hands them to these engines to score.
 */
export const ASSESSMENT_KINDS = ['english_v1', 'english_v2', 'annotation_v1', 'annotation_v2'] as const;
export type ScoredAssessmentKind = (typeof ASSESSMENT_KINDS)[number];

export const QUESTION_FILTERS = ['speaking', 'written'] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

/** Spec §3 question and answer types. */
export const CONTENT_TYPES = ['text', 'json', 'long_text', 'html', 'scores'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CEFR_BANDS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrBand = (typeof CEFR_BANDS)[number];

/** A1 = 1 … C2 = 6: the scale every rubric criterion is measured on before it is named. */
export const bandNumber = (band: CefrBand): number => CEFR_BANDS.indexOf(band) + 1;

/** Every item of every bank has these; the rest depends on the section. */
export interface BankItemBase {
  /** Stable across versions of the bank: a changed item gets a new id (decision 0069). */
  id: string;
  filter: QuestionFilter;
  questionType: ContentType;
  answerType: ContentType;
  /** What the candidate reads, in English. */
  prompt: string;
  /** How to answer, in Arabic, where a candidate may need it (decision 0069: instructions, never the test). */
  instructionsAr?: string;
}
