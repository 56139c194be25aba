import { defineModule } from '../../app-module.ts';
import { candidateOnboardingRoutes, recruiterOnboardingRoutes, sectorsRoutes } from './onboarding.routes.ts';

export const onboardingModule = defineModule({
  name: 'onboarding',
  routes: [
    { prefix: '/api/user', plugin: sectorsRoutes },
    { prefix: '/api/recruiter', plugin: recruiterOnboardingRoutes },
    { prefix: '/api/candidate', plugin: candidateOnboardingRoutes },
  ],
});
