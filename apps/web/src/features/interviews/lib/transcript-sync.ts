/**
 * The transcript in step with a playing recording (decision 0091): which sentences and which word are
 * being said at a time of the recording, and where in which recording a clicked sentence or word is.
 * Pure: the page passes the media element's time in.
 */
import type { RecordingTimeline, ReportRecording } from '@masar/shared/interview-reports';

/**
 * The sentences being said at `time` (seconds). With word timings, the one sentence begun last, held
 * through the pause after it until the next begins, and none past the answer's end; with only the
 * answer's window, every sentence of the answer while the window lasts.
 */
export function activeSentences(timeline: RecordingTimeline | null, time: number): number[] {
  if (!timeline || timeline.sentences.length === 0) return [];
  if (timeline.timing === 'window') {
    return time >= timeline.start && (timeline.end === null || time < timeline.end) ? timeline.sentences.map((sentence) => sentence.index) : [];
  }
  const sentences = [...timeline.sentences].sort((a, b) => a.start - b.start);
  const last = sentences.at(-1)!;
  const end = Math.max(timeline.end ?? last.end, last.end);
  if (time >= end) return [];
  let found: number | null = null;
  for (const sentence of sentences) if (sentence.start <= time) found = sentence.index;
  return found === null ? [] : [found];
}

/** A word stays marked through a short gap before the next (a breath), not through a pause between sentences. */
const WORD_HOLD_SECONDS = 0.5;

/** The word being said at `time` (its index in `timeline.words`), held through a breath; none after the last. */
export function activeWord(timeline: RecordingTimeline | null, time: number): number | null {
  if (!timeline || timeline.timing !== 'words') return null;
  const words = timeline.words;
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const word = words[i]!;
    if (word.start > time) continue;
    const until = Math.max(word.end, Math.min(words[i + 1]?.start ?? word.end, word.end + WORD_HOLD_SECONDS));
    return time < until ? i : null;
  }
  return null;
}

export interface SeekTarget {
  uploadId: string;
  time: number;
}

/** The recordings to look in, the one being played first (a click should not jump to another player). */
function inOrder(recordings: readonly ReportRecording[], preferred: string | null): ReportRecording[] {
  const first = recordings.filter((recording) => recording.upload_id === preferred);
  return [...first, ...recordings.filter((recording) => recording.upload_id !== preferred)];
}

/** Where a sentence starts: in the recording being played when it holds it, else the first that does. */
export function seekToSentence(recordings: readonly ReportRecording[], index: number, preferred: string | null): SeekTarget | null {
  for (const recording of inOrder(recordings, preferred)) {
    const sentence = recording.timeline?.sentences.find((candidate) => candidate.index === index);
    if (sentence) return { uploadId: recording.upload_id, time: sentence.start };
  }
  return null;
}

/** Where a word (by its first character in the transcript) is said, in the same order of recordings. */
export function seekToWord(recordings: readonly ReportRecording[], startChar: number, preferred: string | null): SeekTarget | null {
  for (const recording of inOrder(recordings, preferred)) {
    const word = recording.timeline?.words.find((candidate) => candidate.start_char === startChar);
    if (word) return { uploadId: recording.upload_id, time: word.start };
  }
  return null;
}

/**
 * The timed words to draw in the transcript: those of the recording being played, else of the first
 * recording with words for each part of the answer (a main answer and its follow-up have their own).
 */
export function wordsToShow(recordings: readonly ReportRecording[], preferred: string | null): Array<{ start_char: number; end_char: number }> {
  const shown: Array<{ start_char: number; end_char: number }> = [];
  const covered: Array<[number, number]> = [];
  for (const recording of inOrder(recordings, preferred)) {
    const timeline = recording.timeline;
    if (timeline?.timing !== 'words') continue;
    if (covered.some(([start, end]) => timeline.text_start < end && timeline.text_end > start)) continue;
    covered.push([timeline.text_start, timeline.text_end]);
    shown.push(...timeline.words.map((word) => ({ start_char: word.start_char, end_char: word.end_char })));
  }
  return shown.sort((a, b) => a.start_char - b.start_char);
}

/** A missing run of chunks as the stretch of time it held: "0:20–0:40". */
export function missingStretch(range: { from: number; to: number }, chunkSeconds: number): string {
  const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return `${clock(range.from * chunkSeconds)}–${clock((range.to + 1) * chunkSeconds)}`;
}
