import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
/** Old rate-limit windows are useless after a day; deleting them keeps the table small. */
export declare function maintenanceJobs(db: Db): JobDefinition<never>[];
