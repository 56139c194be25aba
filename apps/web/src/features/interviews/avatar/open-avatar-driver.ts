import type { AvatarDriver } from './avatar-driver';
import { createBuiltInAvatarDriver } from './built-in-driver';

/**
 * The avatar the room opens. For now always the built-in one; a streaming provider's driver, when a portal
 * is configured for one, is chosen here, and the room falls back to the built-in one if it fails.
 */
export async function openAvatarDriver(): Promise<AvatarDriver> {
  return Promise.resolve(createBuiltInAvatarDriver());
}
