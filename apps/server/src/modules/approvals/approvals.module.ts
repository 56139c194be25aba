import { defineModule } from '../../app-module.ts';
import { approvalsRoutes } from './approvals.routes.ts';

export const approvalsModule = defineModule({
  name: 'approvals',
  routes: [{ prefix: '/api/recruiter/admin', plugin: approvalsRoutes }],
});
