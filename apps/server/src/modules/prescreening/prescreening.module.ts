import { defineModule } from '../../app-module.ts';
import { candidateChatPrescreenRoutes, recruiterChatPrescreenRoutes } from './chat-prescreen.routes.ts';
import { prescreeningRoutes } from './prescreening.routes.ts';

/** Pre-screening questions of a job, answered on applying by form or in a chat, shown to its recruiters (issue #15). */
export const prescreeningModule = defineModule({
  name: 'prescreening',
  routes: [
    { prefix: '/api/recruiter', plugin: prescreeningRoutes },
    { prefix: '/api/recruiter', plugin: recruiterChatPrescreenRoutes },
    { prefix: '/api/candidate', plugin: candidateChatPrescreenRoutes },
  ],
});
