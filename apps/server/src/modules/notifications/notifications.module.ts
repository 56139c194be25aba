import { defineModule } from '../../app-module.ts';
import { onEvent } from '../../events/events.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { notifyApprovalDecided } from './notifications.service.ts';

/**
 * A person's notifications (issue #12): the bell's routes and live stream, and the notifications this
 * module writes itself from other modules' events. Pokes, their answers and applications are written by
 * the modules that make them, with addNotification in their own transactions.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  routes: [{ prefix: '/api/user/notifications', plugin: notificationsRoutes }],
  subscriptions: [onEvent('account.approval-decided', (payload, ctx) => notifyApprovalDecided(ctx, payload))],
});
