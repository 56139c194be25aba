import type { Readable } from 'node:stream';
import type { AppContext } from '../context.ts';
import { AppError } from './app-error.ts';
import { findFile, streamFile, type FileRow } from '../modules/files/files.service.ts';

/** A report asked for this long ago and still not made is taken as lost (its job died) and asked for again. */
export const REPORT_REQUEST_LOST_AFTER_MS = 10 * 60_000;

export type MadeReportAnswer = { status: 'pending' } | { status: 'ready'; file: FileRow; stream: Readable };

/** What a stored report row says: pending while its job makes it, then ready with its file, or failed. */
interface ReportState {
  status: 'pending' | 'ready' | 'failed';
  made_from: Date;
  requested_at: Date;
  file_id: string | null;
}

/**
 * Decision 0064's rule for a report a job makes (the personality report, and the skills results of
 * decision 0073): the stored file when it was made from the data as it is now (`madeFrom`); otherwise
 * ask for it (`request`: record it pending and queue its job) unless a request for the same data is still
 * fresh, and answer "pending". A failed making says 'Failed to create assessment report' once and is
 * asked for again, so the next request can succeed.
 */
export async function madeReport(
  ctx: AppContext,
  report: ReportState | undefined,
  madeFrom: Date,
  request: () => Promise<void>,
  now = new Date(),
): Promise<MadeReportAnswer> {
  const current = report !== undefined && report.made_from.getTime() === madeFrom.getTime();
  if (current && report.status === 'ready' && report.file_id !== null) {
    const file = await findFile(ctx.db, report.file_id);
    if (file) return { status: 'ready', file, stream: await streamFile(ctx, file) };
  }
  const waiting =
    current &&
    report.status === 'pending' &&
    now.getTime() - report.requested_at.getTime() < REPORT_REQUEST_LOST_AFTER_MS;
  if (!waiting) await request();
  if (current && report.status === 'failed') throw new AppError('CONFLICT', 'assessments.reportFailed');
  return { status: 'pending' };
}
