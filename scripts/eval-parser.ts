/**
 * `npm run eval:parser`: parses the labelled resume corpus (packages/engines/src/resume-parser/__fixtures__)
 * in every format and prints precision, recall and F1 per field for English, Arabic and mixed resumes,
 * and per format. `--no-catalogue` scores skills as written, without the fixtures' skill catalogue.
 * `--verbose` lists every miss.
 *
 * `--real`: instead, the labelled real resumes of `../shared/data/resume-ner/` (read from the zip at run
 * time, never copied into the repository): P/R/F1 for name, e-mail, titles, companies, colleges, degrees
 * and skills on the dev and test parts of the fixed split, with and without line breaks. Matching is
 * case-, spacing- and punctuation-insensitive containment (see labelled-resumes.ts). `--split train`
 * scores the train part instead; `--misses` prints each resume's misses (never for test); `--fold K` scores
 * only that quarter of train, for models learned with the same `--fold K` (see foldOf in labelled-resumes.ts).
 * `--counts FILE` also writes each group's true and false positives and negatives there as JSON, so that the
 * folds' counts can be summed (packages/engines/scripts/resume-folds.ts).
 *
 * `--layouts`: instead, the layout corpus (packages/engines/src/resume-parser/__layouts__, made by
 * packages/engines/scripts/make-layout-corpus.ts): F1 per layout family and per language for name,
 * e-mail, titles, companies, dates, colleges, degrees, skills (as written) and certifications, for the
 * PDFs; then the same per family for the Word (DOCX) versions beside the PDFs of those families.
 * `--misses` prints each file's misses.
 */
import { contactCounts, EVALUATED_FIELDS, metricsOf, scoreProfile, type FieldCounts } from '../packages/engines/src/resume-parser/evaluation.ts';
import { loadCorpus } from '../packages/engines/src/resume-parser/corpus.ts';
import { fixtureReader } from '../packages/engines/src/resume-parser/fixture-reader.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueSkillLookup } from '../apps/server/src/modules/profiles/engine-parser.ts';
import {
  addRealCounts,
  emptyRealCounts,
  foldOf,
  hasLineBreaks,
  predictedValues,
  readLabelledResumes,
  REAL_FIELDS,
  scoreAgainstLabels,
  splitOf,
  truthValues,
  type RealFieldCounts,
  type Split,
} from '../packages/engines/src/resume-parser/labelled-resumes.ts';
import { addLayoutCounts, emptyLayoutCounts, LAYOUT_FIELDS, labelledLayoutValues, predictedLayoutValues, scoreLayout, type LayoutCounts } from '../packages/engines/src/resume-parser/layout-corpus.ts';
import { PEOPLE } from '../packages/engines/scripts/layout-corpus/people.ts';
import { parseResume } from '../packages/engines/src/resume-parser/parse-resume.ts';
import { runEvaluation } from '../packages/engines/src/resume-parser/run-evaluation.ts';

const withCatalogue = !process.argv.includes('--no-catalogue');
const verbose = process.argv.includes('--verbose');
const percent = (value: number) => (value * 100).toFixed(1).padStart(5);
if (process.argv.includes('--layouts')) {
  await evaluateLayouts();
  process.exit(0);
}
if (process.argv.includes('--real')) {
  await evaluateRealResumes();
  process.exit(0);
}
const started = performance.now();
const run = await runEvaluation(fixtureReader, { withCatalogue });
const seconds = (performance.now() - started) / 1000;


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

async function evaluateRealResumes(): Promise<void> {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const zipPath = path.resolve(repoRoot, '../shared/data/resume-ner/545-resumes-labelled.zip');
  const resumes = readLabelledResumes(readFileSync(zipPath));
  const splitArg = process.argv.indexOf('--split');
  const splits: Split[] = splitArg > 0 ? [process.argv[splitArg + 1] as Split] : ['dev', 'test'];
  const misses = process.argv.includes('--misses');
  const foldArg = process.argv.indexOf('--fold');
  const fold = foldArg > 0 ? Number(process.argv[foldArg + 1]) : null;
  const lookup = withCatalogue ? catalogueSkillLookup() : undefined;
  const groups = new Map<string, { counts: RealFieldCounts; documents: number }>();
  const started = performance.now();
  let parsed = 0;
  for (const resume of resumes) {
    const split = splitOf(resume);
    if (!splits.includes(split)) continue;
    if (fold !== null && (split !== 'train' || foldOf(resume) !== fold)) continue;
    const layout = hasLineBreaks(resume.text) ? 'line breaks' : 'one line';
    const result = await parseResume({ bytes: new TextEncoder().encode(resume.text), kind: 'txt' }, lookup ? { skillCatalogue: lookup } : {});
    parsed++;
    if (!result.ok) continue;
    const counts = scoreAgainstLabels(result.profile, resume);
    for (const name of [`${split} · ${layout}`, `${split} · all`]) {
      const group = groups.get(name) ?? { counts: emptyRealCounts(), documents: 0 };
      addRealCounts(group.counts, counts);
      group.documents++;
      groups.set(name, group);
    }
    if (misses && split !== 'test') {
      for (const field of REAL_FIELDS) {
        if (counts[field].fp || counts[field].fn) {
          console.log(`${resume.id} [${layout}] ${field}: predicted ${JSON.stringify(predictedValues(result.profile, field))} labelled ${JSON.stringify(truthValues(resume, field))}`);
        }
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const counts = Object.fromEntries(['train', 'dev', 'test'].map((split) => [split, resumes.filter((resume) => splitOf(resume) === split).length]));
  console.log(`Labelled real resumes: ${resumes.length} (train ${counts.train}, dev ${counts.dev}, test ${counts.test}); parsed ${parsed} in ${seconds.toFixed(1)} s; skills ${lookup ? 'matched to the shipped catalogue' : 'as written'}.`);
  const countsArg = process.argv.indexOf('--counts');
  if (countsArg > 0) writeFileSync(process.argv[countsArg + 1] as string, `${JSON.stringify(Object.fromEntries(groups))}\n`);
  const names = [...groups.keys()].sort();
  console.log(`\n| field | ${names.map((name) => `${name} (${groups.get(name)?.documents}) P / R / F1`).join(' | ')} |`);
  console.log(`|---|${names.map(() => '---').join('|')}|`);
  for (const field of REAL_FIELDS) {
    const cells = names.map((name) => {
      const metrics = metricsOf(groups.get(name)?.counts[field] ?? { tp: 0, fp: 0, fn: 0 });
      return `${percent(metrics.precision)} / ${percent(metrics.recall)} / ${percent(metrics.f1)}`;
    });
    console.log(`| ${field} | ${cells.join(' | ')} |`);
  }
}

async function evaluateLayouts(): Promise<void> {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.join(repoRoot, 'packages/engines/src/resume-parser/__layouts__');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Array<{ file: string; family: string; person: string; lang: 'en' | 'ar'; kind: 'pdf' | 'docx' }>;
  const misses = process.argv.includes('--misses');
  const groups = new Map<string, { counts: LayoutCounts; documents: number }>();
  const add = (name: string, counts: LayoutCounts) => {
    const group = groups.get(name) ?? { counts: emptyLayoutCounts(), documents: 0 };
    addLayoutCounts(group.counts, counts);
    group.documents++;
    groups.set(name, group);
  };
  for (const entry of manifest) {
    const person = PEOPLE.find((candidate) => candidate.id === entry.person);
    if (!person) throw new Error(`no labels for ${entry.person}`);
    const result = await parseResume({ bytes: new Uint8Array(readFileSync(path.join(dir, entry.file))), kind: entry.kind });
    if (!result.ok) {
      console.log(`${entry.file}: failed (${result.reason})`);
      continue;
    }
    const counts = scoreLayout(result.profile, person);
    // The PDF table keeps its names (and its figures) from before the corpus had Word files.
    const names = entry.kind === 'pdf' ? [entry.family, `lang ${entry.lang}`, 'all'] : [];
    for (const name of [...names, `${entry.family} ${entry.kind}`, `all ${entry.kind}`]) add(name, counts);
    if (misses) {
      for (const field of LAYOUT_FIELDS) {
        if (counts[field].fp || counts[field].fn) {
          console.log(`${entry.file} ${field}: predicted ${JSON.stringify(predictedLayoutValues(result.profile, field))} labelled ${JSON.stringify(labelledLayoutValues(person, field))}`);
        }
      }
    }
  }
  const table = (names: string[]) => {
    console.log(`\n| field | ${names.map((name) => `${name} (${groups.get(name)?.documents})`).join(' | ')} |`);
    console.log(`|---|${names.map(() => '---').join('|')}|`);
    for (const field of LAYOUT_FIELDS) {
      console.log(`| ${field} | ${names.map((name) => percent(metricsOf(groups.get(name)?.counts[field] ?? { tp: 0, fp: 0, fn: 0 }).f1)).join(' | ')} |`);
    }
  };
  const pdfs = manifest.filter((entry) => entry.kind === 'pdf');
  const families = [...new Set(pdfs.map((entry) => entry.family))];
  console.log(`Layout corpus: ${pdfs.length} PDFs in ${families.length} families; F1 in % (skills as written).`);
  table([...families, 'lang en', 'lang ar', 'all'].filter((name) => groups.has(name)));

  const docxFamilies = [...new Set(manifest.filter((entry) => entry.kind === 'docx').map((entry) => entry.family))];
  if (docxFamilies.length === 0) return;
  console.log(`\nWord (DOCX) versions of ${docxFamilies.length} families, beside the same people's PDFs; F1 in %.`);
  table([...docxFamilies, 'all'].flatMap((family) => [`${family} pdf`, `${family} docx`]).filter((name) => groups.has(name)));
}
