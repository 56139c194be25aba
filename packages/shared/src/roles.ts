import { envelopeReader, isRecord, readArray, type ReadResult } from './plain-readers.ts';

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

/** A row of the roles list. `roleSchema` (users.ts) is the server's contract; this file stays free of zod. */
export interface Role {
  id: number;
  role_name: string;
}

function readRole(value: unknown): ReadResult<Role> {
  if (!isRecord(value) || !Number.isSafeInteger(value.id) || typeof value.role_name !== 'string') return { success: false };
  return { success: true, data: { id: value.id as number, role_name: value.role_name } };
}

/**
 * `dataEnvelope(z.array(roleSchema))` without zod: every page's first load reads the roles list (the common data,
 * spec §8), and user-states.ts, which every page imports, imports this file (decision 0124).
 */
export const rolesEnvelopeReader = envelopeReader((data) => readArray(data, readRole));
