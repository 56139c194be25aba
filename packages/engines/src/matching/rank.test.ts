import { MATCH_SCORE_THRESHOLD } from '@masar/shared/matching';
import { describe, expect, it } from 'vitest';
import { goldenCandidates, goldenGraph, goldenJobs } from './__fixtures__/golden.ts';
import { rankCandidatesForJob, rankJobsForCandidate } from './rank.ts';
import { scoreMatch } from './score-match.ts';
import type { MatchJob } from './types.ts';

const job = (id: string) => goldenJobs.find((j) => j.id === id)!;
const candidate = (id: string) => goldenCandidates.find((c) => c.id === id)!;

describe('rankCandidatesForJob', () => {
  it('ranks the pool best first and keeps only scores above 0.2', () => {
    const ranked = rankCandidatesForJob(job('job:icu-nurse'), goldenCandidates, goldenGraph);
    expect(ranked.map((r) => r.candidate_id)).toEqual(['cand:hana', 'cand:mariam', 'cand:noura']);
    for (const r of ranked) expect(r.result.matching_score).toBeGreaterThan(MATCH_SCORE_THRESHOLD);
    const scores = ranked.map((r) => r.result.matching_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('gives the same results as scoring one pair at a time', () => {
    const ranked = rankCandidatesForJob(job('job:backend'), goldenCandidates, goldenGraph, { threshold: -1 });
    expect(ranked).toHaveLength(goldenCandidates.length);
    for (const r of ranked)
      expect(r.result).toEqual(scoreMatch(candidate(r.candidate_id), job('job:backend'), goldenGraph));
  });

  it('breaks ties by id and applies a limit', () => {
    const twins = [
      { ...candidate('cand:rami'), id: 'b' },
      { ...candidate('cand:rami'), id: 'a' },
      { ...candidate('cand:rami'), id: 'c' },
    ];
    expect(
      rankCandidatesForJob(job('job:front-office'), twins, goldenGraph, { limit: 2 }).map((r) => r.candidate_id),
    ).toEqual(['a', 'b']);
  });

  it('drops a score of exactly the threshold (the spec keeps scores above 0.2)', () => {
    const ranked = rankCandidatesForJob(job('job:backend'), goldenCandidates, goldenGraph, { threshold: 0.9575 });
    expect(ranked).toEqual([]);
  });
});

describe('rankJobsForCandidate', () => {
  it('ranks the jobs for a candidate, best first, above the threshold', () => {
    const ranked = rankJobsForCandidate(candidate('cand:tariq'), goldenJobs, goldenGraph);
    expect(ranked.map((r) => r.job_id)).toEqual(['job:site-engineer', 'job:hse-officer']);
    expect(ranked[0]?.result.job_id).toBe('job:site-engineer');
  });

  it('returns nothing for no jobs', () => {
    expect(rankJobsForCandidate(candidate('cand:tariq'), [] as MatchJob[], goldenGraph)).toEqual([]);
  });
});
