import type { AccountSummary } from '@masar/shared/approvals';
import type { AuthSession } from '@masar/shared/auth';
import type { User } from '@masar/shared/users';

/** A user row as the server sends it; by default a confirmed candidate. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '7d0c2a55-3f0e-4b53-9c44-7f0e2a1b9c10',
    first_name: 'Layla',
    last_name: 'Haddad',
    email: 'layla@example.com',
    country_code: '+966',
    mobile_number: '501234567',
    role_id: 1,
    role_name: 'individual',
    is_email_confirmed: true,
    is_onboarding_completed: true,
    is_account_confirmed: true,
    accepted_terms: true,
    profile_status: 'completed',
    approval_status: 'APPROVED',
    approval_reason: null,
    created_at: '2025-01-01T00:00:00.000Z',
    companyDetail: null,
    ...overrides,
  };
}

export function aSession(overrides: Partial<User> = {}): AuthSession {
  return { user: { ...aUser(overrides), refresh_token: 'refresh-1' }, token: 'access-1' };
}

/** A row of the recruiter admin's approvals lists; by default a pending candidate with a parsed resume. */
export function anAccount(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    id: '3f8e1b2a-6c4d-4e5f-8a9b-0c1d2e3f4a5b',
    first_name: 'Omar',
    last_name: 'Saleh',
    email: 'omar@example.com',
    country_code: '+966',
    mobile_number: '512345678',
    role_name: 'individual',
    approval_status: 'PENDING',
    approval_reason: null,
    onboarded_at: '2025-03-14T09:30:00.000Z',
    created_at: '2025-03-10T08:00:00.000Z',
    profile_status: 'completed',
    availability: ['online', 'on_site'],
    social_links: { linkedin: 'https://www.linkedin.com/in/omar-saleh' },
    resume: {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      category: 'resume',
      kind: 'pdf',
      size_bytes: 245_760,
      file_name: 'omar-saleh-cv.pdf',
      url: '/api/user/files/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    },
    avatar: null,
    company: null,
    ...overrides,
  };
}
