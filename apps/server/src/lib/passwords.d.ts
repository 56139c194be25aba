export declare function hashPassword(password: string): Promise<string>;
export declare function verifyPassword(passwordHash: string | null, password: string): Promise<boolean>;
/**
 * Refuses a password that is a well-known one once the decorations the rules force are taken off:
 * "Password1!" is "password1" with a symbol, and "Welcome@2026" is "welcome" with a year.
 */
export declare function isCommonPassword(password: string): boolean;
