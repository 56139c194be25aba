import { describe, expect, it } from 'vitest';
import { plainTextToLines } from './plain-lines.ts';
import { decodeEscapedBytes, recoverLineBreaks } from './pseudo-lines.ts';

const filler = 'Managed a team of five engineers and delivered the billing platform on time and within budget.';

describe('resumes that lost their line breaks', () => {
  it('breaks at runs of spaces and at bullets, adding nothing else', () => {
    const text = `"Ivan Keeling  Kansas City, MO  EDUCATION  KANSAS UNIVERSITY, Kansas City, MO  2015  Bachelors Degree in Business Administration  EXPERIENCE  CLEARWIRE- Kansas City, MO  Sales & Marketing Intern  Summer 2014  \\xe2\\x80\\xa2 Educated customers  \\xe2\\x80\\xa2 ${filler}"`;
    const lines = recoverLineBreaks(text).split('\n');
    expect(lines.slice(0, 5)).toEqual(['Ivan Keeling', 'Kansas City, MO', 'EDUCATION', 'KANSAS UNIVERSITY, Kansas City, MO', '2015']);
    expect(lines).toContain('• Educated customers');
    const parsed = plainTextToLines(text);
    expect(parsed.find((line) => line.text === 'Educated customers')?.listItem).toBe(true);
  });

  it('in single-spaced text, breaks before capitalised section words, date ranges and around e-mails', () => {
    const text = `Ivan Keeling ivan@example.com EXPERIENCE Jan 2019 - Present Sales Manager at Clearwire ${filler} EDUCATION 2011 - 2015 BSc Business, Kansas University ${filler}`;
    const lines = recoverLineBreaks(text).split('\n');
    expect(lines.slice(0, 5)).toEqual(['Ivan Keeling', 'ivan@example.com', 'EXPERIENCE', `Jan 2019 - Present Sales Manager at Clearwire ${filler}`, 'EDUCATION']);
  });

  it('leaves text that has its line breaks alone, and decodes written-out UTF-8 bytes', () => {
    expect(recoverLineBreaks('Name\n\nEXPERIENCE  x')).toBe('Name\n\nEXPERIENCE  x');
    expect(decodeEscapedBytes('R\\xc3\\xa9sum\\xc3\\xa9')).toBe('Résumé');
  });
});
