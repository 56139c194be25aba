/**
 * `npm run worker`: runs the background jobs without serving HTTP, for deployments that scale API
 * instances and workers apart. Needs DATABASE_URL (the embedded database lives inside one process).
 */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { installImportedCatalogue } from './modules/catalog/catalog-imports.service.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL: the embedded database is served by `npm start` itself.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
// The same catalogue as the server's: matching jobs must score with it.
await installImportedCatalogue(database.db);
const app = await buildApp({ config, database, runWorkers: true });
app.log.info('Masar worker running');
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
