/**
 * The recording with the transcript in step (issue #16, decision 0091): places one answer's part of a
 * report transcript on one of its recordings' timelines, so the report can highlight what is being said
 * and seek to what is clicked. Pure: times come in as numbers, the provider's timed words as they were
 * kept.
 *
 * Two clocks meet here. The room's clock (epoch milliseconds) gives the answer's start and end and the
 * moment each recorder started; their differences place the answer's window in the recording. The
 * transcription gives each word's seconds within the audio file, which is the recording's own time.
 */
import { fold } from '../interview-evaluation/text.ts';

/** A word as the transcription provider timed it, in seconds from the start of the audio it heard. */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
}

/** A stretch of the report's transcript, in characters: [start, end). */
export interface TextSpan {
  start: number;
  end: number;
}

export interface TimelineSentence {
  index: number;
  start: number;
  end: number;
}

export interface PlacedWord {
  start_char: number;
  end_char: number;
  start: number;
  end: number;
}

export interface RecordingTimeline {
  /** `words`: each word placed from the transcription; `window`: only the answer's start and end are known. */
  timing: 'words' | 'window';
  /** Where the answer's part begins and ends in the recording, in seconds (end null when not known). */
  start: number;
  end: number | null;
  /** The answer's part of the transcript, in characters. */
  text_start: number;
  text_end: number;
  sentences: TimelineSentence[];
  words: PlacedWord[];
}

export interface PlaceRecordingInput {
  /** The report's whole transcript (a main answer and its follow-up's, a line apart). */
  text: string;
  /** This answer's part of it. */
  part: TextSpan;
  /** The report's sentences (offsets into `text`); empty before the evaluation, when the whole text is one. */
  sentences: readonly TextSpan[];
  /** The answer's start and end on the room's clock (epoch ms), as saved with it. */
  answer: { startedAt: number | null; endedAt: number | null };
  /** When this recording's recorder started, on the room's clock (epoch ms); null for one registered without. */
  recordingStartedAt: number | null;
  /**
   * The provider's timed words for this take's audio, and when that audio's recorder started (epoch ms):
   * a camera video of the same take started a few milliseconds apart, so its words are shifted by that.
   */
  transcription: { words: readonly TimedWord[]; audioStartedAt: number } | null;
}

/**
 * How far before the answer's start a recorder may have started and still be this answer's take. The
 * room starts recording just after it marks the answer's start (milliseconds later); a recording that
 * began seconds before is an earlier take the candidate started again.
 */
export const TAKE_TOLERANCE_MS = 2_000;

/**
 * Below this share of words matched with the provider's, the saved text is not what the audio says (an
 * answer typed while the microphone ran, or rewritten whole), so words are not placed: only the window.
 * A corrected transcript (a name spelt right, a misheard word fixed) keeps far more than half.
 */
export const MIN_WORD_MATCH = 0.5;

/** Above this many word pairs, alignment is skipped (a quarter of an hour of speech each way). */
const MAX_ALIGNMENT_CELLS = 6_000_000;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’%٪-]*/gu;

interface Token {
  start: number;
  end: number;
  key: string;
}

function tokensOf(text: string, span: TextSpan): Token[] {
  const part = text.slice(span.start, span.end);
  return [...part.matchAll(WORD)].map((match) => ({
    start: span.start + match.index,
    end: span.start + match.index + match[0].length,
    key: fold(match[0]),
  }));
}

/** The provider's words, folded the same way; a provider "word" may carry punctuation or be two words. */
function timedKeys(words: readonly TimedWord[]): Array<{ key: string; start: number; end: number }> {
  return words.flatMap((word) => {
    const parts = [...word.word.matchAll(WORD)].map((match) => fold(match[0]));
    const step = (word.end - word.start) / Math.max(1, parts.length);
    return parts.map((key, i) => ({ key, start: word.start + i * step, end: word.start + (i + 1) * step }));
  });
}

/**
 * Longest common subsequence of the saved words and the provider's: the pairs that are the same word in
 * order. Answers index pairs [saved, timed]. Quadratic, so bounded by `MAX_ALIGNMENT_CELLS`.
 */
export function alignWords(saved: readonly string[], timed: readonly string[]): Array<[number, number]> {
  const n = saved.length;
  const m = timed.length;
  if (n === 0 || m === 0 || (n + 1) * (m + 1) > MAX_ALIGNMENT_CELLS) return [];
  const width = m + 1;
  const table = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      table[i * width + j] =
        saved[i] === timed[j]
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (saved[i] === timed[j]) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

/**
 * Each saved word with a time: matched words take the provider's; a run of words the candidate added or
 * changed shares the time between its matched neighbours evenly (it was said there, in other words).
 */
function placeWords(tokens: readonly Token[], timed: ReturnType<typeof timedKeys>, pairs: ReadonlyArray<[number, number]>, from: number, to: number): PlacedWord[] {
  const times: Array<{ start: number; end: number } | null> = tokens.map(() => null);
  for (const [i, j] of pairs) times[i] = { start: timed[j]!.start, end: timed[j]!.end };
  const placed: PlacedWord[] = [];
  let i = 0;
  while (i < tokens.length) {
    const known = times[i];
    if (known) {
      placed.push({ start_char: tokens[i]!.start, end_char: tokens[i]!.end, start: known.start, end: known.end });
      i += 1;
      continue;
    }
    let k = i;
    while (k < tokens.length && !times[k]) k += 1;
    const before = placed.at(-1)?.end ?? from;
    const after = times[k]?.start ?? Math.max(before, to);
    const step = Math.max(0, after - before) / (k - i);
    for (let x = i; x < k; x += 1) {
      placed.push({ start_char: tokens[x]!.start, end_char: tokens[x]!.end, start: before + (x - i) * step, end: before + (x - i + 1) * step });
    }
    i = k;
  }
  return placed;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The sentences that fall in the answer's part (or the whole part as sentence 0 when there are none yet). */
function sentencesIn(input: PlaceRecordingInput): Array<TextSpan & { index: number }> {
  if (input.sentences.length === 0) return [{ index: 0, start: input.part.start, end: input.part.end }];
  return input.sentences.flatMap((sentence, index) =>
    sentence.start < input.part.end && sentence.end > input.part.start ? [{ index, start: sentence.start, end: sentence.end }] : [],
  );
}

/**
 * Places the answer's part on the recording, or answers null when it cannot be placed: the room gave no
 * times, or this recording is not the take the saved answer came from (it started too early or after the
 * answer ended).
 */
export function placeRecording(input: PlaceRecordingInput): RecordingTimeline | null {
  const { startedAt, endedAt } = input.answer;
  const recordingStartedAt = input.recordingStartedAt;
  if (startedAt === null || recordingStartedAt === null) return null;
  if (recordingStartedAt < startedAt - TAKE_TOLERANCE_MS) return null;
  if (endedAt !== null && (endedAt < startedAt || recordingStartedAt > endedAt)) return null;
  const start = round(Math.max(0, (startedAt - recordingStartedAt) / 1000));
  const end = endedAt === null ? null : round(Math.max(start, (endedAt - recordingStartedAt) / 1000));
  const sentences = sentencesIn(input);
  const window: RecordingTimeline = {
    timing: 'window',
    start,
    end,
    text_start: input.part.start,
    text_end: input.part.end,
    sentences: sentences.map((sentence) => ({ index: sentence.index, start, end: end ?? start })),
    words: [],
  };
  if (!input.transcription || input.transcription.words.length === 0) return window;
  const shift = (input.transcription.audioStartedAt - recordingStartedAt) / 1000;
  const tokens = tokensOf(input.text, input.part);
  const timed = timedKeys(input.transcription.words).map((word) => ({ ...word, start: word.start + shift, end: word.end + shift }));
  const pairs = alignWords(
    tokens.map((token) => token.key),
    timed.map((word) => word.key),
  );
  if (pairs.length < MIN_WORD_MATCH * Math.max(tokens.length, timed.length)) return window;
  const words = placeWords(tokens, timed, pairs, start, end ?? timed.at(-1)!.end).map((word) => ({
    ...word,
    start: round(Math.max(0, word.start)),
    end: round(Math.max(0, word.end)),
  }));
  return {
    ...window,
    timing: 'words',
    end: end ?? words.at(-1)?.end ?? null,
    sentences: sentences.flatMap((sentence) => {
      const inside = words.filter((word) => word.start_char >= sentence.start && word.end_char <= sentence.end);
      if (inside.length === 0) return [];
      return [{ index: sentence.index, start: inside[0]!.start, end: Math.max(...inside.map((word) => word.end)) }];
    }),
    words,
  };
}
