import type { JobFileRequest, PostedJobFromLink } from '@masar/shared/jobs';
import type { Locale } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findFile } from '../files/files.service.ts';
import { readDocumentText, type DocumentTextReader } from '../profiles/engine-parser.ts';
import { draftFromLink } from './job-from-link.ts';
import { crawlJobLink } from './jobs.service.ts';
import { companyOf, insertDraft, parseJobTextWithCatalogue, parsedValues, readingOf, type PostedJob } from './recruiter-jobs.service.ts';

/**
 * Three of the four ways to start a job (issue #11, decision 0038) that are not typing: a link to the job's
 * page, an uploaded job file, and (standard-profiles.ts) a standard job profile. Each makes a draft of the
 * caller's company with what was read, for the editor; publishing asks for what is still missing.
 */

/**
 * POST post-job/link/: a page that holds a posting becomes a draft (origin `link`), 'Job Crawled Successfully';
 * a page without one makes no draft and answers what it holds, for the text way.
 */
export async function postJobFromLink(ctx: AppContext, caller: Caller, link: string, locale: Locale): Promise<PostedJobFromLink & { message: 'job.crawled' | 'job.noPostingOnPage' }> {
  const companyId = companyOf(caller);
  const { page, answer } = await crawlJobLink(ctx, caller, link);
  if (!page.found) return { page: answer, job: null, reading: null, message: 'job.noPostingOnPage' };
  const { values, reading } = draftFromLink(page, parseJobTextWithCatalogue);
  const draft = await insertDraft(ctx, caller, companyId, values, 'link', reading, locale);
  return { page: answer, ...draft, message: 'job.crawled' };
}

/** The kinds of job file the `jobs` upload category takes (packages/shared/src/uploads.ts). */
const JOB_FILE_KINDS = ['pdf', 'docx', 'txt'] as const;

/**
 * POST post-job/file/: a job file the caller uploaded (category `jobs`) read into a draft (origin `file`),
 * 'Job Parsed Successfully'. The file is untrusted: its text is read by the resume readers on their contained
 * thread (time, memory and text limits, decision 0023), never on the API's event loop. Someone else's file
 * answers like no file (404), so file ids cannot be probed.
 */
export async function postJobFromFile(
  ctx: AppContext,
  caller: Caller,
  request: JobFileRequest,
  locale: Locale,
  readText: DocumentTextReader = readDocumentText,
): Promise<PostedJob> {
  const companyId = companyOf(caller);
  const file = await findFile(ctx.db, request.file_id);
  if (!file || file.owner_id !== caller.userId) throw new AppError('NOT_FOUND', 'job.fileNotFound');
  const kind = JOB_FILE_KINDS.find((known) => known === file.kind);
  if (file.category !== 'jobs' || !kind) throw new AppError('VALIDATION_ERROR', 'job.fileCategory', {}, [['file_id', 'job.fileCategory']]);
  const bytes = await ctx.storage.get(file.storage_key);
  const outcome = await readText({ bytes: new Uint8Array(bytes), kind });
  if (!outcome.ok) throw new AppError('VALIDATION_ERROR', 'job.fileUnreadable', {}, [['file_id', 'job.fileUnreadable']]);
  const parsed = parseJobTextWithCatalogue(outcome.text);
  const draft = await insertDraft(ctx, caller, companyId, parsedValues(parsed), 'file', readingOf(parsed), locale);
  return { ...draft, message: 'job.parsed' };
}
