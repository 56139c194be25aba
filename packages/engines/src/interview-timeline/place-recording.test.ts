import { describe, expect, it } from 'vitest';
import { alignWords, placeRecording, type PlaceRecordingInput, type TimedWord } from './place-recording.ts';

const T0 = Date.parse('2026-12-07T09:00:00.000Z');

/** Timed words one after another, `gap` seconds apart, each `length` long, from `from`. */
function timed(text: string, from = 0.5, length = 0.4, gap = 0.1): TimedWord[] {
  return text.split(' ').map((word, i) => ({ word, start: from + i * (length + gap), end: from + i * (length + gap) + length }));
}

function input(overrides: Partial<PlaceRecordingInput> & { text: string }): PlaceRecordingInput {
  return {
    part: { start: 0, end: overrides.text.length },
    sentences: [],
    answer: { startedAt: T0, endedAt: T0 + 30_000 },
    recordingStartedAt: T0 + 40,
    transcription: null,
    ...overrides,
  };
}

describe('placeRecording: the answer on its recording', () => {
  it('a typed answer (no timed words) is placed by its window only, every sentence spanning it', () => {
    const text = 'I led the team. We shipped on time.';
    const timeline = placeRecording(
      input({ text, sentences: [{ start: 0, end: 15 }, { start: 16, end: 35 }], answer: { startedAt: T0, endedAt: T0 + 20_000 }, recordingStartedAt: T0 + 40 }),
    );
    expect(timeline).toEqual({
      timing: 'window',
      start: 0,
      end: 19.96,
      text_start: 0,
      text_end: 35,
      sentences: [
        { index: 0, start: 0, end: 19.96 },
        { index: 1, start: 0, end: 19.96 },
      ],
      words: [],
    });
  });

  it('an answer that started after its recorder starts inside the recording', () => {
    const timeline = placeRecording(input({ text: 'Hello there', answer: { startedAt: T0 + 1_500, endedAt: T0 + 9_500 }, recordingStartedAt: T0 + 1_000 }));
    expect(timeline).toMatchObject({ start: 0.5, end: 8.5, sentences: [{ index: 0, start: 0.5, end: 8.5 }] });
  });

  it('an earlier take (started seconds before the saved answer) and a recording after its end are not this answer', () => {
    expect(placeRecording(input({ text: 'x y', recordingStartedAt: T0 - 5_000 }))).toBeNull();
    expect(placeRecording(input({ text: 'x y', recordingStartedAt: T0 + 31_000 }))).toBeNull();
    expect(placeRecording(input({ text: 'x y', recordingStartedAt: null }))).toBeNull();
    expect(placeRecording(input({ text: 'x y', answer: { startedAt: null, endedAt: null } }))).toBeNull();
    // An end before the start is not a window.
    expect(placeRecording(input({ text: 'x y', answer: { startedAt: T0, endedAt: T0 - 1 } }))).toBeNull();
  });

  it('a spoken answer kept as transcribed: each word and sentence at the provider’s time', () => {
    const text = 'I cut costs. Sales grew twice.';
    const timeline = placeRecording(
      input({
        text,
        sentences: [{ start: 0, end: 12 }, { start: 13, end: 30 }],
        recordingStartedAt: T0 + 40,
        transcription: { words: timed('I cut costs. Sales grew twice.'), audioStartedAt: T0 + 40 },
      }),
    )!;
    expect(timeline.timing).toBe('words');
    expect(timeline.words.map((word) => [text.slice(word.start_char, word.end_char), word.start, word.end])).toEqual([
      ['I', 0.5, 0.9],
      ['cut', 1, 1.4],
      ['costs', 1.5, 1.9],
      ['Sales', 2, 2.4],
      ['grew', 2.5, 2.9],
      ['twice', 3, 3.4],
    ]);
    expect(timeline.sentences).toEqual([
      { index: 0, start: 0.5, end: 1.9 },
      { index: 1, start: 2, end: 3.4 },
    ]);
  });

  it('the camera video of the same take is shifted by how much later its recorder started', () => {
    const timeline = placeRecording(
      input({ text: 'one two', recordingStartedAt: T0 + 140, transcription: { words: timed('one two', 1), audioStartedAt: T0 + 40 } }),
    )!;
    expect(timeline.words.map((word) => word.start)).toEqual([0.9, 1.4]);
  });

  it('a corrected word takes the time of the word it replaced; an added word shares its neighbours’ gap', () => {
    const text = 'I worked at Masar for three years';
    const provider = timed('I worked at muster for years', 0, 0.4, 0.1);
    const timeline = placeRecording(input({ text, transcription: { words: provider, audioStartedAt: T0 + 40 } }))!;
    const byWord = Object.fromEntries(timeline.words.map((word) => [text.slice(word.start_char, word.end_char), [word.start, word.end]]));
    expect(byWord.at).toEqual([1, 1.4]);
    // "Masar" replaced "muster" and "three" was added: both lie between "at" and "years".
    expect(byWord.Masar![0]).toBeGreaterThanOrEqual(1.4);
    expect(byWord.three![1]).toBeLessThanOrEqual(2.5);
    expect(byWord.Masar![0]).toBeLessThan(byWord.three![0]!);
    expect(byWord.years).toEqual([2.5, 2.9]);
  });

  it('Arabic: words match across spelling variants (hamza, ta marbuta, diacritics) and keep their offsets', () => {
    const text = 'قمتُ بإدارة الفريق. وحققنا النتيجة.';
    const provider = timed('قمت باداره الفريق وحققنا النتيجه', 0.2);
    const timeline = placeRecording(
      input({ text, sentences: [{ start: 0, end: 19 }, { start: 20, end: 35 }], transcription: { words: provider, audioStartedAt: T0 + 40 } }),
    )!;
    expect(timeline.timing).toBe('words');
    expect(timeline.words.map((word) => text.slice(word.start_char, word.end_char))).toEqual(['قمتُ', 'بإدارة', 'الفريق', 'وحققنا', 'النتيجة']);
    expect(timeline.sentences.map((sentence) => sentence.index)).toEqual([0, 1]);
    expect(timeline.sentences[1]!.start).toBe(1.7);
  });

  it('a text that is not what the audio says (typed while the microphone ran) gets the window only', () => {
    const timeline = placeRecording(
      input({ text: 'I managed a budget of two million riyals across three regions', transcription: { words: timed('um okay so yes'), audioStartedAt: T0 + 40 } }),
    )!;
    expect(timeline.timing).toBe('window');
  });

  it('the follow-up’s part of a joined transcript is placed on its own recording', () => {
    const main = 'We planned it.';
    const followUp = 'Last year we cut waiting times.';
    const text = `${main}\n${followUp}`;
    const timeline = placeRecording(
      input({
        text,
        part: { start: main.length + 1, end: text.length },
        sentences: [{ start: 0, end: main.length }, { start: main.length + 1, end: text.length }],
        transcription: { words: timed(followUp), audioStartedAt: T0 + 40 },
      }),
    )!;
    expect(timeline.text_start).toBe(main.length + 1);
    expect(timeline.sentences.map((sentence) => sentence.index)).toEqual([1]);
    expect(text.slice(timeline.words[0]!.start_char, timeline.words[0]!.end_char)).toBe('Last');
  });
});

describe('alignWords', () => {
  it('pairs the longest run of the same words in order', () => {
    expect(alignWords(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd'])).toEqual([
      [0, 0],
      [2, 2],
      [3, 3],
    ]);
    expect(alignWords([], ['a'])).toEqual([]);
  });
});
