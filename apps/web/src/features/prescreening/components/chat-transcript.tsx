import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChatTranscript } from '../api/chat-transcript';
import { ChatMessages } from './chat-messages';

/** An applicant's pre-screening chat, beside the knock-out summary; nothing when they answered with the form. */
export function ChatTranscript({ jobId, candidateId }: { jobId: string; candidateId: string }) {
  const { t } = useTranslation();
  const transcript = useChatTranscript(jobId, candidateId);
  if (transcript.data === undefined || transcript.data.length === 0) return null;
  const titleId = `chat-transcript-${candidateId}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Text fw={600} size="sm" id={titleId}>
        {t('chatPrescreen.transcriptTitle')}
      </Text>
      <ChatMessages messages={transcript.data} viewer="recruiter" />
    </Stack>
  );
}
