import { defineModule } from '../../app-module.ts';
import { privacyRoutes } from './privacy.routes.ts';

export const privacyModule = defineModule({
  name: 'privacy',
  routes: [{ prefix: '/api/user', plugin: privacyRoutes }],
});
