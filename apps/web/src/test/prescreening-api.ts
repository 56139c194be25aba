import type { ChatMessage } from '@masar/shared/chat-prescreen';
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
export function prescreeningApi(
  api: FakeApi,
  jobId: string,
  { questions = [], answers = [], transcripts = {} }: { questions?: PrescreeningQuestion[]; answers?: ApplicantAnswers[]; transcripts?: Record<string, ChatMessage[]> } = {},
) {
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
    )
    .onPrefix('GET', `${CHAT_ROOT}/transcript/${jobId}/`, (request) => reply(200, { data: { messages: transcripts[request.path.split('/').at(-1) ?? ''] ?? [] } }));
  return api;
}

export const CHAT_ROOT = '/api/recruiter/assessments/chat_bot_messages';
export const CANDIDATE_CHAT_ROOT = '/api/candidate/assessments/chat_bot_messages';

/** A chat message with every field, as the server answers it. */
export function aChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return { position: 0, author: 'bot', kind: 'ask', question_id: null, question_kind: null, text: '', value: null, sent_at: '2025-07-02T08:00:00.000Z', ...overrides };
}

const YES = ['yes', 'نعم'];
const NO = ['no', 'لا'];

/**
 * The candidate's chat on one job (decision 0071), played by a small stand-in for the server's reader:
 * yes/no words in both languages, a choice by its label, any number or text; anything else is asked again.
 * The real reader has its own table tests.
 */
export function chatPrescreenApi(api: FakeApi, jobId: string, questions: readonly PrescreeningQuestion[]) {
  const messages: ChatMessage[] = [];
  const answered = new Set<string>();
  const say = (message: Partial<ChatMessage>) => messages.push(aChatMessage({ ...message, position: messages.length }));
  const ask = (question: PrescreeningQuestion, kind: 'ask' | 'reask' = 'ask') => say({ kind, question_id: question.id, question_kind: question.kind, text: question.question });
  const pending = () => questions.find((question) => !answered.has(question.id)) ?? null;
  const conversation = () => {
    const next = pending();
    return {
      messages: [...messages],
      pending: next && { id: next.id, position: next.position, kind: next.kind, question: next.question, required: next.required, options: next.options },
      reasks: 0,
      applied: next === null,
    };
  };
  const read = (question: PrescreeningQuestion, text: string): boolean | number | string | undefined => {
    const word = text.trim().toLowerCase();
    if (question.kind === 'yes_no') return YES.includes(word) ? true : NO.includes(word) ? false : undefined;
    if (question.kind === 'multiple_choice') return question.options.find((option) => option.toLowerCase() === word);
    if (question.kind === 'number') return Number.isFinite(Number(word)) ? Number(word) : undefined;
    return text.trim();
  };
  api
    .on('POST', `${CANDIDATE_CHAT_ROOT}/${jobId}`, () => {
      const next = pending();
      if (next && messages.at(-1)?.question_id !== next.id) ask(next);
      return reply(200, { data: conversation() });
    })
    .on('POST', `${CANDIDATE_CHAT_ROOT}/${jobId}/messages`, (request) => {
      const { text } = request.body as { question_id: string; text: string };
      const question = pending()!;
      const value = read(question, text);
      if (value === undefined) {
        say({ author: 'candidate', kind: 'unreadable', question_id: question.id, question_kind: question.kind, text });
        ask(question, 'reask');
        return reply(200, { data: conversation() });
      }
      say({ author: 'candidate', kind: 'answer', question_id: question.id, question_kind: question.kind, text, value });
      answered.add(question.id);
      const next = pending();
      if (next) ask(next);
      else say({ kind: 'done' });
      return reply(200, { data: conversation(), ...(next ? {} : { message: 'Application sent' }) });
    });
  return api;
}
