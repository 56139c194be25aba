export interface OAuthClientConfig {
    clientId: string;
    clientSecret: string;
}
export interface Config {
    env: 'development' | 'production' | 'test';
    port: number;
    host: string;
    appUrl: string;
    dataDir: string;
    databaseUrl: string | undefined;
    smtpUrl: string | undefined;
    mailFrom: string;
    google: OAuthClientConfig | undefined;
    linkedin: OAuthClientConfig | undefined;
    jwtSecret: string;
    cookieSecret: string;
    trustProxy: boolean;
    logLevel: string;
    seedDemo: boolean;
}
export declare class ConfigError extends Error {
    name: string;
}
/** Reads and checks the environment; a bad value throws a ConfigError that names the key. */
export declare function loadConfig(env?: NodeJS.ProcessEnv): Config;
