import { Readable } from 'node:stream';
import type { DeleteAccountRequest } from '@masar/shared/users';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { zipStream, type StreamedZipEntry } from '../../lib/zip.ts';
import { findUserById } from '../accounts/users.service.ts';
import { queueFileDeletion } from '../files/files.service.ts';
import { exportCandidateInterviews } from '../interviews/interviews.service.ts';
import { exportNotifications } from '../notifications/notifications.service.ts';
import { collectPersonalData, erasePerson } from './privacy.repository.ts';
import { publishEvent } from '../../events/events.ts';

/** A file name safe inside a zip on every system; the original name is in the JSON. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 100) || 'file';

/**
 * The people whose export is being written by this process. One export per person at a time: each
 * streams (a few hundred kilobytes of buffers, whatever the files), but a person asking again and again
 * would still read their files again and again at once.
 */
const exportsRunning = new Set<string>();

/**
 * Everything Masar keeps about the caller: one JSON document and their files, as a zip written as it is
 * sent. The files are read from storage as streams, one at a time, at the pace the person downloads, so
 * neither a file nor the archive is held in memory. A second export while one runs is refused; the first
 * ends when its last byte is read or its stream closes (failed, or the person went away).
 */
export async function exportPersonalData(ctx: AppContext, caller: Caller): Promise<{ stream: Readable; fileName: string }> {
  if (exportsRunning.has(caller.userId)) throw new AppError('RATE_LIMITED', 'privacy.exportRunning');
  exportsRunning.add(caller.userId);
  try {
    const data = await collectPersonalData(ctx.db, caller.userId);
    if (!data) throw new AppError('NOT_FOUND', 'user.notFound');
    const notifications = await exportNotifications(ctx.db, caller.userId);
    const interviews = await exportCandidateInterviews(ctx.db, caller.userId);
    const json = Buffer.from(JSON.stringify({ exported_at: new Date().toISOString(), ...data, notifications, interviews }, null, 2));
    const entries: StreamedZipEntry[] = [
      { name: 'masar-data.json', open: () => Readable.from([json]) },
      ...data.files.map((file) => ({ name: `files/${file.id}-${safeName(file.file_name)}`, open: () => ctx.storage.stream(file.storage_key) })),
    ];
    const stream = zipStream(entries);
    // Done when the last byte is read ('end') or the stream goes (sent, failed, or the person went away).
    const done = () => exportsRunning.delete(caller.userId);
    stream.once('end', done).once('close', done);
    return { stream, fileName: `masar-data-${new Date().toISOString().slice(0, 10)}.zip` };
  } catch (error) {
    exportsRunning.delete(caller.userId);
    throw error;
  }
}

/**
 * Deletes the caller's account and data for good. The password confirms it (or, for an account made
 * through a social provider, the e-mail typed again). File bytes are removed by a retried job.
 */
export async function deleteAccount(ctx: AppContext, caller: Caller, input: DeleteAccountRequest): Promise<void> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw new AppError('NOT_FOUND', 'user.notFound');
  if (user.password_hash) {
    if (!input.current_password) {
      throw new AppError('VALIDATION_ERROR', 'password.required', {}, [['current_password', 'password.required']]);
    }
    if (!(await verifyPassword(user.password_hash, input.current_password))) {
      throw new AppError('WRONG_PASSWORD', 'password.wrongCurrent', {}, [['current_password', 'password.wrongCurrent']]);
    }
  } else if (input.confirm_email !== user.email.toLowerCase()) {
    throw new AppError('VALIDATION_ERROR', 'privacy.confirmEmail', {}, [['confirm_email', 'privacy.confirmEmail']]);
  }
  const data = await collectPersonalData(ctx.db, user.id);
  const storageKeys = (data?.files ?? []).map((file) => file.storage_key);
  await ctx.db.transaction((tx) => erasePerson(tx, user.id));
  // Matching drops the person from the jobs' lists; later modules (notifications, analytics) listen too.
  await publishEvent(ctx, 'account.deleted', { userId: user.id });
  if (storageKeys.length > 0) await queueFileDeletion(ctx.jobs, storageKeys);
}
