/**
 * Where a journey file's time goes, when MASAR_JOURNEY_TIMINGS=1 (decision 0120): each step of the file's
 * set-up (the database copy, the app, Chromium, each context and page) with its wall time and the worker's CPU
 * time over it, printed when the file ends. The worker process runs the server and Playwright's client, so its
 * CPU is the file's own work except Chromium's; on a shared machine the wall time is mostly the load, the CPU
 * time is not. Off, it measures nothing.
 */
const on = process.env.MASAR_JOURNEY_TIMINGS === '1';

interface Step {
  wallMs: number;
  cpuMs: number;
  count: number;
}
const steps = new Map<string, Step>();

/** A point to measure from: the wall clock and the worker's CPU. */
export const mark = () => ({ at: performance.now(), cpu: process.cpuUsage() });

/** Adds the time since `from` to the step `name`. */
export function record(name: string, from: ReturnType<typeof mark>): void {
  if (!on) return;
  const cpu = process.cpuUsage(from.cpu);
  const step = steps.get(name) ?? { wallMs: 0, cpuMs: 0, count: 0 };
  step.wallMs += performance.now() - from.at;
  step.cpuMs += (cpu.user + cpu.system) / 1000;
  step.count += 1;
  steps.set(name, step);
}

export async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (!on) return run();
  const from = mark();
  try {
    return await run();
  } finally {
    record(name, from);
  }
}

/** Prints the steps timed since the last report under `title` (the file), and forgets them. */
export function reportTimings(title: string): void {
  if (!on || steps.size === 0) return;
  const lines = [...steps].map(
    ([name, step]) => `  ${name.padEnd(36)} ×${String(step.count).padStart(2)}  wall ${(step.wallMs / 1000).toFixed(2).padStart(7)} s  cpu ${(step.cpuMs / 1000).toFixed(2).padStart(6)} s`,
  );
  console.log(`[journey timings] ${title}\n${lines.join('\n')}`);
  steps.clear();
}
