import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import type { JobQuestion, QuestionDraft } from '@masar/shared/job-questions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { installFakeApi, reply } from '../../../test/fake-api';
import { aJob, jobId } from '../../../test/jobs';
import { currentPath, fill, renderApp } from '../../../test/render-app';
import { aUser } from '../../../test/users';

const JOB_ID = jobId(7);
const QUESTIONS = `/api/recruiter/job/${JOB_ID}/questions/`;
const SUGGEST = `/api/recruiter/job/${JOB_ID}/questions/suggest/`;
const PAGE = `/recruiter/jobs/post-job/${JOB_ID}/add-questions`;

const SUGGESTIONS: QuestionDraft[] = [
  {
    question: 'Walk us through a piece of Python code you wrote recently that you are proud of.',
    kind: 'technical',
    skill_ids: ['sk-python'],
    rubric: 'Explains the design; uses the idioms of Python; mentions tests.',
    source: 'suggested',
  },
  {
    question: 'What mistakes do people new to SQL often make, and how do you avoid them?',
    kind: 'technical',
    skill_ids: ['sk-sql'],
    rubric: 'Names specific pitfalls of SQL and the practice that prevents them.',
    source: 'suggested',
  },
  {
    question: 'Describe a time you disagreed with a colleague about how to do the work.',
    kind: 'behavioural',
    skill_ids: [],
    rubric: 'Handles the disagreement with respect and facts.',
    source: 'suggested',
  },
];

function recruiterApi(saved: JobQuestion[] = []) {
  let list = saved;
  return installFakeApi()
    .on('GET', '/api/user/', reply(200, { data: aUser({ role_name: 'recruiter' }) }))
    .on('GET', `/api/recruiter/job/${JOB_ID}`, reply(200, { data: { ...aJob({ jid: JOB_ID, status: 'draft' }), candidates_count: 0, reading: null } }))
    .on('GET', QUESTIONS, () => reply(200, { data: { questions: list } }))
    .on('POST', SUGGEST, reply(200, { data: { questions: SUGGESTIONS } }))
    .on('PUT', QUESTIONS, (request) => {
      const { questions } = request.body as { questions: QuestionDraft[] };
      list = questions.map((question, position) => ({ ...question, id: `id-${position}`, position }));
      return reply(200, { data: { questions: list }, message: 'Job Updated Successfully' });
    });
}

async function openPage(api = recruiterApi(), heading = 'Interview questions') {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  const app = renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...app, api };
}

const cards = () => screen.getAllByRole('article');
/** Each card's question: its first text written in the question's own direction. */
const questionTexts = () => cards().map((card) => card.querySelector('p[dir="auto"]')?.textContent);

describe('a job’s interview questions', () => {
  it('says where the page sits: the jobs, then the job by its title, then this page', async () => {
    await openPage();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(trail).getByRole('link', { name: 'Data Engineer' }).getAttribute('href')).toBe(`/recruiter/jobs/${JOB_ID}`));
    expect(within(trail).getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/recruiter/jobs');
    expect(within(trail).getByText('Interview questions').getAttribute('aria-current')).toBe('page');
  });

  it('suggests questions, lets the recruiter edit, reorder, remove and add, saves the list and continues to the job', async () => {
    const { user, api, router } = await openPage();
    expect(await screen.findByText('Job: Data Engineer')).toBeDefined();
    expect(screen.getByText("No questions yet. Suggest questions from the job's skills, or add your own.")).toBeDefined();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Suggest questions' }));
    expect(await screen.findByText('3 questions added. Keep the ones you want and remove the rest.')).toBeDefined();
    expect(cards()).toHaveLength(3);
    const first = within(cards()[0]!);
    expect(first.getByText('Technical')).toBeDefined();
    expect(first.getByText('Suggested')).toBeDefined();
    expect(first.getByText('Python')).toBeDefined();
    expect(first.getByText('Explains the design; uses the idioms of Python; mentions tests.')).toBeDefined();
    expect(within(cards()[2]!).getByText('No particular skill')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toHaveProperty('disabled', true);

    // Asking again adds nothing already in the list.
    await user.click(screen.getByRole('button', { name: 'Suggest questions' }));
    expect(await screen.findByText('No new suggestions: your list already has them.')).toBeDefined();
    expect(cards()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    expect(questionTexts()[1]).toBe(SUGGESTIONS[2]!.question);
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    expect(cards()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    const editor = screen.getByRole('form', { name: 'Editing question 1' });
    await fill(user, within(editor).getByRole('textbox', { name: 'Question' }), 'Walk us through a Python data pipeline you built and tested.');
    await user.click(within(editor).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const typed = screen.getByRole('form', { name: 'Editing question 3' });
    await fill(user, within(typed).getByRole('textbox', { name: 'Question' }), 'Short?');
    await user.click(within(typed).getByRole('button', { name: 'Done' }));
    expect(within(typed).getByText('A question must be 10 to 500 characters')).toBeDefined();
    expect(within(typed).getByText('Field is required')).toBeDefined();
    await fill(user, within(typed).getByRole('textbox', { name: 'Question' }), 'Why do you want to build data platforms for a bank?');
    await fill(user, within(typed).getByRole('textbox', { name: 'What a good answer shows' }), 'Knows what banks need from data; concrete reasons.');
    await user.click(within(typed).getByRole('button', { name: 'Done' }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('You have changes that are not saved yet.')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job Updated Successfully')).toBeDefined();
    expect(api.requestsTo('PUT', QUESTIONS)[0]?.body).toEqual({
      questions: [
        { ...SUGGESTIONS[0], question: 'Walk us through a Python data pipeline you built and tested.' },
        SUGGESTIONS[2],
        { question: 'Why do you want to build data platforms for a bank?', kind: 'technical', skill_ids: [], rubric: 'Knows what banks need from data; concrete reasons.', source: 'typed' },
      ],
    });
    await waitFor(() => expect(screen.queryByText('You have changes that are not saved yet.')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/recruiter/jobs/${JOB_ID}`));
    expect(api.requestsTo('PUT', QUESTIONS)).toHaveLength(1);
  });

  it('shows the saved list, and Continue saves changes first', async () => {
    const saved = SUGGESTIONS.slice(0, 2).map((question, position) => ({ ...question, id: `s${position}`, position }));
    const { user, api, router } = await openPage(recruiterApi(saved));
    await screen.findByText(SUGGESTIONS[0]!.question);
    expect(cards()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/recruiter/jobs/${JOB_ID}`));
    expect((api.requestsTo('PUT', QUESTIONS)[0]?.body as { questions: QuestionDraft[] }).questions.map((q) => q.question)).toEqual([SUGGESTIONS[1]!.question, SUGGESTIONS[0]!.question]);
  });

  it('Skip leaves a job without questions as it is', async () => {
    const { user, api, router } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/recruiter/jobs/${JOB_ID}`));
    expect(api.requestsTo('PUT', QUESTIONS)).toHaveLength(0);
  });

  it('says Job not exist for another company’s job', async () => {
    const api = recruiterApi().on('GET', `/api/recruiter/job/${JOB_ID}`, reply(404, { code: 'NOT_FOUND', message: 'Job not exist' }));
    await openPage(api);
    expect(await screen.findByText('Job not exist')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toBeDefined();
  });

  it('works in Arabic, right to left', async () => {
    await changeLocale('ar');
    const { user } = await openPage(recruiterApi(), 'أسئلة المقابلة');
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(await screen.findByRole('button', { name: 'اقترح أسئلة' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(within(cards()[0]!).getByText('تقني')).toBeDefined();
    expect(within(cards()[0]!).getByText('مقترح')).toBeDefined();
    expect(screen.getByRole('button', { name: 'انقل السؤال 2 إلى الأعلى' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'متابعة' })).toBeDefined();
  });
});
