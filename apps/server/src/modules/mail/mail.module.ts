import { defineModule } from '../../app-module.ts';
import { mailSendJob, mailSweepJob } from './mail.service.ts';
import { mailboxRoutes } from './mailbox.routes.ts';

export const mailModule = defineModule({
  name: 'mail',
  // The development mailbox shows kept mail; production has none (decision 0007).
  routes: [{ prefix: '/dev', plugin: mailboxRoutes, when: (config) => config.env !== 'production' }],
  jobs: [mailSendJob, mailSweepJob],
});
