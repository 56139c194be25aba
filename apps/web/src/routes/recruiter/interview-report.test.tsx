import { act, screen, waitFor, within } from '@testing-library/react';
import type { AnswerReport, InterviewReport } from '@masar/shared/interview-reports';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPINION_WAIT_MS, reportRefetchInterval } from '../../features/interviews/api/interview-report';
import { changeLocale } from '../../lib/i18n';
import { candidateApi, signIn } from '../../test/candidate-api';
import { reply } from '../../test/fake-api';
import { anInterview, withInterviews } from '../../test/interviews-api';
import { recruiterJobsApi, signInRecruiter } from '../../test/recruiter-jobs-api';
import { renderApp } from '../../test/render-app';

const ID = '00000000-0000-4000-8000-000000000100';
const REPORT_PATH = `/api/recruiter/interview/report/${ID}`;
const OVERRIDE_PATH = `/api/recruiter/interview/report/${ID}/override/`;
const SENTENCES = [
  'Last year our churn report was wrong.',
  'I wrote the SQL queries again and checked them against the ledger.',
  'As a result churn fell to 4%.',
];
const offsets = (sentences: string[]) => {
  let start = 0;
  return sentences.map((text, index) => {
    const sentence = { index, text, start, end: start + text.length };
    start += text.length + 1;
    return sentence;
  });
};

const STRONG: AnswerReport = {
  question_id: 'q1',
  position: 0,
  question: 'Tell us about a report you built that changed a decision.',
  kind: 'behavioural',
  rubric: 'A concrete report and its outcome.',
  transcript: SENTENCES.join(' '),
  sentences: offsets(SENTENCES),
  recordings: [],
  status: 'evaluated',
  insufficient_reason: null,
  band: 'strong',
  score: 0.9,
  override: null,
  criteria: [
    { criterion: 'relevance', band: 'strong', score: 0.9, sentence_indices: [0], notes: ['on_topic'], override: null },
    {
      criterion: 'specificity',
      band: 'good',
      score: 0.65,
      sentence_indices: [2],
      notes: ['has_numbers', 'no_example', 'has_outcome'],
      override: null,
    },
    {
      criterion: 'structure',
      band: 'strong',
      score: 1,
      sentence_indices: [0, 1, 2],
      notes: ['has_situation', 'has_task', 'has_action', 'has_result'],
      override: null,
    },
    { criterion: 'skills', band: 'strong', score: 1, sentence_indices: [1], notes: ['skill_shown'], override: null },
  ],
  skills: [{ skill_id: 'skill:sql', name: 'SQL', matched: 'SQL', sentence_indices: [1] }],
  skills_missing: [],
  strengths: [],
  gaps: [],
  engine_version: 'interview-evaluation/1.0.0',
  evaluated_at: '2026-12-01T10:00:00.000Z',
};
const THIN: AnswerReport = {
  ...STRONG,
  question_id: 'q2',
  position: 1,
  question: 'How would you find duplicate customers?',
  transcript: 'Um, not sure.',
  sentences: offsets(['Um, not sure.']),
  status: 'insufficient_evidence',
  insufficient_reason: 'too_short',
  band: null,
  score: null,
  criteria: [],
  skills: [],
};

function aReport(overrides: Partial<InterviewReport> = {}): InterviewReport {
  return {
    interview_id: ID,
    candidate_id: '00000000-0000-4000-8000-0000000000c2',
    candidate_name: 'Omar Nasser',
    job_title: 'Data Analyst',
    state: 'completed',
    attempt: 1,
    language: 'en',
    finished_at: '2026-12-01T09:00:00.000Z',
    evaluation: 'ready',
    engine_version: 'interview-evaluation/1.0.0',
    overall: { band: 'strong', score: 0.9, evaluated: 1, insufficient: 1, override: null },
    answers: [STRONG, THIN],
    integrity_notes: [],
    human_review_requested_at: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

const highlighted = () => [...document.querySelectorAll('mark')].map((mark) => mark.textContent?.trim());

describe("the recruiter's interview report", () => {
  it('is reached from the interview list for a completed interview', async () => {
    const api = withInterviews(recruiterJobsApi([]), [
      anInterview({
        interview_id: ID,
        state: 'completed',
        candidate_name: 'Omar Nasser',
        finished_at: '2026-12-01T09:00:00.000Z',
      }),
      anInterview(),
    ]);
    api.on('GET', REPORT_PATH, reply(200, { data: aReport() }));
    signInRecruiter();
    const { user } = renderApp('/recruiter/interviews');
    const link = await screen.findByRole('link', { name: 'Report: Omar Nasser' });
    expect(link.getAttribute('href')).toBe(`/recruiter/interviews/${ID}/report`);
    expect(screen.getAllByRole('link', { name: /^Report:/ })).toHaveLength(1);
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Omar Nasser · Data Analyst' })).toBeDefined();
  });

  it('shows each criterion’s band with its sentences highlighted, and insufficient evidence as such', async () => {
    const api = recruiterJobsApi([]);
    api.on('GET', REPORT_PATH, reply(200, { data: aReport() }));
    signInRecruiter();
    const { user } = renderApp(`/recruiter/interviews/${ID}/report`);
    const first = await screen.findByRole('region', { name: 'Question 1' });
    expect(within(first).getByText('Tell us about a report you built that changed a decision.')).toBeDefined();
    const criteria = within(within(first).getByRole('list', { name: 'Criteria' })).getAllByRole('listitem');
    expect(criteria.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^RelevanceStrong/),
      expect.stringMatching(/^SpecificityGood.*gives numbers · no concrete example · says what came of it/),
      expect.stringMatching(/^StructureStrong/),
      expect.stringMatching(/^SkillsStrong/),
    ]);
    // Relevance's sentence is highlighted first; asking for the skills evidence highlights the SQL sentence.
    expect(highlighted()).toEqual(['Last year our churn report was wrong.']);
    await user.click(within(first).getByRole('button', { name: 'Highlight the sentences for Skills' }));
    expect(highlighted()).toEqual(['I wrote the SQL queries again and checked them against the ledger.']);

    const second = screen.getByRole('region', { name: 'Question 2' });
    expect(within(second).getByText('Insufficient evidence')).toBeDefined();
    expect(within(second).getByText('Too little was said to judge.')).toBeDefined();
    expect(within(second).queryByRole('list', { name: 'Criteria' })).toBeNull();
    expect(screen.getByText('1 answers scored, 1 with insufficient evidence')).toBeDefined();
    expect(screen.getByText(/nothing is inferred from the face, the voice's tone or emotion/)).toBeDefined();
  });

  it('overrides a score with a reason and shows it beside the automatic band', async () => {
    const api = recruiterJobsApi([]);
    api.on('GET', REPORT_PATH, reply(200, { data: aReport() }));
    const override = {
      band: 'good',
      reason: 'The result was the team’s',
      by_user_id: 'u1',
      by_name: 'Omar Recruiter',
      at: '2026-12-02T10:00:00.000Z',
    } as const;
    api.on('POST', OVERRIDE_PATH, () =>
      reply(200, {
        data: aReport({
          answers: [
            {
              ...STRONG,
              criteria: STRONG.criteria.map((row) => (row.criterion === 'structure' ? { ...row, override } : row)),
            },
            THIN,
          ],
        }),
        message: 'Score overridden',
      }),
    );
    signInRecruiter();
    const { user } = renderApp(`/recruiter/interviews/${ID}/report`);
    const form = await screen.findByRole('form', { name: 'Override a score' });
    const save = within(form).getByRole('button', { name: 'Save the override' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(within(form).getByRole('combobox', { name: 'Question' }));
    await user.click(await screen.findByRole('option', { name: 'Question 1' }));
    await user.click(within(form).getByRole('combobox', { name: 'Score' }));
    await user.click(await screen.findByRole('option', { name: 'Structure' }));
    await user.click(within(form).getByRole('combobox', { name: 'Band' }));
    await user.click(await screen.findByRole('option', { name: 'Good' }));
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'The result was the team’s');
    await user.click(save);
    await waitFor(() => expect(api.requestsTo('POST', OVERRIDE_PATH)).toHaveLength(1));
    expect(api.requestsTo('POST', OVERRIDE_PATH)[0]!.body).toEqual({
      question_id: 'q1',
      criterion: 'structure',
      band: 'good',
      reason: 'The result was the team’s',
    });
    const first = screen.getByRole('region', { name: 'Question 1' });
    expect(await within(first).findByText(/Overridden to Good by Omar Recruiter on 2 December 2026/)).toBeDefined();
    // The automatic band stays beside the override.
    const structure = within(within(first).getByRole('list', { name: 'Criteria' })).getAllByRole('listitem')[2]!;
    expect(within(structure).getByText('Strong')).toBeDefined();
  });

  it('plays the answer’s recordings beside its transcript, lists the integrity notes as never scored, and the history', async () => {
    const api = recruiterJobsApi([]);
    const AUDIO = '00000000-0000-4000-8000-0000000000a1';
    const VIDEO = '00000000-0000-4000-8000-0000000000a2';
    api.on(
      'GET',
      REPORT_PATH,
      reply(200, {
        data: aReport({
          answers: [
            {
              ...STRONG,
              recordings: [
                { upload_id: AUDIO, kind: 'audio', partial: false, missing_chunks: [], timeline: null },
                { upload_id: VIDEO, kind: 'video', partial: false, missing_chunks: [], timeline: null },
              ],
            },
            THIN,
          ],
          integrity_notes: [
            { kind: 'tab_hidden', question_id: 'q1', seconds: 12.4, at: '2026-12-01T08:50:00.000Z' },
            { kind: 'long_silence', question_id: null, seconds: 25, at: '2026-12-01T08:55:00.000Z' },
          ],
        }),
      }),
    );
    api.on('GET', `${REPORT_PATH}/recording/${AUDIO}`, reply(200, 'audio'));
    api.on('GET', `${REPORT_PATH}/recording/${VIDEO}`, reply(200, 'video'));
    api.on(
      'GET',
      `/api/recruiter/interview/history/${ID}`,
      reply(200, {
        data: {
          interview_id: ID,
          history: [
            {
              action: 'override',
              from_state: 'completed',
              to_state: 'completed',
              actor: 'company',
              by_user_id: 'u1',
              by_name: 'Omar Recruiter',
              reason: 'question 1 structure → good: The result was the team’s',
              attempt: 1,
              at: '2026-12-02T10:00:00.000Z',
            },
          ],
        },
      }),
    );
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:recording' });
    try {
      signInRecruiter();
      renderApp(`/recruiter/interviews/${ID}/report`);
      const first = await screen.findByRole('region', { name: 'Question 1' });
      const recordings = within(first).getByRole('group', { name: 'Recordings' });
      // Fetched with the session, then played from a blob.
      await waitFor(() => expect(within(recordings).getByLabelText('Audio recording').tagName).toBe('AUDIO'));
      expect(within(recordings).getByLabelText('Audio recording').getAttribute('src')).toBe('blob:recording');
      await waitFor(() => expect(within(recordings).getByLabelText('Camera video').tagName).toBe('VIDEO'));
      expect(api.requestsTo('GET', `${REPORT_PATH}/recording/${VIDEO}`)).toHaveLength(1);
      expect(within(first).getByLabelText('Transcript')).toBeDefined();
      expect(
        within(screen.getByRole('region', { name: 'Question 2' })).queryByRole('group', { name: 'Recordings' }),
      ).toBeNull();

      const notes = screen.getByRole('region', { name: 'Integrity notes' });
      expect(within(notes).getByText(/never scored/)).toBeDefined();
      expect(
        within(notes)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringMatching(/^The tab was hidden for 12 s · Question 1 · /),
        expect.stringMatching(/^A silence of 25 s · Between questions · /),
      ]);
      const history = screen.getByRole('region', { name: 'History' });
      expect(await within(history).findByText('question 1 structure → good: The result was the team’s')).toBeDefined();
      expect(within(history).getByRole('listitem').textContent).toMatch(/^Score overridden · Omar Recruiter · /);
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
    }
  });

  it('shows the model’s second opinion under each answer beside the engine’s, with its quotes, in English and in Arabic', async () => {
    const api = recruiterJobsApi([]);
    api.on(
      'GET',
      REPORT_PATH,
      reply(200, {
        data: aReport({
          second_opinion: { status: 'ready', model: 'judge-model', prompt_version: 'interview-opinion/1', created_at: '2026-12-01T10:01:00.000Z' },
          answers: [
            {
              ...STRONG,
              second_opinion: {
                criteria: [
                  { criterion: 'relevance', band: 'good', evidence: [] },
                  { criterion: 'specificity', band: 'fair', evidence: ['As a result churn fell to 4%.'] },
                  { criterion: 'structure', band: 'strong', evidence: [] },
                  { criterion: 'skills', band: 'good', evidence: ['I wrote the SQL queries again and checked them against the ledger.'] },
                ],
                dropped_quotes: 2,
              },
            },
            { ...THIN, second_opinion: null },
          ],
        }),
      }),
    );
    signInRecruiter();
    renderApp(`/recruiter/interviews/${ID}/report`);
    const first = await screen.findByRole('region', { name: 'Question 1' });
    const opinion = within(first).getByRole('region', { name: 'Second opinion of the model judge-model' });
    expect(within(opinion).getByText(/The engine’s band is the result/)).toBeDefined();
    // The engine's band stays the answer's (Good for specificity); Fair is the model's view beside it.
    const engineRows = within(within(first).getByRole('list', { name: 'Criteria' })).getAllByRole('listitem');
    expect(engineRows[1]!.textContent).toMatch(/^SpecificityGood/);
    expect(within(opinion).getByText('Specificity: Fair')).toBeDefined();
    expect(within(opinion).getByText('“As a result churn fell to 4%.”')).toBeDefined();
    expect(within(opinion).getByText('Skills: Good')).toBeDefined();
    expect(within(opinion).getAllByText('No sentence quoted')).toHaveLength(2);
    expect(within(opinion).getByText('2 quotes not found in the transcript were left out')).toBeDefined();
    // "Insufficient evidence" has no opinion; the overall card says one was given, and by what.
    expect(within(screen.getByRole('region', { name: 'Question 2' })).queryByRole('region', { name: /Second opinion/ })).toBeNull();
    expect(screen.getByText(/The model judge-model gave a second opinion \(prompt interview-opinion\/1\)/)).toBeDefined();

    await act(() => changeLocale('ar'));
    const arabic = await screen.findByRole('region', { name: 'الرأي الثاني للنموذج judge-model' });
    expect(within(arabic).getByText(/نطاق المحرك هو النتيجة/)).toBeDefined();
    expect(within(arabic).getByText('استُبعد اقتباسان لم يردا في النص')).toBeDefined();
    expect(within(arabic).getByText('“As a result churn fell to 4%.”')).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('says "no second opinion" when the configured model gave none, as a note rather than an error', async () => {
    const api = recruiterJobsApi([]);
    api.on('GET', REPORT_PATH, reply(200, { data: aReport({ second_opinion: { status: 'none', model: 'judge-model', prompt_version: null, created_at: null } }) }));
    signInRecruiter();
    renderApp(`/recruiter/interviews/${ID}/report`);
    expect(await screen.findByText(/^No second opinion: the model judge-model has given none for this interview/)).toBeDefined();
    expect(screen.queryByRole('region', { name: /Second opinion of the model/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => changeLocale('ar'));
    expect(await screen.findByText(/^لا رأي ثانيًا: لم يقدّم النموذج judge-model/)).toBeDefined();
  });

  it('shows a second opinion that comes while the page is open, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = recruiterJobsApi([]);
    // Scored a moment ago: the model's opinion may still come.
    const scored = aReport({
      answers: [{ ...STRONG, evaluated_at: new Date().toISOString() }, THIN],
      second_opinion: { status: 'none', model: 'judge-model', prompt_version: null, created_at: null },
    });
    let report = scored;
    api.on('GET', REPORT_PATH, () => reply(200, { data: report }));
    signInRecruiter();
    renderApp(`/recruiter/interviews/${ID}/report`);
    expect(await screen.findByText(/^No second opinion: the model judge-model has given none/)).toBeDefined();

    report = {
      ...scored,
      second_opinion: { status: 'ready', model: 'judge-model', prompt_version: 'interview-opinion/1', created_at: new Date().toISOString() },
      answers: [
        { ...scored.answers[0]!, second_opinion: { criteria: [{ criterion: 'relevance', band: 'good', evidence: [] }], dropped_quotes: 0 } },
        THIN,
      ],
    };
    act(() => void vi.advanceTimersByTime(15_000));
    expect(await screen.findByRole('region', { name: 'Second opinion of the model judge-model' })).toBeDefined();
    expect(screen.queryByText(/^No second opinion/)).toBeNull();
    const asked = api.requestsTo('GET', REPORT_PATH).length;
    // Once it is there, the page stops asking.
    act(() => void vi.advanceTimersByTime(60_000));
    expect(api.requestsTo('GET', REPORT_PATH)).toHaveLength(asked);
  });

  it('stops waiting for a second opinion long after the scores, and for answers the model is not asked about', () => {
    const none = { status: 'none' as const, model: 'judge-model', prompt_version: null, created_at: null };
    const now = Date.parse('2026-12-01T10:05:00.000Z');
    expect(reportRefetchInterval(aReport({ second_opinion: none }), now)).toBe(15_000);
    expect(reportRefetchInterval(aReport({ second_opinion: none }), now + OPINION_WAIT_MS)).toBe(false);
    expect(reportRefetchInterval(aReport({ second_opinion: none, answers: [THIN] }), now)).toBe(false);
    expect(reportRefetchInterval(aReport({ second_opinion: null }), now)).toBe(false);
    expect(reportRefetchInterval(aReport({ evaluation: 'pending' }), now)).toBe(5000);
  });

  it('says nothing of a second opinion when no model is configured', async () => {
    const api = recruiterJobsApi([]);
    api.on('GET', REPORT_PATH, reply(200, { data: aReport({ second_opinion: null }) }));
    signInRecruiter();
    renderApp(`/recruiter/interviews/${ID}/report`);
    await screen.findByRole('region', { name: 'Question 1' });
    expect(screen.queryByText(/second opinion/i)).toBeNull();
  });

  it('says the evaluation is pending, in Arabic from right to left', async () => {
    const api = recruiterJobsApi([]);
    api.on(
      'GET',
      REPORT_PATH,
      reply(200, {
        data: aReport({
          evaluation: 'pending',
          engine_version: null,
          overall: { band: null, score: null, evaluated: 0, insufficient: 0, override: null },
          answers: [{ ...STRONG, status: 'pending', band: null, score: null, criteria: [], sentences: [] }],
        }),
      }),
    );
    signInRecruiter();
    renderApp(`/recruiter/interviews/${ID}/report`);
    expect(
      await screen.findByText('Evaluation pending: the answers are being scored. This page updates by itself.'),
    ).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Override a score' })).toBeNull();
    await act(() => changeLocale('ar'));
    expect(
      await screen.findByText('التقييم قيد الانتظار: يجري تقييم الإجابات. تتحدث هذه الصفحة تلقائيًا.'),
    ).toBeDefined();
    expect(screen.getByRole('region', { name: 'السؤال 1' })).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe("a completed interview on the candidate's list", () => {
  it('shows it was received, what is assessed (no scores), and takes one human review request', async () => {
    const done = anInterview({
      interview_id: ID,
      state: 'completed',
      job_title: 'BI Developer',
      answered_count: 5,
      finished_at: '2026-11-22T08:00:00.000Z',
    });
    const api = withInterviews(candidateApi(), [done]);
    const receipt = {
      interview_id: ID,
      state: 'completed',
      received: true,
      finished_at: done.finished_at,
      criteria: ['relevance', 'specificity', 'structure', 'skills'],
      human_review_requested_at: null,
      can_request_review: true,
    };
    api.on('GET', `/api/recruiter/interview/receipt/${ID}`, reply(200, { data: receipt }));
    api.on(
      'POST',
      '/api/recruiter/interview/review-request/',
      reply(200, {
        data: { ...receipt, human_review_requested_at: '2026-12-02T10:00:00.000Z', can_request_review: false },
        message: 'Your request for a human review has been sent',
      }),
    );
    signIn();
    const { user } = renderApp('/candidate/interviews');
    expect(await screen.findByText('Received')).toBeDefined();
    expect(await screen.findByText('Assessed on: Relevance, Specificity, Structure, Skills')).toBeDefined();
    expect(screen.queryByText(/Strong|Good|Fair|Low/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ask for a human review: BI Developer' }));
    expect(await screen.findByText('Human review requested')).toBeDefined();
    expect(api.requestsTo('POST', '/api/recruiter/interview/review-request/')[0]!.body).toEqual({ interview_id: ID });
    expect(screen.queryByRole('button', { name: /Ask for a human review/ })).toBeNull();
  });
});
