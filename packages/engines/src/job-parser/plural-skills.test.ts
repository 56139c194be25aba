import { describe, expect, it } from 'vitest';
import type { JobTextCatalogue } from './catalogue.ts';
import { pluralSkills, singular } from './plural-skills.ts';

const catalogue: JobTextCatalogue = {
  scanSkills: () => [],
  sectors: [],
  occupations: [],
  skillNames: [
    { id: 'ehr', sector: 'healthcare', type: 'tool', name: 'Electronic Health Records', en: ['EHR systems'] },
    { id: 'pivot-tables', sector: 'technology', type: 'tool', name: 'Pivot Tables' },
    { id: 'banking', sector: 'finance', type: 'knowledge', name: 'Banking' },
    { id: 'sales', sector: 'retail', type: 'technical', name: 'Sales' },
    { id: 'risk-assessment', sector: 'security', type: 'technical', name: 'Risk Assessment' },
  ],
};
const ids = (text: string) => pluralSkills(text, catalogue).map((mention) => mention.id);

describe('English skills in the other number', () => {
  it.each([
    ['records', 'record'],
    ['policies', 'policy'],
    ['analysis', 'analysis'],
    ['business', 'business'],
    ['gas', 'gas'],
  ])('reads %s as %s', (word, form) => {
    expect(singular(word)).toBe(form);
  });

  it('finds a plural catalogue term written in the singular', () => {
    expect(ids('Document every visit in the electronic health record (Cerner)')).toEqual(['ehr']);
    expect(ids('Build a pivot table every week; use the EHR system')).toEqual(['pivot-tables', 'ehr']);
  });

  it('leaves one-word terms to the skill index and needs the words side by side', () => {
    expect(ids('A national bank hiring for sale events')).toEqual([]);
    expect(ids('pivot, tables')).toEqual([]);
  });

  it('reads a singular name written in the plural', () => {
    expect(ids('Carry out risk assessments before each job')).toEqual(['risk-assessment']);
    expect(ids('Risk and assessments')).toEqual([]);
  });
});
