/**
 * The written-answer rubric engine (decision 0067). Pure: an answer and its task in, a CEFR-style band (A1–C2)
 * out, with a band and evidence for each criterion:
 *
 * - task fit: the share of the task's points the answer touches (the task's topic groups), on its own words;
 * - range: vocabulary spread (moving-average type-token ratio), less frequent words, complex structures and
 *   sentence length;
 * - accuracy: errors found by rules (agreement, tense, verb form, articles, word forms, spelling, mechanics)
 *   per 100 words;
 * - organisation: paragraphs, linking words, sentence variety;
 * - length: own words against the task's range.
 *
 * The overall score is the weighted mean of the five, then capped: an answer that is not in English, a list
 * of words, off topic, a copy of the prompt or too short cannot reach the band its other measures suggest,
 * and the cap is given as evidence. A transcript is scored the same way with `mode: 'speaking'` (no
 * spelling, capitals or paragraphs: the speech-to-text wrote those, not the candidate).
 */
import { findErrors, type WritingError } from './grammar.ts';
import {
  COMPLEXITY_SCALE,
  CONNECTIVE_SCALE,
  COPIED_SHARE,
  DIVERSITY_SCALE,
  ERRORS_PER_100_AT1,
  LENGTH_CAPS,
  MATTR_WINDOW,
  NOT_ENGLISH_SHARE,
  OFF_TOPIC_BELOW,
  OFF_TOPIC_CAP,
  PARAGRAPHS_EXPECTED_FROM,
  RUBRIC_VERSION,
  RUBRIC_WEIGHTS,
  SENTENCE_LENGTH_SCALE,
  SOPHISTICATION_SCALE,
  SURFACE_ERROR_WEIGHT,
  VARIETY_SCALE,
  WORD_LIST_FUNCTION_SHARE,
  bandIndexOf,
  type Scale,
} from './rubric-weights.ts';
import { isKnownWord as dictionaryWord } from './spelling.ts';
import { matchesStem, readText, type ReadText, type Sentence, type Token } from './text.ts';
import { CEFR_BANDS, type CefrBand } from './types.ts';
import { isCommonWord, isFunctionWord } from './vocabulary.ts';

export interface RubricTask {
  prompt: string;
  topicGroups: readonly (readonly string[])[];
  minWords: number;
  maxWords: number;
}

export interface ScoreWritingOptions {
  mode?: 'written' | 'speaking';
  /** The spelling dictionary; the shipped word list unless given. */
  isKnownWord?: (lower: string) => boolean;
}

export type WritingFlag =
  'empty' | 'not_english' | 'word_list' | 'off_topic' | 'copied_prompt' | 'too_short' | 'too_long';
export type CriterionName = keyof typeof RUBRIC_WEIGHTS;

export interface CriterionResult {
  band: CefrBand;
  /** 1 (A1) to 6 (C2), two decimals. */
  score: number;
  measures: Record<string, number>;
  /** What decided the band, in words a recruiter reads. */
  evidence: string[];
  /** The sentences (indices into `sentences`) that show it. */
  sentenceIndices: number[];
}

export interface WritingResult {
  band: CefrBand;
  /** The weighted mean before caps, 1–6, two decimals. */
  score: number;
  /** What decided the band: the criteria's bands and, when a cap held it down, the cap's reason. */
  evidence: string[];
  flags: WritingFlag[];
  /** Caps applied, lowest first; the band is the lowest of the score's band and these. */
  caps: { band: CefrBand; reason: string }[];
  criteria: Record<CriterionName, CriterionResult>;
  errors: WritingError[];
  sentences: Sentence[];
  wordCount: number;
  ownWordCount: number;
  rubricVersion: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const onScale = (value: number, scale: Scale) =>
  Math.min(6, Math.max(1, 1 + (5 * (value - scale.at1)) / (scale.at6 - scale.at1)));
const bandOf = (score: number): CefrBand => CEFR_BANDS[bandIndexOf(score) - 1]!;
const criterion = (
  score: number,
  measures: Record<string, number>,
  evidence: string[],
  sentenceIndices: number[] = [],
): CriterionResult => ({
  band: bandOf(score),
  score: round2(score),
  measures: Object.fromEntries(Object.entries(measures).map(([key, value]) => [key, round2(value)])),
  evidence,
  sentenceIndices: [...new Set(sentenceIndices)].sort((a, b) => a - b),
});

/** Tokens of the answer that repeat three or more words running of the prompt. */
function copiedTokens(answer: Token[], prompt: ReadText): Set<Token> {
  const trigrams = new Set<string>();
  for (let i = 0; i + 2 < prompt.tokens.length; i += 1) {
    trigrams.add(
      prompt.tokens
        .slice(i, i + 3)
        .map((t) => t.lower)
        .join(' '),
    );
  }
  const copied = new Set<Token>();
  for (let i = 0; i + 2 < answer.length; i += 1) {
    const window = answer.slice(i, i + 3);
    if (trigrams.has(window.map((t) => t.lower).join(' '))) for (const token of window) copied.add(token);
  }
  return copied;
}

export function movingTypeTokenRatio(words: string[], window = MATTR_WINDOW): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words).size / words.length;
  let total = 0;
  for (let i = 0; i + window <= words.length; i += 1) total += new Set(words.slice(i, i + window)).size / window;
  return total / (words.length - window + 1);
}

/** Markers of complex structures; each match counts once per sentence. */
const COMPLEX_STRUCTURES: { name: string; pattern: RegExp }[] = [
  {
    name: 'subordinate clause',
    pattern:
      /\b(although|though|whereas|unless|whether|because|since|while|until|once|provided|as soon as|so that|even if)\b/i,
  },
  { name: 'relative clause', pattern: /\b(which|whose|whom|where|who)\b/i },
  {
    name: 'passive',
    pattern:
      /\b(is|are|was|were|been|being|be)\s+(\w+ly\s+)?(\w+ed|known|given|taken|seen|made|done|found|told|written|spoken|built|sent|held|brought|taught)\b/i,
  },
  {
    name: 'conditional',
    pattern: /\b(if|should you|were (?:a|i|we|they|he|she|it) \w+ to|had (?:i|we|they|he|she) )\b/i,
  },
  { name: 'participle or infinitive clause', pattern: /(^|,\s*)(having|rather than|despite|in order to|far from)\b/i },
  {
    name: 'perfect or modal perfect',
    pattern:
      /\b(has|have|had|would have|could have|might have)\s+(\w+ly\s+)?(\w+ed|been|known|given|taken|seen|made|done|found|told|written|gone|become)\b/i,
  },
];

/** Linking words and phrases: everyday ones count 0.5, advanced ones 1 (decision 0067). */
const EVERYDAY_CONNECTIVES = [
  'and then',
  'but',
  'so',
  'because',
  'also',
  'then',
  'after that',
  'first',
  'second',
  'finally',
  'for example',
  'in my opinion',
];
const ADVANCED_CONNECTIVES = [
  'however',
  'therefore',
  'moreover',
  'furthermore',
  'in addition',
  'on the other hand',
  'in conclusion',
  'overall',
  'consequently',
  'nevertheless',
  'meanwhile',
  'as a result',
  'for instance',
  'although',
  'whereas',
  'instead',
  'rather',
  'otherwise',
  'besides',
  'similarly',
  'in contrast',
  'conversely',
  'in particular',
  'indeed',
  'in fact',
  'initially',
  'eventually',
  'looking back',
  'at first',
  'firstly',
  'secondly',
  'thus',
  'hence',
  'in the meantime',
  'apart from',
  'above all',
  'to sum up',
  'what is more',
  'admittedly',
  'crucially',
  'precisely',
];

function connectivesIn(lowerText: string): { everyday: string[]; advanced: string[] } {
  const found = (list: string[]) => list.filter((phrase) => new RegExp(`\\b${phrase}\\b`).test(lowerText));
  return { everyday: found(EVERYDAY_CONNECTIVES), advanced: found(ADVANCED_CONNECTIVES) };
}

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
function coefficientOfVariation(values: number[]): number {
  const m = mean(values);
  if (values.length < 2 || m === 0) return 0;
  return Math.sqrt(mean(values.map((value) => (value - m) ** 2))) / m;
}

export function scoreWriting(answer: string, task: RubricTask, options: ScoreWritingOptions = {}): WritingResult {
  const speaking = options.mode === 'speaking';
  const read = readText(answer);
  const prompt = readText(task.prompt);
  const copied = copiedTokens(read.tokens, prompt);
  const own = read.tokens.filter((token) => !copied.has(token));
  const ownWords = own.length;
  const flags: WritingFlag[] = [];
  const caps: { band: CefrBand; reason: string }[] = [];
  const cap = (band: number, reason: string) => caps.push({ band: CEFR_BANDS[band - 1]!, reason });

  const letters = read.arabicLetters + read.latinLetters;
  if (letters === 0) {
    flags.push('empty');
    cap(1, 'The answer has no words to rate.');
  } else if (read.arabicLetters / letters > NOT_ENGLISH_SHARE) {
    flags.push('not_english');
    cap(
      1,
      `Most of the answer is in Arabic (${Math.round((100 * read.arabicLetters) / letters)}% of its letters): there is too little English to rate.`,
    );
  }
  const copiedShare = read.tokens.length === 0 ? 0 : copied.size / read.tokens.length;
  if (copiedShare > COPIED_SHARE) {
    flags.push('copied_prompt');
    cap(
      1,
      `${Math.round(100 * copiedShare)}% of the answer repeats the prompt; only the ${ownWords} words of its own were rated.`,
    );
  }
  const functionShare = ownWords === 0 ? 0 : own.filter((token) => isFunctionWord(token.lower)).length / ownWords;
  if (ownWords >= 8 && functionShare < WORD_LIST_FUNCTION_SHARE) {
    flags.push('word_list');
    cap(1, 'The answer is a list of words, not sentences.');
  }

  // Task fit: which of the task's points the answer's own words touch.
  const ownJoined = ` ${own.map((token) => token.lower).join(' ')} `;
  // The answer's words that touch each point (a multi-word stem stands for itself), first seen first.
  const touched = task.topicGroups.map((group) => [
    ...new Set([
      ...own
        .filter((token) => group.some((stem) => !stem.includes(' ') && matchesStem(token.lower, stem)))
        .map((token) => token.lower),
      ...group.filter((stem) => stem.includes(' ') && ownJoined.includes(` ${stem} `)),
    ]),
  ]);
  const coverage =
    task.topicGroups.length === 0 ? 1 : touched.filter((hits) => hits.length > 0).length / task.topicGroups.length;
  const subjectMissed = touched.length > 0 && touched[0]!.length === 0;
  if ((coverage < OFF_TOPIC_BELOW || subjectMissed) && !flags.includes('empty') && !flags.includes('not_english')) {
    flags.push('off_topic');
    cap(
      OFF_TOPIC_CAP,
      subjectMissed
        ? "The answer never mentions the task's subject: it does not do what the task asks."
        : `The answer touches ${Math.round(coverage * 100)}% of the task's points: it does not do what the task asks.`,
    );
  }
  const taskSentences = read.sentences
    .filter((sentence) => touched.flat().some((stem) => new RegExp(`\\b${stem}`, 'i').test(sentence.text)))
    .map((sentence) => sentence.index);
  const taskFit = criterion(
    1 + 5 * coverage,
    { coverage, pointsTouched: touched.filter((hits) => hits.length > 0).length, points: task.topicGroups.length },
    touched.map((hits, index) =>
      hits.length > 0
        ? `Point ${index + 1} of the task: touched ("${hits.slice(0, 3).join('", "')}").`
        : `Point ${index + 1} of the task: not touched.`,
    ),
    taskSentences.slice(0, 3),
  );

  // Range.
  const ownLower = own.map((token) => token.lower);
  const content = own.filter((token) => !isFunctionWord(token.lower));
  const knownWord = options.isKnownWord ?? dictionaryWord;
  const lessFrequent = content.filter(
    (token) => token.text === token.lower && !isCommonWord(token.lower) && (speaking || knownWord(token.lower)),
  );
  const diversity = movingTypeTokenRatio(ownLower);
  const sophistication = content.length === 0 ? 0 : lessFrequent.length / content.length;
  const englishSentences = read.sentences.filter((sentence) => own.some((token) => token.sentence === sentence.index));
  const structures = englishSentences.map((sentence) => ({
    sentence,
    found: COMPLEX_STRUCTURES.filter((structure) => structure.pattern.test(sentence.text)).map(
      (structure) => structure.name,
    ),
  }));
  const complexity =
    englishSentences.length === 0
      ? 0
      : structures.reduce((sum, s) => sum + s.found.length, 0) / englishSentences.length;
  const sentenceLengths = englishSentences.map(
    (sentence) => own.filter((token) => token.sentence === sentence.index).length,
  );
  const meanSentenceLength = mean(sentenceLengths);
  const rangeScore = mean([
    onScale(diversity, DIVERSITY_SCALE),
    onScale(sophistication, SOPHISTICATION_SCALE),
    onScale(complexity, COMPLEXITY_SCALE),
    onScale(meanSentenceLength, SENTENCE_LENGTH_SCALE),
  ]);
  const richest = [...structures]
    .sort((a, b) => b.found.length - a.found.length || b.sentence.text.length - a.sentence.text.length)
    .filter((s) => s.found.length > 0);
  const range = criterion(
    ownWords === 0 ? 1 : rangeScore,
    { diversity, sophistication, complexStructuresPerSentence: complexity, meanSentenceLength },
    [
      `Vocabulary spread (moving type-token ratio over ${MATTR_WINDOW} words): ${round2(diversity)}.`,
      lessFrequent.length > 0
        ? `Less frequent words (${Math.round(sophistication * 100)}% of content words): ${[...new Set(lessFrequent.map((t) => t.lower))].slice(0, 12).join(', ')}.`
        : 'No less frequent words: the vocabulary is everyday.',
      richest.length > 0
        ? `Complex structures: ${[...new Set(richest.flatMap((s) => s.found))].join(', ')} (${round2(complexity)} a sentence).`
        : 'Only simple sentences.',
      `Sentences of ${round2(meanSentenceLength)} words on average.`,
    ],
    richest.slice(0, 2).map((s) => s.sentence.index),
  );

  // Accuracy: errors in the answer's English (copied words included, since errors there are rare and an error is an error).
  const errors = findErrors(read, speaking ? { mechanics: false } : { mechanics: true, isKnownWord: knownWord });
  const weighted = errors.reduce(
    (sum, error) => sum + (error.kind === 'spelling' || error.kind === 'mechanics' ? SURFACE_ERROR_WEIGHT : 1),
    0,
  );
  const errorRate = ownWords === 0 ? 0 : (100 * weighted) / Math.max(ownWords, 20);
  const byKind = Object.entries(
    errors.reduce<Record<string, number>>(
      (counts, error) => ({ ...counts, [error.kind]: (counts[error.kind] ?? 0) + 1 }),
      {},
    ),
  );
  const accuracy = criterion(
    ownWords === 0 ? 1 : 6 - (5 * Math.min(errorRate, ERRORS_PER_100_AT1)) / ERRORS_PER_100_AT1,
    { errors: errors.length, weightedErrorsPer100Words: errorRate },
    errors.length === 0
      ? ['No errors found by the rules.']
      : [
          `${errors.length} errors found (${byKind.map(([kind, count]) => `${count} ${kind}`).join(', ')}), ${round2(errorRate)} per 100 words.`,
          ...errors.slice(0, 8).map((error) => error.message),
        ],
    errors.map((error) => error.sentence),
  );

  // Organisation.
  const lowerText = own.map((token) => token.lower).join(' ');
  const connectives = connectivesIn(lowerText);
  const connectiveRate =
    ownWords === 0
      ? 0
      : (100 * (connectives.advanced.length + 0.5 * connectives.everyday.length)) / Math.max(ownWords, 40);
  const variety = coefficientOfVariation(sentenceLengths);
  const letterShape = /^(dear|hello|hi)\b/i.test(read.text.trim()) && read.sentences.length > 2;
  const paragraphed = read.paragraphs >= 2 || letterShape;
  const paragraphScore = speaking || ownWords < PARAGRAPHS_EXPECTED_FROM ? undefined : paragraphed ? 6 : 2;
  const organisationParts = [onScale(connectiveRate, CONNECTIVE_SCALE), onScale(variety, VARIETY_SCALE)];
  if (paragraphScore !== undefined) organisationParts.push(paragraphScore);
  const organisation = criterion(
    ownWords === 0 ? 1 : mean(organisationParts),
    { paragraphs: read.paragraphs, connectivesPer100Words: connectiveRate, sentenceLengthVariation: variety },
    [
      connectives.advanced.length + connectives.everyday.length > 0
        ? `Linking words: ${[...connectives.advanced, ...connectives.everyday].join(', ')}.`
        : 'No linking words between ideas.',
      `Sentence lengths vary by ${Math.round(variety * 100)}% around their mean.`,
      ...(paragraphScore === undefined
        ? []
        : [paragraphed ? `Organised in ${read.paragraphs} paragraphs.` : 'One block of text, no paragraphs.']),
    ],
  );

  // Length.
  const lengthRatio = ownWords / task.minWords;
  if (ownWords > task.maxWords * 1.5) flags.push('too_long');
  const lengthCap = LENGTH_CAPS.find((rule) => ownWords < rule.below);
  if (lengthCap !== undefined && !flags.includes('not_english') && !flags.includes('empty')) {
    flags.push('too_short');
    cap(
      lengthCap.cap,
      `${ownWords} words of the answer's own: too few to show more than ${CEFR_BANDS[lengthCap.cap - 1]}.`,
    );
  }
  const length = criterion(
    1 + 5 * Math.min(1, lengthRatio),
    { words: ownWords, minWords: task.minWords, maxWords: task.maxWords },
    [`${ownWords} words of the answer's own; the task asks for ${task.minWords}–${task.maxWords}.`],
  );

  const criteria = { taskFit, range, accuracy, organisation, length };
  const score = (Object.keys(RUBRIC_WEIGHTS) as CriterionName[]).reduce(
    (sum, name) => sum + RUBRIC_WEIGHTS[name] * criteria[name].score,
    0,
  );
  const lowestCap = Math.min(6, ...caps.map((c) => CEFR_BANDS.indexOf(c.band) + 1));
  const sortedCaps = [...caps].sort((a, b) => CEFR_BANDS.indexOf(a.band) - CEFR_BANDS.indexOf(b.band));
  const band = CEFR_BANDS[Math.min(bandIndexOf(score), lowestCap) - 1]!;
  const names = Object.keys(RUBRIC_WEIGHTS) as CriterionName[];
  return {
    band,
    score: round2(score),
    evidence: [
      `${band}: weighted score ${round2(score)} of 6 (${names.map((name) => `${name} ${criteria[name].band}`).join(', ')}).`,
      ...(lowestCap < bandIndexOf(score) ? [`Held at ${band}: ${sortedCaps[0]!.reason}`] : []),
    ],
    flags,
    caps: sortedCaps,
    criteria,
    errors,
    sentences: read.sentences,
    wordCount: read.tokens.length,
    ownWordCount: ownWords,
    rubricVersion: RUBRIC_VERSION,
  };
}
