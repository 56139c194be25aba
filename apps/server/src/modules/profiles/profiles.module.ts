import { defineModule } from '../../app-module.ts';
import { resumeParseJob } from './resume-parse.jobs.ts';

export const profilesModule = defineModule({
  name: 'profiles',
  jobs: [resumeParseJob],
});
