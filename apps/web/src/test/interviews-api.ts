import type { InterviewSummary } from '@masar/shared/interviews';
import { reply, type FakeApi } from './fake-api';

export const INTERVIEW_LIST = '/api/recruiter/interview/list/';

/** An interview as the list gives it; by default an invitation to the data engineer job at Nakheel Digital. */
export function anInterview(overrides: Partial<InterviewSummary> = {}): InterviewSummary {
  return {
    interview_id: '00000000-0000-4000-8000-000000000001',
    state: 'invited',
    job_id: '00000000-0000-4000-8000-0000000000a1',
    candidate_id: '00000000-0000-4000-8000-0000000000c1',
    candidate_name: 'Sara Haddad',
    recruiter_id: null,
    job_title: 'Data Engineer',
    company_name: 'Nakheel Digital',
    attempt: 1,
    questions_count: 5,
    answered_count: 0,
    stop_flag: false,
    created_at: '2026-11-20T08:00:00.000Z',
    started_at: null,
    finished_at: null,
    expires_at: '2026-12-04T08:00:00.000Z',
    ...overrides,
  };
}

/** The list as the server filters and pages it (decision 0076), over `interviews`, newest first. */
export function withInterviews<T extends FakeApi>(api: T, interviews: InterviewSummary[]): T {
  api.on('GET', INTERVIEW_LIST, (request) => {
    const query: Partial<Record<string, string>> = request.query;
    const page = Number(query.page ?? 0);
    const limit = Number(query.limit ?? 10);
    const matching = interviews
      .filter((row) => query.job_id === undefined || row.job_id === query.job_id)
      .filter((row) => query.candidate_id === undefined || row.candidate_id === query.candidate_id)
      .filter((row) => query.state === undefined || row.state === query.state);
    return reply(200, { data: { total: matching.length, results: matching.slice(page * limit, (page + 1) * limit), pagination: { page, limit } } });
  });
  return api;
}
