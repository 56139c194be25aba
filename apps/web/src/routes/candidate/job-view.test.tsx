import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import {
  CANDIDATE,
  CAREER_PATH,
  candidateApi,
  FAVORITE_JOBS,
  jobActionPath,
  signIn,
  SKILL_GAP,
  UPSKILL_COURSES,
} from '../../test/candidate-api';
import { reply } from '../../test/fake-api';
import { aJobIn, jobId, matchedJobs } from '../../test/jobs';
import { currentPath, renderApp } from '../../test/render-app';

const JOB = jobId(1);

async function openJob(id = JOB, heading = 'Job details') {
  signIn();
  const app = renderApp(`/candidate/jobs/view/${id}`);
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

describe('candidate job view', () => {
  it('shows the job, the match big and plain, the skills held and missing, and why', async () => {
    const api = candidateApi(matchedJobs(3));
    await openJob();

    const header = await screen.findByRole('region', { name: 'Job 1' });
    expect(within(header).getByText('Gulf Digital Bank')).toBeDefined();
    expect(within(header).getByText('Full time')).toBeDefined();
    expect(within(header).getByText('Experience: 3 years')).toBeDefined();
    expect(within(header).getByText('Posted 2 May 2025')).toBeDefined();
    expect(await within(header).findByRole('img', { name: '82% match' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Jobs');

    const match = screen.getByRole('region', { name: 'Your match' });
    expect(within(match).getByText('Your title, Senior Data Engineer, is close to this job')).toBeDefined();
    // Held is held; SQL, credited in part through PostgreSQL, is a skill to gain, "partly, through" it (issue #9).
    const held = within(match).getByRole('region', { name: 'Skills you have (1)' });
    expect(within(held).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Python']);
    const missing = within(match).getByRole('region', { name: 'Skills to gain (3)' });
    // Must-haves first, marked.
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apache KafkaMust-have', 'Apache Airflow', 'SQLpartly, through PostgreSQL']);

    const description = screen.getByRole('region', { name: 'About the job' });
    expect(within(description).getByText('Build and run the streaming data platform of a digital bank.')).toBeDefined();
    expect(api.requestsTo('POST', SKILL_GAP)[0]?.body).toEqual({ job_id: JOB });
  });

  it('groups the courses for the gaps by category in the order the server gives, and shows the career path', async () => {
    const api = candidateApi(matchedJobs(3));
    await openJob();

    const courses = await screen.findByRole('region', { name: 'Courses to close the gaps' });
    const categories = await within(courses).findAllByRole('heading', { level: 3 });
    expect(categories.map((heading) => heading.textContent)).toEqual(['Data engineering', 'Cloud']);
    expect(
      within(courses)
        .getByRole('link', { name: /Streaming with Kafka/ })
        .getAttribute('href'),
    ).toBe('https://courses.example.com/kafka-101');
    expect(within(courses).getByText('No course in our catalogue teaches these yet: dbt')).toBeDefined();
    expect(api.requestsTo('POST', UPSKILL_COURSES)[0]?.body).toEqual({ job_id: JOB });

    const path = screen.getByRole('region', { name: 'Where your career can go next' });
    const steps = await within(path).findAllByRole('listitem');
    expect(steps).toHaveLength(3);
    const first = within(path).getByRole('listitem', { name: 'Data Warehousing Specialists' });
    expect(within(first).getByRole('img', { name: 'You are 72% ready' })).toBeDefined();
    expect(within(first).getByText('Data Architecture')).toBeDefined();
    // A skill counted in part in the career path reads as in the job's gaps.
    expect(first.textContent).toContain('Team Leadership · partly, through Project Management');
    expect(within(first).getByText("Bachelor's degree")).toBeDefined();
    expect(within(first).getByText('4 years – 8 years')).toBeDefined();
    expect(within(first).getByText('Open jobs: 3')).toBeDefined();
    expect(api.requestsTo('POST', CAREER_PATH)[0]?.body).toEqual({ uid: CANDIDATE.id, n: 3 });
  });

  it("says 'Job not exist' in the page for an unknown job", async () => {
    const api = candidateApi(matchedJobs(3));
    await openJob(jobId(99));

    expect(await screen.findByText('Job not exist')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to jobs' }).getAttribute('href')).toBe('/candidate/jobs');
    // Nothing else is asked about a job that does not exist.
    expect(api.requestsTo('POST', SKILL_GAP)).toHaveLength(0);
    expect(api.requestsTo('POST', UPSKILL_COURSES)).toHaveLength(0);
  });

  it('goes to the candidate error page when the courses cannot be loaded', async () => {
    candidateApi(matchedJobs(3)).on(
      'POST',
      UPSKILL_COURSES,
      reply(500, { message: 'Internal Error', code: 'INTERNAL' }),
    );
    const { router } = await openJob();

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeDefined();
    expect(currentPath(router)).toBe('/candidate/error');
  });

  it('saves, applies and dismisses the job', async () => {
    const api = candidateApi(matchedJobs(3));
    const { user } = await openJob();
    await screen.findByRole('region', { name: 'Job 1' });

    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(api.requestsTo('POST', FAVORITE_JOBS)[0]?.body).toEqual({ job_ids: [JOB] }));
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeDefined();
    expect(api.requestsTo('POST', jobActionPath('save'))[0]?.body).toEqual({ job_id: JOB });

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your application was sent')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Applied' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Not interested' }));
    await user.click(await screen.findByRole('button', { name: 'Undo dismiss' }));
    expect(await screen.findByText('The job is back in your matches')).toBeDefined();
    expect(api.requestsTo('POST', jobActionPath('undismiss'))).toHaveLength(1);
  });

  it('shows a job applied to earlier as applied, on a fresh visit', async () => {
    candidateApi(matchedJobs(3).map((job) => (job.jid === JOB ? { ...job, is_applied: true } : job)));
    signIn();
    renderApp(`/candidate/jobs/view/${JOB}`);
    expect(await screen.findByRole('button', { name: 'Applied' })).toHaveProperty('disabled', true);
  });

  it('is Arabic and right to left in Arabic', async () => {
    await changeLocale('ar');
    candidateApi(matchedJobs(3));
    await openJob(JOB, 'تفاصيل الوظيفة');

    expect(document.documentElement.dir).toBe('rtl');
    // The percentage as Intl writes it in Arabic, its marks keeping the sign after the number in the right-to-left line.
    const score = await screen.findByRole('img', { name: 'نسبة التطابق 82\u200e%\u200e' });
    expect(score.textContent).toContain('82\u200e%\u200e');
    expect(screen.getByRole('region', { name: 'تطابقك' })).toBeDefined();
    expect(screen.getByText('دوام كامل')).toBeDefined();
    expect(await screen.findByRole('region', { name: 'دورات لسد الفجوات' })).toBeDefined();
    expect(screen.getByText(/2 مايو 2025/)).toBeDefined();
    const match = screen.getByRole('region', { name: 'تطابقك' });
    const missing = within(match).getByRole('region', { name: 'مهارات تحتاج إلى اكتسابها (3)' });
    expect(within(missing).getByText('جزئيًا، عبر PostgreSQL')).toBeDefined();
  });

  it("names the job's skill chips, sector and industry in Arabic, as the match's skills (issue #9)", async () => {
    await changeLocale('ar');
    candidateApi(matchedJobs(3)).on('GET', `/api/user/job/${JOB}`, (request) =>
      reply(200, { data: aJobIn(request.headers.lang, { jid: JOB }) }),
    );
    await openJob(JOB, 'تفاصيل الوظيفة');

    const header = await screen.findByRole('region', { name: 'Data Engineer' });
    expect(await within(header).findByText('البنوك والتمويل والتأمين')).toBeDefined();
    expect(within(header).queryByText('Banking, Finance and Insurance')).toBeNull();
    const description = screen.getByRole('region', { name: 'عن الوظيفة' });
    for (const name of ['بايثون', 'إس كيو إل', 'أباتشي كافكا', 'أباتشي إيرفلو']) {
      expect(within(description).getByText(name)).toBeDefined();
    }
    expect(within(description).queryByText('Python')).toBeNull();
  });
});
