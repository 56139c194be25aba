import { defineModule } from '../../app-module.ts';
import { personalityReportJob } from './personality.jobs.ts';
import { personalityRoutes } from './personality.routes.ts';

/** The personality assessment: questions, answers, results for the candidate and their recruiters, and their PDF reports (issue #14). */
export const personalityModule = defineModule({
  name: 'personality',
  routes: [{ prefix: '/api/principles', plugin: personalityRoutes }],
  jobs: [personalityReportJob],
});
