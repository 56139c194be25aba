import { defineModule } from '../../app-module.ts';
import { skillsAnalyticsRoutes } from './skills-analytics.routes.ts';

/** A recruiter's skills analytics: supply, demand and the gap (issue #13). */
export const skillsAnalyticsModule = defineModule({
  name: 'skills-analytics',
  routes: [{ prefix: '/api/recruiter', plugin: skillsAnalyticsRoutes }],
});
