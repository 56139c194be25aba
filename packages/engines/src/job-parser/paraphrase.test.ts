import { describe, expect, it } from 'vitest';
import type { JobTextCatalogue } from './catalogue.ts';
import { paraphrasedSkills, verbSkills } from './paraphrase.ts';

const catalogue: JobTextCatalogue = {
  scanSkills: () => [],
  sectors: [],
  occupations: [],
  skillNames: [
    { id: 'bank-reconciliation', sector: 'finance', type: 'technical', name: 'Bank Reconciliation' },
    { id: 'lesson-planning', sector: 'education', type: 'technical', name: 'Lesson Planning' },
    { id: 'medication-administration', sector: 'healthcare', type: 'technical', name: 'Medication Administration' },
    { id: 'airport-engineering', sector: 'engineering', type: 'technical', name: 'Airport Engineering' },
    { id: 'active-listening', sector: 'cross-sector', type: 'soft', name: 'Active Listening' },
    { id: 'mentoring', sector: 'business', type: 'technical', name: 'Mentoring' },
    { id: 'proofreading', sector: 'media', type: 'technical', name: 'Proofreading' },
    { id: 'forecasting', sector: 'finance', type: 'technical', name: 'Forecasting' },
    { id: 'planning', sector: 'cross-sector', type: 'soft', name: 'Planning' },
  ],
};
const ids = (text: string) => paraphrasedSkills(text, catalogue).map((mention) => mention.id);

describe('skills written as a verb and its object', () => {
  it('reads "reconcile bank accounts", "plan engaging lessons", "administer medications"', () => {
    expect(ids('Reconcile bank and intercompany accounts')).toEqual(['bank-reconciliation']);
    expect(ids('The teacher will plan and deliver engaging lessons')).toEqual(['lesson-planning']);
    expect(ids('Administer medications and monitor vital signs')).toEqual(['medication-administration']);
  });

  it('needs the verb, not the noun again, and the object within five words', () => {
    expect(ids('An engineering consultancy working on hospitals and airports')).toEqual([]);
    expect(ids('We plan to open new branches next year and teach lessons')).toEqual([]);
    expect(ids('Bank holidays are planned by the office')).toEqual([]);
  });

  it('reads a one-word action skill written as the verb that starts a duty', () => {
    const verbs = (text: string) => verbSkills(text, catalogue).map((mention) => mention.id);
    expect(verbs('Mentor junior analysts')).toEqual(['mentoring']);
    expect(verbs('Write, edit and proofread the weekly newsletter')).toEqual(['proofreading']);
    expect(verbs('You will forecast demand for 40 stores')).toEqual(['forecasting']);
    // A noun, a verb with another meaning, a soft skill's everyday verb, or nothing after it: not the skill.
    expect(verbs('Own the monthly forecast and the budget')).toEqual([]);
    expect(verbs('Forecast for the region')).toEqual([]);
    expect(verbs('Plan the weekly rota')).toEqual([]);
    expect(verbs('Reports reviewed by the mentor')).toEqual([]);
  });
});
