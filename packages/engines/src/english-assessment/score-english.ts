/**
 * Scores a whole English assessment (english_v1 or english_v2) from the answers as stored (decision 0067):
 * reading and grammar against their keys, each written task with the rubric engine, each speaking answer
 * from its transcript (rubric in speaking mode plus fluency). A speaking answer without a transcript (no
 * speech-to-text provider configured) waits for a person: the result lists it as pending and says so.
 */
import { measureFluency, type FluencyResult, type TimedWord } from './fluency.ts';
import { ENGLISH_BANK, type ChoiceItem, type EnglishKind, type SpeakingPrompt, type WritingTask } from './items.ts';
import { SPEAKING_RUBRIC_WEIGHT, bandIndexOf } from './rubric-weights.ts';
import { scoreWriting, type WritingResult } from './score-writing.ts';
import { CEFR_BANDS, type CefrBand } from './types.ts';

/** A speaking answer as stored (answer type json): the recording, and the transcript once there is one. */
export interface SpeakingAnswer {
  recordingId?: string;
  transcript?: { words: TimedWord[] };
}

/** Answers by item id: an option id for reading and grammar, text for writing, a SpeakingAnswer for speaking. */
export type EnglishAnswers = Readonly<Record<string, string | SpeakingAnswer | undefined>>;

export interface SpeakingResult {
  itemId: string;
  band: CefrBand;
  score: number;
  transcript: string;
  rubric: WritingResult;
  fluency: FluencyResult;
}

export interface EnglishResult {
  kind: EnglishKind;
  band: CefrBand;
  objective: {
    correct: number;
    total: number;
    /** Per section, with each item's id and whether it was right. */
    sections: Record<
      'reading' | 'grammar',
      { correct: number; total: number; items: { id: string; answer: string | null; correct: boolean }[] }
    >;
    /** An indicative band from the share right (OBJECTIVE_BANDS). */
    band: CefrBand;
  };
  writing: { itemId: string; result: WritingResult }[];
  speaking: SpeakingResult[];
  /** Speaking items recorded but not transcribed: a person scores them; the band leaves them out until then. */
  pendingHumanScore: string[];
  evidence: string[];
}

/**
 * Share of reading and grammar items right at which each band from A2 to C2 starts. Indicative only: the
 * items span A2 to C1 grammar, so guessing alone (a quarter right) stays at A1, and a near-perfect sheet
 * reaches C2 only with the writing to back it (the overall band is a weighted mean).
 */
export const OBJECTIVE_BANDS: readonly number[] = [0.35, 0.5, 0.65, 0.8, 0.93];

/**
 * How much each part weighs in the overall band. Writing outweighs the objective items because it shows
 * production, which the items only sample; v2 gives speaking the same weight as writing.
 */
export const PART_WEIGHTS: Readonly<Record<EnglishKind, { objective: number; writing: number; speaking: number }>> = {
  english_v1: { objective: 0.4, writing: 0.6, speaking: 0 },
  english_v2: { objective: 0.3, writing: 0.35, speaking: 0.35 },
};

const bandNumberOf = (band: CefrBand) => CEFR_BANDS.indexOf(band) + 1;

export function transcriptText(words: readonly TimedWord[]): string {
  return [...words]
    .sort((a, b) => a.start - b.start)
    .map((word) => word.word.trim())
    .join(' ');
}

export function scoreSpeaking(prompt: SpeakingPrompt, words: readonly TimedWord[]): SpeakingResult {
  const transcript = transcriptText(words);
  const rubric = scoreWriting(transcript, prompt, { mode: 'speaking' });
  const fluency = measureFluency(words);
  const score =
    Math.round((SPEAKING_RUBRIC_WEIGHT * rubric.score + (1 - SPEAKING_RUBRIC_WEIGHT) * fluency.score) * 100) / 100;
  const lowestCap = Math.min(6, ...rubric.caps.map((cap) => bandNumberOf(cap.band)));
  return {
    itemId: prompt.id,
    band: CEFR_BANDS[Math.min(bandIndexOf(score), lowestCap) - 1]!,
    score,
    transcript,
    rubric,
    fluency,
  };
}

export function scoreEnglish(kind: EnglishKind, answers: EnglishAnswers): EnglishResult {
  const items = ENGLISH_BANK[kind];
  const choices = items.filter((item): item is ChoiceItem => item.section === 'reading' || item.section === 'grammar');
  const sections = {
    reading: { correct: 0, total: 0, items: [] as { id: string; answer: string | null; correct: boolean }[] },
    grammar: { correct: 0, total: 0, items: [] as { id: string; answer: string | null; correct: boolean }[] },
  };
  for (const item of choices) {
    const given = answers[item.id];
    const answer = typeof given === 'string' ? given.trim().toLowerCase() : null;
    const correct = answer === item.key;
    const section = sections[item.section];
    section.total += 1;
    if (correct) section.correct += 1;
    section.items.push({ id: item.id, answer, correct });
  }
  const correct = sections.reading.correct + sections.grammar.correct;
  const share = choices.length === 0 ? 0 : correct / choices.length;
  const objectiveBand = CEFR_BANDS[OBJECTIVE_BANDS.filter((edge) => share >= edge).length]!;

  const writing = items
    .filter((item): item is WritingTask => item.section === 'writing')
    .map((task) => {
      const given = answers[task.id];
      return { itemId: task.id, result: scoreWriting(typeof given === 'string' ? given : '', task) };
    });

  const speaking: SpeakingResult[] = [];
  const pendingHumanScore: string[] = [];
  for (const prompt of items.filter((item): item is SpeakingPrompt => item.section === 'speaking')) {
    const given = answers[prompt.id];
    const words = typeof given === 'object' ? given.transcript?.words : undefined;
    if (words !== undefined) speaking.push(scoreSpeaking(prompt, words));
    else if (typeof given === 'object' && given.recordingId !== undefined) pendingHumanScore.push(prompt.id);
    else speaking.push(scoreSpeaking(prompt, []));
  }

  const weights = PART_WEIGHTS[kind];
  const meanBand = (bands: CefrBand[]) => bands.reduce((sum, band) => sum + bandNumberOf(band), 0) / bands.length;
  const parts: { weight: number; value: number }[] = [
    { weight: weights.objective, value: bandNumberOf(objectiveBand) },
  ];
  if (writing.length > 0) parts.push({ weight: weights.writing, value: meanBand(writing.map((w) => w.result.band)) });
  if (speaking.length > 0 && weights.speaking > 0)
    parts.push({ weight: weights.speaking, value: meanBand(speaking.map((s) => s.band)) });
  const totalWeight = parts.reduce((sum, part) => sum + part.weight, 0);
  const overall = parts.reduce((sum, part) => sum + part.weight * part.value, 0) / totalWeight;
  const band = CEFR_BANDS[Math.min(6, Math.max(1, Math.round(overall))) - 1]!;

  return {
    kind,
    band,
    objective: { correct, total: choices.length, sections, band: objectiveBand },
    writing,
    speaking,
    pendingHumanScore,
    evidence: [
      `Reading and grammar: ${correct} of ${choices.length} right (indicative ${objectiveBand}).`,
      ...writing.map(
        (w) => `Writing ${w.itemId}: ${w.result.band}${w.result.caps[0] ? ` (${w.result.caps[0].reason})` : ''}.`,
      ),
      ...speaking.map((s) => `Speaking ${s.itemId}: ${s.band} (rubric ${s.rubric.band}, fluency ${s.fluency.band}).`),
      ...(pendingHumanScore.length > 0
        ? [
            pendingHumanScore.length === 1
              ? '1 recorded speaking answer waits for a person to score it; the band leaves it out until then.'
              : `${pendingHumanScore.length} recorded speaking answers wait for a person to score them; the band leaves them out until then.`,
          ]
        : []),
    ],
  };
}
