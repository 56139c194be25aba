import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { reply } from '../../test/fake-api';
import { aSummary, ASSESSMENT_ID, LIST, SUMMARY } from '../../test/personality-api';
import { recruiterJobsApi, signInRecruiter } from '../../test/recruiter-jobs-api';
import { renderApp, fill } from '../../test/render-app';

const DANIEL = aSummary();

function assessmentsApi() {
  const api = recruiterJobsApi([]);
  api.on('GET', LIST, (request) =>
    reply(200, {
      data: {
        total: request.query.end_date === '2026-01-01' ? 0 : 1,
        results:
          request.query.end_date === '2026-01-01'
            ? []
            : [
                {
                  assessment_id: ASSESSMENT_ID,
                  user_id: DANIEL.user_id,
                  name: 'Daniel Mensah',
                  short_scale_completed_at: '2026-11-20T08:06:00.000Z',
                  completed_at: null,
                  scale: 'short',
                  type: 'INFX',
                },
              ],
        users: [{ id: DANIEL.user_id, name: 'Daniel Mensah' }],
        pagination: { page: 0, limit: 10 },
      },
    }),
  );
  api.on('GET', SUMMARY, reply(200, { data: DANIEL }));
  return api;
}

describe("the recruiter's assessments", () => {
  it('lists the results of candidates who turned to the company, filters by dates, and opens a report', async () => {
    const api = assessmentsApi();
    signInRecruiter();
    const { user } = renderApp('/recruiter/assessments');
    const link = await screen.findByRole('link', { name: 'Open report for Daniel Mensah' });
    expect(link.getAttribute('href')).toBe(`/recruiter/assessments/report/${ASSESSMENT_ID}`);
    expect(screen.getByText('MBTI-style INFX')).toBeDefined();
    expect(screen.getByText('Short scale')).toBeDefined();
    expect(screen.getByText('Completed 20 November 2026')).toBeDefined();

    await fill(user, screen.getByLabelText('To'), '2026-01-01');
    expect(await screen.findByText('No results yet')).toBeDefined();
    expect(api.requestsTo('GET', LIST).at(-1)!.query).toMatchObject({ end_date: '2026-01-01', page: '0', limit: '10' });
  });

  it("shows a candidate's report with their name", async () => {
    assessmentsApi();
    signInRecruiter();
    renderApp(`/recruiter/assessments/report/${ASSESSMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Personality report: Daniel Mensah' })).toBeDefined();
    const extraversion = screen.getByRole('region', { name: 'Extraversion' });
    expect(within(extraversion).getByText('16 out of 100')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to assessments' })).toBeDefined();
    // The company's recruiters may fetch the PDF as they may read the summary (decision 0064).
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDefined();
  });

  it("says 'Assessments Not Found' for a report the company may not read, in Arabic too", async () => {
    await act(() => changeLocale('ar'));
    const api = assessmentsApi();
    api.on('GET', SUMMARY, reply(404, { message: 'لم يتم العثور على تقييمات', code: 'NOT_FOUND' }));
    signInRecruiter();
    renderApp(`/recruiter/assessments/report/${ASSESSMENT_ID}`);
    expect(await screen.findByText('لم يتم العثور على تقييمات')).toBeDefined();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});
