/**
 * The operator's O*NET and ESCO imports (docs/decisions/0019): `npm run import:onet|import:esco -- <dir>`
 * stores what the official files say, in one transaction and only when it differs from what is stored; the
 * server and the worker lay the stored imports over the shipped catalogue when they start.
 */
import { installCatalogue, readCatalogue } from '@masar/catalog/catalogue';
import { ESCO_FILES, parseEscoDirectory } from '@masar/catalog/importers/esco';
import { ONET_FILES, parseOnetDirectory } from '@masar/catalog/importers/onet';
import { readNamedFiles } from '@masar/catalog/importers/read-files';
import { importsDigest, mergeImports, type CatalogueImports, type MergedCatalogue } from '@masar/catalog/merge-imports';
import type { Db } from '../../db/client.ts';
import {
  findImportDigest,
  listEscoSkills,
  listOnetOccupations,
  replaceEscoSkills,
  replaceOnetOccupations,
  saveImportRecord,
  type ImportSource,
} from './catalog-imports.repository.ts';

export type { ImportSource };

export interface ImportReport {
  source: ImportSource;
  /** False when the files say what is already stored: nothing was written. */
  changed: boolean;
  records: number;
  /** The parser's and the merge's warnings (rows skipped, occupations that could not be made). */
  warnings: string[];
  /** The catalogue the server will use from its next start. */
  merged: MergedCatalogue;
}

export async function readStoredImports(db: Db): Promise<CatalogueImports> {
  return { occupations: await listOnetOccupations(db), skills: await listEscoSkills(db) };
}

/** Parses one source's files from `dir` (throws ImportFormatError on a wrong format). */
function parseSource(source: ImportSource, dir: string) {
  if (source === 'onet') {
    const parsed = parseOnetDirectory(readNamedFiles(dir, Object.values(ONET_FILES)));
    return { part: { occupations: parsed.occupations }, records: parsed.occupations.length, warnings: parsed.warnings };
  }
  const parsed = parseEscoDirectory(readNamedFiles(dir, Object.values(ESCO_FILES)));
  return { part: { skills: parsed.skills }, records: parsed.skills.length, warnings: parsed.warnings };
}

/**
 * Replaces one source's stored records with what the files in `dir` say, in one transaction, unless they say
 * what is already stored (running an import twice changes nothing the second time).
 */
export async function importCatalogueSource(db: Db, source: ImportSource, dir: string): Promise<ImportReport> {
  const { part, records, warnings } = parseSource(source, dir);
  const stored = await readStoredImports(db);
  const next: CatalogueImports = { ...stored, ...part };
  const digest = importsDigest({ occupations: [], skills: [], ...part });
  const merged = mergeImports(readCatalogue(), next);
  const changed = (await findImportDigest(db, source)) !== digest;
  if (changed) {
    await db.transaction(async (tx) => {
      if (source === 'onet') await replaceOnetOccupations(tx, next.occupations);
      else await replaceEscoSkills(tx, next.skills);
      await saveImportRecord(tx, { source, digest, records });
    });
  }
  return { source, changed, records, warnings: [...warnings, ...merged.warnings], merged };
}

/**
 * Installs the shipped catalogue with the stored imports as the one this process uses (loadCatalogue), and
 * answers it; with nothing imported the shipped catalogue stays as it is. Call once at start, before serving.
 */
export async function installImportedCatalogue(db: Db): Promise<MergedCatalogue | undefined> {
  const imports = await readStoredImports(db);
  if (imports.occupations.length === 0 && imports.skills.length === 0) return undefined;
  const merged = mergeImports(readCatalogue(), imports);
  installCatalogue(merged.catalogue);
  return merged;
}
