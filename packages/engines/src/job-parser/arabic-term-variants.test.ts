import { describe, expect, it } from 'vitest';
import { arabicSkills } from './arabic-skills.ts';
import { arabicTermVariants } from './arabic-term-variants.ts';
import type { JobTextCatalogue } from './catalogue.ts';

describe('Arabic spellings derived from a skill\'s own terms', () => {
  it('swaps a word two of the skill\'s terms swap into its other terms', () => {
    expect(arabicTermVariants(['خدمة العملاء', 'خدمة الزبائن', 'التعامل مع العملاء'])).toContain('التعامل مع الزبائن');
  });

  it('swaps nothing when the terms differ in more than one word, or are one word', () => {
    expect(arabicTermVariants(['خدمة العملاء', 'رعاية الزبائن', 'التعامل مع العملاء'])).toEqual([]);
    expect(arabicTermVariants(['النجارة', 'الحدادة'])).toEqual([]);
  });

  it('leaves out a head meaning "the work of" or "the skill of" when two words or more are left', () => {
    expect(arabicTermVariants(['أعمال العزل المائي'])).toEqual(['العزل المائي']);
    expect(arabicTermVariants(['مهارات حل المشاكل'])).toEqual(['حل المشاكل']);
    // One word left is an everyday noun as often as the trade; "إدارة" and "عمليات" name something else without it.
    expect(arabicTermVariants(['أعمال المباني'])).toEqual([]);
    expect(arabicTermVariants(['إدارة المشاريع الإنشائية', 'عمليات الشحن الجوي'])).toEqual([]);
  });

  it('never returns a term the skill already holds', () => {
    expect(arabicTermVariants(['أعمال العزل المائي', 'العزل المائي'])).toEqual([]);
  });

  it('lets the Arabic reader find a skill by a derived spelling', () => {
    const catalogue: JobTextCatalogue = {
      scanSkills: () => [],
      sectors: [],
      occupations: [],
      skillNames: [
        { id: 'customer-service', sector: 'business', type: 'soft', name: 'Customer Service', ar: ['خدمة العملاء', 'خدمة الزبائن', 'التعامل مع العملاء'] },
        { id: 'waterproofing', sector: 'construction', type: 'technical', name: 'Waterproofing', ar: ['أعمال العزل المائي'] },
      ],
    };
    const ids = (text: string) => arabicSkills(text, catalogue).map((mention) => mention.id);
    // "الزباين" is how the dialects write الزبائن.
    expect(ids('لبق في التعامل مع الزباين')).toEqual(['customer-service']);
    expect(ids('خبرة في العزل المائي للأسطح')).toEqual(['waterproofing']);
  });
});
