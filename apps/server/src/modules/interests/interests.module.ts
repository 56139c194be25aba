import { defineModule } from '../../app-module.ts';
import { interestsRoutes } from './interests.routes.ts';

/** My Next Move, the career-interest assessment: activities or typed scores, job zones, careers (issue #14). */
export const interestsModule = defineModule({
  name: 'interests',
  routes: [{ prefix: '/api/onet', plugin: interestsRoutes }],
});
