import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema.ts';
export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type CodeRow = typeof oneTimeCodes.$inferSelect;
export declare function insertCode(db: Db, values: {
    userId: string;
    purpose: CodePurpose;
    codeHash: string;
    expiresAt: Date;
}): Promise<void>;
export declare function findCode(db: Db, purpose: CodePurpose, codeHash: string): Promise<CodeRow | undefined>;
/** Uses a code once; false when it was already used (two requests racing for it). */
export declare function markCodeUsed(db: Db, id: string): Promise<boolean>;
/** A new link replaces the old ones: only the newest unused code of a purpose works. */
export declare function expireUnusedCodes(db: Db, userId: string, purpose: CodePurpose): Promise<void>;
