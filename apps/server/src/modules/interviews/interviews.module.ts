import { defineModule } from '../../app-module.ts';
import { evaluateInterviewJob, interviewSecondOpinionJob, sweepLostEvaluationsJob, sweepLostSecondOpinionsJob } from './interview-evaluations.jobs.ts';
import { interviewReportsRoutes } from './interview-reports.routes.ts';
import { assembleCutOffRecordingsJob, expireInterviewsJob } from './interviews.jobs.ts';
import { interviewsRoutes } from './interviews.routes.ts';

/** AI interviews, the lifecycle (issue #16): the spec's interview calls under /api/recruiter/, the expiry sweep, the sweep that puts cut-off recordings together (decision 0091), and the evaluation with its reports (decision 0084). */
export const interviewsModule = defineModule({
  name: 'interviews',
  routes: [
    { prefix: '/api/recruiter', plugin: interviewsRoutes },
    { prefix: '/api/recruiter', plugin: interviewReportsRoutes },
  ],
  jobs: [expireInterviewsJob, evaluateInterviewJob, interviewSecondOpinionJob, sweepLostEvaluationsJob, sweepLostSecondOpinionsJob, assembleCutOffRecordingsJob],
});
