/**
 * Migrates one template database per run, so each test file starts from a copy in well under a second:
 * a dumped PGlite data directory (embedded), or a PostgreSQL template database (server).
 */
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { dumpEmbeddedDatabase, openDatabase, openEmbeddedDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedTemplatePath: string;
    serverTemplateName: string;
  }
}

export function adminUrl(databaseUrl: string, database = 'postgres'): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function installJobSchema(executeSql: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>) {
  const boss = new PgBoss({ db: { executeSql: executeSql as never }, schema: 'pgboss', supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

export default async function setup(project: TestProject) {
  const kind = project.config.env?.MASAR_TEST_DB ?? process.env.MASAR_TEST_DB ?? 'embedded';
  if (kind === 'embedded') {
    const dir = mkdtempSync(path.join(tmpdir(), 'masar-template-'));
    const database = await openEmbeddedDatabase({ dataDir: dir, loadDataDir: undefined });
    await database.migrate();
    await installJobSchema((text, values) => database.executeSql(text, values));
    const dump = await dumpEmbeddedDatabase(database);
    await database.close();
    const file = path.join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('embeddedTemplatePath', file);
    project.provide('serverTemplateName', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('MASAR_TEST_DB=server needs DATABASE_URL');
  const templateName = `masar_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
  await admin.query(`CREATE DATABASE ${templateName}`);
  const database = await openDatabase({ databaseUrl: adminUrl(databaseUrl, templateName), dataDir: tmpdir() });
  await database.migrate();
  await installJobSchema((text, values) => database.executeSql(text, values));
  await database.close();
  project.provide('embeddedTemplatePath', '');
  project.provide('serverTemplateName', templateName);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await admin.end();
  };
}
