/**
 * What other modules may do with files: read a file's row (to check its owner and kind), and queue the
 * deletion of stored bytes whose rows are gone (account deletion). The tables and the job stay private.
 */
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import { fileDeletionJob } from './files.jobs.ts';
import * as repository from './files.repository.ts';

export type { FileRow } from './files.repository.ts';

export function findFile(db: Db, id: string): Promise<repository.FileRow | undefined> {
  return repository.findFile(db, id);
}

export async function queueFileDeletion(jobs: JobQueue, storageKeys: string[]): Promise<void> {
  await jobs.send(fileDeletionJob, { storageKeys });
}
