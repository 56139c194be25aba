import { describe, expect, it } from 'vitest';
import { measureFluency, type TimedWord } from './fluency.ts';
import { findErrors } from './grammar.ts';
import { CHOICE_ITEMS, ENGLISH_BANK, SPEAKING_PROMPTS, WRITING_TASKS, englishQuestion } from './items.ts';
import { scoreEnglish, scoreSpeaking } from './score-english.ts';
import { isKnownWord } from './spelling.ts';
import { readText } from './text.ts';

const errorsIn = (text: string) =>
  findErrors(readText(text), { mechanics: true, isKnownWord }).map((error) => `${error.kind}:${error.text}`);

describe('error rules', () => {
  it.each([
    ['He go to work every day.', 'agreement:He go'],
    ['They has two cars.', 'agreement:They has'],
    ['Yesterday I go to the market.', 'tense:I go'],
    ['The numbers is wrong.', 'agreement:numbers is'],
    ['There is many restaurants.', 'agreement:There is many'],
    ['You can goes now.', 'verb_form:can goes'],
    ['She must to leave early.', 'verb_form:must to'],
    ["I didn't went there.", "verb_form:didn't went"],
    ['Did you went there?', 'verb_form:Did you went'],
    ['I am agree with you.', 'verb_form:am agree'],
    ['The phone not working.', 'verb_form:phone not working'],
    ['I ate a apple.', 'article:a apple'],
    ['Give me the informations.', 'word_form:informations'],
    ['This is more better.', 'word_form:more better'],
    ['We recieve many emails.', 'spelling:recieve'],
    ['i like tea.', 'mechanics:i'],
  ])('%s → %s', (text, expected) => {
    expect(errorsIn(text)).toContain(expected);
  });

  it.each([
    'Does he go to work every day?',
    'Let it go.',
    'The manager made it work in the end.',
    'If I were you, I would ask.',
    'Postponing the experiments was not an option.',
    'Since last week I have been busy.',
    'The news is good.',
    'She will have an hour and a useful tool at a university.',
    'Dear Mr Al-Harbi, I visited Riyadh and Diriyah.',
    "I don't know, and she doesn't either; we can't stay.",
  ])('stays silent on correct English: %s', (text) => {
    expect(errorsIn(text)).toEqual([]);
  });
});

const timed = (text: string, wordSeconds: number, gapSeconds: (index: number) => number): TimedWord[] => {
  let at = 0;
  return text.split(' ').map((word, index) => {
    at += gapSeconds(index);
    const item = { word, start: at, end: at + wordSeconds };
    at += wordSeconds;
    return item;
  });
};

const fluent =
  'I studied accounting at King Saud University and I have worked for three years in a logistics company where I ' +
  'prepare monthly reports for the managers because I would like to become a financial analyst in the future';

describe('fluency', () => {
  it('reads speech rate, pauses and runs from word timings', () => {
    // 10 words at 0.3 s each, a 1.5 s pause before the sixth: 3 s of words and 1.5 s of pause.
    const words = timed('one two three four five six seven eight nine ten', 0.3, (index) => (index === 5 ? 1.5 : 0));
    const result = measureFluency(words);
    expect(result.words).toBe(10);
    expect(result.speakingSeconds).toBe(4.5);
    expect(result.speechRate).toBeCloseTo((10 / 4.5) * 60, 1);
    expect(result.articulationRate).toBeCloseTo(200, 1);
    expect(result.pauses).toBe(1);
    expect(result.longPauses).toBe(1);
    expect(result.meanLengthOfRun).toBe(5);
    expect(result.longestPauses[0]).toMatchObject({ after: 'five', before: 'six', seconds: 1.5 });
  });

  it('counts hesitation sounds as pauses, not words, and rates halting speech below fluent speech', () => {
    const halting = measureFluency(
      timed('I um work in er a bank and uh I like it', 0.4, (index) => (index % 3 === 0 ? 1.2 : 0.1)),
    );
    expect(halting.filledPauses).toBe(3);
    expect(halting.words).toBe(9);
    const smooth = measureFluency(timed(fluent, 0.32, (index) => (index % 12 === 11 ? 0.4 : 0.05)));
    expect(smooth.score).toBeGreaterThan(halting.score + 2);
    expect(measureFluency([]).band).toBe('A1');
  });

  it('scores a speaking answer as rubric plus fluency, without spelling or capitals', () => {
    const prompt = SPEAKING_PROMPTS.find((item) => item.id === 'en-s1')!;
    const result = scoreSpeaking(
      prompt,
      timed(fluent, 0.32, (index) => (index % 12 === 11 ? 0.4 : 0.05)),
    );
    expect(result.rubric.errors).toEqual([]);
    expect(result.rubric.flags).not.toContain('off_topic');
    expect(['B1', 'B2', 'C1']).toContain(result.band);
  });
});

describe('item banks and the whole assessment', () => {
  it('gives every item a unique id, the spec types, and choice keys among the options', () => {
    const all = [...CHOICE_ITEMS, ...WRITING_TASKS, ...SPEAKING_PROMPTS];
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    for (const item of CHOICE_ITEMS) expect(item.options.map((option) => option.id)).toContain(item.key);
    expect(ENGLISH_BANK.english_v1.every((item) => item.filter === 'written')).toBe(true);
    expect(ENGLISH_BANK.english_v2.some((item) => item.filter === 'speaking')).toBe(true);
    for (const item of all) {
      const sent = JSON.stringify(englishQuestion(item));
      expect(sent).not.toContain('"key"');
      expect(sent).not.toContain('"topicGroups"');
    }
    // The Arabic instructions name the recorder's own buttons (the page's recording.start and recording.stop),
    // not a "إنهاء" button nor a recording that starts by itself, which the page does not have.
    for (const prompt of SPEAKING_PROMPTS) {
      expect(prompt.instructionsAr).toContain('«ابدأ التسجيل»');
      expect(prompt.instructionsAr).toContain('«أوقف التسجيل»');
      expect(prompt.instructionsAr).not.toContain('إنهاء');
    }
    const v1 = new Set(ENGLISH_BANK.english_v1.map((item) => item.id));
    expect(ENGLISH_BANK.english_v2.filter((item) => v1.has(item.id))).toEqual([]);
  });

  it('scores keys, writing and speaking, and leaves untranscribed recordings to a person', () => {
    const answers: Record<string, string | { recordingId: string }> = {};
    for (const item of ENGLISH_BANK.english_v2) {
      if (item.section === 'reading' || item.section === 'grammar') answers[item.id] = item.key;
      if (item.section === 'speaking') answers[item.id] = { recordingId: `rec-${item.id}` };
    }
    answers['en-g9'] = 'a';
    const result = scoreEnglish('english_v2', answers);
    expect(result.objective).toMatchObject({ correct: 10, total: 11 });
    expect(result.objective.sections.grammar.items.find((item) => item.id === 'en-g9')).toEqual({
      id: 'en-g9',
      answer: 'a',
      correct: false,
    });
    expect(result.pendingHumanScore).toEqual(['en-s1', 'en-s2', 'en-s3']);
    expect(result.speaking).toEqual([]);
    // Empty writing: A1 for both tasks; 10 of 11 right is C1 on the items; (0.3·5 + 0.35·1) / 0.65 = 2.85 → B1.
    expect(result.writing.map((w) => w.result.band)).toEqual(['A1', 'A1']);
    expect(result.band).toBe('B1');
    expect(result.evidence.at(-1)).toBe(
      '3 recorded speaking answers wait for a person to score them; the band leaves them out until then.',
    );
    const one = scoreEnglish('english_v2', { 'en-s1': { recordingId: 'rec-en-s1' } });
    expect(one.evidence.at(-1)).toBe(
      '1 recorded speaking answer waits for a person to score it; the band leaves it out until then.',
    );
  });
});
