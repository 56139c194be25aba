import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('skips the Arabic article ال in either name', () => {
    expect(initialsOf('نورة القحطاني')).toBe('نق');
    expect(initialsOf('عبدالله العتيبي')).toBe('عع');
    expect(initialsOf('أحمد الأحمد')).toBe('أأ');
  });

  it('keeps a name that only starts like the article', () => {
    // Two letters after ال are needed for it to be the article: "الي" is not "ي".
    expect(initialsOf('سارة الي')).toBe('سا');
  });

  it('takes the first and last names in English, the article aside', () => {
    expect(initialsOf('Layla Haddad')).toBe('LH');
    expect(initialsOf('Noura Al-Qahtani')).toBe('NQ');
    expect(initialsOf('Omar al Farsi')).toBe('OF');
    expect(initialsOf('layla ann haddad')).toBe('LH');
  });

  it('gives one letter for one name and nothing for none', () => {
    expect(initialsOf('Layla')).toBe('L');
    expect(initialsOf('  ')).toBe('');
  });
});
