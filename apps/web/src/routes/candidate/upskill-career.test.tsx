import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CANDIDATE, CAREER_PATH, candidateApi, signIn, UPSKILL_COURSES } from '../../test/candidate-api';
import { reply } from '../../test/fake-api';
import { aCareerPath, anUpskillCourses } from '../../test/jobs';
import { currentPath, renderApp } from '../../test/render-app';

async function open(path: string, heading: string) {
  signIn();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

describe('upskilling and career paths', () => {
  it('shows the career path and the courses for the candidate as a whole', async () => {
    const api = candidateApi();
    await open('/candidate/jobs/upskill-career', 'Upskilling and career paths');

    const path = screen.getByRole('region', { name: 'Where your career can go next' });
    expect(await within(path).findByText('From where you are now: Data Engineers')).toBeDefined();
    expect(within(path).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(path).getByRole('link', { name: 'See the jobs: Data Warehousing Specialists' }).getAttribute('href'),
    ).toBe('/candidate/jobs?q=Data%20Warehousing%20Specialists');

    const courses = screen.getByRole('region', { name: 'Courses to close the gaps' });
    expect(await within(courses).findByText('Streaming with Kafka')).toBeDefined();
    expect(within(courses).getAllByText('Free').length).toBeGreaterThan(0);
    expect(within(courses).getAllByText('Hours: 12').length).toBeGreaterThan(0);
    // Without a job: the gaps of the candidate's best matches.
    expect(api.requestsTo('POST', UPSKILL_COURSES)[0]?.body).toEqual({});
    expect(api.requestsTo('POST', CAREER_PATH)[0]?.body).toEqual({ uid: CANDIDATE.id, n: 3 });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeDefined();
  });

  it('says what to do when there is nothing to suggest yet', async () => {
    candidateApi()
      .on('POST', UPSKILL_COURSES, reply(200, { data: anUpskillCourses({ categories: [], uncovered: [] }) }))
      .on('POST', CAREER_PATH, reply(200, { data: aCareerPath({ current: null, steps: [] }) }));
    await open('/candidate/courses', 'Courses');

    expect(
      await screen.findByText('Complete your profile so that we can see which skills to build next.'),
    ).toBeDefined();
    expect(await screen.findByText('No next steps yet')).toBeDefined();
  });

  it('says in place when the career path cannot be worked out, and tries again', async () => {
    const api = candidateApi().on('POST', CAREER_PATH, reply(500, { message: 'Internal Error', code: 'INTERNAL' }));
    const { user } = await open('/candidate/courses', 'Courses');

    expect(await screen.findByText('Your career path could not be worked out')).toBeDefined();
    api.on('POST', CAREER_PATH, reply(200, { data: aCareerPath() }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Data Architects')).toBeDefined();
  });

  it('goes to the candidate error page when the courses cannot be loaded, with a way back', async () => {
    const api = candidateApi().on('POST', UPSKILL_COURSES, reply(500, { message: 'Internal Error', code: 'INTERNAL' }));
    const { router, user } = await open('/candidate/courses', 'Courses');

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeDefined();
    expect(currentPath(router)).toBe('/candidate/error');
    expect(screen.getByText('We could not load this page')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/candidate/dashboard');

    // Going back asks again; this time the courses come.
    api.on('POST', UPSKILL_COURSES, reply(200, { data: anUpskillCourses() }));
    await user.click(screen.getByRole('button', { name: 'Go back and try again' }));
    expect(await screen.findByText('Streaming with Kafka')).toBeDefined();
    expect(currentPath(router)).toBe('/candidate/courses');
  });

  it('offers the dashboard when the error page is opened directly', async () => {
    candidateApi();
    await open('/candidate/error', 'Something went wrong');

    expect(screen.queryByRole('button', { name: 'Go back and try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeDefined();
  });
});
