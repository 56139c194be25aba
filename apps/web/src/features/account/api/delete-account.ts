import type { DeleteAccountRequest } from '@masar/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { valueOf } from '../../../lib/response-schemas';

const deletedSchema = valueOf((value): value is { message?: string } => {
  if (typeof value !== 'object' || value === null) return false;
  const { message } = value as { message?: unknown };
  return message === undefined || typeof message === 'string';
});

/** DELETE /api/user/: for good; the current password (or the e-mail, for a social account) confirms it. */
export async function deleteAccount(confirmation: DeleteAccountRequest): Promise<string | undefined> {
  const { message } = await apiClient.delete('user/', deletedSchema, confirmation);
  return message;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
