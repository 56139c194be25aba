/**
 * `npm run eval:parser`: parses the labelled resume corpus (packages/engines/src/resume-parser/__fixtures__)
 * in every format and prints precision, recall and F1 per field for English, Arabic and mixed resumes,
 * and per format. `--no-catalogue` scores skills as written, without the fixtures' skill catalogue.
 * `--verbose` lists every miss.
 */
import { contactCounts, EVALUATED_FIELDS, metricsOf, scoreProfile, type FieldCounts } from '../packages/engines/src/resume-parser/evaluation.ts';
import { loadCorpus } from '../packages/engines/src/resume-parser/corpus.ts';
import { fixtureReader } from '../packages/engines/src/resume-parser/fixture-reader.ts';
import { runEvaluation } from '../packages/engines/src/resume-parser/run-evaluation.ts';

const withCatalogue = !process.argv.includes('--no-catalogue');
const verbose = process.argv.includes('--verbose');
const started = performance.now();
const run = await runEvaluation(fixtureReader, { withCatalogue });
const seconds = (performance.now() - started) / 1000;

const percent = (value: number) => (value * 100).toFixed(1).padStart(5);

function table(title: string, groups: Array<[string, FieldCounts]>): void {
  console.log(`\n${title}`);
  console.log(`| field | ${groups.map(([name]) => `${name} P | ${name} R | ${name} F1`).join(' | ')} |`);
  console.log(`|---|${groups.map(() => '---|---|---').join('|')}|`);
  const rows: Array<[string, (counts: FieldCounts) => { tp: number; fp: number; fn: number }]> = [
    ...EVALUATED_FIELDS.map((field) => [field, (counts: FieldCounts) => counts[field]] as [string, (counts: FieldCounts) => { tp: number; fp: number; fn: number }]),
    ['contact (pooled)', contactCounts],
  ];
  for (const [name, pick] of rows) {
    const cells = groups.map(([, counts]) => {
      const metrics = metricsOf(pick(counts));
      return `${percent(metrics.precision)} | ${percent(metrics.recall)} | ${percent(metrics.f1)}`;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
}

console.log(`Parsed ${run.documents} documents in ${seconds.toFixed(1)} s (skills ${withCatalogue ? 'matched to the fixture catalogue' : 'as written, no catalogue'}).`);
if (run.failures.length) console.log(`Failed: ${run.failures.map((failure) => `${failure.id}.${failure.kind} (${failure.reason})`).join(', ')}`);
table('By language (all formats):', [['en', run.byLanguage.en], ['ar', run.byLanguage.ar], ['mixed', run.byLanguage.mixed], ['all', run.all]]);
table('By format (all languages):', [['pdf', run.byKind.pdf], ['docx', run.byKind.docx], ['doc', run.byKind.doc], ['txt', run.byKind.txt]]);

if (verbose) {
  const truths = new Map(loadCorpus(fixtureReader, ['txt']).map((document) => [document.id, document.truth]));
  for (const { id, kind, profile } of run.profiles) {
    const truth = truths.get(id);
    if (!truth) continue;
    const counts = scoreProfile(profile, truth);
    const missed = EVALUATED_FIELDS.filter((field) => counts[field].fp || counts[field].fn);
    if (missed.length) console.log(`${id}.${kind}: ${missed.map((field) => `${field}(fp ${counts[field].fp}, fn ${counts[field].fn})`).join(' ')}`);
  }
}
