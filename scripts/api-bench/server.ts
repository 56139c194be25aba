/**
 * One server of `npm run bench -- api`, in a process of its own so the load generator does not share its
 * event loop: `bare` is a Fastify hello-world; `app` is Masar in production mode (logs at warn) with the
 * demo data, on the embedded database (DATA_DIR) or on DATABASE_URL. It tells its parent the address, then
 * answers `cpu` with its CPU time so far, and exits on `stop` (which also writes a --cpu-prof profile).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';

type Message = { type: 'cpu' } | { type: 'stop' };

const kind = process.argv[2];
let close: () => Promise<void>;
let address: string;

if (kind === 'bare') {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  address = await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
} else {
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { loadConfig } = await import('../../apps/server/src/config.ts');
  const { openDatabase } = await import('../../apps/server/src/db/client.ts');
  const { seedDemo } = await import('../../apps/server/src/db/seed/demo.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'masar-api-bench-'));
  // As root the embedded cluster runs as the `postgres` user, who must reach DATA_DIR (mkdtemp makes it 700).
  chmodSync(dataDir, 0o755);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await database.migrate();
  if (process.env.BENCH_SEED !== 'no') await seedDemo(database.db);
  // As `npm start` runs it: the real logger at warn, and the job workers, which compute the demo's matches.
  const app = await buildApp({ config, database });
  // The first start's sweep computes the demo's matches; a candidate who calls before it gets an empty list.
  for (let waited = 0; waited < 300; waited += 1) {
    const { rows } = await database.executeSql('select count(*)::int as count from candidate_job_matches');
    if ((rows[0] as { count: number }).count > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  address = await app.listen({ port: 0, host: '127.0.0.1' });
  close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

process.on('message', (message: Message) => {
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send!({ type: 'cpu', micros: user + system });
  } else if (message.type === 'stop') {
    void close().finally(() => process.exit(0));
  }
});
// A bench that dies (Ctrl-C, a crash) leaves no server behind.
process.on('disconnect', () => void close().finally(() => process.exit(0)));
process.send!({ type: 'ready', address });
