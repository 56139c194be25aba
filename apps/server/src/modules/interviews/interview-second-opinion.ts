/**
 * A configured LLM's second opinion on an interview's answers (decision 0090), beside the built-in engine's
 * evaluation (decision 0084) and never instead of it: for each answer the engine could judge, a band per
 * criterion of the same rubric with the transcript's sentences that decided it. Asking, checking the reply
 * with zod and keeping only verbatim quotes are the shared rubric judge's, as for the skills assessments'
 * written answers (decision 0088). A model that fails throws: the job retries, then gives up, and the
 * report shows "no second opinion"; the engine's rows are never written here.
 */
import {
  EVALUATION_BANDS,
  EVALUATION_CRITERIA,
  type EvaluationCriterion,
  type InterviewOpinionAnswer,
} from '@masar/shared/interview-reports';
import type { InterviewQuestion } from '@masar/shared/interviews';
import type { AppContext } from '../../context.ts';
import type { ChatClient } from '../llm/chat-client.ts';
import { judgeAgainstRubric } from '../llm/rubric-judge.ts';
import { listAnswerEvaluations, saveSecondOpinion } from './interview-evaluations.repository.ts';
import { answerOfQuestion, skillName } from './interview-evaluations.service.ts';
import { findInterview, listAnswers } from './interviews.repository.ts';

/**
 * Stored with each opinion, so that one can be traced to the words that asked for it. Bump it with any
 * change to the instructions, the criteria's descriptions or the data sent.
 */
export const INTERVIEW_OPINION_PROMPT_VERSION = 'interview-opinion/1';

/** What the model is told each criterion means: the engine's rubric in words (decision 0084). */
const CRITERIA_BRIEF: Record<EvaluationCriterion, string> = {
  relevance: 'relevance: does the answer address the question asked and its rubric, sentence by sentence',
  specificity: 'specificity: concrete examples of the speaker\'s own, numbers, and outcomes',
  structure: 'structure: situation, task, action and result told in turn',
  skills: 'skills: which of the skills named for the question the answer shows evidence of',
};

const INSTRUCTIONS =
  'You assess a job candidate\'s answer to one interview question, from the transcript of what they said ' +
  'or typed, against the recruiter\'s rubric. Bands, lowest to highest: low, fair, good, strong. ' +
  'Give one band for each criterion asked: ' +
  EVALUATION_CRITERIA.map((name) => CRITERIA_BRIEF[name]).join('; ') +
  '. Judge only the words of the transcript. Never infer anything from the candidate\'s face, appearance, ' +
  'voice, tone of voice, accent or emotion: you are given none of them, and they must play no part. ' +
  'Do not reward or penalise the language the answer is in, nor its grammar, beyond what makes it unclear.';

export interface InterviewAnswerToJudge {
  question: InterviewQuestion;
  /** The catalogue's names of the skills the question names, in the interview's language. */
  skillNames: string[];
  language: 'en' | 'ar';
  transcript: string;
}

/** Asks the model about one answer; throws the client's LlmError when it gives nothing usable. */
export async function judgeInterviewAnswer(chat: ChatClient, answer: InterviewAnswerToJudge) {
  // A question that names no skill has no skills criterion (the engine's is "not applicable" too).
  const criteria = EVALUATION_CRITERIA.filter((name) => name !== 'skills' || answer.skillNames.length > 0);
  return judgeAgainstRubric(chat, {
    schemaName: 'interview_answer_assessment',
    instructions: INSTRUCTIONS,
    criteria,
    bands: EVALUATION_BANDS,
    data: {
      question: answer.question.question,
      rubric: answer.question.rubric ?? null,
      skills: answer.skillNames,
      language: answer.language,
      transcript: answer.transcript,
    },
    answer: answer.transcript,
  });
}

/**
 * The job's work: once the engine's evaluation is stored, the model judges each answer the engine could
 * judge, one at a time, and the opinion is stored whole (all answers or none). An answer the engine found
 * "insufficient evidence" is not sent: too little to judge is the same for any assessor. Nothing happens
 * without a model, for a deleted interview, an attempt no longer current, or one with an opinion already.
 */
export async function addInterviewSecondOpinion(
  ctx: AppContext,
  interviewId: string,
  attempt: number,
): Promise<'stored' | 'skipped'> {
  const judge = ctx.interviewJudge;
  if (!judge) return 'skipped';
  const row = await findInterview(ctx.db, interviewId);
  if (!row || row.state === 'deleted' || row.attempt !== attempt || row.state !== 'completed') return 'skipped';
  const evaluations = (await listAnswerEvaluations(ctx.db, interviewId, attempt)).filter((entry) => entry.status === 'evaluated');
  if (evaluations.length === 0) return 'skipped';
  const answers = await listAnswers(ctx.db, interviewId, attempt);
  const questions = [...row.details.questions].sort((a, b) => a.position - b.position);
  const judged: InterviewOpinionAnswer[] = [];
  // One answer at a time: a provider's rate limit meets one request, not a burst.
  for (const question of questions) {
    const evaluation = evaluations.find((entry) => entry.question_id === question.id);
    const answer = answerOfQuestion(answers, question.id);
    if (!evaluation || !answer) continue;
    const judgement = await judgeInterviewAnswer(judge, {
      question,
      skillNames: question.skill_ids.map((id) => skillName(id, row.details.language)),
      language: row.details.language,
      transcript: answer.transcript,
    });
    // The inputs' ids are the engine's: the same answer, as it was when the engine read it.
    judged.push({ question_id: question.id, answer_updated_at: evaluation.answer_updated_at.toISOString(), ...judgement });
  }
  await saveSecondOpinion(ctx.db, {
    interview_id: interviewId,
    attempt,
    model: judge.model,
    prompt_version: INTERVIEW_OPINION_PROMPT_VERSION,
    answers: judged,
  });
  return 'stored';
}
