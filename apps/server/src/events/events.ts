/**
 * Publishing domain events (catalogue.ts) and subscribing to them.
 *
 *   // in modules/matching/matching.module.ts
 *   subscriptions: [onEvent('profile.updated', ({ userId }, ctx) => ctx.matching.refreshCandidate(userId))]
 *
 *   // in a service, after its transaction committed
 *   await publishEvent(ctx, 'profile.updated', { userId });
 *
 * Each subscription is its own pg-boss queue, `event.<event>.<module>` (`event.profile.updated.matching`),
 * with its own retries and dead letter: publishing queues one job per subscriber in one statement, so a
 * subscriber that fails is retried alone and the others run exactly once. Publish after the commit: a
 * subscriber must find the change it is told about. An event published with no subscriber queues nothing.
 */
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { defineJob, type JobDefinition, type JobQueue, type JobRetry } from '../plugins/jobs.ts';
import { eventCatalogue, type EventName, type EventPayload } from './catalogue.ts';

/** A module's reaction to an event; its queue name is completed by the module that declares it. */
export interface EventSubscription<Name extends EventName = EventName> {
  event: Name;
  /** Tells apart two subscriptions of one module to one event (the queue becomes `event.<event>.<module>.<name>`). */
  name?: string;
  retry: JobRetry;
  handle(payload: EventPayload<Name>, ctx: AppContext): Promise<void>;
}

/** Five tries over a minute or so, like the matching jobs: subscribers are small and idempotent. */
const SUBSCRIBER_RETRY: JobRetry = { limit: 5, delaySeconds: 5 };

export function onEvent<Name extends EventName>(
  event: Name,
  handle: (payload: EventPayload<Name>, ctx: AppContext) => Promise<void>,
  options: { name?: string; retry?: JobRetry } = {},
): EventSubscription<Name> {
  return { event, handle, retry: options.retry ?? SUBSCRIBER_RETRY, ...(options.name ? { name: options.name } : {}) };
}

export function subscriptionQueueName(event: EventName, moduleName: string, name?: string): string {
  return ['event', event, moduleName, ...(name ? [name] : [])].join('.');
}

/** The job that delivers an event to one subscriber: the payload is checked against the catalogue again. */
export function subscriptionJob(moduleName: string, subscription: EventSubscription): JobDefinition {
  return defineJob({
    name: subscriptionQueueName(subscription.event, moduleName, subscription.name),
    payload: eventCatalogue[subscription.event],
    retry: subscription.retry,
    event: subscription.event,
    handle: (payload, ctx) => subscription.handle(payload as never, ctx),
  });
}

/** Announces `event` to its subscribers: one job each, queued together. Call it after the transaction commits. */
export async function publishEvent<Name extends EventName>(
  target: Pick<AppContext, 'jobs'> | JobQueue,
  event: Name,
  payload: EventPayload<Name>,
): Promise<void> {
  const jobs = 'jobs' in target ? target.jobs : target;
  const parsed = eventCatalogue[event].safeParse(payload);
  if (!parsed.success) throw new Error(`Event ${event} refused its payload: ${z.prettifyError(parsed.error)}`);
  await jobs.sendAll(jobs.subscribersOf(event).map((definition) => ({ definition, payload: parsed.data })));
}
