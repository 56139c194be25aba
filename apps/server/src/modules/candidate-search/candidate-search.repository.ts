import { and, arrayOverlaps, asc, desc, eq, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/accounts.ts';
import { candidateSearchDocuments } from '../../db/schema/candidate-search.ts';
import { candidateProfiles } from '../../db/schema/candidates.ts';
import type { ScriptHalves } from '@masar/engines/search/search-text';
import type { CandidateToIndex, SearchDocument } from './search-document.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The pool the search covers: candidates whose account a recruiter admin confirmed and who have a profile (the
 * same pool as matching's). The search checks the confirmation again, so an account declined a moment ago, whose
 * document the event has not yet removed, is never found.
 */
const inPool = and(sql`lower(trim(${roles.role_name})) = 'individual'`, eq(users.is_account_confirmed, true), isNotNull(candidateProfiles.profile));

/** One candidate, if in the pool, with what the document is built from. */
export async function findCandidateToIndex(db: Db, userId: string): Promise<CandidateToIndex | undefined> {
  const [row] = await db
    .select({
      user_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      availability: candidateProfiles.availability,
      profile: candidateProfiles.profile,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .where(and(inPool, eq(users.id, userId)));
  return row?.profile ? { ...row, profile: row.profile } : undefined;
}

/**
 * Writes documents in one statement for the batch (one JSON parameter, so a thousand rows cost one round trip); a
 * document already there is replaced. Each weight's Latin words go through `english`, its Arabic words through
 * `arabic`: titles and skills A, education B, the summary C.
 */
export async function upsertSearchDocuments(db: Db, documents: readonly SearchDocument[]): Promise<void> {
  if (documents.length === 0) return;
  const rows = documents.map(({ weighted, ...document }) => ({
    ...document,
    al: weighted.A.latin,
    aa: weighted.A.arabic,
    bl: weighted.B.latin,
    ba: weighted.B.arabic,
    cl: weighted.C.latin,
    ca: weighted.C.arabic,
  }));
  await db.execute(sql`
    insert into candidate_search_documents
      (user_id, name, current_title, location, country, city, experience_years, availability, top_skills, fields, document, indexed_at, indexed_month)
    select r.user_id, r.name, r.current_title, r.location, r.country, r.city, r.experience_years,
      array(select jsonb_array_elements_text(r.availability)), r.top_skills, r.fields,
      setweight(to_tsvector('english', r.al) || to_tsvector('arabic', r.aa), 'A')
        || setweight(to_tsvector('english', r.bl) || to_tsvector('arabic', r.ba), 'B')
        || setweight(to_tsvector('english', r.cl) || to_tsvector('arabic', r.ca), 'C'),
      now(), r.indexed_month
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      user_id uuid, name text, current_title text, location text, country text, city text, experience_years int,
      availability jsonb, top_skills jsonb, fields jsonb, al text, aa text, bl text, ba text, cl text, ca text, indexed_month text)
    on conflict (user_id) do update set
      name = excluded.name, current_title = excluded.current_title, location = excluded.location, country = excluded.country,
      city = excluded.city, experience_years = excluded.experience_years, availability = excluded.availability,
      top_skills = excluded.top_skills, fields = excluded.fields, document = excluded.document,
      indexed_at = excluded.indexed_at, indexed_month = excluded.indexed_month`);
}

export async function deleteSearchDocument(db: Db, userId: string): Promise<void> {
  await db.delete(candidateSearchDocuments).where(eq(candidateSearchDocuments.user_id, userId));
}

/**
 * Candidates whose document is missing, older than their profile or account, or indexed in an earlier month (years
 * of experience grow); and documents of candidates who left the pool.
 */
export async function listStaleSearchCandidates(db: Db, month: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(candidateProfiles, eq(candidateProfiles.user_id, users.id))
    .leftJoin(candidateSearchDocuments, eq(candidateSearchDocuments.user_id, users.id))
    .where(
      or(
        and(inPool, isNull(candidateSearchDocuments.user_id)),
        and(
          isNotNull(candidateSearchDocuments.user_id),
          or(
            sql`not coalesce(${inPool}, false)`,
            sql`${candidateSearchDocuments.indexed_at} < greatest(${users.updated_at}, ${candidateProfiles.updated_at})`,
            sql`${candidateSearchDocuments.indexed_month} <> ${month}`,
          ),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface SearchFilters {
  minYears?: number | undefined;
  maxYears?: number | undefined;
  country?: string | undefined;
  city?: string | undefined;
  availability?: readonly string[] | undefined;
}

export interface FoundDocument {
  user_id: string;
  name: string;
  current_title: string | null;
  location: string | null;
  experience_years: number;
  availability: string[];
  top_skills: string[];
  fields: typeof candidateSearchDocuments.$inferSelect.fields;
}

/**
 * The query, from the caller's words as parameters, never as SQL text: each half through its configuration's
 * plainto_tsquery (which reads operators as plain words), the halves ANDed.
 */
function tsQuery(halves: ScriptHalves): SQL {
  const parts = [
    ...(halves.latin === '' ? [] : [sql`plainto_tsquery('english', ${halves.latin})`]),
    ...(halves.arabic === '' ? [] : [sql`plainto_tsquery('arabic', ${halves.arabic})`]),
  ];
  return sql.join(parts, sql` && `);
}

/**
 * How many matches are ranked: a word most candidates have ("manager") would otherwise make every search rank and
 * count the whole pool. The best of the first matches the index yields are shown, and the total says "at least"
 * (decision 0045); a recruiter narrows such a search with more words or filters.
 */
export const RANKED_MATCHES = 1_000;

export interface RankedPage {
  rows: FoundDocument[];
  /** Matches, counted up to RANKED_MATCHES. */
  total: number;
}

/**
 * A page of the pool's documents that match, best first (ts_rank_cd, weights A > B > C), with the total: one
 * statement (issue #12). The first RANKED_MATCHES matches are ranked by id alone, and only the page's rows are
 * joined back for their fields.
 */
export async function searchDocuments(db: Db, halves: ScriptHalves, filters: SearchFilters, page: number, limit: number): Promise<RankedPage> {
  const query = tsQuery(halves);
  const document = candidateSearchDocuments;
  const matched = db
    .select({ user_id: document.user_id, document: document.document })
    .from(document)
    .where(
      and(
        sql`${document.document} @@ (${query})`,
        filters.minYears === undefined ? undefined : gte(document.experience_years, filters.minYears),
        filters.maxYears === undefined ? undefined : lte(document.experience_years, filters.maxYears),
        filters.country === undefined ? undefined : eq(document.country, filters.country),
        filters.city === undefined ? undefined : sql`lower(${document.city}) = lower(${filters.city})`,
        filters.availability === undefined || filters.availability.length === 0 ? undefined : arrayOverlaps(document.availability, [...filters.availability]),
        // Documents exist for candidates with a profile only; the account is read again for its approval, by its
        // key, for each document the other conditions kept. As a join, the planner's guess at a common word's
        // matches made it hash the whole users table (a sequential scan of the pool) for a thousand documents.
        sql`(select ${users.is_account_confirmed} from ${users} where ${users.id} = ${document.user_id})`,
      ),
    )
    .limit(RANKED_MATCHES)
    .as('matched');
  const ranked = db
    .select({
      user_id: matched.user_id,
      rank: sql<number>`ts_rank_cd(${matched.document}, ${query})`.as('rank'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(matched)
    .orderBy(sql`ts_rank_cd(${matched.document}, ${query}) desc`, asc(matched.user_id))
    .limit(limit)
    .offset(page * limit)
    .as('ranked');
  const rows = await db
    .select({
      user_id: document.user_id,
      name: document.name,
      current_title: document.current_title,
      location: document.location,
      experience_years: document.experience_years,
      availability: document.availability,
      top_skills: document.top_skills,
      fields: document.fields,
      total: ranked.total,
    })
    .from(ranked)
    .innerJoin(document, eq(document.user_id, ranked.user_id))
    .orderBy(desc(ranked.rank), asc(ranked.user_id));
  if (rows.length === 0) return { rows: [], total: 0 };
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]!.total) };
}

/** The total when the page asked for is past the last result (the window count comes with rows only). */
export async function countDocuments(db: Db, halves: ScriptHalves, filters: SearchFilters): Promise<number> {
  return (await searchDocuments(db, halves, filters, 0, 1)).total;
}

/**
 * For highlighting, in one statement: the lexemes each word of the page makes in its configuration (a word of a
 * result is marked when one of its lexemes is one of the query's), and the query's own lexemes (stop words
 * dropped), as its configurations read them.
 */
export async function lexemesToHighlight(
  db: Db,
  latin: readonly string[],
  arabic: readonly string[],
  halves: ScriptHalves,
): Promise<{ words: Map<string, string[]>; query: Set<string> }> {
  const rows = rowsOf<{ word: string | null; lexemes: string[] }>(
    await db.execute(sql`
      select word, tsvector_to_array(to_tsvector('english', word)) as lexemes from unnest(${sql.param([...latin])}::text[]) as word
      union all
      select word, tsvector_to_array(to_tsvector('arabic', word)) as lexemes from unnest(${sql.param([...arabic])}::text[]) as word
      union all
      select null, tsvector_to_array(to_tsvector('english', ${halves.latin}) || to_tsvector('arabic', ${halves.arabic}))`),
  );
  const words = new Map<string, string[]>();
  const query = new Set<string>();
  for (const row of rows) {
    if (row.word === null) for (const lexeme of row.lexemes) query.add(lexeme);
    else words.set(row.word, row.lexemes);
  }
  return { words, query };
}
