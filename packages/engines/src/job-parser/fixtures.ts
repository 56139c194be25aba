/**
 * Reads the labelled job sets (__fixtures__/jobs/*.txt with __fixtures__/labels.json, and the blind set
 * in __fixtures__/blind/ laid out the same way) with node:fs. Only tests and scripts import this; the
 * parser itself never touches the file system.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { JobTruth, LabelledJob } from './evaluation.ts';

export const JOB_FIXTURES_DIR = fileURLToPath(new URL('./__fixtures__/', import.meta.url));

export const BLIND_JOB_FIXTURES_DIR = `${JOB_FIXTURES_DIR}blind/`;

function readJobSet(dir: string): LabelledJob[] {
  const truths = JSON.parse(readFileSync(`${dir}labels.json`, 'utf8')) as JobTruth[];
  return truths.map((truth) => ({ truth, text: readFileSync(`${dir}jobs/${truth.id}.txt`, 'utf8') }));
}

/** The main set, split into tune and test by jobSplitOf. */
export function loadLabelledJobs(): LabelledJob[] {
  return readJobSet(JOB_FIXTURES_DIR);
}

/**
 * The blind set ("The blind set" in __fixtures__/README.md), always in the `blind` split whatever its ids hash
 * to, so it can never leak into tune or test.
 */
export function loadBlindJobs(): LabelledJob[] {
  return readJobSet(BLIND_JOB_FIXTURES_DIR).map((job) => ({ ...job, split: 'blind' }));
}
