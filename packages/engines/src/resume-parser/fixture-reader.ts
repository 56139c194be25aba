/**
 * Reads the fixture directory with node:fs. Only tests, scripts and the benchmark import this; the
 * parser itself never touches the file system.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CorpusReader } from './corpus.ts';

export const FIXTURES_DIR = fileURLToPath(new URL('./__fixtures__/', import.meta.url));

export const fixtureReader: CorpusReader = {
  list: () => readdirSync(FIXTURES_DIR),
  read: (name) => new Uint8Array(readFileSync(`${FIXTURES_DIR}${name}`)),
};
