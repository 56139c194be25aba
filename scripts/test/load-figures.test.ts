import { describe, expect, it } from 'vitest';
import { cpuSecondsOfStat, percentile, summarise, thinkTimeMs, windowFigures, type Sample } from '../load-test/figures.ts';
import { visitRounds } from '../load-test/virtual-user.ts';
import { random as seeded } from '../../apps/server/src/bench/synthetic-world.ts';

const sample = (step: string, ms: number, ok = true, startedMs = 0): Sample => ({ step, ms, ok, startedMs });

describe("the load test's figures", () => {
  it('reads percentiles by nearest rank: the p95 of 1..100 ms is 95 ms, of one value that value', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 95)).toBe(0);
  });

  it('reports each step in the order it first ran, its failures counted, then every request as overall', () => {
    const samples = [sample('sign-in', 300), sample('dashboard', 20), sample('dashboard', 40, false), sample('sign-in', 100), sample('dashboard', 30)];
    const steps = summarise(samples);
    expect(steps.map((step) => step.step)).toEqual(['sign-in', 'dashboard', 'overall']);
    expect(steps[0]).toMatchObject({ requests: 2, errors: 0, p50: 100, p99: 300 });
    expect(steps[1]).toMatchObject({ requests: 3, errors: 1, p50: 30, p95: 40 });
    expect(steps[2]).toMatchObject({ requests: 5, errors: 1, p50: 40, p99: 300 });
  });

  it('counts in a window the requests that started in it, whatever step they belong to', () => {
    const samples = [sample('a', 10, true, 900), sample('b', 500, true, 1000), sample('a', 700, false, 1999), sample('b', 20, true, 2000)];
    expect(windowFigures('during', samples, 1000, 2000)).toEqual({ step: 'during', requests: 2, errors: 1, p50: 500, p95: 700, p99: 700 });
  });

  it('spreads think time from half to one and a half of the mean', () => {
    expect(thinkTimeMs(1000, () => 0)).toBe(500);
    expect(thinkTimeMs(1000, () => 0.5)).toBe(1000);
    expect(thinkTimeMs(1000, () => 0.999)).toBe(1499);
  });

  it("adds a process's user and system ticks from /proc/<pid>/stat, even with spaces in its name", () => {
    const stat = '4242 (node worker) S 1 4242 4242 0 -1 4194304 5000 0 0 0 250 50 0 0 20 0 11 0 1234 0 0';
    expect(cpuSecondsOfStat(stat)).toBe(3);
  });
});

describe("the load test's visits (decision 0125)", () => {
  it('draws visits of about the mean number of rounds, short and long mixed, never none', () => {
    const random = seeded(7);
    const lengths = Array.from({ length: 20_000 }, () => visitRounds({ meanRounds: 10 }, random));
    const mean = lengths.reduce((sum, n) => sum + n, 0) / lengths.length;
    expect(mean).toBeGreaterThan(9.5);
    expect(mean).toBeLessThan(10.5);
    expect(Math.min(...lengths)).toBe(1);
    // A geometric spread: about one visit in ten ends after its first round, some last over thirty.
    expect(lengths.filter((n) => n === 1).length / lengths.length).toBeCloseTo(0.1, 1);
    expect(lengths.some((n) => n > 30)).toBe(true);
  });

  it("keeps decision 0110's model on request: a sign-in every three rounds", () => {
    expect(visitRounds({ fixedRounds: 3 }, seeded(1))).toBe(3);
    expect(visitRounds({ meanRounds: 1 }, seeded(1))).toBe(1);
  });
});

