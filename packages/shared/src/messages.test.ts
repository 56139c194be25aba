import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TOO_LONG } from './fields.ts';
import { keyWithParams, splitMessageKey, translateMessage } from './messages.ts';

describe('messages that name a number', () => {
  it('a length limit travels in the issue and is named in both languages', () => {
    const issue = z.string().max(120, TOO_LONG).safeParse('x'.repeat(121)).error!.issues[0]!;
    expect(translateMessage(issue.message, 'en')).toBe('Must be at most 120 characters');
    expect(translateMessage(issue.message, 'ar')).toBe('يجب ألا يزيد على 120 حرفًا');
  });

  it('a list limit counts items, not characters', () => {
    const issue = z.array(z.string()).max(3, TOO_LONG).safeParse(['a', 'b', 'c', 'd']).error!.issues[0]!;
    expect(translateMessage(issue.message, 'en')).toBe('At most 3 items');
  });

  it('reads back its own form, and leaves any other text alone', () => {
    expect(splitMessageKey(keyWithParams('validation.tooLong', { max: 5 }))).toEqual({
      key: 'validation.tooLong',
      params: { max: 5 },
    });
    expect(translateMessage('Use {braces} freely', 'en')).toBe('Use {braces} freely');
    expect(translateMessage('validation.tooLong{not json', 'en')).toBe('validation.tooLong{not json');
  });
});
