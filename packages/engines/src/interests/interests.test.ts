/**
 * Golden tests of My Next Move (decisions 0061, 0062): every expected value below was worked out by hand,
 * the working in the comment beside it.
 */
import { loadCatalogue } from '@masar/catalog/catalogue';
import { INTEREST_AREAS, parseInterestScore, type InterestScores } from '@masar/shared/interests';
import { describe, expect, it } from 'vitest';
import { INTEREST_ACTIVITIES, INTEREST_ANSWER_LABELS } from './activities.ts';
import { JOB_ZONE_TEXTS } from './job-zones.ts';
import { profileCorrelation, rankCareers, type CareerOccupation } from './rank-careers.ts';
import { activitiesOnPage, firstOpenPage, rankAreas, scoreInterests } from './score-interests.ts';

const sheet = (answer: (number: number, area: string) => number) =>
  new Map(INTEREST_ACTIVITIES.map((activity) => [activity.number, answer(activity.number, activity.area)]));
const profile = (...values: number[]) =>
  Object.fromEntries(INTEREST_AREAS.map((area, index) => [area, values[index]!])) as InterestScores;
const occupation = (id: string, title: string, riasec: number[], job_zone = 3): CareerOccupation => ({
  id,
  title,
  job_zone,
  riasec: profile(...riasec),
});

describe('the 60 activities', () => {
  it('has 10 per area, numbered 1–60, two of each area on every page of 12, in both languages', () => {
    expect(INTEREST_ACTIVITIES.map((activity) => activity.number)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    for (const area of INTEREST_AREAS) expect(INTEREST_ACTIVITIES.filter((a) => a.area === area)).toHaveLength(10);
    for (let page = 0; page < 5; page++) {
      const areas = activitiesOnPage(page).map((activity) => activity.area);
      for (const area of INTEREST_AREAS) expect(areas.filter((a) => a === area)).toHaveLength(2);
    }
    const texts = INTEREST_ACTIVITIES.flatMap((activity) => [activity.text.en, activity.text.ar]);
    expect(new Set(texts).size).toBe(120);
    for (const activity of INTEREST_ACTIVITIES) expect(activity.text.ar).toMatch(/^[\u0600-\u06FF\s،]+$/);
    expect(INTEREST_ANSWER_LABELS.en).toHaveLength(5);
    expect(INTEREST_ANSWER_LABELS.ar).toHaveLength(5);
  });
});

describe('scoring (0 to 4 an answer, 0 to 40 an area)', () => {
  it('all "strongly dislike": every area 0, complete', () => {
    const { scores, progress } = scoreInterests(sheet(() => 0));
    expect(scores).toEqual(profile(0, 0, 0, 0, 0, 0));
    expect(progress).toEqual({ answered: 60, total: 60, fractionComplete: 1, complete: true });
  });

  it('all "strongly like": every area 10 × 4 = 40', () => {
    expect(scoreInterests(sheet(() => 4)).scores).toEqual(profile(40, 40, 40, 40, 40, 40));
  });

  it('one area high: realistic 10 × 4 = 40, the others 0; realistic ranks first', () => {
    const { scores } = scoreInterests(sheet((_, area) => (area === 'realistic' ? 4 : 0)));
    expect(scores).toEqual(profile(40, 0, 0, 0, 0, 0));
    expect(rankAreas(scores).map((entry) => entry.area)).toEqual(['realistic', 'investigative', 'artistic', 'social', 'enterprising', 'conventional']);
  });

  it('partly answered: only the answers given count, and the next page is the first open one', () => {
    // Page 1 (activities 1–12, areas R I A S E C R I A S E C) answered (n − 1) mod 5; the rest -1.
    // R: 1→0, 7→1 = 1; I: 2→1, 8→2 = 3; A: 3→2, 9→3 = 5; S: 4→3, 10→4 = 7; E: 5→4, 11→0 = 4; C: 6→0, 12→1 = 1.
    const answers = sheet((n) => (n <= 12 ? (n - 1) % 5 : -1));
    const { scores, progress } = scoreInterests(answers);
    expect(scores).toEqual(profile(1, 3, 5, 7, 4, 1));
    expect(progress).toEqual({ answered: 12, total: 60, fractionComplete: 0.2, complete: false });
    expect(firstOpenPage(answers)).toBe(1);
    expect(firstOpenPage(new Map())).toBe(0);
    expect(firstOpenPage(sheet(() => 2))).toBe(4);
    // Ties keep the RIASEC order: R and C both 1, R first.
    expect(rankAreas(scores).map((entry) => entry.area)).toEqual(['social', 'artistic', 'enterprising', 'investigative', 'realistic', 'conventional']);
  });

  it('ignores answers outside 0–4 as unanswered', () => {
    const answers = new Map([
      [1, 5],
      [2, 2.5],
      [3, 4],
    ]);
    expect(scoreInterests(answers).scores.artistic).toBe(4);
    expect(scoreInterests(answers).progress.answered).toBe(1);
  });
});

describe('typed scores (spec §5: integers 0 to 40, English digits only)', () => {
  it.each([
    ['31', 31],
    [' 7 ', 7],
    [0, 0],
    [40, 40],
    ['40', 40],
  ])('takes %j as %d', (input, value) => expect(parseInterestScore(input)).toEqual({ value }));

  it.each([
    [41, 'interests.scoreRange'],
    ['41', 'interests.scoreRange'],
    [-1, 'interests.scoreRange'],
    ['-1', 'interests.scoreDigits'],
    [2.5, 'interests.scoreDigits'],
    ['2.5', 'interests.scoreDigits'],
    ['٣١', 'interests.scoreDigits'],
    ['۳۱', 'interests.scoreDigits'],
    ['', 'interests.scoreDigits'],
    ['1e1', 'interests.scoreDigits'],
    [null, 'interests.scoreDigits'],
  ])('refuses %j with %s', (input, error) => expect(parseInterestScore(input)).toEqual({ error }));
});

describe('job zones', () => {
  it('describes zones 1–5 in both languages', () => {
    expect(JOB_ZONE_TEXTS.map((zone) => zone.zone)).toEqual([1, 2, 3, 4, 5]);
    for (const zone of JOB_ZONE_TEXTS) {
      for (const field of ['title', 'preparation', 'experience', 'education', 'examples'] as const) {
        expect(zone[field].en.length).toBeGreaterThan(5);
        expect(zone[field].ar).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });
});

describe('career ranking (Pearson r of the two six-score profiles)', () => {
  // For a person at (40, 0, 0, 0, 0, 0): deviations (33.3, −6.7 × 5), length √1333.3 = 36.51; the covariance
  // with an occupation o is 40 (o_R − ō), so r = 40 (o_R − ō) / (36.51 ‖o − ō‖) = 1.0954 (o_R − ō) / ‖o − ō‖.
  const hands = occupation('occ:a', 'Hands-on', [7, 1, 1, 1, 1, 1]); // ō 2, o_R − ō 5, ‖·‖ √30: r = 1
  const thinker = occupation('occ:b', 'Thinker', [1, 7, 1, 1, 1, 1]); // o_R − ō −1: r = −1.0954 / 5.477 = −0.2
  const half = occupation('occ:c', 'Half', [4, 4, 4, 1, 1, 1]); // ō 2.5, o_R − ō 1.5, ‖·‖ √13.5: r = 1/√5 = 0.447
  const level = occupation('occ:d', 'Level', [3, 3, 3, 3, 3, 3]); // no spread: no r
  const other = occupation('occ:e', 'Other zone', [7, 1, 1, 1, 1, 1], 4);
  const all = [thinker, level, half, other, hands];
  const realistic = profile(40, 0, 0, 0, 0, 0);

  it('ranks by r within the zone, an occupation without r last', () => {
    const { total, flat, careers } = rankCareers(realistic, all, { jobZone: 3, page: 0, limit: 20 });
    expect({ total, flat }).toEqual({ total: 4, flat: false });
    expect(careers.map((career) => [career.occupation.id, career.fit])).toEqual([
      ['occ:a', 1],
      ['occ:c', 0.447],
      ['occ:b', -0.2],
      ['occ:d', null],
    ]);
  });

  it('a flat profile (all 0, all 40, all 20) has no r: the zone A–Z by English title, no fit', () => {
    for (const value of [0, 40, 20]) {
      const result = rankCareers(profile(value, value, value, value, value, value), all, { jobZone: 3, page: 0, limit: 20 });
      expect(result.flat).toBe(true);
      expect(result.careers.map((career) => [career.occupation.title, career.fit])).toEqual([
        ['Half', null],
        ['Hands-on', null],
        ['Level', null],
        ['Thinker', null],
      ]);
    }
    expect(profileCorrelation(profile(1, 1, 1, 1, 1, 1), hands.riasec)).toBeNull();
  });

  it('breaks equal fits by the score in the person\'s top area, then by English title', () => {
    // (7,4,1,1,1,1) has deviations (4.5, 1.5, −1.5 × 4); (5,3,1,1,1,1) has (3, 1, −1 × 4), two thirds of them: the same r.
    const strong = occupation('occ:s', 'Zebra keeper', [7, 4, 1, 1, 1, 1]);
    const twin = occupation('occ:t', 'Yak keeper', [7, 4, 1, 1, 1, 1]);
    const milder = occupation('occ:m', 'Aardvark keeper', [5, 3, 1, 1, 1, 1]);
    const { careers } = rankCareers(profile(40, 20, 0, 0, 0, 0), [milder, strong, twin], { jobZone: 3, page: 0, limit: 20 });
    expect(careers.map((career) => career.occupation.title)).toEqual(['Yak keeper', 'Zebra keeper', 'Aardvark keeper']);
    expect(new Set(careers.map((career) => career.fit)).size).toBe(1);
  });

  it('pages 20 at a time ("more careers")', () => {
    const many = Array.from({ length: 45 }, (_, i) => occupation(`occ:x${i}`, `Job ${String(i).padStart(2, '0')}`, [7 - (i % 6), 2, 3, 1, 1, 1]));
    const pages = [0, 1, 2].map((page) => rankCareers(realistic, many, { jobZone: 3, page, limit: 20 }));
    expect(pages.map((page) => page.careers.length)).toEqual([20, 20, 5]);
    const ids = pages.flatMap((page) => page.careers.map((career) => career.occupation.id));
    expect(new Set(ids).size).toBe(45);
    const fits = pages.flatMap((page) => page.careers.map((career) => career.fit!));
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
  });

  it("on the shipped catalogue, one area high puts that area's occupations first in every zone that has one", () => {
    const catalogue = loadCatalogue().occupations.map((o) => ({ ...o, title: o.title.en }));
    INTEREST_AREAS.forEach((area, index) => {
      const scores = profile(...INTEREST_AREAS.map((_, i) => (i === index ? 40 : 0)));
      for (const zone of [1, 2, 3, 4, 5]) {
        const { careers, total } = rankCareers(scores, catalogue, { jobZone: zone, page: 0, limit: 20 });
        const letter = 'RIASEC'[index]!;
        if (total === 0 || !catalogue.some((o) => o.job_zone === zone && o.holland_code.startsWith(letter))) continue;
        expect(careers[0]!.occupation.holland_code[0]).toBe(letter);
      }
    });
  });
});
