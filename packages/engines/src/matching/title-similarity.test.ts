import { describe, expect, it } from 'vitest';
import { normaliseText, titleKey, titleSimilarity, tokenizeTitle } from './title-similarity.ts';

describe('titleSimilarity', () => {
  it.each([
    ['Software Engineer', 'Software Engineer', 1],
    ['Software Engineer', 'software engineers', 1],
    ['Sr. Software Engineer', 'Senior Software Engineer', 1],
    ['Senior Software Engineer', 'Software Engineer', 0.92],
    ['Lead Software Engineer', 'Junior Software Engineer', 0.76],
    ['مهندس برمجيات', 'Software Engineer', 1],
    ['مهندس برمجيات أول', 'Senior Software Engineer', 1],
    ['مهندسة مدنية', 'Civil Engineer', 1],
    ['ممرضة', 'Nurse', 1],
    ['مشرف مستودعات', 'Warehouse Supervisor', 1],
    ['Waitress', 'Waiter', 1],
    ['Salesman', 'Saleswoman', 1],
    ['Front Desk Agent', 'Front Desk Agent', 1],
  ])('%s ~ %s = %d', (a, b, expected) => {
    expect(titleSimilarity(a, b)).toBeCloseTo(expected, 4);
  });

  it('treats gendered forms alike, so the sex of the holder never changes a title fit', () => {
    expect(titleSimilarity('ممرضة', 'ممرض')).toBe(1);
    expect(titleSimilarity('معلمة رياضيات', 'Mathematics Teacher')).toBe(
      titleSimilarity('معلم رياضيات', 'Mathematics Teacher'),
    );
    expect(titleSimilarity('Stewardess', 'Flight Steward')).toBe(titleSimilarity('Steward', 'Flight Steward'));
  });

  it('rates near roles above unrelated ones, and generic words low', () => {
    const near = titleSimilarity('Software Developer', 'Software Engineer');
    const sameNoun = titleSimilarity('Civil Engineer', 'Software Engineer');
    const unrelated = titleSimilarity('Registered Nurse', 'Software Engineer');
    expect(near).toBeGreaterThan(sameNoun);
    expect(sameNoun).toBeGreaterThan(unrelated);
    expect(sameNoun).toBeLessThan(0.5);
    expect(unrelated).toBe(0);
  });

  it('is symmetric and in [0, 1]', () => {
    const titles = [
      'Data Analyst',
      'Senior Data Scientist',
      'محلل بيانات',
      'HR Manager',
      'Human Resources Manager',
      '',
      '—',
    ];
    for (const a of titles) {
      for (const b of titles) {
        const ab = titleSimilarity(a, b);
        expect(ab).toBe(titleSimilarity(b, a));
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(1);
      }
    }
    expect(titleSimilarity('HR Manager', 'Human Resources Manager')).toBe(1);
  });

  it('normalises Arabic letter variants and diacritics', () => {
    expect(normaliseText('إدارةُ المـشاريع')).toBe(normaliseText('ادارة المشاريع'));
    expect(tokenizeTitle('رئيس قسم المحاسبة').seniority).toBe(4);
    expect(tokenizeTitle('Accountant').seniority).toBe(2);
  });

  it('keys a title by its role words, without seniority or plurals, for looking titles up', () => {
    expect(titleKey('Senior Data Engineers')).toBe('data engineer');
    expect(titleKey('data engineer')).toBe('data engineer');
    expect(titleKey('Registered Nurses')).toBe(titleKey('Registered Nurse'));
    expect(titleKey('مهندس برمجيات أول')).toBe(titleKey('مهندس برمجيات'));
    expect(titleKey('Senior')).toBe('');
  });
});
