import { z } from 'zod';
import { TOO_LONG } from './fields.ts';

/**
 * What a notification tells its reader (issue #12): a recruiter poked the candidate for a job, a candidate
 * answered a poke, a candidate applied to a job, an admin approved or declined the reader's account, a
 * company invited the candidate to an AI interview, a candidate asked for a human review of one (issue #16).
 */
export const NOTIFICATION_KINDS = ['poke', 'poke-answer', 'application', 'approval', 'decline', 'interview', 'interview-review'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The facts a notification's sentence is made of (job title, company name, candidate name, the answer),
 * stored with it so that the web can write the sentence in the reader's language when it is read, and the
 * sentence still reads right after the job is renamed or deleted.
 */
export const notificationParamsSchema = z.record(z.string(), z.string().max(500));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.guid(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: notificationParamsSchema,
  /** The app path the notification opens (e.g. `/candidate/jobs/view/{id}`); null when there is none. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The most notifications one page of the list holds; the bell loads the latest 20 (spec §9). */
export const NOTIFICATION_PAGE_LIMIT_MAX = 50;
/** How many the bell's panel shows: the latest 20 (spec §9). */
export const NOTIFICATION_PANEL_SIZE = 20;
/** Seconds between two polls of the count while signed in (spec §9); the live stream makes most of them moot. */
export const NOTIFICATION_POLL_SECONDS = 45;
/** The most ids one `seen` call marks. */
export const NOTIFICATION_SEEN_IDS_MAX = 100;

/** GET /api/user/notifications/count/: the caller's unread notifications. */
export const notificationCountSchema = z.object({ count: z.number().int() });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

/** GET /api/user/notifications/list/: newest first, paged; `is_read` keeps only the read or the unread. */
export const notificationListQuerySchema = z.strictObject({
  page: z.coerce.number({ error: 'validation.invalidType' }).int().min(0, { error: 'paging.page' }).default(0),
  limit: z.coerce
    .number({ error: 'validation.invalidType' })
    .int()
    .min(1, { error: 'notifications.limit' })
    .max(NOTIFICATION_PAGE_LIMIT_MAX, { error: 'notifications.limit' })
    .default(NOTIFICATION_PANEL_SIZE),
  is_read: z
    .enum(['true', 'false'], { error: 'validation.invalidType' })
    .transform((value) => value === 'true')
    .optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  total: z.number().int(),
  results: z.array(notificationSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * POST /api/user/notifications/seen/: `{ ids }` marks those (ids that are not the caller's are ignored),
 * `{ all: true }` marks every one. Answers the unread count left.
 */
export const markNotificationsSeenRequestSchema = z
  .strictObject({
    ids: z
      .array(z.guid({ error: 'validation.invalidType' }))
      .min(1, { error: 'notifications.seenChoice' })
      .max(NOTIFICATION_SEEN_IDS_MAX, TOO_LONG)
      .optional(),
    all: z.literal(true, { error: 'validation.invalidType' }).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { error: 'notifications.seenChoice' });
export type MarkNotificationsSeenRequest = z.infer<typeof markNotificationsSeenRequestSchema>;

/**
 * GET /api/user/notifications/stream/ (server-sent events, decision 0051): an `unread` event carrying this
 * when the stream opens and whenever the caller's notifications change; comment lines keep it open.
 */
export const NOTIFICATION_STREAM_EVENT = 'unread';
export const notificationStreamEventSchema = notificationCountSchema;
