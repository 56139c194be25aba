/**
 * Reads the labelled job sets (__fixtures__/jobs/*.txt with __fixtures__/labels.json, and the blind sets
 * in __fixtures__/blind/ … __fixtures__/blind10/ laid out the same way) with node:fs. Only tests and scripts import this; the
 * parser itself never touches the file system.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BlindSplit, JobTruth, LabelledJob } from './evaluation.ts';

export const JOB_FIXTURES_DIR = fileURLToPath(new URL('./__fixtures__/', import.meta.url));

function readJobSet(dir: string): LabelledJob[] {
  const truths = JSON.parse(readFileSync(`${dir}labels.json`, 'utf8')) as JobTruth[];
  return truths.map((truth) => ({ truth, text: readFileSync(`${dir}jobs/${truth.id}.txt`, 'utf8') }));
}

/** The main set, split into tune and test by jobSplitOf. */
export function loadLabelledJobs(): LabelledJob[] {
  return readJobSet(JOB_FIXTURES_DIR);
}

/**
 * A blind set ("The blind sets" in __fixtures__/README.md) from __fixtures__/<split>/, always in its own split
 * whatever its ids hash to, so it can never leak into tune or test.
 */
export function loadBlindJobs(split: BlindSplit = 'blind'): LabelledJob[] {
  return readJobSet(`${JOB_FIXTURES_DIR}${split}/`).map((job) => ({ ...job, split }));
}
