import { defineModule } from '../../app-module.ts';
import { candidatePokesRoutes, recruiterCandidatesRoutes } from './recruiter-candidates.routes.ts';

/** A recruiter's candidates: a job's ranked candidates, stars, pokes and their answers, candidate profiles (issue #12). */
export const recruiterCandidatesModule = defineModule({
  name: 'recruiter-candidates',
  routes: [
    { prefix: '/api/recruiter', plugin: recruiterCandidatesRoutes },
    { prefix: '/api/candidate', plugin: candidatePokesRoutes },
  ],
});
