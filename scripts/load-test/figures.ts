/**
 * The load test's arithmetic, apart from its processes and sockets: the think time between pages, each
 * step's percentiles, the p99 of a time window (before and during a full rebuild), and a process's CPU read
 * from /proc. Tested in scripts/test/load-figures.test.ts.
 */

/** One request a virtual user made: which step of the session, when it started (ms since the run began), how long, whether it failed. */
export interface Sample {
  step: string;
  startedMs: number;
  ms: number;
  ok: boolean;
}

export interface StepFigures {
  step: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The value at or below which p % of the sorted values lie (nearest rank); 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function figuresOf(step: string, samples: readonly Sample[]): StepFigures {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    step,
    requests: samples.length,
    errors: samples.filter((sample) => !sample.ok).length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** Each step's figures in the order the steps first ran, then every request together as `overall`. */
export function summarise(samples: readonly Sample[]): StepFigures[] {
  const byStep = new Map<string, Sample[]>();
  for (const sample of samples) {
    const stepSamples = byStep.get(sample.step);
    if (stepSamples) stepSamples.push(sample);
    else byStep.set(sample.step, [sample]);
  }
  return [...[...byStep].map(([step, stepSamples]) => figuresOf(step, stepSamples)), figuresOf('overall', samples)];
}

/** Every request that started within [fromMs, toMs), as one step named `name`. */
export function windowFigures(name: string, samples: readonly Sample[], fromMs: number, toMs: number): StepFigures {
  return figuresOf(
    name,
    samples.filter((sample) => sample.startedMs >= fromMs && sample.startedMs < toMs),
  );
}

/**
 * A person's pause between two pages: the mean think time, spread evenly from half to one and a half of it,
 * so that two hundred users started together do not stay in step.
 */
export function thinkTimeMs(meanMs: number, random: () => number): number {
  return Math.round(meanMs * (0.5 + random()));
}

/** CPU seconds a process has used, from the utime and stime of /proc/<pid>/stat (in clock ticks). */
export function cpuSecondsOfStat(stat: string, ticksPerSecond = 100): number {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
