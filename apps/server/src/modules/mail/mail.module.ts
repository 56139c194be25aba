import { defineModule } from '../../app-module.ts';
import { mailSendJob, mailSweepJob } from './mail.service.ts';

export const mailModule = defineModule({
  name: 'mail',
  jobs: [mailSendJob, mailSweepJob],
});
