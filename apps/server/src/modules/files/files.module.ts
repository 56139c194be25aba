import { defineModule } from '../../app-module.ts';
import { expirePartialUploadsJob, fileDeletionJob } from './files.jobs.ts';
import { filesRoutes } from './files.routes.ts';

export const filesModule = defineModule({
  name: 'files',
  routes: [{ prefix: '/api/user', plugin: filesRoutes }],
  jobs: [fileDeletionJob, expirePartialUploadsJob],
});
