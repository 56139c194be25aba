import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** A kind of background work: its queue name, how it is retried, and what it does. */
export interface JobDefinition<Data extends object> {
  name: string;
  retryLimit: number;
  /** Seconds before the first retry; later retries back off exponentially. */
  retryDelaySeconds: number;
  /** Runs the job; throwing makes pg-boss retry it. */
  handle(data: Data): Promise<void>;
  /** A cron expression for work that runs on a clock (with empty data). */
  cron?: string;
}

export interface JobQueue {
  send<Data extends object>(name: string, data: Data, options?: { singletonKey?: string }): Promise<void>;
  stop(): Promise<void>;
}

export interface StartJobQueueOptions {
  database: Database;
  logger: FastifyBaseLogger;
  definitions: ReadonlyArray<JobDefinition<never>>;
  /** Workers poll the queues; an API-only instance can turn them off (`npm run worker` runs them). */
  runWorkers: boolean;
  pollingIntervalSeconds?: number;
}

/** pg-boss on whichever database Masar runs on: jobs are rows, so they survive restarts. */
export async function startJobQueue(options: StartJobQueueOptions): Promise<JobQueue> {
  const { database, logger, definitions } = options;
  const boss = new PgBoss({
    ...(database.connectionString
      ? { connectionString: database.connectionString, max: 4 }
      : { db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) } }),
    schema: 'pgboss',
    // The embedded database has one connection: keep pg-boss's own housekeeping infrequent.
    maintenanceIntervalSeconds: 120,
    monitorStateIntervalSeconds: 60,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const definition of definitions) {
    // pg-boss 10 drops jobs sent to a queue that does not exist, so every queue is made at start.
    await boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
    });
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {});
    if (!options.runWorkers) continue;
    await boss.work<object>(
      definition.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) {
          try {
            await definition.handle(job.data as never);
          } catch (error) {
            logger.warn({ err: error, job: definition.name, jobId: job.id }, 'job failed; it will be retried');
            throw error;
          }
        }
      },
    );
  }

  return {
    async send(name, data, sendOptions) {
      const id = await boss.send(name, data, sendOptions?.singletonKey ? { singletonKey: sendOptions.singletonKey } : {});
      if (id === null && !sendOptions?.singletonKey) throw new Error(`job queue ${name} refused a job`);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}
