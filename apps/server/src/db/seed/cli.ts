/** `npm run seed`: writes the demo world again, on the configured database. */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { formatDemoLogins, seedDemo } from './demo.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const logins = await seedDemo(database.db);
  console.log(`Demo data written. Log in at ${config.appUrl}/auth/login with:\n${formatDemoLogins(logins)}`);
} finally {
  await database.close();
}
