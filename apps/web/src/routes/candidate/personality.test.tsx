import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportPdfTiming } from '../../lib/report-pdf';
import { changeLocale } from '../../lib/i18n';
import { candidateApi, signIn } from '../../test/candidate-api';
import { reply } from '../../test/fake-api';
import {
  ANSWERS,
  aSummary,
  ASSESSMENT_ID,
  PDF,
  personalityServer,
  QUESTIONS,
  SUMMARY,
} from '../../test/personality-api';
import { currentPath, renderApp } from '../../test/render-app';

const PAGE = '/candidate/assessments/personality';

describe('the personality assessment', () => {
  it('shows the 10-minute label, then one question at a time answered by click or by keys 1–5', async () => {
    const api = candidateApi();
    personalityServer(api);
    signIn();
    const { user } = renderApp(PAGE);
    expect(await screen.findByText('About 10 minutes')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Question 1 of 100')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Statement 1' })).toBeDefined();
    const answers = screen.getByRole('group', { name: 'Statement 1' });
    expect(within(answers).getAllByRole('button')).toHaveLength(5);

    await user.click(within(answers).getByRole('button', { name: /Moderately Accurate/ }));
    expect(await screen.findByText('Question 2 of 100')).toBeDefined();
    await waitFor(() => expect(api.requestsTo('POST', ANSWERS)).toHaveLength(1));
    expect(api.requestsTo('POST', ANSWERS)[0]!.body).toEqual({
      answers: [{ answerNumber: 4, question: 'Statement 1', questionNumber: 1 }],
    });

    await user.keyboard('2');
    expect(await screen.findByText('Question 3 of 100')).toBeDefined();
    await waitFor(() => expect(api.requestsTo('POST', ANSWERS)).toHaveLength(2));
    expect(api.requestsTo('POST', ANSWERS)[1]!.body).toMatchObject({
      answers: [{ answerNumber: 2, questionNumber: 2 }],
    });
    expect(screen.getByText('2% answered')).toBeDefined();

    // Back shows the answer given, pressed.
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByRole('button', { name: /Moderately Inaccurate/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('resumes at the next unanswered question after leaving', async () => {
    const api = candidateApi();
    personalityServer(api, 20);
    signIn();
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Continue at question 21' }));
    expect(screen.getByText('Question 21 of 100')).toBeDefined();
    expect(screen.getByText('20% answered')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Leave and continue later' }).getAttribute('href')).toBe(
      '/candidate/dashboard',
    );
  });

  it('goes to the success page when the short scale is complete, with the report and the rest to answer', async () => {
    const api = candidateApi();
    personalityServer(api, 49);
    signIn();
    const { user, router } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Continue at question 50' }));
    await user.keyboard('5');
    expect(await screen.findByRole('heading', { name: 'Assessment Completed Successfully' })).toBeDefined();
    await waitFor(() => expect(currentPath(router)).toBe(`${PAGE}/success`));
    expect(screen.getByRole('link', { name: 'See your report' }).getAttribute('href')).toBe(
      `${PAGE}/report/${ASSESSMENT_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Answer the remaining 50 questions' })).toBeDefined();
  });

  it('says assessments.failed-error when the questions do not load', async () => {
    const api = candidateApi();
    api.on('GET', QUESTIONS, reply(500, { message: 'Some error occurred. Please refresh', code: 'INTERNAL' }));
    signIn();
    renderApp(PAGE);
    expect(await screen.findByText('The assessment questions could not be loaded. Please try again.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('runs in Arabic, right to left, with the questions and answers in Arabic', async () => {
    await act(() => changeLocale('ar'));
    const api = candidateApi();
    personalityServer(api);
    signIn();
    const { user } = renderApp(PAGE);
    expect(await screen.findByText('حوالي 10 دقائق')).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(screen.getByRole('button', { name: 'ابدأ' }));
    expect(screen.getByText('السؤال 1 من 100')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'عبارة 1' })).toBeDefined();
    expect(screen.getByRole('button', { name: /تنطبق عليّ دائماً/ })).toBeDefined();
  });

  it('says the Arabic assessments.failed-error when the questions do not load', async () => {
    await act(() => changeLocale('ar'));
    const api = candidateApi();
    api.on('GET', QUESTIONS, reply(500, { message: 'x', code: 'INTERNAL' }));
    signIn();
    renderApp(PAGE);
    expect(await screen.findByText('تعذّر تحميل أسئلة التقييم. يُرجى المحاولة مرة أخرى.')).toBeDefined();
  });
});

describe("the candidate's report", () => {
  it('shows the short-scale caveat, the MBTI-style type, the traits with their meaning and emotional stability', async () => {
    const api = candidateApi();
    api.on('GET', SUMMARY, reply(200, { data: aSummary() }));
    signIn();
    renderApp(`${PAGE}/report/${ASSESSMENT_ID}`);
    expect(await screen.findByText(/This result comes from the short scale \(50 questions\)/)).toBeDefined();
    expect(screen.getByRole('heading', { name: 'MBTI-style type' })).toBeDefined();
    expect(screen.getByText('INFX')).toBeDefined();
    expect(screen.getByText('I: draws energy from quiet focus')).toBeDefined();
    expect(screen.getByText('X: balanced between the two')).toBeDefined();
    const openness = screen.getByRole('region', { name: 'Openness to Experience' });
    expect(within(openness).getByText('84 out of 100')).toBeDefined();
    expect(within(openness).getByText('High')).toBeDefined();
    // The raw score beside it, with the range the short scale's ten items allow.
    expect(within(openness).getByText('Raw score 30 (possible 10 to 50)')).toBeDefined();
    expect(within(openness).getByText(/You enjoy new ideas, change/)).toBeDefined();
    const stability = screen.getByRole('region', { name: 'Emotional stability' });
    expect(within(stability).getByText('9 out of 100')).toBeDefined();
    // Neuroticism's raw 38 of 10–50, turned round as stability is.
    expect(within(stability).getByText('Raw score 22 (possible 10 to 50)')).toBeDefined();
    expect(within(stability).getByText(/Pressure and setbacks weigh on you/)).toBeDefined();
  });

  it('reads in Arabic, right to left', async () => {
    await act(() => changeLocale('ar'));
    const api = candidateApi();
    api.on('GET', SUMMARY, reply(200, { data: aSummary({ result: { ...aSummary().result, scale: 'full' } }) }));
    signIn();
    renderApp(`${PAGE}/report/${ASSESSMENT_ID}`);
    expect(await screen.findByRole('heading', { name: 'النمط على طريقة MBTI' })).toBeDefined();
    expect(screen.getByText('هذه النتيجة من الأسئلة المئة كلها.')).toBeDefined();
    expect(within(screen.getByRole('region', { name: 'الانفتاح' })).getByText('الدرجة الخام 30 (من 10 إلى 50)')).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
    // The Latin letters run left to right inside a block that keeps the page's direction, so they sit at its right.
    const type = screen.getByLabelText('I N F X');
    expect(type.closest('[dir="ltr"]')).toBeNull();
    expect(within(type).getByText('INFX').getAttribute('dir')).toBe('ltr');
  });

  it('shows the facets the full result scored, under their trait', async () => {
    const full = aSummary().result;
    const domains = full.domains.map((entry) =>
      entry.domain === 'O'
        ? { ...entry, facets: [{ facet: 1, answered: 4, raw: 16, mean: 4, percentile: 95, level: 'high' as const }] }
        : entry,
    );
    const api = candidateApi();
    api.on('GET', SUMMARY, reply(200, { data: aSummary({ result: { ...full, scale: 'full', domains } }) }));
    signIn();
    renderApp(`${PAGE}/report/${ASSESSMENT_ID}`);
    const openness = await screen.findByRole('region', { name: 'Openness to Experience' });
    expect(within(openness).getByText('Facets')).toBeDefined();
    expect(within(openness).getByText('Imagination: 95 out of 100')).toBeDefined();
    expect(within(screen.getByRole('region', { name: 'Conscientiousness' })).queryByText('Facets')).toBeNull();
  });

  it('downloads the PDF in the page language, saying it is being prepared while the server makes it', async () => {
    await act(() => changeLocale('ar'));
    let made!: () => void;
    const ready = new Promise<void>((resolve) => (made = resolve));
    const api = candidateApi();
    api.on('GET', SUMMARY, reply(200, { data: aSummary() }));
    api.on('GET', PDF, async () => {
      if (api.requestsTo('GET', PDF).length === 1) return reply(202, { data: { status: 'pending' } });
      await ready;
      return reply(200, '%PDF-1.3');
    });
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:report' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    reportPdfTiming.pollMs = 1;
    try {
      signIn();
      const { user } = renderApp(`${PAGE}/report/${ASSESSMENT_ID}`);
      await user.click(await screen.findByRole('button', { name: 'تنزيل PDF' }));
      expect((await screen.findByRole('status')).textContent).toBe('يجري إعداد ملف PDF…');
      made();
      await waitFor(() => expect(saved).toEqual(['personality-report.pdf']));
      await waitFor(() => expect(screen.queryByText('يجري إعداد ملف PDF…')).toBeNull());
      expect(api.requestsTo('GET', PDF).map((request) => request.headers.lang)).toEqual(['ar', 'ar']);
    } finally {
      reportPdfTiming.pollMs = 2000;
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it("says 'Assessments Not Found' for a report that is not the candidate's, with nothing to retry", async () => {
    const api = candidateApi();
    api.on('GET', SUMMARY, reply(404, { message: 'Assessments Not Found', code: 'NOT_FOUND' }));
    signIn();
    renderApp(`${PAGE}/report/${ASSESSMENT_ID}`);
    expect(await screen.findByText('Assessments Not Found')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("says 'Failed to create assessment report' when the server cannot score it", async () => {
    const api = candidateApi();
    api.on('GET', SUMMARY, reply(409, { message: 'Failed to create assessment report', code: 'CONFLICT' }));
    signIn();
    renderApp(`${PAGE}/report/${ASSESSMENT_ID}`);
    expect(await screen.findByText('Failed to create assessment report')).toBeDefined();
  });
});
