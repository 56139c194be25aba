import type { JobCandidate } from '@masar/shared/job-candidates';
import { reply, type FakeApi } from './fake-api';

export const SEARCH_CANDIDATES = '/api/recruiter/search-candidates/';
export const POKE_CANDIDATES = '/api/recruiter/poke-candidates/';
export const FAVORITE = '/api/recruiter/favorite/';

/** A candidate on a job's list; by default Sara, 82 %, not starred, not invited, contact hidden. */
export function aJobCandidate(overrides: Partial<JobCandidate> = {}): JobCandidate {
  return {
    candidate_id: '11111111-1111-4111-8111-111111111111',
    name: 'Sara Al-Otaibi',
    headline: 'Data Engineer',
    location: 'Riyadh, Saudi Arabia',
    availability: ['online'],
    contact: null,
    job_id: '00000000-0000-4000-8000-000000000001',
    matching_score: 0.82,
    match_percentage: 82,
    matched: [{ id: 'python', name: 'Python' }],
    gap: [
      { id: 'airflow', name: 'Apache Airflow', importance: 3, required: false, via: null },
      { id: 'kafka', name: 'Apache Kafka', importance: 5, required: true, via: null },
    ],
    reasons: ['Has 1 of the 3 skills the job asks for, including Python'],
    is_favorite: false,
    is_applied: false,
    applied_at: null,
    poke: null,
    ...overrides,
  };
}

/**
 * The job's candidates as the server answers them: filtered by saved_only and min_score, paged; poking
 * marks the candidates invited (once), starring sets the star as asked (or flips it).
 */
export function jobCandidatesApi(
  api: FakeApi,
  candidates: JobCandidate[],
): FakeApi & { candidates: () => JobCandidate[] } {
  let current = [...candidates];
  api
    .on('POST', SEARCH_CANDIDATES, (request) => {
      const body = request.body as { page?: number; limit?: number; saved_only?: boolean; min_score?: number };
      const page = body.page ?? 0;
      const limit = body.limit ?? 10;
      const kept = current.filter(
        (candidate) =>
          (!body.saved_only || candidate.is_favorite) &&
          (body.min_score === undefined || candidate.matching_score >= body.min_score),
      );
      return reply(200, {
        data: {
          total: kept.length,
          results: kept.slice(page * limit, (page + 1) * limit),
          pagination: { page, limit },
        },
      });
    })
    .on('POST', POKE_CANDIDATES, (request) => {
      const ids = (request.body as { candidate_ids: string[] }).candidate_ids;
      const results = ids.map((id) => {
        const candidate = current.find((entry) => entry.candidate_id === id)!;
        const status = candidate.poke === null ? 'poked' : 'already_poked';
        candidate.poke ??= { poked_at: '2025-07-02T08:00:00.000Z', answer: null, answered_at: null };
        return { candidate_id: id, status, poked_at: candidate.poke.poked_at };
      });
      current = current.map((entry) => ({ ...entry }));
      return reply(200, { data: { results }, message: 'Invitation sent' });
    })
    .on('POST', FAVORITE, (request) => {
      const body = request.body as { candidate_id: string; job_id: string | null; is_favorite?: boolean };
      const { candidate_id, job_id } = body;
      current = current.map((entry) =>
        entry.candidate_id === candidate_id ? { ...entry, is_favorite: body.is_favorite ?? !entry.is_favorite } : entry,
      );
      const is_favorite = current.find((entry) => entry.candidate_id === candidate_id)!.is_favorite;
      return reply(200, {
        data: { candidate_id, job_id, is_favorite },
        message: is_favorite ? 'Candidate saved' : 'Candidate removed from saved',
      });
    });
  return Object.assign(api, { candidates: () => current });
}
