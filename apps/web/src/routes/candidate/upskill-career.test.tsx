import { screen, within } from '@testing-library/react';
import type { CareerGap } from '@masar/shared/matching';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { CANDIDATE, CAREER_PATH, candidateApi, signIn, UPSKILL_COURSES } from '../../test/candidate-api';
import { reply } from '../../test/fake-api';
import { aCareerPath, anUpskillCourses } from '../../test/jobs';
import { currentPath, renderApp } from '../../test/render-app';

const CAREER_GAP = '/api/candidate/career-gap/';

/** A career from My Next Move against the candidate: one must-have missing, one partly through a related skill. */
function aCareerGap(title: string, names: Record<'python' | 'spark' | 'kafka', string>): CareerGap {
  return {
    occupation: { id: 'occ:15-1252.00', title, description: 'Builds software.', job_zone: 4 },
    skills_held: [{ id: 'sk-python', name: names.python, importance: 5, required: true }],
    skills_missing: [
      { id: 'sk-kafka', name: names.kafka, importance: 4, required: true, via: null },
      { id: 'sk-spark', name: names.spark, importance: 3, required: false, via: names.python },
    ],
    skills_score: 0.58,
    courses: { categories: anUpskillCourses().categories.slice(0, 1), uncovered: [] },
  };
}

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

  it("shows a career's own skills held and missing, must-haves marked, and its courses", async () => {
    const api = candidateApi().on(
      'POST',
      CAREER_GAP,
      reply(200, { data: aCareerGap('Software Developers', { python: 'Python', spark: 'Apache Spark', kafka: 'Kafka' }) }),
    );
    await open('/candidate/jobs/upskill-career?career=occ%3A15-1252.00', 'Upskilling and career paths');

    const career = await screen.findByRole('region', { name: 'Skills for Software Developers' });
    expect(api.requestsTo('POST', CAREER_GAP)[0]?.body).toEqual({ occupation_id: 'occ:15-1252.00' });
    expect(within(career).getByText('You have 58% of what this career asks for')).toBeDefined();
    const missing = within(career).getByRole('region', { name: 'Skills to gain' });
    expect(within(missing).getByText('Kafka')).toBeDefined();
    expect(within(missing).getByText('partly, through Python')).toBeDefined();
    expect(within(missing).getAllByText('Must-have')).toHaveLength(1);
    expect(within(within(career).getByRole('region', { name: 'Skills you have' })).getByText('Python')).toBeDefined();
    expect(within(career).getByText('Streaming with Kafka')).toBeDefined();
    expect(within(career).getByRole('link', { name: 'Matching jobs for this career' }).getAttribute('href')).toBe(
      '/candidate/jobs?q=Software%20Developers',
    );
  });

  it("shows a career's own view right to left in Arabic", async () => {
    candidateApi().on(
      'POST',
      CAREER_GAP,
      reply(200, { data: aCareerGap('مطورو البرمجيات', { python: 'بايثون', spark: 'أباتشي سبارك', kafka: 'كافكا' }) }),
    );
    await changeLocale('ar');
    await open('/candidate/jobs/upskill-career?career=occ%3A15-1252.00', 'تطوير المهارات والمسارات المهنية');

    const career = await screen.findByRole('region', { name: 'مهارات مهنة مطورو البرمجيات' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(career).getByText(/^لديك \P{L}*58\P{L}*مما تتطلبه هذه المهنة$/u)).toBeDefined();
    expect(within(career).getByText('جزئيًا، من خلال بايثون')).toBeDefined();
    // Python held and Kafka missing are both must-haves.
    expect(within(career).getAllByText('أساسية')).toHaveLength(2);
  });

  it('says in place when a career cannot be found', async () => {
    candidateApi().on('POST', CAREER_GAP, reply(404, { message: 'Standard job profile not found', code: 'NOT_FOUND' }));
    await open('/candidate/jobs/upskill-career?career=occ%3A99-9999.99', 'Upskilling and career paths');

    expect(await screen.findByText("The career's skills could not be worked out")).toBeDefined();
    expect(screen.getByText('Standard job profile not found')).toBeDefined();
  });
});
