import fc from 'fast-check';
import { loadCatalogue } from '@masar/catalog/catalogue';
import { describe, expect, it } from 'vitest';
import { interviewJob } from './catalogue.ts';
import { composeInterviewQuestions, questionKey, QUESTIONS_MIN } from './compose-questions.ts';

const catalogue = loadCatalogue();
// Every skill type and a spread of categories, so each family of templates is drawn often.
const skillIds = catalogue.skills.filter((_, index) => index % 7 === 0).map((skill) => skill.id);
const occupationIds = catalogue.occupations.filter((_, index) => index % 11 === 0).map((occupation) => occupation.id);

const job = fc.record({
  job_title: fc.constantFrom('Data Engineer', 'Registered Nurse', 'محاسب', 'مهندس مدني', ''),
  experience: fc.record({ value: fc.integer({ min: 0, max: 600 }), unit: fc.constantFrom('years' as const, 'months' as const) }),
  skills: fc.uniqueArray(fc.record({ id: fc.constantFrom(...skillIds), required: fc.boolean() }), { maxLength: 50, selector: (skill) => skill.id }),
  occupation_id: fc.option(fc.constantFrom(...occupationIds), { nil: null }),
});
const locale = fc.constantFrom('en' as const, 'ar' as const);

describe('composed interview questions, for any job', () => {
  it('probe every must-have skill, repeat nothing, number 6 to 10 and fit what PUT questions/ accepts', () => {
    fc.assert(
      fc.property(job, locale, (input, language) => {
        const questions = composeInterviewQuestions(interviewJob(input, catalogue), language);
        const probed = new Set(questions.flatMap((question) => question.skill_ids));
        for (const skill of input.skills) if (skill.required) expect(probed.has(skill.id)).toBe(true);
        const jobSkills = new Set(input.skills.map((skill) => skill.id));
        for (const id of probed) expect(jobSkills.has(id)).toBe(true);

        expect(new Set(questions.map((question) => questionKey(question.question))).size).toBe(questions.length);
        expect(questions.length).toBeGreaterThanOrEqual(QUESTIONS_MIN);
        expect(questions.length).toBeLessThanOrEqual(10);
        for (const question of questions) {
          expect(question.question.length).toBeGreaterThanOrEqual(10);
          expect(question.question.length).toBeLessThanOrEqual(500);
          expect(question.rubric.length).toBeGreaterThanOrEqual(1);
          expect(question.rubric.length).toBeLessThanOrEqual(1000);
          expect(question.skill_ids.length).toBeLessThanOrEqual(10);
          expect(`${question.question} ${question.rubric}`).not.toMatch(/\{\w+\}/);
        }
        expect(new Set(questions.map((question) => question.kind))).toEqual(new Set(['technical', 'behavioural', 'situational']));
      }),
      { numRuns: 300 },
    );
  });

  it('stay within ten for a job whose must-haves are all soft skills, with or without a nice-to-have tool', () => {
    const softSkills = catalogue.skills.filter((skill) => skill.type === 'soft').map((skill) => skill.id);
    for (let count = 0; count <= 12; count++) for (const niceToHave of [[], [{ id: 'skill:microsoft-excel', required: false }]]) {
      const skills = [...softSkills.slice(0, count).map((id) => ({ id, required: true })), ...niceToHave];
      const questions = composeInterviewQuestions(interviewJob({ job_title: 'Receptionist', experience: { value: 2, unit: 'years' }, skills, occupation_id: null }, catalogue), 'en');
      expect(questions.length).toBeLessThanOrEqual(10);
      expect(questions.some((question) => question.kind === 'technical')).toBe(true);
    }
  });

  it('are the same, in the same order, every time', () => {
    fc.assert(
      fc.property(job, locale, (input, language) => {
        expect(composeInterviewQuestions(interviewJob(input, catalogue), language)).toEqual(composeInterviewQuestions(interviewJob(structuredClone(input), catalogue), language));
      }),
      { numRuns: 100 },
    );
  });

  it('are written in the job’s language', () => {
    fc.assert(
      fc.property(job, (input) => {
        const arabic = composeInterviewQuestions(interviewJob(input, catalogue), 'ar');
        for (const question of arabic) expect(question.question).toMatch(/[\u0600-\u06FF]/);
      }),
      { numRuns: 50 },
    );
  });
});
