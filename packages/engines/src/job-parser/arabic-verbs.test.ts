import { describe, expect, it } from 'vitest';
import { verbBodyOfNoun, verbBodyOfWord } from './arabic-verbs.ts';

describe('Arabic verbal nouns and their verbs', () => {
  it.each([
    ['تحليل', 'حلل'],
    ['تصميم', 'صمم'],
    ['مراجعة', 'راجع'],
    ['إصلاح', 'صلح'],
    ['إعداد', 'عد'],
    ['إدارة', 'دير'],
    ['اختبار', 'ختبر'],
    ['استخدام', 'ستخدم'],
    ['استقبال', 'ستقبل'],
    ['كتابة', 'كتب'],
    ['إعطاء', 'عطي'],
  ])('reads the verbal noun %s by its verb body %s', (noun, body) => {
    expect(verbBodyOfNoun(noun)).toBe(body);
  });

  it.each([
    ['حصر', 'حصر'],
    ['صرف', 'صرف'],
    ['سحب', 'سحب'],
  ])('reads the first-form noun %s of three sound letters as its own body %s', (noun, body) => {
    expect(verbBodyOfNoun(noun)).toBe(body);
  });

  it('reads no body from a noun outside the patterns', () => {
    // Three letters with a long vowel are no sound first form ("بيع" is listed; "سوق" is a market).
    expect(verbBodyOfNoun('سوق')).toBeNull();
    expect(verbBodyOfNoun('برمجة')).toBeNull();
    expect(verbBodyOfNoun('صيانة')).toBeNull();
  });

  it.each([
    ['يحلل', 'حلل'],
    ['ويحللون', 'حلل'],
    ['تدير', 'دير'],
    ['بيراجع', 'راجع'],
    ['سيستقبل', 'ستقبل'],
    ['نعد', 'عد'],
    ['وتصمم', 'صمم'],
  ])('reads the present-tense verb %s by its body %s', (word, body) => {
    expect(verbBodyOfWord(word)).toBe(body);
  });

  it('reads no body from a word without a person\'s prefix', () => {
    expect(verbBodyOfWord('بعد')).toBeNull();
    expect(verbBodyOfWord('المحاسبة')).toBeNull();
    expect(verbBodyOfWord('مراجعة')).toBeNull();
  });
});
