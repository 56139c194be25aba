import type { User } from '@masar/shared/users';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export declare function findUserById(db: Db, id: string): Promise<UserRow | undefined>;
export declare function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined>;
export declare function insertUser(db: Db, values: NewUserRow): Promise<UserRow>;
export declare function updateUser(db: Db, id: string, patch: Partial<NewUserRow>): Promise<void>;
/** The user as the API shows it (spec §3), with its role name and company detail. */
export declare function findUserView(db: Db, id: string): Promise<User | undefined>;
export declare function listRoles(db: Db): Promise<Array<{
    id: number;
    role_name: string;
}>>;
