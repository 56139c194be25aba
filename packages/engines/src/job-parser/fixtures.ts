/**
 * Reads the labelled job set (__fixtures__/jobs/*.txt and __fixtures__/labels.json) with node:fs. Only
 * tests and scripts import this; the parser itself never touches the file system.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { JobTruth, LabelledJob } from './evaluation.ts';

export const JOB_FIXTURES_DIR = fileURLToPath(new URL('./__fixtures__/', import.meta.url));

export function loadLabelledJobs(): LabelledJob[] {
  const truths = JSON.parse(readFileSync(`${JOB_FIXTURES_DIR}labels.json`, 'utf8')) as JobTruth[];
  return truths.map((truth) => ({ truth, text: readFileSync(`${JOB_FIXTURES_DIR}jobs/${truth.id}.txt`, 'utf8') }));
}
