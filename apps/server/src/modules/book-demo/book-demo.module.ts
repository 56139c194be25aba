import { defineModule } from '../../app-module.ts';
import { bookDemoRoutes } from './book-demo.routes.ts';

export const bookDemoModule = defineModule({
  name: 'book-demo',
  routes: [{ prefix: '/api/user', plugin: bookDemoRoutes }],
});
