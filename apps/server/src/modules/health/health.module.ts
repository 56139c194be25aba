import { defineModule } from '../../app-module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule = defineModule({
  name: 'health',
  routes: [{ prefix: '/api', plugin: healthRoutes }],
});
