import { dataEnvelope } from '@masar/shared/api';
import { userSchema, type User } from '@masar/shared/users';
import { apiClient } from '../../../lib/api-client';

const userEnvelopeSchema = dataEnvelope(userSchema);

/** The "fetch the user state" call: the user row decides the session's state. */
export async function getUser(): Promise<User> {
  const { data } = await apiClient.get('user/', userEnvelopeSchema);
  return data;
}
