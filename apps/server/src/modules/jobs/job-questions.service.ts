/**
 * A job's interview questions (issue #11, decision 0037): the company's recruiters keep an ordered list per
 * job, typed or taken from suggestions; the built-in engine composes suggestions from the job's skills and
 * occupation, and a configured LLM may propose a few more. Another company's job answers 'Job not exist'.
 */
import { loadCatalogue } from '@masar/catalog/catalogue';
import { interviewJob } from '@masar/engines/interview-questions/catalogue';
import { composeInterviewQuestions, questionKey } from '@masar/engines/interview-questions/compose-questions';
import type { JobQuestion, JobQuestionList, QuestionDraft, QuestionSuggestions } from '@masar/shared/job-questions';
import type { saveJobQuestionsRequestSchema } from '@masar/shared/job-questions';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { LlmSettings } from '../../config.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { createChatClient, type ChatClient } from '../llm/chat-client.ts';
import { byId, findJobRecord, type JobRecord } from './jobs.repository.ts';
import { jobNotFound } from './jobs.service.ts';
import { listJobQuestions, lockJob, replaceJobQuestions, type JobQuestionRow } from './job-questions.repository.ts';
import { LLM_SUGGESTIONS_MAX, proposeWithLlm, type LlmQuestionLogger } from './llm-questions.ts';

/** A recruiter waits for suggestions; a model slower than this adds nothing to them. */
const LLM_TIMEOUT_MS = 20_000;

/** One of the caller's company's jobs, or 'Job not exist'. */
async function ownJob(db: Db, caller: Caller, id: string): Promise<JobRecord> {
  const record = await findJobRecord(db, byId(id));
  if (!record || caller.companyId === null || record.company.id !== caller.companyId) throw jobNotFound();
  return record;
}

function toQuestion(row: JobQuestionRow): JobQuestion {
  return { id: row.id, position: row.position, question: row.question, kind: row.kind, skill_ids: row.skill_ids, rubric: row.rubric, source: row.source };
}

/** GET recruiter/job/{id}/questions/. */
export async function getJobQuestions(ctx: AppContext, caller: Caller, id: string): Promise<JobQuestionList> {
  await ownJob(ctx.db, caller, id);
  return { questions: (await listJobQuestions(ctx.db, id)).map(toQuestion) };
}

/** A job's interview questions in order, for the interview that asks them (issue #16). */
export async function listInterviewQuestions(db: Db, jobId: string): Promise<JobQuestion[]> {
  return (await listJobQuestions(db, jobId)).map(toQuestion);
}

/**
 * PUT recruiter/job/{id}/questions/: the whole list, in its order, replaces the saved one in one
 * transaction. A question may probe only this job's skills.
 */
export async function saveJobQuestions(ctx: AppContext, caller: Caller, id: string, request: z.output<typeof saveJobQuestionsRequestSchema>): Promise<JobQuestionList> {
  const rows = await ctx.db.transaction(async (tx) => {
    const record = await ownJob(tx, caller, id);
    const jobSkills = new Set(record.skills.map((skill) => skill.skill_id));
    request.questions.forEach((question, index) => {
      if (question.skill_ids.some((skillId) => !jobSkills.has(skillId))) throw fieldError(`questions.${index}.skill_ids`, 'jobQuestions.unknownSkill');
    });
    await lockJob(tx, id);
    await replaceJobQuestions(
      tx,
      id,
      request.questions.map((question) => ({ ...question, skill_ids: [...new Set(question.skill_ids)] })),
    );
    return listJobQuestions(tx, id);
  });
  return { questions: rows.map(toQuestion) };
}

/** Arabic when most of the job's letters are Arabic: the interview is held in the job's language. */
export function jobLanguage(record: JobRecord): 'en' | 'ar' {
  const text = `${record.job.job_title} ${record.job.description}`;
  const arabic = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > latin ? 'ar' : 'en';
}

const chatClients = new WeakMap<LlmSettings, ChatClient>();
function chatFor(settings: LlmSettings): ChatClient {
  let chat = chatClients.get(settings);
  if (!chat) {
    chat = createChatClient(settings, { timeoutMs: LLM_TIMEOUT_MS });
    chatClients.set(settings, chat);
  }
  return chat;
}

/**
 * POST recruiter/job/{id}/questions/suggest/: the engine's questions for the job, then the model's when one
 * is configured, none of them already in the saved list (same text, whatever the spacing or case). Nothing
 * is saved.
 */
export async function suggestJobQuestions(ctx: AppContext, caller: Caller, id: string, logger: LlmQuestionLogger): Promise<QuestionSuggestions> {
  const record = await ownJob(ctx.db, caller, id);
  const saved = await listJobQuestions(ctx.db, id);
  const taken = new Set(saved.map((row) => questionKey(row.question)));
  const language = jobLanguage(record);
  const catalogue = loadCatalogue();
  const skills = record.skills.map((skill) => ({ id: skill.skill_id, required: skill.required }));
  const composed = composeInterviewQuestions(
    interviewJob({ job_title: record.job.job_title, experience: { value: record.job.experience_value, unit: record.job.experience_unit }, skills, occupation_id: record.job.occupation_id }, catalogue),
    language,
  );
  const suggestions: QuestionDraft[] = [];
  const add = (question: QuestionDraft): boolean => {
    const key = questionKey(question.question);
    if (taken.has(key)) return false;
    taken.add(key);
    suggestions.push(question);
    return true;
  };
  for (const question of composed) add({ ...question, source: 'suggested' });

  if (ctx.config.llm) {
    const proposals = await proposeWithLlm(
      chatFor(ctx.config.llm),
      {
        title: record.job.job_title,
        description: record.job.description,
        experience: `${record.job.experience_value} ${record.job.experience_unit}`,
        skills: record.skills.map((skill) => ({ id: skill.skill_id, name: catalogue.skillsById.get(skill.skill_id)?.name[language] ?? skill.name, required: skill.required })),
        language,
      },
      [...saved.map((row) => row.question), ...suggestions.map((question) => question.question)],
      logger,
    );
    let kept = 0;
    for (const proposal of proposals) if (kept < LLM_SUGGESTIONS_MAX && add(proposal)) kept += 1;
  }
  return { questions: suggestions };
}
