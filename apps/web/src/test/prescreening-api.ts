import type { ApplicantAnswers, PrescreeningQuestion, PrescreeningQuestionInput } from '@masar/shared/prescreening';
import { reply, type FakeApi } from './fake-api';

export const PRESCREENING_ROOT = '/api/recruiter/assessments/prescreening';

/** A saved question with every field, as the server answers it. */
export function aPrescreeningQuestion(overrides: Partial<PrescreeningQuestion> = {}): PrescreeningQuestion {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    position: 0,
    kind: 'yes_no',
    question: 'Do you hold a forklift licence?',
    required: true,
    source: 'typed',
    required_answer: true,
    options: [],
    accepted: [],
    min: null,
    ...overrides,
  };
}

const candidateView = (questions: readonly PrescreeningQuestion[]) =>
  reply(200, {
    data: { assessment: 'prescreening', questions: questions.map(({ id, position, kind, question, required, options }) => ({ id, position, kind, question, required, options })) },
  });

/** Every job without pre-screening questions or answers: the default of the candidate's and recruiter's fakes. */
export function noPrescreening(api: FakeApi): FakeApi {
  return api
    .onPrefix('GET', `${PRESCREENING_ROOT}/questions/`, (request) =>
      request.path.includes('/questions/prescreening/') ? candidateView([]) : reply(200, { data: { assessment: 'prescreening', questions: [] } }),
    )
    .onPrefix('GET', `${PRESCREENING_ROOT}/answers/`, reply(200, { data: { assessment: 'prescreening', applicants: [] } }));
}

/**
 * One job's pre-screening calls (decision 0070) as the server answers them: its questions (saving replaces
 * them, with new ids), what a candidate is asked, and the applicants' answers.
 */
export function prescreeningApi(api: FakeApi, jobId: string, { questions = [], answers = [] }: { questions?: PrescreeningQuestion[]; answers?: ApplicantAnswers[] } = {}) {
  let current = [...questions];
  api
    .on('GET', `${PRESCREENING_ROOT}/questions/prescreening/${jobId}`, () => candidateView(current))
    .on('GET', `${PRESCREENING_ROOT}/questions/${jobId}`, () => reply(200, { data: { assessment: 'prescreening', questions: current } }))
    .on('POST', `${PRESCREENING_ROOT}/questions/${jobId}`, (request) => {
      const sent = (request.body as { questions: Array<PrescreeningQuestionInput & Partial<PrescreeningQuestion>> }).questions;
      current = sent.map((question, position) =>
        aPrescreeningQuestion({
          id: `a1b2c3d4-0000-4000-8000-${String(position + 100).padStart(12, '0')}`,
          position,
          kind: question.kind,
          question: question.question,
          required: question.required ?? true,
          source: question.source ?? 'typed',
          required_answer: question.required_answer ?? null,
          options: question.options ?? [],
          accepted: question.accepted ?? [],
          min: question.min ?? null,
        }),
      );
      return reply(200, { data: { assessment: 'prescreening', questions: current }, message: 'Pre-screening questions saved' });
    })
    .on('GET', `${PRESCREENING_ROOT}/answers/${jobId}`, (request) =>
      reply(200, {
        data: { assessment: 'prescreening', applicants: answers.filter((entry) => request.query.candidate_id === undefined || entry.candidate_id === request.query.candidate_id) },
      }),
    );
  return api;
}
