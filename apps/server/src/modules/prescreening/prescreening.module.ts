import { defineModule } from '../../app-module.ts';
import { prescreeningRoutes } from './prescreening.routes.ts';

/** Pre-screening questions of a job, answered on applying, shown to its recruiters (issue #15). */
export const prescreeningModule = defineModule({
  name: 'prescreening',
  routes: [{ prefix: '/api/recruiter', plugin: prescreeningRoutes }],
});
