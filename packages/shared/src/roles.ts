import { z } from 'zod';

/** The spec's role names (§3). Role matching is case-insensitive after trimming. */
export const ROLE_NAMES = ['individual', 'recruiter', 'recruiter admin', 'talent manager'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * The ids of the roles table (migration 0001_roles.sql seeds exactly these rows). The only place in
 * the code that knows a role's number: the server writes `role_id` from here, the tests too.
 */
export const ROLE_IDS = { individual: 1, recruiter: 2, 'recruiter admin': 3, 'talent manager': 4 } as const satisfies Record<
  RoleName,
  number
>;

export function normalizeRoleName(value: string | null | undefined): RoleName | null {
  const normalized = (value ?? '').trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  return (ROLE_NAMES as readonly string[]).includes(normalized) ? (normalized as RoleName) : null;
}

export const roleSchema = z.object({ id: z.number().int(), role_name: z.string() });
export type Role = z.infer<typeof roleSchema>;
