import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { candidateApi, FAVORITE_JOBS, jobActionPath, MATCHING_JOBS, signIn } from '../../test/candidate-api';
import { reply, type FakeReply } from '../../test/fake-api';
import { jobId, matchedJobs } from '../../test/jobs';
import { currentPath, renderApp } from '../../test/render-app';

async function openJobs(path = '/candidate/jobs') {
  signIn();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Jobs' });
  return app;
}

const jobCards = () => screen.getAllByRole('article');
const lastQuery = (api: ReturnType<typeof candidateApi>) => api.requestsTo('GET', MATCHING_JOBS).at(-1)?.query;

/** A reply the test sends when it chooses, to see the page while a call is on its way. */
function deferred() {
  let send: (answer: FakeReply) => void = () => undefined;
  const answer = new Promise<FakeReply>((resolve) => {
    send = resolve;
  });
  return { answer, send };
}

describe('candidate jobs', () => {
  it('lists 12 matches a page with their match percentage, and pages from 0', async () => {
    const api = candidateApi(matchedJobs(14));
    const { user } = await openJobs();

    await screen.findByRole('link', { name: 'Job 1' });
    expect(jobCards()).toHaveLength(12);
    expect(lastQuery(api)).toEqual({ page: '0', limit: '12' });
    expect(within(jobCards()[0]!).getByRole('img', { name: '94% match' })).toBeDefined();
    expect(within(jobCards()[0]!).getByText('Skills: 2 of 4')).toBeDefined();
    expect(within(jobCards()[0]!).getByText('Must-haves missing: 1')).toBeDefined();
    expect(screen.getByText('Matching jobs: 14')).toBeDefined();

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Job 14' })).toBeDefined();
    expect(lastQuery(api)).toEqual({ page: '1', limit: '12' });
  });

  it('shows loading skeletons until the list arrives', async () => {
    const later = deferred();
    candidateApi().on('GET', MATCHING_JOBS, () => later.answer);
    await openJobs();

    expect(screen.getByRole('status', { name: 'Loading your matches' })).toBeDefined();
    later.send(
      reply(200, {
        data: { total: 0, results: [], pagination: { page: 0, limit: 12 }, searched_title: null, updated_at: null },
      }),
    );
    expect(await screen.findByText('Your matches are on their way')).toBeDefined();
  });

  it('searches by title once typing settles, and filters to saved jobs', async () => {
    const jobs = matchedJobs(14).map((job, index) =>
      index === 2 ? { ...job, job_title: 'Senior Data Engineer', is_favorite: true } : job,
    );
    const api = candidateApi(jobs);
    const { user, router } = await openJobs();
    await screen.findByRole('link', { name: 'Job 1' });

    // Typed key by key, since the debounce is what is tested; few keys, so that a busy machine does not pause
    // longer than the debounce between two of them.
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs by title' }), ' Da ');
    await waitFor(() => expect(jobCards()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Senior Data Engineer' })).toBeDefined();
    // One request for the settled text, trimmed; the server lower-cases it.
    const searches = api.requestsTo('GET', MATCHING_JOBS).filter((request) => request.query.job_title !== undefined);
    expect(searches.map((request) => request.query)).toEqual([{ page: '0', limit: '12', job_title: 'Da' }]);
    expect(currentPath(router)).toBe('/candidate/jobs?q=Da');

    await user.clear(screen.getByRole('searchbox', { name: 'Search jobs by title' }));
    await screen.findByRole('link', { name: 'Job 1' });
    await user.click(screen.getByRole('switch', { name: 'Saved jobs only' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '0', limit: '12', favorites_only: 'true' }));
    await waitFor(() => expect(jobCards()).toHaveLength(1));
  });

  it('says what to do when nothing matches the filters', async () => {
    candidateApi(matchedJobs(3));
    const { user } = await openJobs('/candidate/jobs?favorites=true');

    expect(await screen.findByText(/You have not saved any jobs yet/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Show all matching jobs' }));
    expect(await screen.findByRole('link', { name: 'Job 1' })).toBeDefined();
    expect(screen.getByRole('switch', { name: 'Saved jobs only' })).toHaveProperty('checked', false);
  });

  it('asks the candidate to complete the profile when there are no matches at all', async () => {
    candidateApi([]);
    await openJobs();

    expect(await screen.findByText('No matching jobs yet')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/candidate/profile');
  });

  it('confirms the favourite status of the jobs shown', async () => {
    const api = candidateApi(matchedJobs(3)).on(
      'POST',
      FAVORITE_JOBS,
      reply(200, { data: { favorites: [{ job_id: jobId(2), is_favorite: true }] } }),
    );
    await openJobs();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Job 2' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: 'Save Job 1' }).getAttribute('aria-pressed')).toBe('false');
    expect(api.requestsTo('POST', FAVORITE_JOBS)[0]?.body).toEqual({ job_ids: [jobId(1), jobId(2), jobId(3)] });
  });

  it("says 'Failed to get favorite jobs status' when the status cannot be confirmed", async () => {
    candidateApi(matchedJobs(3)).on('POST', FAVORITE_JOBS, reply(500, { message: 'Internal Error', code: 'INTERNAL' }));
    await openJobs();

    expect(await screen.findByText('Failed to get favorite jobs status')).toBeDefined();
    // The list itself still shows.
    expect(jobCards()).toHaveLength(3);
  });

  it('flips a favourite at once, and keeps it when the server agrees', async () => {
    const later = deferred();
    let saved = false;
    const api = candidateApi(matchedJobs(3))
      .on('POST', jobActionPath('save'), async () => {
        const answer = await later.answer;
        saved = true;
        return answer;
      })
      .on('POST', FAVORITE_JOBS, (request) => {
        const ids = (request.body as { job_ids: string[] }).job_ids;
        return reply(200, {
          data: { favorites: ids.map((id) => ({ job_id: id, is_favorite: saved && id === jobId(1) })) },
        });
      });
    const { user } = await openJobs();
    const heart = await screen.findByRole('button', { name: 'Save Job 1' });

    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(api.requestsTo('POST', jobActionPath('save'))[0]?.body).toEqual({ job_id: jobId(1) });

    later.send(reply(200, { data: { job_id: jobId(1), is_favorite: true, is_applied: false, is_dismissed: false } }));
    // The server has the last word: the status is asked again, and agrees.
    await waitFor(() => expect(api.requestsTo('POST', FAVORITE_JOBS).length).toBeGreaterThan(1));
    await waitFor(() => expect(api.requestsTo('GET', MATCHING_JOBS).length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'Save Job 1' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls an optimistic favourite back when the server refuses it', async () => {
    const later = deferred();
    candidateApi(matchedJobs(3)).on('POST', jobActionPath('save'), () => later.answer);
    const { user } = await openJobs();
    const heart = await screen.findByRole('button', { name: 'Save Job 2' });

    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');

    later.send(reply(500, { message: 'Internal Error. Please try again', code: 'INTERNAL' }));
    expect(await screen.findByText('Internal Error. Please try again')).toBeDefined();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Job 2' }).getAttribute('aria-pressed')).toBe('false'),
    );
  });
});
