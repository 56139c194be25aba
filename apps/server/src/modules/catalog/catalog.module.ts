import { defineModule } from '../../app-module.ts';
import { catalogueRoutes } from './catalog.routes.ts';

export const catalogModule = defineModule({
  name: 'catalog',
  routes: [{ prefix: '/api/user', plugin: catalogueRoutes }],
});
