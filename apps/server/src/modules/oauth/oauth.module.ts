import { defineModule } from '../../app-module.ts';
import { oauthRoutes } from './oauth.routes.ts';

export const oauthModule = defineModule({
  name: 'oauth',
  routes: [{ prefix: '/api/user/auth', plugin: oauthRoutes }],
});
