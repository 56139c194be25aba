/**
 * My Next Move (issue #14, decisions 0061–0063): a page of 12 activities at a time with every answer saved
 * as given, leave and resume, typed scores refused with a clear message, results with the chosen job zone
 * and 20 careers a page, and nobody but the candidate on their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterCallers, tokenOf, type RecruiterCallers } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let layla: string;
let omar: string;
let others: RecruiterCallers;

beforeAll(async () => {
  t = await createTestApp();
  layla = await tokenOf(t.app);
  omar = await tokenOf(t.app);
  others = await recruiterCallers(t.app, 'Interests Co', 'Other Interests Co');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string | null, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `/api/onet/${url}`, headers: { ...(token ? { token } : {}), lang }, payload });
const record = (questionNumber: number, answerNumber: number) => ({ questionNumber, answerNumber, question: 'As shown' });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const answerWith = (token: string, numbers: number[], answer: (n: number) => number, page?: number) =>
  post('interests/', token, { kind: 'my_next_move_assessment', answers: numbers.map((n) => record(n, answer(n))), ...(page === undefined ? {} : { page }) });
const typed = (token: string, scores: Record<string, unknown>) =>
  post('interests/', token, {
    kind: 'my_next_move_scores_assessment',
    scores: { realistic: 0, investigative: 0, artistic: 0, social: 0, enterprising: 0, conventional: 0, ...scores },
  });

/** Activity n is of area (n − 1) mod 6 (R I A S E C). R 4s, I 3s, A 2s, S 1s, E 0s, C 0s but activity 6 a 4. */
const byArea = (n: number) => (n === 6 ? 4 : [4, 3, 2, 1, 0, 0][(n - 1) % 6]!);

describe("the candidate's activities", () => {
  it('has not started: page 1 of 5, twelve activities in the asked language, all unanswered', async () => {
    const english = json(await post('interests/', layla, { kind: 'my_next_move_assessment' })).data;
    expect(english).toMatchObject({ assessment_id: null, kind: 'my_next_move_assessment', page: 0, pages: 5 });
    expect(english.questions).toHaveLength(12);
    expect(english.questions[0]).toEqual({ text: 'Repair a broken household appliance', number: 1 });
    expect(english.choices).toEqual(['Strongly dislike', 'Dislike', 'Unsure', 'Like', 'Strongly like']);
    expect(english.answers.every((answer: { answerNumber: number }) => answer.answerNumber === -1)).toBe(true);
    expect(english.assessmentProgress).toEqual({ answered: 0, total: 60, fractionComplete: 0, complete: false });
    const arabic = json(await post('interests/', layla, { kind: 'my_next_move_assessment', page: 4 }, 'ar')).data;
    // Activity 49 is the ninth realistic one ((49 − 1) mod 6 = 0, the ninth of its area).
    expect(arabic.questions[0]).toEqual({ text: 'أجمّع أجزاء آلة', number: 49 });
    expect(arabic.choices[4]).toBe('أحبّه كثيرًا');
  });

  it('saves every answer as given, and resumes at the first page with an unanswered activity', async () => {
    const first = await answerWith(layla, range(1, 12), byArea, 1);
    expect(first.statusCode).toBe(200);
    expect(json(first).message).toBeUndefined();
    expect(json(first).data).toMatchObject({ page: 1, assessmentProgress: { answered: 12, fractionComplete: 0.2, complete: false } });
    expect(json(first).data.questions[0].number).toBe(13);
    // Back later with no page named: page 2 (index 1), the first with an open activity.
    const resumed = json(await post('interests/', layla, { kind: 'my_next_move_assessment' })).data;
    expect(resumed.page).toBe(1);
    const again = json(await post('interests/', layla, { kind: 'my_next_move_assessment', page: 0 })).data;
    expect(again.answers.map((answer: { answerNumber: number }) => answer.answerNumber)).toEqual(range(1, 12).map(byArea));
    // A changed answer replaces the old one; -1 takes one back and the page opens there again.
    await answerWith(layla, [2], () => 0);
    const back = json(await answerWith(layla, [5], () => -1)).data;
    expect(back.page).toBe(0);
    expect(back.answers[1].answerNumber).toBe(0);
    expect(back.assessmentProgress.answered).toBe(11);
    // Partial scores: R 4 + 4 = 8 (activities 1 and 7), I 0 + 3 = 3 (2 changed to 0).
    expect(back.scores).toMatchObject({ realistic: 8, investigative: 3 });
  });

  it('refuses answers outside 0–4 (other than -1) and activity numbers outside 1–60', async () => {
    const badAnswer = await answerWith(layla, [13], () => 5);
    expect(badAnswer.statusCode).toBe(400);
    expect(json(badAnswer).errors[0].message).toBe('An answer is from 0 to 4, or -1 for unanswered');
    const badNumber = await answerWith(layla, [61], () => 2);
    expect(json(badNumber).errors[0].message).toBe('Activity numbers go from 1 to 60');
    expect((await post('interests/', layla, { kind: 'my_next_move_assessment', page: 5 })).statusCode).toBe(400);
  });

  it('has no results until all 60 are answered; the sixtieth completes it', async () => {
    const early = await post('result/', layla, {});
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('Answer all 60 activities, or type your six scores, to see your results');
    const done = await answerWith(layla, range(1, 60), byArea);
    expect(json(done).message).toBe('Assessment Completed Successfully');
    expect(json(done).data.assessmentProgress.complete).toBe(true);
    expect(json(await answerWith(layla, [1], byArea)).message).toBeUndefined();
  });

  it('gives the scores, the areas, the zones, no careers until a zone is chosen, then 20 a page', async () => {
    const result = json(await post('result/', layla, {})).data;
    // R 10 × 4, I 10 × 3, A 10 × 2, S 10 × 1, E 0, C 4 (activity 6 only).
    expect(result.scores).toEqual({ realistic: 40, investigative: 30, artistic: 20, social: 10, enterprising: 0, conventional: 4 });
    expect(result.areas.map((area: { area: string }) => area.area)).toEqual(['realistic', 'investigative', 'artistic', 'social', 'conventional', 'enterprising']);
    expect(result).toMatchObject({ kind: 'my_next_move_assessment', flat: false, job_zone: 0, careers: [] });
    expect(result.job_zones.map((zone: { zone: number; careers: number }) => [zone.zone, zone.careers])).toEqual([
      [1, 33],
      [2, 111],
      [3, 180],
      [4, 213],
      [5, 93],
    ]);

    const zone3 = json(await post('result/', layla, { job_zone: 3 })).data;
    expect(zone3).toMatchObject({ job_zone: 3, total: 180, pagination: { page: 0, limit: 20 } });
    expect(zone3.careers).toHaveLength(20);
    const fits = zone3.careers.map((career: { fit: number }) => career.fit);
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
    expect(zone3.careers.every((career: { job_zone: number }) => career.job_zone === 3)).toBe(true);
    const more = json(await post('result/', layla, { page: 1 })).data;
    expect(more.job_zone).toBe(3);
    expect(more.careers[0].fit).toBeLessThanOrEqual(fits.at(-1));
    expect(new Set([...zone3.careers, ...more.careers].map((career: { id: string }) => career.id)).size).toBe(40);
    const arabic = json(await post('result/', layla, {}, 'ar')).data;
    expect(arabic.careers[0].id).toBe(zone3.careers[0].id);
    expect(arabic.careers[0].title).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.job_zones[0].title).toBe('إعداد قليل أو لا إعداد');
    expect((await post('result/', layla, { job_zone: 6 })).statusCode).toBe(400);
  });
});

describe('typed scores', () => {
  it.each([
    [{ realistic: 41 }, 'A score is a whole number from 0 to 40'],
    [{ investigative: -1 }, 'A score is a whole number from 0 to 40'],
    [{ artistic: 2.5 }, 'Type the score with the digits 0 to 9 only'],
    [{ social: '٣١' }, 'Type the score with the digits 0 to 9 only'],
    [{ enterprising: 'ten' }, 'Type the score with the digits 0 to 9 only'],
  ])('refuses %j', async (scores, message) => {
    const refused = await typed(omar, scores);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors[0].message).toBe(message);
  });

  it('takes 0–40 in English digits (31 and "31" alike) and reads the results from them', async () => {
    const saved = await typed(omar, { realistic: 31, investigative: '12', social: ' 40 ' });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).message).toBe('Assessment Completed Successfully');
    expect(json(saved).data).toMatchObject({ kind: 'my_next_move_scores_assessment', assessmentProgress: { complete: true } });
    const result = json(await post('result/', omar, { job_zone: 4 })).data;
    expect(result.scores).toEqual({ realistic: 31, investigative: 12, artistic: 0, social: 40, enterprising: 0, conventional: 0 });
    expect(result.kind).toBe('my_next_move_scores_assessment');
    expect(result.areas.slice(0, 3)).toEqual([{ area: 'social', score: 40 }, { area: 'realistic', score: 31 }, { area: 'investigative', score: 12 }]);
    expect(result.careers).toHaveLength(20);
  });

  it('a flat profile has no fit: the zone A–Z', async () => {
    await typed(omar, { realistic: 20, investigative: 20, artistic: 20, social: 20, enterprising: 20, conventional: 20 });
    const result = json(await post('result/', omar, {})).data;
    expect(result.flat).toBe(true);
    expect(result.careers.every((career: { fit: null }) => career.fit === null)).toBe(true);
  });
});

describe('who may call', () => {
  it('keeps both calls to approved candidates, each on their own', async () => {
    for (const url of ['interests/', 'result/']) {
      const body = url === 'interests/' ? { kind: 'my_next_move_assessment' } : {};
      expect((await post(url, null, body)).statusCode).toBe(401);
      for (const token of [others.recruiter, others.admin, others.pending]) {
        const refused = await post(url, token, body);
        expect(refused.statusCode).toBe(403);
      }
    }
    expect(json(await post('interests/', others.recruiter, { kind: 'my_next_move_assessment' })).message).toBe('Only candidates take My Next Move');
    // A new candidate sees nothing of Layla's or Omar's.
    const newcomer = await tokenOf(t.app);
    expect(json(await post('interests/', newcomer, { kind: 'my_next_move_assessment' })).data).toMatchObject({ assessment_id: null, assessmentProgress: { answered: 0 } });
    expect((await post('result/', newcomer, {})).statusCode).toBe(409);
  });
});
