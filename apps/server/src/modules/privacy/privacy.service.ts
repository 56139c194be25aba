import type { DeleteAccountRequest } from '@masar/shared/users';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { makeZip } from '../../lib/zip.ts';
import { findUserById } from '../accounts/users.service.ts';
import { queueFileDeletion } from '../files/files.service.ts';
import { collectPersonalData, erasePerson } from './privacy.repository.ts';
import { publishEvent } from '../../events/events.ts';

/** A file name safe inside a zip on every system; the original name is in the JSON. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 100) || 'file';

/** Everything Masar keeps about the caller: one JSON document and their files, as a zip. */
export async function exportPersonalData(ctx: AppContext, caller: Caller): Promise<{ zip: Buffer; fileName: string }> {
  const data = await collectPersonalData(ctx.db, caller.userId);
  if (!data) throw new AppError('NOT_FOUND', 'user.notFound');
  const entries: Array<{ name: string; data: Buffer; deflate: boolean }> = [
    { name: 'masar-data.json', data: Buffer.from(JSON.stringify({ exported_at: new Date().toISOString(), ...data }, null, 2)), deflate: true },
  ];
  for (const file of data.files) {
    entries.push({ name: `files/${file.id}-${safeName(file.file_name)}`, data: await ctx.storage.get(file.storage_key), deflate: true });
  }
  return { zip: makeZip(entries), fileName: `masar-data-${new Date().toISOString().slice(0, 10)}.zip` };
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
