import { describe, expect, it } from 'vitest';
import { IPIP_ITEMS } from './ipip-items.ts';
import { EXCLUDED_ITEMS, PERSONALITY_DOMAINS, PERSONALITY_ITEMS, personalityItem } from './items.ts';
import { normalCdf, percentileOfMean, scorePersonality, UNANSWERED, type AnswerSheet } from './score-personality.ts';

const sheet = (answer: (number: number) => number, upTo = 100): AnswerSheet =>
  new Map(Array.from({ length: 100 }, (_, index) => [index + 1, index < upTo ? answer(index + 1) : UNANSWERED]));
const domain = (result: ReturnType<typeof scorePersonality>, name: string) =>
  result!.domains.find((entry) => entry.domain === name)!;

describe('the 100 questions', () => {
  it('has 20 per domain, the first 50 the short scale with 10 per domain, 5 keyed each way', () => {
    expect(PERSONALITY_ITEMS).toHaveLength(100);
    expect(PERSONALITY_ITEMS.map((item) => item.number)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(PERSONALITY_ITEMS.filter((item) => item.shortScale).map((item) => item.number)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    for (const name of PERSONALITY_DOMAINS) {
      const items = PERSONALITY_ITEMS.filter((item) => item.domain === name);
      const short = items.filter((item) => item.shortScale);
      expect(items).toHaveLength(20);
      expect(short.filter((item) => item.keyed === 'plus')).toHaveLength(5);
      expect(short.filter((item) => item.keyed === 'minus')).toHaveLength(5);
    }
  });

  it('keeps plus and minus as even as each domain allows after the left-out items', () => {
    const plusOf = (name: string) =>
      PERSONALITY_ITEMS.filter((item) => item.domain === name && item.keyed === 'plus').length;
    // Usable items after the exclusions: O 10+/10−, C 11+/13−, E 17+/6−, A 7+/15−, N 16+/7−.
    expect({ O: plusOf('O'), C: plusOf('C'), E: plusOf('E'), A: plusOf('A'), N: plusOf('N') }).toEqual({
      O: 10,
      C: 10,
      E: 14,
      A: 7,
      N: 13,
    });
  });

  it('leaves out the items whose Arabic differs and the political ones, and keeps the package keying', () => {
    const used = new Set(PERSONALITY_ITEMS.map((item) => item.packageNumber));
    for (const excluded of Object.keys(EXCLUDED_ITEMS)) expect(used.has(Number(excluded))).toBe(false);
    expect(PERSONALITY_ITEMS.some((item) => item.domain === 'O' && item.facet === 6)).toBe(false);
    for (const item of PERSONALITY_ITEMS) {
      const source = IPIP_ITEMS[item.packageNumber - 1]!;
      expect([source.keyed, source.domain, source.facet]).toEqual([item.keyed, item.domain, item.facet]);
    }
    // Spot checks read by hand: question 1 and the first reversed one, in both languages.
    expect(personalityItem(1)!.text).toEqual({ en: 'Worry about things', ar: 'أقلق حيال الأمور' });
    expect(personalityItem(9)).toMatchObject({
      keyed: 'minus',
      domain: 'A',
      text: { en: 'Use others for my own ends' },
    });
  });
});

describe('scoring, worked by hand', () => {
  it('all neutral answers: every domain 3 a item, the 50th percentile, type XXXX', () => {
    const result = scorePersonality(
      sheet(() => 3),
      'full',
    )!;
    for (const entry of result.domains) {
      expect([entry.answered, entry.raw, entry.mean, entry.percentile, entry.level]).toEqual([
        20,
        60,
        3,
        50,
        'average',
      ]);
    }
    expect(result.type).toBe('XXXX');
    expect(result.emotionalStability).toEqual({ percentile: 50, level: 'average' });
  });

  it('"very accurate" to everything: the keying decides, so balanced domains stay at the midpoint', () => {
    const result = scorePersonality(
      sheet(() => 5),
      'full',
    )!;
    // O and C: 10 plus × 5 + 10 minus × 1 = 60, mean 3. E: 14 × 5 + 6 × 1 = 76, mean 3.8, z = 1.33 → 91.
    // A: 7 × 5 + 13 × 1 = 48, mean 2.4, z = −1 → 16. N: 13 × 5 + 7 × 1 = 72, mean 3.6, z = 1 → 84.
    expect(result.domains.map((entry) => [entry.domain, entry.raw, entry.percentile])).toEqual([
      ['O', 60, 50],
      ['C', 60, 50],
      ['E', 76, 91],
      ['A', 48, 16],
      ['N', 72, 84],
    ]);
    expect(result.type).toBe('EXTX');
    expect(result.emotionalStability).toEqual({ percentile: 16, level: 'low' });
  });

  it('the most of every trait: 5 on plus items and 1 on minus items give 100 a domain, percentile 99, ENFJ', () => {
    const result = scorePersonality(
      sheet((number) => (personalityItem(number)!.keyed === 'plus' ? 5 : 1)),
      'full',
    )!;
    for (const entry of result.domains)
      expect([entry.raw, entry.mean, entry.percentile, entry.level]).toEqual([100, 5, 99, 'high']);
    expect(result.type).toBe('ENFJ');
    expect(result.emotionalStability).toEqual({ percentile: 1, level: 'low' });
    expect(domain(result, 'C').facets.map((facet) => [facet.facet, facet.raw])).toEqual([
      [1, 20],
      [2, 20],
      [3, 15],
      [4, 15],
      [5, 15],
      [6, 15],
    ]);
  });

  it('a reversed item: "very inaccurate" to "Use others for my own ends" scores 5 for agreeableness', () => {
    const result = scorePersonality(
      sheet((number) => (number === 9 ? 1 : 3), 50),
      'short',
    )!;
    // A short scale: 9 items × 3 + 5 = 32 over 10, mean 3.2, z = 0.33 → 63; only the F letter moves.
    expect([domain(result, 'A').raw, domain(result, 'A').percentile]).toEqual([32, 63]);
    expect(result.type).toBe('XXFX');
  });

  it('partly answered: the short scale scores once 1–50 are answered, the full one waits for all 100', () => {
    expect(
      scorePersonality(
        sheet(() => 4, 49),
        'short',
      ),
    ).toBeNull();
    const answers = sheet(() => 4, 50);
    expect(scorePersonality(answers, 'full')).toBeNull();
    const short = scorePersonality(answers, 'short')!;
    expect(short.scale).toBe('short');
    // "Moderately accurate" to all: O has 5 plus (4) and 5 minus (2) → 30, mean 3; E likewise.
    for (const entry of short.domains) expect([entry.answered, entry.raw]).toEqual([10, 30]);
    // Facets need 3 answered items; on the short scale only O4, C2, E1 and N5 have three questions.
    expect(short.domains.flatMap((entry) => entry.facets.map((facet) => `${entry.domain}${facet.facet}`))).toEqual([
      'O4',
      'C2',
      'E1',
      'N5',
    ]);
    // Answers past 50 do not move the short result.
    expect(
      scorePersonality(
        sheet(() => 4),
        'short',
      ),
    ).toEqual(short);
  });

  it('ignores answers outside 1–5 as unanswered', () => {
    expect(
      scorePersonality(
        sheet((number) => (number === 7 ? 6 : 3)),
        'full',
      ),
    ).toBeNull();
  });
});

describe('a random sheet against an independent computation', () => {
  it('matches sums taken straight from the package items and a numerically integrated normal curve', () => {
    let seed = 20261124;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return 1 + Math.floor((seed / 2147483648) * 5);
    };
    const answers = sheet(() => next());
    const result = scorePersonality(answers, 'full')!;

    // Independent: key each answer from the generated package data by item id, integrate the density.
    const keyedById = new Map<string, { keyed: string }>(IPIP_ITEMS.map((item) => [item.id, item]));
    const phi = (z: number) => {
      const steps = 4000;
      const from = -8;
      const width = (z - from) / steps;
      let area = 0;
      for (let step = 0; step < steps; step++) {
        const x = from + (step + 0.5) * width;
        area += Math.exp((-x * x) / 2) * width;
      }
      return area / Math.sqrt(2 * Math.PI);
    };
    for (const name of PERSONALITY_DOMAINS) {
      let sum = 0;
      for (const item of PERSONALITY_ITEMS.filter((entry) => entry.domain === name)) {
        const answer = answers.get(item.number)!;
        sum += keyedById.get(item.id)!.keyed === 'minus' ? 6 - answer : answer;
      }
      const expected = Math.min(99, Math.max(1, Math.round(100 * phi((sum / 20 - 3) / 0.6))));
      expect([name, domain(result, name).raw, domain(result, name).percentile]).toEqual([name, sum, expected]);
    }
    expect(Math.abs(normalCdf(1.96) - phi(1.96))).toBeLessThan(1e-6);
    expect(percentileOfMean(3)).toBe(50);
  });
});
