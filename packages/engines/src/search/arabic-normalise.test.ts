import { describe, expect, it } from 'vitest';
import { normaliseArabic } from './arabic-normalise.ts';
import { splitByScript, stemmerInputOf } from './search-text.ts';

describe('normaliseArabic', () => {
  it('folds the hamza forms into their base letters', () => {
    expect(normaliseArabic('أحمد إدارة آمال مؤسسة رئيس ٱلله')).toBe('احمد اداره امال موسسه رييس الله');
  });

  it('writes ta marbuta as ha and alef maqsura as ya', () => {
    expect(normaliseArabic('محاسبة')).toBe('محاسبه');
    expect(normaliseArabic('مستشفى')).toBe('مستشفي');
  });

  it('removes diacritics and tatweel', () => {
    expect(normaliseArabic('مُحَاسِبٌ')).toBe('محاسب');
    expect(normaliseArabic('مـــحاسب')).toBe('محاسب');
  });

  it('strips a conjunction و or ف written onto the article', () => {
    expect(normaliseArabic('والمحاسبة')).toBe('المحاسبه');
    expect(normaliseArabic('فالبرمجة والتصميم')).toBe('البرمجه التصميم');
  });

  it('keeps words that only start with those letters', () => {
    // Father, governor, mother: fewer than three letters after "ال".
    expect(normaliseArabic('والد والي والده')).toBe('والد والي والده');
    expect(normaliseArabic('وظيفة')).toBe('وظيفه');
  });

  it('leaves Latin text alone', () => {
    expect(normaliseArabic('Senior Accountant, C++ & Node.js')).toBe('Senior Accountant, C++ & Node.js');
  });

  it('is idempotent', () => {
    const once = normaliseArabic('وَالإِدَارَةُ المُؤَسَّسِيَّة فى أبها');
    expect(normaliseArabic(once)).toBe(once);
  });
});

describe('splitByScript', () => {
  it('sends Latin words to english and Arabic words to arabic, normalised', () => {
    expect(splitByScript('محاسبة Excel والإدارة')).toEqual({ latin: 'Excel', arabic: 'محاسبة الادارة' });
  });

  it('keeps programming names whole and drops punctuation and operators', () => {
    expect(splitByScript("C++ & C# | Node.js ! '; drop table users; -- (x):*")).toEqual({
      latin: 'C++ C# Node.js drop table users x',
      arabic: '',
    });
  });

  it('gives nothing for text without words', () => {
    expect(splitByScript(' & | ! : * ( ) ')).toEqual({ latin: '', arabic: '' });
  });

  it('hands a single word to its configuration the same way', () => {
    expect(stemmerInputOf('المحاسبه')).toBe('المحاسبة');
    expect(stemmerInputOf('Accounting,')).toBe('Accounting');
  });
});
