import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { Notification } from '@masar/shared/notifications';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showInfo } from '../../../lib/notify';
import {
  latestNotificationsKey,
  latestNotificationsQueryOptions,
  useLatestNotifications,
  useMarkNotificationsSeen,
  useNotificationCount,
} from '../api/notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { notificationSentence, timeAgo } from '../notification-sentence';

/**
 * Spec §8: a notification that arrives while the app is open shows as a toast for 6 seconds. The count going
 * up (a poll or the stream) is the sign; the newest unread not yet shown is the toast.
 */
function useArrivalToasts(count: number | undefined): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const previous = useRef<number | undefined>(undefined);
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (count === undefined || before === undefined || count <= before) return;
    void (async () => {
      await queryClient.invalidateQueries({ queryKey: latestNotificationsKey, refetchType: 'none' });
      const list = await queryClient.fetchQuery(latestNotificationsQueryOptions()).catch(() => null);
      const newest = list?.results.find((notification) => !notification.is_read);
      if (!newest || shown.current.has(newest.id)) return;
      shown.current.add(newest.id);
      showInfo(notificationSentence(t, newest));
    })();
  }, [count, queryClient, t]);
}

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

/**
 * The bell in the signed-in header (issue #12): the unread count, polled every 45 seconds and pushed at once
 * by the live stream; its panel lists the latest 20, opens one's link and marks it read, or marks all read.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  useNotificationStream();
  const count = useNotificationCount().data;
  const unread = count ?? 0;
  const latest = useLatestNotifications(unread > 0 || opened);
  const markSeen = useMarkNotificationsSeen();
  useArrivalToasts(count);
  const results = latest.data?.results ?? [];

  const open = (notification: Notification) => {
    setOpened(false);
    if (!notification.is_read) markSeen.mutate({ ids: [notification.id] });
    if (notification.link) void navigate(notification.link);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withinPortal>
      <Popover.Target>
        <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={unread === 0} offset={6}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            onClick={() => setOpened((value) => !value)}
            aria-label={unread > 0 ? t('notifications.bellWithCount', { count: unread }) : t('notifications.bell')}
            aria-expanded={opened}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs" maw="calc(100vw - 16px)">
        <Group justify="space-between" px="xs" pb="xs" wrap="nowrap">
          <Text fw={700} component="h2" size="md" m={0}>
            {t('notifications.title')}
          </Text>
          {unread > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => markSeen.mutate({ all: true })}
              loading={markSeen.isPending}
            >
              {t('notifications.markAllRead')}
            </Button>
          )}
        </Group>
        {results.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs" py="md">
            {latest.isLoading ? t('app.loading') : t('notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {results.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={() => open(notification)} />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
