import { TOAST_TIMEOUT_MS } from '@masar/shared/constants';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { showCentredError, showError } from './notify';

describe('toasts', () => {
  it('shows the post-job limit red, centred, for the spec’s 6 seconds; other errors keep their corner', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    showCentredError('Limit Reached. Please contact at support@masar.local for more information');
    showError('Failed to post job');

    expect(TOAST_TIMEOUT_MS).toBe(6000);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ color: 'red', autoClose: 6000, position: 'top-center' });
    expect(show.mock.calls[1]?.[0]).toMatchObject({ color: 'red', autoClose: 6000 });
    expect(show.mock.calls[1]?.[0]).not.toHaveProperty('position');
    show.mockRestore();
  });
});
