import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import type { MatchedJob, MatchingJobList } from '@masar/shared/matching';
import type { CandidateProfile, ProfileStatus } from '@masar/shared/profile';
import { installFakeApi, reply, type FakeApi, type RecordedRequest } from './fake-api';
import { noPrescreening } from './prescreening-api';
import { aCareerPath, aJob, aMatchingJobList, anUpskillCourses, aSkillGap, matchedJobs } from './jobs';
import { aUser } from './users';

export const CANDIDATE = aUser();

export const MATCHING_JOBS = '/api/candidate/matching-jobs';
export const FAVORITE_JOBS = '/api/candidate/favorite-jobs/';
export const SKILL_GAP = '/api/candidate/skill-gap/';
export const UPSKILL_COURSES = '/api/candidate/upskill-courses/';
export const CAREER_PATH = '/api/candidate/career-path/';
export const jobActionPath = (action: string) => `/api/candidate/job/${action}`;

/** A profile with a name, contact, work, education and skills, but no location, summary or languages. */
export const PARTIAL_PROFILE: CandidateProfile = {
  personal_details: { name: 'Layla Haddad', email: 'layla@example.com', phone: null, location: null, links: [] },
  summary: null,
  work_history_detailed: {
    '0': {
      job_title: 'Senior Data Engineer',
      organization: 'Riyadh Digital Bank',
      start: '2022-03',
      end: null,
      currently_working: true,
      details: '',
    },
  },
  career_path: ['Senior Data Engineer'],
  education: [{ degree_title: 'BSc', institution: 'KSU', field: null, start: null, end: null, expected_end: null }],
  certifications: [],
  skills: [{ name: 'Python', ref_skill: { id: 'sk-python', name: 'Python' } }],
  languages: [],
  highlights_awards: [],
  language: 'en',
  confidence: {},
};

export function aProfileStatus(profile: CandidateProfile | null = PARTIAL_PROFILE): ProfileStatus {
  return {
    status: profile === null ? null : 'completed',
    upload_response: profile,
    error: null,
    social_links: {},
    availability: ['online'],
    nationality: null,
    proposed: null,
  };
}

/** The list matching-jobs answers for a request: pages of `jobs`, filtered as the server would. */
export function pageOf(jobs: MatchingJobList['results'], request: RecordedRequest): MatchingJobList {
  const page = Number(request.query.page ?? 0);
  const limit = Number(request.query.limit ?? 10);
  const title = request.query.job_title?.trim().toLowerCase();
  const matching = jobs
    .filter((job) => title === undefined || job.job_title.toLowerCase().includes(title))
    .filter((job) => request.query.favorites_only !== 'true' || job.is_favorite);
  return aMatchingJobList(matching.slice(page * limit, (page + 1) * limit), {
    total: matching.length,
    pagination: { page, limit },
    searched_title: title ?? null,
  });
}

/**
 * A signed-in candidate with a profile and matches; every call of the candidate's screens answers, and the
 * job actions change what later calls answer, as the server would.
 */
export function candidateApi(jobs = matchedJobs(14)): FakeApi {
  const marks = new Map(
    jobs.map((job) => [
      job.jid,
      { is_favorite: job.is_favorite, is_applied: job.is_applied, is_dismissed: job.is_dismissed },
    ]),
  );
  const current = () => jobs.map((job) => ({ ...job, ...marks.get(job.jid) }));
  const act = (change: Partial<MatchedJob>) => (request: RecordedRequest) => {
    const id = (request.body as { job_id: string }).job_id;
    const before = marks.get(id);
    if (before === undefined) return reply(404, { message: 'Job not exist', code: 'NOT_FOUND' });
    marks.set(id, { ...before, ...change });
    return reply(200, { data: { job_id: id, ...marks.get(id) } });
  };
  return noPrescreening(installFakeApi())
    .on('GET', '/api/user/', reply(200, { data: CANDIDATE }))
    .on('GET', '/api/user/profile/', reply(200, { data: aProfileStatus() }))
    .on('GET', MATCHING_JOBS, (request) => reply(200, { data: pageOf(current(), request) }))
    .on('POST', FAVORITE_JOBS, (request) => {
      const ids = (request.body as { job_ids: string[] }).job_ids;
      const favorites = ids.map((id) => ({ job_id: id, is_favorite: marks.get(id)?.is_favorite ?? false }));
      return reply(200, { data: { favorites } });
    })
    .on('POST', jobActionPath('save'), act({ is_favorite: true }))
    .on('POST', jobActionPath('unsave'), act({ is_favorite: false }))
    .on('POST', jobActionPath('apply'), act({ is_applied: true }))
    .on('POST', jobActionPath('dismiss'), act({ is_dismissed: true }))
    .on('POST', jobActionPath('undismiss'), act({ is_dismissed: false }))
    .onPrefix('GET', '/api/user/job/', (request) => {
      const id = request.path.split('/').at(-1) ?? '';
      const job = jobs.find((candidate) => candidate.jid === id);
      return job === undefined
        ? reply(404, { message: 'Job not exist', code: 'NOT_FOUND' })
        : reply(200, { data: aJob({ ...job }) });
    })
    .on('POST', SKILL_GAP, (request) => {
      const id = (request.body as { job_id: string }).job_id;
      return reply(200, { data: aSkillGap({ job_id: id, ...marks.get(id) }) });
    })
    .on('POST', UPSKILL_COURSES, (request) =>
      reply(200, { data: anUpskillCourses({ job_id: (request.body as { job_id?: string }).job_id ?? null }) }),
    )
    .on('POST', CAREER_PATH, reply(200, { data: aCareerPath() }));
}

export function signIn(): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
}
