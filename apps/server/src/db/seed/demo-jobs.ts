import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { loadCatalogue } from '@masar/catalog/catalogue';
import type { Db } from '../client.ts';
import { companies } from '../schema/companies.ts';
import { insertJob } from '../../modules/jobs/jobs.repository.ts';
import { jobFieldValues } from '../../modules/jobs/recruiter-jobs.service.ts';
import { DEMO_POSTINGS, type DemoPosting } from './demo-postings.ts';

export interface DemoEmployer {
  name: string;
  /** Catalogue sector ids; the first is the company's industry. */
  sectors: readonly string[];
  city: string;
  country: string;
  size: number;
  website: string;
  description: string;
}

/** Demo employers across the economy, each with its own jobs (demo-postings.ts) and its own recruiter (demo.ts). */
export const DEMO_EMPLOYERS: readonly DemoEmployer[] = [
  {
    name: 'Nakheel Digital',
    sectors: ['technology', 'media'],
    city: 'Riyadh',
    country: 'SA',
    size: 320,
    website: 'https://nakheel-digital.example',
    description: 'A Riyadh fintech behind a payments and loyalty app used by four million people.',
  },
  {
    name: 'Riyadh Care Hospital',
    sectors: ['healthcare'],
    city: 'Riyadh',
    country: 'SA',
    size: 1800,
    website: 'https://riyadh-care.example',
    description: 'A 400-bed private hospital in Riyadh, opening a second hospital in Jeddah.',
  },
  {
    name: 'Gulf Energy Partners',
    sectors: ['energy', 'engineering'],
    city: 'Dhahran',
    country: 'SA',
    size: 2500,
    website: 'https://gulf-energy.example',
    description: 'Oil, gas and solar operations and engineering services across the Gulf.',
  },
  {
    name: 'Al Noor Bank',
    sectors: ['finance', 'business', 'legal'],
    city: 'Riyadh',
    country: 'SA',
    size: 4200,
    website: 'https://alnoor-bank.example',
    description: 'An Islamic retail and business bank with 60 branches in the Kingdom.',
  },
  {
    name: 'Dune Logistics',
    sectors: ['logistics', 'retail', 'manufacturing'],
    city: 'Jeddah',
    country: 'SA',
    size: 900,
    website: 'https://dune-logistics.example',
    description: 'Parcels, freight and warehousing between Jeddah, Riyadh, Dammam and Dubai.',
  },
  {
    name: 'Oasis Hospitality Group',
    sectors: ['hospitality', 'agriculture'],
    city: 'Dubai',
    country: 'AE',
    size: 1500,
    website: 'https://oasis-hospitality.example',
    description: 'Hotels and resorts in Dubai, Muscat, Madinah and AlUla, with a farm of their own.',
  },
  {
    name: 'Emirates Build Co.',
    sectors: ['construction', 'security'],
    city: 'Dubai',
    country: 'AE',
    size: 3000,
    website: 'https://emirates-build.example',
    description: 'A contractor of towers, communities and hospitals in the UAE and Saudi Arabia.',
  },
  {
    name: 'Future Skills Academy',
    sectors: ['education', 'government'],
    city: 'Riyadh',
    country: 'SA',
    size: 450,
    website: 'https://future-skills.example',
    description: 'Schools, bootcamps and training for companies and government in Riyadh, Jeddah, Amman, Cairo and Manama.',
  },
];

const HOUR = 3_600_000;

/** Writes the demo employers (replacing earlier rows of theirs, whose jobs cascade); answers their ids by name. */
export async function seedDemoEmployers(tx: Db): Promise<Map<string, string>> {
  await tx.delete(companies).where(inArray(companies.company_name, DEMO_EMPLOYERS.map((employer) => employer.name)));
  const rows = await tx
    .insert(companies)
    .values(
      DEMO_EMPLOYERS.map((employer) => ({
        company_name: employer.name,
        company_industry: employer.sectors[0],
        company_city: employer.city,
        company_country: employer.country,
        company_size: employer.size,
        company_website: employer.website,
        company_description: employer.description,
      })),
    )
    .returning({ id: companies.id, name: companies.company_name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** A posting as the job editor's fields, so the seed stores it as a recruiter's posting of it would be stored. */
function editorValues(posting: DemoPosting) {
  const catalogue = loadCatalogue();
  try {
    return jobFieldValues({
      job_title: posting.title,
      sector: posting.sector,
      industry: catalogue.sectorsById.get(posting.sector)?.name.en ?? null,
      job_type: posting.type,
      experience: posting.experience,
      skills: [
        ...posting.must.map((id) => ({ id, importance: 'must_have' as const })),
        ...posting.nice.map((id) => ({ id, importance: 'nice_to_have' as const })),
      ],
      description: posting.description,
      occupation_id: posting.occupation ?? null,
      location: posting.location,
      salary: posting.salary ?? null,
    });
  } catch (error) {
    // The postings are ours: a sector or skill the catalogue lacks is a mistake in them, found by the seed test.
    throw new Error(`Demo posting "${posting.title}" names a sector or skill the catalogue does not have`, { cause: error });
  }
}

/**
 * The demo postings at their employers, each posted by its employer's demo recruiter: published over the last
 * two weeks, newest first in the order written, with the drafts and closed jobs the postings mark. Writes in the
 * caller's transaction; answers how many jobs it wrote.
 */
export async function seedDemoJobs(tx: Db, companyIds: ReadonlyMap<string, string>, recruiterIds: ReadonlyMap<string, string>): Promise<number> {
  const now = Date.now();
  let written = 0;
  const seenOfEmployer = new Map<string, number>();
  for (const posting of DEMO_POSTINGS) {
    const companyId = companyIds.get(posting.employer);
    if (!companyId) throw new Error(`Demo posting "${posting.title}" names ${posting.employer}, which is not a demo employer`);
    // Spread through two weeks, the employers taking turns: the newest jobs are not all one company's.
    const nth = seenOfEmployer.get(posting.employer) ?? 0;
    seenOfEmployer.set(posting.employer, nth + 1);
    const turn = nth * DEMO_EMPLOYERS.length + DEMO_EMPLOYERS.findIndex((employer) => employer.name === posting.employer);
    const postedAt = new Date(now - turn * 6 * HOUR - HOUR);
    const status = posting.status ?? 'published';
    const { job, skills } = editorValues(posting);
    await insertJob(
      tx,
      {
        ...job,
        company_id: companyId,
        status,
        origin: job.occupation_id ? 'standard' : 'form',
        public_key: randomBytes(9).toString('base64url'),
        created_by: recruiterIds.get(posting.employer) ?? null,
        created_at: new Date(postedAt.getTime() - 20 * HOUR),
        published_at: status === 'draft' ? null : postedAt,
        closed_at: status === 'closed' ? new Date(now - 2 * HOUR) : null,
      },
      skills,
    );
    written += 1;
  }
  return written;
}
