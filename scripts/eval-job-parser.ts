/**
 * `npm run eval:job-parser`: parses the labelled job descriptions (packages/engines/src/job-parser/__fixtures__,
 * written for this evaluation: see the README there) with the shipped catalogue and prints precision,
 * recall and F1 per field for the tune and test splits, the blind sets (__fixtures__/blind/, blind2/,
 * blind3/ and blind4/, labelled without seeing the parser's output) as splits of their own, and per language.
 * The blind sets are read only with `--blind`: a figure printed on every run is one that gets tuned against
 * without meaning to, so whoever tunes runs without it and reports the blind figures once, at the end.
 * `--verbose` lists the tune split's misses (never the test or blind splits': tune on tune only). `--no-catalogue` parses without the
 * catalogue (no skills, sector from words only).
 */
import { loadCatalogue, loadSkillIndex } from '../packages/catalog/src/catalogue.ts';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '../packages/shared/src/constants.ts';
import { jobTextCatalogue } from '../packages/engines/src/job-parser/catalogue.ts';
import { BLIND_SPLITS, evaluateJobs, JOB_EVALUATED_FIELDS, metricsOf, pooledCounts, type BlindSplit, type JobFieldCounts } from '../packages/engines/src/job-parser/evaluation.ts';
import { loadBlindJobs, loadLabelledJobs } from '../packages/engines/src/job-parser/fixtures.ts';
import { parseJobText } from '../packages/engines/src/job-parser/parse-job-text.ts';

const withCatalogue = !process.argv.includes('--no-catalogue');
const verbose = process.argv.includes('--verbose');
const withBlind = process.argv.includes('--blind');
// Spent blind sets, measured once and reported: their misses may now be read (`--blind --verbose`). A new set
// joins this list only after its one measurement.
const SPENT_BLIND_SPLITS: readonly string[] = ['blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind10'];
const percent = (value: number) => (value * 100).toFixed(1).padStart(5);

const catalogue = withCatalogue ? jobTextCatalogue(loadCatalogue(), loadSkillIndex()) : undefined;
const blindSplits: readonly BlindSplit[] = withBlind ? BLIND_SPLITS : [];
const jobs = [...loadLabelledJobs(), ...blindSplits.flatMap((split) => loadBlindJobs(split))];
const started = performance.now();
const run = evaluateJobs(jobs, (text) => parseJobText(text, catalogue), { min: DESCRIPTION_MIN_LENGTH, max: DESCRIPTION_MAX_LENGTH });
const seconds = (performance.now() - started) / 1000;

function table(title: string, groups: Array<[string, JobFieldCounts]>): void {
  console.log(`\n${title}`);
  console.log(`| field | ${groups.map(([name]) => `${name} P | ${name} R | ${name} F1`).join(' | ')} |`);
  console.log(`|---|${groups.map(() => '---|---|---').join('|')}|`);
  const rows: Array<[string, (counts: JobFieldCounts) => { tp: number; fp: number; fn: number }]> = [
    ...JOB_EVALUATED_FIELDS.map((field) => [field, (counts: JobFieldCounts) => counts[field]] as [string, (counts: JobFieldCounts) => { tp: number; fp: number; fn: number }]),
    ['all fields (pooled)', pooledCounts],
  ];
  for (const [name, pick] of rows) {
    const cells = groups.map(([, counts]) => {
      const metrics = metricsOf(pick(counts));
      return `${percent(metrics.precision)} | ${percent(metrics.recall)} | ${percent(metrics.f1)}`;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
}

const { tune, test } = run.bySplit;
const blindParts = withBlind ? blindSplits.map((split) => `, ${split} ${run.bySplit[split].documents}`).join('') : ' (blind sets left out: --blind)';
console.log(`Parsed ${jobs.length} job descriptions (tune ${tune.documents}, test ${test.documents}${blindParts}) in ${seconds.toFixed(2)} s (${withCatalogue ? 'with the shipped catalogue' : 'no catalogue'}).`);
table('By split:', [
  ['tune', tune.counts],
  ['test', test.counts],
  ...blindSplits.map((split): [string, JobFieldCounts] => [split, run.bySplit[split].counts]),
]);
const languages = Object.keys(run.byLanguage).sort();
table('By split and language:', languages.map((name) => [`${name} (${run.byLanguage[name]?.documents})`, run.byLanguage[name]?.counts as JobFieldCounts]));
console.log(`\nDescriptions within ${DESCRIPTION_MIN_LENGTH}-${DESCRIPTION_MAX_LENGTH} characters: tune ${percent(run.descriptionsInRange.tune)} %, test ${percent(run.descriptionsInRange.test)} %${blindSplits.map((split) => `, ${split} ${percent(run.descriptionsInRange[split])} %`).join('')}.`);

if (verbose) {
  for (const { truth, parsed, split, counts } of run.results) {
    // Only tune and spent blind sets: test and unspent blind misses stay unseen, or they would be tuned on.
    if (split !== 'tune' && !SPENT_BLIND_SPLITS.includes(split)) continue;
    const missed = JOB_EVALUATED_FIELDS.filter((field) => counts[field].fp || counts[field].fn);
    if (!missed.length) continue;
    console.log(`\n${split} ${truth.id}: ${missed.map((field) => `${field}(fp ${counts[field].fp}, fn ${counts[field].fn})`).join(' ')}`);
    if (missed.includes('title')) console.log(`  title: ${JSON.stringify(parsed.title)} ≠ ${JSON.stringify(truth.title)}`);
    if (missed.includes('sector')) console.log(`  sector: ${parsed.sector} ≠ ${truth.sector}`);
    if (missed.includes('job_type')) console.log(`  job type: ${parsed.job_type} ≠ ${truth.job_type}`);
    if (missed.includes('experience')) console.log(`  experience: ${JSON.stringify(parsed.experience)} ≠ ${JSON.stringify(truth.experience)}`);
    if (missed.includes('city') || missed.includes('workplace')) console.log(`  location: ${JSON.stringify(parsed.location)} ≠ ${JSON.stringify(truth.location)}`);
    if (missed.includes('skills') || missed.includes('skill_importance')) {
      const want = new Map(truth.skills.map((skill) => [skill.id, skill.importance]));
      const got = new Map(parsed.skills.map((skill) => [skill.id, skill.importance]));
      const extra = parsed.skills.filter((skill) => want.get(skill.id) !== skill.importance).map((skill) => `${skill.id}:${skill.importance}`);
      const missing = truth.skills.filter((skill) => got.get(skill.id) !== skill.importance).map((skill) => `${skill.id}:${skill.importance}`);
      console.log(`  skills: extra ${extra.join(', ') || '-'}; missing ${missing.join(', ') || '-'}`);
    }
  }
}
