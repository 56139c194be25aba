/**
 * Background work on pg-boss: typed job definitions, the queue that sends and runs them, and dead letters.
 *
 * `defineJob` lives here, beside the queue, rather than in lib/: a definition only means something to the
 * queue that creates its pg-boss queue, retries it and keeps it as a dead letter, and lib/ holds helpers
 * with no I/O.
 *
 * - A job's payload is a zod schema. It is checked when the job is sent (a bad payload throws at the
 *   caller, naming the job) and again when it is handled (a payload that no longer fits, e.g. queued by an
 *   older version, fails at once without retries: retrying cannot fix it).
 * - Every queue has a dead-letter queue, `<queue>.dead-letter`, that nothing works: a job that failed its
 *   last attempt is copied there by pg-boss with its payload and last error, and stays (about four weeks)
 *   until `npm run jobs -- retry <id>` sends it again. `npm run jobs -- failed` lists them (jobs-cli.ts).
 * - Queue names are the on-disk names of queued work: renaming one strands the jobs already queued.
 * - A job sent is fetched at once, not at the next poll (decision 0105): the sending process wakes its own worker
 *   for the queue and announces the queue on JOB_QUEUED_CHANNEL for a worker process elsewhere, and a worker
 *   that ran a job fetches again straight away, so a backlog drains without a poll between jobs. The poll is
 *   left for what nothing announces: delayed retries, cron jobs, jobs a stopped process left.
 */
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { Unlisten } from '../db/listener.ts';

/** The PostgreSQL schema pg-boss keeps its tables in (the jobs CLI reads the dead letters there). */
export const JOB_SCHEMA = 'pgboss';

/** NOTIFY channel on which a process names the queues it just sent jobs to ("<process>:<queue>,<queue>"). */
export const JOB_QUEUED_CHANNEL = 'masar_job_queued';

/**
 * Seconds between a worker's polls of its queue when nothing wakes it. Sent jobs wake their worker, so the
 * poll only finds delayed retries, cron jobs and jobs left by a stopped process; each of the forty-odd queues
 * polls, so a shorter poll is that many statements a second on an idle portal.
 */
export const DEFAULT_POLLING_INTERVAL_SECONDS = 10;

export interface JobRetry {
  /** Retries after the first attempt: a job runs at most `limit + 1` times. */
  limit: number;
  /** Seconds before the first retry; later retries back off exponentially. */
  delaySeconds: number;
}

/** A kind of background work: its queue name, its payload, how it is retried, and what it does. */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  name: string;
  payload: Payload;
  retry: JobRetry;
  /**
   * Seconds a started job may run before pg-boss counts it failed and retries it (15 minutes when unset). A
   * job whose process died mid-run waits this long, so work with a known bound says so.
   */
  expireInSeconds?: number;
  /** A cron expression for work that runs on a clock; it is sent an empty object, so its payload is `z.object({})`. */
  cron?: string;
  /** Runs the job; throwing makes pg-boss retry it, and the last failure becomes a dead letter. */
  handle(payload: z.output<Payload>, ctx: AppContext, run?: JobRun): Promise<void>;
  /** Set by `onEvent` (events/events.ts): the event this queue delivers to one subscriber. */
  event?: string;
}

/** About the run in hand: a job that can record its own failure does so on its last try. */
export interface JobRun {
  lastAttempt: boolean;
}

export function defineJob<Payload extends z.ZodType>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** The queue a job lands in after its last failed attempt. */
export function deadLetterQueueName(queue: string): string {
  return `${queue}.dead-letter`;
}

/** A payload its job's schema refuses: thrown by `send`, and the error a dead letter records when handled. */
export class JobPayloadError extends Error {
  constructor(job: string, error: z.ZodError) {
    super(`Job ${job} refused its payload: ${z.prettifyError(error)}`);
    this.name = 'JobPayloadError';
  }
}

export interface SendJobOptions {
  /** Makes the send idempotent per key (a mail id, a candidate id). */
  singletonKey?: string;
}

export interface QueuedJob {
  definition: JobDefinition;
  payload: unknown;
}

export interface JobQueue {
  send<Payload extends z.ZodType>(definition: JobDefinition<Payload>, payload: z.input<Payload>, options?: SendJobOptions): Promise<void>;
  /** Queues several jobs in one statement, so either all are queued or none (an event's fan-out). */
  sendAll(jobs: ReadonlyArray<QueuedJob>): Promise<void>;
  /** The registered jobs that deliver `event` to its subscribers. */
  subscribersOf(event: string): ReadonlyArray<JobDefinition>;
  /** Starts polling every queue; handlers get `ctx`, which is built after the queue (it holds the queue). */
  startWorkers(ctx: AppContext): Promise<void>;
  stop(): Promise<void>;
}

export interface StartJobQueueOptions {
  database: Database;
  logger: FastifyBaseLogger;
  definitions: ReadonlyArray<JobDefinition>;
  /** DEFAULT_POLLING_INTERVAL_SECONDS when unset. */
  pollingIntervalSeconds?: number | undefined;
}

function validPayload(definition: JobDefinition, payload: unknown): unknown {
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success) throw new JobPayloadError(definition.name, parsed.error);
  return parsed.data;
}

/** pg-boss on whichever database Masar runs on: jobs are rows, so they survive restarts. */
export async function startJobQueue(options: StartJobQueueOptions): Promise<JobQueue> {
  const { database, logger, definitions } = options;
  const registered = new Map<string, JobDefinition>();
  for (const definition of definitions) {
    if (registered.has(definition.name)) throw new Error(`Two jobs are named ${definition.name}`);
    registered.set(definition.name, definition);
  }

  const boss = new PgBoss({
    connectionString: database.connectionString,
    max: 4,
    schema: JOB_SCHEMA,
    // pg-boss's own housekeeping, kept infrequent: it is also when expired jobs (a parse killed with the
    // server) are found, so once a minute rather than every two.
    maintenanceIntervalSeconds: 60,
    monitorStateIntervalSeconds: 60,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  // pg-boss 10 drops jobs sent to a queue that does not exist, so every queue is made at start. Creating
  // leaves an existing queue as it was, so one made before dead letters (or with other figures) is updated.
  const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  for (const definition of definitions) {
    const deadLetter = deadLetterQueueName(definition.name);
    if (!existing.has(deadLetter)) await boss.createQueue(deadLetter, { name: deadLetter });
    const queue = {
      name: definition.name,
      retryLimit: definition.retry.limit,
      retryDelay: definition.retry.delaySeconds,
      retryBackoff: true,
      deadLetter,
      ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
    };
    const current = existing.get(definition.name);
    if (!current) await boss.createQueue(definition.name, queue);
    else if (
      current.retryLimit !== queue.retryLimit ||
      current.retryDelay !== queue.retryDelay ||
      current.deadLetter !== deadLetter ||
      !current.retryBackoff ||
      (definition.expireInSeconds !== undefined && current.expireInSeconds !== definition.expireInSeconds)
    ) {
      await boss.updateQueue(definition.name, queue);
    }
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {});
  }

  /** A payload that cannot be handled will not become valid: its job fails now and goes to the dead letter. */
  async function refuseRetries(name: string, id: string): Promise<void> {
    await boss.getDb().executeSql(`UPDATE ${JOB_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [name, id]);
  }

  // This process's workers by queue, and a name for its announcements so it does not act on its own twice.
  const workerIds = new Map<string, string>();
  const processMark = randomUUID();
  let unlisten: Unlisten | undefined;

  function wake(queue: string): void {
    const id = workerIds.get(queue);
    if (id !== undefined) boss.notifyWorker(id);
  }

  /** Wakes this process's workers of `queues` and tells other processes' workers; a lost announcement waits for the poll. */
  async function announce(queues: readonly string[]): Promise<void> {
    for (const queue of queues) wake(queue);
    try {
      await database.executeSql('select pg_notify($1, $2)', [JOB_QUEUED_CHANNEL, `${processMark}:${queues.join(',')}`]);
    } catch (error) {
      logger.warn({ err: error }, 'could not announce queued jobs; a worker elsewhere finds them at its next poll');
    }
  }

  function heard(payload: string): void {
    const [mark, queues = ''] = payload.split(':', 2);
    if (mark === processMark) return;
    for (const queue of queues.split(',')) wake(queue);
  }

  function registeredAs(definition: JobDefinition): JobDefinition {
    const found = registered.get(definition.name);
    if (!found) throw new Error(`Job ${definition.name} is not registered: add it to its module's jobs`);
    return found;
  }

  return {
    async send(definition, payload, sendOptions) {
      const data = validPayload(definition, payload) as object;
      registeredAs(definition);
      const singletonKey = sendOptions?.singletonKey;
      const id = await boss.send(definition.name, data, singletonKey ? { singletonKey } : {});
      if (id === null && !singletonKey) throw new Error(`job queue ${definition.name} refused a job`);
      if (id !== null) await announce([definition.name]);
    },
    async sendAll(jobs) {
      const rows = jobs.map(({ definition, payload }) => {
        registeredAs(definition);
        return { name: definition.name, data: validPayload(definition, payload) as object };
      });
      if (rows.length === 0) return;
      await boss.insert(rows);
      await announce([...new Set(rows.map((row) => row.name))]);
    },
    subscribersOf: (event) => definitions.filter((definition) => definition.event === event),
    async startWorkers(ctx) {
      unlisten = await database.listen(JOB_QUEUED_CHANNEL, heard);
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS;
      for (const definition of definitions) {
        const workerId = await boss.work<unknown>(
          definition.name,
          { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
          async (jobs) => {
            // Whatever this job's outcome, the worker fetches again at once: the next queued job runs now.
            wake(definition.name);
            for (const job of jobs) {
              const parsed = definition.payload.safeParse(job.data);
              if (!parsed.success) {
                const error = new JobPayloadError(definition.name, parsed.error);
                logger.error({ err: error, job: definition.name, jobId: job.id }, 'job payload refused; kept as a dead letter');
                await refuseRetries(definition.name, job.id);
                throw error;
              }
              try {
                await definition.handle(parsed.data, ctx, { lastAttempt: job.retryCount >= job.retryLimit });
              } catch (error) {
                const last = job.retryCount >= job.retryLimit;
                logger.warn(
                  { err: error, job: definition.name, jobId: job.id, attempt: job.retryCount + 1 },
                  last ? 'job failed its last attempt; kept as a dead letter' : 'job failed; it will be retried',
                );
                throw error;
              }
            }
          },
        );
        workerIds.set(definition.name, workerId);
      }
    },
    async stop() {
      await unlisten?.();
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
