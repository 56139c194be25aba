/**
 * `npm run worker`: runs the background jobs without serving HTTP, for deployments that scale API
 * instances and workers apart. Without DATABASE_URL it joins DATA_DIR's embedded cluster beside `npm start`
 * (or starts it, decision 0089).
 */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { installImportedCatalogue } from './modules/catalog/catalog-imports.service.ts';

const config = loadConfig();
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
