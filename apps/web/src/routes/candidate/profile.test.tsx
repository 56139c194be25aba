import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import type { CandidateProfile, ProfileStatus } from '@masar/shared/profile';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { installFakeApi, reply, type FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { aSummary } from '../../test/personality-api';
import { completeUpload, UPLOAD_CHUNK } from '../../test/uploads';
import { aUser } from '../../test/users';

const USER = aUser();
const FILE_ID = '4c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a';

function aProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    personal_details: {
      name: 'Layla Haddad',
      email: 'layla@example.com',
      phone: '+971501234567',
      location: 'Dubai',
      links: ['https://layla.dev'],
    },
    summary: 'Engineer who builds calm, reliable platforms.',
    work_history_detailed: {
      '0': {
        job_title: 'Senior Engineer',
        organization: 'Acme',
        start: '2021-03',
        end: null,
        currently_working: true,
        details: 'Led the platform team',
      },
      '1': {
        job_title: 'Engineer',
        organization: 'Beta',
        start: '2018-01',
        end: '2021-02',
        currently_working: false,
        details: '',
      },
    },
    career_path: ['Senior Engineer', 'Engineer'],
    education: [
      {
        degree_title: 'BSc',
        institution: 'American University of Sharjah',
        field: 'Computer Science',
        start: '2014-09',
        end: '2018-06',
        expected_end: null,
      },
    ],
    certifications: [
      {
        name: 'AWS Solutions Architect',
        issuer: 'Amazon',
        issue_date: '2022-05',
        expiry_date: null,
        no_expiry: true,
        credential_id: null,
      },
    ],
    skills: [
      { name: 'TypeScript', ref_skill: { id: 'sk-1', name: 'TypeScript' } },
      { name: 'Kubernetes', ref_skill: null },
    ],
    languages: [],
    highlights_awards: [{ id: 'aw-1', title: 'Hackathon winner', date: '2020-11' }],
    language: 'en',
    confidence: { 'work_history_detailed.1.organization': 0.4, summary: 0.95 },
    ...overrides,
  };
}

function aStatus(overrides: Partial<ProfileStatus> = {}): ProfileStatus {
  return {
    status: 'completed',
    upload_response: aProfile(),
    error: null,
    social_links: { linkedin: 'https://www.linkedin.com/in/layla' },
    availability: ['online'],
    nationality: null,
    proposed: null,
    ...overrides,
  };
}

function profileApi(status: ProfileStatus | (() => ProfileStatus) = aStatus()): FakeApi {
  return installFakeApi()
    .on('GET', '/api/user/', reply(200, { data: USER }))
    .on('GET', '/api/user/profile/', () => reply(200, { data: typeof status === 'function' ? status() : status }));
}

async function openProfile(api: FakeApi) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  const app = renderApp('/candidate/profile');
  await screen.findByRole('heading', { level: 2, name: /Layla Haddad|ليلى/ });
  return { ...app, api };
}

/** Picks a month and a year in a month field. */
async function pickMonth(
  user: Awaited<ReturnType<typeof openProfile>>['user'],
  scope: HTMLElement,
  label: string,
  value: string,
) {
  const [year, month] = value.split('-');
  await user.selectOptions(within(scope).getByLabelText(`${label}, month`), month ?? '');
  await user.selectOptions(within(scope).getByLabelText(`${label}, year`), year ?? '');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('candidate profile', () => {
  it('shows the parsed profile, latest job first, with dates in the long format', async () => {
    await openProfile(profileApi());

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeDefined();
    const work = screen.getByRole('region', { name: 'Work experience' });
    const jobs = within(work)
      .getAllByText(/Engineer$/)
      .map((node) => node.textContent);
    expect(jobs).toEqual(['Senior Engineer', 'Engineer']);
    expect(within(work).getByText('March 2021 – Present')).toBeDefined();
    expect(within(work).getByText('January 2018 – February 2021')).toBeDefined();
    // The parser was unsure of Beta's organization.
    expect(within(work).getAllByText('Check this')).toHaveLength(1);

    expect(within(screen.getByRole('region', { name: 'Certifications' })).getByText(/No expiry/)).toBeDefined();
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(within(skills).getByText('TypeScript')).toBeDefined();
    expect(within(skills).getAllByLabelText('Matched to the skill catalogue')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Languages' })).getByText(
        'No languages yet. Add the languages you speak and how well.',
      ),
    ).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Highlights and awards' })).getByText('November 2020'),
    ).toBeDefined();
    expect(screen.getByText('Dubai')).toBeDefined();
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toBeDefined();
    expect(screen.getByText('Online')).toBeDefined();
  });

  it('heads the profile with the latest title by its dates, not the first job a resume lists (issue #9)', async () => {
    const work = (job_title: string, start: string, end: string | null) => ({
      job_title,
      organization: null,
      start,
      end,
      currently_working: end === null,
      details: '',
    });
    // A resume that lists its oldest job first, as parsed.
    const oldestFirst = aProfile({
      work_history_detailed: {
        '0': work('Web Developer', '2012-01', '2016-06'),
        '1': work('Senior Software Engineer', '2016-07', null),
      },
      career_path: ['Web Developer', 'Senior Software Engineer'],
      confidence: {},
    });
    await openProfile(profileApi(aStatus({ upload_response: oldestFirst })));

    const header = screen.getByRole('heading', { level: 2, name: 'Layla Haddad' }).closest('section') ?? document.body;
    expect(within(header).getByText('Senior Software Engineer')).toBeDefined();
    expect(within(header).queryByText('Web Developer')).toBeNull();
  });

  it('is Arabic and right to left in Arabic', async () => {
    await changeLocale('ar');
    await openProfile(profileApi());

    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeDefined();
    const work = screen.getByRole('region', { name: 'الخبرة العملية' });
    expect(within(work).getByText(/حتى الآن/)).toBeDefined();
    expect(within(work).getByText(/^مارس 2021/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'تعديل الخبرة العملية' })).toBeDefined();
  });

  it("shows the personality result the profile carries, labelled MBTI-style, in Arabic too (issue #14)", async () => {
    await openProfile(profileApi(aStatus({ upload_response: aProfile({ personality: aSummary().result }) })));
    const card = screen.getByRole('region', { name: 'Personality' });
    expect(within(card).getByText('MBTI-style type:')).toBeDefined();
    expect(within(card).getByText('INFX').getAttribute('dir')).toBe('ltr');
    expect(within(card).getByText(/Emotional stability: 9 out of 100/)).toBeDefined();
    expect(within(card).getByRole('link', { name: 'See your report or continue the assessment' }).getAttribute('href')).toBe(
      '/candidate/assessments/personality',
    );
    await act(() => changeLocale('ar'));
    const arabic = await screen.findByRole('region', { name: 'الشخصية' });
    expect(within(arabic).getByText('النمط على طريقة MBTI:')).toBeDefined();
    expect(within(arabic).getByText('من المقياس المختصر (50 سؤالًا): صورة أولى.')).toBeDefined();
  });

  it('has no personality part before the assessment gives a result', async () => {
    await openProfile(profileApi());
    expect(screen.queryByRole('region', { name: 'Personality' })).toBeNull();
  });

  it('names languages and their levels in Arabic, and keeps English text isolated', async () => {
    await changeLocale('ar');
    const profile = aProfile({
      languages: [
        { name: 'Arabic', level: 'Native' },
        { name: 'English', level: 'C1' },
        { name: 'Tagalog', level: 'Conversational' },
      ],
    });
    await openProfile(profileApi(aStatus({ upload_response: profile })));

    const languages = screen.getByRole('region', { name: 'اللغات' });
    expect(within(languages).getByText('العربية')).toBeDefined();
    expect(within(languages).getByText(/اللغة الأم/)).toBeDefined();
    expect(within(languages).getByText('الإنجليزية')).toBeDefined();
    expect(within(languages).getByText(/C1 \(متقدم\)/)).toBeDefined();
    // A level the page cannot name is shown as the resume wrote it.
    expect(within(languages).getByText('Conversational').tagName).toBe('BDI');
    expect(screen.getByRole('heading', { level: 2, name: 'Layla Haddad' }).querySelector('bdi')).not.toBeNull();
  });

  it('names the field once when the degree already says it, with the Arabic comma otherwise', async () => {
    await changeLocale('ar');
    const entry = { institution: 'جامعة الملك سعود', start: '2014-09', end: '2018-06', expected_end: null };
    const profile = aProfile({
      education: [
        { ...entry, degree_title: 'Bachelor of Computer Science', field: 'Computer Science' },
        { ...entry, degree_title: 'بكالوريوس علوم الحاسب', field: 'علوم الحاسب' },
        { ...entry, degree_title: 'بكالوريوس', field: 'الرياضيات' },
      ],
    });
    await openProfile(profileApi(aStatus({ upload_response: profile })));

    const education = screen.getByRole('region', { name: 'التعليم' });
    expect(within(education).getByText('Bachelor of Computer Science')).toBeDefined();
    expect(within(education).getByText('بكالوريوس علوم الحاسب')).toBeDefined();
    expect(within(education).getByText('بكالوريوس، الرياضيات')).toBeDefined();
  });

  it('writes the completeness the same way in the ring and in the sentence, as Arabic writes percentages', async () => {
    await changeLocale('ar');
    await openProfile(profileApi());

    const sentence = screen.getByText(/^اكتمل الملف الشخصي بنسبة /);
    const percent = /^اكتمل الملف الشخصي بنسبة (.+)$/.exec(sentence.textContent ?? '')?.[1] ?? '';
    expect(percent).toMatch(/^\d+\u200e%\u200e$/);
    expect(screen.getByText(percent)).toBeDefined();
  });

  it('checks work dates as the person types and sends the whole section', async () => {
    vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
    const api = profileApi().on(
      'PATCH',
      '/api/user/edit-details/',
      reply(200, { data: aStatus(), message: 'Profile Updated Successfully' }),
    );
    const { user } = await openProfile(api);

    await user.click(screen.getByRole('button', { name: 'Edit work experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit work experience' });
    const second = within(dialog).getByRole('group', { name: 'Job 2' });

    await pickMonth(user, second, 'End date', '2017-05');
    expect(await within(second).findByText('End date must be after start date')).toBeDefined();

    await pickMonth(user, second, 'End date', '2025-12');
    expect(await within(second).findByText('Future dates are not allowed')).toBeDefined();

    await pickMonth(user, second, 'End date', '2020-06');
    expect(within(second).queryByText('Future dates are not allowed')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated Successfully')).toBeDefined();
    expect(api.requestsTo('PATCH', '/api/user/edit-details/')[0]?.body).toEqual({
      work_history: [
        {
          job_title: 'Senior Engineer',
          organization: 'Acme',
          start: '2021-03',
          end: null,
          currently_working: true,
          details: 'Led the platform team',
        },
        {
          job_title: 'Engineer',
          organization: 'Beta',
          start: '2018-01',
          end: '2020-06',
          currently_working: false,
          details: '',
        },
      ],
    });
  });

  it("keeps what was typed and puts the server's error under the right job", async () => {
    const api = profileApi().on(
      'PATCH',
      '/api/user/edit-details/',
      reply(400, {
        message: 'Failed to update profile',
        code: 'VALIDATION',
        errors: [{ path: 'work_history.1.organization', message: 'Organization is too long' }],
      }),
    );
    const { user } = await openProfile(api);

    await user.click(screen.getByRole('button', { name: 'Edit work experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit work experience' });
    const second = within(dialog).getByRole('group', { name: 'Job 2' });
    await user.type(within(second).getByLabelText(/Job title/), ' II');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(second).findByText('Organization is too long')).toBeDefined();
    expect(within(second).getByLabelText(/Job title/)).toHaveProperty('value', 'Engineer II');
    expect(await screen.findByText('Failed to update profile')).toBeDefined();
  });

  it('adds languages at the end, removes an education, and sends blank optional text as null', async () => {
    const api = profileApi().on(
      'PATCH',
      '/api/user/edit-details/',
      reply(200, { data: aStatus(), message: 'Profile Updated Successfully' }),
    );
    const { user } = await openProfile(api);

    await user.click(screen.getByRole('button', { name: 'Edit languages' }));
    const languages = await screen.findByRole('dialog', { name: 'Edit languages' });
    await user.click(within(languages).getByRole('button', { name: 'Add language' }));
    await user.click(within(languages).getByRole('button', { name: 'Add language' }));
    fireEvent.change(within(languages).getByLabelText('Language 1: language'), { target: { value: 'Arabic' } });
    fireEvent.change(within(languages).getByLabelText('Language 2: language'), { target: { value: 'English' } });
    fireEvent.change(within(languages).getByLabelText('Language 2: level'), { target: { value: 'C1' } });
    await user.click(within(languages).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/user/edit-details/')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/user/edit-details/')[0]?.body).toEqual({
      languages: [
        { name: 'Arabic', level: null },
        { name: 'English', level: 'C1' },
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Edit education' }));
    const education = await screen.findByRole('dialog', { name: 'Edit education' });
    await user.click(within(education).getByRole('button', { name: 'Remove Education 1' }));
    expect(within(education).queryByRole('group', { name: 'Education 1' })).toBeNull();
    await user.click(within(education).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/user/edit-details/')).toHaveLength(2));
    expect(api.requestsTo('PATCH', '/api/user/edit-details/')[1]?.body).toEqual({ education: [] });
  });

  it('adds a certification first, and ticking no expiry clears and frees the expiry date', async () => {
    vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
    const api = profileApi().on(
      'PATCH',
      '/api/user/edit-details/',
      reply(200, { data: aStatus(), message: 'Profile Updated Successfully' }),
    );
    const { user } = await openProfile(api);

    await user.click(screen.getByRole('button', { name: 'Edit certifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit certifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Add certification' }));
    const added = within(dialog).getByRole('group', { name: 'Certification 1' });
    expect(within(dialog).getByRole('group', { name: 'Certification 2' })).toBeDefined();
    fireEvent.change(within(added).getByLabelText(/Certification name/), { target: { value: 'CKA' } });
    await pickMonth(user, added, 'Issue date', '2023-01');
    await pickMonth(user, added, 'Expiry date', '2022-01');
    expect(await within(added).findByText('Expiry date must be after issue date')).toBeDefined();
    await user.click(within(added).getByRole('checkbox', { name: 'No expiry' }));
    expect(within(added).queryByText('Expiry date must be after issue date')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated Successfully')).toBeDefined();
    expect(api.requestsTo('PATCH', '/api/user/edit-details/')[0]?.body).toEqual({
      certifications: [
        { name: 'CKA', issuer: null, issue_date: '2023-01', expiry_date: null, no_expiry: true, credential_id: null },
        {
          name: 'AWS Solutions Architect',
          issuer: 'Amazon',
          issue_date: '2022-05',
          expiry_date: null,
          no_expiry: true,
          credential_id: null,
        },
      ],
    });
  });

  it('adds an award, and removes one after asking, with the spec messages', async () => {
    let removals = 0;
    const withAward = aStatus({
      upload_response: aProfile({
        highlights_awards: [
          { id: 'aw-1', title: 'Hackathon winner', date: '2020-11' },
          { id: 'aw-2', title: 'Employee of the year', date: null },
        ],
      }),
    });
    const api = profileApi()
      .on('POST', '/api/user/awards/', reply(200, { data: withAward, message: 'Added Successfully' }))
      .on('DELETE', '/api/user/award/', () => {
        removals += 1;
        return removals === 1
          ? reply(200, {
              data: aStatus({ upload_response: aProfile({ highlights_awards: [] }) }),
              message: 'Removed Successfully',
            })
          : reply(400, { message: 'Failed to remove', code: 'NOT_FOUND' });
      });
    const { user } = await openProfile(api);

    await user.click(screen.getByRole('button', { name: 'Add award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add award' });
    await user.click(within(dialog).getByLabelText(/Title/));
    await user.paste('Employee of the year');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Added Successfully')).toBeDefined();
    expect(api.requestsTo('POST', '/api/user/awards/')[0]?.body).toEqual({ title: 'Employee of the year', date: null });
    const awards = screen.getByRole('region', { name: 'Highlights and awards' });
    expect(await within(awards).findByText('Employee of the year')).toBeDefined();

    await user.click(within(awards).getByRole('button', { name: 'Remove Hackathon winner' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove award' });
    expect(within(confirm).getByText('Remove "Hackathon winner" from your profile?')).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Successfully')).toBeDefined();
    expect(api.requestsTo('DELETE', '/api/user/award/')[0]?.query).toEqual({ reward_id: 'aw-1', uid: USER.id });
    expect(
      await within(awards).findByText(
        'No highlights or awards yet. Add prizes, honours or achievements you are proud of.',
      ),
    ).toBeDefined();
  });

  it("says 'Failed to remove' when the server refuses", async () => {
    const api = profileApi().on(
      'DELETE',
      '/api/user/award/',
      reply(400, { message: 'Failed to remove', code: 'NOT_FOUND' }),
    );
    const { user } = await openProfile(api);

    await user.click(screen.getByRole('button', { name: 'Remove Hackathon winner' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove award' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to remove')).toBeDefined();
    expect(screen.getByText('Hackathon winner')).toBeDefined();
  });

  it('reads a newer resume beside the profile and applies only the chosen sections', async () => {
    const proposed = aProfile({
      summary: 'Platform lead with ten years of experience.',
      skills: [
        { name: 'TypeScript', ref_skill: { id: 'sk-1', name: 'TypeScript' } },
        { name: 'Go', ref_skill: { id: 'sk-2', name: 'Go' } },
      ],
      languages: [{ name: 'Arabic', level: 'Native' }],
    });
    let current = aStatus();
    const api = profileApi(() => current)
      .on(
        'POST',
        UPLOAD_CHUNK,
        completeUpload({ id: FILE_ID, category: 'resume', kind: 'pdf', file_name: 'cv-2025.pdf' }),
      )
      .on('POST', '/api/candidate/resume/', () => {
        const reading = aStatus({ proposed: { status: 'in_progress', upload_response: null, error: null } });
        current = aStatus({ proposed: { status: 'completed', upload_response: proposed, error: null } });
        return reply(200, { data: reading, message: 'Your resume is being read' });
      })
      .on(
        'POST',
        '/api/candidate/resume/apply/',
        reply(200, { data: aStatus(), message: 'Profile Updated Successfully' }),
      );
    const { user } = await openProfile(api);

    await user.click(screen.getByRole('button', { name: 'Upload a newer resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a newer resume' });
    await user.upload(within(dialog).getByLabelText('Newer resume'), new File(['my resume'], 'cv-2025.pdf'));

    expect(await screen.findByText('Reading your newer resume…')).toBeDefined();
    expect(api.requestsTo('POST', '/api/candidate/resume/')[0]?.body).toEqual({ file_id: FILE_ID });

    const review = await screen.findByRole('region', { name: 'Review your newer resume' }, { timeout: 6000 });
    expect(within(review).getByRole('checkbox', { name: 'Personal details' })).toHaveProperty('disabled', true);
    const skillsNewer = within(review).getByRole('group', { name: 'Skills in the newer resume' });
    expect(within(skillsNewer).getByText('TypeScript, Go')).toBeDefined();
    expect(within(review).getByRole('group', { name: 'Skills now' }).textContent).toContain('TypeScript, Kubernetes');

    await user.click(within(review).getByRole('checkbox', { name: 'Skills' }));
    await user.click(within(review).getByRole('checkbox', { name: 'Summary' }));
    await user.click(within(review).getByRole('button', { name: 'Apply chosen sections (2)' }));

    expect(await screen.findByText('Profile Updated Successfully')).toBeDefined();
    expect(api.requestsTo('POST', '/api/candidate/resume/apply/')[0]?.body).toEqual({
      sections: ['summary', 'skills'],
    });
    expect(screen.queryByRole('region', { name: 'Review your newer resume' })).toBeNull();
  });

  it('imports a JSON Resume file after asking, and exports one', async () => {
    const document = { basics: { name: 'Layla Haddad', summary: 'Imported summary' }, skills: [{ name: 'Go' }] };
    const api = profileApi()
      .on(
        'POST',
        '/api/user/profile/json-resume/',
        reply(200, { data: aStatus(), message: 'Profile Updated Successfully' }),
      )
      .on('GET', '/api/user/profile/json-resume/', reply(200, document));
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:resume' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await openProfile(api);

    await user.upload(
      screen.getByLabelText('JSON Resume file'),
      new File([JSON.stringify(document)], 'resume.json', { type: 'application/json' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Import JSON Resume' });
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Profile Updated Successfully')).toBeDefined();
    expect(api.requestsTo('POST', '/api/user/profile/json-resume/')[0]?.body).toEqual(document);

    await user.click(screen.getByRole('button', { name: 'Export JSON Resume' }));
    await waitFor(() => expect(saved).toEqual(['resume.json']));
    expect(api.requestsTo('GET', '/api/user/profile/json-resume/')).toHaveLength(1);
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  it('shows the stated nationality and changes it in the details, with what it is used for', async () => {
    const api = profileApi(aStatus({ nationality: 'EG' })).on(
      'PATCH',
      '/api/user/edit-details/',
      reply(200, { data: aStatus({ nationality: 'SA' }), message: 'Profile Updated Successfully' }),
    );
    const { user } = await openProfile(api);
    expect(screen.getByText('Nationality: Egypt')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit details' });
    expect(within(dialog).getByText(/never for matching you with jobs/)).toBeDefined();
    const nationality = within(dialog).getByRole('combobox', { name: 'Nationality (optional)' });
    await user.clear(nationality);
    await user.type(nationality, 'Saudi');
    await user.click(await screen.findByRole('option', { name: 'Saudi Arabia' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile Updated Successfully')).toBeDefined();
    expect(api.requestsTo('PATCH', '/api/user/edit-details/')[0]?.body).toMatchObject({ nationality: 'SA' });
    expect(await screen.findByText('Nationality: Saudi Arabia')).toBeDefined();
  });
});
