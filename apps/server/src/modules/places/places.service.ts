import type { PlaceSuggestion, PlaceSuggestionsQuery } from '@masar/shared/places';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { consumeLimit } from '../rate-limits/rate-limits.ts';

/** Cities in one country that start like what the person typed, from the configured place search. */
export async function suggestPlaces(
  ctx: AppContext,
  caller: Caller,
  query: PlaceSuggestionsQuery,
  meta: RequestMeta,
): Promise<PlaceSuggestion[]> {
  await consumeLimit(ctx.db, 'placeSuggestionsPerAccount', caller.userId);
  return ctx.places.suggest({
    input: query.input,
    country: query.country,
    language: meta.locale,
    session: query.session,
  });
}
