import { defineModule } from '../../app-module.ts';
import { onEvent } from '../../events/events.ts';
import { rescoreWithRecording, resultReportJob, scoreAttemptJob, secondOpinionJob, sweepAttemptsJob } from './assessments.jobs.ts';
import { assessmentsRoutes } from './assessments.routes.ts';

/** The skills assessments (English, annotation): questionnaires, answers, scoring in the background, results (issue #15). */
export const assessmentsModule = defineModule({
  name: 'assessments',
  routes: [{ prefix: '/api/assessments', plugin: assessmentsRoutes }],
  jobs: [scoreAttemptJob, secondOpinionJob, resultReportJob, sweepAttemptsJob],
  subscriptions: [onEvent('recording.transcribed', ({ fileId }, ctx) => rescoreWithRecording(ctx, fileId))],
});
