import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assessmentTiming } from '../../features/skills-assessments/api/skills-assessments';
import { changeLocale } from '../../lib/i18n';
import { candidateApi, signIn } from '../../test/candidate-api';
import { reply } from '../../test/fake-api';
import { personalityServer } from '../../test/personality-api';
import { currentPath, fill, renderApp } from '../../test/render-app';
import {
  ANNOTATION_AUTOMATIC,
  bulkPath,
  ENGLISH_AUTOMATIC,
  questionnairePath,
  resultApiPath,
  skillsServer,
} from '../../test/skills-assessments-api';

const LIST = '/candidate/assessments';
const ANNOTATION = `${LIST}/skills/annotation_v1`;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeEach(() => {
  assessmentTiming.debounceMs = 1;
  assessmentTiming.resultPollMs = 1;
});
afterEach(() => {
  assessmentTiming.debounceMs = 1200;
  assessmentTiming.resultPollMs = 3000;
});

/** The answers the bulk calls carried, by item id, the latest last. */
function savedAnswers(api: ReturnType<typeof candidateApi>) {
  return Object.fromEntries(
    api
      .requestsTo('POST', bulkPath('annotation_v1'))
      .flatMap((request) => (request.body as { answers: { question_id: string; answer: unknown }[] }).answers)
      .map((answer) => [answer.question_id, answer.answer]),
  );
}

describe('the candidate assessments list', () => {
  it('lists every kind with what it tests, its items, time limit, status and deadline, and the personality and My Next Move', async () => {
    const api = candidateApi();
    personalityServer(api, 20);
    skillsServer(api, {
      attempts: { english_v1: { status: 'IN_PROGRESS', answers: {}, deadline: '2026-11-25T05:40:00.000Z' } },
    });
    signIn();
    const { user, router } = renderApp('/candidate/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Assessments' }));
    await waitFor(() => expect(currentPath(router)).toBe(LIST));

    const english = await screen.findByRole('article', { name: 'English (written)' });
    expect(within(english).getByText('In progress')).toBeDefined();
    expect(within(english).getByText('3 questions · 40 minutes')).toBeDefined();
    expect(within(english).getByText(/^Finish by 25 November 2026/)).toBeDefined();
    expect(within(english).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      `${LIST}/skills/english_v1`,
    );
    const annotation = screen.getByRole('article', { name: 'Data annotation' });
    expect(within(annotation).getByText('Not started')).toBeDefined();
    expect(within(annotation).getByText('5 questions · 45 minutes')).toBeDefined();
    expect(screen.getByRole('article', { name: 'English (written and speaking)' })).toBeDefined();
    expect(screen.getByRole('article', { name: 'Data annotation (advanced)' })).toBeDefined();
    const personality = screen.getByRole('article', { name: 'Personality' });
    expect(await within(personality).findByText('In progress')).toBeDefined();
    expect(within(personality).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/candidate/assessments/personality',
    );
    expect(screen.getByRole('article', { name: 'My Next Move' })).toBeDefined();
    // The list is not the personality page's own navigation entry.
    expect(screen.getByRole('link', { name: 'Assessments' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Personality' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('taking an annotation test', () => {
  it('says the clock starts when the questions are shown, starts it only then, and saves every widget’s answer', async () => {
    const api = candidateApi();
    skillsServer(api);
    signIn();
    const { user } = renderApp(ANNOTATION);
    expect(await screen.findByText('45 minutes for 5 questions')).toBeDefined();
    expect(
      screen.getByText('The clock starts when the questions are first shown, and keeps running if you leave.'),
    ).toBeDefined();
    expect(api.requestsTo('GET', questionnairePath('annotation_v1'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show the questions and start the clock' }));
    expect(await screen.findByRole('timer')).toBeDefined();
    expect(screen.getByRole('timer').textContent).toMatch(/^(45:00|44:5\d)$/);

    // part1: a label
    await user.click(screen.getByRole('radio', { name: 'NEGATIVE' }));
    await waitFor(() => expect(savedAnswers(api)['a1-c1']).toBe('NEGATIVE'));
    expect(await screen.findByText('All answers saved')).toBeDefined();

    // part2: entity spans typed (the keyboard way), listed, one removed
    await user.click(screen.getByRole('tab', { name: /Part 2/ }));
    await user.type(screen.getByLabelText('Or type the words to mark'), 'محمد العتيبي');
    await user.click(screen.getByRole('button', { name: 'Mark as Person' }));
    await user.type(screen.getByLabelText('Or type the words to mark'), 'الرياض');
    await user.click(screen.getByRole('button', { name: 'Mark as Place' }));
    await user.type(screen.getByLabelText('Or type the words to mark'), 'لندن');
    await user.click(screen.getByRole('button', { name: 'Mark as Place' }));
    expect(screen.getByText('These words are not in the text.')).toBeDefined();
    const marked = screen.getByRole('list', { name: 'Marked words' });
    expect(within(marked).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove “الرياض” (Place)' }));
    await waitFor(() => expect(savedAnswers(api)['a1-s3']).toEqual([{ start: 4, end: 16, label: 'PERSON' }]));

    // part3: ranking with the move buttons
    await user.click(screen.getByRole('tab', { name: /Part 3/ }));
    await user.click(screen.getByRole('button', { name: 'Move answer 3 up' }));
    await waitFor(() => expect(savedAnswers(api)['a1-r1']).toEqual(['r1', 'r3', 'r2']));
    const ranked = within(screen.getByRole('list', { name: 'Answers from best to worst' })).getAllByRole('listitem');
    expect(ranked[1]!.textContent).toContain('Call us.');

    // part4: the correction starts from the flawed answer, with its word count
    await user.click(screen.getByRole('tab', { name: /Part 4/ }));
    const correction = screen.getByLabelText('Your corrected answer');
    expect((correction as HTMLTextAreaElement).value).toBe('The capital is Jeddah.');
    await fill(user, correction, 'The capital is Riyadh, not Jeddah.');
    expect(screen.getByText('Words: 6')).toBeDefined();
    await waitFor(() => expect(savedAnswers(api)['a1-x1']).toBe('The capital is Riyadh, not Jeddah.'));

    // part5: the guideline is shown with the case
    await user.click(screen.getByRole('tab', { name: /Part 5/ }));
    expect(screen.getByText('Label a message SPAM if it asks for money.')).toBeDefined();
    await user.click(screen.getByRole('radio', { name: 'SPAM' }));
    await waitFor(() => expect(savedAnswers(api)['a1-g1']).toBe('SPAM'));
    for (const request of api.requestsTo('POST', bulkPath('annotation_v1')))
      expect(request.body).toMatchObject({ answers: [expect.objectContaining({ answer_type: expect.any(String) })] });
  });

  it('says an answer is not saved and sends it again on retry', async () => {
    const api = candidateApi();
    skillsServer(api, { attempts: { annotation_v1: { status: 'IN_PROGRESS', answers: {}, deadline: inAnHour() } } });
    let failures = 1;
    const save = api.requestsTo.bind(api);
    api.on('POST', bulkPath('annotation_v1'), () =>
      failures-- > 0
        ? reply(500, { message: 'Internal server error', code: 'INTERNAL' })
        : reply(200, {
            data: { kind: 'annotation_v1', status: 'IN_PROGRESS', deadline_at: inAnHour(), saved: ['a1-c1'] },
          }),
    );
    signIn();
    const { user } = renderApp(ANNOTATION);
    expect(await screen.findByText(/^You started this assessment/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Continue where you left off' }));
    await user.click(await screen.findByRole('radio', { name: 'POSITIVE' }));
    expect(await screen.findByText('Not saved')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All answers saved')).toBeDefined();
    expect(save('POST', bulkPath('annotation_v1')).map((request) => request.body)).toEqual([
      { answers: [{ question_id: 'a1-c1', answer_type: 'text', answer: 'POSITIVE' }] },
      { answers: [{ question_id: 'a1-c1', answer_type: 'text', answer: 'POSITIVE' }] },
    ]);
  });

  it('resumes with the answers saved before leaving', async () => {
    const api = candidateApi();
    skillsServer(api, {
      attempts: {
        annotation_v1: {
          status: 'IN_PROGRESS',
          deadline: inAnHour(),
          answers: { 'a1-c1': 'NEUTRAL', 'a1-s3': [{ start: 17, end: 23, label: 'LOC' }], 'a1-r1': ['r2', 'r1', 'r3'] },
        },
      },
    });
    signIn();
    const { user } = renderApp(ANNOTATION);
    await user.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    expect((await screen.findByRole('radio', { name: 'NEUTRAL' })).getAttribute('checked')).not.toBeNull();
    expect(screen.getByText('3 of 5 answered')).toBeDefined();
    await user.click(screen.getByRole('tab', { name: /Part 2/ }));
    expect(within(screen.getByRole('list', { name: 'Marked words' })).getByText('الرياض')).toBeDefined();
    await user.click(screen.getByRole('tab', { name: /Part 3/ }));
    const ranked = within(screen.getByRole('list', { name: 'Answers from best to worst' })).getAllByRole('listitem');
    expect(ranked[0]!.textContent).toContain('Passwords are important.');
  });

  it('shows plainly that the time is up when the server refuses an answer with 409', async () => {
    const api = candidateApi();
    skillsServer(api, { attempts: { annotation_v1: { status: 'IN_PROGRESS', answers: {}, deadline: inAnHour() } } });
    api.on(
      'POST',
      bulkPath('annotation_v1'),
      reply(409, {
        message: 'The time for this assessment is up; it was submitted with the answers saved',
        code: 'CONFLICT',
      }),
    );
    signIn();
    const { user } = renderApp(ANNOTATION);
    await user.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    await user.click(await screen.findByRole('radio', { name: 'POSITIVE' }));
    expect(await screen.findByText('Time is up')).toBeDefined();
    expect(
      screen.getByText('The time for this assessment is up; it was submitted with the answers saved'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'See your result' }).getAttribute('href')).toBe(`${ANNOTATION}/result`);
  });

  it('says the time is up when the countdown reaches the server’s deadline', async () => {
    const api = candidateApi();
    const passed = new Date(Date.now() - 1000).toISOString();
    skillsServer(api, { attempts: { annotation_v1: { status: 'IN_PROGRESS', answers: {}, deadline: passed } } });
    signIn();
    const { user } = renderApp(ANNOTATION);
    await user.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    expect(await screen.findByText('Time is up')).toBeDefined();
    expect(
      screen.getByText('The time for this assessment is up; it was submitted with the answers saved'),
    ).toBeDefined();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('submits after confirmation and shows the score with each part’s evidence once scoring is done, in Arabic', async () => {
    const api = candidateApi();
    skillsServer(api, {
      attempts: { annotation_v1: { status: 'IN_PROGRESS', answers: { 'a1-c1': 'NEGATIVE' }, deadline: inAnHour() } },
      automatic: { annotation_v1: { score: 68.4, automatic: ANNOTATION_AUTOMATIC } },
      pollsBeforeDone: 1,
    });
    await act(() => changeLocale('ar'));
    signIn();
    const { user, router } = renderApp(ANNOTATION);
    await user.click(await screen.findByRole('button', { name: 'تابع من حيث توقفت' }));
    expect(await screen.findByText('اختر التصنيف الأنسب لكل نص.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'سلّم الإجابات' }));
    expect(await screen.findByText('أجبت عن 1 من 5 سؤالاً. لا يمكنك تغيير إجاباتك بعد التسليم.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'سلّم' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${ANNOTATION}/result`));
    expect(api.requestsTo('POST', resultApiPath('annotation_v1'))[0]!.body).toEqual({});
    expect(await screen.findByTestId('overall-score')).toBeDefined();
    expect(screen.getByTestId('overall-score').textContent).toBe('68 من 100');
    expect(screen.getByText('أدلة التصحيح الآلي مكتوبة بالإنجليزية كما أخرجها المصحّح.')).toBeDefined();
    const part2 = screen.getByRole('region', { name: 'الجزء 2: تظليل الكيانات' });
    expect(within(part2).getByText('part2 evidence line')).toBeDefined();
    expect(within(part2).getAllByText('75 من 100').length).toBeGreaterThan(0);
    expect(api.requestsTo('GET', resultApiPath('annotation_v1')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('cancelling a test before submitting it', () => {
  it('asks first, keeps the attempt when the candidate thinks again, and cancels it once confirmed', async () => {
    const api = candidateApi();
    skillsServer(api, {
      attempts: { annotation_v1: { status: 'IN_PROGRESS', answers: { 'a1-c1': 'NEGATIVE' }, deadline: inAnHour() } },
    });
    signIn();
    const { user, router } = renderApp(ANNOTATION);
    await user.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the assessment' }));
    const asked = await screen.findByRole('dialog', { name: 'Cancel this assessment?' });
    expect(
      within(asked).getByText('Your answers will not be scored, and you cannot take this assessment again.'),
    ).toBeDefined();
    await user.click(within(asked).getByRole('button', { name: 'Keep answering' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo('POST', resultApiPath('annotation_v1'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel the assessment' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the assessment' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${ANNOTATION}/result`));
    expect(api.requestsTo('POST', resultApiPath('annotation_v1'))[0]!.body).toEqual({ status: 'CANCELLED' });
    expect(await screen.findByText('Assessment cancelled')).toBeDefined();
    expect(await screen.findByText('This assessment was cancelled.')).toBeDefined();
  });

  it('asks in Arabic too', async () => {
    const api = candidateApi();
    skillsServer(api, {
      attempts: { annotation_v1: { status: 'IN_PROGRESS', answers: {}, deadline: inAnHour() } },
    });
    await act(() => changeLocale('ar'));
    signIn();
    const { user, router } = renderApp(ANNOTATION);
    await user.click(await screen.findByRole('button', { name: 'تابع من حيث توقفت' }));
    await user.click(await screen.findByRole('button', { name: 'ألغِ التقييم' }));
    const asked = await screen.findByRole('dialog', { name: 'إلغاء هذا التقييم؟' });
    expect(within(asked).getByText('لن تُصحَّح إجاباتك، ولن يمكنك أداء هذا التقييم مرة أخرى.')).toBeDefined();
    await user.click(within(asked).getByRole('button', { name: 'ألغِ التقييم' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${ANNOTATION}/result`));
    expect(await screen.findByText('أُلغي هذا التقييم.')).toBeDefined();
  });
});

describe('an English test', () => {
  it('shows the passage, the word count and the speaking item, and the band with errors marked and speaking pending', async () => {
    const api = candidateApi();
    skillsServer(api, {
      attempts: { english_v1: { status: 'IN_PROGRESS', answers: {}, deadline: inAnHour() } },
      automatic: { english_v1: { score: 'B1', automatic: ENGLISH_AUTOMATIC, pending: ['en-s1'] } },
    });
    signIn();
    const { user, router } = renderApp(`${LIST}/skills/english_v1`);
    await user.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    expect(await screen.findByText(/staff in the Jeddah office/)).toBeDefined();
    await user.click(screen.getByRole('radio', { name: 'Two' }));
    await user.click(screen.getByRole('tab', { name: /Writing/ }));
    await fill(user, screen.getByLabelText('Your answer'), 'Dear Sara, the report is late.');
    expect(screen.getByText('Words: 6 (asked for 60–150)')).toBeDefined();
    await user.click(screen.getByRole('tab', { name: /Speaking/ }));
    // The recorder itself is tested in speaking-answer.test.tsx: here, that the item offers it.
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${LIST}/skills/english_v1/result`));
    const requests = api
      .requestsTo('POST', bulkPath('english_v1'))
      .flatMap((request) => (request.body as { answers: unknown[] }).answers);
    expect(requests).toContainEqual({ question_id: 'en-r1', answer_type: 'text', answer: 'b' });
    expect(requests).toContainEqual({
      question_id: 'en-w1',
      answer_type: 'long_text',
      answer: 'Dear Sara, the report is late.',
    });

    expect(await screen.findByText('Level B1')).toBeDefined();
    // Said to an Arabic reader only: in English the evidence is in the page's language.
    expect(screen.queryByText(/evidence is in English/)).toBeNull();
    expect(
      screen.getByText('1 spoken answer is waiting for a person to score it; the level leaves it out until then.'),
    ).toBeDefined();
    const task = screen.getByRole('region', { name: 'Writing task 1' });
    expect(within(task).getByText('he go').tagName).toBe('MARK');
    expect(within(task).getByText('“he go”: he/she/it takes “goes”')).toBeDefined();
    expect(within(task).getByText('range evidence')).toBeDefined();
  });
});
