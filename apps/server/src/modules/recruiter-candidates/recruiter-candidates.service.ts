/**
 * The recruiter's candidates (issue #12, docs/decisions/0049-who-recruiters-see.md): a job's ranked
 * candidates read from matching's stored lists and explained as the candidate reads the same job, stars,
 * pokes and their answers, the company's candidates and one candidate's profile. Recruiters see approved
 * candidates only, and their e-mail and phone only once the candidate answered a poke of the company
 * "interested" or applied to one of its jobs. Another company's job or a candidate not in the pool is 404.
 */
import { MATCH_SCORE_THRESHOLD, matchPercent } from '@masar/shared/matching';
import type {
  CandidatePoke,
  CompanyCandidate,
  CompanyCandidatesQuery,
  FavoriteCandidateRequest,
  JobCandidate,
  JobCandidateList,
  PokeAnswer,
  PokeCandidatesRequest,
  PokeCandidatesResult,
  PokeState,
  RecruiterCandidateProfile,
  SearchCandidatesRequest,
} from '@masar/shared/job-candidates';
import { DASHBOARD_TOP_CANDIDATES } from '@masar/shared/job-candidates';
import type { Locale } from '@masar/shared/messages';
import { hideContactDetails } from '@masar/engines/privacy/hide-contact-details';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeLimit } from '../rate-limits/rate-limits.ts';
import type { Caller } from '../../plugins/auth.ts';
import { getCompanyJobRecord, listCompanyPublishedJobRecords } from '../jobs/recruiter-jobs.service.ts';
import { jobNotFound, type JobRecord } from '../jobs/jobs.service.ts';
import { enqueueMail, writeMail } from '../mail/mail.service.ts';
import { pokeMail } from '../mail/mail.templates.ts';
import { companyApplications, explainCandidateMatches, jobCandidateEntries } from '../matching/matching.service.ts';
import { addNotification } from '../notifications/notifications.service.ts';
import {
  answerPoke as recordAnswer,
  findCandidatePoke,
  findFavorites,
  findInterestedCandidates,
  findPokes,
  findPageCandidates,
  filterCandidateIds,
  findVisibleCandidates,
  findVisibleProfile,
  insertPokes,
  listFavoriteCandidateIds,
  listCandidatePokes,
  findStarsWithJobs,
  listCompanyPokes,
  pageFavorites,
  setFavorite,
  type CandidatePokeRow,
  type FavoriteRow,
  type PokeRow,
  type PoolCandidateRow,
} from './recruiter-candidates.repository.ts';

const candidateNotFound = () => new AppError('NOT_FOUND', 'candidates.profileNotFound');

function companyIdOf(caller: Caller): string {
  // A recruiter admin without a company has no company's candidates: nothing is theirs.
  if (caller.companyId === null) throw jobNotFound();
  return caller.companyId;
}

/** A published job of the caller's company; anything else is 'Job not exist'. */
async function publishedCompanyJob(ctx: AppContext, caller: Caller, jobId: string): Promise<JobRecord> {
  const record = await getCompanyJobRecord(ctx, caller, jobId);
  if (record.job.status !== 'published') throw jobNotFound();
  return record;
}

const fullName = (row: Pick<PoolCandidateRow, 'first_name' | 'last_name'>) =>
  `${row.first_name} ${row.last_name}`.trim();

/** Which of these candidates the company may reach: they answered one of its pokes "interested" or applied to one of its jobs. */
async function reachableCandidates(
  ctx: AppContext,
  companyId: string,
  candidateIds: readonly string[],
): Promise<Set<string>> {
  const [interested, applications] = await Promise.all([
    findInterestedCandidates(ctx.db, companyId, candidateIds),
    companyApplications(ctx, companyId, candidateIds),
  ]);
  for (const application of applications) interested.add(application.candidate_id);
  return interested;
}

/**
 * Of these candidates, the approved ones the company may reach (applied, or answered a poke "interested"),
 * by id: who else's results a company's recruiters may read (the personality assessment, issue #14).
 */
export async function candidatesWhoTurnedTo(
  ctx: AppContext,
  companyId: string,
  candidateIds: readonly string[],
): Promise<Map<string, PoolCandidateRow>> {
  const [visible, reachable] = await Promise.all([
    findVisibleCandidates(ctx.db, candidateIds),
    reachableCandidates(ctx, companyId, candidateIds),
  ]);
  return new Map([...visible].filter(([id]) => reachable.has(id)));
}

function summaryOf(row: PoolCandidateRow, reachable: boolean) {
  return {
    candidate_id: row.id,
    name: fullName(row),
    headline: row.headline,
    location: row.location,
    availability: row.availability,
    contact: reachable
      ? {
          email: row.email,
          phone: row.mobile_number ? `${row.country_code ?? ''}${row.mobile_number}` : row.profile_phone,
        }
      : null,
  };
}

/** Which of these candidates the recruiter starred overall (the star a list outside any job shows and sets). */
export async function starredOverall(ctx: Pick<AppContext, 'db'>, recruiterId: string, candidateIds: readonly string[]): Promise<Set<string>> {
  const favorites = await findFavorites(ctx.db, recruiterId, candidateIds, []);
  return new Set(favorites.map((favorite) => favorite.candidate_id));
}

const pokeStateOf = (poke: PokeRow): PokeState => ({
  poked_at: poke.poked_at.toISOString(),
  answer: poke.answer,
  answered_at: poke.answered_at?.toISOString() ?? null,
});

const isStarred = (
  favorites: ReadonlyArray<Pick<FavoriteRow, 'candidate_id' | 'job_id'>>,
  candidateId: string,
  jobIds: readonly (string | null)[],
) =>
  favorites.some(
    (favorite) =>
      favorite.candidate_id === candidateId && (favorite.job_id === null || jobIds.includes(favorite.job_id)),
  );

/**
 * POST search-candidates/: the candidates of the company's jobs, best first (ties by candidate), filtered,
 * a page at a time; the page shown is explained fresh.
 */
export async function searchCandidates(
  ctx: AppContext,
  caller: Caller,
  request: SearchCandidatesRequest,
  locale: Locale,
): Promise<JobCandidateList> {
  const companyId = companyIdOf(caller);
  const jobIds = [...new Set(request.job_ids)];
  // The ownership check reads each job with its skills: the explanations below use those records, not a second read.
  const records = new Map<string, JobRecord>();
  for (const jobId of jobIds) records.set(jobId, await getCompanyJobRecord(ctx, caller, jobId));
  const page = request.dashboard ? 0 : request.page;
  const limit = request.dashboard ? DASHBOARD_TOP_CANDIDATES : request.limit;
  const filters: Pick<SearchCandidatesRequest, 'min_score' | 'location' | 'availability' | 'saved_only'> =
    request.dashboard ? { saved_only: false } : request;

  // The stored list holds approved candidates only; the page's rows are read for the page alone.
  const entries = await jobCandidateEntries(ctx, jobIds, filters.min_score ?? 0, { records, locale });
  const candidateIds = [...new Set(entries.map((entry) => entry.candidate_id))];
  const [placed, favorites] = await Promise.all([
    filters.location || filters.availability ? filterCandidateIds(ctx.db, candidateIds, filters) : undefined,
    findFavorites(ctx.db, caller.userId, candidateIds, jobIds),
  ]);
  const kept = entries.filter(
    (entry) =>
      (placed === undefined || placed.has(entry.candidate_id)) &&
      (!filters.saved_only || isStarred(favorites, entry.candidate_id, [entry.job_id])),
  );
  kept.sort(
    (a, b) =>
      b.score - a.score ||
      (a.candidate_id < b.candidate_id ? -1 : a.candidate_id > b.candidate_id ? 1 : 0) ||
      (a.job_id < b.job_id ? -1 : 1),
  );
  const paged = kept.slice(page * limit, (page + 1) * limit);

  // One statement for the page's candidates, their profiles, pokes and reachability; applicants scored above
  // come explained already, the others are explained with the jobs and profiles in hand.
  const candidates = await findPageCandidates(ctx.db, companyId, jobIds, [...new Set(paged.map((entry) => entry.candidate_id))]);
  const toExplain = paged.filter((entry) => entry.explained === undefined);
  const profiles = new Map([...candidates].map(([id, candidate]) => [id, candidate.profile]));
  const explained = [
    ...(await explainCandidateMatches(ctx, toExplain, locale, { records, profiles })),
    ...paged.flatMap((entry) => (entry.explained ? [entry.explained] : [])),
  ];
  const shown = paged.filter((entry) => candidates.has(entry.candidate_id));
  const key = (jobId: string, candidateId: string) => `${jobId}/${candidateId}`;
  const explanations = new Map(explained.map((match) => [key(match.job_id, match.candidate_id), match]));
  const results = shown.flatMap((entry): JobCandidate[] => {
    const explanation = explanations.get(key(entry.job_id, entry.candidate_id));
    const candidate = candidates.get(entry.candidate_id)!;
    if (!explanation) return [];
    const poke = candidate.pokes.find((row) => row.job_id === entry.job_id);
    return [
      {
        ...summaryOf(candidate, candidate.reachable),
        job_id: entry.job_id,
        matching_score: explanation.score,
        match_percentage: matchPercent(explanation.score),
        matched: explanation.matched,
        gap: explanation.gap,
        reasons: explanation.reasons,
        is_favorite: isStarred(favorites, entry.candidate_id, [entry.job_id]),
        is_applied: entry.applied_at !== null,
        applied_at: entry.applied_at?.toISOString() ?? null,
        poke: poke ? pokeStateOf(poke) : null,
      },
    ];
  });
  return { total: kept.length, results, pagination: { page, limit } };
}

/** GET matching-candidates-exists/{id}: whether the company's job has any candidate to show. */
export async function matchingCandidatesExist(
  ctx: AppContext,
  caller: Caller,
  jobId: string,
): Promise<{ exist: boolean }> {
  await getCompanyJobRecord(ctx, caller, jobId);
  // The lists hold approved candidates only (matching.repository's approvedCandidate).
  return { exist: (await jobCandidateEntries(ctx, [jobId], 0)).length > 0 };
}

/** POST favorite/: stars or unstars an approved candidate, for one of the company's jobs or overall. */
export async function setCandidateFavorite(ctx: AppContext, caller: Caller, request: FavoriteCandidateRequest) {
  const jobId = request.job_id ?? null;
  if (jobId !== null) await getCompanyJobRecord(ctx, caller, jobId);
  else companyIdOf(caller);
  if (!(await findVisibleCandidates(ctx.db, [request.candidate_id])).has(request.candidate_id))
    throw candidateNotFound();
  const isFavorite = await setFavorite(ctx.db, caller.userId, request.candidate_id, jobId, request.is_favorite);
  return { candidate_id: request.candidate_id, job_id: jobId, is_favorite: isFavorite };
}

/** GET favorite/: the recruiter's stars, newest first; candidates who left the pool are left out. */
export async function listFavorites(
  ctx: AppContext,
  caller: Caller,
  query: { job_id?: string | undefined; page: number; limit: number },
) {
  const companyId = companyIdOf(caller);
  if (query.job_id !== undefined) await getCompanyJobRecord(ctx, caller, query.job_id);
  const { total, rows } = await pageFavorites(ctx.db, caller.userId, query.job_id, {
    offset: query.page * query.limit,
    limit: query.limit,
  });
  const ids = [...new Set(rows.map((row) => row.candidate_id))];
  const [candidates, reachable] = await Promise.all([
    findVisibleCandidates(ctx.db, ids),
    reachableCandidates(ctx, companyId, ids),
  ]);
  const results = rows.flatMap((row) => {
    const candidate = candidates.get(row.candidate_id);
    return candidate
      ? [
          {
            ...summaryOf(candidate, reachable.has(row.candidate_id)),
            job_id: row.job_id,
            created_at: row.created_at.toISOString(),
          },
        ]
      : [];
  });
  return { total, results, pagination: { page: query.page, limit: query.limit } };
}

/**
 * POST poke-candidates/: invites approved candidates to consider a published job of the company. A
 * candidate is poked once per job: poking again is reported, not refused. Each new poke, its notification
 * and its e-mail commit together; the e-mails are queued after the commit.
 */
export async function pokeCandidates(
  ctx: AppContext,
  caller: Caller,
  request: PokeCandidatesRequest,
): Promise<PokeCandidatesResult> {
  const companyId = companyIdOf(caller);
  // Every call counts, refused ones too: trying ids is as much a way to reach the pool as poking it.
  await consumeLimit(ctx.db, 'pokeCallsPerAccount', caller.userId);
  const record = await publishedCompanyJob(ctx, caller, request.job_id);
  const ids = [...new Set(request.candidate_ids)];
  const candidates = await findVisibleCandidates(ctx.db, ids);
  // All or nothing: one id that is not an approved candidate answers 404 and pokes no one.
  if (ids.some((id) => !candidates.has(id))) throw candidateNotFound();
  const link = `/candidate/jobs/view/${record.job.id}`;
  const { inserted, mailIds } = await ctx.db.transaction(async (tx) => {
    const inserted = await insertPokes(
      tx,
      ids.map((candidateId) => ({
        company_id: companyId,
        job_id: record.job.id,
        candidate_id: candidateId,
        poked_by: caller.userId,
      })),
    );
    const mailIds: string[] = [];
    for (const poke of inserted) {
      const candidate = candidates.get(poke.candidate_id)!;
      await addNotification(tx, {
        userId: poke.candidate_id,
        kind: 'poke',
        params: { job_title: record.job.job_title, company_name: record.company.company_name },
        link,
      });
      const locale = candidate.locale === 'ar' ? 'ar' : 'en';
      const mail = pokeMail(candidate.email, candidate.first_name, locale, {
        jobTitle: record.job.job_title,
        companyName: record.company.company_name,
        link: `${ctx.config.appUrl}${link}`,
      });
      mailIds.push(await writeMail(tx, mail));
    }
    return { inserted, mailIds };
  });
  for (const mailId of mailIds) await enqueueMail(ctx.jobs, mailId);
  const fresh = new Map(inserted.map((poke) => [poke.candidate_id, poke]));
  const earlier = new Map(
    (
      await findPokes(
        ctx.db,
        [record.job.id],
        ids.filter((id) => !fresh.has(id)),
      )
    ).map((poke) => [poke.candidate_id, poke]),
  );
  return {
    results: ids.map((candidateId) => {
      const poke = fresh.get(candidateId) ?? earlier.get(candidateId)!;
      return {
        candidate_id: candidateId,
        status: fresh.has(candidateId) ? 'poked' : 'already_poked',
        poked_at: poke.poked_at.toISOString(),
      };
    }),
  };
}

const candidatePokeOf = (row: CandidatePokeRow): CandidatePoke => ({
  id: row.id,
  job_id: row.job_id,
  job_title: row.job_title,
  company_name: row.company_name,
  poked_at: row.poked_at.toISOString(),
  answer: row.answer,
  answered_at: row.answered_at?.toISOString() ?? null,
});

/** GET candidate/pokes/: the candidate's own pokes, newest first. */
export async function listOwnPokes(
  ctx: AppContext,
  caller: Caller,
  jobId?: string,
): Promise<{ results: CandidatePoke[] }> {
  return { results: (await listCandidatePokes(ctx.db, caller.userId, jobId)).map(candidatePokeOf) };
}

/**
 * POST candidate/pokes/{id}/answer: interested or not, once (decision 0049); the recruiter who poked is
 * told in the same transaction.
 */
export async function answerPoke(
  ctx: AppContext,
  caller: Caller,
  pokeId: string,
  answer: PokeAnswer,
): Promise<CandidatePoke> {
  return ctx.db.transaction(async (tx) => {
    const existing = await findCandidatePoke(tx, pokeId, caller.userId);
    if (!existing) throw new AppError('NOT_FOUND', 'poke.notFound');
    const row = await recordAnswer(tx, pokeId, caller.userId, answer);
    if (!row) throw new AppError('CONFLICT', 'poke.alreadyAnswered');
    if (row.poked_by !== null) {
      await addNotification(tx, {
        userId: row.poked_by,
        kind: 'poke-answer',
        params: {
          job_title: row.job_title,
          candidate_name: `${caller.user.first_name} ${caller.user.last_name}`.trim(),
          answer,
        },
        link: `/recruiter/candidates/${caller.userId}?job=${row.job_id}`,
      });
    }
    return candidatePokeOf(row);
  });
}

/** What the company knows of one candidate, from rows read for a whole page (each filtered to the candidate here). */
interface CompanyRelation {
  reachable: ReadonlySet<string>;
  /** The recruiter's stars of these candidates, overall and per job. */
  stars: ReadonlyArray<{ candidate_id: string; job_id: string | null; job_title: string | null }>;
  pokes: readonly CandidatePokeRow[];
  applications: ReadonlyArray<{ candidate_id: string; job_id: string; job_title: string; applied_at: Date }>;
}

/** The relation rows of a page of candidates: four queries whatever the page's size. */
async function readCompanyRelation(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  candidateIds: readonly string[],
): Promise<CompanyRelation> {
  const [stars, pokes, applications, reachable] = await Promise.all([
    findStarsWithJobs(ctx.db, caller.userId, candidateIds),
    listCompanyPokes(ctx.db, companyId, candidateIds),
    companyApplications(ctx, companyId, candidateIds),
    reachableCandidates(ctx, companyId, candidateIds),
  ]);
  return { stars, pokes, applications, reachable };
}

function companyCandidate(candidate: PoolCandidateRow, relation: CompanyRelation): CompanyCandidate {
  const id = candidate.id;
  const ofCandidate = <Row extends { candidate_id: string }>(rows: readonly Row[]) =>
    rows.filter((row) => row.candidate_id === id);
  const pokes = ofCandidate(relation.pokes);
  const applications = ofCandidate(relation.applications);
  return {
    ...summaryOf(candidate, relation.reachable.has(id)),
    is_favorite: isStarred(relation.stars, id, []),
    saved_for: ofCandidate(relation.stars).flatMap((star) =>
      star.job_id !== null && star.job_title !== null ? [{ job_id: star.job_id, job_title: star.job_title }] : [],
    ),
    pokes: pokes.map((poke) => ({ job_id: poke.job_id, job_title: poke.job_title, ...pokeStateOf(poke) })),
    applications: applications.map((application) => ({
      job_id: application.job_id,
      job_title: application.job_title,
      applied_at: application.applied_at.toISOString(),
    })),
  };
}

/** GET recruiter/candidates/: the company's candidates the recruiter saved, the company poked, or who applied. */
export async function listCompanyCandidates(ctx: AppContext, caller: Caller, query: CompanyCandidatesQuery) {
  const companyId = companyIdOf(caller);
  let ordered: string[];
  if (query.tab === 'saved') {
    ordered = await listFavoriteCandidateIds(ctx.db, caller.userId);
  } else if (query.tab === 'poked') {
    ordered = (await listCompanyPokes(ctx.db, companyId)).map((poke) => poke.candidate_id);
  } else {
    ordered = (await companyApplications(ctx, companyId)).map((application) => application.candidate_id);
  }
  const visible = await findVisibleCandidates(ctx.db, [...new Set(ordered)]);
  const ids = [...new Set(ordered)].filter((id) => visible.has(id));
  const shown = ids.slice(query.page * query.limit, (query.page + 1) * query.limit);
  const relation = await readCompanyRelation(ctx, caller, companyId, shown);
  const results = shown.map((id) => companyCandidate(visible.get(id)!, relation));
  return { total: ids.length, results, pagination: { page: query.page, limit: query.limit } };
}

/** GET recruiter/candidates/{id}: an approved candidate's profile as a recruiter may read it, and their matches to the company's jobs. */
export async function getCandidateProfile(
  ctx: AppContext,
  caller: Caller,
  candidateId: string,
  locale: Locale,
): Promise<RecruiterCandidateProfile> {
  const companyId = companyIdOf(caller);
  const found = await findVisibleProfile(ctx.db, candidateId);
  if (!found) throw candidateNotFound();
  const { candidate, profile } = found;
  const jobs = await listCompanyPublishedJobRecords(ctx, companyId);
  const jobIds = jobs.map((record) => record.job.id);
  const [relation, explained] = await Promise.all([
    readCompanyRelation(ctx, caller, companyId, [candidateId]),
    explainCandidateMatches(
      ctx,
      jobIds.map((jobId) => ({ job_id: jobId, candidate_id: candidateId })),
      locale,
    ),
  ]);
  const titles = new Map(jobs.map((record) => [record.job.id, record.job.job_title]));
  const applied = new Set(relation.applications.map((application) => application.job_id));
  // Until the candidate may be contacted, contact details they wrote into their own words are hidden too.
  const mayContact = relation.reachable.has(candidateId);
  const ownWords = (text: string) => (mayContact ? text : hideContactDetails(text));
  return {
    ...companyCandidate(candidate, relation),
    summary: profile.summary === null ? null : ownWords(profile.summary),
    work_history: Object.entries(profile.work_history_detailed)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, entry]) => ({ ...entry, details: ownWords(entry.details) })),
    education: profile.education.map((entry) => ({
      degree_title: entry.degree_title,
      institution: entry.institution,
      field: entry.field,
      end: entry.end,
    })),
    certifications: profile.certifications.map((entry) => ({ name: entry.name, issuer: entry.issuer })),
    skills: profile.skills.map((skill) => skill.ref_skill?.name ?? skill.name),
    languages: profile.languages,
    // The company's jobs the candidate matches above the threshold, and any they applied to, best first.
    matches: explained
      .filter((match) => match.score > MATCH_SCORE_THRESHOLD || applied.has(match.job_id))
      .sort((a, b) => b.score - a.score)
      .map((match) => ({
        job_id: match.job_id,
        job_title: titles.get(match.job_id)!,
        matching_score: match.score,
        match_percentage: matchPercent(match.score),
        matched: match.matched,
        gap: match.gap,
        reasons: match.reasons,
        is_favorite: isStarred(relation.stars, candidateId, [match.job_id]),
      })),
  };
}
