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
    { id: 'scope-management', sector: 'business', type: 'technical', name: 'Scope Management' },
    { id: 'incident-investigation', sector: 'energy', type: 'technical', name: 'Incident Investigation' },
    { id: 'code-review', sector: 'technology', type: 'technical', name: 'Code Review', en: ['pull request reviews'] },
    { id: 'records-management', sector: 'business', type: 'technical', name: 'Records Management', en: ['record keeping'] },
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

  it('reads a gerund, an alias whose object has two words, and the action noun with "of" before its object', () => {
    expect(ids('7 years leading programmes, managing scope, budget and vendors')).toEqual(['scope-management']);
    expect(ids('Carry out inspections, investigating incidents and near misses')).toEqual(['incident-investigation']);
    expect(ids('Write tests and review your colleagues’ pull requests')).toEqual(['code-review']);
    expect(ids('Lead the investigation of all incidents on site')).toEqual(['incident-investigation']);
  });

  it('needs the verb where a duty starts, not a noun of the same spelling, and no light verb', () => {
    // "engineers" and "reviews" are nouns here; "keep" names no skill of its own.
    expect(ids('Our designers work with engineers until it ships')).toEqual([]);
    expect(ids('The quarterly reviews of pull requests are shared')).toEqual([]);
    expect(ids('Keep records of every visit')).toEqual([]);
    // The object qualifies another action noun: "scope analysis" is not scope management.
    expect(ids('Manage scope analysis for the programme')).toEqual([]);
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
