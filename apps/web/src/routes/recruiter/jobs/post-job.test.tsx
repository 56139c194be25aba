import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { reply } from '../../../test/fake-api';
import { currentPath, fill, renderApp } from '../../../test/render-app';
import { completeUpload, UPLOAD_CHUNK } from '../../../test/uploads';
import { A_PROFILE, A_READING, aDraft, DRAFT_ID, postJobApi, signInRecruiter } from '../../../test/post-job-api';

const POST = '/api/recruiter/post-job/';
const LINK = '/api/recruiter/post-job/link/';
const FILE = '/api/recruiter/post-job/file/';
const FILE_ID = '6c1b7e52-9a4d-4c3e-8f2a-1b0c9d8e7f6a';
const POSTING =
  'Data Engineer\nRiyadh, hybrid\nWe are hiring a data engineer with Python and Kafka to build our streaming platform.';

const aPage = (overrides: Record<string, unknown> = {}) => ({
  found: true,
  source: 'json-ld',
  url: 'https://jobs.example/data-engineer',
  job_title: 'Data Engineer',
  description: null,
  hiring_organization: null,
  location: null,
  remote: false,
  employment_type: [],
  date_posted: null,
  salary: null,
  language: 'en',
  text: POSTING,
  ...overrides,
});

async function openPostJob(heading = 'Post a job') {
  signInRecruiter();
  const app = renderApp('/recruiter/jobs/post-job');
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

/** The editor of the new draft, with what the parser read marked. */
async function expectDraftEditor(router: ReturnType<typeof renderApp>['router'], mark: string) {
  await waitFor(() => expect(currentPath(router)).toBe(`/recruiter/jobs/post-job/${DRAFT_ID}/edit`));
  const title = await screen.findByRole('textbox', { name: 'Job title' });
  expect(title).toHaveProperty('value', 'Data Engineer');
  expect(screen.getAllByText(mark).length).toBeGreaterThan(0);
}

describe('posting a job', () => {
  it('offers the four ways, the text way first', async () => {
    postJobApi();
    await openPostJob();
    const ways = within(screen.getByRole('radiogroup', { name: 'How would you like to start?' })).getAllByRole('radio');
    expect(ways.map((way) => way.getAttribute('aria-label'))).toEqual([
      'Paste the text',
      'From a link',
      'Upload a file',
      'Standard job profile',
    ]);
    expect(ways[0]?.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Job text' })).toBeDefined();
  });

  it('reads pasted text into a draft and opens its editor', async () => {
    const api = postJobApi().on(
      'POST',
      POST,
      reply(200, { data: { job: aDraft(), reading: A_READING }, message: 'Job Parsed Successfully' }),
    );
    const { user, router } = await openPostJob();

    await user.click(screen.getByRole('button', { name: 'Read the job' }));
    expect(await screen.findByText('Field is required')).toBeDefined();
    expect(api.requestsTo('POST', POST)).toHaveLength(0);

    const text = screen.getByRole('textbox', { name: 'Job text' });
    await fill(user, text, POSTING);
    expect(screen.getByTestId('job-text-counter').textContent).toBe(`${POSTING.length} / 50,000 characters`);
    await user.click(screen.getByRole('button', { name: 'Read the job' }));

    expect(await screen.findByText('Job Parsed Successfully')).toBeDefined();
    await expectDraftEditor(router, 'Read from your text');
    expect(api.requestsTo('POST', POST)[0]?.body).toEqual({ job_text: POSTING });
  });

  it('refuses a text longer than 50,000 characters before sending it', async () => {
    const api = postJobApi();
    const { user } = await openPostJob();
    await fill(user, screen.getByRole('textbox', { name: 'Job text' }), 'x'.repeat(50_001));
    expect(screen.getByText('The text may be at most 50,000 characters')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Read the job' }));
    expect(api.requestsTo('POST', POST)).toHaveLength(0);
  });

  it('reads a job page into a draft', async () => {
    const draft = aDraft({ origin: 'link' });
    const api = postJobApi({ draft }).on(
      'POST',
      LINK,
      reply(200, { data: { page: aPage(), job: draft, reading: A_READING }, message: 'Job Crawled Successfully' }),
    );
    const { user, router } = await openPostJob();
    await user.click(screen.getByRole('radio', { name: 'From a link' }));
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Link to the job page' }),
      'https://jobs.example/data-engineer',
    );
    await user.click(screen.getByRole('button', { name: 'Read the page' }));

    expect(await screen.findByText('Job Crawled Successfully')).toBeDefined();
    await expectDraftEditor(router, 'Read from the page');
    expect(api.requestsTo('POST', LINK)[0]?.body).toEqual({ job_link: 'https://jobs.example/data-engineer' });
  });

  it('says plainly when a page holds no posting, and offers the text way with what the page held', async () => {
    const message =
      'This page holds no job posting: some job sites show postings only to signed-in members. Paste the job text instead';
    postJobApi().on(
      'POST',
      LINK,
      reply(200, {
        data: {
          page: aPage({ found: false, source: 'text', text: 'Sign in to see this job\nData Engineer at Acme' }),
          job: null,
          reading: null,
        },
        message,
      }),
    );
    const { user, router } = await openPostJob();
    await user.click(screen.getByRole('radio', { name: 'From a link' }));
    await fill(user, screen.getByRole('textbox', { name: 'Link to the job page' }), 'https://network.example/jobs/1');
    await user.click(screen.getByRole('button', { name: 'Read the page' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(message)).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Paste the text' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Job text' })).toHaveProperty(
      'value',
      'Sign in to see this job\nData Engineer at Acme',
    );
    expect(currentPath(router)).toBe('/recruiter/jobs/post-job');
  });

  it("shows the server's refusal of a link beside the field", async () => {
    const message = 'This link leads to a private or local network address, which Masar does not open';
    postJobApi().on('POST', LINK, reply(400, { message, code: 'BAD_REQUEST' }));
    const { user } = await openPostJob();
    await user.click(screen.getByRole('radio', { name: 'From a link' }));
    const link = screen.getByRole('textbox', { name: 'Link to the job page' });
    await fill(user, link, 'ftp://jobs.example');
    await user.click(screen.getByRole('button', { name: 'Read the page' }));
    expect(
      await screen.findByText('Enter the full link of the job page, starting with http:// or https://'),
    ).toBeDefined();

    await fill(user, link, 'http://10.0.0.7/admin');
    await user.click(screen.getByRole('button', { name: 'Read the page' }));
    expect(await screen.findByText(message)).toBeDefined();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(link).toHaveProperty('value', 'http://10.0.0.7/admin');
  });

  it('uploads a job file in chunks and reads it into a draft', async () => {
    const draft = aDraft({ origin: 'file' });
    const api = postJobApi({ draft })
      .on('POST', UPLOAD_CHUNK, completeUpload({ id: FILE_ID, category: 'jobs', kind: 'pdf', file_name: 'job.pdf' }))
      .on('POST', FILE, reply(200, { data: { job: draft, reading: A_READING }, message: 'Job Parsed Successfully' }));
    const { user, router } = await openPostJob();
    await user.click(screen.getByRole('radio', { name: 'Upload a file' }));
    await user.click(screen.getByRole('button', { name: 'Read the file' }));
    expect(await screen.findByText('Upload the job file first')).toBeDefined();

    await user.upload(
      screen.getByLabelText('Job file'),
      new File([new Uint8Array(2048)], 'job.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('job.pdf uploaded')).toBeDefined();
    expect(api.requestsTo('POST', UPLOAD_CHUNK)[0]?.query.category).toBe('jobs');
    await user.click(screen.getByRole('button', { name: 'Read the file' }));

    expect(await screen.findByText('Job Parsed Successfully')).toBeDefined();
    await expectDraftEditor(router, 'Read from your file');
    expect(api.requestsTo('POST', FILE)[0]?.body).toEqual({ file_id: FILE_ID });
  });

  it('refuses a file type the jobs upload does not take', async () => {
    const api = postJobApi();
    const { user } = await openPostJob();
    await user.click(screen.getByRole('radio', { name: 'Upload a file' }));
    // Past the picker's filter, as a drop would bring it.
    fireEvent.change(screen.getByLabelText('Job file'), {
      target: { files: [new File(['x'], 'job.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('This file type is not allowed here. Allowed: pdf, docx, txt')).toBeDefined();
    expect(api.requestsTo('POST', UPLOAD_CHUNK)).toHaveLength(0);
  });

  it('starts a job from a standard profile: search, view, then the editor prefilled, saved as a draft', async () => {
    const api = postJobApi().on(
      'POST',
      POST,
      reply(200, { data: { job: aDraft({ origin: 'standard' }), reading: null }, message: 'Job Posted Successfully' }),
    );
    const { user, router } = await openPostJob();
    await user.click(screen.getByRole('radio', { name: 'Standard job profile' }));
    await fill(user, screen.getByRole('textbox', { name: 'Job title' }), 'data engineer');
    await user.click(screen.getByRole('button', { name: 'Search profiles' }));

    await waitFor(() => expect(currentPath(router)).toBe('/recruiter/jobs/post-job/search/data%20engineer'));
    await screen.findByRole('heading', { level: 1, name: 'Standard job profiles' });
    const result = (await screen.findByRole('link', { name: 'Data Engineers' })).closest('li') as HTMLElement;
    expect(within(result).getByText('Information Technology and Telecommunications')).toBeDefined();
    expect(within(result).getByText('3 skills')).toBeDefined();
    await user.click(within(result).getByRole('link', { name: 'Data Engineers' }));

    await screen.findByRole('heading', { level: 1, name: 'Job preview' });
    expect(currentPath(router)).toBe(`/recruiter/jobs/post-job/${encodeURIComponent(A_PROFILE.id)}/view`);
    expect(await screen.findByText(A_PROFILE.description)).toBeDefined();
    expect(screen.getByText('This profile lists no tasks.')).toBeDefined();
    expect(screen.getByText("Bachelor's degree")).toBeDefined();
    expect(screen.getByText('2 to 4 years')).toBeDefined();
    expect(screen.getAllByText('Must-have')).toHaveLength(2);
    await user.click(screen.getAllByRole('link', { name: 'Start a job from this profile' })[0]!);

    await screen.findByRole('heading', { level: 1, name: 'Edit job post' });
    expect(await screen.findByRole('textbox', { name: 'Job title' })).toHaveProperty('value', 'Data Engineers');
    expect(screen.getByRole('combobox', { name: 'Standard job profile' })).toHaveProperty('value', 'Data Engineers');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));

    await screen.findByText('Draft saved');
    await waitFor(() => expect(currentPath(router)).toBe(`/recruiter/jobs/post-job/${DRAFT_ID}/add-questions`));
    expect(api.requestsTo('POST', POST)[0]?.body).toEqual({
      job_title: 'Data Engineers',
      sector: 'technology',
      industry: null,
      job_type: 'full_time',
      experience: { value: 2, unit: 'years' },
      skills: [
        { id: 'sk-python', importance: 'must_have' },
        { id: 'sk-sql', importance: 'must_have' },
        { id: 'sk-airflow', importance: 'nice_to_have' },
      ],
      description: A_PROFILE.description,
      occupation_id: A_PROFILE.id,
      location: { country: null, city: null, workplace: 'on_site' },
      salary: null,
    });
  });

  it('says when no standard profile matches', async () => {
    postJobApi();
    signInRecruiter();
    renderApp('/recruiter/jobs/post-job/search/astronaut');
    expect(await screen.findByText('No standard job profile matches "astronaut"')).toBeDefined();
  });

  it('is Arabic and right to left in Arabic', async () => {
    await changeLocale('ar');
    postJobApi().on(
      'POST',
      POST,
      reply(200, { data: { job: aDraft(), reading: A_READING }, message: 'تمت قراءة الوظيفة بنجاح' }),
    );
    const { user, router } = await openPostJob('نشر وظيفة');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('radio', { name: 'لصق النص' }).getAttribute('aria-checked')).toBe('true');
    await fill(user, screen.getByRole('textbox', { name: 'نص الوظيفة' }), 'مهندس بيانات\nالرياض');
    await user.click(screen.getByRole('button', { name: 'قراءة الوظيفة' }));
    expect(await screen.findByText('تمت قراءة الوظيفة بنجاح')).toBeDefined();
    await waitFor(() => expect(currentPath(router)).toBe(`/recruiter/jobs/post-job/${DRAFT_ID}/edit`));
    expect((await screen.findAllByText('مقروء من نصك')).length).toBeGreaterThan(0);
  });
});
