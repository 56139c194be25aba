import { defineModule } from '../../app-module.ts';
import { invitationsRoutes } from './invitations.routes.ts';

export const invitationsModule = defineModule({
  name: 'invitations',
  routes: [{ prefix: '/api/recruiter', plugin: invitationsRoutes }],
});
