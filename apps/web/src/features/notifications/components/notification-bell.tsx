import { ActionIcon, Indicator } from '@mantine/core';
import type { Notification } from '@masar/shared/notifications';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onFirstUse } from '../../../components/ui/on-first-use';
import { showInfo } from '../../../lib/notify';
import {
  latestNotificationsKey,
  latestNotificationsQueryOptions,
  useLatestNotifications,
  useMarkNotificationsSeen,
  useNotificationCount,
} from '../api/notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { notificationSentence } from '../notification-sentence';

const usePanel = onFirstUse(async () => (await import('./notification-panel')).NotificationPanel);

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

/**
 * The bell in the signed-in header (issue #12): the unread count, polled every 45 seconds and pushed at once
 * by the live stream; its panel lists the latest 20, opens one's link and marks it read, or marks all read.
 * The panel (a popover with floating-ui) is fetched on the bell's first use; the count and the toasts are not.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { loaded: NotificationPanel, triggerRef, standIn } = usePanel<HTMLButtonElement>();
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

  // The panel's open state is this component's, so a click before the panel arrives opens it when it does.
  const bellButton = (
    <ActionIcon
      {...(NotificationPanel === null ? standIn : { ref: triggerRef })}
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
  );
  const trigger = (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={unread === 0} offset={6}>
      {bellButton}
    </Indicator>
  );
  if (NotificationPanel === null) return trigger;
  return (
    <NotificationPanel
      trigger={trigger}
      opened={opened}
      onChange={setOpened}
      unread={unread}
      results={results}
      loading={latest.isLoading}
      onOpen={open}
      onMarkAllRead={() => markSeen.mutate({ all: true })}
      markingAllRead={markSeen.isPending}
    />
  );
}
