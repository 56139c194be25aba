/**
 * Fluency of a spoken answer from its transcript's word timings (decision 0067): speech rate, articulation
 * rate, pauses (count, long ones, mean and longest length) and the mean length of run between pauses.
 * Pure: words with start and end times in seconds in, measures and a band out.
 */
import {
  FILLED_PAUSES,
  LONG_PAUSES_PER_MINUTE_AT1,
  LONG_PAUSE_SECONDS,
  PAUSE_MIN_SECONDS,
  RUN_LENGTH_SCALE,
  SPEECH_RATE_SCALE,
  type Scale,
} from './rubric-weights.ts';
import { CEFR_BANDS, type CefrBand } from './types.ts';

export interface TimedWord {
  word: string;
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

export interface Pause {
  /** The words either side, for the evidence. */
  after: string;
  before: string;
  at: number;
  seconds: number;
}

export interface FluencyResult {
  band: CefrBand;
  score: number;
  words: number;
  filledPauses: number;
  /** From the first word's start to the last word's end. */
  speakingSeconds: number;
  /** Words a minute over the speaking time, pauses included. */
  speechRate: number;
  /** Words a minute over the time spent speaking, pauses left out. */
  articulationRate: number;
  pauses: number;
  longPauses: number;
  meanPauseSeconds: number;
  longestPauses: Pause[];
  meanLengthOfRun: number;
  evidence: string[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const onScale = (value: number, scale: Scale) =>
  Math.min(6, Math.max(1, 1 + (5 * (value - scale.at1)) / (scale.at6 - scale.at1)));

export function measureFluency(timed: readonly TimedWord[]): FluencyResult {
  const ordered = timed
    .filter(
      (word) =>
        Number.isFinite(word.start) && Number.isFinite(word.end) && word.end >= word.start && word.word.trim() !== '',
    )
    .sort((a, b) => a.start - b.start);
  const isFilled = (word: TimedWord) => FILLED_PAUSES.has(word.word.toLowerCase().replace(/[^a-z]/g, ''));
  const spoken = ordered.filter((word) => !isFilled(word));
  const filledPauses = ordered.length - spoken.length;
  if (spoken.length === 0) {
    return {
      band: 'A1',
      score: 1,
      words: 0,
      filledPauses,
      speakingSeconds: 0,
      speechRate: 0,
      articulationRate: 0,
      pauses: 0,
      longPauses: 0,
      meanPauseSeconds: 0,
      longestPauses: [],
      meanLengthOfRun: 0,
      evidence: ['No words were recognised in the recording.'],
    };
  }
  const first = spoken[0]!;
  const last = spoken.at(-1)!;
  const speakingSeconds = Math.max(last.end - first.start, 0.001);
  // Gaps between spoken words; a filled pause inside a gap makes it part of the pause, not speech.
  const pauses: Pause[] = [];
  let runs = 1;
  for (let i = 1; i < spoken.length; i += 1) {
    const previous = spoken[i - 1]!;
    const current = spoken[i]!;
    const gap = current.start - previous.end;
    const filledBetween = ordered.some(
      (word) => isFilled(word) && word.start >= previous.end && word.end <= current.start,
    );
    if (gap >= PAUSE_MIN_SECONDS || filledBetween) {
      pauses.push({ after: previous.word, before: current.word, at: round2(previous.end), seconds: round2(gap) });
      runs += 1;
    }
  }
  const pauseSeconds = pauses.reduce((sum, pause) => sum + pause.seconds, 0);
  const minutes = speakingSeconds / 60;
  const speechRate = spoken.length / minutes;
  const articulationRate = spoken.length / (Math.max(speakingSeconds - pauseSeconds, 0.001) / 60);
  const longPauses = pauses.filter((pause) => pause.seconds >= LONG_PAUSE_SECONDS).length;
  const meanLengthOfRun = spoken.length / runs;
  const longPausesPerMinute = longPauses / Math.max(minutes, 0.25);
  const score = round2(
    (onScale(speechRate, SPEECH_RATE_SCALE) +
      onScale(meanLengthOfRun, RUN_LENGTH_SCALE) +
      (6 - (5 * Math.min(longPausesPerMinute, LONG_PAUSES_PER_MINUTE_AT1)) / LONG_PAUSES_PER_MINUTE_AT1)) /
      3,
  );
  const longestPauses = [...pauses].sort((a, b) => b.seconds - a.seconds).slice(0, 3);
  return {
    // Fluency has no fitted edges: its three measures are on the band scale already, so it rounds.
    band: CEFR_BANDS[Math.min(6, Math.max(1, Math.round(score))) - 1]!,
    score,
    words: spoken.length,
    filledPauses,
    speakingSeconds: round2(speakingSeconds),
    speechRate: round2(speechRate),
    articulationRate: round2(articulationRate),
    pauses: pauses.length,
    longPauses,
    meanPauseSeconds: pauses.length === 0 ? 0 : round2(pauseSeconds / pauses.length),
    longestPauses,
    meanLengthOfRun: round2(meanLengthOfRun),
    evidence: [
      `${spoken.length} words in ${round2(speakingSeconds)} s: ${Math.round(speechRate)} words a minute (${Math.round(articulationRate)} without the pauses).`,
      `${pauses.length} pauses of ${PAUSE_MIN_SECONDS} s or more, ${longPauses} of a second or more; ${round2(meanLengthOfRun)} words between pauses on average.`,
      ...(filledPauses > 0 ? [`${filledPauses} hesitation sounds ("um", "er").`] : []),
      ...longestPauses
        .filter((pause) => pause.seconds >= LONG_PAUSE_SECONDS)
        .map((pause) => `A ${pause.seconds} s pause between "${pause.after}" and "${pause.before}" at ${pause.at} s.`),
    ],
  };
}
