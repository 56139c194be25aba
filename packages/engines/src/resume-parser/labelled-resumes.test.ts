import { describe, expect, it } from 'vitest';
import { foldOf, hasLineBreaks, learnedFrom, matchesLoosely, parseLabelledXml, splitOf, TRAIN_FOLDS } from './labelled-resumes.ts';

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

  it('cuts the train part into four folds, so a model can be learned without the fold it is read on', () => {
    const texts = Array.from({ length: 2000 }, (_, index) => ({ text: `resume ${index}` }));
    const train = texts.filter((resume) => splitOf(resume) === 'train');
    const sizes = Array.from({ length: TRAIN_FOLDS }, (_, fold) => train.filter((resume) => foldOf(resume) === fold).length);
    for (const size of sizes) expect(size).toBeGreaterThan(train.length / TRAIN_FOLDS / 1.3);
    expect(foldOf(texts[0]!)).toBe(foldOf({ text: 'resume 0' }));
    // Leaving a fold out keeps the other three quarters of train and never reaches dev or test.
    const learned = texts.filter((resume) => learnedFrom(resume, 2));
    expect(learned.every((resume) => splitOf(resume) === 'train' && foldOf(resume) !== 2)).toBe(true);
    expect(learned.length).toBe(train.length - sizes[2]!);
    expect(texts.filter((resume) => learnedFrom(resume)).length).toBe(train.length);
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
