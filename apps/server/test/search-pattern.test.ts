import { describe, expect, it } from 'vitest';
import { containsPattern, titleSearchPattern } from '../src/lib/search-pattern.ts';

describe('search patterns', () => {
  it('finds a title by its words in order, plural or not, trimmed and lower-cased', () => {
    expect(titleSearchPattern('  Data Scientists ')).toBe('%data%scientist%');
    expect(titleSearchPattern('Nurse')).toBe('%nurse%');
    expect(titleSearchPattern('business')).toBe('%business%');
    expect(titleSearchPattern('ممرض')).toBe('%ممرض%');
  });

  it('takes LIKE wildcards literally', () => {
    expect(titleSearchPattern('100%_sure')).toBe('%100\\%\\_sure%');
    expect(containsPattern('a_b%c\\')).toBe('%a\\_b\\%c\\\\%');
  });
});
