import { dataEnvelope } from '@masar/shared/api';
import { chatConversationSchema, type ChatConversation } from '@masar/shared/chat-prescreen';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const chatEnvelopeSchema = dataEnvelope(chatConversationSchema);
export const chatPath = (jobId: string) => `candidate/assessments/chat_bot_messages/${encodeURIComponent(jobId)}`;

/** POST /api/candidate/assessments/chat_bot_messages/{job}: opens the chat (the bot asks, once) and gives it. */
export async function openChatPrescreen(jobId: string): Promise<ChatConversation> {
  return (await apiClient.post(chatPath(jobId), {}, chatEnvelopeSchema)).data;
}

export function useOpenChatPrescreen(jobId: string) {
  return useMutation({
    mutationFn: () => openChatPrescreen(jobId),
    // The chat shows the refusal in place.
    meta: { errorToast: false },
  });
}
