import { normalizeRoleName } from '@masar/shared/roles';
import { restoreUserState } from '@masar/shared/user-states';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findSessionUserView } from './users.repository.ts';

/**
 * The caller of a request, read once: the session must be live (logging out stops its access token at
 * once), and the user's state is computed with the same function the web's route guard uses.
 */
export async function findCaller(db: Db, claims: { userId: string; sessionId: string }): Promise<Caller | null> {
  const user = await findSessionUserView(db, claims.sessionId, claims.userId);
  if (!user) return null;
  return {
    userId: user.id,
    sessionId: claims.sessionId,
    user,
    state: restoreUserState(user),
    role: normalizeRoleName(user.role_name),
    companyId: user.companyDetail?.id ?? null,
  };
}
