import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads every file of a directory whose name ends with one of `extensions` into { name: text }, for the
 * pure parsers (parseOnetDirectory takes O*NET's *.txt by name; parseEscoSkills takes one CSV's text).
 */
export function readImportFiles(dir: string, extensions: readonly string[] = ['.txt', '.csv']): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    if (extensions.some((e) => name.endsWith(e))) files[name] = readFileSync(path.join(dir, name), 'utf8');
  }
  return files;
}
