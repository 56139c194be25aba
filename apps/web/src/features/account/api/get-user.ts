import type { User } from '@masar/shared/users';
import { apiClient, lazySchema } from '../../../lib/api-client';

// Every page imports this call (the session's restore); its schema, and zod, come with the first call (decision 0124).
const userEnvelopeSchema = lazySchema(async () => {
  const [{ dataEnvelope }, { userSchema }] = await Promise.all([import('@masar/shared/api'), import('@masar/shared/users')]);
  return dataEnvelope(userSchema);
});

/** The "fetch the user state" call: the user row decides the session's state. */
export async function getUser(): Promise<User> {
  const { data } = await apiClient.get('user/', userEnvelopeSchema);
  return data;
}
