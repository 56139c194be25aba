import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { emptyProfile, type CandidateProfile, type ProfileStatus } from '@masar/shared/profile';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { installFakeApi, reply } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { aUser } from '../../test/users';

/** A resume with work and education sections the parser could not read (issue #10). */
function unreadProfile(confidence: Record<string, number>): CandidateProfile {
  const profile = emptyProfile();
  profile.personal_details = {
    name: 'Huda Al-Mansour',
    email: 'huda@example.com',
    phone: null,
    location: null,
    links: [],
  };
  profile.confidence = { 'personal_details.name': 0.9, ...confidence };
  return profile;
}

async function openProfile(profile: CandidateProfile, proposed: CandidateProfile | null = null) {
  const status: ProfileStatus = {
    status: 'completed',
    upload_response: profile,
    error: null,
    social_links: {},
    availability: ['online'],
    nationality: null,
    proposed: proposed === null ? null : { status: 'completed', upload_response: proposed, error: null },
  };
  installFakeApi()
    .on('GET', '/api/user/', reply(200, { data: aUser() }))
    .on('GET', '/api/user/profile/', reply(200, { data: status }));
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  renderApp('/candidate/profile');
  await screen.findByRole('heading', { level: 2, name: 'Huda Al-Mansour' });
}

describe('a resume section the parser could not read', () => {
  it('asks the candidate to check it instead of showing an empty section', async () => {
    await openProfile(unreadProfile({ work_history_detailed: 0, education: 0 }));

    const work = screen.getByRole('region', { name: 'Work experience' });
    expect(within(work).getByText('Check this')).toBeDefined();
    expect(
      within(work).getByText(
        'Your resume has a work experience section we could not read. Please check it and add your jobs, latest first.',
      ),
    ).toBeDefined();
    expect(within(work).queryByText(/^No work experience yet/)).toBeNull();

    const education = screen.getByRole('region', { name: 'Education' });
    expect(within(education).getByText('Check this')).toBeDefined();
    expect(
      within(education).getByText(
        'Your resume has an education section we could not read. Please check it and add your degrees and diplomas.',
      ),
    ).toBeDefined();
  });

  it('says so in Arabic', async () => {
    await changeLocale('ar');
    await openProfile(unreadProfile({ work_history_detailed: 0 }));

    const work = screen.getByRole('region', { name: 'الخبرة العملية' });
    expect(within(work).getByText('تحقق من هذا')).toBeDefined();
    expect(
      within(work).getByText(
        'في سيرتك الذاتية قسم للخبرة العملية لم نتمكن من قراءته. يرجى التحقق منه وإضافة وظائفك، الأحدث أولًا.',
      ),
    ).toBeDefined();
    // Education had no section to read: it is simply empty.
    const education = screen.getByRole('region', { name: 'التعليم' });
    expect(within(education).getByText('لا يوجد تعليم بعد. أضف شهاداتك ودبلوماتك.')).toBeDefined();
    expect(within(education).queryByText('تحقق من هذا')).toBeNull();
  });

  it('shows a plainly empty section when the resume had none', async () => {
    await openProfile(unreadProfile({}));

    const work = screen.getByRole('region', { name: 'Work experience' });
    expect(within(work).getByText('No work experience yet. Add the jobs you have had, latest first.')).toBeDefined();
    expect(within(work).queryByText('Check this')).toBeNull();
  });

  it('says so in a newer resume beside the profile, instead of "Nothing"', async () => {
    const current = unreadProfile({});
    current.work_history_detailed = {
      '0': {
        job_title: 'Staff Nurse',
        organization: 'King Fahad Medical City',
        start: '2019-03',
        end: null,
        currently_working: true,
        details: '',
      },
    };
    current.career_path = ['Staff Nurse'];
    await openProfile(current, unreadProfile({ work_history_detailed: 0 }));

    await screen.findByRole('heading', { name: 'Review your newer resume' });
    expect(
      within(screen.getByRole('group', { name: 'Work experience in the newer resume' })).getByText(
        'Your newer resume has this section, but we could not read it. If you take it, please check it and add what it says.',
      ),
    ).toBeDefined();
  });
});
