import { describe, expect, it } from 'vitest';
import { goldenCandidates, goldenGraph, goldenJobs } from './__fixtures__/golden.ts';
import { syntheticWorld } from './bench.ts';
import { createBulkMatcher, createJobIndex, createTopK, forEachJobAbove, topJobsForCandidate } from './match-index.ts';
import { prepareCandidate, prepareJob, scorePreparedValue } from './score-match.ts';
import type { MatchCandidate, MatchJob, SkillGraph } from './types.ts';

/** Every job's score for the candidate through the index, with the threshold below every score. */
function indexScores(jobs: readonly MatchJob[], graph: SkillGraph, candidate: MatchCandidate, threshold = -1) {
  const index = createJobIndex(jobs, graph);
  const scores = new Map<string, number>();
  forEachJobAbove(index, prepareCandidate(candidate, graph), threshold, (job, score) => scores.set(index.ids[job]!, score));
  return scores;
}

function engineScores(jobs: readonly MatchJob[], graph: SkillGraph, candidate: MatchCandidate, threshold = -1) {
  const prepared = prepareCandidate(candidate, graph);
  const scores = new Map<string, number>();
  for (const job of jobs) {
    const score = scorePreparedValue(prepared, prepareJob(job), graph);
    if (score > threshold) scores.set(job.id, score);
  }
  return scores;
}

describe('the job index', () => {
  it('gives exactly the scores of the engine on the golden pairs', () => {
    for (const candidate of goldenCandidates) {
      expect(indexScores(goldenJobs, goldenGraph, candidate)).toEqual(engineScores(goldenJobs, goldenGraph, candidate));
    }
  });

  it('finds every job above 0.2, with the same scores, on a synthetic world', () => {
    // Small enough for a busy machine (6,000 pairs, each also scored by the engine); the large markets are
    // for `npm run bench`. The index and the jobs are prepared once: neither depends on the candidate.
    const { graph, candidates, jobs } = syntheticWorld(20, 300, 7);
    const index = createJobIndex(jobs, graph);
    const prepared = jobs.map((job) => prepareJob(job));
    let compared = 0;
    for (const candidate of candidates) {
      const scorer = prepareCandidate(candidate, graph);
      const expected = new Map<string, number>();
      for (const job of prepared) {
        const score = scorePreparedValue(scorer, job, graph);
        if (score > 0.2) expected.set(job.job.id, score);
      }
      const found = new Map<string, number>();
      forEachJobAbove(index, scorer, 0.2, (job, score) => found.set(index.ids[job]!, score));
      expect(found).toEqual(expected);
      compared += expected.size;
    }
    // The world must actually produce matches, or the comparison proves nothing.
    expect(compared).toBeGreaterThan(1000);
  });

  it('credits a skill by name and by a relation in either direction', () => {
    const graph: SkillGraph = {
      related: (id) =>
        id === 'skill:java' ? [{ id: 'skill:kotlin', strength: 0.8 }] : id === 'skill:sql' ? [{ id: 'skill:postgres', strength: 0.9 }] : [],
    };
    const jobs: MatchJob[] = [
      {
        id: 'job:a',
        title: 'Backend Developer',
        skills: [
          { id: 'custom:python', name: 'Python', importance: 5, required: true },
          { id: 'skill:kotlin', name: 'Kotlin', importance: 4, required: false },
          { id: 'skill:sql', name: 'SQL', importance: 3, required: true },
        ],
        minExperienceMonths: 24,
      },
    ];
    const candidate: MatchCandidate = {
      skills: [
        { id: 'skill:python', name: 'python' },
        { id: 'skill:java', name: 'Java' },
        { id: 'skill:postgres', name: 'PostgreSQL' },
      ],
      titles: ['Accountant'],
      experienceMonths: 30,
      educationLevel: 'bachelor',
    };
    const expected = engineScores(jobs, graph, candidate);
    expect(expected.get('job:a')).toBeGreaterThan(0.2);
    expect(indexScores(jobs, graph, candidate)).toEqual(expected);
  });

  it('finds jobs through a related title word, a shared stem or the occupation alone', () => {
    const graph: SkillGraph = { related: () => [] };
    const jobs: MatchJob[] = [
      { id: 'job:programmer', title: 'Programmer', skills: [], minExperienceMonths: 0 },
      { id: 'job:pharmacist', title: 'Pharmacist', skills: [{ id: 's:x', name: 'X', importance: 3, required: false }], minExperienceMonths: 0 },
      { id: 'job:occupation', title: 'Nurse', occupationId: 'occ:29-1141.00', skills: [{ id: 's:y', name: 'Y', importance: 3, required: false }], minExperienceMonths: 0 },
      { id: 'job:untitled', title: '—', skills: [], minExperienceMonths: 0 },
    ];
    const candidate: MatchCandidate = {
      skills: [],
      titles: ['Developer', 'Pharmacy Technician'],
      occupationIds: ['occ:29-1141.00'],
      experienceMonths: 12,
      educationLevel: 'diploma',
    };
    const expected = engineScores(jobs, graph, candidate, 0.2);
    expect([...expected.keys()].sort()).toEqual(['job:occupation', 'job:pharmacist', 'job:programmer', 'job:untitled']);
    expect(indexScores(jobs, graph, candidate, 0.2)).toEqual(expected);
  });

  it('scores every job when the weights let an unrelated job pass the threshold', () => {
    const { graph, candidates, jobs } = syntheticWorld(5, 200, 11);
    const weights = { skills: 0.1, title: 0.1, experience: 0.1, education: 0.1, interest: 0.6 };
    const index = createJobIndex(jobs, graph, { weights });
    expect(index.untouchedCeiling).toBeGreaterThan(0.2);
    for (const candidate of candidates) {
      const prepared = prepareCandidate(candidate, graph);
      const expected = new Map(
        jobs.map((job) => [job.id, scorePreparedValue(prepared, prepareJob(job), graph, { weights })] as const).filter(([, score]) => score > 0.2),
      );
      const seen = new Map<string, number>();
      forEachJobAbove(index, prepared, 0.2, (job, score) => seen.set(index.ids[job]!, score));
      expect(seen).toEqual(expected);
    }
  });

  it('answers a candidate’s best jobs in order, with the total above the threshold', () => {
    const { graph, candidates, jobs } = syntheticWorld(3, 600, 3);
    const index = createJobIndex(jobs, graph);
    const candidate = candidates[0]!;
    const all = [...engineScores(jobs, graph, candidate, 0.2)].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const { top, total } = topJobsForCandidate(index, prepareCandidate(candidate, graph), { limit: 10 });
    expect(total).toBe(all.length);
    expect(top).toEqual(all.slice(0, 10).map(([job_id, score]) => ({ job_id, score })));
  });
});

describe('the bulk matcher', () => {
  it('gives each job the same best candidates as ranking them one job at a time', () => {
    // 10,000 pairs, each scored again one at a time: enough for most jobs to have more candidates than they keep.
    const { graph, candidates, jobs } = syntheticWorld(50, 200, 5);
    const ordered = [...candidates].sort((a, b) => (a.id < b.id ? -1 : 1));
    const index = createJobIndex(jobs, graph);
    const bulk = createBulkMatcher(index, { candidateLimit: 5, jobLimit: 4 });
    const scorers = ordered.map((candidate) => prepareCandidate(candidate, graph));
    for (const scorer of scorers) bulk.add(scorer);
    let truncated = 0;
    for (let j = 0; j < index.jobs.length; j += 1) {
      const job = index.jobs[j]!;
      const expected = scorers
        .map((scorer, item) => ({ item, score: scorePreparedValue(scorer, job, graph) }))
        .filter(({ score }) => score > 0.2)
        .sort((a, b) => b.score - a.score || a.item - b.item);
      const { top, total } = bulk.candidatesOf(j);
      expect(total).toBe(expected.length);
      expect(top).toEqual(expected.slice(0, 4));
      if (total > 4) truncated += 1;
    }
    // The limit must actually cut lists, or the comparison proves little.
    expect(truncated).toBeGreaterThan(jobs.length / 2);
  });
});

describe('createTopK', () => {
  it('keeps the best items, ties by the smaller item, and knows its floor', () => {
    const top = createTopK(3);
    expect(top.floor).toBe(-Infinity);
    [
      [5, 0.4],
      [1, 0.9],
      [7, 0.4],
      [2, 0.3],
      [3, 0.4],
      [9, 0.95],
    ].forEach(([item, score]) => top.offer(item!, score!));
    expect(top.sorted()).toEqual([
      { item: 9, score: 0.95 },
      { item: 1, score: 0.9 },
      { item: 3, score: 0.4 },
    ]);
    expect(top.floor).toBe(0.4);
    expect(createTopK(0).sorted()).toEqual([]);
  });
});
