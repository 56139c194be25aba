import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { loadCatalogue } from '@masar/catalog/catalogue';
import type { Occupation } from '@masar/catalog/occupations';
import { titleKey } from '@masar/engines/matching/title-similarity';
import type { Db } from '../client.ts';
import { companies } from '../schema/companies.ts';
import { insertJob } from '../../modules/jobs/jobs.repository.ts';

/** Demo employers, one or two sectors each, so the first start shows jobs across the economy. */
export const DEMO_EMPLOYERS = [
  { name: 'Nakheel Digital', sectors: ['technology', 'media'] },
  { name: 'Riyadh Care Hospital', sectors: ['healthcare'] },
  { name: 'Gulf Energy Partners', sectors: ['energy', 'engineering'] },
  { name: 'Al Noor Bank', sectors: ['finance', 'business', 'legal'] },
  { name: 'Dune Logistics', sectors: ['logistics', 'retail', 'manufacturing'] },
  { name: 'Oasis Hospitality Group', sectors: ['hospitality', 'agriculture'] },
  { name: 'Emirates Build Co.', sectors: ['construction', 'security'] },
  { name: 'Future Skills Academy', sectors: ['education', 'government'] },
] as const;

const JOBS_PER_SECTOR = 4;

/**
 * Roles near the demo candidates' careers (a data engineer, a nurse), so that a first start shows each of
 * them a full page of matches, strong and partial.
 */
const FEATURED_OCCUPATIONS = [
  'occ:masar-data-engineer',
  'occ:masar-data-analyst',
  'occ:15-2051.00',
  'occ:15-1243.00',
  'occ:15-1242.00',
  'occ:15-1252.00',
  'occ:29-1141.00',
  'occ:29-1141.03',
  'occ:29-1141.01',
  'occ:29-1171.00',
  'occ:29-2061.00',
  'occ:29-1141.04',
];

/** The featured roles, then four occupations per sector, the same on every seed: the catalogue is sorted by id. */
function demoOccupations(): Occupation[] {
  const catalogue = loadCatalogue();
  const featured = FEATURED_OCCUPATIONS.flatMap((id) => {
    const occupation = catalogue.occupationsById.get(id);
    return occupation ? [occupation] : [];
  });
  const chosen = new Set(featured.map((occupation) => occupation.id));
  return [...featured, ...spreadThroughSectors().filter((occupation) => !chosen.has(occupation.id))];
}

function spreadThroughSectors(): Occupation[] {
  const bySector = new Map<string, Occupation[]>();
  for (const occupation of [...loadCatalogue().occupations].sort((a, b) => a.id.localeCompare(b.id))) {
    const list = bySector.get(occupation.sector) ?? [];
    // Spread the picks through the sector rather than taking its first codes.
    list.push(occupation);
    bySector.set(occupation.sector, list);
  }
  return [...bySector.values()].flatMap((list) => {
    const step = Math.max(1, Math.floor(list.length / JOBS_PER_SECTOR));
    return Array.from({ length: Math.min(JOBS_PER_SECTOR, list.length) }, (_, i) => list[i * step]!);
  });
}

/**
 * What an employer would call the job: O*NET names occupations in the plural ("Data Scientists"), so the
 * alternate title that is the same words in the singular, else the first one written out (not an acronym).
 */
function postingTitle(occupation: Occupation): string {
  const key = titleKey(occupation.title.en);
  const alternates = occupation.alternate_titles.en;
  return (
    alternates.find((title) => titleKey(title) === key) ??
    alternates.find((title) => title.length > 4 && title !== title.toUpperCase()) ??
    occupation.title.en
  );
}

/**
 * Published jobs built from the catalogue's standard job profiles (at least 60), at the demo employers.
 * Writes in the caller's transaction; replaces the demo employers' earlier jobs (they cascade).
 */
export async function seedDemoJobs(tx: Db, recruiterId: string | null): Promise<number> {
  const catalogue = loadCatalogue();
  await tx.delete(companies).where(inArray(companies.company_name, DEMO_EMPLOYERS.map((e) => e.name).filter((n) => n !== 'Nakheel Digital')));
  const companyIds = new Map<string, string>();
  for (const employer of DEMO_EMPLOYERS) {
    if (employer.name === 'Nakheel Digital') continue;
    const [row] = await tx.insert(companies).values({ company_name: employer.name, company_industry: employer.sectors[0] }).returning();
    companyIds.set(employer.name, row!.id);
  }
  const [nakheel] = await tx.select().from(companies).where(inArray(companies.company_name, ['Nakheel Digital']));
  if (nakheel) companyIds.set('Nakheel Digital', nakheel.id);

  const occupations = demoOccupations();
  const now = Date.now();
  let index = 0;
  for (const occupation of occupations) {
    const employer = DEMO_EMPLOYERS.find((e) => (e.sectors as readonly string[]).includes(occupation.sector)) ?? DEMO_EMPLOYERS[0];
    const companyId = companyIds.get(employer.name);
    if (!companyId) continue;
    const skills = occupation.core_skills
      .map((core) => ({ core, skill: catalogue.skillsById.get(core.skill_id) }))
      .filter((entry): entry is { core: typeof entry.core; skill: NonNullable<typeof entry.skill> } => Boolean(entry.skill))
      .map(({ core, skill }) => ({ skill_id: skill.id, name: skill.name.en, importance: core.importance, required: core.importance >= 4.5 }));
    await insertJob(
      tx,
      {
        company_id: companyId,
        job_title: postingTitle(occupation),
        sector: occupation.sector,
        industry: catalogue.sectorsById.get(occupation.sector)?.name.en ?? null,
        job_type: index % 7 === 6 ? 'part_time' : 'full_time',
        experience_value: occupation.typical_experience_years.min,
        experience_unit: 'years',
        description: occupation.description.en,
        status: 'published',
        occupation_id: occupation.id,
        public_key: randomBytes(9).toString('base64url'),
        created_by: recruiterId,
        published_at: new Date(now - index * 3_600_000),
      },
      skills,
    );
    index += 1;
  }
  return index;
}
