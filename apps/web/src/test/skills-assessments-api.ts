import type {
  AssessmentKindEntry,
  AssessmentResult,
  Questionnaire,
  SkillsAssessmentKind,
} from '@masar/shared/assessments';
import { CANDIDATE } from './candidate-api';
import { reply, type FakeApi, type RecordedRequest } from './fake-api';

export const KINDS = '/api/assessments/';
export const questionnairePath = (kind: SkillsAssessmentKind) => `/api/assessments/${kind}/questionnaire/`;
export const bulkPath = (kind: SkillsAssessmentKind) => `/api/assessments/${kind}/answers/bulk`;
export const resultApiPath = (kind: SkillsAssessmentKind) => `/api/assessments/${kind}/result/${CANDIDATE.id}`;

const LIMITS: Record<SkillsAssessmentKind, number> = {
  english_v1: 40,
  english_v2: 55,
  annotation_v1: 45,
  annotation_v2: 60,
};
const FILTERS: Record<SkillsAssessmentKind, AssessmentKindEntry['filters']> = {
  english_v1: ['written'],
  english_v2: ['written', 'speaking'],
  annotation_v1: ['written'],
  annotation_v2: ['written'],
};

type Item = Questionnaire['items'][number];
const item = (
  id: string,
  position: number,
  section: string,
  answer_type: Item['answer_type'],
  question: object,
  filter: Item['filter'] = 'written',
): Item => ({
  id,
  position,
  section,
  filter,
  question_type: answer_type === 'long_text' && section !== 'part4' ? 'text' : 'json',
  answer_type,
  question: { id, ...question },
});

/** Items as the questionnaire serves them (decision 0069's shapes, no gold), one or two a part. */
export const ANNOTATION_ITEMS: Item[] = [
  item('a1-c1', 1, 'part1', 'text', {
    part: 'part1',
    language: 'en',
    prompt: 'What is the sentiment of this review?',
    instructionsAr: 'اختر التصنيف الأنسب لكل نص.',
    text: 'The delivery was late and nobody answered the phone.',
    labels: ['POSITIVE', 'NEGATIVE', 'NEUTRAL'],
  }),
  item('a1-s3', 2, 'part2', 'json', {
    part: 'part2',
    language: 'ar',
    prompt: 'Mark every person, organisation, place and date in the text.',
    text: 'زار محمد العتيبي الرياض في مارس.',
    entityTypes: ['PERSON', 'ORG', 'LOC', 'DATE'],
  }),
  item('a1-r1', 3, 'part3', 'json', {
    part: 'part3',
    language: 'en',
    prompt: 'Rank the answers from best to worst.',
    question: 'How do I reset my password?',
    responses: [
      { id: 'r1', text: 'Use the link on the sign-in page.' },
      { id: 'r2', text: 'Passwords are important.' },
      { id: 'r3', text: 'Call us.' },
    ],
  }),
  item('a1-x1', 4, 'part4', 'long_text', {
    part: 'part4',
    language: 'en',
    prompt: 'Correct the flawed answer.',
    question: 'What is the capital of Saudi Arabia?',
    flawed: 'The capital is Jeddah.',
  }),
  item('a1-g1', 5, 'part5', 'text', {
    part: 'part5',
    language: 'en',
    prompt: 'Apply the guideline to this message.',
    text: 'Pay 200 SAR to secure your interview.',
    labels: ['SPAM', 'NOT_SPAM'],
    guideline: {
      title: 'Job-message spam',
      en: 'Label a message SPAM if it asks for money.',
      ar: 'صنّف الرسالة SPAM إذا طلبت مالاً.',
    },
  }),
];

export const ENGLISH_ITEMS: Item[] = [
  item('en-r1', 1, 'reading', 'text', {
    section: 'reading',
    prompt: 'How many days a week may staff work from home?',
    passage: 'From 1 March, staff in the Jeddah office may work from home on two days a week.',
    options: [
      { id: 'a', text: 'One' },
      { id: 'b', text: 'Two' },
      { id: 'c', text: 'Four' },
      { id: 'd', text: 'Every day' },
    ],
  }),
  item('en-w1', 2, 'writing', 'long_text', {
    section: 'writing',
    prompt: 'Write an email to your manager about a late report.',
    minWords: 60,
    maxWords: 150,
  }),
  item(
    'en-s1',
    3,
    'speaking',
    'json',
    { section: 'speaking', prompt: 'Introduce yourself.', prepareSeconds: 30, maxSeconds: 90 },
    'speaking',
  ),
];

export interface AttemptState {
  status: AssessmentKindEntry['status'];
  answers: Record<string, unknown>;
  deadline: string;
}

/**
 * The assessments calls over attempts kept here. `bulk` may be replaced to fail; submitting moves the attempt
 * to RESULT_PROCESSING, and the result then reads COMPLETED with `automatic` after `pollsBeforeDone` reads.
 */
export function skillsServer(
  api: FakeApi,
  options: {
    attempts?: Partial<Record<SkillsAssessmentKind, AttemptState>>;
    automatic?: Partial<
      Record<
        SkillsAssessmentKind,
        { score: AssessmentResult['score']; automatic: Record<string, unknown>; pending?: string[] }
      >
    >;
    pollsBeforeDone?: number;
  } = {},
) {
  const attempts = new Map(Object.entries(options.attempts ?? {}) as [SkillsAssessmentKind, AttemptState][]);
  const itemsOf = (kind: SkillsAssessmentKind) => (kind.startsWith('annotation') ? ANNOTATION_ITEMS : ENGLISH_ITEMS);
  const kinds = ['english_v1', 'english_v2', 'annotation_v1', 'annotation_v2'] as const;
  const started = '2026-11-25T05:00:00.000Z';
  let polls = 0;
  const attemptFields = (attempt: AttemptState | undefined) => ({
    status: attempt?.status ?? null,
    started_at: attempt ? started : null,
    deadline_at: attempt?.deadline ?? null,
    submitted_at: null,
    completed_at: null,
  });
  api.on('GET', KINDS, () =>
    reply(200, {
      data: kinds.map((kind) => ({
        id: kind,
        filters: FILTERS[kind],
        questions: itemsOf(kind).length,
        time_limit_minutes: LIMITS[kind],
        ...attemptFields(attempts.get(kind)),
      })),
    }),
  );
  for (const kind of kinds) {
    api.on('GET', questionnairePath(kind), () => {
      const attempt = attempts.get(kind) ?? {
        status: 'IN_PROGRESS' as const,
        answers: {},
        deadline: new Date(Date.now() + LIMITS[kind] * 60_000).toISOString(),
      };
      attempts.set(kind, attempt);
      return reply(200, {
        data: {
          kind,
          user_id: CANDIDATE.id,
          ...attemptFields(attempt),
          total: itemsOf(kind).length,
          items: itemsOf(kind),
          answers: attempt.answers,
          pagination: { page: 0, limit: 100 },
        },
      });
    });
    api.on('POST', bulkPath(kind), (request: RecordedRequest) => {
      const attempt = attempts.get(kind)!;
      for (const answer of (request.body as { answers: { question_id: string; answer: unknown }[] }).answers)
        attempt.answers[answer.question_id] = answer.answer;
      return reply(200, {
        data: { kind, status: 'IN_PROGRESS', deadline_at: attempt.deadline, saved: Object.keys(attempt.answers) },
      });
    });
    const result = (read: boolean) => {
      const attempt = attempts.get(kind);
      if (!attempt) return reply(404, { message: 'Assessments Not Found', code: 'NOT_FOUND' });
      if (read && attempt.status === 'RESULT_PROCESSING' && polls++ >= (options.pollsBeforeDone ?? 0))
        attempt.status = 'COMPLETED';
      const scored = attempt.status === 'COMPLETED' ? options.automatic?.[kind] : undefined;
      return reply(200, {
        data: {
          kind,
          user_id: CANDIDATE.id,
          name: `${CANDIDATE.first_name} ${CANDIDATE.last_name}`,
          ...attemptFields(attempt),
          started_at: started,
          deadline_at: attempt.deadline,
          completed_at: scored ? '2026-11-25T05:30:00.000Z' : null,
          score: scored?.score ?? null,
          pending_human_score: scored?.pending ?? [],
          automatic: scored?.automatic ?? null,
          scoring_version: scored ? 'annotation-1 · bank 1' : null,
          human_scores: [],
        },
      });
    };
    api.on('GET', resultApiPath(kind), () => result(true));
    api.on('POST', resultApiPath(kind), (request) => {
      const attempt = attempts.get(kind)!;
      // An empty body submits; `status: CANCELLED` is the candidate giving the attempt up (never scored).
      const cancelling = (request.body as { status?: string } | undefined)?.status === 'CANCELLED';
      attempt.status = cancelling ? 'CANCELLED' : 'RESULT_PROCESSING';
      const answer = result(false);
      const message = cancelling ? 'Assessment cancelled' : 'Assessment submitted; its result is being prepared';
      return { ...answer, body: { ...(answer.body as object), message } };
    });
  }
  return attempts;
}

/** An annotation result as the engine stores it: the score and each part with its evidence. */
export const ANNOTATION_AUTOMATIC = {
  kind: 'annotation_v1',
  score: 68.4,
  scoringVersion: 'annotation-1',
  parts: Object.fromEntries(
    ['part1', 'part2', 'part3', 'part4', 'part5'].map((part, index) => [
      part,
      {
        part,
        weight: 0.2,
        score: [1, 0.75, 0.5, 0.4, 0.6][index],
        answered: 1,
        items: 1,
        evidence: [`${part} evidence line`],
      },
    ]),
  ),
};

const writing = {
  band: 'B1',
  score: 3.9,
  evidence: ['B1: weighted score 3.9 of 6'],
  flags: [],
  caps: [],
  criteria: { range: { band: 'B1', score: 3.9, measures: {}, evidence: ['range evidence'], sentenceIndices: [1] } },
  errors: [
    { kind: 'agreement', text: 'he go', start: 11, end: 16, sentence: 0, message: '“he go”: he/she/it takes “goes”' },
  ],
  sentences: [
    { index: 0, text: 'Yesterday, he go to the office.', start: 0, end: 31, paragraph: 0 },
    {
      index: 1,
      text: 'The report will be ready tomorrow because the data arrived late.',
      start: 32,
      end: 96,
      paragraph: 0,
    },
  ],
  wordCount: 17,
  ownWordCount: 17,
  rubricVersion: 'writing-1',
};

export const ENGLISH_AUTOMATIC = {
  kind: 'english_v2',
  band: 'B1',
  objective: {
    correct: 1,
    total: 1,
    band: 'C2',
    sections: { reading: { correct: 1, total: 1, items: [] }, grammar: { correct: 0, total: 0, items: [] } },
  },
  writing: [{ itemId: 'en-w1', result: writing }],
  speaking: [],
  pendingHumanScore: ['en-s1'],
  evidence: ['Overall B1 from items C2 and writing B1; 1 speaking answer waits for a person'],
};
