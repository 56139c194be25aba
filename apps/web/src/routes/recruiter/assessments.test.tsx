import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { reply } from '../../test/fake-api';
import { aSummary, ASSESSMENT_ID, SUMMARY } from '../../test/personality-api';
import { recruiterJobsApi, signInRecruiter } from '../../test/recruiter-jobs-api';
import { renderApp, fill } from '../../test/render-app';

const DANIEL = aSummary();

const SARA_ID = '33333333-3333-4333-8333-333333333333';
const RESULTS = '/api/assessments/results/';
const RESULT = `/api/assessments/english_v1/result/${SARA_ID}`;
const QUESTIONNAIRE = '/api/assessments/english_v1/questionnaire/';
const ENGLISH_REPORT = `english_v1.${SARA_ID}`;

function assessmentsApi() {
  const api = recruiterJobsApi([]);
  api.on('GET', RESULTS, (request) =>
    reply(200, {
      data: {
        total: request.query.kind === 'annotation_v1' ? 0 : 2,
        results:
          request.query.kind === 'annotation_v1'
            ? []
            : [
                {
                  report_id: ENGLISH_REPORT,
                  kind: 'english_v1',
                  user_id: SARA_ID,
                  name: 'Sara Ali',
                  status: 'COMPLETED',
                  score: 'B2',
                  human_score: 'C1',
                  personality: null,
                  date: '2026-11-21T09:00:00.000Z',
                  jobs: [{ id: 'job-1', title: 'Data Analyst' }],
                },
                {
                  report_id: ASSESSMENT_ID,
                  kind: 'personality',
                  user_id: DANIEL.user_id,
                  name: 'Daniel Mensah',
                  status: 'COMPLETED',
                  score: null,
                  human_score: null,
                  personality: { type: 'INFX', scale: 'short' },
                  date: '2026-11-20T08:06:00.000Z',
                  jobs: [],
                },
              ],
        jobs: [{ id: 'job-1', title: 'Data Analyst' }],
        pagination: { page: 0, limit: 10 },
      },
    }),
  );
  api.on('GET', SUMMARY, reply(200, { data: DANIEL }));
  return api;
}

const ENGLISH_RESULT = {
  kind: 'english_v1',
  user_id: SARA_ID,
  name: 'Sara Ali',
  status: 'COMPLETED',
  started_at: '2026-11-21T08:00:00.000Z',
  deadline_at: '2026-11-21T08:40:00.000Z',
  submitted_at: '2026-11-21T08:35:00.000Z',
  completed_at: '2026-11-21T08:35:02.000Z',
  score: 'B2',
  pending_human_score: [],
  automatic: {
    band: 'B2',
    objective: {
      sections: { reading: { correct: 1, total: 1, items: [{ id: 'en-r1', answer: 'b', correct: true }] } },
    },
    writing: [
      {
        itemId: 'en-w1',
        result: { band: 'B2', evidence: ['B2: weighted score 4.91 of 6 (range B1, accuracy C2).'], errors: [] },
      },
    ],
  },
  scoring_version: 'writing-1 · bank 1',
  human_scores: [],
};

function englishReportApi(result: object = ENGLISH_RESULT) {
  const api = assessmentsApi();
  let saved = 0;
  api.on('GET', RESULT, reply(200, { data: result }));
  api.on(
    'GET',
    QUESTIONNAIRE,
    reply(200, {
      data: {
        kind: 'english_v1',
        user_id: SARA_ID,
        status: 'COMPLETED',
        started_at: null,
        deadline_at: null,
        submitted_at: null,
        completed_at: null,
        total: 2,
        items: [
          {
            id: 'en-r1',
            position: 1,
            section: 'reading',
            filter: 'written',
            question_type: 'json',
            answer_type: 'text',
            question: {
              prompt: 'What may staff do from 1 March?',
              options: [{ id: 'b', text: 'Work from home twice a week' }],
            },
          },
          {
            id: 'en-w1',
            position: 2,
            section: 'writing',
            filter: 'written',
            question_type: 'text',
            answer_type: 'long_text',
            question: { prompt: 'Write an email to your manager about a late report.' },
          },
        ],
        answers: { 'en-r1': 'b', 'en-w1': 'Dear Ms Noura, the report will be late.' },
        pagination: { page: 0, limit: 100 },
      },
    }),
  );
  // The first save fails; the second is kept beside the engine's score.
  api.on('POST', RESULT, (request) =>
    ++saved === 1
      ? reply(500, { message: 'Something went wrong', code: 'INTERNAL' })
      : reply(200, {
          message: 'Assessment Completed Successfully',
          data: {
            ...ENGLISH_RESULT,
            human_scores: [
              {
                ...(request.body as object),
                question_id: null,
                scorer_id: 'r-1',
                scorer_name: 'Omar Haddad',
                created_at: '2026-11-22T10:00:00.000Z',
              },
            ],
          },
        }),
  );
  return api;
}

/** The way back a recruiter sees above a report: the list, then this report. */
function expectBreadcrumbs(label: string, list: string, report: string) {
  const trail = screen.getByRole('navigation', { name: label });
  expect(within(trail).getByRole('link', { name: list }).getAttribute('href')).toBe('/recruiter/assessments');
  expect(within(trail).getByText(report).getAttribute('aria-current')).toBe('page');
}

describe("the recruiter's assessments", () => {
  it('lists every kind of result with score, human score and job, and filters by kind', async () => {
    const api = assessmentsApi();
    signInRecruiter();
    const { user } = renderApp('/recruiter/assessments');
    const link = await screen.findByRole('link', { name: 'Open report for Sara Ali' });
    expect(link.getAttribute('href')).toBe(`/recruiter/assessments/report/${ENGLISH_REPORT}`);
    expect(screen.getByText('Score B2')).toBeDefined();
    expect(screen.getByText('Human score C1')).toBeDefined();
    expect(screen.getByText('Jobs: Data Analyst')).toBeDefined();
    expect(screen.getByText('MBTI-style INFX')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open report for Daniel Mensah' }).getAttribute('href')).toBe(
      `/recruiter/assessments/report/${ASSESSMENT_ID}`,
    );

    await user.click(screen.getByRole('combobox', { name: 'Assessment' }));
    await user.click(await screen.findByRole('option', { name: 'Data annotation' }));
    expect(await screen.findByText('Assessments Not Found')).toBeDefined();
    expect(api.requestsTo('GET', RESULTS).at(-1)!.query).toMatchObject({ kind: 'annotation_v1', page: '0' });

    await fill(user, screen.getByLabelText('Candidate name'), 'sara');
    await waitFor(() => expect(api.requestsTo('GET', RESULTS).at(-1)!.query).toMatchObject({ name: 'sara' }));

    // The dates are picked in the page's words, not typed in the browser's own "mm/dd/yyyy".
    expect(document.querySelector('input[type="date"]')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'From, day' }), '20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'From, month' }), 'November');
    await user.selectOptions(screen.getByRole('combobox', { name: 'From, year' }), '2026');
    await waitFor(() =>
      expect(api.requestsTo('GET', RESULTS).at(-1)!.query).toMatchObject({ start_date: '2026-11-20' }),
    );
  });

  it('picks the dates in Arabic words', async () => {
    await act(() => changeLocale('ar'));
    const api = assessmentsApi();
    signInRecruiter();
    const { user } = renderApp('/recruiter/assessments');
    const month = await screen.findByRole('combobox', { name: 'إلى، الشهر' });
    expect(within(month).getByRole('option', { name: 'الشهر' })).toBeDefined();
    await user.selectOptions(screen.getByRole('combobox', { name: 'إلى، اليوم' }), '31');
    await user.selectOptions(month, 'فبراير');
    await user.selectOptions(screen.getByRole('combobox', { name: 'إلى، السنة' }), '2026');
    // 31 February is not a day: the last day of the month is taken instead.
    await waitFor(() => expect(api.requestsTo('GET', RESULTS).at(-1)!.query).toMatchObject({ end_date: '2026-02-28' }));
  });

  it("shows a skills result's answers and evidence, and keeps a human score beside the engine's", async () => {
    const api = englishReportApi();
    signInRecruiter();
    const { user } = renderApp(`/recruiter/assessments/report/${ENGLISH_REPORT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'English (written): Sara Ali' })).toBeDefined();
    expectBreadcrumbs('Breadcrumb', 'Assessments', 'English (written): Sara Ali');
    expect(screen.getByText('Automatic score: B2')).toBeDefined();
    expect(screen.getByText('b) Work from home twice a week')).toBeDefined();
    expect(screen.getByText('Right')).toBeDefined();
    expect(screen.getByText('B2: weighted score 4.91 of 6 (range B1, accuracy C2).')).toBeDefined();
    expect(screen.getByText('No human score yet.')).toBeDefined();

    await user.click(screen.getByRole('combobox', { name: 'Band' }));
    await user.click(await screen.findByRole('option', { name: 'C1' }));
    await fill(user, screen.getByRole('textbox', { name: /Reason/ }), 'Well organised email.');
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(await screen.findByText(/Failed to create assessment report/)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(await screen.findByText('Assessment Completed Successfully')).toBeDefined();
    expect(await screen.findByText(/C1 by Omar Haddad, 22 November 2026/)).toBeDefined();
    expect(screen.getByText('Automatic score: B2')).toBeDefined();
    expect(api.requestsTo('POST', RESULT).at(-1)!.body).toEqual({ score: 'C1', reason: 'Well organised email.' });
  });

  const WITH_SECOND_OPINION = {
    ...ENGLISH_RESULT,
    second_opinion: {
      model: 'gpt-4o-mini',
      created_at: '2026-11-21T08:35:09.000Z',
      items: [
        {
          item_id: 'en-w1',
          criteria: [
            { criterion: 'taskFit', band: 'B1', evidence: ['the report will be late'] },
            { criterion: 'range', band: 'A2', evidence: [] },
            { criterion: 'accuracy', band: 'B1', evidence: [] },
            { criterion: 'organisation', band: 'A2', evidence: [] },
            { criterion: 'length', band: 'A1', evidence: [] },
          ],
          dropped_quotes: 2,
        },
      ],
    },
  };

  it("shows the model's second opinion beside the engine's, with its evidence", async () => {
    englishReportApi(WITH_SECOND_OPINION);
    signInRecruiter();
    renderApp(`/recruiter/assessments/report/${ENGLISH_REPORT}`);
    const opinion = await screen.findByRole('region', { name: 'Second opinion of the model gpt-4o-mini' });
    // The engine's band and evidence stay, and stay the result.
    expect(screen.getByText('Automatic score: B2')).toBeDefined();
    expect(screen.getByText('B2: weighted score 4.91 of 6 (range B1, accuracy C2).')).toBeDefined();
    expect(within(opinion).getByText(/The engine’s band is the result/)).toBeDefined();
    expect(within(opinion).getByText('Task fit: B1')).toBeDefined();
    expect(within(opinion).getByText('Length: A1')).toBeDefined();
    expect(within(opinion).getByText('“the report will be late”')).toBeDefined();
    expect(within(opinion).getByText('2 quotes not found in the answer were left out')).toBeDefined();
  });

  it("shows the model's second opinion in Arabic", async () => {
    await act(() => changeLocale('ar'));
    englishReportApi(WITH_SECOND_OPINION);
    signInRecruiter();
    renderApp(`/recruiter/assessments/report/${ENGLISH_REPORT}`);
    const opinion = await screen.findByRole('region', { name: 'الرأي الثاني للنموذج gpt-4o-mini' });
    expect(within(opinion).getByText('ملاءمة المهمة: المستوى B1')).toBeDefined();
    expect(within(opinion).getByText('“the report will be late”')).toBeDefined();
    expect(within(opinion).getByText('استُبعد اقتباسان لم يردا في الإجابة')).toBeDefined();
    expect(screen.getByText('أدلة التصحيح الآلي مكتوبة بالإنجليزية كما أخرجها المصحّح.')).toBeDefined();
  });

  it('says nothing of a second opinion when there is none', async () => {
    englishReportApi();
    signInRecruiter();
    renderApp(`/recruiter/assessments/report/${ENGLISH_REPORT}`);
    expect(await screen.findByText('Automatic score: B2')).toBeDefined();
    expect(screen.queryByText(/Second opinion/)).toBeNull();
  });

  it("shows a candidate's report with their name", async () => {
    assessmentsApi();
    signInRecruiter();
    renderApp(`/recruiter/assessments/report/${ASSESSMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Personality report: Daniel Mensah' })).toBeDefined();
    const extraversion = screen.getByRole('region', { name: 'Extraversion' });
    expect(within(extraversion).getByText('16 out of 100')).toBeDefined();
    // The recruiter reads about the candidate: the candidate's own report says "You do your best work…".
    expect(within(extraversion).getByText(/They do their best work with focus and quiet/)).toBeDefined();
    expect(screen.queryByText(/\byou(r)?\b/i)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Traits' })).toBeDefined();
    expectBreadcrumbs('Breadcrumb', 'Assessments', 'Personality report: Daniel Mensah');
    // The company's recruiters may fetch the PDF as they may read the summary (decision 0064).
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDefined();
  });

  it("shows a candidate's report in Arabic, about the candidate", async () => {
    await act(() => changeLocale('ar'));
    assessmentsApi();
    signInRecruiter();
    renderApp(`/recruiter/assessments/report/${ASSESSMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'تقرير الشخصية: Daniel Mensah' })).toBeDefined();
    const extraversion = screen.getByRole('region', { name: 'الانبساطية' });
    expect(within(extraversion).getByText(/أفضل أداء مع التركيز والهدوء/)).toBeDefined();
    expect(within(extraversion).queryByText(/تقدّم أفضل ما لديك/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'السمات' })).toBeDefined();
    expect(screen.getByText(/^مدى الهدوء أمام الضغط/)).toBeDefined();
    expectBreadcrumbs('مسار التنقل', 'التقييمات', 'تقرير الشخصية: Daniel Mensah');
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
