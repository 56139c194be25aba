import type { RecordingTimeline, ReportRecording } from '@masar/shared/interview-reports';
import { describe, expect, it } from 'vitest';
import { activeSentences, activeWord, missingStretch, seekToSentence, seekToWord, wordsToShow } from './transcript-sync';

const WORDS: RecordingTimeline = {
  timing: 'words',
  start: 0,
  end: 6,
  text_start: 0,
  text_end: 30,
  sentences: [
    { index: 0, start: 0.5, end: 1.9 },
    { index: 1, start: 2.5, end: 3.4 },
  ],
  words: [
    { start_char: 0, end_char: 1, start: 0.5, end: 0.9 },
    { start_char: 2, end_char: 5, start: 1, end: 1.4 },
    { start_char: 6, end_char: 11, start: 1.5, end: 1.9 },
    { start_char: 13, end_char: 18, start: 2.5, end: 2.9 },
    { start_char: 19, end_char: 24, start: 3, end: 3.4 },
  ],
};
const WINDOW: RecordingTimeline = { ...WORDS, timing: 'window', start: 1, end: 20, sentences: [{ index: 0, start: 1, end: 20 }, { index: 1, start: 1, end: 20 }], words: [] };
const recording = (upload_id: string, timeline: RecordingTimeline | null, kind: 'audio' | 'video' = 'audio'): ReportRecording => ({
  upload_id,
  kind,
  partial: false,
  missing_chunks: [],
  timeline,
});

describe('the sentence and word being said', () => {
  it('with word timings: the sentence begun last, held through the pause after it, none before or past the end', () => {
    expect(activeSentences(WORDS, 0.2)).toEqual([]);
    expect(activeSentences(WORDS, 0.5)).toEqual([0]);
    expect(activeSentences(WORDS, 2.2)).toEqual([0]);
    expect(activeSentences(WORDS, 2.5)).toEqual([1]);
    expect(activeSentences(WORDS, 5.9)).toEqual([1]);
    expect(activeSentences(WORDS, 6)).toEqual([]);
    expect(activeSentences(null, 1)).toEqual([]);
  });

  it('with only a window (a typed answer): every sentence while it lasts', () => {
    expect(activeSentences(WINDOW, 0.5)).toEqual([]);
    expect(activeSentences(WINDOW, 1)).toEqual([0, 1]);
    expect(activeSentences(WINDOW, 20)).toEqual([]);
    expect(activeWord(WINDOW, 5)).toBeNull();
  });

  it('the word: held through a breath until the next begins, none before the first, in a long pause or after the last', () => {
    expect(activeWord(WORDS, 0.4)).toBeNull();
    expect(activeWord(WORDS, 0.5)).toBe(0);
    expect(activeWord(WORDS, 0.95)).toBe(0);
    expect(activeWord(WORDS, 1.45)).toBe(1);
    expect(activeWord(WORDS, 2.1)).toBe(2);
    expect(activeWord(WORDS, 2.45)).toBeNull();
    expect(activeWord(WORDS, 3.2)).toBe(4);
    expect(activeWord(WORDS, 3.5)).toBeNull();
  });
});

describe('seeking', () => {
  const audio = recording('a', WORDS);
  const video = recording('v', { ...WORDS, sentences: WORDS.sentences.map((s) => ({ ...s, start: s.start - 0.1 })), words: WORDS.words.map((w) => ({ ...w, start: w.start - 0.1 })) }, 'video');
  it('a sentence: in the recording being played when it holds it, else the first that does', () => {
    expect(seekToSentence([audio, video], 1, null)).toEqual({ uploadId: 'a', time: 2.5 });
    expect(seekToSentence([audio, video], 1, 'v')).toEqual({ uploadId: 'v', time: 2.4 });
    expect(seekToSentence([recording('x', null), audio], 0, 'x')).toEqual({ uploadId: 'a', time: 0.5 });
    expect(seekToSentence([audio], 7, null)).toBeNull();
  });

  it('a word, by its first character', () => {
    expect(seekToWord([audio, video], 13, null)).toEqual({ uploadId: 'a', time: 2.5 });
    expect(seekToWord([audio, video], 13, 'v')).toEqual({ uploadId: 'v', time: 2.4 });
    expect(seekToWord([audio], 3, null)).toBeNull();
  });

  it('the words drawn: one recording’s per part of the answer', () => {
    const followUp = recording('f', { ...WORDS, text_start: 31, text_end: 40, words: [{ start_char: 31, end_char: 35, start: 0.2, end: 0.5 }] });
    expect(wordsToShow([audio, video, followUp], null).map((word) => word.start_char)).toEqual([0, 2, 6, 13, 19, 31]);
    expect(wordsToShow([recording('w', WINDOW)], null)).toEqual([]);
  });
});

it('a missing run of chunks reads as the stretch of time it held', () => {
  expect(missingStretch({ from: 2, to: 2 }, 10)).toBe('0:20–0:30');
  expect(missingStretch({ from: 5, to: 7 }, 10)).toBe('0:50–1:20');
});
