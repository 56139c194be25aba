/**
 * Free-text candidate search at scale (issue #12, decision 0045): fills a database with synthetic candidates
 * (the matching benchmark's market, with a location, an availability and a summary), builds their search
 * documents in bulk, then times searches as a recruiter types them — English, Arabic, mixed, with and without
 * filters — through the service the route calls (query, total, and highlights).
 */
import { randomUUID } from 'node:crypto';
import { loadCatalogue } from '@masar/catalog/catalogue';
import { CITIES_BY_COUNTRY } from '@masar/shared/locations';
import { sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { upsertSearchDocuments } from '../modules/candidate-search/candidate-search.repository.ts';
import { searchCandidates } from '../modules/candidate-search/candidate-search.service.ts';
import { buildSearchDocument } from '../modules/candidate-search/search-document.ts';
import { createSyntheticWorld } from './synthetic-world.ts';

export interface SearchScaleOptions {
  candidates: number;
  /** Timed searches of each kind. */
  samples?: number;
  /** Searches in flight at once (1: one after the other). */
  connections?: number;
  log?: (line: string) => void;
}

export interface SearchTiming {
  kind: string;
  p50: number;
  p95: number;
  max: number;
  meanTotal: number;
}

export interface SearchScaleResult {
  candidates: number;
  loadSeconds: number;
  indexSeconds: number;
  timings: SearchTiming[];
  plan: string;
}

const BATCH = 1_000;
const SUMMARIES = [
  'Delivered projects for clients across the region, leading small teams and reporting to senior management.',
  'خبرة في العمل مع فرق متعددة التخصصات وتحسين العمليات وخدمة العملاء.',
  'Focused on quality, training new colleagues and improving processes with data.',
  'عملت في شركات ناشئة وكبيرة، وأتقن إعداد التقارير والتواصل مع الإدارة.',
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function benchmarkCandidateSearch(app: App, options: SearchScaleOptions): Promise<SearchScaleResult> {
  const { db } = app.ctx;
  const world = createSyntheticWorld(21);
  const places = Object.entries(CITIES_BY_COUNTRY).flatMap(([, cities]) => cities.map((city) => city.en));
  const loadStart = performance.now();
  let indexMs = 0;
  for (let start = 0, n = 0; start < options.candidates; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(options.candidates, start + BATCH); i += 1, n += 1) {
      const profile = world.candidate(`Candidate ${i}`);
      profile.personal_details.location = places[n % places.length]!;
      profile.summary = SUMMARIES[n % SUMMARIES.length]!;
      rows.push({ id: randomUUID(), e: `search-bench-${i}@masar.bench`, p: profile, a: n % 3 === 0 ? ['online'] : n % 3 === 1 ? ['on_site'] : ['online', 'on_site'] });
    }
    const json = JSON.stringify(rows);
    await db.execute(sql`
      insert into users (id, first_name, last_name, email, role_id, is_email_confirmed, is_onboarding_completed, is_account_confirmed, approval_status, accepted_terms)
      select r.id, 'Bench', 'Candidate', r.e, (select id from roles where role_name = 'individual'), true, true, true, 'APPROVED', true
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, e text)`);
    await db.execute(sql`
      insert into candidate_profiles (user_id, parse_status, profile, availability)
      select r.id, 'completed', r.p, r.a from jsonb_to_recordset(${json}::jsonb) as r(id uuid, p jsonb, a jsonb)`);
    const indexStart = performance.now();
    await upsertSearchDocuments(
      db,
      rows.map((row) => buildSearchDocument({ user_id: row.id, first_name: 'Bench', last_name: 'Candidate', availability: row.a, profile: row.p })),
    );
    indexMs += performance.now() - indexStart;
    options.log?.(`  candidates ${Math.min(options.candidates, start + BATCH)}/${options.candidates}`);
  }
  await db.execute(sql`analyze candidate_search_documents`);
  const loadSeconds = Math.round((performance.now() - loadStart) / 100) / 10;

  const catalogue = loadCatalogue();
  const occupations = catalogue.occupations;
  const skills = catalogue.skills;
  const samples = options.samples ?? 60;
  const at = (list: readonly { length: number }[] | readonly unknown[], i: number) => list[(i * 7919) % list.length];
  const queries: Record<string, (i: number) => Record<string, unknown>> = {
    'English title': (i) => ({ text: (at(occupations, i) as (typeof occupations)[number]).title.en }),
    'Arabic skill': (i) => ({ text: (at(skills, i) as (typeof skills)[number]).name.ar }),
    'mixed, two words': (i) => ({ text: `${(at(skills, i) as (typeof skills)[number]).name.en.split(' ')[0]} ${(at(occupations, i + 3) as (typeof occupations)[number]).title.ar.split(' ')[0]}` }),
    'common word + filters': (i) => ({ text: ['manager', 'engineer', 'إدارة', 'communication'][i % 4], min_years: 3, max_years: 15, country: 'SA', availability: ['on_site'] }),
  };
  // A recruiter without stars: the search still reads the page's stars, as it does for everyone.
  const searchingRecruiter = randomUUID();
  const timings: SearchTiming[] = [];
  for (const [kind, request] of Object.entries(queries)) {
    const times: number[] = [];
    let totals = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.max(1, options.connections ?? 1) }, async () => {
        while (next < samples) {
          const body = { page: 0, limit: 20, ...request(next++) } as Parameters<typeof searchCandidates>[2];
          const startedAt = performance.now();
          const found = await searchCandidates(app.ctx, searchingRecruiter, body);
          times.push(performance.now() - startedAt);
          totals += found.total;
        }
      }),
    );
    const round = (value: number) => Math.round(value * 10) / 10;
    timings.push({ kind, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(Math.max(...times)), meanTotal: Math.round(totals / samples) });
  }
  const planRows = (await db.execute(
    sql`explain analyze select user_id from candidate_search_documents where document @@ plainto_tsquery('english', 'manager') order by ts_rank_cd(document, plainto_tsquery('english', 'manager')) desc limit 20`,
  )) as { rows: Array<Record<string, string>> };
  return {
    candidates: options.candidates,
    loadSeconds,
    indexSeconds: Math.round(indexMs / 100) / 10,
    timings,
    plan: planRows.rows.map((row) => Object.values(row)[0]).join('\n'),
  };
}
