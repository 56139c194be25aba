import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { reply } from '../../../test/fake-api';
import { aJobCandidate, jobCandidatesApi } from '../../../test/job-candidates-api';
import { jobId } from '../../../test/jobs';
import { aChatMessage, aPrescreeningQuestion, PRESCREENING_ROOT, prescreeningApi } from '../../../test/prescreening-api';
import { aRecruiterJob, recruiterJobsApi, signInRecruiter } from '../../../test/recruiter-jobs-api';
import { renderApp } from '../../../test/render-app';

const JOB = aRecruiterJob({ jid: jobId(1), job_title: 'Warehouse Supervisor' });
const DANIEL = aJobCandidate({ candidate_id: '22222222-2222-4222-8222-222222222222', name: 'Daniel Mensah', job_id: JOB.jid, is_applied: true });
const LICENCE = aPrescreeningQuestion();
const YEARS = aPrescreeningQuestion({ id: 'a1b2c3d4-0000-4000-8000-000000000002', position: 1, kind: 'number', question: 'How many years have you led a team?', required_answer: null, min: 2 });

function api({ questions = [LICENCE] } = {}) {
  const fake = recruiterJobsApi([JOB]);
  fake.on(
    'GET',
    `/api/recruiter/job/${JOB.jid}/questions/`,
    reply(200, { data: { questions: [{ id: 'q1', position: 0, question: 'Tell us about a night shift that went wrong and what you did.', kind: 'behavioural', skill_ids: [], rubric: 'Concrete', source: 'typed' }] } }),
  );
  jobCandidatesApi(fake, [DANIEL]);
  return prescreeningApi(fake, JOB.jid, {
    questions,
    answers: [
      {
        candidate_id: DANIEL.candidate_id,
        answered_at: '2025-07-02T08:00:00.000Z',
        knock_outs: 1,
        answers: [
          { question: LICENCE, value: true, knocked_out: false, unclear: null },
          { question: YEARS, value: 1, knocked_out: true, unclear: null },
        ],
      },
    ],
    transcripts: {
      [DANIEL.candidate_id]: [
        aChatMessage({ position: 0, question_id: LICENCE.id, question_kind: 'yes_no', text: LICENCE.question }),
        aChatMessage({ position: 1, author: 'candidate', kind: 'unreadable', question_id: LICENCE.id, question_kind: 'yes_no', text: 'kind of' }),
        aChatMessage({ position: 2, kind: 'reask', question_id: LICENCE.id, question_kind: 'yes_no', text: LICENCE.question }),
        aChatMessage({ position: 3, author: 'candidate', kind: 'answer', question_id: LICENCE.id, question_kind: 'yes_no', text: 'yep', value: true }),
      ],
    },
  });
}

type User = Awaited<ReturnType<typeof openJob>>['user'];
/** Pasting a whole text: typing it key by key would only make the test slower. */
async function fill(user: User, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

async function openJob() {
  signInRecruiter();
  const app = renderApp(`/recruiter/jobs/${JOB.jid}`);
  const section = await screen.findByRole('region', { name: 'Pre-screening questions' });
  await within(section).findByRole('list', { name: 'Pre-screening questions' });
  return { ...app, section };
}

describe("a job's pre-screening questions", () => {
  it('edits the list (a new multiple choice, a number, one from the interview questions) and saves only each kind’s fields', async () => {
    const fake = api();
    const { user, section } = await openJob();
    expect(within(section).getByText(/Nobody is rejected automatically/)).toBeDefined();
    expect(within(section).getByDisplayValue('Do you hold a forklift licence?')).toBeDefined();

    await user.click(within(section).getByRole('button', { name: 'Add a question' }));
    const second = within(section).getByRole('listitem', { name: 'Question 2' });
    await fill(user, within(second).getByRole('textbox', { name: 'Question' }), 'Which shift can you work?');
    await user.click(within(second).getByRole('combobox', { name: 'Kind of answer' }));
    await user.click(await screen.findByRole('option', { name: 'Multiple choice' }));
    await fill(user, within(second).getByRole('textbox', { name: /Options/ }), 'Night\nDay');
    await user.click(within(second).getByRole('checkbox', { name: 'Night' }));

    await user.click(within(section).getByRole('button', { name: 'Add a question' }));
    const third = within(section).getByRole('listitem', { name: 'Question 3' });
    await fill(user, within(third).getByRole('textbox', { name: 'Question' }), 'Years leading a team?');
    await user.click(within(third).getByRole('combobox', { name: 'Kind of answer' }));
    await user.click(await screen.findByRole('option', { name: 'Number' }));
    const min = within(third).getByRole('textbox', { name: /Lowest accepted number/ });
    expect(min).toHaveProperty('value', '0');
    await user.clear(min);
    await user.type(min, '2');
    await user.click(within(third).getByRole('button', { name: 'Move question 3 up' }));

    await user.click(within(section).getByRole('combobox', { name: "Or take one of the job's interview questions" }));
    await user.click(await screen.findByRole('option', { name: 'Tell us about a night shift that went wrong and what you did.' }));

    await user.click(within(section).getByRole('button', { name: 'Save pre-screening questions' }));
    expect(await screen.findByText('Pre-screening questions saved')).toBeDefined();
    expect(fake.requestsTo('POST', `${PRESCREENING_ROOT}/questions/${JOB.jid}`)[0]?.body).toEqual({
      questions: [
        { kind: 'yes_no', question: 'Do you hold a forklift licence?', required: true, source: 'typed', required_answer: true },
        { kind: 'number', question: 'Years leading a team?', required: true, source: 'typed', min: 2 },
        { kind: 'multiple_choice', question: 'Which shift can you work?', required: true, source: 'typed', options: ['Night', 'Day'], accepted: ['Night'] },
        { kind: 'short_text', question: 'Tell us about a night shift that went wrong and what you did.', required: true, source: 'interview' },
      ],
    });
  });

  it("shows the server's refusal beside the list, naming the question", async () => {
    const fake = api();
    fake.on(
      'POST',
      `${PRESCREENING_ROOT}/questions/${JOB.jid}`,
      reply(400, { message: 'Accept at least one of the options', code: 'VALIDATION_ERROR', errors: [{ path: 'questions.0.accepted', message: 'Accept at least one of the options' }] }),
    );
    const { user, section } = await openJob();
    await user.click(within(section).getByRole('button', { name: 'Save pre-screening questions' }));
    expect(await within(section).findByText('Question 1: Accept at least one of the options')).toBeDefined();
  });

  it('flags knock-outs beside the application, and opens the answers with what was accepted', async () => {
    api();
    const { user } = await openJob();
    const candidates = await screen.findByRole('region', { name: 'Matching candidates' });
    const toggle = await within(candidates).findByRole('button', { name: /1 knock-out answer/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(candidates).getByText('How many years have you led a team?')).toBeDefined();
    expect(within(candidates).getByText('Accepted: 2 or more')).toBeDefined();
    expect(within(candidates).getAllByText('Knock-out')).toHaveLength(1);

    // The chat the applicant answered in, beside the knock-out summary.
    const transcript = await within(candidates).findByRole('region', { name: 'Chat transcript' });
    expect(within(transcript).getByText(/could not read that as yes or no/)).toBeDefined();
    expect(within(transcript).getByText('yep')).toBeDefined();
    expect(within(transcript).getByText('Read as: Yes')).toBeDefined();
    expect(within(transcript).getAllByRole('article', { name: 'Candidate' })).toHaveLength(2);
  });

  it('is Arabic and right to left', async () => {
    await act(() => changeLocale('ar'));
    api();
    signInRecruiter();
    renderApp(`/recruiter/jobs/${JOB.jid}`);
    const section = await screen.findByRole('region', { name: 'أسئلة الفرز المسبق' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(await within(section).findByRole('button', { name: 'احفظ أسئلة الفرز المسبق' })).toBeDefined();
    expect(await screen.findByRole('button', { name: /إجابة استبعاد واحدة/ })).toBeDefined();
  });
});
