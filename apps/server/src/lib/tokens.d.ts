/** Access tokens are short-lived; a revoked session is also refused at once (see the auth plugin). */
export declare const ACCESS_TOKEN_TTL_SECONDS: number;
export declare const REFRESH_TOKEN_TTL_MS: number;
export interface AccessClaims {
    userId: string;
    sessionId: string;
}
export interface AccessTokenIssuer {
    sign(claims: AccessClaims): Promise<string>;
    verify(token: string): Promise<AccessClaims | null>;
}
export declare function createAccessTokenIssuer(secret: string, issuer: string): AccessTokenIssuer;
