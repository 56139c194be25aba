import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { reply } from '../../../test/fake-api';
import {
  aJobCandidate,
  FAVORITE,
  jobCandidatesApi,
  POKE_CANDIDATES,
  SEARCH_CANDIDATES,
} from '../../../test/job-candidates-api';
import { jobId } from '../../../test/jobs';
import { aRecruiterJob, recruiterJobsApi, signInRecruiter } from '../../../test/recruiter-jobs-api';
import { currentPath, renderApp } from '../../../test/render-app';

const JOB = aRecruiterJob({ jid: jobId(1), job_title: 'Data Engineer' });
const SARA = aJobCandidate({ job_id: JOB.jid });
const DANIEL = aJobCandidate({
  candidate_id: '22222222-2222-4222-8222-222222222222',
  name: 'Daniel Mensah',
  headline: 'Nurse',
  job_id: JOB.jid,
  matching_score: 0.31,
  match_percentage: 31,
  is_applied: true,
  poke: { poked_at: '2025-06-01T08:00:00.000Z', answer: 'interested', answered_at: '2025-06-02T08:00:00.000Z' },
  contact: { email: 'daniel@example.com', phone: '+966550000003' },
});

async function openJob(path = `/recruiter/jobs/${JOB.jid}`) {
  signInRecruiter();
  const app = renderApp(path);
  await screen.findByRole('region', { name: 'Matching candidates' });
  return app;
}

const section = () => screen.getByRole('region', { name: 'Matching candidates' });
const cards = () =>
  within(section())
    .getAllByRole('listitem')
    .filter((item) => item.tagName === 'LI' && item.getAttribute('aria-labelledby') !== null);

describe("a job's matching candidates", () => {
  it('lists them best first with the percentage, why, the skills held and missing (must-haves marked), the star and the invitation', async () => {
    jobCandidatesApi(recruiterJobsApi([JOB]), [SARA, DANIEL]);
    await openJob();

    await within(section()).findByText('Sara Al-Otaibi');
    const [sara, daniel] = cards();
    expect(within(sara!).getByText('82% match')).toBeDefined();
    expect(within(sara!).getByText('Has 1 of the 3 skills the job asks for, including Python')).toBeDefined();
    expect(within(sara!).getByRole('list', { name: 'Skills held (1)' }).textContent).toContain('Python');
    const gaps = within(sara!).getByRole('list', { name: 'Gaps (2)' });
    expect(
      within(gaps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apache Kafka · must-have', 'Apache Airflow']);
    expect(within(sara!).getByText('Contact details show once the candidate is interested or applies')).toBeDefined();
    expect(within(sara!).getByRole('button', { name: 'Save Sara Al-Otaibi' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(within(sara!).getByRole('link', { name: 'Sara Al-Otaibi' }).getAttribute('href')).toBe(
      `/recruiter/candidates/${SARA.candidate_id}?job=${JOB.jid}`,
    );

    expect(within(daniel!).getByText('31% match')).toBeDefined();
    expect(within(daniel!).getByText('Applied')).toBeDefined();
    expect(within(daniel!).getByText('Interested (invited 1 June 2025)')).toBeDefined();
    expect(within(daniel!).getByRole('link', { name: 'daniel@example.com' })).toBeDefined();
    expect(within(section()).getByText('Candidates: 2')).toBeDefined();
  });

  it('keeps the filters in the address and sends them', async () => {
    const api = jobCandidatesApi(recruiterJobsApi([JOB]), [SARA, DANIEL]);
    const { user, router } = await openJob(`/recruiter/jobs/${JOB.jid}?min=60&availability=online`);

    await within(section()).findByText('Sara Al-Otaibi');
    expect(within(section()).queryByText('Daniel Mensah')).toBeNull();
    expect(api.requestsTo('POST', SEARCH_CANDIDATES).at(-1)?.body).toMatchObject({
      job_ids: [JOB.jid],
      min_score: 0.6,
      availability: 'online',
      saved_only: false,
      page: 0,
    });

    await user.click(within(section()).getByRole('switch', { name: 'Saved only' }));
    await waitFor(() => expect(currentPath(router)).toContain('saved=1'));
    expect(await within(section()).findByText('No candidates to show')).toBeDefined();
    expect(api.requestsTo('POST', SEARCH_CANDIDATES).at(-1)?.body).toMatchObject({ saved_only: true });

    await user.type(within(section()).getByRole('textbox', { name: 'Location' }), 'Riyadh');
    await waitFor(() => expect(currentPath(router)).toContain('q=Riyadh'));
    await waitFor(() =>
      expect(api.requestsTo('POST', SEARCH_CANDIDATES).at(-1)?.body).toMatchObject({ location: 'Riyadh' }),
    );
  });

  it('invites the selected candidates and shows them invited', async () => {
    const api = jobCandidatesApi(recruiterJobsApi([JOB]), [SARA, aJobCandidate({ ...DANIEL, poke: null })]);
    const { user } = await openJob();
    await within(section()).findByText('Sara Al-Otaibi');
    const invite = within(section()).getByRole('button', { name: 'Invite to apply (0)' });
    expect(invite.hasAttribute('disabled')).toBe(true);

    await user.click(within(section()).getByRole('checkbox', { name: 'Select Sara Al-Otaibi' }));
    await user.click(within(section()).getByRole('checkbox', { name: 'Select Daniel Mensah' }));
    await user.click(within(section()).getByRole('button', { name: 'Invite to apply (2)' }));

    expect(await screen.findByText('Invitations sent: 2.')).toBeDefined();
    expect(api.requestsTo('POST', POKE_CANDIDATES)[0]?.body).toEqual({
      job_id: JOB.jid,
      candidate_ids: [SARA.candidate_id, DANIEL.candidate_id],
    });
    await waitFor(() => expect(within(cards()[0]!).getByText('Invited 2 July 2025')).toBeDefined());
  });

  it('stars a candidate, asking for the state it shows so that a retried click cannot undo it', async () => {
    const api = jobCandidatesApi(recruiterJobsApi([JOB]), [SARA]);
    const { user } = await openJob();
    await user.click(await within(section()).findByRole('button', { name: 'Save Sara Al-Otaibi' }));
    expect(await screen.findByText('Candidate saved')).toBeDefined();
    expect(api.requestsTo('POST', FAVORITE)[0]?.body).toEqual({
      candidate_id: SARA.candidate_id,
      job_id: JOB.jid,
      is_favorite: true,
    });
    await waitFor(() =>
      expect(within(section()).getByRole('button', { name: 'Save Sara Al-Otaibi' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
  });

  it("says 'Failed to fetch matching candidates' and tries again", async () => {
    const api = recruiterJobsApi([JOB]);
    let fail = true;
    api.on('POST', SEARCH_CANDIDATES, () =>
      fail
        ? reply(500, { message: 'Internal Error. Please try again', code: 'INTERNAL' })
        : reply(200, { data: { total: 0, results: [], pagination: { page: 0, limit: 10 } } }),
    );
    const { user } = await openJob();
    expect(await within(section()).findByText('Failed to fetch matching candidates')).toBeDefined();
    fail = false;
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('No matching candidates yet')).toBeDefined();
  });

  it('speaks Arabic, right to left', async () => {
    await changeLocale('ar');
    jobCandidatesApi(recruiterJobsApi([JOB]), [SARA]);
    signInRecruiter();
    renderApp(`/recruiter/jobs/${JOB.jid}`);
    const arabic = await screen.findByRole('region', { name: 'المرشحون المطابقون' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(await within(arabic).findByRole('button', { name: 'حفظ Sara Al-Otaibi' })).toBeDefined();
    expect(within(arabic).getByRole('button', { name: 'دعوة للتقديم (0)' })).toBeDefined();
  });
});
