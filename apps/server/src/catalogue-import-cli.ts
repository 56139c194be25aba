/**
 * `npm run import:onet -- <dir>` and `npm run import:esco -- <dir>`: store the official O*NET text files or
 * ESCO CSV skills files of an unzipped download in the configured database (docs/decisions/0019). A server
 * uses them from its next start (on the embedded database, the command joins a running server's cluster).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ImportFormatError } from '@masar/catalog/importers/tab-delimited';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { importCatalogueSource, type ImportSource } from './modules/catalog/catalog-imports.service.ts';

const USAGE = `Usage: npm run import:onet -- <dir>   (the O*NET database's text files: Occupation Data.txt, Interests.txt, Job Zones.txt,
                                      Related Occupations.txt, Technology Skills.txt, Alternate Titles.txt, Task Statements.txt)
       npm run import:esco -- <dir>   (ESCO's CSV files: skills_en.csv, skillSkillRelations_en.csv, skills_ar.csv)`;

const NAMES: Record<ImportSource, string> = { onet: 'O*NET', esco: 'ESCO' };

const [source, given] = process.argv.slice(2);
if ((source !== 'onet' && source !== 'esco') || !given) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs scripts from the repository root; a relative directory means the one the operator was in.
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
if (!existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error(`Not a directory: ${given}\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const report = await importCatalogueSource(database.db, source, dir);
  const { counts, catalogue } = report.merged;
  for (const warning of report.warnings) console.warn(`warning: ${warning}`);
  if (!report.changed) {
    console.log(`${NAMES[source]}: ${report.records} records, the same as already imported; nothing changed.`);
  } else {
    console.log(
      `${NAMES[source]}: ${report.records} records imported.\n` +
        `Catalogue ${catalogue.version}: ${counts.updatedOccupations} occupations with official data, ${counts.newOccupations} new; ` +
        `${counts.matchedSkills} skills matched, ${counts.newSkills} new.\n` +
        'Restart the server (and any `npm run worker`) to use it; matches are then recomputed.',
    );
  }
} catch (error) {
  if (error instanceof ImportFormatError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    // The records are replaced in one transaction: a failure leaves the previous import as it was.
    console.error('The import failed; nothing was changed.');
    console.error(error);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
