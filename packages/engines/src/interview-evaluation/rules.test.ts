import { describe, expect, it } from 'vitest';
import { GOLDEN_INTERVIEW_ANSWERS } from './__fixtures__/golden-answers.ts';
import { GOLDEN_QUESTIONS, GOLDEN_SKILLS } from './__fixtures__/golden-questions.ts';
import { evaluateAnswer, overallOf } from './evaluate-answer.ts';
import { composeFollowUp } from './follow-up.ts';
import { INTERVIEW_EVALUATION_ENGINE_VERSION, type AnswerEvaluation, type EvaluatedAnswer } from './types.ts';

const code = GOLDEN_QUESTIONS['en-code']!;
const customer = GOLDEN_QUESTIONS['ar-customer']!;
const reconciliation = GOLDEN_QUESTIONS['ar-reconciliation']!;
const evaluated = (result: AnswerEvaluation): EvaluatedAnswer => {
  if (result.status !== 'evaluated') throw new Error(`expected an evaluation, got ${result.reason}`);
  return result;
};

describe('evaluateAnswer', () => {
  it('quotes the sentences that show the skill, found under the catalogue alias and in Arabic with a clitic', () => {
    const english = evaluated(
      evaluateAnswer({
        question: code,
        transcript:
          'Last year I rebuilt our billing service. I wrote it in TypeScript with strict types and 40 tests. After a code review the errors dropped to zero.',
        language: 'en',
        skills: GOLDEN_SKILLS,
      }),
    );
    expect(english.skills.map((skill) => [skill.skill_id, skill.matched, skill.sentence_indices])).toEqual([
      ['sk-typescript', 'TypeScript', [1]],
      ['sk-code-review', 'code review', [2]],
    ]);
    expect(english.criteria.skills.band).toBe('strong');
    const arabic = evaluated(
      evaluateAnswer({
        question: reconciliation,
        transcript:
          'في عملي السابق كنت مسؤولا عن التسوية البنكية الشهرية. صدرت الكشف إلى الاكسل وطابقت الحركات. وجدت فرقًا قدره ٥٠٠ ريال وصححته.',
        language: 'ar',
        skills: GOLDEN_SKILLS,
      }),
    );
    // "الاكسل" (with the article, alef folded) is the catalogue's "إكسل"; Arabic-Indic digits are numbers.
    expect(arabic.skills.map((skill) => skill.skill_id).sort()).toEqual(['sk-excel', 'sk-reconciliation']);
    expect(arabic.criteria.specificity.notes).toContain('has_numbers');
    expect(arabic.skills_missing).toEqual([]);
  });

  it('names what is missing: a general answer has no example, no outcome and the gaps say so', () => {
    const general = evaluated(
      evaluateAnswer({
        question: code,
        transcript:
          'I think clean code is important. I usually write small functions and I try to name things well. Types are useful and tests are useful too.',
        language: 'en',
        skills: GOLDEN_SKILLS,
      }),
    );
    expect(general.criteria.specificity.notes).toEqual(['no_numbers', 'no_example', 'no_outcome']);
    expect(general.gaps).toContainEqual({ criterion: 'specificity', note: 'no_numbers' });
    expect(general.skills_missing).toEqual(['sk-typescript', 'sk-code-review']);
  });

  it('caps an answer about something else at low, however concrete', () => {
    const offTopic = evaluated(
      evaluateAnswer({
        question: customer,
        transcript:
          'في العام الماضي سافرت إلى تركيا مع عائلتي لمدة عشرة أيام. زرنا المتاحف والأسواق واشتريت هدايا كثيرة لأصدقائي.',
        language: 'ar',
        skills: GOLDEN_SKILLS,
      }),
    );
    expect(offTopic.band).toBe('low');
    expect(offTopic.capped_by).toBe('off_topic');
  });

  it.each([
    ['too_short', 'en', 'I did it in TypeScript.'],
    ['mostly_fillers', 'en', 'um uh so like you know um I mean uh well um okay yeah'],
    ['wrong_language', 'en', 'كتبت الشيفرة بلغة تايب سكريبت وأضفت اختبارات كثيرة وراجعها زميلي قبل النشر.'],
    ['repeated_noise', 'en', '[inaudible] [inaudible] [noise] code [inaudible]'],
    ['too_short', 'ar', 'نعم أعرف ذلك جيدًا.'],
    ['wrong_language', 'ar', 'I handled an angry customer last week and solved his billing problem quickly.'],
  ] as const)('gives insufficient evidence (%s), never a score, for %s: %s', (reason, language, transcript) => {
    const result = evaluateAnswer({
      question: language === 'en' ? code : customer,
      transcript,
      language,
      skills: GOLDEN_SKILLS,
    });
    expect(result).toMatchObject({
      status: 'insufficient_evidence',
      reason,
      engine_version: INTERVIEW_EVALUATION_ENGINE_VERSION,
    });
    expect(result).not.toHaveProperty('band');
  });

  it('gives the same result for the same input, and reads the words only', () => {
    const input = {
      question: code,
      transcript: GOLDEN_INTERVIEW_ANSWERS[0]!.transcript,
      language: 'en' as const,
      skills: GOLDEN_SKILLS,
    };
    expect(evaluateAnswer(input)).toEqual(evaluateAnswer(input));
    expect(Object.keys(input).sort()).toEqual(['language', 'question', 'skills', 'transcript']);
  });

  it('makes the interview overall the mean of the evaluated answers, leaving insufficient ones out', () => {
    const strong = evaluateAnswer({
      question: code,
      transcript: GOLDEN_INTERVIEW_ANSWERS[0]!.transcript,
      language: 'en',
      skills: GOLDEN_SKILLS,
    });
    const thin = evaluateAnswer({ question: code, transcript: 'Yes.', language: 'en', skills: GOLDEN_SKILLS });
    expect(overallOf([strong, thin])).toEqual({ band: 'strong', score: evaluated(strong).score, evaluated: 1 });
    expect(overallOf([thin])).toBeNull();
  });

  it('scores an answer in well under a few milliseconds (time per answer printed)', () => {
    const rounds = 20;
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1)
      for (const answer of GOLDEN_INTERVIEW_ANSWERS)
        evaluateAnswer({
          question: GOLDEN_QUESTIONS[answer.questionId]!,
          transcript: answer.transcript,
          language: answer.language,
          skills: GOLDEN_SKILLS,
        });
    const perAnswer = (performance.now() - started) / (rounds * GOLDEN_INTERVIEW_ANSWERS.length);
    console.info(
      `interview evaluation: ${perAnswer.toFixed(3)} ms per answer over ${rounds * GOLDEN_INTERVIEW_ANSWERS.length} answers`,
    );
    expect(perAnswer).toBeLessThan(50);
  });
});

describe('composeFollowUp', () => {
  it('asks for a concrete example when the answer gives none, in the interview language', () => {
    expect(
      composeFollowUp(
        code,
        'I always write clean code and I think tests are important for every project we build.',
        'en',
      ),
    ).toBe(
      'Could you tell us about one specific time you did this yourself: what the task was, the steps you took, and what the result was?',
    );
    expect(
      composeFollowUp(customer, 'يجب أن أبقى هادئًا وأستمع للعميل ثم أقدم له الحل المناسب بسرعة واحترام.', 'ar'),
    ).toBe('هل يمكنك أن تذكر مثالًا محددًا من تجربتك: ما الموقف، وماذا فعلت بنفسك، وكيف انتهى؟');
  });

  it('asks nothing when the answer already tells a concrete example', () => {
    expect(composeFollowUp(code, GOLDEN_INTERVIEW_ANSWERS[0]!.transcript, 'en')).toBeNull();
    expect(
      composeFollowUp(
        customer,
        'مرة اتصل عميل غاضب لأن الجهاز توقف، فاستمعت له ورتبت استبداله وانتهت المكالمة وهو راض.',
        'ar',
      ),
    ).toBeNull();
  });

  it('asks nothing when the answer is too thin to judge: insufficient evidence is not a missing example', () => {
    expect(composeFollowUp(code, 'I like clean code.', 'en')).toBeNull();
    expect(composeFollowUp(customer, 'امم يعني امم يعني امم', 'ar')).toBeNull();
  });
});
