import type { SocialProvider } from '@masar/shared/auth';
import type { Db } from '../../db/client.ts';
import { userIdentities } from '../../db/schema.ts';
export type IdentityRow = typeof userIdentities.$inferSelect;
/** The identity a provider's subject is linked to; subjects are unique per provider, e-mails are not. */
export declare function findIdentity(db: Db, params: {
    provider: SocialProvider;
    subject: string;
}): Promise<IdentityRow | undefined>;
export declare function insertIdentity(db: Db, params: {
    userId: string;
    provider: SocialProvider;
    subject: string;
}): Promise<IdentityRow>;
