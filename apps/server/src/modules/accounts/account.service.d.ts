import type { UpdateUserRequest, User } from '@masar/shared/users';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
export declare function getCurrentUser(ctx: AppContext, caller: Caller): Promise<User>;
/** A person reads their own account; recruiter admins, who vet accounts, read anyone's. */
export declare function getUser(ctx: AppContext, caller: Caller, id: string): Promise<User>;
export declare function getRoles(ctx: AppContext): Promise<{
    id: number;
    role_name: string;
}[]>;
/**
 * Account settings. Changing the e-mail or the password needs the current password; a new e-mail must
 * be verified again (the old address is told), and a new password ends every other session.
 */
export declare function updateAccount(ctx: AppContext, caller: Caller, input: UpdateUserRequest, meta: RequestMeta): Promise<User>;
