/**
 * The annotation item banks (decision 0069), written by the Masar team in English and Arabic with their gold
 * answers. Five parts: part1 classify short texts, part2 mark entities (character spans), part3 rank answers
 * to a prompt by quality, part4 correct a flawed answer, part5 apply a written guideline to edge cases.
 * annotation_v1 is the entry test (sentiment, four entity types, a spam guideline); annotation_v2 is harder
 * (support intents with overlapping classes, Arabic proclitics and nested names, a personal-data guideline).
 *
 * Spans are UTF-16 offsets into the item's text (what JavaScript strings and the browser's Selection use);
 * Arabic letters are single code units, so an offset is a letter. Gold spans are written as their surface
 * text and resolved to offsets when the bank loads, so a typo in an offset cannot creep in.
 */
import type { RubricTask } from '../english-assessment/score-writing.ts';
import type { BankItemBase } from '../english-assessment/types.ts';

export const ANNOTATION_BANK_VERSION = 1;

export type AnnotationKind = 'annotation_v1' | 'annotation_v2';
export const ANNOTATION_PARTS = ['part1', 'part2', 'part3', 'part4', 'part5'] as const;
export type AnnotationPart = (typeof ANNOTATION_PARTS)[number];
export type ItemLanguage = 'en' | 'ar';

interface AnnotationItemBase extends BankItemBase {
  part: AnnotationPart;
  language: ItemLanguage;
  filter: 'written';
}

export interface ClassifyItem extends AnnotationItemBase {
  part: 'part1' | 'part5';
  questionType: 'json';
  answerType: 'text';
  text: string;
  labels: readonly string[];
  gold: string;
  /** Part 5: the guideline the item is judged by, and the rule that decides it. */
  guidelineId?: string;
  rationale?: string;
}

export const ENTITY_TYPES = ['PERSON', 'ORG', 'LOC', 'DATE'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export interface Span {
  start: number;
  end: number;
  label: EntityType;
}

export interface SpanItem extends AnnotationItemBase {
  part: 'part2';
  questionType: 'json';
  answerType: 'json';
  text: string;
  entityTypes: readonly EntityType[];
  gold: readonly Span[];
}

export interface RankItem extends AnnotationItemBase {
  part: 'part3';
  questionType: 'json';
  answerType: 'json';
  question: string;
  responses: readonly { id: string; text: string }[];
  /** Response ids from best to worst. */
  gold: readonly string[];
}

export interface Flaw {
  /** The faulty words as they stand in the flawed answer. */
  wrong: string;
  /** Any of these in the corrected answer (case and spacing aside) fixes it. */
  accept: readonly string[];
  description: string;
}

export interface CorrectItem extends AnnotationItemBase {
  part: 'part4';
  questionType: 'json';
  answerType: 'long_text';
  question: string;
  flawed: string;
  flaws: readonly Flaw[];
  /** The team's corrected answer: edit-distance improvement is measured against it. */
  reference: string;
  /** English items only: the corrected answer is also rated by the written rubric (decision 0067). */
  rubricTask?: RubricTask;
}

export type AnnotationItem = ClassifyItem | SpanItem | RankItem | CorrectItem;

/** Part 5 guidelines: what a candidate reads before the edge cases (shown as HTML-free text, both languages). */
export const GUIDELINES: Readonly<
  Record<string, { title: string; en: string; ar: string; labels: readonly string[] }>
> = {
  'g-spam': {
    title: 'Job-message spam',
    labels: ['SPAM', 'NOT_SPAM'],
    en:
      'Label a message sent to job seekers SPAM if it (1) asks the reader to pay anything before being hired, ' +
      '(2) promises income with no job described, or (3) asks for a bank card or password. Otherwise it is ' +
      'NOT_SPAM, even if it is pushy, badly written or advertises a paid course openly, because a real ' +
      'employer or school may write that way. A message in Arabic follows the same rules.',
    ar:
      'صنّف الرسالة الموجهة للباحثين عن عمل على أنها SPAM إذا (1) طلبت من القارئ دفع أي مبلغ قبل التوظيف، أو ' +
      '(2) وعدت بدخل دون وصف أي وظيفة، أو (3) طلبت بيانات بطاقة بنكية أو كلمة مرور. وإلا فهي NOT_SPAM حتى لو ' +
      'كانت مُلحّة أو ركيكة أو تعلن صراحة عن دورة مدفوعة، لأن صاحب العمل أو المعهد الحقيقي قد يكتب بهذه الطريقة. ' +
      'تنطبق القواعد نفسها على الرسائل العربية.',
  },
  'g-personal-data': {
    title: 'Personal data in support tickets',
    labels: ['REDACT', 'KEEP'],
    en:
      'Label a ticket REDACT if it contains data that identifies a private person: a phone number, an email ' +
      'address of a person, a national ID or iqama number, or a full name together with any of those. Label ' +
      'it KEEP if the only names are of public figures in their public role or of companies, if a phone number ' +
      'is a company switchboard, or if a job title appears without a name. A first name alone is KEEP.',
    ar:
      'صنّف التذكرة REDACT إذا احتوت على بيانات تحدد شخصاً بعينه: رقم هاتف، أو بريد إلكتروني لشخص، أو رقم هوية ' +
      'وطنية أو إقامة، أو اسماً كاملاً مع أي من ذلك. وصنّفها KEEP إذا كانت الأسماء الوحيدة لشخصيات عامة في ' +
      'دورها العام أو لشركات، أو كان رقم الهاتف رقم السنترال لشركة، أو ورد مسمى وظيفي دون اسم. الاسم الأول ' +
      'وحده KEEP.',
  },
};

const instructionsAr: Readonly<Record<AnnotationPart, string>> = {
  part1: 'اختر التصنيف الأنسب لكل نص.',
  part2:
    'ظلّل كل كيان في النص واختر نوعه: شخص أو جهة أو مكان أو تاريخ. ظلّل الاسم الأطول: اسم الشخص داخل اسم جهة جزء منها. لا تُدخل حروف الجر والعطف الملتصقة (و، ب، ل، ف، ك) في التظليل، وأدخل "ال" التعريف.',
  part3: 'رتّب الإجابات من الأفضل إلى الأسوأ من حيث الدقة والفائدة والوضوح.',
  part4: 'صحّح الإجابة المعيبة: أصلح الأخطاء في المعلومات واللغة دون إعادة كتابة ما هو صحيح.',
  part5: 'اقرأ الإرشادات أولاً، ثم طبّقها على كل حالة.',
};

const classify = (
  id: string,
  part: 'part1' | 'part5',
  language: ItemLanguage,
  prompt: string,
  text: string,
  labels: readonly string[],
  gold: string,
  extra: { guidelineId?: string; rationale?: string } = {},
): ClassifyItem => ({
  id,
  part,
  language,
  filter: 'written',
  questionType: 'json',
  answerType: 'text',
  prompt,
  instructionsAr: instructionsAr[part],
  text,
  labels,
  gold,
  ...extra,
});

/** Gold spans from surface text: [text, label] or [text, label, occurrence] (1 = first). */
function resolveSpans(text: string, spans: readonly (readonly [string, EntityType, number?])[]): Span[] {
  return spans.map(([surface, label, occurrence = 1]) => {
    let start = -1;
    for (let seen = 0; seen < occurrence; seen += 1) {
      start = text.indexOf(surface, start + 1);
      if (start < 0) throw new Error(`gold span "${surface}" not in "${text}"`);
    }
    return { start, end: start + surface.length, label };
  });
}

const spanItem = (
  id: string,
  language: ItemLanguage,
  text: string,
  spans: readonly (readonly [string, EntityType, number?])[],
): SpanItem => ({
  id,
  part: 'part2',
  language,
  filter: 'written',
  questionType: 'json',
  answerType: 'json',
  prompt:
    "Mark every person, organisation, place and date in the text. Mark the longest name: a person's name inside " +
    "an organisation's name is part of the organisation. Leave out attached prepositions and conjunctions.",
  instructionsAr: instructionsAr.part2,
  text,
  entityTypes: ENTITY_TYPES,
  gold: resolveSpans(text, spans),
});

/** The fields every part 3 and part 4 item shares. */
const itemBase = <P extends 'part3' | 'part4', A extends 'json' | 'long_text'>(
  id: string,
  part: P,
  language: ItemLanguage,
  answerType: A,
  prompt: string,
) => ({
  id,
  part,
  language,
  filter: 'written' as const,
  questionType: 'json' as const,
  answerType,
  prompt,
  instructionsAr: instructionsAr[part],
});

const SENTIMENT = ['positive', 'negative', 'neutral'] as const;
const INTENTS = ['billing', 'technical', 'account', 'complaint', 'other'] as const;
const sentimentPrompt = 'Is the review positive, negative or neutral?';
const intentPrompt =
  'Which team should handle this support message? billing (payments, invoices), technical (something does not work), account (login, profile, settings), complaint (unhappy with service or staff, wants it noted), other.';

export const ANNOTATION_ITEMS: readonly AnnotationItem[] = [
  // ---------------------------------------------------------------- part1, v1: sentiment
  classify(
    'an-c1',
    'part1',
    'en',
    sentimentPrompt,
    'The delivery came two days early and the driver called before arriving. Great service.',
    SENTIMENT,
    'positive',
  ),
  classify(
    'an-c2',
    'part1',
    'en',
    sentimentPrompt,
    'The app keeps logging me out and support never replied to my email.',
    SENTIMENT,
    'negative',
  ),
  classify(
    'an-c3',
    'part1',
    'en',
    sentimentPrompt,
    'The store opens at 9 and closes at 11 on weekdays.',
    SENTIMENT,
    'neutral',
  ),
  classify(
    'an-c4',
    'part1',
    'ar',
    sentimentPrompt,
    'الطلب وصل بارداً والكمية أقل من المعتاد، لن أطلب مرة أخرى.',
    SENTIMENT,
    'negative',
  ),
  classify(
    'an-c5',
    'part1',
    'ar',
    sentimentPrompt,
    'الموظفة كانت متعاونة جداً وحلّت مشكلتي في دقائق، شكراً لكم.',
    SENTIMENT,
    'positive',
  ),
  classify(
    'an-c6',
    'part1',
    'ar',
    sentimentPrompt,
    'يوجد موقف سيارات خلف المبنى ويمكن الدفع نقداً أو بالبطاقة.',
    SENTIMENT,
    'neutral',
  ),
  // ---------------------------------------------------------------- part1, v2: support intents
  classify(
    'an-c7',
    'part1',
    'en',
    intentPrompt,
    'I was charged twice for the March subscription, please refund one payment.',
    INTENTS,
    'billing',
  ),
  classify(
    'an-c8',
    'part1',
    'en',
    intentPrompt,
    'The upload button does nothing when I attach a PDF larger than 2 MB.',
    INTENTS,
    'technical',
  ),
  classify(
    'an-c9',
    'part1',
    'en',
    intentPrompt,
    'Your agent was rude to me on the phone yesterday and I want this recorded.',
    INTENTS,
    'complaint',
  ),
  classify(
    'an-c10',
    'part1',
    'ar',
    intentPrompt,
    'نسيت كلمة المرور ولا تصلني رسالة إعادة التعيين على بريدي.',
    INTENTS,
    'account',
  ),
  classify('an-c11', 'part1', 'ar', intentPrompt, 'هل لديكم فرع في مدينة تبوك؟', INTENTS, 'other'),
  classify(
    'an-c12',
    'part1',
    'ar',
    intentPrompt,
    'الفاتورة الأخيرة فيها ضريبة مضاعفة، أرجو تصحيحها.',
    INTENTS,
    'billing',
  ),
  // ---------------------------------------------------------------- part2, v1
  spanItem('an-s1', 'en', 'Sara Al-Qahtani joined Almarai in Riyadh on 3 May 2021 as a quality engineer.', [
    ['Sara Al-Qahtani', 'PERSON'],
    ['Almarai', 'ORG'],
    ['Riyadh', 'LOC'],
    ['3 May 2021', 'DATE'],
  ]),
  spanItem(
    'an-s2',
    'en',
    'The conference in Dubai was moved to March after the Ministry of Health asked for more time.',
    [
      ['Dubai', 'LOC'],
      ['March', 'DATE'],
      ['Ministry of Health', 'ORG'],
    ],
  ),
  spanItem(
    'an-s3',
    'ar',
    'افتتحت شركة أرامكو مركزاً للتدريب في الظهران يوم الأحد، وحضر الافتتاح المهندس خالد العتيبي.',
    [
      ['أرامكو', 'ORG'],
      ['الظهران', 'LOC'],
      ['يوم الأحد', 'DATE'],
      ['خالد العتيبي', 'PERSON'],
    ],
  ),
  // ---------------------------------------------------------------- part2, v2: proclitics and nested names
  spanItem('an-s4', 'ar', 'سافرت نورة إلى جدة وبالرياض التقت بممثلي جامعة الملك سعود في ١٥ مارس.', [
    ['نورة', 'PERSON'],
    ['جدة', 'LOC'],
    ['الرياض', 'LOC'],
    ['جامعة الملك سعود', 'ORG'],
    ['١٥ مارس', 'DATE'],
  ]),
  spanItem('an-s5', 'ar', 'أعلنت هيئة الاتصالات وتقنية المعلومات أن فهد الشمري سيقود فريقها في أبها ولمدة عامين.', [
    ['هيئة الاتصالات وتقنية المعلومات', 'ORG'],
    ['فهد الشمري', 'PERSON'],
    ['أبها', 'LOC'],
  ]),
  spanItem('an-s6', 'en', 'King Abdullah Port signed a deal with Maersk in Jeddah last Tuesday, said Omar Haddad.', [
    ['King Abdullah Port', 'ORG'],
    ['Maersk', 'ORG'],
    ['Jeddah', 'LOC'],
    ['last Tuesday', 'DATE'],
    ['Omar Haddad', 'PERSON'],
  ]),
  // ---------------------------------------------------------------- part3, v1
  {
    ...itemBase('an-r1', 'part3', 'en', 'json', 'Rank the answers from best to worst.'),
    question: 'How do I convert 5 kilometres to miles?',
    responses: [
      { id: 'a', text: 'Multiply by about 0.621: 5 km is roughly 3.1 miles.' },
      { id: 'b', text: '5 km is about 3.1 miles.' },
      { id: 'c', text: 'Divide by 1.6, so around 3 miles, although the exact factor is 1.609.' },
      { id: 'd', text: '5 km is 8 miles.' },
    ],
    gold: ['a', 'c', 'b', 'd'],
  },
  {
    ...itemBase('an-r2', 'part3', 'ar', 'json', 'Rank the answers from best to worst.'),
    question: 'ما المستندات المطلوبة عادةً لفتح حساب بنكي لمواطن؟',
    responses: [
      { id: 'a', text: 'الهوية الوطنية سارية المفعول، ورقم جوال موثق باسمك، وعنوان وطني مسجل.' },
      { id: 'b', text: 'الهوية الوطنية فقط.' },
      { id: 'c', text: 'جواز السفر وشهادة الميلاد وصورة شخصية وخطاب من جهة العمل.' },
      { id: 'd', text: 'لا أعرف، اسأل البنك.' },
    ],
    gold: ['a', 'b', 'c', 'd'],
  },
  // ---------------------------------------------------------------- part3, v2
  {
    ...itemBase(
      'an-r3',
      'part3',
      'en',
      'json',
      'Rank the answers from best to worst: accuracy first, then completeness, then clarity.',
    ),
    question: 'Why does my Excel VLOOKUP return #N/A for a value I can see in the table?',
    responses: [
      {
        id: 'a',
        text: 'Usually the values differ invisibly: extra spaces, or a number stored as text. Try TRIM or VALUE on the lookup value, and check the last argument is FALSE for an exact match.',
      },
      { id: 'b', text: 'VLOOKUP only searches the first column of the range; make sure the value is there.' },
      { id: 'c', text: 'Check for spaces.' },
      { id: 'd', text: 'VLOOKUP cannot find numbers, use HLOOKUP instead.' },
      { id: 'e', text: '#N/A means the formula has a syntax error.' },
    ],
    gold: ['a', 'b', 'c', 'e', 'd'],
  },
  {
    ...itemBase(
      'an-r4',
      'part3',
      'ar',
      'json',
      'Rank the answers from best to worst: accuracy first, then completeness, then clarity.',
    ),
    question: 'كم عدد أيام الإجازة السنوية للموظف في القطاع الخاص في السعودية؟',
    responses: [
      { id: 'a', text: 'واحد وعشرون يوماً على الأقل، تزيد إلى ثلاثين يوماً بعد خمس سنوات متصلة لدى صاحب العمل نفسه.' },
      { id: 'b', text: 'واحد وعشرون يوماً.' },
      { id: 'c', text: 'ثلاثون يوماً لجميع الموظفين من أول سنة.' },
      { id: 'd', text: 'حسب مزاج المدير.' },
    ],
    gold: ['a', 'b', 'c', 'd'],
  },
  // ---------------------------------------------------------------- part4, v1
  {
    ...itemBase(
      'an-f1',
      'part4',
      'en',
      'long_text',
      'The answer below has mistakes of fact and of English. Correct it; keep what is right.',
    ),
    question: 'Explain what a CV is and what it should include.',
    flawed:
      'A CV are a document that describe your work history. It should include your personal details, your ' +
      'education and your experience, and it must always be ten pages long. Write it in the past tense and ' +
      'never mention your skills.',
    flaws: [
      { wrong: 'A CV are', accept: ['a cv is'], description: 'agreement: "a CV is"' },
      { wrong: 'that describe', accept: ['that describes', 'describing'], description: 'agreement: "that describes"' },
      {
        wrong: 'must always be ten pages long',
        accept: ['two pages', 'one or two pages', 'short', 'concise', 'one page'],
        description: 'fact: a CV is usually one or two pages',
      },
      {
        wrong: 'never mention your skills',
        accept: ['your skills', 'list your skills', 'include your skills', 'mention your skills'],
        description: 'fact: a CV should list skills',
      },
    ],
    reference:
      'A CV is a document that describes your work history. It should include your personal details, your ' +
      'education and your experience, and it is usually one or two pages long. Describe past jobs in the past ' +
      'tense and include your skills.',
    rubricTask: {
      prompt: 'Explain what a CV is and what it should include.',
      topicGroups: [
        ['cv', 'resume', 'document'],
        ['education', 'experience', 'skill', 'detail', 'history'],
      ],
      minWords: 25,
      maxWords: 120,
    },
  },
  {
    ...itemBase(
      'an-f2',
      'part4',
      'ar',
      'long_text',
      'The answer below has mistakes of fact and of Arabic. Correct it; keep what is right.',
    ),
    question: 'ما هي عاصمة المملكة العربية السعودية وما أبرز معالمها؟',
    flawed: 'عاصمة المملكة العربية السعودية هي جدة، ومن أبرز معالمها برج المملكة وحي الطريف التاريخي في الدرعيه.',
    flaws: [
      { wrong: 'هي جدة', accept: ['هي الرياض'], description: 'معلومة: العاصمة الرياض' },
      { wrong: 'الدرعيه', accept: ['الدرعية'], description: 'إملاء: الدرعية بالتاء المربوطة' },
    ],
    reference: 'عاصمة المملكة العربية السعودية هي الرياض، ومن أبرز معالمها برج المملكة وحي الطريف التاريخي في الدرعية.',
  },
  // ---------------------------------------------------------------- part4, v2
  {
    ...itemBase(
      'an-f3',
      'part4',
      'en',
      'long_text',
      'The answer below has mistakes of fact, reasoning and English. Correct it; keep what is right.',
    ),
    question: 'A shop sells a shirt for 120 riyals including 15% VAT. What is the price before VAT?',
    flawed:
      'The VAT is 15% of 120, which are 18 riyals, so the price before VAT is 102 riyals. This is because VAT ' +
      'are always calculated on the final price.',
    flaws: [
      {
        wrong: 'which are 18',
        accept: ['which is', '120 / 1.15', '120 ÷ 1.15', 'divide', 'divided'],
        description: 'reasoning: VAT is 15% of the pre-tax price, so divide by 1.15',
      },
      { wrong: '102 riyals', accept: ['104.35', '104.3', '104.35 riyals'], description: 'fact: 120 / 1.15 = 104.35' },
      {
        wrong: 'VAT are always calculated on the final price',
        accept: [
          'calculated on the price before',
          'on the net price',
          'on the price before vat',
          'added to the price before',
        ],
        description: 'fact: VAT is calculated on the price before tax',
      },
    ],
    reference:
      'The price including VAT is 115% of the price before VAT, so the price before VAT is 120 / 1.15, which is ' +
      'about 104.35 riyals. This is because VAT is calculated on the price before tax and then added to it.',
    rubricTask: {
      prompt: 'A shop sells a shirt for 120 riyals including 15% VAT. What is the price before VAT?',
      topicGroups: [
        ['vat', 'tax'],
        ['price', 'riyal', 'before'],
      ],
      minWords: 20,
      maxWords: 120,
    },
  },
  {
    ...itemBase(
      'an-f4',
      'part4',
      'ar',
      'long_text',
      'The answer below has mistakes of fact and of Arabic. Correct it; keep what is right.',
    ),
    question: 'اشرح باختصار ما هو التعلم الآلي.',
    flawed:
      'التعلم الآلي هو فرع من علم الأحياء يدرس كيف تتعلم الحيوانات، ويعتمد على كتابة قواعد ثابته يدويا لكل حالة دون الحاجه الى بيانات.',
    flaws: [
      {
        wrong: 'فرع من علم الأحياء يدرس كيف تتعلم الحيوانات',
        accept: ['الذكاء الاصطناعي', 'علوم الحاسب', 'علم الحاسوب'],
        description: 'معلومة: فرع من الذكاء الاصطناعي',
      },
      {
        wrong: 'كتابة قواعد ثابته يدويا لكل حالة دون الحاجه الى بيانات',
        accept: ['من البيانات', 'على البيانات', 'أمثلة'],
        description: 'معلومة: يتعلم من البيانات بدل القواعد اليدوية',
      },
      { wrong: 'ثابته', accept: ['ثابتة'], description: 'إملاء: ثابتة' },
    ],
    reference:
      'التعلم الآلي فرع من الذكاء الاصطناعي تتعلم فيه الحواسيب الأنماط من البيانات والأمثلة بدلاً من كتابة قواعد ثابتة يدوياً لكل حالة.',
  },
  // ---------------------------------------------------------------- part5, v1: the spam guideline
  classify(
    'an-g1',
    'part5',
    'en',
    'Apply the guideline: SPAM or NOT_SPAM?',
    'Congratulations! You are shortlisted. Pay a 200 SAR processing fee to book your interview.',
    ['SPAM', 'NOT_SPAM'],
    'SPAM',
    { guidelineId: 'g-spam', rationale: 'Rule 1: payment before hiring.' },
  ),
  classify(
    'an-g2',
    'part5',
    'en',
    'Apply the guideline: SPAM or NOT_SPAM?',
    'LAST CHANCE!!! Our accounting diploma costs 3,000 SAR and starts Sunday. Register now!!!',
    ['SPAM', 'NOT_SPAM'],
    'NOT_SPAM',
    { guidelineId: 'g-spam', rationale: 'A paid course advertised openly is allowed, however pushy.' },
  ),
  classify(
    'an-g3',
    'part5',
    'ar',
    'Apply the guideline: SPAM or NOT_SPAM?',
    'اربح ٥٠٠٠ ريال أسبوعياً من بيتك بدون خبرة! راسلنا الآن.',
    ['SPAM', 'NOT_SPAM'],
    'SPAM',
    { guidelineId: 'g-spam', rationale: 'Rule 2: income with no job described.' },
  ),
  classify(
    'an-g4',
    'part5',
    'ar',
    'Apply the guideline: SPAM or NOT_SPAM?',
    'مطلوب محاسب بخبرة سنتين في الخبر، الراتب ٨٠٠٠ ريال، ارسل سيرتك الذاتيه على البريد.',
    ['SPAM', 'NOT_SPAM'],
    'NOT_SPAM',
    { guidelineId: 'g-spam', rationale: 'A real job with a salary; spelling errors do not make it spam.' },
  ),
  classify(
    'an-g5',
    'part5',
    'en',
    'Apply the guideline: SPAM or NOT_SPAM?',
    'To receive your first salary, reply with your card number and the code we text you.',
    ['SPAM', 'NOT_SPAM'],
    'SPAM',
    { guidelineId: 'g-spam', rationale: 'Rule 3: asks for a card number and a code.' },
  ),
  // ---------------------------------------------------------------- part5, v2: the personal-data guideline
  classify(
    'an-g6',
    'part5',
    'en',
    'Apply the guideline: REDACT or KEEP?',
    'Customer Mohammed Al-Zahrani (0551234567) says his order never arrived.',
    ['REDACT', 'KEEP'],
    'REDACT',
    { guidelineId: 'g-personal-data', rationale: 'A full name with a phone number.' },
  ),
  classify(
    'an-g7',
    'part5',
    'en',
    'Apply the guideline: REDACT or KEEP?',
    'The customer asked for the branch manager and then called the head office on 920000000.',
    ['REDACT', 'KEEP'],
    'KEEP',
    { guidelineId: 'g-personal-data', rationale: 'A job title without a name; a switchboard number.' },
  ),
  classify(
    'an-g8',
    'part5',
    'ar',
    'Apply the guideline: REDACT or KEEP?',
    'ذكر العميل أن وزير التجارة تحدث عن حماية المستهلك في مؤتمر صحفي.',
    ['REDACT', 'KEEP'],
    'KEEP',
    { guidelineId: 'g-personal-data', rationale: 'A public figure in his public role.' },
  ),
  classify(
    'an-g9',
    'part5',
    'ar',
    'Apply the guideline: REDACT or KEEP?',
    'رقم إقامة العامل ٢٤٥٦٧٨٩٠١٢ وقد انتهت صلاحيتها الشهر الماضي.',
    ['REDACT', 'KEEP'],
    'REDACT',
    { guidelineId: 'g-personal-data', rationale: 'An iqama number identifies a person even without a name.' },
  ),
  classify(
    'an-g10',
    'part5',
    'en',
    'Apply the guideline: REDACT or KEEP?',
    'Reem from the night shift said the printer on floor 2 is jammed again.',
    ['REDACT', 'KEEP'],
    'KEEP',
    { guidelineId: 'g-personal-data', rationale: 'A first name alone is KEEP.' },
  ),
];

const ids = (prefix: string, numbers: number[]) => numbers.map((n) => `${prefix}${n}`);

/** Item ids of each kind by part, in the order they are asked (decision 0069). */
export const ANNOTATION_BANK: Readonly<Record<AnnotationKind, Readonly<Record<AnnotationPart, readonly string[]>>>> = {
  annotation_v1: {
    part1: ids('an-c', [1, 2, 3, 4, 5, 6]),
    part2: ids('an-s', [1, 2, 3]),
    part3: ids('an-r', [1, 2]),
    part4: ids('an-f', [1, 2]),
    part5: ids('an-g', [1, 2, 3, 4, 5]),
  },
  annotation_v2: {
    part1: ids('an-c', [7, 8, 9, 10, 11, 12]),
    part2: ids('an-s', [4, 5, 6]),
    part3: ids('an-r', [3, 4]),
    part4: ids('an-f', [3, 4]),
    part5: ids('an-g', [6, 7, 8, 9, 10]),
  },
};

/** Minutes for the whole kind, enforced by the server from the first answer (decision 0069). */
export const ANNOTATION_TIME_LIMIT_MINUTES: Readonly<Record<AnnotationKind, number>> = {
  annotation_v1: 45,
  annotation_v2: 60,
};

const byId = new Map(ANNOTATION_ITEMS.map((item) => [item.id, item]));
export const annotationItem = (id: string): AnnotationItem | undefined => byId.get(id);

export function annotationItems(kind: AnnotationKind, part: AnnotationPart): AnnotationItem[] {
  return ANNOTATION_BANK[kind][part].map((id) => {
    const item = byId.get(id);
    if (item === undefined || item.part !== part)
      throw new Error(`bank ${kind} ${part} lists ${id}, which is not a ${part} item`);
    return item;
  });
}

/** What a candidate is sent: the item without its gold, flaws, the team's correction or the rule that decides it. */
export type AnnotationQuestion =
  | Omit<ClassifyItem, 'gold' | 'rationale'>
  | Omit<SpanItem, 'gold'>
  | Omit<RankItem, 'gold'>
  | Omit<CorrectItem, 'flaws' | 'reference' | 'rubricTask'>;

export function annotationQuestion(item: AnnotationItem): AnnotationQuestion {
  switch (item.part) {
    case 'part1':
    case 'part5': {
      const { gold: _gold, rationale: _rationale, ...question } = item;
      return question;
    }
    case 'part2':
    case 'part3': {
      const { gold: _gold, ...question } = item;
      return question;
    }
    case 'part4': {
      const { flaws: _flaws, reference: _reference, rubricTask: _rubricTask, ...question } = item;
      return question;
    }
  }
}
