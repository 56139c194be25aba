import { INTEREST_AREAS, type InterestResult, type InterestScores } from '@masar/shared/interests';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { candidateApi, signIn } from '../../test/candidate-api';
import { reply, type FakeApi, type RecordedRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const PAGE = '/candidate/assessments/my-next-move';
const INTERESTS = '/api/onet/interests/';
const RESULT = '/api/onet/result/';
const CHOICES = ['Strongly dislike', 'Dislike', 'Unsure', 'Like', 'Strongly like'];

/** The onet calls as the server answers them, over answers kept here (1..answered given as 3). */
function interestsServer(api: FakeApi, answered = 0) {
  const answers = new Map<number, number>();
  for (let n = 1; n <= answered; n++) answers.set(n, 3);
  let typed: InterestScores | null = null;
  let zone = 0;
  const count = () => [...answers.values()].filter((value) => value >= 0).length;
  const scores = (): InterestScores => {
    if (typed) return typed;
    const sums = Object.fromEntries(INTEREST_AREAS.map((area) => [area, 0])) as InterestScores;
    for (const [n, value] of answers) if (value >= 0) sums[INTEREST_AREAS[(n - 1) % 6]!] += value;
    return sums;
  };
  api.on('POST', INTERESTS, (request: RecordedRequest) => {
    const body = request.body as { kind: string; page?: number; answers?: Array<{ questionNumber: number; answerNumber: number }>; scores?: Record<string, string> };
    if (body.scores) typed = Object.fromEntries(Object.entries(body.scores).map(([area, value]) => [area, Number(value)])) as InterestScores;
    for (const record of body.answers ?? []) answers.set(record.questionNumber, record.answerNumber);
    const firstOpen = Array.from({ length: 60 }, (_, i) => i + 1).find((n) => (answers.get(n) ?? -1) < 0) ?? 60;
    const page = body.page ?? Math.floor((firstOpen - 1) / 12);
    const numbers = Array.from({ length: 12 }, (_, i) => page * 12 + i + 1);
    return reply(200, {
      data: {
        assessment_id: null,
        kind: typed ? 'my_next_move_scores_assessment' : 'my_next_move_assessment',
        page,
        pages: 5,
        questions: numbers.map((number) => ({ text: `Activity ${number}`, number })),
        choices: CHOICES,
        answers: numbers.map((number) => ({ answerNumber: answers.get(number) ?? -1, question: `Activity ${number}`, questionNumber: number })),
        assessmentProgress: { answered: count(), total: 60, fractionComplete: count() / 60, complete: typed !== null || count() === 60 },
        scores: scores(),
      },
    });
  });
  api.on('POST', RESULT, (request: RecordedRequest) => {
    const body = request.body as { job_zone?: number; page: number };
    if (body.job_zone !== undefined) zone = body.job_zone;
    const total = zone === 0 ? 0 : 45;
    const careers = Array.from({ length: Math.max(0, Math.min(20, total - body.page * 20)) }, (_, i) => {
      const n = body.page * 20 + i + 1;
      return { id: `occ:${n}`, title: `Career ${n}`, description: 'What it is', job_zone: zone, holland_code: 'RIA', fit: 1 - n / 100 };
    });
    const data: InterestResult = {
      assessment_id: 'a',
      kind: typed ? 'my_next_move_scores_assessment' : 'my_next_move_assessment',
      scores: scores(),
      areas: INTEREST_AREAS.map((area) => ({ area, score: scores()[area] })),
      flat: false,
      job_zone: zone,
      job_zones: [1, 2, 3, 4, 5].map((z) => ({ zone: z, title: `Zone title ${z}`, preparation: 'Prep', experience: 'Exp', education: 'Edu', examples: 'Ex', careers: 45 })),
      careers,
      total,
      pagination: { page: body.page, limit: 20 },
    };
    return reply(200, { data });
  });
}

describe('My Next Move', () => {
  it('types the six scores (English digits only), shows them, then a zone, its careers and more careers', async () => {
    const api = candidateApi();
    interestsServer(api);
    signIn();
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Type my scores' }));
    const values = { Realistic: '31', Investigative: '٣١', Artistic: '41', Social: '', Enterprising: '0', Conventional: '40' };
    for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    expect(screen.getAllByText('Type the score with the digits 0 to 9 only')).toHaveLength(1);
    expect(screen.getByText('A score is a whole number from 0 to 40')).toBeDefined();
    expect(screen.getByText('Type a score for this area, from 0 to 40')).toBeDefined();
    expect(api.requestsTo('POST', INTERESTS).filter((r) => (r.body as { scores?: unknown }).scores)).toHaveLength(0);
    for (const [label, value] of Object.entries({ Investigative: '12', Artistic: '5', Social: '2' })) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    await user.click(screen.getByRole('button', { name: 'See my results' }));

    // Results: the chart, and Realistic's meaning until another area is chosen.
    expect(await screen.findByRole('progressbar', { name: 'Realistic: 31 out of 40' })).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Conventional: 40 out of 40' })).toBeDefined();
    expect(within(screen.getByRole('region', { name: 'Realistic' })).getByText(/hands-on work/)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Choose a job zone' }));
    expect(await screen.findByRole('heading', { name: 'Job zone 3: Zone title 3' })).toBeDefined();
    const scrolled = vi.spyOn(window, 'scrollTo');
    await user.click(screen.getByRole('button', { name: 'Choose zone 3' }));
    const careers = await screen.findByRole('heading', { name: 'Careers for you in job zone 3' });
    // A new screen starts at its top with the focus on it, not where the zone was chosen further down.
    expect(scrolled).toHaveBeenLastCalledWith({ top: 0 });
    expect(document.activeElement!.contains(careers)).toBe(true);
    scrolled.mockClear();
    expect(api.requestsTo('POST', RESULT).some((r) => (r.body as { job_zone?: number }).job_zone === 3)).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Career 20' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Matching jobs for Career 1' }).getAttribute('href')).toBe('/candidate/jobs?q=Career%201');
    expect(screen.getByRole('link', { name: 'Skills gap and courses for Career 1' }).getAttribute('href')).toBe('/candidate/jobs/upskill-career?career=occ%3A1');
    await user.click(screen.getByRole('button', { name: 'More careers' }));
    expect(await screen.findByRole('heading', { name: 'Career 40' })).toBeDefined();
    // More careers come below the ones read: the place is kept.
    expect(scrolled).not.toHaveBeenCalled();
    scrolled.mockRestore();
    await user.click(screen.getByRole('button', { name: 'More careers' }));
    expect(await screen.findByRole('heading', { name: 'Career 45' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'More careers' })).toBeNull();

    // Start over goes back to START, which now offers the results.
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('button', { name: 'See your results' })).toBeDefined();
  });

  it('answers a page of 12, saving each answer as given, and resumes at the first open page', async () => {
    const api = candidateApi();
    interestsServer(api, 12);
    signIn();
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Continue at page 2 of 5' }));
    expect(await screen.findByText('Page 2 of 5')).toBeDefined();
    expect(screen.getByText('20% answered')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    for (let n = 13; n <= 24; n++) {
      // A plain click: twelve answers through user-event's pointer model take seconds on a shared machine.
      fireEvent.click(within(screen.getByRole('radiogroup', { name: `Activity ${n}` })).getByRole('radio', { name: 'Like' }));
    }
    await waitFor(() => expect(api.requestsTo('POST', INTERESTS).filter((r) => (r.body as { answers?: unknown[] }).answers)).toHaveLength(12));
    expect(api.requestsTo('POST', INTERESTS).at(-1)!.body).toEqual({
      kind: 'my_next_move_assessment',
      page: 1,
      answers: [{ answerNumber: 3, question: 'Activity 24', questionNumber: 24 }],
    });
    expect(screen.getByText('40% answered')).toBeDefined();
    const scrolled = vi.spyOn(window, 'scrollTo');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 3 of 5')).toBeDefined();
    // The next page starts at its first activity, not at the bottom where "Next page" was.
    expect(scrolled).toHaveBeenCalledWith({ top: 0 });
    scrolled.mockRestore();
  });

  it('runs in Arabic, right to left', async () => {
    await act(() => changeLocale('ar'));
    const api = candidateApi();
    interestsServer(api);
    signIn();
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'ابدأ' }));
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(screen.getByRole('button', { name: 'اكتب درجاتي' }));
    await user.type(screen.getByLabelText('الواقعي'), '٣١');
    await user.click(screen.getByRole('button', { name: 'اعرض نتائجي' }));
    expect(screen.getAllByText('اكتب الدرجة بالأرقام الإنجليزية من 0 إلى 9 فقط').length).toBeGreaterThan(0);
  });
});
