import { Paper, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@masar/shared/chat-prescreen';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { answerValueText } from './answer-value';

/** What the bot says: the question as the recruiter wrote it, framed in the reader's language. */
function BotText({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.kind === 'done') return <Text size="sm">{t('chatPrescreen.done')}</Text>;
  return (
    <Stack gap={4}>
      {message.kind === 'reask' && message.question_kind !== null && <Text size="sm">{t(`chatPrescreen.reask.${message.question_kind}`)}</Text>}
      <Text size="sm" fw={500} dir="auto">
        {message.text}
      </Text>
    </Stack>
  );
}

/** What became of a reply: the value read, a skip, or kept as written for the recruiter. */
function ReplyNote({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const note =
    message.kind === 'answer' && message.value !== null && message.question_kind !== 'short_text'
      ? t('chatPrescreen.readAs', { value: answerValueText(message.value, t, toLocale(i18n.language)) })
      : message.kind === 'skip'
        ? t('chatPrescreen.skipped')
        : message.kind === 'unclear'
          ? t('chatPrescreen.unclearNote')
          : null;
  return note === null ? null : (
    <Text size="xs" c="dimmed">
      {note}
    </Text>
  );
}

/**
 * A pre-screening chat's messages: the bot's at the start of the line, the candidate's at the end (both
 * follow the page's direction, so Arabic mirrors).
 */
export function ChatMessages({ messages, viewer }: { messages: readonly ChatMessage[]; viewer: 'candidate' | 'recruiter' }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="log" aria-label={t('chatPrescreen.logLabel')} aria-live="polite">
      {messages.map((message) => {
        const bot = message.author === 'bot';
        return (
          <Paper
            key={message.position}
            p="sm"
            radius="lg"
            maw="85%"
            bg={bot ? 'gray.1' : 'blue.0'}
            style={{ alignSelf: bot ? 'flex-start' : 'flex-end' }}
            aria-label={bot ? t('chatPrescreen.bot') : t(viewer === 'candidate' ? 'chatPrescreen.you' : 'chatPrescreen.candidate')}
            role="article"
          >
            {bot ? (
              <BotText message={message} />
            ) : (
              <Stack gap={2}>
                <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {message.text}
                </Text>
                <ReplyNote message={message} />
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
