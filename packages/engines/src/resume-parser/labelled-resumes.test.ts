import { describe, expect, it } from 'vitest';
import { hasLineBreaks, matchesLoosely, parseLabelledXml, splitOf } from './labelled-resumes.ts';

describe('labelled real resumes', () => {
  it('reads the text and the labels of one XML resume', () => {
    const resume = parseLabelledXml('1', '<?xml version="1.0"?>\n<cv>\n<label type="Name">Ann Lee</label> &amp; <label type="Designation">Sales\n\nManager</label>\n</cv>');
    expect(resume.text).toBe('Ann Lee & Sales\n\nManager\n');
    expect(resume.labels).toEqual([
      { type: 'Name', text: 'Ann Lee' },
      { type: 'Designation', text: 'Sales Manager' },
    ]);
  });

  it('splits by a hash of the text, the same way every time', () => {
    expect(splitOf({ text: 'a resume' })).toBe(splitOf({ text: 'a resume' }));
    const parts = Array.from({ length: 1000 }, (_, index) => splitOf({ text: `resume ${index}` }));
    const train = parts.filter((part) => part === 'train').length;
    expect(train).toBeGreaterThan(630);
    expect(train).toBeLessThan(770);
  });

  it('matches by containment at word boundaries, ignoring case and spacing', () => {
    expect(matchesLoosely('Senior  software engineer', 'Software Engineer')).toBe(true);
    expect(matchesLoosely('B.Tech in EEE', 'B.Tech')).toBe(true);
    expect(matchesLoosely('Microsoft', 'Microsoft Corporation')).toBe(true);
    expect(matchesLoosely('Engineer', 'Senior Software Engineer')).toBe(false);
    expect(matchesLoosely('Managed the team of the Software Engineer', 'Software Engineer')).toBe(false);
    expect(matchesLoosely('Engine', 'Engineer')).toBe(false);
    // A full stop ending a word is punctuation too; one inside an abbreviation is not dropped.
    expect(matchesLoosely('B.E.', 'B.E')).toBe(true);
    expect(matchesLoosely('Convergys India Pvt. Ltd.', 'Convergys India Pvt Ltd')).toBe(true);
    expect(matchesLoosely('B.E.', 'BE')).toBe(false);
    expect(hasLineBreaks('one line only')).toBe(false);
  });
});
