// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One SHA-256 of the paths and contents of `files` (relative to `root`, in the order given), for the build steps
 * that rebuild only when what they are made from changed (decisions 0114 and 0119). Contents, not times: a
 * checkout or a copy changes times without changing what would be built. A file that is gone changes the hash
 * as a changed one does. `extra` strings (settings a build reads) are hashed after the files.
 *
 * @param {string} root
 * @param {readonly string[]} files
 * @param {readonly string[]} [extra]
 * @returns {string}
 */
export function hashFiles(root, files, extra = []) {
  const hash = createHash('sha256');
  for (const file of files) {
    const at = path.join(root, file);
    hash.update(file).update('\0');
    hash.update(existsSync(at) ? readFileSync(at) : 'missing').update('\0');
  }
  for (const value of extra) hash.update(value).update('\0');
  return hash.digest('hex');
}
