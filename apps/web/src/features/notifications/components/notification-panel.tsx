import { Box, Button, Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@masar/shared/notifications';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationSentence, timeAgo } from '../notification-sentence';

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <UnstyledButton
      onClick={onOpen}
      p="sm"
      w="100%"
      bg={notification.is_read ? undefined : 'blue.0'}
      style={{ borderRadius: 8 }}
      aria-label={
        notification.is_read ? undefined : `${t('notifications.unread')}: ${notificationSentence(t, notification)}`
      }
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box
          mt={6}
          w={8}
          h={8}
          style={{ borderRadius: 999, flexShrink: 0 }}
          bg={notification.is_read ? 'transparent' : 'blue.6'}
          aria-hidden
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={notification.is_read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
            {notificationSentence(t, notification)}
          </Text>
          <Text size="xs" c="dimmed">
            {timeAgo(notification.created_at, new Date(), i18n.language)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

export interface NotificationPanelProps {
  /** The bell, drawn by `NotificationBell` before this module arrives too. */
  trigger: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
  unread: number;
  results: readonly Notification[];
  loading: boolean;
  onOpen: (notification: Notification) => void;
  onMarkAllRead: () => void;
  markingAllRead: boolean;
}

/** The bell's panel: the latest notifications, fetched with its popover on the bell's first use (decision 0115). */
export function NotificationPanel({
  trigger,
  opened,
  onChange,
  unread,
  results,
  loading,
  onOpen,
  onMarkAllRead,
  markingAllRead,
}: NotificationPanelProps) {
  const { t } = useTranslation();
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width={360} shadow="md" withinPortal>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown p="xs" maw="calc(100vw - 16px)">
        <Group justify="space-between" px="xs" pb="xs" wrap="nowrap">
          <Text fw={700} component="h2" size="md" m={0}>
            {t('notifications.title')}
          </Text>
          {unread > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={onMarkAllRead} loading={markingAllRead}>
              {t('notifications.markAllRead')}
            </Button>
          )}
        </Group>
        {results.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs" py="md">
            {loading ? t('app.loading') : t('notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {results.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={() => onOpen(notification)} />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
