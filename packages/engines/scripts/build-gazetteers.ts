/**
 * `node --import tsx packages/engines/scripts/build-gazetteers.ts`: learns the resume parser's gazetteers
 * from the TRAIN part of the labelled real resumes (`../shared/data/resume-ner/`, CC0) and writes
 * packages/engines/src/resume-parser/gazetteers/resume-ner.json. Only counts of normalised labels and words
 * are written, never resume text; dev and test are not read.
 *
 * - phrases: labelled job titles, companies, degrees and colleges (comparisonKey), with how many train
 *   resumes label them; a phrase labelled as more than one kind keeps its most frequent kind only.
 * - words: head words that tell a title from an organisation, a degree from an institution (a title's and an
 *   organisation's last word, a degree's first, any word of an institution), counted once per resume: a
 *   word counts for a kind when enough resumes use it so (3; 2 for degrees; 8 for institutions, which are
 *   named after places) and at least 3 times as often as for the other kinds ("engineer" is a title word,
 *   "technologies" an organisation word).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { learnedFrom, readLabelledResumes } from '../src/resume-parser/labelled-resumes.ts';
import { comparisonKey } from '../src/resume-parser/text-utils.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const zipPath = path.resolve(repoRoot, '../shared/data/resume-ner/545-resumes-labelled.zip');
const argument = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
// `--fold K`: learn without that quarter of train, to read its misses (see foldOf); `--out FILE`: write there instead.
const leftOutFold = argument('--fold') === undefined ? null : Number(argument('--fold'));
const output = path.resolve(argument('--out') ?? path.resolve(here, '../src/resume-parser/gazetteers/resume-ner.json'));

type Kind = 'title' | 'organisation' | 'degree' | 'institution';
const KIND_OF: Record<string, Kind> = { Designation: 'title', 'Companies worked at': 'organisation', Degree: 'degree', 'College Name': 'institution' };
const KINDS: Kind[] = ['title', 'organisation', 'degree', 'institution'];

const train = readLabelledResumes(readFileSync(zipPath)).filter((resume) => learnedFrom(resume, leftOutFold));
const phraseCounts = new Map<string, Record<Kind, number>>();
const wordCounts = new Map<string, Record<Kind, number>>();
const zero = (): Record<Kind, number> => ({ title: 0, organisation: 0, degree: 0, institution: 0 });
const STOP = new Set(['in', 'of', 'the', 'and', 'for', 'at', 'with', 'on', 'to', 'a', 'an', '&', '-', '/', 'as', 'us']);

/** The word that names what a label is: a title's and an organisation's last, a degree's first. */
function headOf(kind: Kind, words: string[]): string[] {
  const content = words.filter((word) => !STOP.has(word) && word.length >= 2 && !/^\d/.test(word));
  if (kind === 'title' || kind === 'organisation') return content.slice(-1);
  if (kind === 'degree') return content.slice(0, 1);
  return content;
}

for (const resume of train) {
  const seen = new Set<string>();
  for (const label of resume.labels) {
    const kind = KIND_OF[label.type];
    if (!kind) continue;
    const key = comparisonKey(label.text);
    const words = key.split(' ');
    // Long spans are sentences the labellers marked whole; they teach nothing reusable.
    if (!key || words.length > 7 || key.length > 70 || /\d{3}/.test(key) || key.includes('@')) continue;
    // Counted once per resume, so one person's repeated employer does not make a word.
    for (const [map, item] of [[phraseCounts, key], ...headOf(kind, words).map((word) => [wordCounts, word] as const)] as const) {
      if (seen.has(`${map === phraseCounts ? 'p' : 'w'}¦${kind}¦${item}`)) continue;
      seen.add(`${map === phraseCounts ? 'p' : 'w'}¦${kind}¦${item}`);
      const counts = map.get(item) ?? zero();
      counts[kind]++;
      map.set(item, counts);
    }
  }
}

const phrases: Record<Kind, Array<[string, number]>> = { title: [], organisation: [], degree: [], institution: [] };
for (const [key, counts] of phraseCounts) {
  const kind = KINDS.reduce((best, candidate) => (counts[candidate] > counts[best] ? candidate : best));
  if (key.length < 2 || STOP.has(key)) continue;
  phrases[kind].push([key, counts[kind]]);
}
// Institutions are named after places, so their words need more resumes before they count.
const MIN_RESUMES: Record<Kind, number> = { title: 3, organisation: 3, degree: 2, institution: 8 };
const words: Record<Kind, Array<[string, number]>> = { title: [], organisation: [], degree: [], institution: [] };
// English words that happen to start degree labels ("BE", "Major", "Advanced") would make sentences degrees;
// certifications the labellers marked as degrees (PMP) are not degrees.
const NOT_HEADS = new Set(['be', 'major', 'advanced', 'b.', 'victorian', 'certified', 'certification', 'pmp']);
for (const [word, counts] of wordCounts) {
  if (NOT_HEADS.has(word)) continue;
  for (const kind of KINDS) {
    const others = KINDS.filter((other) => other !== kind).reduce((sum, other) => sum + counts[other], 0);
    if (counts[kind] >= MIN_RESUMES[kind] && counts[kind] >= 3 * others) words[kind].push([word, counts[kind]]);
  }
}
const byCount = (left: [string, number], right: [string, number]) => right[1] - left[1] || left[0].localeCompare(right[0]);
for (const kind of KINDS) {
  phrases[kind].sort(byCount);
  words[kind].sort(byCount);
}

mkdirSync(path.dirname(output), { recursive: true });
writeFileSync(
  output,
  `${JSON.stringify({
    source: 'Resume Dataset with NER annotations (dotin Inc.), 545_cvs_train_v2, CC0 1.0; train part of the fixed split in labelled-resumes.ts',
    resumes: train.length,
    phrases,
    words,
  })}\n`,
);
console.log(`Learned from ${train.length} train resumes:`, Object.fromEntries(KINDS.map((kind) => [kind, { phrases: phrases[kind].length, words: words[kind].length }])));
