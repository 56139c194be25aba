/**
 * `node --import tsx packages/engines/scripts/resume-folds.ts`: scores the resume parser on the four folds
 * inside train of the labelled real resumes (decision 0108), each fold read by a gazetteer and a tagger
 * learned without it, and prints P / R / F1 per field summed over the folds, with and without line breaks.
 *
 * The fold models are built once into `--dir` (node_modules/.cache/resume-folds/K/) and reused; `--build`
 * builds them again (after a change to what the gazetteer or the tagger learns). The shipped models are never
 * touched: fold-models-hook.mjs makes each child process import the fold's models in their place.
 *
 * Options: `--build`, `--misses` (each fold's misses into DIR/K/misses.txt), `--folds 0,1,2,3`, `--jobs N`
 * (folds at once, 2), `--dir DIR`, `--label NAME` (also keep the summed counts as DIR/NAME.json, to compare
 * runs with `--compare NAME`).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { metricsOf } from '../src/resume-parser/evaluation.ts';
import {
  addRealCounts,
  emptyRealCounts,
  REAL_FIELDS,
  type RealFieldCounts,
} from '../src/resume-parser/labelled-resumes.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const argument = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const directory = path.resolve(argument('--dir') ?? path.join(repoRoot, 'node_modules/.cache/resume-folds'));
const folds = (argument('--folds') ?? '0,1,2,3').split(',').map(Number);
const jobs = Number(argument('--jobs') ?? 2);
const rebuild = process.argv.includes('--build');
const misses = process.argv.includes('--misses');
const label = argument('--label');
const compare = argument('--compare');
const hook = path.join(here, 'fold-models-hook.mjs');

type Groups = Record<string, { counts: RealFieldCounts; documents: number }>;

async function node(script: string, args: string[], modelDirectory: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--import', hook, script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, RESUME_FOLD_MODELS: modelDirectory },
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout;
}

async function scoreFold(fold: number): Promise<Groups> {
  const foldDirectory = path.join(directory, String(fold));
  mkdirSync(foldDirectory, { recursive: true });
  const gazetteer = path.join(foldDirectory, 'resume-ner.json');
  const tagger = path.join(foldDirectory, 'entity-tagger.json');
  if (rebuild || !existsSync(gazetteer) || !existsSync(tagger)) {
    // The gazetteer first: the tagger's features read it (the hook gives the tagger's training this fold's).
    await node(
      path.join(here, 'build-gazetteers.ts'),
      ['--fold', String(fold), '--out', `${gazetteer}.new`],
      foldDirectory,
    );
    writeFileSync(gazetteer, readFileSync(`${gazetteer}.new`));
    await node(path.join(here, 'train-resume-tagger.ts'), ['--fold', String(fold), '--out', tagger], foldDirectory);
    console.error(`fold ${fold}: models built`);
  }
  const countsFile = path.join(foldDirectory, 'counts.json');
  const output = await node(
    path.join(repoRoot, 'scripts/eval-parser.ts'),
    [
      '--real',
      '--no-catalogue',
      '--split',
      'train',
      '--fold',
      String(fold),
      '--counts',
      countsFile,
      ...(misses ? ['--misses'] : []),
    ],
    foldDirectory,
  );
  if (misses) writeFileSync(path.join(foldDirectory, 'misses.txt'), output);
  console.error(`fold ${fold}: scored`);
  return JSON.parse(readFileSync(countsFile, 'utf8')) as Groups;
}

const pending = [...folds];
const results: Groups[] = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, folds.length) }, async () => {
    for (let fold = pending.shift(); fold !== undefined; fold = pending.shift()) results.push(await scoreFold(fold));
  }),
);

const summed: Groups = {};
for (const groups of results) {
  for (const [name, group] of Object.entries(groups)) {
    const into = (summed[name] ??= { counts: emptyRealCounts(), documents: 0 });
    addRealCounts(into.counts, group.counts);
    into.documents += group.documents;
  }
}
if (label) writeFileSync(path.join(directory, `${label}.json`), `${JSON.stringify(summed)}\n`);
const before = compare ? (JSON.parse(readFileSync(path.join(directory, `${compare}.json`), 'utf8')) as Groups) : null;

const percent = (value: number) => (value * 100).toFixed(1);
const cell = (group: Groups[string] | undefined, field: (typeof REAL_FIELDS)[number]) => {
  const metrics = metricsOf(group?.counts[field] ?? { tp: 0, fp: 0, fn: 0 });
  return `${percent(metrics.f1)} (${percent(metrics.precision)} / ${percent(metrics.recall)})`;
};
const names = ['train · line breaks', 'train · one line', 'train · all'].filter((name) => summed[name]);
console.log(
  `Folds ${folds.join(', ')} of train, each read by models learned without it; F1 (P / R) in %${before ? `, ${compare} → now` : ''}.`,
);
console.log(
  `\n| field | ${names.map((name) => `folds, ${name.replace('train · ', '')} (${summed[name]?.documents})`).join(' | ')} |`,
);
console.log(`|---|${names.map(() => '---').join('|')}|`);
for (const field of REAL_FIELDS) {
  console.log(
    `| ${field} | ${names.map((name) => (before ? `${cell(before[name], field)} → ${cell(summed[name], field)}` : cell(summed[name], field))).join(' | ')} |`,
  );
}
