/**
 * Typed jobs, dead letters and domain events on the real job queue: payloads checked at send and at
 * handling, retries that end in a dead letter, `npm run jobs` as its own process, and events fanned out to
 * every subscriber once. Test jobs retry after a second; every wait has a deadline and none is a fixed sleep.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../src/app.ts';
import { defineModule } from '../src/app-module.ts';
import type { Database } from '../src/db/client.ts';
import { candidateJobMatches } from '../src/db/schema/matching.ts';
import { candidateProfiles } from '../src/db/schema/candidates.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { onEvent, publishEvent, subscriptionQueueName } from '../src/events/events.ts';
import { upsertCandidateProfile } from '../src/modules/candidates/candidate-profiles.repository.ts';
import type { AppContext } from '../src/context.ts';
import { deadLetterQueueName, defineJob, JOB_SCHEMA, startJobQueue, type JobQueue } from '../src/plugins/jobs.ts';
import { createCliDatabase, type CliDatabase } from './helpers/cli.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { createUser, logIn } from './helpers/factories.ts';
import { createTestApp, json, silentLogger, testBuildOptions, testConfig, type TestApp } from './helpers/test-app.ts';

/** Polls `read` until `done` holds, failing with `what` after the deadline (a busy machine gets time, not a timing assert). */
async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface QueuedRow {
  id: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  data: unknown;
  output: { message?: string } | null;
  dead_letter: string | null;
}

async function rowsOf(database: Database, queue: string): Promise<QueuedRow[]> {
  const { rows } = await database.executeSql(
    `SELECT id, state, retry_count, retry_limit, data, output, dead_letter FROM ${JOB_SCHEMA}.job WHERE name = $1 ORDER BY created_on`,
    [queue],
  );
  return rows as QueuedRow[];
}

const quickRetry = { limit: 1, delaySeconds: 1 };

const failingCalls: number[] = [];
const failingJob = defineJob({
  name: 'test.always-fails',
  payload: z.object({ n: z.number().int() }),
  retry: quickRetry,
  handle: async ({ n }) => {
    failingCalls.push(n);
    throw new Error(`boom ${failingCalls.filter((call) => call === n).length}`);
  },
});

const strictCalls: string[] = [];
const strictJob = defineJob({
  name: 'test.strict',
  payload: z.object({ word: z.string().min(3) }),
  retry: { limit: 3, delaySeconds: 1 },
  handle: async ({ word }) => {
    strictCalls.push(word);
  },
});

const steadyDeliveries: string[] = [];
const flakyAttempts: string[] = [];
const flakyDeliveries: string[] = [];
const testModules = [
  defineModule({ name: 'test-jobs', jobs: [failingJob, strictJob] }),
  defineModule({
    name: 'test-steady',
    subscriptions: [
      onEvent('job.published', async ({ jobId }) => {
        steadyDeliveries.push(jobId);
      }),
    ],
  }),
  defineModule({
    name: 'test-flaky',
    subscriptions: [
      onEvent(
        'job.published',
        async ({ jobId }) => {
          flakyAttempts.push(jobId);
          if (flakyAttempts.filter((id) => id === jobId).length === 1) throw new Error('not yet');
          flakyDeliveries.push(jobId);
        },
        { retry: quickRetry },
      ),
    ],
  }),
];

describe('typed jobs and events on the running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: testModules });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses at send a payload that fails its schema, naming the job, and queues nothing', async () => {
    await expect(t.app.ctx.jobs.send(strictJob, { word: 'no' })).rejects.toThrow(/Job test\.strict refused its payload[\s\S]*word/);
    await expect(t.app.ctx.jobs.send(failingJob, { n: 'one' } as never)).rejects.toThrow(/Job test\.always-fails refused its payload/);
    await expect(publishEvent(t.app.ctx, 'job.published', { jobId: 'not-an-id' })).rejects.toThrow(/Event job\.published refused its payload/);
    expect(await rowsOf(t.database, strictJob.name)).toEqual([]);
    expect(await rowsOf(t.database, subscriptionQueueName('job.published', 'test-steady'))).toEqual([]);
  });

  it('retries a job that throws, then keeps it as a dead letter with its payload and last error', async () => {
    await t.app.ctx.jobs.send(failingJob, { n: 1 });
    const [dead] = await waitFor('the dead letter', () => rowsOf(t.database, deadLetterQueueName(failingJob.name)), (rows) => rows.length > 0);
    // One retry allowed: two attempts, the second error kept.
    expect(failingCalls.filter((n) => n === 1)).toHaveLength(2);
    expect(dead).toMatchObject({ state: 'created', data: { n: 1 }, retry_limit: 1, output: { message: 'boom 2' } });
    const [original] = await rowsOf(t.database, failingJob.name);
    expect(original).toMatchObject({ state: 'failed', retry_count: 1 });
  });

  it('fails a payload that no longer fits its schema at once, without retrying, into the dead letter', async () => {
    // As if queued by an older version: written straight into the queue, past the check at send.
    await t.database.executeSql(`INSERT INTO ${JOB_SCHEMA}.job (name, data, retry_limit, dead_letter) VALUES ($1, $2, 3, $3)`, [
      strictJob.name,
      JSON.stringify({ word: 42 }),
      deadLetterQueueName(strictJob.name),
    ]);
    const [dead] = await waitFor('the dead letter', () => rowsOf(t.database, deadLetterQueueName(strictJob.name)), (rows) => rows.length > 0);
    expect(dead?.data).toEqual({ word: 42 });
    expect(dead?.output?.message).toMatch(/Job test\.strict refused its payload/);
    expect(dead?.retry_limit).toBe(0);
    expect(await rowsOf(t.database, strictJob.name)).toMatchObject([{ state: 'failed', retry_count: 0 }]);
    expect(strictCalls).toEqual([]);
  });

  it('delivers an event to every subscriber exactly once, while one subscriber fails and is retried alone', async () => {
    const jobId = randomUUID();
    await publishEvent(t.app.ctx, 'job.published', { jobId });
    await waitFor('the flaky subscriber to succeed', async () => flakyDeliveries.includes(jobId), Boolean);
    const completed = (queue: string) =>
      waitFor(`${queue} to complete`, () => rowsOf(t.database, queue), (rows) => rows.every((row) => row.state === 'completed'));
    const steady = await completed(subscriptionQueueName('job.published', 'test-steady'));
    const flaky = await completed(subscriptionQueueName('job.published', 'test-flaky'));
    const matching = await completed(subscriptionQueueName('job.published', 'matching'));
    expect(steady).toMatchObject([{ data: { jobId }, retry_count: 0 }]);
    expect(flaky).toMatchObject([{ data: { jobId }, retry_count: 1 }]);
    expect(matching).toMatchObject([{ data: { jobId } }]);
    expect(steadyDeliveries.filter((id) => id === jobId)).toHaveLength(1);
    expect(flakyAttempts.filter((id) => id === jobId)).toHaveLength(2);
    expect(flakyDeliveries.filter((id) => id === jobId)).toHaveLength(1);
  });

  it("recomputes a candidate's matches when their profile is announced as updated", async () => {
    await seedDemo(t.database.db);
    await t.app.ctx.matching.recomputeAll();
    // A profile written straight to the database: no service queues anything, only the event below.
    const seeded = await t.database.db.select({ profile: candidateProfiles.profile }).from(candidateProfiles);
    const profile = seeded.find((row) => row.profile !== null)?.profile;
    expect(profile).toBeDefined();
    const newcomer = await createUser(t.app);
    await upsertCandidateProfile(t.database.db, newcomer.id, { profile });
    // Read from the stored list: the candidate's page would compute a missing list on the first visit.
    const stored = () => t.database.db.select().from(candidateJobMatches).where(eq(candidateJobMatches.candidate_id, newcomer.id));
    expect(await stored()).toEqual([]);

    await publishEvent(t.app.ctx, 'profile.updated', { userId: newcomer.id });
    const matches = await waitFor('the candidate’s matches', stored, (rows) => rows.length > 0);
    const { token } = await logIn(t.app, newcomer.email, newcomer.password);
    const listed = json(await t.app.inject({ method: 'GET', url: '/api/candidate/matching-jobs?limit=60', headers: { token } })).data.results;
    expect(listed.map((job: { jid: string }) => job.jid).sort()).toEqual(matches.map((match) => match.job_id).sort());
    const delivered = await rowsOf(t.database, subscriptionQueueName('profile.updated', 'matching'));
    expect(delivered).toMatchObject([{ data: { userId: newcomer.id } }]);
  });
});

describe('a sent job runs at once, not at the next poll (decision 0105)', () => {
  // A poll far longer than every deadline below: only a wake-up can have run the jobs in time.
  const pollingIntervalSeconds = 600;
  const handled: number[] = [];
  const quickJob = defineJob({
    name: 'test.quick',
    payload: z.object({ n: z.number().int() }),
    retry: quickRetry,
    handle: async ({ n }) => {
      handled.push(n);
    },
  });
  let database: Database;
  let worker: JobQueue;
  let sender: JobQueue;
  beforeAll(async () => {
    database = await createTestDatabase();
    const start = () => startJobQueue({ database, logger: silentLogger, definitions: [quickJob], pollingIntervalSeconds });
    // The worker process works the queue; the sender is an API process that runs no workers.
    [worker, sender] = [await start(), await start()];
    await worker.startWorkers({} as AppContext);
    // The first poll, made as the worker started, has passed: the queue is empty until a job is sent.
    await waitFor('the first poll', () => rowsOf(database, quickJob.name), (rows) => rows.length === 0);
  });
  afterAll(async () => {
    await sender.stop();
    await worker.stop();
    await database.close();
  });

  it('in the process that works its queue', async () => {
    await worker.send(quickJob, { n: 1 });
    await waitFor('the job sent in the same process', async () => handled, (calls) => calls.includes(1), 20_000);
  });

  it('in another process, told through NOTIFY, and a backlog drains without a poll between jobs', async () => {
    await sender.sendAll([2, 3, 4, 5].map((n) => ({ definition: quickJob, payload: { n } })));
    await waitFor('the four jobs sent elsewhere', async () => handled, (calls) => [2, 3, 4, 5].every((n) => calls.includes(n)), 20_000);
  });
});

describe('npm run jobs', () => {
  let cli: CliDatabase;
  const cliJob = defineJob({
    name: 'test.cli',
    payload: z.object({ n: z.number() }),
    retry: quickRetry,
    handle: async ({ n }) => {
      throw new Error(`cannot handle ${n} yet`);
    },
  });

  beforeAll(async () => {
    cli = await createCliDatabase(new URL('../src/jobs-cli.ts', import.meta.url), 'jobs-cli');
  }, 120_000);
  afterAll(async () => {
    await cli.cleanUp();
  });

  /** The app on the command's database; closed again when done. */
  async function withApp(use: (app: App, database: Database) => Promise<void>): Promise<void> {
    const database = await cli.reopen();
    await database.migrate();
    const app = await buildApp({
      config: testConfig({ DATA_DIR: cli.dataDir }),
      database,
      ...testBuildOptions,
      modules: [defineModule({ name: 'test-cli', jobs: [cliJob] })],
    });
    try {
      await use(app, database);
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('lists a job that exhausted its retries, and queues it again by id', async () => {
    let deadId = '';
    await withApp(async (app, database) => {
      await app.ctx.jobs.send(cliJob, { n: 7 });
      const [dead] = await waitFor('the dead letter', () => rowsOf(database, deadLetterQueueName(cliJob.name)), (rows) => rows.length > 0);
      deadId = dead!.id;
    });

    const listed = await cli.run('failed', '--queue', 'test.cli', '--limit', '5');
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+queue\s+failed at\s+attempts\s+last error$/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(new RegExp(`^${deadId}\\s+test\\.cli\\s+\\d{4}-\\d\\d-\\d\\dT\\S+\\s+2\\s+cannot handle 7 yet$`));

    const retried = await cli.run('retry', deadId);
    expect(retried).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Queued test\.cli again as job [0-9a-f-]{36}\.\n$/) });

    // Queued again with the queue's own retries and dead letter, for the next worker to run.
    const database = await cli.reopen();
    try {
      expect(await rowsOf(database, deadLetterQueueName(cliJob.name))).toEqual([]);
      const queued = (await rowsOf(database, cliJob.name)).filter((row) => row.state === 'created');
      expect(queued).toMatchObject([{ data: { n: 7 }, retry_count: 0, retry_limit: 1, dead_letter: deadLetterQueueName(cliJob.name) }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a missing command or a bad option with the usage, and exit code 2', async () => {
    const missing = await cli.run('failed', '--limit', 'many');
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run jobs -- failed') });
  }, 60_000);
});
