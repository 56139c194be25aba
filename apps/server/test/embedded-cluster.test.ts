/**
 * The embedded PostgreSQL of `npm start` (decision 0089): created on first use, found running by the next
 * process on the same DATA_DIR, stopped by the process that started it once no one else is connected, kept
 * across restarts; as root, moved out of a DATA_DIR the `postgres` user cannot reach.
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openEmbeddedCluster, stopEmbeddedCluster, type EmbeddedCluster } from '../src/db/embedded-cluster.ts';

const made: string[] = [];
function dataDir(reachable = true): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'masar-cluster-'));
  if (reachable) chmodSync(dir, 0o755);
  made.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of made) {
    await stopEmbeddedCluster(dir);
    const pointer = path.join(dir, 'postgres.location');
    if (existsSync(pointer))
      rmSync(path.dirname(readFileSync(pointer, 'utf8').trim()), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});

async function query<T extends pg.QueryResultRow>(cluster: EmbeddedCluster, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.url() });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const postmasterPid = (cluster: EmbeddedCluster) =>
  Number(readFileSync(path.join(cluster.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('the embedded PostgreSQL', () => {
  it('is made on first use, shared with a second process, stopped by its starter, and keeps its data', async () => {
    const dir = dataDir();
    const lines: string[] = [];
    const first = await openEmbeddedCluster({ dataDir: dir, durable: false, log: (line) => lines.push(line) });
    expect(first).toMatchObject({ dir: path.join(dir, 'postgres'), started: true });
    await query(first, 'create table kept (n int); insert into kept values (42)');

    // A worker or CLI on the same DATA_DIR connects to the running cluster instead of starting another.
    const second = await openEmbeddedCluster({ dataDir: dir, durable: false, log: (line) => lines.push(line) });
    expect(second).toMatchObject({ dir: first.dir, started: false });
    expect(second.url()).toBe(first.url());
    const held = new pg.Client({ connectionString: second.url() });
    await held.connect();
    // The starter leaves it running while someone else is connected, and says so.
    await first.release();
    expect(await held.query('select n from kept')).toMatchObject({ rows: [{ n: 42 }] });
    expect(lines).toEqual([expect.stringMatching(/stays up: 1 other connection/)]);
    await held.end();
    await second.release();
    await stopEmbeddedCluster(dir);
    expect(existsSync(path.join(first.dir, 'postmaster.pid'))).toBe(false);

    // Started again: the same data, no second initdb.
    const again = await openEmbeddedCluster({ dataDir: dir, durable: false, log: (line) => lines.push(line) });
    expect(again.started).toBe(true);
    expect(await query(again, 'select n from kept')).toEqual([{ n: 42 }]);
    await again.release();
    expect(existsSync(path.join(again.dir, 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('waits for a postmaster that is still stopping, then starts its own', async () => {
    const dir = dataDir();
    const first = await openEmbeddedCluster({ dataDir: dir, durable: false, log: () => undefined });
    const oldPid = postmasterPid(first);
    // What a restart right after Ctrl-C meets: the old postmaster is told to stop and still holds the directory.
    await promisify(execFile)('kill', ['-INT', String(oldPid)]);
    const pidFile = () => {
      try {
        return readFileSync(path.join(first.dir, 'postmaster.pid'), 'utf8');
      } catch {
        return '';
      }
    };
    await vi.waitFor(() => expect(pidFile()).not.toMatch(/ready\s*$/), { timeout: 10_000, interval: 5 });
    const lines: string[] = [];
    const next = await openEmbeddedCluster({ dataDir: dir, durable: false, log: (line) => lines.push(line) });
    expect(next.started).toBe(true);
    expect(postmasterPid(next)).not.toBe(oldPid);
    expect(await query(next, 'select 1 as one')).toEqual([{ one: 1 }]);
    await next.release();
  }, 120_000);

  it.runIf(process.getuid?.() === 0)(
    'as root, keeps its data where the postgres user can reach it when DATA_DIR is private',
    async () => {
      const dir = dataDir(false);
      const lines: string[] = [];
      const cluster = await openEmbeddedCluster({ dataDir: dir, durable: false, log: (line) => lines.push(line) });
      expect(cluster.dir).toMatch(/^\/var\/lib\/masar\/[0-9a-f]{16}\/postgres$/);
      expect(readFileSync(path.join(dir, 'postgres.location'), 'utf8').trim()).toBe(cluster.dir);
      expect(lines).toEqual([expect.stringContaining(`cannot reach ${dir}`)]);
      expect(await query(cluster, 'select current_user')).toEqual([{ current_user: 'masar' }]);
      await cluster.release();
    },
    120_000,
  );
});
