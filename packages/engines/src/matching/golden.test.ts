import { describe, expect, it } from 'vitest';
import {
  candidateGroups,
  goldenCandidates,
  goldenGraph,
  goldenJobs,
  jobGroups,
  type GoldenGroup,
} from './__fixtures__/golden.ts';
import { scoreMatch } from './score-match.ts';
import type { MatchResult } from './types.ts';

const jobs = new Map(goldenJobs.map((job) => [job.id, job]));
const candidates = new Map(goldenCandidates.map((candidate) => [candidate.id, candidate]));

function score(candidateId: string, jobId: string): MatchResult {
  const candidate = candidates.get(candidateId);
  const job = jobs.get(jobId);
  if (candidate === undefined || job === undefined) throw new Error(`unknown ${candidateId} or ${jobId}`);
  return scoreMatch(candidate, job, goldenGraph);
}

/** Every (better, worse) pair a label implies: ids in different tiers, the earlier tier better. */
function orderedPairs(
  group: GoldenGroup,
  side: 'job' | 'candidate',
): { better: [string, string]; worse: [string, string] }[] {
  const key = (id: string): [string, string] => (side === 'job' ? [id, group.subject] : [group.subject, id]);
  const pairs: { better: [string, string]; worse: [string, string] }[] = [];
  group.tiers.forEach((tier, index) => {
    for (const lower of group.tiers.slice(index + 1)) {
      for (const a of tier) for (const b of lower) pairs.push({ better: key(a), worse: key(b) });
    }
  });
  return pairs;
}

const labelled = [
  ...jobGroups.flatMap((g) => orderedPairs(g, 'job')),
  ...candidateGroups.flatMap((g) => orderedPairs(g, 'candidate')),
];
const scoredPairs = [
  ...new Set([
    ...jobGroups.flatMap((g) => g.tiers.flat().map((id) => `${id}|${g.subject}`)),
    ...candidateGroups.flatMap((g) => g.tiers.flat().map((id) => `${g.subject}|${id}`)),
  ]),
].sort();

describe('golden candidate–job pairs', () => {
  it('has at least 50 labelled pairs, each job with several candidates and candidates with several jobs', () => {
    expect(scoredPairs.length).toBeGreaterThanOrEqual(50);
    for (const group of jobGroups) expect(group.tiers.flat().length).toBeGreaterThanOrEqual(4);
    for (const group of candidateGroups) expect(group.tiers.flat().length).toBeGreaterThanOrEqual(2);
    const sectors = new Set(goldenJobs.map((job) => job.note.split(':')[0]));
    for (const sector of [
      'Tech',
      'Healthcare',
      'Finance',
      'Engineering',
      'Hospitality',
      'Logistics',
      'Government',
      'Education',
      'Energy',
    ]) {
      expect(sectors).toContain(sector);
    }
  });

  it('orders the labelled pairs as the recruiters did, with pairwise accuracy of at least 0.9', () => {
    const misordered: string[] = [];
    for (const { better, worse } of labelled) {
      const high = score(...better).matching_score;
      const low = score(...worse).matching_score;
      if (!(high > low)) misordered.push(`${better.join(' @ ')} ${high} should beat ${worse.join(' @ ')} ${low}`);
    }
    const accuracy = (labelled.length - misordered.length) / labelled.length;
    console.info(
      `matching golden set: ${scoredPairs.length} pairs, ${labelled.length} ordered comparisons, pairwise accuracy ${accuracy.toFixed(4)}`,
    );
    if (misordered.length > 0) console.info(`misordered:\n  ${misordered.join('\n  ')}`);
    // The figure is recorded in docs/decisions/0010-matching-weights.md: update both together.
    expect(labelled.length).toBe(135);
    expect(misordered.length).toBe(4);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('puts every job’s own professional first and keeps the unrelated under the 0.2 threshold', () => {
    for (const group of jobGroups) {
      const [best] = group.tiers[0] ?? [];
      expect(score(best ?? '', group.subject).matching_score).toBeGreaterThan(0.9);
      const last = group.tiers[group.tiers.length - 1] ?? [];
      for (const id of last) expect(score(id, group.subject).matching_score).toBeLessThanOrEqual(0.2);
    }
  });

  it('pins every golden score (a change to weights or curves shows up here)', () => {
    const table: Record<string, unknown> = {};
    for (const pair of scoredPairs) {
      const [candidateId = '', jobId = ''] = pair.split('|');
      const result = score(candidateId, jobId);
      table[`${jobId} ← ${candidateId}`] = {
        matching_score: result.matching_score,
        norm_score: result.norm_score,
        components: result.components,
        job_match: result.job_match.map((s) => (s.via === undefined ? s.id : `${s.id} via ${s.via}`)),
        job_gap: result.job_gap.map((s) => s.id),
        reasons: result.reasons.map((r) => r.key),
      };
    }
    expect(table).toMatchSnapshot();
  });
});
