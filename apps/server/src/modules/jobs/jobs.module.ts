import { defineModule } from '../../app-module.ts';
import { candidateJobsRoutes, jobsRoutes, recruiterJobsRoutes } from './jobs.routes.ts';
import { jobQuestionsRoutes } from './job-questions.routes.ts';

export const jobsModule = defineModule({
  name: 'jobs',
  routes: [
    { prefix: '/api/user', plugin: jobsRoutes },
    { prefix: '/api/candidate', plugin: candidateJobsRoutes },
    { prefix: '/api/recruiter', plugin: recruiterJobsRoutes },
    { prefix: '/api/recruiter', plugin: jobQuestionsRoutes },
  ],
});
