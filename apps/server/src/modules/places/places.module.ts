import { defineModule } from '../../app-module.ts';
import { placesRoutes } from './places.routes.ts';

export const placesModule = defineModule({
  name: 'places',
  routes: [{ prefix: '/api/user', plugin: placesRoutes }],
});
