import { defineModule } from '../../app-module.ts';
import { onEvent } from '../../events/events.ts';
import { employeesRoutes, talentManagerRoutes } from './employees.routes.ts';
import { linkAcceptedEmployee } from './employees.service.ts';

/** A company's employees (internal mobility) and its talent manager's area; an accepted employee invitation links the account. */
export const employeesModule = defineModule({
  name: 'employees',
  routes: [
    { prefix: '/api/recruiter', plugin: employeesRoutes },
    { prefix: '/api/talent-manager', plugin: talentManagerRoutes },
  ],
  subscriptions: [onEvent('invitation.accepted', (payload, ctx) => linkAcceptedEmployee(ctx, payload))],
});
