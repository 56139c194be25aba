import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import {
  aRecruiterJob,
  RECRUITER_JOBS,
  recruiterJobs,
  recruiterJobsApi,
  signInRecruiter,
} from '../../../test/recruiter-jobs-api';
import { jobId } from '../../../test/jobs';
import { currentPath, renderApp } from '../../../test/render-app';

async function openJobs(path = '/recruiter/jobs') {
  signInRecruiter();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Jobs' });
  return app;
}

const jobCards = () => screen.getAllByRole('article');
const cardOf = (title: string) => screen.getByRole('article', { name: title });
const lastBody = (api: ReturnType<typeof recruiterJobsApi>) => api.requestsTo('POST', RECRUITER_JOBS).at(-1)?.body;

describe('recruiter jobs list', () => {
  it('lists the company’s jobs, 10 a page, with status, candidates, place and date, and pages from 0', async () => {
    const api = recruiterJobsApi(recruiterJobs(14));
    const { user, router } = await openJobs();

    await screen.findByRole('link', { name: 'Job 1' });
    expect(jobCards()).toHaveLength(10);
    expect(lastBody(api)).toEqual({ page: 0, limit_per_page: 10 });

    const published = cardOf('Job 2');
    expect(within(published).getByText('Published')).toBeDefined();
    // Job 2 has 6 candidates above the threshold; the count is for published jobs only.
    expect(within(published).getByText('6')).toBeDefined();
    expect(within(published).getByText('candidates above 20%')).toBeDefined();
    expect(within(published).getByText('Riyadh, Saudi Arabia · Hybrid')).toBeDefined();
    expect(within(published).getByText('Published 29 June 2025')).toBeDefined();
    const draft = cardOf('Job 3');
    expect(within(draft).getByText('Draft')).toBeDefined();
    expect(within(draft).getByText('Created 28 June 2025')).toBeDefined();
    expect(within(draft).queryByText(/candidates above/)).toBeNull();
    expect(within(cardOf('Job 5')).getByText('Closed 1 July 2025')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Job 2' }).getAttribute('href')).toBe(`/recruiter/jobs/${jobId(2)}`);

    // 8 of the 14 jobs are published (4 are drafts, 2 closed), against the company's limit of 25.
    expect(await screen.findByText('8 of 25 published')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/recruiter/jobs/post-job');

    expect(screen.getByText('Jobs: 14')).toBeDefined();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Job 14' })).toBeDefined();
    expect(jobCards()).toHaveLength(4);
    expect(lastBody(api)).toEqual({ page: 1, limit_per_page: 10 });
    expect(currentPath(router)).toBe('/recruiter/jobs?page=1');
  });

  it('searches by title once typing settles', async () => {
    const jobs = recruiterJobs(14).map((job, index) =>
      index === 3 ? { ...job, job_title: 'Senior Data Engineer' } : job,
    );
    const api = recruiterJobsApi(jobs);
    const { user, router } = await openJobs();
    await screen.findByRole('link', { name: 'Job 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs by title' }), ' Da ');
    await waitFor(() => expect(jobCards()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Senior Data Engineer' })).toBeDefined();
    const searches = api
      .requestsTo('POST', RECRUITER_JOBS)
      .filter((request) => 'job_title' in (request.body as object));
    // One request for the settled text, trimmed; the server lower-cases it.
    expect(searches.map((request) => request.body)).toEqual([{ page: 0, limit_per_page: 10, job_title: 'Da' }]);
    expect(currentPath(router)).toBe('/recruiter/jobs?q=Da');
  });

  it('filters by status and by creation dates, and clears the filters', async () => {
    const api = recruiterJobsApi(recruiterJobs(14));
    const { user, router } = await openJobs();
    await screen.findByRole('link', { name: 'Job 1' });

    await user.click(screen.getByRole('radio', { name: 'Drafts' }));
    await waitFor(() => expect(lastBody(api)).toEqual({ page: 0, limit_per_page: 10, status: 'draft' }));
    // Jobs 3, 6, 9 and 12 are drafts.
    await waitFor(() => expect(jobCards()).toHaveLength(4));
    expect(jobCards().every((card) => within(card).queryByText('Draft') !== null)).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    // The router applies one change of the address per render, so each filter is changed after the last one shows.
    await waitFor(() => expect(jobCards()).toHaveLength(10));
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2025-06-25' } });
    await waitFor(() => expect(lastBody(api)).toEqual({ page: 0, limit_per_page: 10, date_from: '2025-06-25' }));
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2025-06-27' } });
    await waitFor(() =>
      expect(lastBody(api)).toEqual({ page: 0, limit_per_page: 10, date_from: '2025-06-25', date_to: '2025-06-27' }),
    );
    // Jobs 4, 5 and 6 were created on 27, 26 and 25 June.
    await waitFor(() =>
      expect(jobCards().map((card) => within(card).getAllByRole('link')[0]!.textContent)).toEqual([
        'Job 4',
        'Job 5',
        'Job 6',
      ]),
    );
    expect(currentPath(router)).toBe('/recruiter/jobs?from=2025-06-25&to=2025-06-27');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(jobCards()).toHaveLength(10));
    expect(currentPath(router)).toBe('/recruiter/jobs');
  });

  it('says to clear the filters when nothing matches them', async () => {
    recruiterJobsApi(recruiterJobs(4));
    const { user } = await openJobs('/recruiter/jobs?status=closed&q=nurse');

    expect(await screen.findByText('No jobs match these filters')).toBeDefined();
    expect(screen.getByRole('searchbox', { name: 'Search jobs by title' })).toHaveProperty('value', 'nurse');
    const emptyState = screen.getByText('No jobs match these filters').closest('div') as HTMLElement;
    expect(within(emptyState.parentElement!).getByRole('button', { name: 'Clear filters' })).toBeDefined();
    await user.click(within(emptyState.parentElement!).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Job 1' })).toBeDefined();
    expect(jobCards()).toHaveLength(4);
    expect(screen.getByRole('searchbox', { name: 'Search jobs by title' })).toHaveProperty('value', '');
  });

  it('asks a company without jobs to post its first one', async () => {
    recruiterJobsApi([]);
    await openJobs();

    expect(await screen.findByText('No jobs yet')).toBeDefined();
    const posts = screen.getAllByRole('link', { name: 'Post a job' });
    // The page's own action and the empty state's.
    expect(posts).toHaveLength(2);
    expect(posts.every((link) => link.getAttribute('href') === '/recruiter/jobs/post-job')).toBe(true);
    expect(await screen.findByText('0 of 25 published')).toBeDefined();
  });

  it('warns when the published jobs reach the limit', async () => {
    recruiterJobsApi(recruiterJobs(4), { limit: 3 });
    await openJobs();

    expect(await screen.findByText('3 of 3 published')).toBeDefined();
    expect(screen.getByText(/You have reached your limit/)).toBeDefined();
  });

  it('is Arabic and right to left in Arabic', async () => {
    await changeLocale('ar');
    recruiterJobsApi([aRecruiterJob({ job_title: 'مهندس بيانات', candidates_count: 3 })]);
    signInRecruiter();
    renderApp('/recruiter/jobs');

    await screen.findByRole('heading', { level: 1, name: 'الوظائف' });
    expect(document.documentElement.dir).toBe('rtl');
    const card = await screen.findByRole('article', { name: 'مهندس بيانات' });
    expect(within(card).getByText('منشورة')).toBeDefined();
    expect(within(card).getByText('الرياض، المملكة العربية السعودية · هجين')).toBeDefined();
    expect(within(card).getByText(/^مرشحين فوق 20/)).toBeDefined();
    expect(await screen.findByText('1 من 25 منشورة')).toBeDefined();
    expect(screen.getByRole('searchbox', { name: 'ابحث في الوظائف بالمسمى' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'انشر وظيفة' })).toBeDefined();
  });
});
