import { loadCatalogue, loadSkillIndex } from '@masar/catalog/catalogue';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '@masar/shared/constants';
import { describe, expect, it } from 'vitest';
import { jobTextCatalogue } from './catalogue.ts';
import { evaluateJobs, jobSplitOf, metricsOf, pooledCounts, type JobEvaluatedField } from './evaluation.ts';
import { loadLabelledJobs } from './fixtures.ts';
import { parseJobText } from './parse-job-text.ts';

const jobs = loadLabelledJobs();

describe('the labelled job set', () => {
  it('holds at least 40 descriptions, 10 of them Arabic, labelled with catalogue ids', () => {
    const catalogue = loadCatalogue();
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    expect(jobs.filter((job) => job.truth.lang === 'ar').length).toBeGreaterThanOrEqual(10);
    for (const { truth } of jobs) {
      expect(catalogue.sectorsById.has(truth.sector), truth.id).toBe(true);
      for (const skill of truth.skills) expect(catalogue.skillsById.has(skill.id), `${truth.id} ${skill.id}`).toBe(true);
    }
  });

  it('splits by a hash of the id, the same way every time, about 70/30', () => {
    expect(jobSplitOf('en-01-senior-accountant')).toBe(jobSplitOf('en-01-senior-accountant'));
    const parts = Array.from({ length: 1000 }, (_, index) => jobSplitOf(`job ${index}`));
    const tune = parts.filter((part) => part === 'tune').length;
    expect(tune).toBeGreaterThan(650);
    expect(tune).toBeLessThan(750);
    expect(jobs.filter((job) => jobSplitOf(job.truth.id) === 'test').length).toBeGreaterThanOrEqual(10);
  });
});

describe('the job-text parser on the test split', () => {
  const catalogue = jobTextCatalogue(loadCatalogue(), loadSkillIndex());
  const run = evaluateJobs(
    jobs.filter((job) => jobSplitOf(job.truth.id) === 'test'),
    (text) => parseJobText(text, catalogue),
    { min: DESCRIPTION_MIN_LENGTH, max: DESCRIPTION_MAX_LENGTH },
  );
  const counts = run.bySplit.test.counts;

  /** Floors a little under what the parser reaches (docs/scaling.md), so a regression fails. */
  const FLOORS: Record<JobEvaluatedField, number> = {
    title: 0.85,
    sector: 0.85,
    job_type: 0.95,
    experience: 0.95,
    skills: 0.85,
    skill_importance: 0.84,
    city: 0.95,
    workplace: 0.95,
  };

  it.each(Object.entries(FLOORS))('%s F1 stays at or above %s', (field, floor) => {
    expect(metricsOf(counts[field as JobEvaluatedField]).f1).toBeGreaterThanOrEqual(floor);
  });

  it('keeps the pooled F1 and the descriptions in range', () => {
    expect(metricsOf(pooledCounts(counts)).f1).toBeGreaterThanOrEqual(0.89);
    expect(run.descriptionsInRange.test).toBe(1);
  });
});
