/**
 * The rubric engine against the team's labelled answers (decision 0067). The split into tune and test was
 * fixed in the fixture before any threshold was fitted; thresholds were fitted on tune only. Agreement on
 * both splits is printed and held to floors, so a change that makes the engine disagree more fails here.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { GOLDEN_ANSWERS, type GoldenAnswer } from './__fixtures__/golden-answers.ts';
import { WRITING_TASKS } from './items.ts';
import { scoreWriting, type WritingResult } from './score-writing.ts';
import { CEFR_BANDS, bandNumber } from './types.ts';

const scored = GOLDEN_ANSWERS.map((answer) => {
  const task = WRITING_TASKS.find((candidate) => candidate.id === answer.taskId);
  if (task === undefined) throw new Error(`unknown task ${answer.taskId}`);
  return { answer, result: scoreWriting(answer.text, task) };
});
const distance = (answer: GoldenAnswer, result: WritingResult) =>
  Math.abs(bandNumber(answer.band) - bandNumber(result.band));
const agreement = (split: GoldenAnswer['split']) => {
  const rows = scored.filter((row) => row.answer.split === split);
  return {
    n: rows.length,
    exact: rows.filter((row) => distance(row.answer, row.result) === 0).length / rows.length,
    withinOne: rows.filter((row) => distance(row.answer, row.result) <= 1).length / rows.length,
    misses: rows
      .filter((row) => distance(row.answer, row.result) > 0)
      .map((row) => `${row.answer.id} ${row.answer.band}→${row.result.band}`),
  };
};

afterAll(() => {
  for (const split of ['tune', 'test'] as const) {
    const { n, exact, withinOne, misses } = agreement(split);
    console.info(
      `golden ${split} (${n} answers, team labels): exact band ${Math.round(exact * 100)}%, within one band ${Math.round(withinOne * 100)}%; disagreements: ${misses.join(', ') || 'none'}`,
    );
  }
});

describe('golden written answers', () => {
  it('has at least 40 labelled answers, every band in both splits, about 40% held out as test', () => {
    expect(GOLDEN_ANSWERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(GOLDEN_ANSWERS.map((answer) => answer.id)).size).toBe(GOLDEN_ANSWERS.length);
    const test = GOLDEN_ANSWERS.filter((answer) => answer.split === 'test');
    expect(test.length / GOLDEN_ANSWERS.length).toBeGreaterThanOrEqual(0.35);
    for (const split of ['tune', 'test'] as const) {
      const bands = new Set(GOLDEN_ANSWERS.filter((answer) => answer.split === split).map((answer) => answer.band));
      expect([...bands].sort()).toEqual([...CEFR_BANDS]);
    }
    for (const task of WRITING_TASKS)
      expect(GOLDEN_ANSWERS.filter((answer) => answer.taskId === task.id).length).toBeGreaterThanOrEqual(9);
  });

  it.each(scored.filter((row) => row.answer.split === 'tune').map((row) => [row.answer.id, row] as const))(
    'tune %s: within one band of its label, exact where a rule decides it',
    (_id, { answer, result }) => {
      expect(distance(answer, result)).toBeLessThanOrEqual(1);
      if (result.caps.length > 0) expect(result.band).toBe(answer.band);
    },
  );

  it('tune: at least 90% exact (measured 92%: 23 of 25)', () => {
    expect(agreement('tune').exact).toBeGreaterThanOrEqual(0.9);
  });

  it('test: at least 60% exact and 90% within one band (measured 69% and 94%: 11 and 15 of 16)', () => {
    const { exact, withinOne } = agreement('test');
    expect(exact).toBeGreaterThanOrEqual(0.6);
    expect(withinOne).toBeGreaterThanOrEqual(0.9);
  });

  it('says why the special cases are rated low', () => {
    const flagsOf = (id: string) => scored.find((row) => row.answer.id === id)!.result.flags;
    expect(flagsOf('w1-arabic')).toContain('not_english');
    expect(flagsOf('w3-arabic-mixed')).toContain('not_english');
    expect(flagsOf('w1-copied')).toContain('copied_prompt');
    expect(flagsOf('w3-copied')).toContain('copied_prompt');
    expect(flagsOf('w1-offtopic')).toContain('off_topic');
    expect(flagsOf('w3-offtopic')).toContain('off_topic');
    expect(flagsOf('w4-keywords')).toContain('word_list');
    expect(flagsOf('w2-short')).toContain('too_short');
    const offTopic = scored.find((row) => row.answer.id === 'w1-offtopic')!.result;
    expect(offTopic.evidence[1]).toBe(
      "Held at A2: The answer never mentions the task's subject: it does not do what the task asks.",
    );
    // The mixed answer is mostly English: rated as English, its Arabic words never counted as errors.
    const mixed = scored.find((row) => row.answer.id === 'w2-mixed')!.result;
    expect(mixed.flags).not.toContain('not_english');
    expect(mixed.errors.every((error) => /^[\x20-\x7E]+$/.test(error.text))).toBe(true);
  });

  it('gives every band its evidence: criteria, sentences that exist and errors that point at the text', () => {
    for (const { answer, result } of scored) {
      for (const criterion of Object.values(result.criteria)) {
        expect(criterion.evidence.length).toBeGreaterThan(0);
        for (const index of criterion.sentenceIndices) expect(result.sentences[index]).toBeDefined();
      }
      for (const error of result.errors)
        expect(answer.text.normalize('NFC').slice(error.start, error.end)).toBe(error.text);
      for (const cap of result.caps) expect(bandNumber(result.band)).toBeLessThanOrEqual(bandNumber(cap.band));
      expect(result.evidence[0]).toMatch(new RegExp(`^${result.band}: weighted score`));
    }
  });
});
