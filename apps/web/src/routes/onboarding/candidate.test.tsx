import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { installFakeApi, reply, type RecordedRequest } from '../../test/fake-api';
import { currentPath, fill, renderApp } from '../../test/render-app';
import { aUser } from '../../test/users';

const MB = 1024 * 1024;
const RESUME_ID = '2b7a9a9e-5a0e-4d9e-9b1c-0c6a3c1d2e4f';
const CHUNK_PATH = '/api/user/upload-file-chunk/';

function candidateApi() {
  let onboarded = false;
  return installFakeApi()
    .on('GET', '/api/user/', () =>
      reply(200, {
        data: aUser({
          is_onboarding_completed: onboarded,
          is_account_confirmed: false,
          approval_status: 'PENDING',
          profile_status: onboarded ? 'in_progress' : null,
        }),
      }),
    )
    .on('POST', '/api/candidate/onboarding/', () => {
      onboarded = true;
      return reply(200, {
        data: aUser({ is_onboarding_completed: true, is_account_confirmed: false, profile_status: 'in_progress' }),
        message: 'Onboarding completed',
      });
    });
}

async function openForm(api = candidateApi()) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  const app = renderApp('/onboarding/candidate');
  await screen.findByRole('heading', { level: 1, name: 'Candidate onboarding' });
  return { ...app, api };
}

const storedResume = (size: number) => ({
  id: RESUME_ID,
  category: 'resume',
  kind: 'pdf',
  size_bytes: size,
  file_name: 'cv.pdf',
  url: `/api/user/files/${RESUME_ID}`,
});

/** A server that keeps chunks, and refuses the first try of one chunk as a dropped connection would. */
function chunkServer(api: ReturnType<typeof installFakeApi>, failOnce: number | null) {
  const received = new Set<number>();
  let failed = false;
  const status = (request: Pick<RecordedRequest, 'query'>, size: number) => {
    const count = Number(request.query.chunk_count ?? 0);
    const complete = received.size === count;
    return {
      upload_id: request.query.upload_id,
      status: complete ? 'complete' : 'partial',
      received: [...received].sort(),
      chunk_count: count,
      file: complete ? storedResume(size) : null,
    };
  };
  let lastQuery: Record<string, string> = {};
  api.on('POST', CHUNK_PATH, (request) => {
    const index = Number(request.query.chunk_index);
    lastQuery = request.query;
    if (index === failOnce && !failed) {
      failed = true;
      return reply(503, { message: 'Service unavailable', code: 'INTERNAL' });
    }
    received.add(index);
    return reply(200, { data: status(request, 2.5 * MB) });
  });
  api.onPrefix('GET', CHUNK_PATH, () => reply(200, { data: status({ query: lastQuery }, 2.5 * MB) }));
}

describe('candidate onboarding', () => {
  it('asks for availability and the data notice, and checks each social link', async () => {
    const { user, api } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Complete onboarding' }));
    expect(await screen.findByText('Availability is required: choose online, on site, or both')).toBeDefined();
    expect(screen.getByText('Please read and accept how your data is used to continue')).toBeDefined();

    await fill(user, screen.getByLabelText('Facebook'), 'https://example.com/me');
    expect(screen.getByText('Enter a Facebook profile link, such as https://facebook.com/your.name')).toBeDefined();
    await fill(user, screen.getByLabelText('Instagram'), 'instagram.com/me');
    expect(screen.getByText('Enter an Instagram profile link, such as https://instagram.com/yourname')).toBeDefined();
    await fill(user, screen.getByLabelText('X (Twitter)'), 'https://x.com/this-is-far-too-long-for-x');
    expect(screen.getByText('Enter an X (Twitter) profile link, such as https://x.com/yourname')).toBeDefined();
    await fill(user, screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/feed/');
    expect(screen.getByText('Enter a LinkedIn link, such as https://www.linkedin.com/in/your-name')).toBeDefined();

    await fill(user, screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/in/layla-haddad');
    expect(screen.queryByText('Enter a LinkedIn link, such as https://www.linkedin.com/in/your-name')).toBeNull();

    await user.click(screen.getByLabelText('On site'));
    expect(screen.queryByText('Availability is required: choose online, on site, or both')).toBeNull();
    await user.click(screen.getByLabelText('I have read how my data is used'));
    expect(screen.queryByText('Please read and accept how your data is used to continue')).toBeNull();
    expect(api.requestsTo('POST', '/api/candidate/onboarding/')).toHaveLength(0);
  });

  it('refuses a photo over the limit in the browser, with sizes in MB', async () => {
    const { user, api } = await openForm();
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    Object.defineProperty(photo, 'size', { value: 3 * MB });

    await user.upload(screen.getByLabelText('Profile photo (optional)'), photo);

    expect(await screen.findByText('The file is too large: 3.00 MB. The limit is 2.00 MB')).toBeDefined();
    expect(api.requestsTo('POST', CHUNK_PATH)).toHaveLength(0);
  });

  it('uploads the resume in 1 MB chunks, resumes only the missing ones after a failure, and onboards', async () => {
    const api = candidateApi();
    chunkServer(api, 1);
    const { user, router } = await openForm(api);
    const resume = new File([new Uint8Array(2.5 * MB)], 'cv.pdf', { type: 'application/pdf' });

    await user.upload(screen.getByLabelText('Resume (optional)'), resume);

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Document Upload Failed')).toBeDefined();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('cv.pdf uploaded')).toBeDefined();

    const chunks = api.requestsTo('POST', CHUNK_PATH);
    expect(chunks.map((request) => request.query.chunk_index)).toEqual(['0', '1', '1', '2']);
    const uploadId = chunks[0]?.query.upload_id ?? '';
    expect(uploadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const request of chunks) {
      expect(request.query).toEqual({
        upload_id: uploadId,
        chunk_index: request.query.chunk_index,
        chunk_count: '3',
        category: 'resume',
        file_name: 'cv.pdf',
      });
      expect(request.headers['content-type']).toBe('application/octet-stream');
    }
    expect(chunks.map((request) => request.bytes)).toEqual([MB, MB, MB, 0.5 * MB]);
    // The retry asked which chunks had arrived before sending.
    expect(api.requests.some((request) => request.method === 'GET' && request.path === CHUNK_PATH + uploadId)).toBe(true);

    await user.click(screen.getByLabelText('Online'));
    expect(screen.getByText(/Used only for the portal's workforce statistics and fairness checks/)).toBeDefined();
    const nationality = screen.getByRole('combobox', { name: 'Nationality (optional)' });
    await user.click(nationality);
    await user.type(nationality, 'Egy');
    await user.click(await screen.findByRole('option', { name: 'Egypt' }));
    await user.click(screen.getByLabelText('I have read how my data is used'));
    await user.click(screen.getByRole('button', { name: 'Complete onboarding' }));

    await screen.findByRole('heading', { level: 1, name: 'Onboarding complete' });
    expect(currentPath(router)).toBe('/onboarding/success');
    expect(screen.getByText('If you uploaded a resume, we read it in the meantime and build your profile.')).toBeDefined();
    expect(api.requestsTo('POST', '/api/candidate/onboarding/')[0]?.body).toEqual({
      candidate_resume: RESUME_ID,
      candidate_social_links: {},
      candidate_availability: ['online'],
      candidate_nationality: 'EG',
      accepted_disclaimer: true,
    });
  });

  it('keeps the form while the person reads how the data is used', async () => {
    const { user, router } = await openForm();
    await fill(user, screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/in/layla');
    await user.click(screen.getByLabelText('Online'));

    await user.click(screen.getByRole('link', { name: 'Read how Masar uses your data' }));
    await screen.findByRole('heading', { level: 1, name: 'Disclaimer' });
    expect(screen.getByText(/never from your sex, age, nationality, religion or marital status/i)).toBeDefined();
    expect(screen.getByText(/A person, a recruiter admin, reviews whether your account is approved/)).toBeDefined();

    await user.click(screen.getByRole('link', { name: 'Back to the form' }));
    await screen.findByRole('heading', { level: 1, name: 'Candidate onboarding' });
    expect(currentPath(router)).toBe('/onboarding/candidate');
    expect(screen.getByLabelText('LinkedIn')).toHaveProperty('value', 'https://www.linkedin.com/in/layla');
    expect(screen.getByLabelText('Online')).toHaveProperty('checked', true);
  });

  it('is Arabic and right to left in Arabic', async () => {
    await changeLocale('ar');
    await openFormInArabic();

    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByLabelText('قرأت كيف تُستخدم بياناتي')).toBeDefined();
    expect(screen.getByLabelText('السيرة الذاتية (اختياري)')).toBeDefined();
    expect(screen.getByText('التوفر')).toBeDefined();
  });
});

async function openFormInArabic() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  candidateApi();
  renderApp('/onboarding/candidate');
  await screen.findByRole('heading', { level: 1, name: 'إعداد حساب الباحث عن عمل' });
}
