/**
 * `node --import tsx packages/engines/scripts/train-job-title-tagger.ts`: learns the job-text parser's title
 * ranker (decision 0096) from every labelled posting whose figures are already recorded (the main set's tune and
 * test splits and the spent blind sets: SPENT in this file) and writes
 * packages/engines/src/job-parser/title-tagger.json. The same postings and options give the same file, byte for byte.
 *
 * Options: `--epochs N` (10), `--min-count N` (2), `--seed N` (96), `--dry-run` (write nothing).
 * `--cv K` scores the ranker by K-fold cross-validation over the same postings instead of writing (`--cv-seeds
 * 1,2,3` the fold draws): each fold is read by weights learned from the other folds, and the rules' title reader
 * (no learning) is scored on the same folds beside it. `--hold-out SET` trains on every other set and scores SET.
 * A new blind set joins SPENT only after its one measurement.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, loadSkillIndex } from '../../catalog/src/catalogue.ts';
import { jobTextCatalogue } from '../src/job-parser/catalogue.ts';
import { jobSplitOf, metricsOf, type BlindSplit, type Counts, type LabelledJob } from '../src/job-parser/evaluation.ts';
import { loadBlindJobs, loadLabelledJobs } from '../src/job-parser/fixtures.ts';
import { jobLines } from '../src/job-parser/lines.ts';
import { firstRole } from '../src/job-parser/roles.ts';
import { titleCandidates, type TitleCandidate } from '../src/job-parser/title-candidates.ts';
import { pickTitle, type TitleWeights } from '../src/job-parser/title-tagger.ts';
import { seededRandom } from '../src/resume-parser/entity-tagger-training.ts';
import { DEFAULT_TITLE_TRAINING, shuffled, titleTaggerModel, trainTitleWeights, type TitleTrainingOptions } from '../src/job-parser/title-tagger-training.ts';
import { cleanTitle, readTitle } from '../src/job-parser/title.ts';
import { comparisonKey } from '../src/resume-parser/text-utils.ts';

const SPENT: readonly BlindSplit[] = ['blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind10'];
const here = path.dirname(fileURLToPath(import.meta.url));
const output = path.resolve(here, '../src/job-parser/title-tagger.json');

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] as string) : fallback;
};
const training: TitleTrainingOptions = {
  epochs: Number(option('--epochs', String(DEFAULT_TITLE_TRAINING.epochs))),
  minCount: Number(option('--min-count', String(DEFAULT_TITLE_TRAINING.minCount))),
  seed: Number(option('--seed', String(DEFAULT_TITLE_TRAINING.seed))),
};
const folds = Number(option('--cv', '0'));
const cvSeeds = option('--cv-seeds', '1,2,3').split(',').map(Number);
const holdOut = option('--hold-out', '');
const only = option('--only', '');

const catalogue = jobTextCatalogue(loadCatalogue(), loadSkillIndex());
interface Posting {
  job: LabelledJob;
  set: string;
  gold: string;
  /** The first role's title when the post offers several (that path stays with the rules). */
  roleTitle: string | null;
  candidates: TitleCandidate[];
  positive: boolean[];
  rules: string | null;
}

const started = performance.now();
let postings: Posting[] = [...loadLabelledJobs(), ...SPENT.flatMap((split) => loadBlindJobs(split))].map((job) => {
  const all = jobLines(job.text);
  const role = firstRole(all);
  const lines = role?.lines ?? all;
  const gold = comparisonKey(job.truth.title);
  const candidates = titleCandidates(lines, catalogue);
  const roleTitle = role ? cleanTitle(role.title) || null : null;
  return { job, set: job.split ?? jobSplitOf(job.truth.id), gold, roleTitle, candidates, positive: candidates.map((candidate) => candidate.key === gold), rules: roleTitle ?? readTitle(lines).value };
});
if (only) postings = postings.filter((posting) => only.split(',').includes(posting.set));
console.log(`${postings.length} postings, ${postings.filter((posting) => posting.positive.some(Boolean)).length} with the title among their candidates, read in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

const train = (part: readonly Posting[]) => trainTitleWeights(part.map((posting) => ({ candidates: posting.candidates.map((candidate) => candidate.features), positive: posting.positive })), training);
const predict = (weights: TitleWeights, posting: Posting) => posting.roleTitle ?? pickTitle(weights, posting.candidates)?.candidate.value ?? null;

function count(pairs: ReadonlyArray<[string | null, string]>): Counts {
  const counts = { tp: 0, fp: 0, fn: 0 };
  for (const [predicted, gold] of pairs) {
    const key = predicted === null ? null : comparisonKey(predicted);
    if (key !== null && key === gold) counts.tp++;
    else {
      if (key) counts.fp++;
      if (gold) counts.fn++;
    }
  }
  return counts;
}
const f1 = (pairs: ReadonlyArray<[string | null, string]>) => metricsOf(count(pairs)).f1 * 100;
const meanSd = (values: number[]) => {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length - 1));
  return `${mean.toFixed(1)} ± ${sd.toFixed(1)}`;
};

if (folds > 1) {
  const learned: number[] = [];
  const rules: number[] = [];
  const bySet = new Map<string, Array<[string | null, string]>>();
  for (const cvSeed of cvSeeds) {
    const order = shuffled(postings, seededRandom(cvSeed));
    const seedLearned: Array<[string | null, string]> = [];
    for (let fold = 0; fold < folds; fold++) {
      const held = order.filter((_, at) => at % folds === fold);
      const weights = train(order.filter((_, at) => at % folds !== fold));
      const pairs = held.map((posting): [string | null, string] => [predict(weights, posting), posting.gold]);
      learned.push(f1(pairs));
      rules.push(f1(held.map((posting) => [posting.rules, posting.gold])));
      seedLearned.push(...pairs);
      if (process.argv.includes('--verbose'))
        held.forEach((posting, at) => {
          const [value] = pairs[at] as [string | null, string];
          if (comparisonKey(value ?? '') !== posting.gold) console.log(`  ${posting.set} ${posting.job.truth.id}: ${JSON.stringify(value)} ≠ ${JSON.stringify(posting.job.truth.title)}`);
        });
      held.forEach((posting, at) => {
        const list = bySet.get(posting.set) ?? [];
        list.push(pairs[at] as [string | null, string]);
        bySet.set(posting.set, list);
      });
    }
    console.log(`seed ${cvSeed}: learned ${f1(seedLearned).toFixed(1)} (all folds pooled)`);
  }
  console.log(`\n${folds}-fold CV × ${cvSeeds.length} draws, title F1 per fold (mean ± sd over ${learned.length} folds):`);
  console.log(`  learned ranker ${meanSd(learned)}   rules (tuned on all but blind4) ${meanSd(rules)}`);
  console.log('  by set (learned, pooled over draws):', [...bySet].map(([set, pairs]) => `${set} ${f1(pairs).toFixed(1)}`).join(', '));
} else if (holdOut) {
  const weights = train(postings.filter((posting) => posting.set !== holdOut));
  const held = postings.filter((posting) => posting.set === holdOut);
  console.log(`trained without ${holdOut}: learned ${f1(held.map((posting) => [predict(weights, posting), posting.gold])).toFixed(1)}, rules ${f1(held.map((posting) => [posting.rules, posting.gold])).toFixed(1)} (title F1 on ${held.length} postings)`);
  if (process.argv.includes('--verbose')) for (const posting of held) {
    const value = predict(weights, posting);
    if (comparisonKey(value ?? '') !== posting.gold) console.log(`  ${posting.job.truth.id}: ${JSON.stringify(value)} ≠ ${JSON.stringify(posting.job.truth.title)}`);
  }
} else {
  const weights = train(postings);
  const sets = [...new Set(postings.map((posting) => posting.set))];
  const model = titleTaggerModel(weights, `packages/engines/scripts/train-job-title-tagger.ts --epochs ${training.epochs} --min-count ${training.minCount} --seed ${training.seed}: ${postings.length} postings (${sets.map((set) => `${set} ${postings.filter((posting) => posting.set === set).length}`).join(', ')})`);
  console.log(`${Object.keys(model.weights).length} features; training-set title F1 ${f1(postings.map((posting) => [predict(weights, posting), posting.gold])).toFixed(1)} (fitted, not a measure).`);
  if (!process.argv.includes('--dry-run')) {
    writeFileSync(output, `${JSON.stringify(model, null, 0).replace(/,"/g, ',\n"')}\n`);
    console.log(`wrote ${path.relative(process.cwd(), output)}`);
  }
}
