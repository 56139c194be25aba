import { getInterviewerVoice } from '../api/avatar-session';
import type { AvatarDriver } from './avatar-driver';
import { createBuiltInAvatarDriver } from './built-in-driver';
import { chooseAvatarDriver } from './choose-avatar-driver';

/**
 * The avatar the room opens (decision 0085): the streaming provider's when the portal is configured for one
 * and it opens, else the built-in one drawn in the browser, speaking with the portal's voice when the server
 * has one (decision 0101). A provider failing later is the room's to handle (`onFailure`: it goes on with the
 * built-in driver).
 */
export function openAvatarDriver(interviewId: string): Promise<AvatarDriver> {
  return chooseAvatarDriver({
    interviewId,
    openBuiltIn: (voice) =>
      createBuiltInAvatarDriver(voice === 'server' ? { serverVoice: (questionId, signal) => getInterviewerVoice(interviewId, questionId, signal) } : {}),
  });
}
