import { apiClient, lazySchema } from '../../../lib/api-client';

// Every page imports this call (signing out ends any session); its schema comes with it (decision 0124).
const messageEnvelopeSchema = lazySchema(async () => (await import('@masar/shared/api')).messageEnvelopeSchema);

export async function logoutUser(userId: string): Promise<void> {
  await apiClient.get(`user/auth/logout-user/${encodeURIComponent(userId)}`, messageEnvelopeSchema);
}
