import { dataEnvelope } from '@masar/shared/api';
import {
  notificationCountSchema,
  notificationListSchema,
  NOTIFICATION_PANEL_SIZE,
  NOTIFICATION_POLL_SECONDS,
  type MarkNotificationsSeenRequest,
} from '@masar/shared/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const countEnvelopeSchema = dataEnvelope(notificationCountSchema);
const listEnvelopeSchema = dataEnvelope(notificationListSchema);

export const notificationCountKey = ['notifications', 'count'] as const;
export const latestNotificationsKey = ['notifications', 'latest'] as const;

/** GET /api/user/notifications/count/: the unread count. */
export async function getNotificationCount(): Promise<number> {
  return (await apiClient.get('user/notifications/count/', countEnvelopeSchema)).data.count;
}

/**
 * Spec §9: the count every 45 seconds while signed in (also in a background tab: the toast and the bell are
 * current when the person comes back). The live stream sets it at once in between.
 */
export function notificationCountQueryOptions() {
  return queryOptions({
    queryKey: notificationCountKey,
    queryFn: getNotificationCount,
    refetchInterval: NOTIFICATION_POLL_SECONDS * 1000,
    refetchIntervalInBackground: true,
    // A failed poll is not worth a toast: the next one, or the stream, brings the count.
    meta: { errorToast: false },
  });
}

export function useNotificationCount() {
  return useQuery(notificationCountQueryOptions());
}

/** The latest 20, newest first, read or not (spec §9). */
export function latestNotificationsQueryOptions() {
  return queryOptions({
    queryKey: latestNotificationsKey,
    queryFn: async () =>
      (await apiClient.get(`user/notifications/list/?page=0&limit=${NOTIFICATION_PANEL_SIZE}`, listEnvelopeSchema))
        .data,
    meta: { errorToast: false },
  });
}

/** Loaded only when something is unread, or the panel is open (spec §9). */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({ ...latestNotificationsQueryOptions(), enabled });
}

/** POST /api/user/notifications/seen/: marks some, or all, as read; the bell shows the count left. */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: MarkNotificationsSeenRequest) =>
      (await apiClient.post('user/notifications/seen/', request, countEnvelopeSchema)).data.count,
    onSuccess: async (count) => {
      queryClient.setQueryData(notificationCountKey, count);
      await queryClient.invalidateQueries({ queryKey: latestNotificationsKey });
    },
  });
}
