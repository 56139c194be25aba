import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { installFakeApi, reply } from '../../test/fake-api';
import { fill, renderApp } from '../../test/render-app';
import { recruiterJobs, recruiterJobsApi, RECRUITER_JOBS } from '../../test/recruiter-jobs-api';
import { jobId } from '../../test/jobs';
import { aUser } from '../../test/users';

const JOINED = {
  id: 'i1',
  email: 'omar@acme.example',
  created_at: '2025-03-14T09:30:00.000Z',
  expires_at: '2025-03-21T09:30:00.000Z',
  accepted_at: '2025-03-15T10:00:00.000Z',
};
const EXPIRED = { ...JOINED, id: 'i2', email: 'old@acme.example', accepted_at: null };
const PENDING = {
  id: 'i3',
  email: 'sara@acme.example',
  created_at: '2025-04-02T08:00:00.000Z',
  expires_at: '2999-01-01T00:00:00.000Z',
  accepted_at: null,
};

const CHECK = '/api/recruiter/invitations/check/';

function recruiterApi() {
  let invitations = [JOINED, EXPIRED];
  const api = installFakeApi()
    .on('GET', '/api/user/', reply(200, { data: aUser({ role_name: 'recruiter' }) }))
    .on('GET', '/api/recruiter/invitations/', () => reply(200, { data: invitations }))
    .on(
      'POST',
      '/api/recruiter/jobs/',
      reply(200, { data: { total: 0, results: [], pagination: { page: 0, limit: 5 } } }),
    )
    .on(
      'GET',
      '/api/recruiter/total-jobs/',
      reply(200, { data: { total: 0, published: 0, drafts: 0, closed: 0, limit: 25 } }),
    )
    .on('POST', '/api/recruiter/invitations/', () => {
      invitations = [PENDING, ...invitations];
      return reply(201, { data: { ...PENDING, domain_mismatch: false }, message: 'Invitation sent' });
    })
    // Acme's website is acme.example: an address there or at a subdomain of it is a colleague's.
    .on('POST', CHECK, (request) => {
      const { email } = request.body as { email: string };
      const atAcme = /[@.]acme\.example$/.test(email);
      return reply(200, { data: { domain_mismatch: !atAcme, company_domain: 'acme.example' } });
    });
  return api;
}

function openDashboard() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  return renderApp('/recruiter/dashboard');
}

const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

describe('recruiter dashboard: your team', () => {
  it('lists the invitations with their dates and statuses', async () => {
    recruiterApi();
    openDashboard();

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your team' })).toBeDefined();
    await screen.findByText('omar@acme.example');
    expect(within(rowOf('omar@acme.example')).getByText('14 March 2025')).toBeDefined();
    expect(within(rowOf('omar@acme.example')).getByText('Joined')).toBeDefined();
    expect(within(rowOf('old@acme.example')).getByText('Expired')).toBeDefined();
  });

  it('sends an invitation and lists it as pending', async () => {
    const api = recruiterApi();
    const { user } = openDashboard();
    await screen.findByText('omar@acme.example');

    await fill(user, screen.getByLabelText('Work email'), 'sara@acme.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent')).toBeDefined();
    expect(api.requestsTo('POST', '/api/recruiter/invitations/')[0]?.body).toEqual({ email: 'sara@acme.example' });
    await screen.findByText('sara@acme.example');
    expect(within(rowOf('sara@acme.example')).getByText('Pending')).toBeDefined();
    expect(screen.getByLabelText('Work email')).toHaveProperty('value', '');
  });

  it('checks the address before sending', async () => {
    const api = recruiterApi();
    const { user } = openDashboard();
    await screen.findByText('omar@acme.example');

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Email is required')).toBeDefined();
    expect(api.requestsTo('POST', '/api/recruiter/invitations/')).toHaveLength(0);
  });

  it('shows the server’s refusal as a toast', async () => {
    recruiterApi().on(
      'POST',
      '/api/recruiter/invitations/',
      reply(409, { message: 'This person is already a member of your company', code: 'CONFLICT' }),
    );
    const { user } = openDashboard();
    await screen.findByText('omar@acme.example');

    await fill(user, screen.getByLabelText('Work email'), 'omar@acme.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('This person is already a member of your company')).toBeDefined();
  });

  it('speaks Arabic, right to left', async () => {
    await changeLocale('ar');
    recruiterApi();
    openDashboard();

    await screen.findByRole('heading', { level: 2, name: 'فريقك' });
    expect(document.documentElement.dir).toBe('rtl');
    await screen.findByText('omar@acme.example');
    expect(within(rowOf('omar@acme.example')).getByText('14 مارس 2025')).toBeDefined();
    expect(within(rowOf('omar@acme.example')).getByText('انضم')).toBeDefined();
    expect(screen.getByRole('button', { name: 'إرسال الدعوة' })).toBeDefined();
  });

  it('warns under the e-mail field, without refusing, when the address is not at the company website’s domain', async () => {
    const api = recruiterApi();
    const { user } = openDashboard();
    await screen.findByText('omar@acme.example');
    const field = screen.getByLabelText('Work email');
    const warning =
      /^This address is not at \u2068acme\.example\u2069, your company's website\. Check that it is a colleague's before you send\.$/;

    await fill(user, field, 'sara.acme@gmail.com');
    const shown = await screen.findByText(warning);
    // Said with the field, to a screen reader too.
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(shown.closest('[id]')?.id);
    expect(api.requestsTo('POST', CHECK).at(-1)?.body).toEqual({ email: 'sara.acme@gmail.com' });

    // A subdomain of the website's domain is the company's own.
    await fill(user, field, 'omar@hr.acme.example');
    await waitFor(() => expect(api.requestsTo('POST', CHECK).at(-1)?.body).toEqual({ email: 'omar@hr.acme.example' }));
    await waitFor(() => expect(screen.queryByText(warning)).toBeNull());

    // A warning, not a refusal: the invitation goes.
    await fill(user, field, 'sara.acme@gmail.com');
    await screen.findByText(warning);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeDefined();
    expect(api.requestsTo('POST', '/api/recruiter/invitations/')[0]?.body).toEqual({ email: 'sara.acme@gmail.com' });
  });

  it('says nothing about the domain when the company has no website', async () => {
    const api = recruiterApi().on(
      'POST',
      CHECK,
      reply(200, { data: { domain_mismatch: false, company_domain: null } }),
    );
    const { user } = openDashboard();
    await screen.findByText('omar@acme.example');

    await fill(user, screen.getByLabelText('Work email'), 'sara.acme@gmail.com');
    await waitFor(() => expect(api.requestsTo('POST', CHECK)).not.toHaveLength(0));
    expect(screen.queryByText(/your company's website/)).toBeNull();
  });

  it('warns about the domain in Arabic, the domain kept left to right', async () => {
    await changeLocale('ar');
    recruiterApi();
    const { user } = openDashboard();
    await screen.findByText('omar@acme.example');

    await fill(user, screen.getByLabelText('البريد الإلكتروني للعمل'), 'sara.acme@gmail.com');
    expect(
      await screen.findByText(
        'هذا العنوان ليس ضمن نطاق موقع شركتك \u2068acme.example\u2069. تأكد أنه لزميل قبل الإرسال.',
      ),
    ).toBeDefined();
  });
});

describe('recruiter dashboard: top jobs', () => {
  it("shows the company's top five jobs with their candidates, linking to each, and the totals", async () => {
    const api = recruiterJobsApi(recruiterJobs(8));
    openDashboard();

    const card = await screen.findByRole('region', { name: 'Top jobs' });
    await within(card).findByRole('link', { name: 'Job 1' });
    expect(api.requestsTo('POST', RECRUITER_JOBS)[0]?.body).toEqual({ page: 0, limit_per_page: 5, dashboard: true });
    expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card).getByRole('link', { name: 'Job 2' }).getAttribute('href')).toBe(`/recruiter/jobs/${jobId(2)}`);
    // Job 2 is published with 6 candidates above the threshold; job 3 is a draft.
    const job2 = within(card).getByRole('link', { name: 'Job 2' }).closest('li') as HTMLElement;
    expect(within(job2).getByText('6')).toBeDefined();
    expect(within(job2).getByText('candidates above 20%')).toBeDefined();
    const job3 = within(card).getByRole('link', { name: 'Job 3' }).closest('li') as HTMLElement;
    expect(within(job3).getByText('Draft')).toBeDefined();
    expect(await within(card).findByText('8 jobs, 5 of 25 published')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'See all jobs' }).getAttribute('href')).toBe('/recruiter/jobs');
  });

  it('asks a company without jobs to post one', async () => {
    recruiterJobsApi([]);
    openDashboard();

    const card = await screen.findByRole('region', { name: 'Top jobs' });
    expect(await within(card).findByText(/No jobs yet/)).toBeDefined();
    expect(within(card).getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe(
      '/recruiter/jobs/post-job',
    );
  });
});
