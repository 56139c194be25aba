import { defineModule } from '../../app-module.ts';
import { onEvent } from '../../events/events.ts';
import { stopProviderSessionJob } from './avatar.jobs.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { stopSessionsOfEndedInterview } from './avatar.service.ts';

/** The interview room's streaming avatar (issue #16, decision 0085): its routes, the provider's stops, and the end of an interview. */
export const avatarModule = defineModule({
  name: 'avatar',
  routes: [{ prefix: '/api/recruiter', plugin: avatarRoutes }],
  jobs: [stopProviderSessionJob],
  subscriptions: [onEvent('interview.ended', ({ interviewId }, ctx) => stopSessionsOfEndedInterview(ctx, interviewId))],
});
