import { NOTIFICATION_STREAM_EVENT, notificationStreamEventSchema } from '@masar/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, ApiError } from '../../../lib/api-client';
import { notificationCountKey } from '../api/notifications';

/** Pauses before opening the stream again after it failed or ended: 2 s, doubling to a minute. */
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;

/** Statuses after which trying again cannot help: no session (the client already ended it), no such route. */
const FINAL_STATUSES = new Set([401, 403, 404]);

/** Each event of a server-sent events text: its name and its data line(s). */
export function* parseServerSentEvents(text: string): Generator<{ event: string; data: string }> {
  for (const block of text.split('\n\n')) {
    if (block === '' || block.startsWith(':')) continue;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    yield { event, data: data.join('\n') };
  }
}

async function readUnreadCounts(response: Response, onCount: (count: number) => void): Promise<void> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += value;
    const end = buffer.lastIndexOf('\n\n');
    if (end < 0) continue;
    const complete = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    for (const { event, data } of parseServerSentEvents(complete)) {
      if (event !== NOTIFICATION_STREAM_EVENT) continue;
      const parsed = notificationStreamEventSchema.safeParse(JSON.parse(data));
      if (parsed.success) onCount(parsed.data.count);
    }
  }
}

/**
 * Listens to GET /api/user/notifications/stream/ while mounted (decision 0051): each count it brings is
 * the bell's at once. It opens again after a failure or the server's end, with growing pauses; polling
 * (45 s) carries on underneath, so a refused or broken stream only makes the bell slower.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const abort = new AbortController();
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;

    const connect = async () => {
      try {
        const response = await apiClient.openStream('user/notifications/stream/', abort.signal);
        await readUnreadCounts(response, (count) => {
          delay = FIRST_RETRY_MS;
          queryClient.setQueryData(notificationCountKey, count);
        });
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return;
      }
      if (abort.signal.aborted) return;
      retryTimer = setTimeout(() => void connect(), delay);
      delay = Math.min(LAST_RETRY_MS, delay * 2);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retryTimer);
    };
  }, [queryClient]);
}
