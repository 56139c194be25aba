/**
 * The English item banks (decision 0069), written by the Masar team for this product: reading and grammar
 * items with keys, short written tasks and speaking prompts. english_v1 is written only; english_v2 is
 * written and speaking, with its own reading, grammar and writing items so that a candidate who took v1
 * meets new questions. Prompts are in English (the language tested); the Arabic says how to answer.
 *
 * Item ids are stable: an item whose wording or key changes gets a new id, and ENGLISH_BANK_VERSION goes up,
 * so stored answers always point at the text the candidate saw.
 */
import type { BankItemBase } from './types.ts';

export const ENGLISH_BANK_VERSION = 1;

export type EnglishKind = 'english_v1' | 'english_v2';

export interface ChoiceOption {
  id: 'a' | 'b' | 'c' | 'd';
  text: string;
}

/** Reading and grammar: one right option. The question is JSON (passage, stem, options); the answer the option id. */
export interface ChoiceItem extends BankItemBase {
  section: 'reading' | 'grammar';
  filter: 'written';
  questionType: 'json';
  answerType: 'text';
  passageId?: string;
  options: readonly ChoiceOption[];
  key: ChoiceOption['id'];
}

/** A short written task, scored by the rubric engine (decision 0067). */
export interface WritingTask extends BankItemBase {
  section: 'writing';
  filter: 'written';
  questionType: 'text';
  answerType: 'long_text';
  minWords: number;
  maxWords: number;
  /**
   * What an answer on the task talks about: each group is one point of the task, as word stems (a stem of
   * four letters or more matches words that start with it, a shorter one only itself; a stem with a space
   * matches those words running). Task fit is the share of groups an answer touches. The first group is the
   * task's subject: an answer that never touches it is off topic whatever else it touches.
   */
  topicGroups: readonly (readonly string[])[];
}

/** A speaking prompt: the answer is a recording; its transcript with timings is stored as JSON. */
export interface SpeakingPrompt extends BankItemBase {
  section: 'speaking';
  filter: 'speaking';
  questionType: 'text';
  answerType: 'json';
  /** Seconds to prepare before recording starts, and the longest recording kept. */
  prepareSeconds: number;
  maxSeconds: number;
  minWords: number;
  maxWords: number;
  topicGroups: readonly (readonly string[])[];
}

export type EnglishItem = ChoiceItem | WritingTask | SpeakingPrompt;

export const READING_PASSAGES: Readonly<Record<string, string>> = {
  'en-p1':
    'From 1 March, staff in the Jeddah office may work from home on two days a week. Team leaders will agree ' +
    'the days with each person so that every team has at least half of its members in the office from ' +
    'Sunday to Wednesday. Staff who work with customers at the front desk are not included, because the ' +
    'desk must be open every day. Anyone who wants to join should complete the request form on the ' +
    'intranet before 20 February. The company will review the plan after six months.',
  'en-p2':
    'Date palms have been grown in the Al-Ahsa oasis for thousands of years, and the oasis is now one of the ' +
    'largest in the world. The trees need a great deal of water, which once came only from natural springs. ' +
    'As the springs became weaker in the last century, farmers began to use wells and, more recently, drip ' +
    'irrigation, which delivers water directly to the roots and wastes far less. Some older farmers say the ' +
    'dates taste different now, although scientists have found no clear difference in sugar content.',
  'en-p3':
    'When Lina started a delivery company with two vans, she planned routes by hand every morning. It took ' +
    'an hour and, on busy days, drivers still crossed the city twice. After a year she tried route-planning ' +
    'software. The first month was harder, not easier: the addresses in her customer list were often ' +
    'incomplete, and the software could not place them on the map. Only after her team cleaned the list did ' +
    'the savings appear. Fuel costs fell by about a fifth, and Lina now says the real lesson was not about ' +
    'software at all, but about keeping good records.',
};

const choice = (
  id: string,
  section: ChoiceItem['section'],
  prompt: string,
  options: [string, string, string, string],
  key: ChoiceOption['id'],
  passageId?: string,
): ChoiceItem => ({
  id,
  section,
  filter: 'written',
  questionType: 'json',
  answerType: 'text',
  prompt,
  instructionsAr:
    section === 'reading' ? 'اقرأ النص ثم اختر الإجابة الصحيحة.' : 'اختر الكلمة أو العبارة التي تكمل الجملة بشكل صحيح.',
  ...(passageId === undefined ? {} : { passageId }),
  options: (['a', 'b', 'c', 'd'] as const).map((optionId, index) => ({ id: optionId, text: options[index]! })),
  key,
});

export const CHOICE_ITEMS: readonly ChoiceItem[] = [
  // english_v1 reading
  choice(
    'en-r1',
    'reading',
    'How many days a week may staff work from home?',
    ['One', 'Two', 'Four', 'Every day'],
    'b',
    'en-p1',
  ),
  choice(
    'en-r2',
    'reading',
    'Why are front-desk staff not included?',
    [
      'They asked not to be',
      'They work in another office',
      'The desk has to be open every day',
      'Their team leaders refused',
    ],
    'c',
    'en-p1',
  ),
  choice(
    'en-r3',
    'reading',
    'What must someone do to join the plan?',
    ['Speak to a customer', 'Fill in a form before 20 February', 'Wait six months', 'Move to the Jeddah office'],
    'b',
    'en-p1',
  ),
  choice(
    'en-r4',
    'reading',
    'Where did the water for the palms first come from?',
    ['Drip irrigation', 'Wells', 'Natural springs', 'Rain stored in tanks'],
    'c',
    'en-p2',
  ),
  choice(
    'en-r5',
    'reading',
    'What is the advantage of drip irrigation, according to the text?',
    ['It makes dates sweeter', 'It uses less water', 'It is older than wells', 'It needs no roots'],
    'b',
    'en-p2',
  ),
  choice(
    'en-r6',
    'reading',
    'What have scientists found about the taste of the dates?',
    [
      'The sugar content is clearly lower',
      'The sugar content is clearly higher',
      'No clear difference in sugar',
      'They have not studied it',
    ],
    'c',
    'en-p2',
  ),
  // english_v1 grammar
  choice('en-g1', 'grammar', 'She ___ to work by bus every day.', ['go', 'goes', 'going', 'gone'], 'b'),
  choice('en-g2', 'grammar', 'We ___ the report yesterday.', ['finish', 'finishes', 'finished', 'have finish'], 'c'),
  choice(
    'en-g3',
    'grammar',
    'There are not ___ chairs for everyone.',
    ['much', 'enough', 'any more than', 'a few of'],
    'b',
  ),
  choice(
    'en-g4',
    'grammar',
    'If it rains tomorrow, we ___ the meeting online.',
    ['hold', 'will hold', 'would hold', 'held'],
    'b',
  ),
  choice('en-g5', 'grammar', 'I have lived in Riyadh ___ 2019.', ['for', 'since', 'from', 'during'], 'b'),
  choice(
    'en-g6',
    'grammar',
    'This is the ___ hotel in the city.',
    ['most expensive', 'more expensive', 'expensivest', 'most expensiver'],
    'a',
  ),
  choice(
    'en-g7',
    'grammar',
    'The new system ___ by our team last year.',
    ['designed', 'was designed', 'has designing', 'is design'],
    'b',
  ),
  choice('en-g8', 'grammar', 'He asked me where ___.', ['do I live', 'I lived', 'did I live', 'I am live'], 'b'),
  // english_v2 reading
  choice(
    'en-r7',
    'reading',
    'How did Lina plan routes at first?',
    ['With software', 'By hand', 'With the drivers', 'She did not plan them'],
    'b',
    'en-p3',
  ),
  choice(
    'en-r8',
    'reading',
    'Why was the first month with the software harder?',
    [
      'The drivers refused to use it',
      'The vans were too old',
      'Many customer addresses were incomplete',
      'The software was too expensive',
    ],
    'c',
    'en-p3',
  ),
  choice(
    'en-r9',
    'reading',
    'What does Lina think the real lesson was?',
    ['Buy more vans', 'Keep good records', 'Avoid software', 'Plan routes by hand'],
    'b',
    'en-p3',
  ),
  // english_v2 grammar
  choice(
    'en-g9',
    'grammar',
    'By the time we arrived, the train ___.',
    ['already left', 'has already left', 'had already left', 'is already leaving'],
    'c',
  ),
  choice('en-g10', 'grammar', 'I wish I ___ more time to read.', ['have', 'had', 'will have', 'am having'], 'b'),
  choice(
    'en-g11',
    'grammar',
    'Neither the manager nor the staff ___ aware of the change.',
    ['was', 'were', 'is being', 'be'],
    'b',
  ),
  choice(
    'en-g12',
    'grammar',
    'The project, ___ began in May, is nearly finished.',
    ['that', 'what', 'which', 'who'],
    'c',
  ),
  choice(
    'en-g13',
    'grammar',
    'Hardly ___ the office when the phone rang.',
    ['I had left', 'had I left', 'I left', 'did I leave'],
    'b',
  ),
  choice('en-g14', 'grammar', 'She is used to ___ long hours.', ['work', 'working', 'worked', 'works'], 'b'),
  choice(
    'en-g15',
    'grammar',
    'The results ___ checked before they are published.',
    ['must', 'must be', 'must have', 'must being'],
    'b',
  ),
  choice(
    'en-g16',
    'grammar',
    'Had we known about the delay, we ___ a later flight.',
    ['would book', 'will book', 'would have booked', 'had booked'],
    'c',
  ),
];

const writingInstructionsAr = (min: number, max: number) =>
  `اكتب إجابتك باللغة الإنجليزية في ${min} إلى ${max} كلمة. تُقيَّم ملاءمة الإجابة للمهمة، وتنوع المفردات، والدقة اللغوية، والتنظيم.`;

const writing = (
  id: string,
  prompt: string,
  minWords: number,
  maxWords: number,
  topicGroups: string[][],
): WritingTask => ({
  id,
  section: 'writing',
  filter: 'written',
  questionType: 'text',
  answerType: 'long_text',
  prompt,
  instructionsAr: writingInstructionsAr(minWords, maxWords),
  minWords,
  maxWords,
  topicGroups,
});

export const WRITING_TASKS: readonly WritingTask[] = [
  writing(
    'en-w1',
    'You cannot finish a report for your manager by the deadline. Write an email to your manager: say that the ' +
      'report will be late, explain why, and suggest a new date.',
    60,
    150,
    [
      ['report', 'document', 'analysis'],
      [
        'late',
        'delay',
        'behind',
        'postpone',
        'extension',
        'extend',
        'deadline',
        'finish',
        'complete',
        'ready',
        'submit',
      ],
      [
        'because',
        'reason',
        'since',
        'due',
        'sick',
        'ill',
        'data',
        'system',
        'problem',
        'issue',
        'missing',
        'waiting',
        'unfortunately',
      ],
      [
        'new',
        'date',
        'sunday',
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'tomorrow',
        'next',
        'week',
        'by',
      ],
      ['manager', 'dear', 'regards', 'sincerely', 'thank', 'sorry', 'apolog'],
    ],
  ),
  writing(
    'en-w2',
    'A visitor is coming to your city for the first time. Describe one place they should visit, what they ' +
      'can do there, and why you recommend it.',
    60,
    150,
    [
      [
        'city',
        'place',
        'market',
        'souq',
        'museum',
        'park',
        'beach',
        'corniche',
        'mall',
        'old',
        'town',
        'mosque',
        'restaurant',
        'cafe',
        'garden',
        'fort',
        'tower',
        'mountain',
        'district',
        'village',
      ],
      ['visit', 'visitor', 'tourist', 'guest', 'come', 'trip', 'go to'],
      ['see', 'walk', 'eat', 'buy', 'shop', 'enjoy', 'watch', 'try', 'food', 'view', 'learn', 'history', 'photo'],
      [
        'recommend',
        'because',
        'best',
        'favourite',
        'favorite',
        'should',
        'must',
        'worth',
        'love',
        'beautiful',
        'special',
      ],
    ],
  ),
  writing(
    'en-w3',
    'Some companies let employees work from home several days a week. Is this a good idea? Give your opinion ' +
      'with reasons and examples.',
    100,
    200,
    [
      ['home', 'remote', 'remotely', 'office'],
      ['work', 'employee', 'staff', 'company', 'companies', 'job', 'colleague', 'manager', 'team'],
      ['think', 'believe', 'opinion', 'agree', 'disagree', 'view', 'good', 'bad', 'idea'],
      [
        'because',
        'reason',
        'example',
        'instance',
        'such',
        'time',
        'traffic',
        'family',
        'productiv',
        'commut',
        'communicat',
        'focus',
        'lonely',
        'flexib',
        'cost',
        'money',
      ],
    ],
  ),
  writing(
    'en-w4',
    'Describe a problem you had at work or in your studies. What happened, what did you do, and what did you ' +
      'learn from it?',
    100,
    200,
    [
      [
        'problem',
        'difficult',
        'challenge',
        'mistake',
        'issue',
        'trouble',
        'fail',
        'wrong',
        'setback',
        'broke',
        'conflict',
        'disagree',
        'error',
        'struggl',
        'obstacle',
        'complain',
        'crisis',
        'discrepan',
        'angry',
      ],
      [
        'work',
        'job',
        'study',
        'studies',
        'university',
        'college',
        'project',
        'course',
        'exam',
        'team',
        'company',
        'manager',
        'boss',
        'teacher',
        'customer',
        'colleague',
      ],
      [
        'happen',
        'when',
        'started',
        'decided',
        'tried',
        'asked',
        'solved',
        'fixed',
        'spoke',
        'talked',
        'called',
        'made',
        'did',
        'went',
        'found',
        'fix',
      ],
      ['learn', 'learnt', 'lesson', 'understand', 'realis', 'realiz', 'now', 'next time', 'taught', 'important'],
    ],
  ),
];

// What the recorder does (speaking-answer.tsx): the candidate starts it when ready and stops it, or it stops at
// the limit; the buttons are named as the page names them in Arabic (recording.start, recording.stop).
const speakingInstructionsAr =
  'اقرأ المهمة وحضّر إجابتك، ثم اضغط «ابدأ التسجيل» وتحدّث باللغة الإنجليزية بشكل طبيعي حتى ينتهي الوقت أو تضغط «أوقف التسجيل». يمكنك الاستماع إلى تسجيلك قبل استخدامه.';

const speaking = (id: string, prompt: string, topicGroups: string[][]): SpeakingPrompt => ({
  id,
  section: 'speaking',
  filter: 'speaking',
  questionType: 'text',
  answerType: 'json',
  prompt,
  instructionsAr: speakingInstructionsAr,
  prepareSeconds: 30,
  maxSeconds: 90,
  minWords: 40,
  maxWords: 250,
  topicGroups,
});

export const SPEAKING_PROMPTS: readonly SpeakingPrompt[] = [
  speaking('en-s1', 'Introduce yourself. Talk about your studies or your work, and what you would like to do next.', [
    ['study', 'studied', 'university', 'college', 'degree', 'work', 'job', 'company', 'graduat'],
    ['name', 'i am', "i'm", 'myself', 'from', 'live'],
    ['like', 'want', 'hope', 'plan', 'future', 'next', 'goal', 'would'],
  ]),
  speaking('en-s2', 'Describe a normal working or study day for you, from the morning to the evening.', [
    ['morning', 'wake', 'breakfast', 'start'],
    ['work', 'office', 'class', 'study', 'meeting', 'lecture', 'task', 'email'],
    ['afternoon', 'lunch', 'evening', 'night', 'home', 'finish', 'after'],
  ]),
  speaking('en-s3', 'Would you prefer to work for a large company or a small one? Explain why.', [
    ['large', 'big', 'small', 'company', 'companies', 'startup', 'organisation', 'organization'],
    ['prefer', 'rather', 'better', 'choose', 'think', 'like'],
    ['because', 'reason', 'learn', 'salary', 'grow', 'career', 'opportunit', 'stable', 'security', 'team', 'responsib'],
  ]),
];

/** The items of a kind, in the order they are asked (decision 0069). */
export const ENGLISH_BANK: Readonly<Record<EnglishKind, readonly EnglishItem[]>> = {
  english_v1: [
    ...CHOICE_ITEMS.filter((item) => ['en-r1', 'en-r2', 'en-r3', 'en-r4', 'en-r5', 'en-r6'].includes(item.id)),
    ...CHOICE_ITEMS.filter((item) => /^en-g[1-8]$/.test(item.id)),
    ...WRITING_TASKS.filter((task) => task.id === 'en-w1' || task.id === 'en-w2'),
  ],
  english_v2: [
    ...CHOICE_ITEMS.filter((item) => ['en-r7', 'en-r8', 'en-r9'].includes(item.id)),
    ...CHOICE_ITEMS.filter((item) => /^en-g(9|1[0-6])$/.test(item.id)),
    ...WRITING_TASKS.filter((task) => task.id === 'en-w3' || task.id === 'en-w4'),
    ...SPEAKING_PROMPTS,
  ],
};

/** Minutes for the whole kind, enforced by the server from the first answer (decision 0069). */
export const ENGLISH_TIME_LIMIT_MINUTES: Readonly<Record<EnglishKind, number>> = {
  english_v1: 40,
  english_v2: 55,
};

export function englishItem(id: string): EnglishItem | undefined {
  return [...CHOICE_ITEMS, ...WRITING_TASKS, ...SPEAKING_PROMPTS].find((item) => item.id === id);
}

/** What a candidate is sent: the item without its key (reading and grammar) or topic groups (what the rubric looks for). */
export type EnglishQuestion =
  Omit<ChoiceItem, 'key'> | Omit<WritingTask, 'topicGroups'> | Omit<SpeakingPrompt, 'topicGroups'>;

export function englishQuestion(item: EnglishItem): EnglishQuestion {
  if ('key' in item) {
    const { key: _key, ...question } = item;
    return question;
  }
  const { topicGroups: _topicGroups, ...question } = item;
  return question;
}
