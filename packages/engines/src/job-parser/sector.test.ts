import { describe, expect, it } from 'vitest';
import type { JobTextCatalogue } from './catalogue.ts';
import { headNounSector, occupationSector, readSector, sectorNamed } from './sector.ts';

const catalogue: JobTextCatalogue = {
  scanSkills: () => [],
  sectors: [
    { id: 'finance', name: { en: 'Banking, Finance and Insurance', ar: 'البنوك والتمويل والتأمين' } },
    { id: 'retail', name: { en: 'Retail and Wholesale Trade', ar: 'تجارة التجزئة والجملة' } },
    { id: 'technology', name: { en: 'Information Technology and Telecommunications', ar: 'تقنية المعلومات والاتصالات' } },
  ],
  occupations: [
    { id: 'occ:accountant', sector: 'finance', titles: ['Accountant', 'محاسب', 'محاسب أول'] },
    { id: 'occ:tax-accountant', sector: 'finance', titles: ['Tax Accountant', 'محاسب ضرائب'] },
    { id: 'occ:store-manager', sector: 'retail', titles: ['Retail Store Manager'] },
    { id: 'occ:it-manager', sector: 'technology', titles: ['IT Manager'] },
    { id: 'occ:software-developer', sector: 'technology', titles: ['Software Developer', 'Backend Engineer'] },
  ],
};

describe('job sector', () => {
  it('reads an "Industry:" value by the sector\'s name or the words of the trade', () => {
    expect(sectorNamed('Retail', catalogue)).toBe('retail');
    expect(sectorNamed('Banking', catalogue)).toBe('finance');
    expect(sectorNamed('النقل والخدمات اللوجستية', catalogue)).toBe('logistics');
  });

  it('finds the catalogue occupation inside a longer title', () => {
    expect(occupationSector('Senior Accountant', catalogue)).toBe('finance');
    expect(occupationSector('محاسب أول', catalogue)).toBe('finance');
    expect(occupationSector('Backend Engineer (Node.js)', catalogue)).toBe('technology');
    expect(occupationSector('Store Manager', catalogue)).toBeNull();
  });

  it('weighs the title over the words of the text and the skills', () => {
    const evidence = { field: null, title: 'Accountant', body: 'Our hospital serves patients across the region.', skillSectors: new Map([['technology', 1]]) };
    expect(readSector(evidence, catalogue).sector).toBe('finance');
    expect(readSector({ ...evidence, title: null }, catalogue).sector).toBe('healthcare');
    expect(readSector({ field: null, title: null, body: '', skillSectors: new Map() }, catalogue)).toEqual({ sector: null, confidence: 0 });
  });

  it('finds a feminine or plural Arabic title, and a title by its head noun', () => {
    expect(occupationSector('محاسبة أولى', catalogue)).toBe('finance');
    expect(headNounSector('محاسبة', catalogue)).toBe('finance');
    expect(headNounSector('Senior Accountants', catalogue)).toBe('finance');
    expect(headNounSector('Store Manager', catalogue)).toBeNull();
    expect(readSector({ field: null, title: 'مطلوب معلمات', body: '', skillSectors: new Map() }, catalogue).sector).toBe('education');
  });

  it('lets the occupation and the skills outvote a department value', () => {
    const evidence = { field: 'Engineering', title: 'Software Developer', body: '', skillSectors: new Map([['technology', 6]]) };
    expect(readSector(evidence, catalogue).sector).toBe('technology');
    expect(readSector({ ...evidence, title: null, skillSectors: new Map() }, catalogue)).toEqual({ sector: 'engineering', confidence: 0.9 });
  });
});
