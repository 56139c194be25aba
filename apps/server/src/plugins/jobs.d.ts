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
    send<Data extends object>(name: string, data: Data, options?: {
        singletonKey?: string;
    }): Promise<void>;
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
export declare function startJobQueue(options: StartJobQueueOptions): Promise<JobQueue>;
