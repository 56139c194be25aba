import { defineModule } from '../../app-module.ts';
import { candidateResumeRoutes, profileRoutes } from './profiles.routes.ts';
import { resumeParseJob } from './resume-parse.jobs.ts';

export const profilesModule = defineModule({
  name: 'profiles',
  routes: [
    { prefix: '/api/candidate', plugin: candidateResumeRoutes },
    { prefix: '/api/user', plugin: profileRoutes },
  ],
  jobs: [resumeParseJob],
});
