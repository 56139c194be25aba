import type { BookDemoRequest } from '@masar/shared/users';
import type { AppContext, RequestMeta } from '../../context.ts';
import { consumeLimit } from '../rate-limits/rate-limits.ts';
import { insertDemoRequest } from './book-demo.repository.ts';

/** Stores a demo request. Anyone may ask, so it is limited per client address and per signed-in account. */
export async function requestDemo(
  ctx: AppContext,
  request: BookDemoRequest,
  userId: string | null,
  meta: RequestMeta,
): Promise<void> {
  await consumeLimit(ctx.db, 'demoRequestsPerIp', meta.ip);
  if (userId) await consumeLimit(ctx.db, 'demoRequestsPerAccount', userId);
  await insertDemoRequest(ctx.db, request, userId);
}
