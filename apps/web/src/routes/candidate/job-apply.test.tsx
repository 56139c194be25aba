import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { candidateApi, jobActionPath, signIn } from '../../test/candidate-api';
import { reply } from '../../test/fake-api';
import { jobId, matchedJobs } from '../../test/jobs';
import { aPrescreeningQuestion, CANDIDATE_CHAT_ROOT, chatPrescreenApi, prescreeningApi } from '../../test/prescreening-api';
import { renderApp } from '../../test/render-app';

const JOB = jobId(1);
const LICENCE = aPrescreeningQuestion();
const SHIFT = aPrescreeningQuestion({ id: 'a1b2c3d4-0000-4000-8000-000000000002', position: 1, kind: 'multiple_choice', question: 'Which shift can you work?', options: ['Night', 'Day'], accepted: ['Night'] });
const YEARS = aPrescreeningQuestion({ id: 'a1b2c3d4-0000-4000-8000-000000000003', position: 2, kind: 'number', question: 'Years leading a team?', min: 2 });
const START = aPrescreeningQuestion({ id: 'a1b2c3d4-0000-4000-8000-000000000004', position: 3, kind: 'short_text', question: 'When could you start?', required: false });

async function openJob(heading = 'Job details') {
  const api = chatPrescreenApi(prescreeningApi(candidateApi(matchedJobs(3)), JOB, { questions: [LICENCE, SHIFT, YEARS, START] }), JOB, [LICENCE, SHIFT, YEARS, START]);
  signIn();
  const app = renderApp(`/candidate/jobs/view/${JOB}`);
  await screen.findByRole('heading', { level: 1, name: heading });
  await screen.findByRole('region', { name: 'Job 1' });
  return { ...app, api };
}

describe('applying with pre-screening questions', () => {
  it('asks them before the application goes, wants the required ones, and sends the answers with it', async () => {
    const { user, api } = await openJob();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const step = await screen.findByRole('dialog', { name: 'Before you apply' });
    expect(within(step).getByText(/the recruiter reads them and decides/)).toBeDefined();

    await user.click(within(step).getByRole('button', { name: 'Send my application' }));
    expect(within(step).getAllByText('Answer this question')).toHaveLength(3);
    expect(api.requestsTo('POST', jobActionPath('apply'))).toHaveLength(0);

    await user.click(within(step).getByRole('radio', { name: 'Yes' }));
    await user.click(within(step).getByRole('radio', { name: 'Night' }));
    await user.type(within(step).getByRole('textbox', { name: /Years leading a team/ }), '3');
    await user.click(within(step).getByRole('button', { name: 'Send my application' }));

    expect(await screen.findByText('Your application was sent')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Applied' })).toHaveProperty('disabled', true);
    expect(api.requestsTo('POST', jobActionPath('apply'))[0]?.body).toEqual({
      job_id: JOB,
      prescreening_answers: [
        { question_id: LICENCE.id, value: true },
        { question_id: SHIFT.id, value: 'Night' },
        { question_id: YEARS.id, value: 3 },
      ],
    });
  });

  it("shows the server's refusal in the step and keeps it open", async () => {
    const { user, api } = await openJob();
    api.on('POST', jobActionPath('apply'), reply(400, { message: 'Answer the pre-screening questions', code: 'VALIDATION_ERROR' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const step = await screen.findByRole('dialog', { name: 'Before you apply' });
    await user.click(within(step).getByRole('radio', { name: 'No' }));
    await user.click(within(step).getByRole('radio', { name: 'Day' }));
    await user.type(within(step).getByRole('textbox', { name: /Years leading a team/ }), '1');
    await user.click(within(step).getByRole('button', { name: 'Send my application' }));
    expect((await within(step).findByRole('alert')).textContent).toBe('Answer the pre-screening questions');
  });

  it('may be answered in a chat instead: typed or tapped replies, a polite re-ask, and the last reply applies', async () => {
    const { user, api } = await openJob();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const step = await screen.findByRole('dialog', { name: 'Before you apply' });
    await user.click(within(step).getByRole('radio', { name: 'Chat' }));
    const log = await within(step).findByRole('log', { name: 'Pre-screening chat' });
    expect(within(log).getByText('Do you hold a forklift licence?')).toBeDefined();

    const answer = within(step).getByRole('textbox', { name: 'Your answer' });
    await user.type(answer, 'maybe{Enter}');
    expect(await within(log).findByText(/could not read that as yes or no/)).toBeDefined();
    const quick = () => within(step).getByRole('group', { name: 'Quick replies' });
    await user.click(within(quick()).getByRole('button', { name: 'Yes' }));
    expect(await within(log).findByText('Which shift can you work?')).toBeDefined();
    await user.click(within(quick()).getByRole('button', { name: 'Night' }));
    await within(log).findByText('Years leading a team?');
    await user.type(answer, '3');
    await user.click(within(step).getByRole('button', { name: 'Send' }));
    await within(log).findByText('When could you start?');
    await user.click(within(quick()).getByRole('button', { name: 'Skip' }));

    expect(await screen.findByText('Application sent')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Applied' })).toHaveProperty('disabled', true);
    expect(api.requestsTo('POST', `${CANDIDATE_CHAT_ROOT}/${JOB}/messages`).map((request) => request.body)).toEqual([
      { question_id: LICENCE.id, text: 'maybe' },
      { question_id: LICENCE.id, text: 'Yes' },
      { question_id: SHIFT.id, text: 'Night' },
      { question_id: YEARS.id, text: '3' },
      { question_id: START.id, text: 'Skip' },
    ]);
    expect(api.requestsTo('POST', jobActionPath('apply'))).toHaveLength(0);
  });

  it('is Arabic and right to left', async () => {
    await act(() => changeLocale('ar'));
    const { user } = await openJob('تفاصيل الوظيفة');
    await user.click(screen.getByRole('button', { name: 'قدّم الآن' }));
    const step = await screen.findByRole('dialog', { name: 'قبل أن تتقدم' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(step).getByRole('button', { name: 'أرسل طلبي' })).toBeDefined();
    expect(within(step).getByText(/\(اختياري\)/)).toBeDefined();
    await user.click(within(step).getByRole('radio', { name: 'محادثة' }));
    const log = await within(step).findByRole('log', { name: 'محادثة الفرز المسبق' });
    await user.click(within(within(step).getByRole('group', { name: 'ردود سريعة' })).getByRole('button', { name: 'نعم' }));
    expect(await within(log).findByText('فُهمت على أنها: نعم')).toBeDefined();
  });
});
