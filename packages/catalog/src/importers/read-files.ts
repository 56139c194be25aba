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

/**
 * Reads the files of `dir` with these names (those that exist) into { name: text }: an official distribution
 * holds many more files than an importer reads, some of them large.
 */
export function readNamedFiles(dir: string, names: readonly string[]): Record<string, string> {
  const present = new Set(readdirSync(dir));
  const files: Record<string, string> = {};
  for (const name of names) if (present.has(name)) files[name] = readFileSync(path.join(dir, name), 'utf8');
  return files;
}
