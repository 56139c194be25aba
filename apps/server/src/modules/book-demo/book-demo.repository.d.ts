import type { BookDemoRequest } from '@masar/shared/users';
import type { Db } from '../../db/client.ts';
export declare function insertDemoRequest(db: Db, request: BookDemoRequest, userId: string | null): Promise<void>;
