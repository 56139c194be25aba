import { describe, expect, it } from 'vitest';
import { benchmarkMatching } from './bench.ts';

describe('benchmarkMatching', () => {
  it('scores the pairs asked for and reports a rate (the figure itself lives in the bench, not in a test)', () => {
    // A few pairs prove the harness; scoring many is what `npm run bench` is for.
    for (const mode of ['pair', 'rank'] as const) {
      const result = benchmarkMatching({ pairs: 120, mode });
      expect(result.pairs).toBe(120);
      expect(result.pairsPerSecond).toBeGreaterThan(0);
    }
    // Same seed, same work.
    expect(benchmarkMatching({ pairs: 80 }).checksum).toBe(benchmarkMatching({ pairs: 80 }).checksum);
  });
});
