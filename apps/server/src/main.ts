/** Starts Masar: checks the configuration, opens and migrates the database, seeds a first start, listens. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { formatDemoLogins, isDatabaseEmpty, seedDemo } from './db/seed/demo.ts';
import { installImportedCatalogue } from './modules/catalog/catalog-imports.service.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
// The operator's O*NET and ESCO imports, laid over the shipped catalogue before anything reads it.
const imported = await installImportedCatalogue(database.db);
const firstStart = config.seedDemo && (await isDatabaseEmpty(database.db));
const demoLogins = firstStart ? await seedDemo(database.db) : [];

const app = await buildApp({ config, database, runWorkers: config.runWorkers });
await app.listen({ port: config.port, host: config.host });

if (imported) {
  app.log.info(`Catalogue ${imported.catalogue.version}: the shipped data with the O*NET and ESCO imports`);
  for (const warning of imported.warnings) app.log.warn(`catalogue import: ${warning}`);
}
app.log.info(
  `Masar is running at ${config.appUrl} on the ${database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'}`,
);
if (demoLogins.length > 0) {
  console.log(`\nDemo logins (first start):\n${formatDemoLogins(demoLogins)}\n`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 15_000);
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(timer);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
