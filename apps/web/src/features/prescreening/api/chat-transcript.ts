import { dataEnvelope } from '@masar/shared/api';
import { chatTranscriptSchema, type ChatMessage } from '@masar/shared/chat-prescreen';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const transcriptEnvelopeSchema = dataEnvelope(chatTranscriptSchema);

/** GET /api/recruiter/assessments/chat_bot_messages/transcript/{job}/{candidate}: an applicant's chat (empty when they used the form). */
export async function getChatTranscript(jobId: string, candidateId: string): Promise<ChatMessage[]> {
  const { data } = await apiClient.get(
    `recruiter/assessments/chat_bot_messages/transcript/${encodeURIComponent(jobId)}/${encodeURIComponent(candidateId)}`,
    transcriptEnvelopeSchema,
  );
  return data.messages;
}

export function useChatTranscript(jobId: string, candidateId: string) {
  return useQuery({
    queryKey: ['chat-prescreen-transcript', jobId, candidateId],
    queryFn: () => getChatTranscript(jobId, candidateId),
    meta: { errorToast: false },
  });
}
