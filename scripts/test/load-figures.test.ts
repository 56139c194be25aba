import { describe, expect, it } from 'vitest';
import { cpuSecondsOfStat, percentile, summarise, thinkTimeMs, windowFigures, type Sample } from '../load-test/figures.ts';

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
