import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { reply } from '../../../test/fake-api';
import { jobId } from '../../../test/jobs';
import { currentPath, fill, renderApp } from '../../../test/render-app';
import { A_READING, aDetail, aDraft, DESCRIPTION, DRAFT_ID, postJobApi, signInRecruiter } from '../../../test/post-job-api';

const PUBLISHED_ID = jobId(42);
const UPDATE = '/api/recruiter/update-job/';

async function openEditor(path: string, heading: string) {
  signInRecruiter();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  await screen.findByRole('form', { name: /Job editor|محرر الوظيفة/ });
  return app;
}

/** The field's accessible description: where the editor says a field was read and how sure it is. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the job editor', () => {
  it('marks the fields the parser read, asks to check the unsure ones, and drops a mark once the field is changed', async () => {
    postJobApi();
    const { user } = await openEditor(`/recruiter/jobs/post-job/${DRAFT_ID}/edit`, 'Edit job post');

    const title = screen.getByRole('textbox', { name: 'Job title' });
    expect(title).toHaveProperty('value', 'Data Engineer');
    expect(descriptionOf(title)).toContain('Read from your text');
    expect(descriptionOf(title)).toContain('95%');
    expect(descriptionOf(title)).not.toContain('Please check');
    // The parser was 40% sure of the sector: the recruiter is asked to check it.
    const sector = screen.getByRole('combobox', { name: 'Sector' });
    expect(descriptionOf(sector)).toContain('Please check');
    // The job type was not read: no mark.
    expect(descriptionOf(screen.getByRole('radiogroup', { name: 'Job type' }))).not.toContain('Read from');
    expect(descriptionOf(screen.getByRole('combobox', { name: 'City' }))).toContain('Read from your text');

    await fill(user, title, 'Senior Data Engineer');
    expect(descriptionOf(title)).not.toContain('Read from your text');
  });

  it('counts the description as it is typed and holds it to 70 to 700 characters', async () => {
    const api = postJobApi();
    const { user } = await openEditor(`/recruiter/jobs/post-job/${DRAFT_ID}/edit`, 'Edit job post');
    const counter = screen.getByTestId('description-counter');
    expect(counter.textContent).toBe(`${DESCRIPTION.length} / 700 characters`);

    const description = screen.getByRole('textbox', { name: 'Job description' });
    await fill(user, description, 'Too short.');
    expect(counter.textContent).toBe('10 / 700 characters');
    expect(await screen.findByText('Description must be 70 to 700 characters')).toBeDefined();
    await user.type(description, 'x');
    expect(counter.textContent).toBe('11 / 700 characters');

    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    expect(api.requestsTo('POST', UPDATE)).toHaveLength(0);
  });

  it('saves a new draft with update-job/ and goes on to the interview questions', async () => {
    const api = postJobApi().on('POST', UPDATE, (request) =>
      reply(200, { data: aDraft({ job_title: (request.body as { job_title: string }).job_title }), message: 'Job Updated Successfully' }),
    );
    const { user, router } = await openEditor(`/recruiter/jobs/post-job/${DRAFT_ID}/edit`, 'Edit job post');

    // A catalogue skill, must-have.
    const search = screen.getByRole('combobox', { name: 'Add a skill' });
    await user.type(search, 'kaf');
    await user.click(await screen.findByRole('option', { name: 'Apache Kafka' }));
    const skills = screen.getByRole('list', { name: "The job's skills" });
    expect(within(skills).getByText('Apache Kafka')).toBeDefined();
    await user.click(within(screen.getByRole('radiogroup', { name: 'How much Apache Kafka matters' })).getByText('Must-have'));
    await user.click(screen.getByRole('button', { name: 'Remove Python' }));
    await user.click(screen.getByRole('radio', { name: 'Part time' }));
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));

    await screen.findByText('Draft saved');
    await waitFor(() => expect(currentPath(router)).toBe(`/recruiter/jobs/post-job/${DRAFT_ID}/add-questions`));
    const [saved] = api.requestsTo('POST', UPDATE);
    expect(saved?.body).toEqual({
      job_id: DRAFT_ID,
      job_title: 'Data Engineer',
      sector: 'technology',
      industry: null,
      job_type: 'part_time',
      experience: { value: 3, unit: 'years' },
      skills: [{ id: 'sk-kafka', importance: 'must_have' }],
      description: DESCRIPTION,
      occupation_id: null,
      location: { country: 'SA', city: 'Riyadh', workplace: 'hybrid' },
      salary: null,
    });
  });

  it('changes a published job and goes back to it', async () => {
    const published = aDraft({ jid: PUBLISHED_ID, status: 'published', origin: 'form', salary: { min: 12000, max: null, currency: 'SAR', period: 'month' } });
    const api = postJobApi({ draft: published, reading: null }).on('POST', UPDATE, reply(200, { data: published, message: 'Job Updated Successfully' }));
    const { user, router } = await openEditor(`/recruiter/jobs/${PUBLISHED_ID}/edit`, 'Edit job');

    // Typed by a person: nothing says it was read.
    expect(screen.queryByText('Read from your text')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveProperty('value', '12,000');
    await fill(user, screen.getByRole('textbox', { name: 'To' }), '9000');
    expect(await screen.findByText('The lowest salary cannot be above the highest')).toBeDefined();
    await fill(user, screen.getByRole('textbox', { name: 'To' }), '15000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Job Updated Successfully');
    await waitFor(() => expect(currentPath(router)).toBe(`/recruiter/jobs/${PUBLISHED_ID}`));
    expect((api.requestsTo('POST', UPDATE)[0]?.body as { salary: unknown }).salary).toEqual({ min: 12000, max: 15000, currency: 'SAR', period: 'month' });
  });

  it('adds and removes a salary range', async () => {
    const api = postJobApi().on('POST', UPDATE, reply(200, { data: aDraft(), message: 'Job Updated Successfully' }));
    const { user } = await openEditor(`/recruiter/jobs/post-job/${DRAFT_ID}/edit`, 'Edit job post');
    expect(screen.queryByRole('textbox', { name: 'From' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a salary range' }));
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    expect(await screen.findByText('Enter the lowest or the highest salary, or remove the salary')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Remove the salary' }));
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    await waitFor(() => expect(api.requestsTo('POST', UPDATE)).toHaveLength(1));
  });

  it("puts the server's field errors beside the fields and says the job was not updated", async () => {
    postJobApi().on(
      'POST',
      UPDATE,
      reply(400, { message: 'Choose a sector from the list', code: 'VALIDATION', errors: [{ path: 'sector', message: 'Choose a sector from the list' }] }),
    );
    const { user } = await openEditor(`/recruiter/jobs/post-job/${DRAFT_ID}/edit`, 'Edit job post');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));

    expect(await screen.findByText('Failed to post job')).toBeDefined();
    const sector = screen.getByRole('combobox', { name: 'Sector' });
    await waitFor(() => expect(sector.getAttribute('aria-invalid')).toBe('true'));
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveProperty('value', 'Data Engineer');
  });

  it('says the job was not updated when changing a job fails', async () => {
    const published = aDraft({ jid: PUBLISHED_ID, status: 'published' });
    postJobApi({ draft: published, reading: null }).on('POST', UPDATE, reply(500, { message: 'Internal Error. Please try again', code: 'INTERNAL' }));
    const { user } = await openEditor(`/recruiter/jobs/${PUBLISHED_ID}/edit`, 'Edit job');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update job')).toBeDefined();
    expect(screen.getByText('Internal Error. Please try again')).toBeDefined();
  });

  it('shows the job not found in place of the editor', async () => {
    postJobApi().on('GET', `/api/recruiter/job/${PUBLISHED_ID}`, reply(404, { message: 'Job not exist', code: 'NOT_FOUND' }));
    signInRecruiter();
    renderApp(`/recruiter/jobs/${PUBLISHED_ID}/edit`);
    expect(await screen.findByText('Job not exist')).toBeDefined();
  });

  it('is Arabic and right to left in Arabic, with the marks and the counter', async () => {
    await changeLocale('ar');
    const api = postJobApi()
      .on('GET', `/api/recruiter/job/${DRAFT_ID}`, reply(200, { data: aDetail(aDraft({ job_title: 'مهندس بيانات' }), A_READING) }))
      .on('POST', UPDATE, reply(200, { data: aDraft(), message: 'تم تحديث الوظيفة بنجاح' }));
    const { user } = await openEditor(`/recruiter/jobs/post-job/${DRAFT_ID}/edit`, 'تعديل إعلان الوظيفة');

    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('textbox', { name: 'المسمى الوظيفي' })).toHaveProperty('value', 'مهندس بيانات');
    expect(screen.getByRole('radio', { name: 'دوام كامل' })).toBeDefined();
    expect(descriptionOf(screen.getByRole('textbox', { name: 'المسمى الوظيفي' }))).toContain('مقروء من نصك');
    expect(descriptionOf(screen.getByRole('combobox', { name: 'القطاع' }))).toContain('يرجى المراجعة');
    expect(screen.getByTestId('description-counter').textContent).toBe(`${DESCRIPTION.length} / 700 حرفًا`);
    // The built-in city in Arabic on screen, stored by its English name.
    expect(screen.getByRole('combobox', { name: 'المدينة' })).toHaveProperty('value', 'الرياض');
    await user.click(screen.getByRole('button', { name: 'حفظ المسودة' }));
    expect(await screen.findByText('حُفظت المسودة')).toBeDefined();
    expect((api.requestsTo('POST', UPDATE)[0]?.body as { location: unknown }).location).toEqual({ country: 'SA', city: 'Riyadh', workplace: 'hybrid' });
  });
});
