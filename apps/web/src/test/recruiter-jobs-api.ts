import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import type { Job, JobStatus } from '@masar/shared/jobs';
import { installFakeApi, reply, type FakeApi, type RecordedRequest } from './fake-api';
import { noPrescreening } from './prescreening-api';
import { aJobIn, jobId } from './jobs';
import { aUser } from './users';

export const RECRUITER = aUser({ role_name: 'recruiter', email: 'omar@nakheel.example', first_name: 'Omar' });

export const RECRUITER_JOBS = '/api/recruiter/jobs/';
export const TOTAL_JOBS = '/api/recruiter/total-jobs/';
export const DELETE_JOB = '/api/recruiter/delete-job';
export const recruiterJobPath = (id: string) => `/api/recruiter/job/${id}`;
export const publishJobPath = (id: string) => `/api/recruiter/publish-job/${id}`;
export const closeJobPath = (id: string) => `/api/recruiter/close-job/${id}`;

export type FakeRecruiterJob = Job & { candidates_count: number };

/** One of the company's jobs; by default a published data engineer in Riyadh with 12 candidates above 0.2. */
export function aRecruiterJob(overrides: Partial<FakeRecruiterJob> = {}): FakeRecruiterJob {
  return {
    ...aJobIn('en', { company: { id: 'c-nakheel', company_name: 'Nakheel Digital' } }),
    candidates_count: 12,
    ...overrides,
  };
}

/** `count` jobs, newest first, numbered from 1; every third a draft, every fifth closed. */
export function recruiterJobs(count: number): FakeRecruiterJob[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const status: JobStatus = n % 5 === 0 ? 'closed' : n % 3 === 0 ? 'draft' : 'published';
    const created = new Date(Date.UTC(2025, 5, 30 - index, 8)).toISOString();
    return aRecruiterJob({
      jid: jobId(n),
      job_title: `Job ${n}`,
      status,
      public_key: `job-${n}`,
      created_at: created,
      published_at: status === 'draft' ? null : created,
      closed_at: status === 'closed' ? new Date(Date.UTC(2025, 6, 1, 8)).toISOString() : null,
      candidates_count: status === 'published' ? n * 3 : 0,
    });
  });
}

interface ListBody {
  page: number;
  limit_per_page: number;
  dashboard?: boolean;
  status?: JobStatus;
  job_title?: string;
  date_from?: string;
  date_to?: string;
}

const NOT_FOUND = reply(404, { message: 'Job not exist', code: 'NOT_FOUND' });

/**
 * A signed-in recruiter whose company has `jobs`: the list filters and pages as the server does (decision 0033),
 * and publishing, closing and deleting change what later calls answer; publishing past `limit` is refused.
 */
export function recruiterJobsApi(
  jobs = recruiterJobs(14),
  { limit = 25 } = {},
): FakeApi & { jobs: () => FakeRecruiterJob[] } {
  let current = [...jobs];
  const find = (request: RecordedRequest) => current.find((job) => request.path.endsWith(`/${job.jid}`));
  const change = (id: string, changes: Partial<FakeRecruiterJob>) => {
    current = current.map((job) => (job.jid === id ? { ...job, ...changes } : job));
    return current.find((job) => job.jid === id)!;
  };
  const published = () => current.filter((job) => job.status === 'published').length;
  const api = noPrescreening(installFakeApi())
    .on('GET', '/api/user/', reply(200, { data: RECRUITER }))
    .on('GET', '/api/recruiter/invitations/', reply(200, { data: [] }))
    .on('POST', RECRUITER_JOBS, (request) => {
      const body = request.body as ListBody;
      const page = body.dashboard === true ? 0 : body.page;
      const size = body.dashboard === true ? 5 : body.limit_per_page;
      const title = body.job_title?.trim().toLowerCase();
      const matching = current
        .filter((job) => body.status === undefined || job.status === body.status)
        .filter((job) => title === undefined || job.job_title.toLowerCase().includes(title))
        .filter((job) => body.date_from === undefined || job.created_at.slice(0, 10) >= body.date_from)
        .filter((job) => body.date_to === undefined || job.created_at.slice(0, 10) <= body.date_to);
      return reply(200, {
        data: {
          total: matching.length,
          results: matching.slice(page * size, (page + 1) * size),
          pagination: { page, limit: size },
        },
      });
    })
    .on('GET', TOTAL_JOBS, () =>
      reply(200, {
        data: {
          total: current.length,
          published: published(),
          drafts: current.filter((job) => job.status === 'draft').length,
          closed: current.filter((job) => job.status === 'closed').length,
          limit,
        },
      }),
    )
    .onPrefix('GET', '/api/recruiter/job/', (request) => {
      const job = find(request);
      return job === undefined ? NOT_FOUND : reply(200, { data: { ...job, reading: null } });
    })
    .onPrefix('POST', '/api/recruiter/publish-job/', (request) => {
      const job = find(request);
      if (job === undefined) return NOT_FOUND;
      if (job.status !== 'published' && published() >= limit) {
        return reply(403, {
          message: 'Limit Reached. Please contact at support@masar.local for more information',
          code: 'FORBIDDEN',
        });
      }
      const { candidates_count: _count, ...updated } = change(job.jid, {
        status: 'published',
        published_at: '2025-07-02T08:00:00.000Z',
        closed_at: null,
      });
      return reply(200, { data: updated, message: 'Job Published Successfully' });
    })
    .onPrefix('POST', '/api/recruiter/close-job/', (request) => {
      const job = find(request);
      if (job === undefined) return NOT_FOUND;
      const { candidates_count: _count, ...updated } = change(job.jid, {
        status: 'closed',
        closed_at: '2025-07-03T08:00:00.000Z',
      });
      return reply(200, { data: updated, message: 'Job Closed Successfully' });
    })
    .on('POST', DELETE_JOB, (request) => {
      const id = (request.body as { job_id: string }).job_id;
      if (!current.some((job) => job.jid === id)) return NOT_FOUND;
      current = current.filter((job) => job.jid !== id);
      return reply(200, { message: 'Removed Successfully' });
    });
  return Object.assign(api, { jobs: () => current });
}

export function signInRecruiter(): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
}
