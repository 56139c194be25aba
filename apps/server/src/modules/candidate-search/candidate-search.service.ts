/**
 * Free-text search over the approved candidate pool (issue #12, decision 0045). Each candidate in the pool has a
 * search document, rewritten when their profile or approval changes (the module's event subscriptions) and by a
 * sweep that catches anything missed; a search reads the documents only.
 */
import { splitByScript } from '@masar/engines/search/search-text';
import type { CandidateSearchResponse, candidateSearchRequestSchema } from '@masar/shared/candidate-search';
import { currentMonth } from '@masar/shared/profile';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { starredOverall } from '../recruiter-candidates/recruiter-candidates.service.ts';
import {
  countDocuments,
  deleteSearchDocument,
  findCandidateToIndex,
  lexemesToHighlight,
  listStaleSearchCandidates,
  RANKED_MATCHES,
  searchDocuments,
  upsertSearchDocuments,
} from './candidate-search.repository.ts';
import { highlightsOf, textsOf, wordsToLookUp } from './highlights.ts';
import { buildSearchDocument } from './search-document.ts';

/** Candidates re-indexed per sweep run: a run stays short; the next one (a minute later) continues. */
const SWEEP_BATCH = 500;

/** Writes the candidate's document, or removes it when they are not (or no longer) in the approved pool. */
export async function refreshSearchDocument(ctx: Pick<AppContext, 'db'>, userId: string): Promise<void> {
  const candidate = await findCandidateToIndex(ctx.db, userId);
  if (candidate) await upsertSearchDocuments(ctx.db, [buildSearchDocument(candidate)]);
  else await deleteSearchDocument(ctx.db, userId);
}

/** Brings out-of-date documents up to date, a batch at a time; answers how many candidates it refreshed. */
export async function sweepSearchDocuments(ctx: Pick<AppContext, 'db'>, batch = SWEEP_BATCH): Promise<number> {
  const stale = await listStaleSearchCandidates(ctx.db, currentMonth(), batch);
  for (const userId of stale) await refreshSearchDocument(ctx, userId);
  return stale.length;
}

/** Every out-of-date document, now (tests, and a first start with seeded candidates). */
export async function refreshAllSearchDocuments(ctx: Pick<AppContext, 'db'>): Promise<void> {
  while ((await sweepSearchDocuments(ctx)) > 0);
}

/** The recruiter's search: the ranked page, each candidate with the recruiter's own overall star. */
export async function searchCandidates(
  ctx: Pick<AppContext, 'db'>,
  recruiterId: string,
  request: z.output<typeof candidateSearchRequestSchema>,
): Promise<CandidateSearchResponse> {
  const { page, limit } = request;
  const pagination = { page, limit };
  const halves = splitByScript(request.text);
  // Text of punctuation or operators only ("& | !") has no word to look for: nothing matches it.
  if (halves.latin === '' && halves.arabic === '') return { total: 0, total_is_lower_bound: false, results: [], pagination };
  const filters = { minYears: request.min_years, maxYears: request.max_years, country: request.country, city: request.city, availability: request.availability };
  const { rows, total: ranked } = await searchDocuments(ctx.db, halves, filters, page, limit);
  if (rows.length === 0) {
    const total = page === 0 ? 0 : await countDocuments(ctx.db, halves, filters);
    return { total, total_is_lower_bound: total === RANKED_MATCHES, results: [], pagination };
  }
  const words = wordsToLookUp(rows.flatMap((row) => textsOf(row.fields)), [halves.latin, halves.arabic]);
  const [{ words: lexemes, query }, starred] = await Promise.all([
    lexemesToHighlight(ctx.db, words.latin, words.arabic, halves),
    starredOverall(ctx, recruiterId, rows.map((row) => row.user_id)),
  ]);
  return {
    total: ranked,
    total_is_lower_bound: ranked === RANKED_MATCHES,
    results: rows.map((row) => ({
      id: row.user_id,
      name: row.name,
      current_title: row.current_title,
      location: row.location,
      years_of_experience: row.experience_years,
      top_skills: row.top_skills,
      availability: row.availability.filter((way): way is 'online' | 'on_site' => way === 'online' || way === 'on_site'),
      highlights: highlightsOf(row.fields, lexemes, query),
      is_favorite: starred.has(row.user_id),
    })),
    pagination,
  };
}
