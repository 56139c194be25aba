import type { AvatarVoice } from '@masar/shared/avatar';
import { getInterviewAvatar } from '../api/avatar-session';
import type { AvatarDriver } from './avatar-driver';
import { createStreamingAvatarDriver, type StreamingAvatarOptions } from './streaming-driver';

export interface ChooseAvatarOptions {
  interviewId: string;
  /**
   * Opens the built-in avatar, drawn in the browser: the default, and where every failure lands; with the
   * portal's voice when the server has one (decision 0101), else the browser's.
   */
  openBuiltIn: (voice: AvatarVoice) => AvatarDriver | Promise<AvatarDriver>;
  /** Opens the streaming avatar; a test may give its stand-in of the browser's WebRTC through it. */
  openStreaming?: (options: StreamingAvatarOptions) => Promise<AvatarDriver>;
}

/**
 * The avatar for the interview room (decision 0085): the server says which one the portal uses; the
 * streaming one is tried when it says so, and the built-in one is opened when it is not, or when asking or
 * opening fails (the provider down, the connection not coming up), so the interview always has an avatar.
 */
export async function chooseAvatarDriver({ interviewId, openBuiltIn, openStreaming = createStreamingAvatarDriver }: ChooseAvatarOptions): Promise<AvatarDriver> {
  let avatar: 'built-in' | 'streaming' = 'built-in';
  let voice: AvatarVoice = 'browser';
  try {
    ({ avatar, voice } = await getInterviewAvatar(interviewId));
  } catch {
    // Not knowing which avatar the portal uses, the room uses the one that always works.
  }
  if (avatar === 'streaming') {
    try {
      return await openStreaming({ interviewId });
    } catch {
      // The provider failed to open (AVATAR_PROVIDER_FAILED, no connection): the interview goes on without it.
    }
  }
  return openBuiltIn(voice);
}
