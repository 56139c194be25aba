import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ChatConversation } from '@masar/shared/chat-prescreen';
import { SHORT_TEXT_MAX_LENGTH } from '@masar/shared/prescreening';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useOpenChatPrescreen } from '../api/chat-open';
import { useSendChatReply } from '../api/chat-reply';
import { ChatMessages } from './chat-messages';

/** The replies a tap sends: yes/no in the reader's language, a choice's label, Skip on an optional question. */
function useQuickReplies(pending: ChatConversation['pending']): string[] {
  const { t } = useTranslation();
  if (pending === null) return [];
  const replies = pending.kind === 'yes_no' ? [t('prescreening.yes'), t('prescreening.no')] : pending.kind === 'multiple_choice' ? [...pending.options] : [];
  return pending.required ? replies : [...replies, t('chatPrescreen.skip')];
}

/**
 * chat_bot_messages (decision 0071): the job's questions asked one at a time. Every reply, typed or tapped,
 * is read on the server; the last one applies with the answers.
 */
export function ChatPrescreen({ jobId, onApplied }: { jobId: string; onApplied: (message: string | undefined) => void }) {
  const { t } = useTranslation();
  const open = useOpenChatPrescreen(jobId);
  const send = useSendChatReply(jobId);
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [text, setText] = useState('');
  const quickReplies = useQuickReplies(conversation?.pending ?? null);
  const { mutate: openChat } = open;

  useEffect(() => {
    openChat(undefined, { onSuccess: setConversation });
  }, [openChat]);

  const reply = (value: string) => {
    const pending = conversation?.pending;
    if (pending == null || value.trim() === '') return;
    send.mutate(
      { question_id: pending.id, text: value },
      {
        onSuccess: ({ conversation: next, message }) => {
          setConversation(next);
          setText('');
          if (next.applied) onApplied(message);
        },
        // The list changed since the question was asked: the bot asks the current one.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) openChat(undefined, { onSuccess: setConversation });
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply(text);
  };

  if (conversation === null) {
    return open.isError ? (
      <Alert color="red" role="alert">
        {open.error.message}
      </Alert>
    ) : (
      <Stack role="status" aria-label={t('chatPrescreen.opening')}>
        <Skeleton h={48} w="70%" />
      </Stack>
    );
  }
  const pending = conversation.pending;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('chatPrescreen.intro')}
      </Text>
      <ChatMessages messages={conversation.messages} viewer="candidate" />
      {send.isError && (
        <Alert color="red" role="alert">
          {send.error.message}
        </Alert>
      )}
      {pending !== null && (
        <>
          {quickReplies.length > 0 && (
            <Group gap="xs" role="group" aria-label={t('chatPrescreen.quickReplies')}>
              {quickReplies.map((label) => (
                <Button key={label} variant="light" size="md" disabled={send.isPending} onClick={() => reply(label)}>
                  <span dir="auto">{label}</span>
                </Button>
              ))}
            </Group>
          )}
          <form onSubmit={submit}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                flex={1}
                size="md"
                label={t('chatPrescreen.replyLabel')}
                value={text}
                maxLength={SHORT_TEXT_MAX_LENGTH}
                dir="auto"
                onChange={(event) => setText(event.currentTarget.value)}
              />
              <Button type="submit" size="md" loading={send.isPending} disabled={text.trim() === ''}>
                {t('chatPrescreen.send')}
              </Button>
            </Group>
          </form>
        </>
      )}
    </Stack>
  );
}
