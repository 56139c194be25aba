import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { installFakeApi, reply } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { completeUpload, UPLOAD_CHUNK } from '../test/uploads';
import { aUser } from '../test/users';

const FILE_ID = '4c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a';
type ResumeStatus = 'in_progress' | 'completed' | 'failed' | null;
const profileStatus = (status: ResumeStatus) => ({
  data: { status, upload_response: null, error: null, social_links: {}, availability: [], nationality: null, proposed: null },
});

function openAs(overrides: Parameters<typeof aUser>[0], resume: ResumeStatus = 'completed') {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  let current = resume;
  const api = installFakeApi()
    .on('GET', '/api/user/', reply(200, { data: aUser({ is_account_confirmed: false, ...overrides }) }))
    .on('GET', '/api/user/profile/', () => reply(200, profileStatus(current)))
    .on('POST', UPLOAD_CHUNK, completeUpload({ id: FILE_ID, category: 'resume', kind: 'pdf', file_name: 'cv.pdf' }))
    .on('POST', '/api/candidate/resume/', () => {
      current = 'in_progress';
      return reply(200, { ...profileStatus('in_progress'), message: 'Your resume is being read' });
    });
  return { api, finishReading: () => void (current = 'completed'), ...renderApp('/approval-pending') };
}

describe('approval pending', () => {
  it('says the account awaits a recruiter admin', async () => {
    openAs({ approval_status: 'PENDING' });
    await screen.findByRole('heading', { level: 1, name: 'Approval pending' });
    expect(screen.getByText('Awaiting approval')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
  });

  it('lets a candidate who joined without a resume add one, and says when it has been read', async () => {
    const { api, user, finishReading } = openAs({ approval_status: 'PENDING' }, null);
    const section = await screen.findByRole('region', { name: 'Your resume' });
    expect(
      within(section).getByText(
        'Add your resume: the reviewer reads it to approve your account, and your job matches start from it.',
      ),
    ).toBeDefined();
    await user.upload(
      within(section).getByLabelText('Resume'),
      new File(['my resume'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await within(section).findByText('Your resume is being read. This takes a few moments.')).toBeDefined();
    expect(api.requestsTo('POST', '/api/candidate/resume/')[0]?.body).toEqual({ file_id: FILE_ID });
    finishReading();
    expect(
      await within(section).findByText('Your resume was read. The reviewer will see your profile.', undefined, {
        timeout: 10_000,
      }),
    ).toBeDefined();
  });

  it('asks for another file when the resume could not be read, in Arabic too', async () => {
    await act(() => changeLocale('ar'));
    openAs({ approval_status: 'PENDING' }, 'failed');
    const section = await screen.findByRole('region', { name: 'سيرتك الذاتية' });
    expect(within(section).getByText(/تعذّرت قراءة هذه السيرة الذاتية/)).toBeDefined();
    expect(within(section).getByLabelText('السيرة الذاتية')).toBeDefined();
  });

  it('shows no resume section to a recruiter waiting for approval', async () => {
    openAs({ approval_status: 'PENDING', role_name: 'recruiter', role_id: 2 });
    await screen.findByRole('heading', { level: 1, name: 'Approval pending' });
    expect(screen.queryByRole('region', { name: 'Your resume' })).toBeNull();
  });

  it('shows a decline with its reason and how to ask for a review', async () => {
    openAs({ approval_status: 'DECLINED', approval_reason: 'The resume belongs to someone else.' });
    await screen.findByRole('heading', { level: 1, name: 'Approval pending' });
    expect(screen.getByText('Not approved')).toBeDefined();
    expect(screen.getByText('The resume belongs to someone else.')).toBeDefined();
    expect(screen.getByText(/reply to the e-mail we sent you and ask for a review/)).toBeDefined();
  });

  it('says so in Arabic when no reason was given', async () => {
    await changeLocale('ar');
    openAs({ approval_status: 'DECLINED', approval_reason: null });
    await screen.findByRole('heading', { level: 1, name: 'بانتظار الموافقة' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('لم يُعتمد')).toBeDefined();
    expect(screen.getByText('لم يُذكر سبب.')).toBeDefined();
  });
});
