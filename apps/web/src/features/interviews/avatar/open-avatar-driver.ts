import type { AvatarDriver } from './avatar-driver';
import { createBuiltInAvatarDriver } from './built-in-driver';
import { chooseAvatarDriver } from './choose-avatar-driver';

/**
 * The avatar the room opens (decision 0085): the streaming provider's when the portal is configured for one
 * and it opens, else the built-in one drawn in the browser. A provider failing later is the room's to handle
 * (`onFailure`: it goes on with the built-in driver).
 */
export function openAvatarDriver(interviewId: string): Promise<AvatarDriver> {
  return chooseAvatarDriver({ interviewId, openBuiltIn: () => createBuiltInAvatarDriver() });
}
