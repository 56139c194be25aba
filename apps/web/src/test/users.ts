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
