import type { Notification } from '@masar/shared/notifications';
import type { TFunction } from 'i18next';

/**
 * The sentence a notification reads as, in the page's language, from its kind and the facts stored with it
 * (the job's title and the names as they were when it was written). A missing fact reads as a blank, not
 * as a placeholder.
 */
export function notificationSentence(t: TFunction, notification: Pick<Notification, 'kind' | 'params'>): string {
  const { params } = notification;
  const job_title = params.job_title ?? '';
  const company_name = params.company_name ?? '';
  const candidate_name = params.candidate_name ?? '';
  switch (notification.kind) {
    case 'poke':
      return t('notifications.sentence.poke', { company_name, job_title });
    case 'poke-answer':
      return params.answer === 'interested'
        ? t('notifications.sentence.interested', { candidate_name, job_title })
        : t('notifications.sentence.notInterested', { candidate_name, job_title });
    case 'application':
      return t('notifications.sentence.application', { candidate_name, job_title });
    case 'approval':
      return t('notifications.sentence.approval');
    case 'decline':
      return params.reason
        ? t('notifications.sentence.declineWithReason', { reason: params.reason })
        : t('notifications.sentence.decline');
    case 'interview':
      return t('notifications.sentence.interview', { company_name, job_title });
    case 'interview-review':
      return t('notifications.sentence.interviewReview', { candidate_name, job_title });
  }
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "منذ 5 دقائق": the largest whole unit, "now" under a minute. */
export function timeAgo(createdAt: string, now: Date, locale: string): string {
  const seconds = Math.max(0, (now.getTime() - new Date(createdAt).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
