import type { Db } from '../client.ts';
export interface DemoLogin {
    role: string;
    email: string;
    password: string;
}
export declare const DEMO_COMPANY_NAME = "Nakheel Digital";
export declare function isDatabaseEmpty(db: Db): Promise<boolean>;
/** Writes the demo world (in one transaction), replacing earlier demo rows; answers the logins. */
export declare function seedDemo(db: Db): Promise<DemoLogin[]>;
export declare function formatDemoLogins(logins: DemoLogin[]): string;
