import type { Db } from '../../db/client.ts';
export interface WindowCount {
    count: number;
    windowStartedAt: Date;
}
/** Adds one to a fixed-window counter in one statement, starting a new window when the old one is over. */
export declare function incrementCounter(db: Db, key: string, windowMs: number): Promise<WindowCount>;
/** The count in the current window, without adding to it. */
export declare function readCounter(db: Db, key: string, windowMs: number): Promise<WindowCount | null>;
export declare function deleteCounter(db: Db, key: string): Promise<void>;
export declare function deleteExpiredCounters(db: Db, olderThanMs: number): Promise<void>;
