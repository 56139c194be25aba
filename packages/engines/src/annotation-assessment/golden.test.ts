import { describe, expect, it } from 'vitest';
import { allWrongV1, arabicSpansS4, partlyRightV1, perfectSheet } from './__fixtures__/sheets.ts';
import {
  ANNOTATION_BANK,
  ANNOTATION_ITEMS,
  ANNOTATION_PARTS,
  annotationItem,
  annotationItems,
  annotationQuestion,
  type SpanItem,
} from './items.ts';
import {
  cohensKappa,
  editDistance,
  f1,
  kendallTau,
  matchSpans,
  scoreAnnotation,
  trimSpan,
} from './score-annotation.ts';
import { PART_WEIGHTS } from './weights.ts';

describe('annotation sheets scored by hand', () => {
  it.each(['annotation_v1', 'annotation_v2'] as const)('a perfect %s sheet scores 100 in every part', (kind) => {
    const result = scoreAnnotation(kind, perfectSheet(kind));
    expect(result.score).toBe(100);
    for (const part of ANNOTATION_PARTS) expect(result.parts[part].score).toBe(1);
    expect(result.parts.part1.kappa).toBe(1);
    expect(result.parts.part2.exact?.f1).toBe(1);
  });

  it('an all-wrong sheet scores 0, and says what was wrong', () => {
    const result = scoreAnnotation('annotation_v1', allWrongV1);
    expect(result.score).toBe(0);
    for (const part of ANNOTATION_PARTS) expect(result.parts[part].score).toBe(0);
    expect(result.parts.part3.rankings).toEqual([
      { itemId: 'an-r1', tau: -1 },
      { itemId: 'an-r2', tau: -1 },
    ]);
    expect(result.parts.part1.kappa).toBeLessThan(0);
    expect(result.parts.part2.evidence.filter((line) => line.includes('missed'))).toHaveLength(11);
  });

  it('a partly right sheet scores what was worked out on paper', () => {
    const result = scoreAnnotation('annotation_v1', partlyRightV1);
    expect(result.parts.part1.accuracy).toBeCloseTo(2 / 3, 4);
    expect(result.parts.part1.kappa).toBeCloseTo(0.5, 4);
    expect(result.parts.part2.exact?.f1).toBeCloseTo(6 / 11, 4);
    expect(result.parts.part2.partial?.f1).toBeCloseTo((6 + 18 / 22 + 7 / 10 + 5 / 9) / 11, 4);
    expect(result.parts.part3.score).toBeCloseTo(0.75, 4);
    const f2 = result.parts.part4.corrections!.find((c) => c.itemId === 'an-f2')!;
    expect(f2.flawsFixed).toBe(0.5);
    expect(f2.improvement).toBeCloseTo(1 / 7, 4);
    expect(result.parts.part4.score).toBeCloseTo((1 + (0.25 + 0.25 / 7) / 0.75) / 2, 3);
    expect(result.parts.part5.accuracy).toBe(0.6);
    expect(result.parts.part5.kappa).toBeCloseTo(0.08 / 0.48, 4);
    expect(result.score).toBe(68.4);
    expect(result.parts.part2.evidence).toContain('an-s2: missed "March" (DATE).');
  });

  it('scores Arabic spans by character offsets, trimming spaces and crediting partial overlap', () => {
    const item = annotationItem('an-s4') as SpanItem;
    const { counts, matches } = matchSpans(item.text, arabicSpansS4, item.gold);
    expect(counts).toEqual({ goldSpans: 5, candidateSpans: 6, exactMatches: 4, partialCredit: 4.75 });
    expect(f1(counts.exactMatches, counts.candidateSpans, counts.goldSpans).f1).toBeCloseTo(8 / 11, 4);
    expect(f1(counts.partialCredit, counts.candidateSpans, counts.goldSpans).f1).toBeCloseTo(9.5 / 11, 4);
    const proclitic = matches.find((match) => match.credit === 0.75)!;
    expect(item.text.slice(proclitic.candidate!.start, proclitic.candidate!.end)).toBe('وبالرياض');
    expect(item.text.slice(proclitic.gold!.start, proclitic.gold!.end)).toBe('الرياض');
  });
});

describe('measures', () => {
  it('Kendall tau, kappa and edit distance on small cases', () => {
    expect(kendallTau(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(1);
    expect(kendallTau(['c', 'b', 'a'], ['a', 'b', 'c'])).toBe(-1);
    expect(kendallTau(['a', 'b'], ['a', 'b', 'c'])).toBeNull();
    expect(kendallTau(['a', 'a', 'b'], ['a', 'b', 'c'])).toBeNull();
    expect(cohensKappa(['x', 'x'], ['x', 'x'])).toBe(1);
    expect(cohensKappa([null, null], ['x', 'y'])).toBe(0);
    expect(editDistance('الدرعيه', 'الدرعية')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(trimSpan('«الرياض»ـ ', { start: 0, end: 10, label: 'LOC' })).toEqual({ start: 1, end: 7, label: 'LOC' });
  });

  it('ignores malformed answers instead of failing: spans without offsets, rankings that are not orders', () => {
    const result = scoreAnnotation('annotation_v1', {
      'an-s1': [{ start: 'x', end: 3, label: 'ORG' }] as never,
      'an-r1': ['a', 'b'],
    });
    expect(result.parts.part2.exact?.f1).toBe(0);
    expect(result.parts.part3.rankings?.[0]).toEqual({ itemId: 'an-r1', tau: null });
  });
});

describe('annotation bank', () => {
  it('resolves every bank id to an item of its part, in both languages, with gold that fits the item', () => {
    const listed = new Set<string>();
    for (const kind of ['annotation_v1', 'annotation_v2'] as const) {
      for (const part of ANNOTATION_PARTS) {
        const items = annotationItems(kind, part);
        expect(items.length).toBeGreaterThanOrEqual(2);
        for (const item of items) listed.add(item.id);
      }
      const languages = new Set(
        ANNOTATION_PARTS.flatMap((part) => annotationItems(kind, part).map((item) => item.language)),
      );
      expect([...languages].sort()).toEqual(['ar', 'en']);
    }
    expect(listed.size).toBe(ANNOTATION_ITEMS.length);
    expect(new Set(ANNOTATION_ITEMS.map((item) => item.id)).size).toBe(ANNOTATION_ITEMS.length);
    for (const item of ANNOTATION_ITEMS) {
      if (item.part === 'part1' || item.part === 'part5') expect(item.labels).toContain(item.gold);
      if (item.part === 'part3') expect([...item.gold].sort()).toEqual(item.responses.map((r) => r.id).sort());
      if (item.part === 'part4') for (const flaw of item.flaws) expect(item.flawed).toContain(flaw.wrong);
    }
    expect(Object.values(PART_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(Object.keys(ANNOTATION_BANK)).toEqual(['annotation_v1', 'annotation_v2']);
  });

  it('sends candidates the items without gold, flaws, corrections or rationales', () => {
    for (const item of ANNOTATION_ITEMS) {
      const sent = JSON.stringify(annotationQuestion(item));
      for (const secret of ['"gold"', '"flaws"', '"reference"', '"rubricTask"', '"rationale"'])
        expect(sent).not.toContain(secret);
      expect(annotationQuestion(item).id).toBe(item.id);
    }
  });
});
