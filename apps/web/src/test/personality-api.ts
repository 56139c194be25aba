import type { AssessmentSummary } from '@masar/shared/personality';
import type { FakeApi, RecordedRequest } from './fake-api';
import { reply } from './fake-api';

export const ASSESSMENT_ID = '22222222-2222-4222-8222-222222222222';
export const QUESTIONS = '/api/principles/assessments/questions/';
export const ANSWERS = '/api/principles/assessments/answers/';
export const EXIST = '/api/principles/exist/';
export const SUMMARY = `/api/principles/assessments/summary/${ASSESSMENT_ID}`;
export const LIST = '/api/principles/assessments/list/';
export const PDF = `/api/principles/assessments/pdf/${ASSESSMENT_ID}`;

const arabic = (request: RecordedRequest) => request.headers.lang === 'ar';
const CHOICES = {
  en: [
    'Very Inaccurate',
    'Moderately Inaccurate',
    'Neither Accurate Nor Inaccurate',
    'Moderately Accurate',
    'Very Accurate',
  ],
  ar: ['لا تنطبق عليّ إطلاقاً', 'تنطبق عليّ قليلاً', 'تنطبق عليّ أحياناً', 'تنطبق عليّ كثيراً', 'تنطبق عليّ دائماً'],
};

/** The personality calls as the server answers them, over answers kept here: 1..answered are given. */
export function personalityServer(api: FakeApi, answered = 0) {
  const answers = new Map<number, number>();
  for (let number = 1; number <= answered; number++) answers.set(number, 3);
  const count = () => [...answers.values()].filter((value) => value !== -1).length;
  const progress = () => {
    const done = (upTo: number) =>
      Array.from({ length: upTo }, (_, i) => answers.get(i + 1) ?? -1).every((v) => v !== -1);
    return { shortscaleComplete: done(50), assessmentComplete: done(100), fractionComplete: count() / 100 };
  };
  const text = (request: RecordedRequest, number: number) =>
    arabic(request) ? `عبارة ${number}` : `Statement ${number}`;
  api
    .on('GET', QUESTIONS, (request) =>
      reply(200, {
        data: {
          assessment_id: answers.size > 0 ? ASSESSMENT_ID : null,
          questions: Array.from({ length: 100 }, (_, i) => ({ text: text(request, i + 1), number: i + 1 })),
          choices: arabic(request) ? CHOICES.ar : CHOICES.en,
          answers: Array.from({ length: 100 }, (_, i) => ({
            answerNumber: answers.get(i + 1) ?? -1,
            question: text(request, i + 1),
            questionNumber: i + 1,
          })),
          assessmentProgress: progress(),
        },
      }),
    )
    .on('POST', ANSWERS, (request) => {
      const before = progress();
      for (const record of (request.body as { answers: Array<{ questionNumber: number; answerNumber: number }> })
        .answers) {
        answers.set(record.questionNumber, record.answerNumber);
      }
      const after = progress();
      const completed =
        (after.shortscaleComplete && !before.shortscaleComplete) ||
        (after.assessmentComplete && !before.assessmentComplete);
      return reply(200, {
        data: { assessment_id: ASSESSMENT_ID, assessmentProgress: after },
        ...(completed
          ? { message: arabic(request) ? 'تم إكمال التقييم بنجاح' : 'Assessment Completed Successfully' }
          : {}),
      });
    })
    .on('GET', EXIST, () =>
      reply(200, {
        data: {
          exist: answers.size > 0,
          assessment_id: answers.size > 0 ? ASSESSMENT_ID : null,
          assessmentProgress: progress(),
        },
      }),
    );
  return answers;
}

const trait = (percentile: number, level: 'low' | 'average' | 'high') => ({
  answered: 10,
  raw: 30,
  mean: 3,
  percentile,
  level,
});

export function aSummary(overrides: Partial<AssessmentSummary> = {}): AssessmentSummary {
  return {
    assessment_id: ASSESSMENT_ID,
    user_id: '33333333-3333-4333-8333-333333333333',
    name: 'Daniel Mensah',
    started_at: '2026-11-20T08:00:00.000Z',
    short_scale_completed_at: '2026-11-20T08:06:00.000Z',
    completed_at: null,
    assessmentProgress: { shortscaleComplete: true, assessmentComplete: false, fractionComplete: 0.5 },
    result: {
      scale: 'short',
      domains: [
        { domain: 'O', ...trait(84, 'high'), facets: [] },
        { domain: 'C', ...trait(50, 'average'), facets: [] },
        { domain: 'E', ...trait(16, 'low'), facets: [] },
        { domain: 'A', ...trait(63, 'average'), facets: [] },
        { domain: 'N', ...trait(91, 'high'), raw: 38, facets: [] },
      ],
      type: 'INFX',
      emotionalStability: { percentile: 9, level: 'low' },
    },
    ...overrides,
  };
}
