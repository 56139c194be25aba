/**
 * `npm run jobs -- failed [--queue NAME] [--limit N]`: the jobs that failed their last attempt, newest first,
 * as kept in their queues' dead letters (plugins/jobs.ts): id, queue, when, attempts and the last error.
 * `npm run jobs -- retry <id>`: sends that job's payload to its queue again, with a fresh set of retries,
 * and removes the dead letter.
 *
 * Runs on the configured database like `npm run admin`: DATABASE_URL, or DATA_DIR's embedded database
 * (joined while a server runs on it, or started for the command).
 */
import PgBoss from 'pg-boss';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { JOB_SCHEMA } from './plugins/jobs.ts';

const USAGE = 'Usage: npm run jobs -- failed [--queue NAME] [--limit N]\n       npm run jobs -- retry <id>';
const DEFAULT_LIMIT = 20;

interface DeadLetter {
  id: string;
  queue: string;
  dead_letter: string;
  failed_at: Date;
  attempts: number;
  error: string | null;
  data: object;
}

type Command = { name: 'failed'; queue?: string; limit: number } | { name: 'retry'; id: string };

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function parseArguments(args: string[]): Command {
  const [name, ...rest] = args;
  if (name === 'retry') {
    const [id, ...extra] = rest;
    if (!id || extra.length > 0) fail('retry takes one job id.');
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) fail(`Not a job id: ${id}`);
    return { name, id };
  }
  if (name !== 'failed') fail(name ? `Unknown command: ${name}` : 'Which command?');
  const command: Command = { name, limit: DEFAULT_LIMIT };
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined) fail(`${flag} needs a value.`);
    if (flag === '--queue') command.queue = value;
    else if (flag === '--limit') {
      if (!/^[1-9]\d{0,5}$/.test(value)) fail(`--limit takes a positive whole number, not ${value}.`);
      command.limit = Number(value);
    } else fail(`Unknown option: ${flag}`);
  }
  return command;
}

/** Dead letters still waiting: pg-boss copies a job there (payload, last error, retry limit) after its last failure. */
async function listDeadLetters(database: Database, options: { queue?: string; id?: string; limit: number }): Promise<DeadLetter[]> {
  const { rows } = await database.executeSql(
    `SELECT d.id, q.name AS queue, d.name AS dead_letter, d.created_on AS failed_at, d.retry_limit + 1 AS attempts,
            d.output->>'message' AS error, d.data
       FROM ${JOB_SCHEMA}.job d
       JOIN ${JOB_SCHEMA}.queue q ON q.dead_letter = d.name
      WHERE d.state = 'created' AND ($1::text IS NULL OR q.name = $1) AND ($2::uuid IS NULL OR d.id = $2)
      ORDER BY d.created_on DESC, d.id
      LIMIT $3`,
    [options.queue ?? null, options.id ?? null, options.limit],
  );
  return rows as DeadLetter[];
}

function printDeadLetters(deadLetters: DeadLetter[]): void {
  if (deadLetters.length === 0) {
    console.log('No failed jobs.');
    return;
  }
  const table = deadLetters.map((row) => [
    row.id,
    row.queue,
    new Date(row.failed_at).toISOString(),
    String(row.attempts),
    (row.error ?? '').replace(/\s+/g, ' ').slice(0, 200),
  ]);
  const header = ['id', 'queue', 'failed at', 'attempts', 'last error'];
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
  for (const cells of [header, ...table]) {
    console.log(cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  '));
  }
}

const command = parseArguments(process.argv.slice(2));
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let code = 0;
try {
  await database.migrate();
  // Installs or upgrades pg-boss's tables if the server never ran here; no maintenance or clock runs.
  const boss = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, schema: JOB_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  try {
    if (command.name === 'failed') {
      printDeadLetters(await listDeadLetters(database, { queue: command.queue, limit: command.limit }));
    } else {
      const [deadLetter] = await listDeadLetters(database, { id: command.id, limit: 1 });
      if (!deadLetter) {
        console.error(`No failed job ${command.id}: \`npm run jobs -- failed\` lists them.`);
        code = 1;
      } else {
        // The queue's own retry figures and dead letter apply to the new job.
        const id = await boss.send(deadLetter.queue, deadLetter.data);
        if (!id) throw new Error(`queue ${deadLetter.queue} refused the job`);
        await boss.deleteJob(deadLetter.dead_letter, deadLetter.id);
        console.log(`Queued ${deadLetter.queue} again as job ${id}.`);
      }
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
} finally {
  await database.close();
}
process.exit(code);
