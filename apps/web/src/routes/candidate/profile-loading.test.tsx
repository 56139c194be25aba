import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, reply } from '../../test/fake-api';
import { currentPath, renderApp } from '../../test/render-app';
import { aUser } from '../../test/users';

const FILE_ID = '4c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a';
const profile = (status: 'in_progress' | 'completed' | 'failed') => ({
  data: {
    status,
    upload_response: null,
    error: status === 'failed' ? 'No contact details or work history found' : null,
    social_links: {},
    availability: ['online'],
    nationality: null,
    proposed: null,
  },
});

/** A candidate whose resume is being read; the user row follows the parse status. */
function parsingApi(statuses: ('in_progress' | 'completed' | 'failed')[]) {
  let current: 'in_progress' | 'completed' | 'failed' = 'in_progress';
  const api = installFakeApi()
    .on('GET', '/api/user/', () => reply(200, { data: aUser({ profile_status: current }) }))
    .on('GET', '/api/user/profile/', () => {
      current = statuses.shift() ?? current;
      return reply(200, profile(current));
    });
  return {
    api,
    setStatus: (status: typeof current) => {
      current = status;
    },
  };
}

async function openLoading() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  const app = renderApp('/candidate/profile-loading');
  await screen.findByRole('heading', { level: 1, name: 'Building your profile' });
  return app;
}

describe('profile loading', () => {
  it('polls every two seconds until the profile is built, then opens it', async () => {
    const { api } = parsingApi(['in_progress', 'completed']);
    const { router } = await openLoading();

    expect(screen.getByRole('progressbar', { name: 'Reading your resume' })).toBeDefined();
    await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 6000 });
    expect(currentPath(router)).toBe('/candidate/profile');
    expect(api.requestsTo('GET', '/api/user/profile/')).toHaveLength(2);
    // The session was refreshed: the person is a candidate now.
    expect(api.requestsTo('GET', '/api/user/').length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Resume Details Not Found' kindly and offers to fill the profile by hand", async () => {
    const { api } = parsingApi(['failed']);
    const { user, router } = await openLoading();

    expect(await screen.findByText('Resume Details Not Found')).toBeDefined();
    expect(screen.getByText(/it says nothing about you or your experience/)).toBeDefined();
    expect(screen.getByLabelText('Upload another resume')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Fill in my profile by hand' }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(currentPath(router)).toBe('/candidate/profile');
    expect(api.requestsTo('GET', '/api/user/profile/')).toHaveLength(1);
  });

  it('reads another resume after a failure and keeps polling', async () => {
    const { api } = parsingApi(['failed']);
    api
      .on('POST', '/api/user/upload-file-chunk/', (request) =>
        reply(200, {
          data: {
            upload_id: request.query.upload_id,
            status: 'complete',
            received: [0],
            chunk_count: 1,
            file: {
              id: FILE_ID,
              category: 'resume',
              kind: 'docx',
              size_bytes: 2048,
              file_name: 'cv.docx',
              url: `/api/user/files/${FILE_ID}`,
            },
          },
        }),
      )
      .on(
        'POST',
        '/api/candidate/resume/',
        reply(200, { ...profile('in_progress'), message: 'Your resume is being read' }),
      );
    const { user } = await openLoading();
    await screen.findByText('Resume Details Not Found');

    await user.upload(screen.getByLabelText('Upload another resume'), new File(['my resume'], 'cv.docx'));

    expect(await screen.findByText('Your resume is being read')).toBeDefined();
    expect(api.requestsTo('POST', '/api/candidate/resume/')[0]?.body).toEqual({ file_id: FILE_ID });
    expect(await screen.findByRole('progressbar', { name: 'Reading your resume' })).toBeDefined();
    expect(screen.queryByText('Resume Details Not Found')).toBeNull();
    const toast = screen.getByText('Your resume is being read').closest('[role="alert"]');
    expect(toast === null ? null : within(toast as HTMLElement).getByText('Your resume is being read')).not.toBeNull();
  });
});
