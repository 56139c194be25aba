import { z } from 'zod';
import { defineJob } from '../../plugins/jobs.ts';
import { makePersonalityReport } from './personality.service.ts';

/**
 * Makes an assessment's PDF report in one language, for the candidate or the company's recruiters (decision 0064). Rendering takes a fraction of a
 * second; a storage failure is worth two retries, and a report still pending after them is asked for
 * again by the next request (`REPORT_REQUEST_LOST_AFTER_MS` in lib/made-report.ts).
 */
export const personalityReportJob = defineJob({
  name: 'personality.report-pdf',
  payload: z.object({
    assessment_id: z.uuid(),
    locale: z.enum(['en', 'ar']),
    // A job queued before reports had readers made the candidate's.
    audience: z.enum(['candidate', 'recruiter']).default('candidate'),
  }),
  retry: { limit: 2, delaySeconds: 10 },
  expireInSeconds: 120,
  async handle({ assessment_id, locale, audience }, ctx) {
    await makePersonalityReport(ctx, assessment_id, locale, audience);
  },
});
