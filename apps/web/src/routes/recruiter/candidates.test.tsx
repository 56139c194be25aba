import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyCandidate, RecruiterCandidateProfile } from '@masar/shared/job-candidates';
import { changeLocale } from '../../lib/i18n';
import { reply } from '../../test/fake-api';
import { aFullInterview } from '../../test/interviews-api';
import { aJobCandidate, POKE_CANDIDATES } from '../../test/job-candidates-api';
import { jobId } from '../../test/jobs';
import { aPrescreeningQuestion, prescreeningApi } from '../../test/prescreening-api';
import { recruiterJobsApi, signInRecruiter } from '../../test/recruiter-jobs-api';
import { currentPath, renderApp } from '../../test/render-app';

const SARA_ID = '11111111-1111-4111-8111-111111111111';
const SARA: CompanyCandidate = {
  candidate_id: SARA_ID,
  name: 'Sara Al-Otaibi',
  headline: 'Data Engineer',
  location: 'Riyadh, Saudi Arabia',
  availability: ['online'],
  contact: null,
  is_favorite: true,
  saved_for: [{ job_id: jobId(2), job_title: 'Data Analyst' }],
  pokes: [
    {
      job_id: jobId(1),
      job_title: 'Data Engineer',
      poked_at: '2025-07-02T08:00:00.000Z',
      answer: null,
      answered_at: null,
    },
  ],
  applications: [],
};
const { matched, gap, reasons } = aJobCandidate();
const PROFILE: RecruiterCandidateProfile = {
  ...SARA,
  summary: 'Data engineer with six years of streaming platforms.',
  work_history: [
    {
      job_title: 'Senior Data Engineer',
      organization: 'Gulf Digital Bank',
      start: '2021-03',
      end: null,
      currently_working: true,
      details: 'Built the streaming platform.',
    },
  ],
  education: [{ degree_title: 'BSc', institution: 'King Saud University', field: 'Computer Science', end: '2018-06' }],
  certifications: [],
  skills: ['Python', 'SQL'],
  languages: [{ name: 'Arabic', level: 'Native' }],
  matches: [
    {
      job_id: jobId(1),
      job_title: 'Data Engineer',
      matching_score: 0.82,
      match_percentage: 82,
      matched,
      gap,
      reasons,
      is_favorite: false,
    },
    {
      job_id: jobId(2),
      job_title: 'Data Analyst',
      matching_score: 0.5,
      match_percentage: 50,
      matched,
      gap: [],
      reasons,
      is_favorite: false,
    },
  ],
};

const START_INTERVIEW = '/api/recruiter/start-interview/';
const anInterviewStarted = (job: string) => ({ ...aFullInterview(), state: 'invited' as const, job_id: job });

function candidatesApi() {
  const api = recruiterJobsApi([]);
  api.on('GET', '/api/recruiter/candidates/', (request) =>
    reply(200, {
      data: {
        total: request.query.tab === 'applied' ? 0 : 1,
        results: request.query.tab === 'applied' ? [] : [SARA],
        pagination: { page: 0, limit: 10 },
      },
    }),
  );
  api.on('GET', `/api/recruiter/candidates/${SARA_ID}`, reply(200, { data: PROFILE }));
  api.on(
    'POST',
    POKE_CANDIDATES,
    reply(200, {
      data: { results: [{ candidate_id: SARA_ID, status: 'poked', poked_at: '2025-07-03T08:00:00.000Z' }] },
      message: 'Invitation sent',
    }),
  );
  return api;
}

describe("the company's candidates", () => {
  it('lists the saved candidates first, and the other tabs from the address', async () => {
    const api = candidatesApi();
    signInRecruiter();
    const { user, router } = renderApp('/recruiter/candidates');
    const link = await screen.findByRole('link', { name: 'Sara Al-Otaibi' });
    expect(link.getAttribute('href')).toBe(`/recruiter/candidates/${SARA_ID}`);
    expect(screen.getByText('Invited to Data Engineer')).toBeDefined();
    expect(screen.getByText('Saved for Data Analyst')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save Sara Al-Otaibi' }).getAttribute('aria-pressed')).toBe('true');
    expect(api.requestsTo('GET', '/api/recruiter/candidates/')[0]?.query).toMatchObject({ tab: 'saved' });

    await user.click(screen.getByRole('tab', { name: 'Applied' }));
    await waitFor(() => expect(currentPath(router)).toContain('tab=applied'));
    expect(await screen.findByText("No candidate has applied to your company's jobs yet.")).toBeDefined();
  });
});

describe("a candidate's profile for a recruiter", () => {
  it('shows the profile without contact details, the matches explained, and invites for a job', async () => {
    const api = candidatesApi();
    const years = aPrescreeningQuestion({ kind: 'number', question: 'How many years have you led a team?', required_answer: null, min: 2 });
    prescreeningApi(api, jobId(2), {
      answers: [{ candidate_id: SARA_ID, answered_at: '2025-07-02T08:00:00.000Z', knock_outs: 1, answers: [{ question: years, value: 1, knocked_out: true, unclear: null }] }],
    });
    signInRecruiter();
    const { user } = renderApp(`/recruiter/candidates/${SARA_ID}?job=${jobId(2)}`);
    await screen.findByRole('heading', { level: 2, name: 'Sara Al-Otaibi' });
    // Her pre-screening answers for the job she came from, the knock-out marked and not acted on.
    const answers = await screen.findByRole('region', { name: 'Pre-screening answers for this job' });
    expect(within(answers).getByText('1 knock-out answer')).toBeDefined();
    expect(within(answers).getByText('Knock-out')).toBeDefined();
    expect(within(answers).getByText(/was not rejected/)).toBeDefined();
    expect(screen.getByText('Contact details show once the candidate is interested or applies')).toBeDefined();
    expect(screen.getByText('Data engineer with six years of streaming platforms.')).toBeDefined();
    expect(screen.getByText('Senior Data Engineer · Gulf Digital Bank')).toBeDefined();
    // Her assessment and interview results with the company are a link away, filtered to her.
    const results = screen.getByRole('group', { name: 'Their results with your company' });
    expect(within(results).getByRole('link', { name: 'Assessment results' }).getAttribute('href')).toBe('/recruiter/assessments?q=Sara%20Al-Otaibi');
    expect(within(results).getByRole('link', { name: 'Interviews' }).getAttribute('href')).toBe(`/recruiter/interviews?candidate=${SARA_ID}`);

    const matches = screen.getByRole('region', { name: 'Matches to your jobs' });
    const [first, second] = within(matches)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-label') !== null);
    // The job the recruiter came from first.
    expect(first!.getAttribute('aria-label')).toBe('Data Analyst');
    expect(within(second!).getByText('82% match')).toBeDefined();
    expect(within(second!).getByText('Invited 2 July 2025')).toBeDefined();
    await user.click(within(first!).getByRole('button', { name: 'Invite for Data Analyst' }));
    expect(await screen.findByText('Invitation sent')).toBeDefined();
    expect(api.requestsTo('POST', POKE_CANDIDATES)[0]?.body).toEqual({ job_id: jobId(2), candidate_ids: [SARA_ID] });
  });

  it('starts an AI interview for a job she applied to or is interested in, and says what the server refuses', async () => {
    const api = candidatesApi();
    const interested = { ...PROFILE.pokes[0]!, answer: 'interested' as const, answered_at: '2025-07-03T08:00:00.000Z' };
    api.on(
      'GET',
      `/api/recruiter/candidates/${SARA_ID}`,
      reply(200, { data: { ...PROFILE, pokes: [interested], applications: [{ job_id: jobId(2), job_title: 'Data Analyst', applied_at: '2025-07-01T08:00:00.000Z' }] } }),
    );
    let refuse = false;
    api.on('POST', START_INTERVIEW, (request) =>
      refuse
        ? reply(409, { message: 'This candidate already has an open interview for this job', code: 'CONFLICT' })
        : reply(200, { data: anInterviewStarted((request.body as { job_id: string }).job_id) }),
    );
    signInRecruiter();
    const { user } = renderApp(`/recruiter/candidates/${SARA_ID}`);
    const section = await screen.findByRole('region', { name: 'AI interview' });
    await user.click(within(section).getByRole('button', { name: 'Start an AI interview for Data Analyst' }));
    expect(await screen.findByText('Sara Al-Otaibi was invited to the interview for Data Analyst')).toBeDefined();
    expect(api.requestsTo('POST', START_INTERVIEW)[0]?.body).toEqual({ candidate_id: SARA_ID, job_id: jobId(2) });
    expect(within(section).getByRole('link', { name: "Follow Sara Al-Otaibi's interviews" }).getAttribute('href')).toBe(`/recruiter/interviews?candidate=${SARA_ID}`);

    refuse = true;
    await user.click(within(section).getByRole('button', { name: 'Start an AI interview for Data Engineer' }));
    expect(await screen.findByText('This candidate already has an open interview for this job')).toBeDefined();
  });

  it('offers no interview before the candidate applies or answers with interest, in Arabic too', async () => {
    candidatesApi();
    signInRecruiter();
    renderApp(`/recruiter/candidates/${SARA_ID}`);
    const section = await screen.findByRole('region', { name: 'AI interview' });
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).getByText(/once the candidate applies to one of your jobs/)).toBeDefined();
    await act(() => changeLocale('ar'));
    const arabic = await screen.findByRole('region', { name: 'مقابلة بالذكاء الاصطناعي' });
    expect(within(arabic).getByText(/بعد أن يتقدّم المرشح/)).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("says 'Candidate Profile Not Exist' for someone the recruiter may not see, in Arabic too", async () => {
    await changeLocale('ar');
    candidatesApi();
    signInRecruiter();
    renderApp('/recruiter/candidates/99999999-9999-4999-8999-999999999999');
    expect(await screen.findByText('ملف المرشح غير موجود')).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
