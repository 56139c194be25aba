import { defineModule } from '../../app-module.ts';
import { authRoutes } from './auth.routes.ts';
import { passwordResetRequestJob } from './auth.service.ts';
import { userRoutes } from './user.routes.ts';

/** Sign-up, login, sessions and the account itself (spec §7 "Authentication" and "User"). */
export const accountsModule = defineModule({
  name: 'accounts',
  routes: [
    { prefix: '/api/user/auth', plugin: authRoutes },
    { prefix: '/api/user', plugin: userRoutes },
  ],
  jobs: [passwordResetRequestJob],
});
