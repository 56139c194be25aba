/**
 * The shapes of the interview evaluation engine (issue #16, decision 0084): what it is given (one question
 * as the interview asked it, the transcript, the language, the catalogue's names for the job's skills) and
 * what it gives back (a band per criterion and overall, each with the sentences that support it).
 */

/** Bumped whenever a weight, threshold, word list or rule changes: every stored score names the version that made it. */
export const INTERVIEW_EVALUATION_ENGINE_VERSION = 'interview-evaluation/1.0.0';

// The criteria, bands, reasons and notes are the API's (the report speaks the same codes), so they live in
// the shared contract and are re-exported here.
export {
  EVALUATION_BANDS,
  EVALUATION_CRITERIA,
  EVALUATION_NOTES,
  INSUFFICIENT_REASONS,
  type EvaluationBand,
  type EvaluationCriterion,
  type EvaluationNote,
  type InsufficientReason,
} from '@masar/shared/interview-reports';
import type { EvaluationBand, EvaluationCriterion, EvaluationNote, InsufficientReason } from '@masar/shared/interview-reports';

export type EvaluationLanguage = 'en' | 'ar';

/** One interview question as `details.questions` carries it. */
export interface EvaluationQuestion {
  id: string;
  question: string;
  kind: string;
  skill_ids: readonly string[];
  rubric?: string;
}

/** A skill of the job with every name the catalogue knows it by (English and Arabic name, aliases). */
export interface EvaluationSkill {
  id: string;
  names: readonly string[];
}

export interface EvaluationSentence {
  index: number;
  text: string;
  /** Character offsets in the transcript as given, so the report can highlight the exact words. */
  start: number;
  end: number;
}

export interface CriterionResult {
  /** Null when the criterion does not apply (a question that names no skill has no skills criterion). */
  band: EvaluationBand | null;
  /** 0 to 1, rounded to 3 places; null with the band. */
  score: number | null;
  /** The sentences that support the band (indices into `sentences`). */
  sentence_indices: number[];
  notes: EvaluationNote[];
}

export interface SkillEvidence {
  skill_id: string;
  /** The name as the answer wrote it. */
  matched: string;
  sentence_indices: number[];
  /** Whether the question asked about this skill (else: another skill of the job, shown in passing). */
  asked: boolean;
}

export interface EvaluatedAnswer {
  status: 'evaluated';
  engine_version: string;
  band: EvaluationBand;
  score: number;
  criteria: Record<EvaluationCriterion, CriterionResult>;
  skills: SkillEvidence[];
  /** Skills the question asked about that the answer shows no evidence of. */
  skills_missing: string[];
  sentences: EvaluationSentence[];
  /** Criteria at good or strong, each with the sentence that best shows it. */
  strengths: { criterion: EvaluationCriterion; sentence_index: number | null; note: EvaluationNote }[];
  /** Criteria at low or fair, each with what is missing. */
  gaps: { criterion: EvaluationCriterion; note: EvaluationNote }[];
  /** A cap applied to the overall band, with why (an off-topic answer is never rated above low). */
  capped_by: 'off_topic' | null;
}

export interface InsufficientAnswer {
  status: 'insufficient_evidence';
  engine_version: string;
  reason: InsufficientReason;
  sentences: EvaluationSentence[];
  /** Meaningful words counted (fillers and noise left out). */
  words: number;
}

export type AnswerEvaluation = EvaluatedAnswer | InsufficientAnswer;
