/**
 * What a skills result's report serves besides the JSON (issue #15, decision 0073): the result as a PDF,
 * made by a job in the reader's language with 202 while it is made (decision 0064's pattern), and a
 * speaking answer's recording for whoever may read the attempt.
 */
import type { SkillsAssessmentKind } from '@masar/shared/assessments';
import { speakingAnswerSchema } from '@masar/shared/assessments';
import type { Locale } from '@masar/shared/messages';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { madeReport, type MadeReportAnswer } from '../../lib/made-report.ts';
import type { Caller } from '../../plugins/auth.ts';
import { deleteFile, findFile, storeFile, streamFile, type FileRow } from '../files/files.service.ts';
import { resultReportJob } from './assessments.jobs.ts';
import {
  findAnswers,
  findAttemptById,
  findReport,
  requestReport,
  resultChangedAt,
  settleReport,
} from './assessments.repository.ts';
import { readableAttempt, resultOf } from './assessments.service.ts';

const notFound = () => new AppError('NOT_FOUND', 'assessments.notFound');
const reportFailed = () => new AppError('CONFLICT', 'assessments.reportFailed');

const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

/**
 * GET assessments/{id}/result/{user_id}/pdf: for whoever may read the result. Before COMPLETED there is
 * nothing to print ('Failed to create assessment report'); a PDF made before the latest human score is
 * made again.
 */
export async function resultPdf(
  ctx: AppContext,
  caller: Caller,
  kind: SkillsAssessmentKind,
  userId: string,
  locale: Locale,
  now = new Date(),
): Promise<MadeReportAnswer> {
  const attempt = await readableAttempt(ctx, caller, kind, userId);
  if (!attempt) throw notFound();
  if (attempt.status !== 'COMPLETED') throw reportFailed();
  const changedAt = await resultChangedAt(ctx.db, attempt);
  return madeReport(
    ctx,
    await findReport(ctx.db, attempt.id, locale),
    changedAt,
    async () => {
      await requestReport(ctx.db, attempt.id, locale, changedAt);
      await ctx.jobs.send(
        resultReportJob,
        { attempt_id: attempt.id, locale },
        { singletonKey: `${attempt.id}:${locale}` },
      );
    },
    now,
  );
}

/** The job's work: renders the result as it is now and stores it as the candidate's file, replacing the last. */
export async function makeResultPdf(ctx: AppContext, attemptId: string, locale: Locale): Promise<void> {
  const attempt = await findAttemptById(ctx.db, attemptId);
  const report = attempt && (await findReport(ctx.db, attempt.id, locale));
  if (!attempt || report?.status !== 'pending') return;
  if (attempt.status !== 'COMPLETED') return settleReport(ctx.db, attempt.id, locale, { status: 'failed' });
  const changedAt = await resultChangedAt(ctx.db, attempt);
  const result = await resultOf(ctx, attempt);
  // Loaded on first use, as the personality PDF is: the library takes about a second to load.
  const { renderResultPdf } = await import('./assessments.pdf.ts');
  const dates = new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long' });
  let bytes: Buffer;
  try {
    bytes = await renderResultPdf({
      result,
      locale,
      formatDate: (iso) => dates.format(new Date(iso)),
    });
  } catch (error) {
    await settleReport(ctx.db, attempt.id, locale, { status: 'failed' });
    throw error;
  }
  const file = await storeFile(ctx, {
    ownerId: attempt.candidate_id,
    category: 'assessment report',
    kind: 'pdf',
    fileName: `${attempt.kind}-result-${locale}.pdf`,
    bytes,
  });
  await settleReport(ctx.db, attempt.id, locale, { status: 'ready', fileId: file.id, madeFrom: changedAt });
  const previous = report.file_id === null ? undefined : await findFile(ctx.db, report.file_id);
  if (previous) await deleteFile(ctx, previous);
}

const AUDIO_TYPES: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/**
 * GET assessments/{id}/recordings/{user_id}/{question_id}: the recording a speaking answer points at, for
 * whoever may read the attempt (the candidate, the company's recruiters), so a person can score it.
 */
export async function answerRecording(
  ctx: AppContext,
  caller: Caller,
  kind: SkillsAssessmentKind,
  userId: string,
  questionId: string,
): Promise<{ file: FileRow; stream: Readable; contentType: string }> {
  const attempt = await readableAttempt(ctx, caller, kind, userId);
  if (!attempt) throw notFound();
  const [answer] = await findAnswers(ctx.db, attempt.id, { questionIds: [questionId] });
  const speaking = speakingAnswerSchema.safeParse(answer?.answer);
  const file = speaking.success ? await findFile(ctx.db, speaking.data.recordingId) : undefined;
  // Only the candidate's own interview audio: the answer was checked so when saved, and is again here.
  if (file?.owner_id !== attempt.candidate_id || file.category !== 'interview audio') throw notFound();
  const extension = file.file_name.split('.').pop()?.toLowerCase() ?? '';
  return {
    file,
    stream: await streamFile(ctx, file),
    contentType: AUDIO_TYPES[extension] ?? 'application/octet-stream',
  };
}
