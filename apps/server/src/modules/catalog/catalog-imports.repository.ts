import { asc, eq } from 'drizzle-orm';
import type { EscoSkillWithArabic } from '@masar/catalog/importers/esco';
import type { OnetOccupation } from '@masar/catalog/importers/onet';
import type { Db } from '../../db/client.ts';
import { catalogueEscoSkills, catalogueImports, catalogueOnetOccupations } from '../../db/schema/catalog.ts';

export type ImportSource = 'onet' | 'esco';

/** Rows per insert: well under PostgreSQL's 65,535 parameters with a dozen columns. */
const BATCH = 500;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function findImportDigest(db: Db, source: ImportSource): Promise<string | undefined> {
  const [row] = await db.select({ digest: catalogueImports.digest }).from(catalogueImports).where(eq(catalogueImports.source, source));
  return row?.digest;
}

export async function saveImportRecord(db: Db, record: { source: ImportSource; digest: string; records: number }): Promise<void> {
  await db
    .insert(catalogueImports)
    .values(record)
    .onConflictDoUpdate({ target: catalogueImports.source, set: { digest: record.digest, records: record.records, imported_at: new Date() } });
}

export async function replaceOnetOccupations(db: Db, occupations: readonly OnetOccupation[]): Promise<void> {
  await db.delete(catalogueOnetOccupations);
  await insertInBatches(occupations, (batch) =>
    db.insert(catalogueOnetOccupations).values(
      batch.map((o) => ({
        code: o.code,
        title: o.title,
        description: o.description,
        riasec: o.riasec,
        holland_code: o.holland_code,
        job_zone: o.job_zone,
        related: o.related,
        technology_skills: o.technology_skills,
        alternate_titles: o.alternate_titles,
        tasks: o.tasks,
      })),
    ),
  );
}

export async function replaceEscoSkills(db: Db, skills: readonly EscoSkillWithArabic[]): Promise<void> {
  await db.delete(catalogueEscoSkills);
  await insertInBatches(skills, (batch) =>
    db.insert(catalogueEscoSkills).values(
      batch.map((s) => ({
        uri: s.uri,
        name: s.name,
        name_ar: s.name_ar,
        aliases: s.aliases,
        aliases_ar: s.aliases_ar,
        hidden_aliases: s.hidden_aliases,
        skill_type: s.type,
        reuse_level: s.reuse_level,
        description: s.description,
        modified: s.modified,
        related: s.related,
      })),
    ),
  );
}

export async function listOnetOccupations(db: Db): Promise<OnetOccupation[]> {
  const rows = await db.select().from(catalogueOnetOccupations).orderBy(asc(catalogueOnetOccupations.code));
  return rows.map((row) => ({ id: `occ:${row.code}`, ...row }));
}

export async function listEscoSkills(db: Db): Promise<EscoSkillWithArabic[]> {
  const rows = await db.select().from(catalogueEscoSkills).orderBy(asc(catalogueEscoSkills.uri));
  return rows.map(({ skill_type, ...row }) => ({ ...row, id: `esco:${row.uri.split('/').pop() ?? row.uri}`, type: skill_type }));
}
