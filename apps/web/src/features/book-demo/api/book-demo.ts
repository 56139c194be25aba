import { messageEnvelopeSchema } from '@masar/shared/api';
import type { BookDemoRequest } from '@masar/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function bookDemo(request: BookDemoRequest): Promise<string> {
  const { message } = await apiClient.post('user/book-demo/', request, messageEnvelopeSchema);
  return message;
}

export function useBookDemo() {
  return useMutation({ mutationFn: bookDemo });
}
