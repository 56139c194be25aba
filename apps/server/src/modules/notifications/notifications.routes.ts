import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { translateMessage } from '@masar/shared/messages';
import {
  markNotificationsSeenRequestSchema,
  notificationCountSchema,
  notificationListQuerySchema,
  notificationListSchema,
} from '@masar/shared/notifications';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, type RouteAccess } from '../../plugins/access.ts';
import { createNotificationStreams } from './notification-streams.ts';
import { countUnread, listNotifications, markSeen, NOTIFICATIONS_CHANNEL } from './notifications.service.ts';

/** Everyone signed in has notifications (a pending candidate hears of their approval); only their own. */
const OWN_NOTIFICATIONS: RouteAccess = { ...SIGNED_IN, owner: 'self' };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };
const tags = ['notifications'];

/** The bell (issue #12), under /api/user/notifications/: the count, the list, marking read, and the live stream. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const streams = createNotificationStreams({
    database: ctx.database,
    channel: NOTIFICATIONS_CHANNEL,
    countUnread: (userId) => countUnread(ctx.db, userId),
    limits: ctx.config.notificationStreams,
    logger: app.log,
  });
  // Before the server stops accepting: open streams would otherwise keep app.close() waiting for ever.
  app.addHook('preClose', () => streams.close());

  app.get(
    '/count/',
    { config: { access: OWN_NOTIFICATIONS }, schema: { tags, summary: 'How many of the caller’s notifications are unread', response: { 200: dataEnvelope(notificationCountSchema), ...errors } } },
    async (request) => ({ data: { count: await countUnread(ctx.db, request.caller!.userId) } }),
  );

  app.get(
    '/list/',
    { config: { access: OWN_NOTIFICATIONS }, schema: { tags, summary: 'The caller’s notifications, newest first, paged; is_read filters', querystring: notificationListQuerySchema, response: { 200: dataEnvelope(notificationListSchema), ...errors } } },
    async (request) => ({ data: await listNotifications(ctx, request.caller!.userId, request.query) }),
  );

  app.post(
    '/seen/',
    { config: { access: OWN_NOTIFICATIONS }, schema: { tags, summary: 'Mark the given notifications, or all, as read; answers the unread count left', body: markNotificationsSeenRequestSchema, response: { 200: dataEnvelope(notificationCountSchema), ...errors } } },
    async (request) => ({
      data: { count: await markSeen(ctx, request.caller!.userId, request.body) },
      message: translateMessage('notifications.markedSeen', request.locale),
    }),
  );

  app.get(
    '/stream/',
    {
      config: { access: OWN_NOTIFICATIONS },
      schema: {
        tags,
        summary:
          'Server-sent events: an "unread" event with {"count": n} at once and whenever the caller’s notifications change; ": keep-alive" comments between (decision 0051)',
      },
    },
    async (request, reply) => {
      const stream = await streams.open(request.caller!.userId);
      // The person went away: the stream is forgotten at once, not at the next write.
      reply.raw.once('close', () => stream.destroy());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        // Proxies (nginx) must pass each event on as it comes rather than buffer the answer.
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
