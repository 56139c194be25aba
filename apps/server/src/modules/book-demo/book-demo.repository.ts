import type { BookDemoRequest } from '@masar/shared/users';
import type { Db } from '../../db/client.ts';
import { demoRequests } from '../../db/schema/book-demo.ts';

export async function insertDemoRequest(db: Db, request: BookDemoRequest, userId: string | null): Promise<void> {
  await db.insert(demoRequests).values({
    full_name: request.full_name,
    email: request.email,
    company_name: request.company_name,
    message: request.message ?? null,
    user_id: userId,
  });
}
