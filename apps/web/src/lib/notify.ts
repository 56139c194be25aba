import { TOAST_TIMEOUT_MS } from '@masar/shared/constants';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';
import { translateMessageKey } from './i18n';

export function showError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_TIMEOUT_MS, withBorder: true });
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: TOAST_TIMEOUT_MS, withBorder: true });
}

/** Spec §8: the server's message, else the shared fallback. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return translateMessageKey('common.internalError');
}
