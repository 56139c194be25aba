import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { jobId } from '../../../test/jobs';
import {
  aRecruiterJob,
  closeJobPath,
  DELETE_JOB,
  publishJobPath,
  recruiterJobs,
  recruiterJobsApi,
  signInRecruiter,
} from '../../../test/recruiter-jobs-api';
import { currentPath, renderApp } from '../../../test/render-app';

const PUBLISHED = aRecruiterJob({
  jid: jobId(1),
  job_title: 'Data Engineer',
  candidates_count: 12,
  salary: { min: 12000, max: 18000, currency: 'SAR', period: 'month' },
});
const DRAFT = aRecruiterJob({
  jid: jobId(2),
  job_title: 'Data Analyst',
  status: 'draft',
  published_at: null,
  candidates_count: 0,
  public_key: 'draft-analyst',
});

async function openJob(id: string) {
  signInRecruiter();
  const app = renderApp(`/recruiter/jobs/${id}`);
  await screen.findByRole('heading', { level: 1, name: 'Job details' });
  // Mantine's AppShell ends its opening transition on a 200 ms timer set when it mounts. Had it fired while a test
  // awaited something of its own (the clipboard read, say), its update would land outside act() — as it did on a
  // busy CI run. A later timer of 250 ms fires after it, so waiting for one inside act() lets the shell settle here.
  await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
  return app;
}

const actions = () => screen.getByRole('group', { name: 'Job actions' });
const numbers = () => screen.getByRole('region', { name: 'At a glance' });

describe('recruiter job page', () => {
  it('shows the job with its numbers, its details and its actions', async () => {
    recruiterJobsApi([PUBLISHED, DRAFT]);
    await openJob(PUBLISHED.jid);

    const header = await screen.findByRole('region', { name: 'Data Engineer' });
    expect(within(header).getByText('Published')).toBeDefined();
    expect(within(header).getByText('Riyadh, Saudi Arabia · Hybrid')).toBeDefined();
    expect(within(header).getByText('SAR 12,000 – SAR 18,000 a month')).toBeDefined();
    expect(within(numbers()).getByText('12')).toBeDefined();
    expect(within(numbers()).getByText('candidates above 20%')).toBeDefined();
    expect(within(numbers()).getByText('1 May 2025')).toBeDefined();
    expect(within(numbers()).getByText('2 May 2025')).toBeDefined();
    expect(screen.getByRole('region', { name: 'About the job' })).toBeDefined();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Jobs' })
        .getAttribute('href'),
    ).toBe('/recruiter/jobs');

    expect(within(actions()).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/recruiter/jobs/${PUBLISHED.jid}/edit`,
    );
    expect(within(actions()).getByRole('link', { name: 'Interview questions' }).getAttribute('href')).toBe(
      `/recruiter/jobs/post-job/${PUBLISHED.jid}/add-questions`,
    );
    // A published job is closed, not published; a draft has no public page to share.
    expect(within(actions()).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(within(actions()).getByRole('button', { name: 'Close job' })).toBeDefined();
    expect(within(actions()).getByRole('button', { name: 'Copy link' })).toBeDefined();
  });

  it("copies the job's public link and says 'Link copied to clipboard'", async () => {
    recruiterJobsApi([PUBLISHED]);
    const { user } = await openJob(PUBLISHED.jid);

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/public/job/${PUBLISHED.public_key}`);
    // The pre-screening section loads on its own; ending before it does let its render land outside act().
    expect(await screen.findByText('No pre-screening questions yet. Candidates apply without any.')).toBeDefined();
  });

  it('publishes a draft, which then counts its candidates and can be shared', async () => {
    const api = recruiterJobsApi([PUBLISHED, DRAFT]);
    const { user } = await openJob(DRAFT.jid);

    await screen.findByRole('region', { name: 'Data Analyst' });
    expect(within(numbers()).getByText('Candidates see this job once it is published.')).toBeDefined();
    expect(within(actions()).queryByRole('button', { name: 'Copy link' })).toBeNull();
    await user.click(within(actions()).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Job Published Successfully')).toBeDefined();
    expect(api.requestsTo('POST', publishJobPath(DRAFT.jid))).toHaveLength(1);
    await waitFor(() => expect(within(actions()).getByRole('button', { name: 'Copy link' })).toBeDefined());
    expect(within(screen.getByRole('region', { name: 'Data Analyst' })).getByText('Published')).toBeDefined();
  });

  it('shows the post-job limit as a centred toast', async () => {
    const full = recruiterJobs(3).map((job, index) => ({
      ...job,
      jid: jobId(10 + index),
      status: 'published' as const,
    }));
    recruiterJobsApi([...full, DRAFT], { limit: 3 });
    const { user } = await openJob(DRAFT.jid);

    await screen.findByRole('region', { name: 'Data Analyst' });
    await user.click(within(actions()).getByRole('button', { name: 'Publish' }));

    const message = await screen.findByText(
      'Limit Reached. Please contact at support@masar.local for more information',
    );
    expect(message.closest('[data-position]')?.getAttribute('data-position')).toBe('top-center');
    // Only the centred toast: the usual corner toast is not shown as well.
    expect(screen.getAllByText(/^Limit Reached/)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Data Analyst' })).getByText('Draft')).toBeDefined();
  });

  it('closes a published job after asking, and can publish it again', async () => {
    const api = recruiterJobsApi([PUBLISHED]);
    const { user } = await openJob(PUBLISHED.jid);

    await user.click(await screen.findByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this job?' });
    expect(within(dialog).getByText(/Candidates will no longer see “Data Engineer”/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo('POST', closeJobPath(PUBLISHED.jid))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close job' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Close this job?' })).getByRole('button', { name: 'Close job' }),
    );
    expect(await screen.findByText('Job Closed Successfully')).toBeDefined();
    expect(api.requestsTo('POST', closeJobPath(PUBLISHED.jid))).toHaveLength(1);
    await waitFor(() => expect(within(numbers()).getByText('3 July 2025')).toBeDefined());
    expect(within(numbers()).getByText(/This job is closed/)).toBeDefined();

    await user.click(within(actions()).getByRole('button', { name: 'Publish again' }));
    expect(await screen.findByText('Job Published Successfully')).toBeDefined();
    await waitFor(() => expect(within(actions()).getByRole('button', { name: 'Close job' })).toBeDefined());
  });

  it('deletes the job after asking, and goes back to the list without it', async () => {
    const api = recruiterJobsApi([PUBLISHED, DRAFT]);
    const { user, router } = await openJob(DRAFT.jid);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete job' }));

    expect(await screen.findByText('Removed Successfully')).toBeDefined();
    expect(api.requestsTo('POST', DELETE_JOB)[0]?.body).toEqual({ job_id: DRAFT.jid });
    await waitFor(() => expect(currentPath(router)).toBe('/recruiter/jobs'));
    expect(await screen.findByRole('link', { name: 'Data Engineer' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Data Analyst' })).toBeNull();
  });

  it("says 'Job not exist' for another company's or a deleted job", async () => {
    recruiterJobsApi([PUBLISHED]);
    await openJob(jobId(99));

    expect(await screen.findByText('Job not exist')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to jobs' }).getAttribute('href')).toBe('/recruiter/jobs');
    expect(screen.queryByRole('group', { name: 'Job actions' })).toBeNull();
  });

  it('is Arabic and right to left in Arabic, with the salary in Arabic', async () => {
    await changeLocale('ar');
    recruiterJobsApi([PUBLISHED]);
    signInRecruiter();
    renderApp(`/recruiter/jobs/${PUBLISHED.jid}`);

    const header = await screen.findByRole('region', { name: 'Data Engineer' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(header).getByText('منشورة')).toBeDefined();
    expect(within(header).getByText('من \u200f12,000 ر.س.\u200f إلى \u200f18,000 ر.س.\u200f شهريًا')).toBeDefined();
    expect(
      within(screen.getByRole('group', { name: 'إجراءات الوظيفة' })).getByRole('button', { name: 'أغلق الوظيفة' }),
    ).toBeDefined();
  });
});
