import { defineModule } from '../../app-module.ts';
import { fileDeletionJob } from './files.jobs.ts';

export const filesModule = defineModule({
  name: 'files',
  jobs: [fileDeletionJob],
});
