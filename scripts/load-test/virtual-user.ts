/**
 * A virtual user of `npm run bench -- load`: a person who signs in and goes through the pages a session
 * visits, pausing between pages as people do, until the run ends. Each page makes the API calls the web app
 * makes for it (apps/web/src/features/…/api); a page's calls that the app makes together are made together.
 *
 * Visits (decision 0125): a visit is a sign-in and then rounds of pages, as many as drawn for it (geometric, a
 * mean of `visitRounds`, so short and long visits mix); when it ends the person leaves and the next visitor of
 * that account arrives and signs in, so sign-ins go on through the run. The old model (decision 0110), a sign-in
 * every three rounds whatever happens, is `sessionRounds: 3` (`--session-rounds 3`).
 */
import { thinkTimeMs, type Sample } from './figures.ts';

export interface VirtualUser {
  email: string;
  password: string;
  kind: 'candidate' | 'recruiter';
  /** The API process this user's requests go to (the load balancer's choice, sticky per user). */
  address: string;
  /** The address the user comes from, told to the API through X-Forwarded-For as a proxy would. */
  forwardedFor: string;
}

export interface RunClock {
  /** ms since the run began. */
  now(): number;
  /** When the run ends (ms since it began). */
  endMs: number;
}

/** How many rounds of pages a visit lasts. */
export type VisitLength = { meanRounds: number } | { fixedRounds: number };

/**
 * A visit's rounds: fixed, or drawn from the geometric distribution of that mean (at least one round); each
 * round ends the visit with the same chance, as people leave whenever they have seen what they came for.
 */
export function visitRounds(length: VisitLength, random: () => number): number {
  if ('fixedRounds' in length) return length.fixedRounds;
  if (length.meanRounds <= 1) return 1;
  const leaveChance = 1 / length.meanRounds;
  return 1 + Math.floor(Math.log(1 - random()) / Math.log(1 - leaveChance));
}
/** A request that takes longer than this counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface UserRun {
  samples: Sample[];
  /** How many requests failed each way ("step: what happened"), to say what went wrong. */
  failures: Map<string, number>;
}

export async function runVirtualUser(user: VirtualUser, clock: RunClock, options: { thinkMs: number; random: () => number; visit: VisitLength }, out: UserRun): Promise<void> {
  const pause = () => {
    const ms = Math.min(thinkTimeMs(options.thinkMs, options.random), Math.max(0, clock.endMs - clock.now()));
    return new Promise((resolve) => setTimeout(resolve, ms));
  };
  const running = () => clock.now() < clock.endMs;
  let token: string | undefined;
  const fail = (what: string) => out.failures.set(what, (out.failures.get(what) ?? 0) + 1);

  async function call<T = unknown>(step: string, method: 'GET' | 'POST' | 'PATCH', route: string, body?: unknown): Promise<T | undefined> {
    const startedMs = clock.now();
    let ok = false;
    let parsed: unknown;
    try {
      const response = await fetch(`${user.address}${route}`, {
        method,
        headers: {
          'x-forwarded-for': user.forwardedFor,
          ...(token ? { token } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      ok = response.ok;
      if (!ok) fail(`${step}: answered ${response.status} ${text.slice(0, 200)}`);
      parsed = ok ? JSON.parse(text) : undefined;
    } catch (error) {
      fail(`${step}: ${error instanceof Error ? error.message : String(error)}`);
    }
    out.samples.push({ step, startedMs, ms: clock.now() - startedMs, ok });
    return (parsed as { data?: T } | undefined)?.data;
  }

  async function signIn(): Promise<boolean> {
    token = undefined;
    const data = await call<{ token: string }>('sign-in', 'POST', '/api/user/auth/login-user/', { email: user.email, password: user.password });
    token = data?.token;
    return token !== undefined;
  }

  async function candidateRound(round: number): Promise<void> {
    // The dashboard: the app shell's session and bell, the profile's completeness, the top five matches.
    const [, , , top] = await Promise.all([
      call('dashboard', 'GET', '/api/user/'),
      call('dashboard', 'GET', '/api/user/notifications/count/'),
      call('dashboard', 'GET', '/api/user/profile/'),
      call<{ results: Array<{ jid: string }> }>('dashboard', 'GET', '/api/candidate/matching-jobs?page=0&limit=5'),
    ]);
    await pause();
    if (!running()) return;
    const list = await call<{ results: Array<{ jid: string }> }>('matching jobs', 'GET', '/api/candidate/matching-jobs?page=0&limit=12');
    await pause();
    const jobs = list?.results ?? top?.results ?? [];
    const job = jobs[Math.floor(options.random() * jobs.length)];
    if (!running() || !job) return;
    // The job's page asks for the job, then for its skill gap once the job is there.
    await call('job view', 'GET', `/api/user/job/${encodeURIComponent(job.jid)}`);
    await call('skill gap', 'POST', '/api/candidate/skill-gap/', { job_id: job.jid });
    await pause();
    if (!running()) return;
    await call('profile', 'GET', '/api/user/profile/');
    await pause();
    if (!running()) return;
    // Saving the summary: the profile changes, so the worker recomputes this candidate's matches.
    await call('profile edit', 'PATCH', '/api/user/edit-details/', {
      summary: `Looking for my next role (load test, round ${round}, ${new Date().toISOString()}).`,
    });
    await pause();
  }

  async function recruiterRound(): Promise<void> {
    // The recruiter's dashboard: the session, the week's figures, the top jobs.
    await Promise.all([
      call('recruiter dashboard', 'GET', '/api/user/'),
      call('recruiter dashboard', 'POST', '/api/recruiter/stats/', { range: 'weekly' }),
      call('recruiter dashboard', 'POST', '/api/recruiter/jobs/', { page: 0, limit_per_page: 5, dashboard: true }),
    ]);
    await pause();
    if (!running()) return;
    const list = await call<{ results: Array<{ jid: string }> }>('jobs list', 'POST', '/api/recruiter/jobs/', { page: 0, limit_per_page: 10 });
    await pause();
    const jobs = list?.results ?? [];
    const job = jobs[Math.floor(options.random() * jobs.length)];
    if (!running() || !job) return;
    await call("a job's candidates", 'POST', '/api/recruiter/search-candidates/', { job_ids: [job.jid], page: 0, limit: 10 });
    await pause();
  }

  while (running()) {
    if (!(await signIn())) {
      await pause();
      continue;
    }
    await pause();
    const rounds = visitRounds(options.visit, options.random);
    for (let round = 0; round < rounds && running(); round += 1) {
      if (user.kind === 'candidate') await candidateRound(round);
      else await recruiterRound();
    }
  }
}
