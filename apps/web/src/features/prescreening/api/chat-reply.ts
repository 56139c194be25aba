import type { ChatConversation, ChatReplyRequest } from '@masar/shared/chat-prescreen';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatEnvelopeSchema, chatPath } from './chat-open';

export interface ChatReplyAnswer {
  conversation: ChatConversation;
  /** 'Application sent' once the last reply applied. */
  message: string | undefined;
}

/** POST /api/candidate/assessments/chat_bot_messages/{job}/messages: a reply; the bot's answer comes back with the chat. */
export async function sendChatReply(jobId: string, reply: ChatReplyRequest): Promise<ChatReplyAnswer> {
  const { data, message } = await apiClient.post(`${chatPath(jobId)}/messages`, reply, chatEnvelopeSchema);
  return { conversation: data, message };
}

export function useSendChatReply(jobId: string) {
  return useMutation({
    mutationFn: (reply: ChatReplyRequest) => sendChatReply(jobId, reply),
    meta: { errorToast: false },
  });
}
