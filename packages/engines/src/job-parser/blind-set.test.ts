import { loadCatalogue } from '@masar/catalog/catalogue';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '@masar/shared/constants';
import { describe, expect, it } from 'vitest';
import { BLIND_SPLITS, evaluateJobs, JOB_SPLITS, jobSplitOf, type BlindSplit, type LabelledJob } from './evaluation.ts';
import { loadBlindJobs, loadLabelledJobs } from './fixtures.ts';
import { PARSED_JOB_FIELDS, type ParsedJob } from './parse-job-text.ts';

const blind = loadBlindJobs();

/**
 * What these tests check is where each posting is scored (its forced split), not what the parser reads: a
 * parse that finds nothing keeps them fast (parsing a set took 13 s of a 15 s limit on a busy machine) and
 * lets a blind set's writer run this file without ever seeing the parser's output.
 */
const readsNothing = (): ParsedJob => ({
  title: null,
  sector: null,
  job_type: null,
  experience: null,
  skills: [],
  location: { city: null, country: null, workplace: null },
  description: null,
  confidence: Object.fromEntries(PARSED_JOB_FIELDS.map((field) => [field, 0])) as ParsedJob['confidence'],
});

/** The set's size and languages ([all, en, ar, mixed]), and every sector and skill a catalogue id. */
function expectLabelledSet(jobs: LabelledJob[], sizes: [number, number, number, number]): void {
  const catalogue = loadCatalogue();
  const count = (lang: string) => jobs.filter((job) => job.truth.lang === lang).length;
  expect([jobs.length, count('en'), count('ar'), count('mixed')]).toEqual(sizes);
  for (const { truth } of jobs) {
    expect(catalogue.sectorsById.has(truth.sector), truth.id).toBe(true);
    for (const skill of truth.skills) expect(catalogue.skillsById.has(skill.id), `${truth.id} ${skill.id}`).toBe(true);
  }
}

describe('the blind job set', () => {
  it('holds 30 postings (13 English, 11 Arabic, 6 mixed) labelled with catalogue ids', () => {
    expectLabelledSet(blind, [30, 13, 11, 6]);
  });

  it('shares no id with the tune/test set', () => {
    const main = new Set(loadLabelledJobs().map((job) => job.truth.id));
    expect(blind.filter((job) => main.has(job.truth.id))).toEqual([]);
  });

  it('is scored only as the blind split, whatever its ids hash to', () => {
    // Without the forced split about 70 % of these would fall into tune and be tuned on.
    expect(blind.some((job) => jobSplitOf(job.truth.id) === 'tune')).toBe(true);
    const run = evaluateJobs(blind, readsNothing, {
      min: DESCRIPTION_MIN_LENGTH,
      max: DESCRIPTION_MAX_LENGTH,
    });
    expect([run.bySplit.tune.documents, run.bySplit.test.documents, run.bySplit.blind.documents]).toEqual([0, 0, 30]);
    expect(run.results.every((result) => result.split === 'blind')).toBe(true);
    expect(Object.keys(run.byLanguage).sort()).toEqual(['blind ar', 'blind en', 'blind mixed']);
  });
});

describe('the second blind job set (blind2)', () => {
  const blind2 = loadBlindJobs('blind2');

  it('holds 20 postings (8 English, 8 Arabic, 4 mixed) labelled with catalogue ids', () => {
    expectLabelledSet(blind2, [20, 8, 8, 4]);
  });

  it('shares no id with the other sets', () => {
    const others = new Set([...loadLabelledJobs(), ...blind].map((job) => job.truth.id));
    expect(blind2.filter((job) => others.has(job.truth.id))).toEqual([]);
  });

  it('is scored only as the blind2 split, apart from the first blind set', () => {
    expect(blind2.some((job) => jobSplitOf(job.truth.id) === 'tune')).toBe(true);
    const run = evaluateJobs([...blind, ...blind2], readsNothing, {
      min: DESCRIPTION_MIN_LENGTH,
      max: DESCRIPTION_MAX_LENGTH,
    });
    expect([
      run.bySplit.tune.documents,
      run.bySplit.test.documents,
      run.bySplit.blind.documents,
      run.bySplit.blind2.documents,
    ]).toEqual([0, 0, 30, 20]);
    expect(Object.keys(run.byLanguage).sort()).toEqual([
      'blind ar',
      'blind en',
      'blind mixed',
      'blind2 ar',
      'blind2 en',
      'blind2 mixed',
    ]);
  });
});

describe('the third blind job set (blind3)', () => {
  const blind3 = loadBlindJobs('blind3');

  it('holds 30 postings (12 English, 12 Arabic, 6 mixed) labelled with catalogue ids', () => {
    expectLabelledSet(blind3, [30, 12, 12, 6]);
  });

  it('shares no id with the other sets', () => {
    const others = new Set([...loadLabelledJobs(), ...blind, ...loadBlindJobs('blind2')].map((job) => job.truth.id));
    expect(blind3.filter((job) => others.has(job.truth.id))).toEqual([]);
  });

  // Checked without parsing: the set's author never ran the parser on it (fixtures README, "The third blind set").
  it('is loaded into its own split blind3, whatever its ids hash to', () => {
    expect(blind3.some((job) => jobSplitOf(job.truth.id) === 'tune')).toBe(true);
    expect(JOB_SPLITS).toContain('blind3');
    expect(new Set(blind3.map((job) => job.split))).toEqual(new Set(['blind3']));
  });
});

describe('the fourth blind job set (blind4)', () => {
  const blind4 = loadBlindJobs('blind4');

  it('holds 30 postings (12 English, 12 Arabic, 6 mixed) labelled with catalogue ids', () => {
    expectLabelledSet(blind4, [30, 12, 12, 6]);
  });

  it('shares no id with the other sets', () => {
    const others = new Set(
      [...loadLabelledJobs(), ...blind, ...loadBlindJobs('blind2'), ...loadBlindJobs('blind3')].map(
        (job) => job.truth.id,
      ),
    );
    expect(blind4.filter((job) => others.has(job.truth.id))).toEqual([]);
  });

  // Checked without parsing: the set's author never ran the parser on it (fixtures README, "The fourth blind set").
  it('is loaded into its own split blind4, whatever its ids hash to', () => {
    expect(blind4.some((job) => jobSplitOf(job.truth.id) === 'tune')).toBe(true);
    expect(JOB_SPLITS).toContain('blind4');
    expect(new Set(blind4.map((job) => job.split))).toEqual(new Set(['blind4']));
  });
});

/**
 * The later sets, each labelled by a writer who never read or ran the parser (each set's README.md says what they
 * read), checked the same way and without parsing: size and languages ([all, en, ar, mixed]), catalogue ids, no
 * id shared with the sets before it, and a split of their own whatever their ids hash to.
 */
const LATER_SETS: ReadonlyArray<[BlindSplit, [number, number, number, number]]> = [
  ['blind5', [30, 15, 10, 5]],
  ['blind6', [30, 16, 11, 3]],
  ['blind7', [30, 13, 11, 6]],
  ['blind8', [30, 13, 11, 6]],
  ['blind9', [30, 13, 11, 6]],
  ['blind10', [30, 13, 11, 6]],
];

describe.each(LATER_SETS)('the blind job set %s', (split, sizes) => {
  const jobs = loadBlindJobs(split);

  it(`holds ${sizes[0]} postings (${sizes[1]} English, ${sizes[2]} Arabic, ${sizes[3]} mixed) labelled with catalogue ids`, () => {
    expectLabelledSet(jobs, sizes);
  });

  it('shares no id with the sets before it', () => {
    const before = BLIND_SPLITS.slice(0, BLIND_SPLITS.indexOf(split));
    const others = new Set(
      [...loadLabelledJobs(), ...before.flatMap((earlier) => loadBlindJobs(earlier))].map((job) => job.truth.id),
    );
    expect(jobs.filter((job) => others.has(job.truth.id))).toEqual([]);
  });

  it(`is loaded into its own split ${split}, whatever its ids hash to`, () => {
    expect(JOB_SPLITS).toContain(split);
    expect(new Set(jobs.map((job) => job.split))).toEqual(new Set([split]));
  });
});
