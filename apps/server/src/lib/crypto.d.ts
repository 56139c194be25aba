/** A random, URL-safe secret (256 bits by default) for codes and refresh tokens. */
export declare function randomToken(bytes?: number): string;
/** Secrets are stored only as their SHA-256: they are random and long, so no salt or slow hash is needed. */
export declare function hashToken(token: string): string;
