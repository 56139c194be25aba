import { describe, expect, it } from 'vitest';
import { headKind, phraseKind, startsLikeDegree } from './gazetteer.ts';

describe('the gazetteers learned from real resumes', () => {
  it('knows titles, employers, degrees and institutions people wrote', () => {
    expect(phraseKind('Software Engineer')).toBe('title');
    expect(phraseKind('Infosys Limited')).toBe('organisation');
    expect(phraseKind('B.Tech')).toBe('degree');
    expect(phraseKind('Monash University')).toBe('institution');
    expect(phraseKind('Managed a team of five')).toBeNull();
  });

  it('tells a title from an employer by its head word, and a degree by its first', () => {
    expect(headKind('Associate Quality Engineer')).toBe('title');
    expect(headKind('Zenith Technologies')).toBe('organisation');
    expect(startsLikeDegree('M.Tech in VLSI Design')).toBe(true);
    expect(startsLikeDegree('Be responsible for the budget')).toBe(false);
  });
});
