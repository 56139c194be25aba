import { TOAST_TIMEOUT_MS } from '@masar/shared/constants';
import { notifications } from '@mantine/notifications/store';
import { ApiError } from './api-client';
import { translateMessageKey } from './i18n';

export function showError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_TIMEOUT_MS, withBorder: true });
}

/**
 * Spec §8: the post-job limit's error is a centred toast, in the middle of the screen where it cannot be
 * missed (decision 0040); the other toasts keep their corner.
 */
export function showCentredError(message: string): void {
  notifications.show({
    color: 'red',
    message,
    autoClose: TOAST_TIMEOUT_MS,
    withBorder: true,
    position: 'top-center',
  });
}

/** News rather than the answer to an action (a new notification, spec §8): blue, for the same 6 seconds. */
export function showInfo(message: string): void {
  notifications.show({ color: 'blue', message, autoClose: TOAST_TIMEOUT_MS, withBorder: true });
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: TOAST_TIMEOUT_MS, withBorder: true });
}

/** Spec §8: the server's message, else the shared fallback. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return translateMessageKey('common.internalError');
}
