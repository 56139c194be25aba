import { describe, expect, it } from 'vitest';
import { arabicLanguages, arabicSkills, arabicStem } from './arabic-skills.ts';
import type { JobTextCatalogue } from './catalogue.ts';

const catalogue: JobTextCatalogue = {
  scanSkills: () => [],
  sectors: [],
  occupations: [],
  skillNames: [
    { id: 'bank-reconciliation', sector: 'finance', type: 'technical', name: 'Bank Reconciliation', ar: ['التسويات البنكية'] },
    { id: 'patient-care', sector: 'healthcare', type: 'technical', name: 'Patient Care', ar: ['رعاية المرضى'] },
    { id: 'operations-management', sector: 'business', type: 'technical', name: 'Operations Management', ar: ['إدارة العمليات'] },
    { id: 'infection-control', sector: 'healthcare', type: 'technical', name: 'Infection Prevention and Control', ar: ['الوقاية من العدوى ومكافحتها'] },
    { id: 'accounting', sector: 'finance', type: 'technical', name: 'Accounting', ar: ['المحاسبة'] },
    { id: 'english', sector: 'cross-sector', type: 'language', name: 'English', ar: ['اللغة الإنجليزية'] },
    { id: 'french', sector: 'cross-sector', type: 'language', name: 'French', ar: ['اللغة الفرنسية'] },
    { id: 'arabic', sector: 'cross-sector', type: 'language', name: 'Arabic', ar: ['اللغة العربية'] },
  ],
};
const ids = (text: string) => arabicSkills(text, catalogue).map((mention) => mention.id);

describe('Arabic skills in another inflection', () => {
  it.each([
    ['والتسويات', 'تسو'],
    ['تسوية', 'تسو'],
    ['البنكية', 'بنك'],
    ['البنكي', 'بنك'],
    ['للمرضى', 'مرض'],
    ['المستودعات', 'مستودع'],
  ])('stems %s as %s', (word, stem) => {
    expect(arabicStem(word)).toBe(stem);
  });

  it('finds a term whose words are inflected, with a word between two of them', () => {
    expect(ids('تسوية الحسابات البنكية شهرياً')).toEqual(['bank-reconciliation']);
    expect(ids('تقديم الرعاية التمريضية للمرضى في قسم الباطنية')).toEqual(['patient-care']);
    expect(ids('خبرة في الوقاية من العدوى')).toEqual([]);
    expect(ids('تطبيق إجراءات الوقاية من العدوى ومكافحتها')).toEqual(['infection-control']);
  });

  it('keeps a term inside one clause and never reads one word alone', () => {
    expect(ids('الرعاية، المرضى')).toEqual([]);
    expect(ids('المحاسبة')).toEqual([]);
  });

  it('does not read the first half of a longer construct as the term', () => {
    expect(ids('إدارة عمليات الاستلام والتخزين')).toEqual([]);
    expect(ids('خبرة في إدارة عمليات متعددة')).toEqual(['operations-management']);
  });

  it('gives where the mention sits', () => {
    const [mention] = arabicSkills('مهام: تسوية الحسابات البنكية', catalogue);
    expect(mention?.text).toBe('تسوية الحسابات البنكية');
    expect(mention?.start).toBe(6);
  });

  it('reads a language by its adjective after a word of proficiency or preference, and nowhere else', () => {
    const languages = (text: string) => arabicLanguages(text, catalogue).map((mention) => mention.id);
    expect(languages('إجادة الإنجليزية، ويفضل الفرنسية')).toEqual(['english', 'french']);
    expect(languages('يتحدث الإنجليزية والفرنسية بطلاقة')).toEqual(['english', 'french']);
    expect(languages('للعمل في المملكة العربية السعودية')).toEqual([]);
    expect(languages('إجادة المحاسبة')).toEqual([]);
    // "Both languages, Arabic and English".
    expect(languages('إجادة اللغتين العربية والإنجليزية')).toEqual(['arabic', 'english']);
  });
});
