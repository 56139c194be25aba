/**
 * Scores one interview answer against its question and rubric (issue #16, decision 0084): relevance to the
 * question, specificity (examples, numbers, outcomes), structure (situation, task, action, result) and
 * evidence of the question's skills, each with the sentences that support it. A transcript too thin to
 * judge gives "insufficient evidence", never a low score.
 *
 * Pure and deterministic, and reads words only: nothing about the face, the voice's tone or emotion is an
 * input, so nothing of them can be inferred.
 */
import {
  ACTION_PATTERN,
  ARABIC_ACTION_VERBS,
  ARABIC_NOT_VERBS,
  ENGLISH_FUNCTION_WORDS,
  EXAMPLE_MARKERS,
  FILLERS,
  GENERAL_MARKERS,
  NUMBER_WORDS,
  OUTCOME_MARKERS,
  SITUATION_MARKERS,
  STOPWORDS,
  TASK_MARKERS,
  hasAny,
} from './lexicon.ts';
import { NOISE_MARK, foldPhrase, holdsPhrase, readTranscript, wordKey, type ReadTranscript } from './text.ts';
import {
  EVALUATION_BANDS,
  INTERVIEW_EVALUATION_ENGINE_VERSION,
  type AnswerEvaluation,
  type CriterionResult,
  type EvaluatedAnswer,
  type EvaluationBand,
  type EvaluationCriterion,
  type EvaluationLanguage,
  type EvaluationNote,
  type EvaluationQuestion,
  type EvaluationSkill,
  type InsufficientAnswer,
  type InsufficientReason,
  type SkillEvidence,
} from './types.ts';
import {
  BAND_FLOORS,
  CRITERION_WEIGHTS,
  GENERAL_ANSWER_FACTOR,
  MAX_ARABIC_SHARE_IN_ENGLISH,
  MAX_FILLER_SHARE,
  MAX_LATIN_SHARE_IN_ARABIC,
  MAX_NOISE_SHARE,
  MIN_DISTINCT_SHARE,
  MIN_ENGLISH_FUNCTION_SHARE,
  MIN_MEANINGFUL_WORDS,
  OFF_TOPIC_RELEVANCE,
  RELEVANCE_COVERAGE_SHARE,
  RELEVANCE_KEYS_FOR_FULL,
  SPECIFICITY_PARTS,
} from './weights.ts';

export interface EvaluateAnswerInput {
  question: EvaluationQuestion;
  transcript: string;
  /** The interview's language (the job's). */
  language: EvaluationLanguage;
  /** The job's skills with their catalogue names and aliases; those the question names are the ones scored. */
  skills: readonly EvaluationSkill[];
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function bandOf(score: number): EvaluationBand {
  if (score >= BAND_FLOORS.strong) return 'strong';
  if (score >= BAND_FLOORS.good) return 'good';
  if (score >= BAND_FLOORS.fair) return 'fair';
  return 'low';
}

/** Why the transcript cannot be judged, or null when it can. */
export function insufficientReason(
  read: ReadTranscript,
  language: EvaluationLanguage,
  raw: string,
): InsufficientReason | null {
  const letters = read.arabicLetters + read.latinLetters;
  const noiseMarks = raw.match(NOISE_MARK)?.length ?? 0;
  const all = read.words.length;
  if (all + noiseMarks > 0 && noiseMarks / (all + noiseMarks) > MAX_NOISE_SHARE) return 'repeated_noise';
  const fillers = read.words.filter((word) => FILLERS.has(word.folded)).length;
  const meaningful = read.words.filter((word) => !FILLERS.has(word.folded));
  if (all >= 4 && fillers / all > MAX_FILLER_SHARE && meaningful.length < MIN_MEANINGFUL_WORDS * 2)
    return 'mostly_fillers';
  if (letters > 0 && language === 'ar' && read.latinLetters / letters > MAX_LATIN_SHARE_IN_ARABIC)
    return 'wrong_language';
  if (letters > 0 && language === 'en' && read.arabicLetters / letters > MAX_ARABIC_SHARE_IN_ENGLISH)
    return 'wrong_language';
  if (language === 'en' && all >= MIN_MEANINGFUL_WORDS) {
    const english = read.words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word.folded)).length;
    if (english / all < MIN_ENGLISH_FUNCTION_SHARE) return 'wrong_language';
  }
  if (
    meaningful.length >= MIN_MEANINGFUL_WORDS &&
    new Set(meaningful.map((word) => word.folded)).size / meaningful.length < MIN_DISTINCT_SHARE
  )
    return 'repeated_noise';
  if (meaningful.length < MIN_MEANINGFUL_WORDS) return 'too_short';
  return null;
}

function contentKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const word of foldPhrase(text).split(' ')) {
    if (word.length < 3 || STOPWORDS.has(word) || FILLERS.has(word) || /^\d+$/.test(word)) continue;
    keys.add(wordKey(word));
  }
  return keys;
}

function criterion(score: number | null, sentenceIndices: Iterable<number>, notes: EvaluationNote[]): CriterionResult {
  return {
    band: score === null ? null : bandOf(score),
    score: score === null ? null : round3(score),
    sentence_indices: [...new Set(sentenceIndices)].sort((a, b) => a - b),
    notes,
  };
}

function scoreRelevance(
  read: ReadTranscript,
  question: EvaluationQuestion,
  skills: readonly EvaluationSkill[],
): CriterionResult {
  // Coverage counts the question's own words; a sentence is on topic when it echoes the question, the
  // rubric or a name of the question's skills (the rubric's words alone are too general to show coverage).
  const questionKeys = contentKeys(question.question);
  const topicKeys = new Set([...questionKeys, ...contentKeys(question.rubric ?? '')]);
  for (const skill of skills) for (const name of skill.names) for (const key of contentKeys(name)) topicKeys.add(key);
  const covered = new Set<string>();
  const onTopic = new Set<number>();
  for (const word of read.words) {
    if (STOPWORDS.has(word.folded) || word.folded.length < 3) continue;
    if (questionKeys.has(word.key)) covered.add(word.key);
    if (topicKeys.has(word.key)) onTopic.add(word.sentence);
  }
  const coverage = Math.min(1, covered.size / RELEVANCE_KEYS_FOR_FULL);
  const sentenceShare = read.sentences.length === 0 ? 0 : onTopic.size / read.sentences.length;
  const score = RELEVANCE_COVERAGE_SHARE * coverage + (1 - RELEVANCE_COVERAGE_SHARE) * sentenceShare;
  const note: EvaluationNote =
    score < OFF_TOPIC_RELEVANCE ? 'off_topic' : score < BAND_FLOORS.good ? 'partly_on_topic' : 'on_topic';
  return criterion(score, onTopic, [note]);
}

function sentencesWithNumbers(read: ReadTranscript): Set<number> {
  const found = new Set<number>();
  read.foldedSentences.forEach((sentence, index) => {
    const words = sentence.trim().split(' ');
    if (
      /\d/.test(sentence) ||
      words.some((word) => NUMBER_WORDS.has(word) || NUMBER_WORDS.has(word.replace(/^[وب]/, '')))
    )
      found.add(index);
  });
  return found;
}

function scoreSpecificity(read: ReadTranscript): CriterionResult {
  const numbers = sentencesWithNumbers(read);
  const examples = new Set<number>();
  const outcomes = new Set<number>();
  let general = 0;
  read.foldedSentences.forEach((sentence, index) => {
    if (hasAny(sentence, EXAMPLE_MARKERS)) examples.add(index);
    if (hasAny(sentence, OUTCOME_MARKERS)) outcomes.add(index);
    if (hasAny(sentence, GENERAL_MARKERS)) general += 1;
  });
  const mostlyGeneral = examples.size === 0 && general * 2 >= read.sentences.length;
  const exampleCredit = examples.size > 0 ? 1 : mostlyGeneral ? GENERAL_ANSWER_FACTOR : 0;
  // An outcome claimed in a general answer ("the customer comes back") is a hope, not a result.
  const outcomeCredit = outcomes.size > 0 && !mostlyGeneral ? 1 : 0;
  const score =
    SPECIFICITY_PARTS.numbers * (numbers.size > 0 ? 1 : 0) +
    SPECIFICITY_PARTS.example * exampleCredit +
    SPECIFICITY_PARTS.outcome * outcomeCredit;
  const notes: EvaluationNote[] = [
    numbers.size > 0 ? 'has_numbers' : 'no_numbers',
    examples.size > 0 ? 'has_example' : 'no_example',
    outcomeCredit > 0 ? 'has_outcome' : 'no_outcome',
  ];
  return criterion(score, [...numbers, ...examples, ...(outcomeCredit > 0 ? outcomes : [])], notes);
}

function isArabicAction(word: string): boolean {
  if (ARABIC_ACTION_VERBS.has(word)) return true;
  const bare = word.replace(/^[وف]/, '');
  if (ARABIC_ACTION_VERBS.has(bare)) return true;
  return /^[\u0621-\u064A]{3,5}ت$/.test(bare) && !ARABIC_NOT_VERBS.has(bare) && !bare.startsWith('ال');
}

function scoreStructure(read: ReadTranscript): CriterionResult {
  const parts = {
    situation: new Set<number>(),
    task: new Set<number>(),
    action: new Set<number>(),
    result: new Set<number>(),
  };
  read.foldedSentences.forEach((sentence, index) => {
    if (hasAny(sentence, SITUATION_MARKERS)) parts.situation.add(index);
    if (hasAny(sentence, TASK_MARKERS)) parts.task.add(index);
    if (ACTION_PATTERN.test(sentence) || sentence.trim().split(' ').some(isArabicAction)) parts.action.add(index);
    if (hasAny(sentence, OUTCOME_MARKERS)) parts.result.add(index);
  });
  const present = Object.values(parts).filter((set) => set.size > 0).length;
  const notes: EvaluationNote[] = [
    parts.situation.size > 0 ? 'has_situation' : 'no_situation',
    parts.task.size > 0 ? 'has_task' : 'no_task',
    parts.action.size > 0 ? 'has_action' : 'no_action',
    parts.result.size > 0 ? 'has_result' : 'no_result',
  ];
  return criterion(
    present / 4,
    Object.values(parts).flatMap((set) => [...set]),
    notes,
  );
}

function findSkills(
  read: ReadTranscript,
  question: EvaluationQuestion,
  skills: readonly EvaluationSkill[],
): SkillEvidence[] {
  const evidence: SkillEvidence[] = [];
  for (const skill of skills) {
    let matched: string | null = null;
    const indices = new Set<number>();
    // Longest names first, so "bank reconciliation" is quoted rather than "reconciliation".
    for (const name of [...skill.names].sort((a, b) => b.length - a.length)) {
      const phrase = foldPhrase(name);
      read.foldedSentences.forEach((sentence, index) => {
        if (holdsPhrase(sentence, phrase)) {
          indices.add(index);
          matched ??= name;
        }
      });
    }
    if (matched !== null)
      evidence.push({
        skill_id: skill.id,
        matched,
        sentence_indices: [...indices].sort((a, b) => a - b),
        asked: question.skill_ids.includes(skill.id),
      });
  }
  return evidence;
}

function scoreSkills(question: EvaluationQuestion, evidence: readonly SkillEvidence[]): CriterionResult {
  if (question.skill_ids.length === 0) return criterion(null, [], []);
  const shown = evidence.filter((skill) => skill.asked);
  return criterion(
    shown.length / question.skill_ids.length,
    shown.flatMap((skill) => skill.sentence_indices),
    [shown.length > 0 ? 'skill_shown' : 'skill_not_shown'],
  );
}

const STRENGTH_NOTE: Record<EvaluationCriterion, EvaluationNote> = {
  relevance: 'on_topic',
  specificity: 'has_example',
  structure: 'has_action',
  skills: 'skill_shown',
};

function gapNote(name: EvaluationCriterion, result: CriterionResult): EvaluationNote {
  const missing = result.notes.find(
    (note) =>
      note.startsWith('no_') || note === 'off_topic' || note === 'partly_on_topic' || note === 'skill_not_shown',
  );
  return missing ?? result.notes[0] ?? STRENGTH_NOTE[name];
}

export function evaluateAnswer(input: EvaluateAnswerInput): AnswerEvaluation {
  const read = readTranscript(input.transcript);
  const reason = insufficientReason(read, input.language, input.transcript);
  if (reason !== null) {
    const insufficient: InsufficientAnswer = {
      status: 'insufficient_evidence',
      engine_version: INTERVIEW_EVALUATION_ENGINE_VERSION,
      reason,
      sentences: read.sentences,
      words: read.words.filter((word) => !FILLERS.has(word.folded)).length,
    };
    return insufficient;
  }
  const skillEvidence = findSkills(read, input.question, input.skills);
  const criteria: Record<EvaluationCriterion, CriterionResult> = {
    relevance: scoreRelevance(
      read,
      input.question,
      input.skills.filter((skill) => input.question.skill_ids.includes(skill.id)),
    ),
    specificity: scoreSpecificity(read),
    structure: scoreStructure(read),
    skills: scoreSkills(input.question, skillEvidence),
  };
  let weighted = 0;
  let weights = 0;
  for (const [name, result] of Object.entries(criteria) as [EvaluationCriterion, CriterionResult][]) {
    if (result.score === null) continue;
    weighted += CRITERION_WEIGHTS[name] * result.score;
    weights += CRITERION_WEIGHTS[name];
  }
  const score = weights === 0 ? 0 : weighted / weights;
  const offTopic = (criteria.relevance.score ?? 0) < OFF_TOPIC_RELEVANCE;
  const band = offTopic ? 'low' : bandOf(score);
  const strengths: EvaluatedAnswer['strengths'] = [];
  const gaps: EvaluatedAnswer['gaps'] = [];
  for (const [name, result] of Object.entries(criteria) as [EvaluationCriterion, CriterionResult][]) {
    if (result.band === null) continue;
    if (EVALUATION_BANDS.indexOf(result.band) >= EVALUATION_BANDS.indexOf('good'))
      strengths.push({
        criterion: name,
        sentence_index: result.sentence_indices[0] ?? null,
        note: STRENGTH_NOTE[name],
      });
    else gaps.push({ criterion: name, note: gapNote(name, result) });
  }
  return {
    status: 'evaluated',
    engine_version: INTERVIEW_EVALUATION_ENGINE_VERSION,
    band,
    score: round3(score),
    criteria,
    skills: skillEvidence,
    skills_missing: input.question.skill_ids.filter(
      (id) => !skillEvidence.some((skill) => skill.asked && skill.skill_id === id),
    ),
    sentences: read.sentences,
    strengths,
    gaps,
    capped_by: offTopic ? 'off_topic' : null,
  };
}

/** The overall of an interview: the mean of its evaluated answers' scores; insufficient answers are left out, never counted as zero. */
export function overallOf(
  evaluations: readonly AnswerEvaluation[],
): { band: EvaluationBand; score: number; evaluated: number } | null {
  const scored = evaluations.filter((evaluation): evaluation is EvaluatedAnswer => evaluation.status === 'evaluated');
  if (scored.length === 0) return null;
  const score = scored.reduce((sum, evaluation) => sum + evaluation.score, 0) / scored.length;
  return { band: bandOf(score), score: round3(score), evaluated: scored.length };
}
