import { loadCatalogue } from '@masar/catalog/catalogue';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '@masar/shared/constants';
import { describe, expect, it } from 'vitest';
import { evaluateJobs, JOB_SPLITS, jobSplitOf, type LabelledJob } from './evaluation.ts';
import { loadBlindJobs, loadLabelledJobs } from './fixtures.ts';
import { parseJobText } from './parse-job-text.ts';

const blind = loadBlindJobs();

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
    const run = evaluateJobs(blind, (text) => parseJobText(text), {
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
    const run = evaluateJobs([...blind, ...blind2], (text) => parseJobText(text), {
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

describe('the fifth blind job set (blind5)', () => {
  const blind5 = loadBlindJobs('blind5');

  it('holds 30 postings (15 English, 10 Arabic, 5 mixed) labelled with catalogue ids', () => {
    expectLabelledSet(blind5, [30, 15, 10, 5]);
  });

  it('shares no id with the other sets', () => {
    const others = new Set(
      [
        ...loadLabelledJobs(),
        ...blind,
        ...(['blind2', 'blind3', 'blind4'] as const).flatMap((split) => loadBlindJobs(split)),
      ].map((job) => job.truth.id),
    );
    expect(blind5.filter((job) => others.has(job.truth.id))).toEqual([]);
  });

  // Checked without parsing: the set's author never read or ran the parser (fixtures README, "The fifth blind set").
  it('is loaded into its own split blind5, whatever its ids hash to', () => {
    expect(JOB_SPLITS).toContain('blind5');
    expect(new Set(blind5.map((job) => job.split))).toEqual(new Set(['blind5']));
  });
});

describe('the sixth blind job set (blind6)', () => {
  const blind6 = loadBlindJobs('blind6');

  it('holds 30 postings (16 English, 11 Arabic, 3 mixed) labelled with catalogue ids', () => {
    expectLabelledSet(blind6, [30, 16, 11, 3]);
  });

  it('shares no id with the other sets', () => {
    const others = new Set(
      [
        ...loadLabelledJobs(),
        ...blind,
        ...(['blind2', 'blind3', 'blind4', 'blind5'] as const).flatMap((split) => loadBlindJobs(split)),
      ].map((job) => job.truth.id),
    );
    expect(blind6.filter((job) => others.has(job.truth.id))).toEqual([]);
  });

  // Checked without parsing: the set's author never read or ran the parser (blind6/README.md).
  it('is loaded into its own split blind6, whatever its ids hash to', () => {
    expect(JOB_SPLITS).toContain('blind6');
    expect(new Set(blind6.map((job) => job.split))).toEqual(new Set(['blind6']));
  });
});

describe('the seventh blind job set (blind7)', () => {
  const blind7 = loadBlindJobs('blind7');

  it('holds 30 postings (13 English, 11 Arabic, 6 mixed) labelled with catalogue ids', () => {
    expectLabelledSet(blind7, [30, 13, 11, 6]);
  });

  it('shares no id with the other sets', () => {
    const others = new Set(
      [
        ...loadLabelledJobs(),
        ...blind,
        ...(['blind2', 'blind3', 'blind4', 'blind5', 'blind6'] as const).flatMap((split) => loadBlindJobs(split)),
      ].map((job) => job.truth.id),
    );
    expect(blind7.filter((job) => others.has(job.truth.id))).toEqual([]);
  });

  // Checked without parsing: the set's author never read or ran the parser (blind7/README.md).
  it('is loaded into its own split blind7, whatever its ids hash to', () => {
    expect(JOB_SPLITS).toContain('blind7');
    expect(new Set(blind7.map((job) => job.split))).toEqual(new Set(['blind7']));
  });
});

describe('the eighth blind job set (blind8)', () => {
  const blind8 = loadBlindJobs('blind8');

  it('holds 30 postings (13 English, 11 Arabic, 6 mixed) labelled with catalogue ids', () => {
    expectLabelledSet(blind8, [30, 13, 11, 6]);
  });

  it('shares no id with the other sets', () => {
    const others = new Set(
      [
        ...loadLabelledJobs(),
        ...blind,
        ...(['blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7'] as const).flatMap((split) =>
          loadBlindJobs(split),
        ),
      ].map((job) => job.truth.id),
    );
    expect(blind8.filter((job) => others.has(job.truth.id))).toEqual([]);
  });

  // Checked without parsing: the set's author never read or ran the parser (blind8/README.md).
  it('is loaded into its own split blind8, whatever its ids hash to', () => {
    expect(JOB_SPLITS).toContain('blind8');
    expect(new Set(blind8.map((job) => job.split))).toEqual(new Set(['blind8']));
  });
});
