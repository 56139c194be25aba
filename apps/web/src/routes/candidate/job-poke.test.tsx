import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CandidatePoke } from '@masar/shared/job-candidates';
import { changeLocale } from '../../lib/i18n';
import { candidateApi, signIn } from '../../test/candidate-api';
import { reply, type FakeApi } from '../../test/fake-api';
import { jobId, matchedJobs } from '../../test/jobs';
import { renderApp } from '../../test/render-app';

const JOB = jobId(1);
const POKE: CandidatePoke = {
  id: '33333333-3333-4333-8333-333333333333',
  job_id: JOB,
  job_title: 'Job 1',
  company_name: 'Nakheel Digital',
  poked_at: '2025-07-02T08:00:00.000Z',
  answer: null,
  answered_at: null,
};

/** The candidate's invitation to this job, answered once. */
function withPoke(api: FakeApi, poke: CandidatePoke | null) {
  let current = poke;
  api
    .on('GET', '/api/candidate/pokes/', () => reply(200, { data: { results: current === null ? [] : [current] } }))
    .on('POST', `/api/candidate/pokes/${POKE.id}/answer`, (request) => {
      current = {
        ...POKE,
        answer: (request.body as { answer: 'interested' | 'not_interested' }).answer,
        answered_at: '2025-07-03T08:00:00.000Z',
      };
      return reply(200, { data: current, message: 'Answer sent' });
    });
  return api;
}

async function openJob() {
  signIn();
  const app = renderApp(`/candidate/jobs/view/${JOB}`);
  await screen.findByRole('region', { name: 'Job 1' });
  return app;
}

describe('an invitation on the candidate’s job page', () => {
  it('says the company invited them, and takes the answer once', async () => {
    const api = withPoke(candidateApi(matchedJobs(3)), POKE);
    const { user } = await openJob();

    const banner = await screen.findByRole('region', { name: 'Invitation' });
    expect(banner.textContent).toContain('Nakheel Digital invited you to consider this job');
    expect(api.requestsTo('GET', '/api/candidate/pokes/')[0]?.query).toEqual({ job_id: JOB });
    await user.click(within(banner).getByRole('button', { name: 'Interested' }));

    expect(await screen.findByText('Answer sent')).toBeDefined();
    expect(api.requestsTo('POST', `/api/candidate/pokes/${POKE.id}/answer`)[0]?.body).toEqual({ answer: 'interested' });
    await waitFor(() => expect(within(banner).queryByRole('button', { name: 'Interested' })).toBeNull());
    expect(
      within(banner).getByText('You said you are interested. The company can now see your contact details.'),
    ).toBeDefined();
  });

  it('shows nothing without an invitation', async () => {
    withPoke(candidateApi(matchedJobs(3)), null);
    await openJob();
    await screen.findByRole('region', { name: 'About the job' });
    expect(screen.queryByRole('region', { name: 'Invitation' })).toBeNull();
  });

  it('speaks Arabic', async () => {
    await changeLocale('ar');
    withPoke(candidateApi(matchedJobs(3)), POKE);
    signIn();
    renderApp(`/candidate/jobs/view/${JOB}`);
    const banner = await screen.findByRole('region', { name: 'دعوة' });
    expect(banner.textContent).toContain('Nakheel Digital تدعوك للنظر في هذه الوظيفة');
    expect(within(banner).getByRole('button', { name: 'غير مهتم' })).toBeDefined();
  });
});
