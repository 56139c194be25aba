import { describe, expect, it } from 'vitest';
import { benchmarkSkillIndex } from '../src/bench.ts';

describe('benchmarkSkillIndex', () => {
  it('runs and reports its figures (the speed target lives in npm run bench, not here)', () => {
    const result = benchmarkSkillIndex(5);
    expect(result.skills).toBeGreaterThanOrEqual(3000);
    expect(result.mentions).toBeGreaterThan(50);
    expect(result.scanMedianMs).toBeGreaterThan(0);
    expect(result.searchPerSecond).toBeGreaterThan(0);
  });
});
