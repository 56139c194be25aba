import { describe, expect, it } from 'vitest';
import type { JobTextCatalogue } from './catalogue.ts';
import { spelledAcronymSkills } from './spelled-acronyms.ts';

const catalogue: JobTextCatalogue = {
  scanSkills: () => [],
  sectors: [],
  occupations: [],
  skillNames: [
    { id: 'ehr', sector: 'healthcare', type: 'tool', name: 'Electronic Health Records', en: ['EHR', 'EMR'] },
    { id: 'gro', sector: 'business', type: 'technical', name: 'Government Relations Officer Work', en: ['GRO', 'government relations officer'] },
    { id: 'qc', sector: 'engineering', type: 'technical', name: 'Quality Control', en: ['QC'] },
  ],
};
const found = (text: string) => spelledAcronymSkills(text, catalogue).map((mention) => [mention.id, mention.text]);

describe('a skill\'s acronym spelt out in other words', () => {
  it('reads "electronic medical record" as the EMR of Electronic Health Records, in either number', () => {
    expect(found('• Document care accurately in the electronic medical record (Cerner)')).toEqual([['ehr', 'electronic medical record']]);
    expect(found('Maintain Electronic Medical Records')).toEqual([['ehr', 'Electronic Medical Records']]);
  });

  it('reads nothing from a phrase that only shares the initials, or differs in its first word', () => {
    expect(found('every morning routine')).toEqual([]);
    expect(found('Guest Relations Officer for our resort')).toEqual([]);
  });

  it('reads no two-letter acronym: too many phrases spell one', () => {
    expect(found('quality care for every patient')).toEqual([]);
  });
});
