/**
 * `node --import tsx packages/engines/scripts/train-resume-tagger.ts`: learns the resume parser's entity
 * tagger (decision 0043) from the TRAIN part of the labelled real resumes (`../shared/data/resume-ner/`,
 * CC0) and writes packages/engines/src/resume-parser/gazetteers/entity-tagger.json. Dev is only scored
 * (token spans, exact match) to tune the options; test is never read. The same data and options give the
 * same file, byte for byte.
 *
 * Options: `--epochs N` (12), `--min-count N` (2), `--prune N` (100: shipped integer weights of size 100 or less,
 * i.e. 1.0, are dropped: on dev the smaller model reads pasted resumes better), `--seed N` (43), `--dry-run` (score on dev, write nothing).
 *
 * The gazetteer phrase feature is computed, for each train resume, as if that resume had not been in the
 * gazetteer (a phrase only that resume labelled is not a hit), so the tagger does not learn to trust the
 * gazetteer more than it deserves on resumes it has not seen.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { learnedFrom, readLabelledSpans, splitOf } from '../src/resume-parser/labelled-resumes.ts';
import { phraseEntry } from '../src/resume-parser/gazetteer.ts';
import { comparisonKey } from '../src/resume-parser/text-utils.ts';
import { ENTITY_OF_LABEL, goldTags, trainTagger, type TrainingDocument } from '../src/resume-parser/entity-tagger-training.ts';
import { ENTITY_TYPES, loadTagger, spansOf, tagTokens, tokenFeatures, tokenize, type PhraseLookup, type EntityType } from '../src/resume-parser/entity-tagger.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const zipPath = path.resolve(repoRoot, '../shared/data/resume-ner/545-resumes-labelled.zip');
const argument = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
// `--fold K`: learn without that quarter of train, to read its misses (see foldOf); `--out FILE`: write there instead.
const leftOutFold = argument('--fold') === undefined ? null : Number(argument('--fold'));
const output = path.resolve(argument('--out') ?? path.resolve(here, '../src/resume-parser/gazetteers/entity-tagger.json'));

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const epochs = option('--epochs', 12);
const prune = option('--prune', 100);
const minCount = option('--min-count', 2);
const seed = option('--seed', 43);
const dryRun = process.argv.includes('--dry-run');

const resumes = readLabelledSpans(readFileSync(zipPath));
const entitySpans = (spans: Array<{ type: string; start: number; end: number }>) =>
  spans.flatMap((span) => (ENTITY_OF_LABEL[span.type] ? [{ type: ENTITY_OF_LABEL[span.type] as EntityType, start: span.start, end: span.end }] : []));

function documentOf(resume: (typeof resumes)[number], lookup?: PhraseLookup): TrainingDocument {
  const tokens = tokenize(resume.text);
  return { tokens, features: tokenFeatures(tokens, lookup), tags: goldTags(tokens, entitySpans(resume.spans)) };
}

const started = performance.now();
const train = resumes.filter((resume) => learnedFrom(resume, leftOutFold));
const documents = train.map((resume) => {
  const own = new Set(resume.spans.filter((span) => ENTITY_OF_LABEL[span.type]).map((span) => comparisonKey(resume.text.slice(span.start, span.end))));
  const leaveOwnOut: PhraseLookup = (key) => {
    const entry = phraseEntry(key);
    if (!entry || (own.has(key) && entry.resumes <= 1)) return null;
    return entry.kind;
  };
  return documentOf(resume, leaveOwnOut);
});
const model = trainTagger(documents, {
  epochs,
  seed,
  minCount,
  scale: 100,
  prune,
  source: `Resume Dataset with NER annotations (dotin Inc.), 545_cvs_train_v2, CC0 1.0; train part (${train.length} resumes) of the fixed split in labelled-resumes.ts; averaged perceptron, ${epochs} epochs, seed ${seed}, features seen at least ${minCount} times, weights above ${prune / 100}`,
});
const trainedIn = (performance.now() - started) / 1000;

// Dev: exact token spans per type, with and without line breaks.
const tagger = loadTagger(model);
const dev = resumes.filter((resume) => splitOf(resume) === 'dev');
const table = new Map<string, { tp: number; fp: number; fn: number }>();
for (const resume of dev) {
  const document = documentOf(resume);
  const predicted = spansOf(resume.text, document.tokens, tagTokens(tagger, document.tokens, document.features));
  const gold = spansOf(resume.text, document.tokens, document.tags);
  const layout = resume.text.trim().split('\n').filter((line) => line.trim()).length >= 5 ? 'breaks' : 'one line';
  for (const type of ENTITY_TYPES) {
    const key = (span: { from: number; to: number }) => `${span.from}:${span.to}`;
    const truth = new Set(gold.filter((span) => span.type === type).map(key));
    const guess = new Set(predicted.filter((span) => span.type === type).map(key));
    const counts = table.get(`${type} ${layout}`) ?? { tp: 0, fp: 0, fn: 0 };
    for (const span of guess) if (truth.has(span)) counts.tp++;
    else counts.fp++;
    for (const span of truth) if (!guess.has(span)) counts.fn++;
    table.set(`${type} ${layout}`, counts);
  }
}
console.log(`Trained on ${train.length} resumes (${documents.reduce((sum, document) => sum + document.tokens.length, 0)} tokens) in ${trainedIn.toFixed(1)} s: ${Object.keys(model.weights).length} features.`);
console.log('Dev, exact spans (P / R / F1 %):');
for (const [name, counts] of [...table].sort()) {
  const precision = counts.tp / Math.max(1, counts.tp + counts.fp);
  const recall = counts.tp / Math.max(1, counts.tp + counts.fn);
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  console.log(`  ${name.padEnd(18)} ${(precision * 100).toFixed(1)} / ${(recall * 100).toFixed(1)} / ${(f1 * 100).toFixed(1)}`);
}
if (!dryRun) {
  writeFileSync(output, `${JSON.stringify(model)}\n`);
  console.log(`Wrote ${path.relative(repoRoot, output)} (${(readFileSync(output).length / 1024).toFixed(0)} kB).`);
}
