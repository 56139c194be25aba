import { describe, expect, it } from 'vitest';
import { goldenCandidates, goldenGraph, goldenJobs } from './__fixtures__/golden.ts';
import { syntheticWorld } from './bench.ts';
import { createCandidateScorer, relationsBothWays } from './candidate-scorer.ts';
import { prepareCandidate, prepareJob, scorePreparedValue } from './score-match.ts';
import type { MatchCandidate, MatchJob, SkillGraph } from './types.ts';

function expectSameScores(jobs: readonly MatchJob[], candidates: readonly MatchCandidate[], graph: SkillGraph, skillIds: Iterable<string>) {
  const both = relationsBothWays(graph, skillIds);
  // Each candidate is prepared for the engine once: preparing does not depend on the job.
  const engineCandidates = candidates.map((candidate) => prepareCandidate(candidate, graph));
  let compared = 0;
  for (const job of jobs) {
    const score = createCandidateScorer(job, both);
    const prepared = prepareJob(job);
    candidates.forEach((candidate, index) => {
      expect(score(candidate)).toBe(scorePreparedValue(engineCandidates[index]!, prepared, graph));
      compared += 1;
    });
  }
  return compared;
}

describe('the candidate scorer', () => {
  it('gives exactly the engine’s score on the golden pairs', () => {
    const skillIds = new Set([...goldenCandidates.flatMap((c) => c.skills.map((s) => s.id)), ...goldenJobs.flatMap((j) => j.skills.map((s) => s.id))]);
    expectSameScores(goldenJobs, goldenCandidates, goldenGraph, skillIds);
  });

  it('gives exactly the engine’s score on a synthetic world, relations both ways included', () => {
    // 4,000 pairs, each scored both ways; the large markets are for `npm run bench`.
    const { graph, candidates, jobs } = syntheticWorld(100, 40, 9);
    const skillIds = Array.from({ length: 600 }, (_, i) => `skill:${i}`);
    expect(expectSameScores(jobs, candidates, graph, skillIds)).toBe(4_000);
  });

  it('credits by name, by a relation only the candidate’s skill names, and by the occupation', () => {
    const graph: SkillGraph = { related: (id) => (id === 'skill:kotlin' ? [{ id: 'skill:java', strength: 0.9 }] : []) };
    const job: MatchJob = {
      id: 'job',
      title: 'Android Developer',
      occupationId: 'occ:15-1252.00',
      skills: [
        { id: 'skill:java', name: 'Java', importance: 5, required: true },
        { id: 'custom:gradle', name: 'Gradle', importance: 3, required: false },
      ],
      minExperienceMonths: 12,
    };
    const candidate: MatchCandidate = {
      skills: [
        { id: 'skill:kotlin', name: 'Kotlin' },
        { id: 'name:gradle', name: 'gradle' },
      ],
      titles: ['Mobile Engineer'],
      occupationIds: ['occ:15-1252.00'],
      experienceMonths: 30,
      educationLevel: 'bachelor',
    };
    expectSameScores([job], [candidate], graph, ['skill:kotlin', 'skill:java']);
    expect(createCandidateScorer(job, relationsBothWays(graph, ['skill:kotlin']))(candidate)).toBeGreaterThan(0.5);
  });
});
