import { messageEnvelopeSchema } from '@masar/shared/api';
import { apiClient } from '../../../lib/api-client';

export async function logoutUser(userId: string): Promise<void> {
  await apiClient.get(`user/auth/logout-user/${encodeURIComponent(userId)}`, messageEnvelopeSchema);
}
