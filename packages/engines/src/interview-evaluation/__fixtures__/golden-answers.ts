/**
 * Interview answers labelled by hand with the overall band a careful interviewer would give under decision
 * 0084's definitions, or "insufficient" where the transcript cannot be judged at all:
 *
 * - strong: on the question, one concrete example of the candidate's own with numbers or a checkable
 *   outcome, told in order (situation, task, action, result), the question's skill shown in use;
 * - good: on the question with a real example, but missing the numbers, the outcome or part of the story;
 * - fair: on the question but general or hypothetical: what one should do, little of what they did;
 * - low: off the question, or on it in empty words only ("I work hard, I am a team player");
 * - insufficient: too little to judge: a few words, fillers, another language, repeated noise.
 *
 * The held-out "test" split was written and labelled FIRST, before any part of the engine existed, and was
 * never looked at while the weights and thresholds were fitted; "tune" was written after it and is what
 * the thresholds were fitted on. The labels are the author's, not a panel's: the agreement measures the
 * engine against one careful reading.
 */
export type GoldenBand = 'low' | 'fair' | 'good' | 'strong' | 'insufficient';

export interface GoldenInterviewAnswer {
  id: string;
  questionId: 'en-code' | 'en-conflict' | 'ar-reconciliation' | 'ar-customer';
  language: 'en' | 'ar';
  band: GoldenBand;
  split: 'tune' | 'test';
  note: string;
  transcript: string;
}

const TEST: GoldenInterviewAnswer[] = [
  // ------------------------------------------------------------------ held out: written first
  {
    id: 't-code-strong',
    questionId: 'en-code',
    language: 'en',
    band: 'strong',
    split: 'test',
    note: 'real example, numbers, tests and review, result',
    transcript:
      'Last year at my previous company our invoice export kept failing for customers with unusual tax rules. My task was to rewrite the export module in TypeScript so that it was safe to change. I modelled each tax rule as a discriminated union, so the compiler forced us to handle every case, and I wrote 60 unit tests from real invoices that had failed. Two colleagues did a code review and caught a rounding bug before release. As a result the export errors dropped from about 40 a week to zero in the first month, and new rules now take an hour to add instead of a day.',
  },
  {
    id: 't-code-good',
    questionId: 'en-code',
    language: 'en',
    band: 'good',
    split: 'test',
    note: 'real example and tests, no figures, thin result',
    transcript:
      'I recently wrote a small TypeScript library for validating forms in our web app. I used generic types so each form describes its fields once and the validation follows from that. I wrote unit tests for the tricky cases like empty dates, and a colleague reviewed the pull request. The team uses it on most forms now.',
  },
  {
    id: 't-code-fair',
    questionId: 'en-code',
    language: 'en',
    band: 'fair',
    split: 'test',
    note: 'general practice, no example of their own',
    transcript:
      'In general I try to write TypeScript code that is clean and readable. I think it is important to use types properly and to avoid using any. Tests are also important, and code review helps a team keep quality. I always try to follow good practices and keep functions small.',
  },
  {
    id: 't-code-low',
    questionId: 'en-code',
    language: 'en',
    band: 'low',
    split: 'test',
    note: 'off the question: talks about hobbies and motivation',
    transcript:
      'I am a very motivated person and I love learning new things every day. In my free time I play football with my friends and I read books about history. My family always tells me that I am hard working and honest, and I believe that is what matters most for any employer.',
  },
  {
    id: 't-code-short',
    questionId: 'en-code',
    language: 'en',
    band: 'insufficient',
    split: 'test',
    note: 'a few words only',
    transcript: 'I wrote an API in TypeScript.',
  },
  {
    id: 't-conflict-strong',
    questionId: 'en-conflict',
    language: 'en',
    band: 'strong',
    split: 'test',
    note: 'complete story with outcome and numbers',
    transcript:
      'When I was working as a data analyst, a senior colleague wanted to launch a campaign to all 20,000 customers, while I thought we should test it first on a small group. My job was to prepare the targeting, so the decision mattered to my work. I asked for a short meeting, listened to why he was in a hurry, and then showed him last quarter\'s numbers, where an untested campaign had cost us 3% of our subscribers. We agreed to send it to 2,000 customers first. The test showed the message confused people, we fixed it, and the full launch got twice the usual response. He later asked me to review his next plan.',
  },
  {
    id: 't-conflict-fair',
    questionId: 'en-conflict',
    language: 'en',
    band: 'fair',
    split: 'test',
    note: 'hypothetical: what they would do',
    transcript:
      'If I disagree with a colleague, I would first listen to their opinion and try to understand their point of view. Then I would explain my opinion calmly and look for a solution that works for both of us. If we still cannot agree, I would ask our manager to help us decide.',
  },
  {
    id: 't-conflict-fillers',
    questionId: 'en-conflict',
    language: 'en',
    band: 'insufficient',
    split: 'test',
    note: 'fillers and hesitations',
    transcript: 'Um, uh, well, you know, I mean, um, like, uh, yeah, so, um, hmm, okay, uh, you know, like, um.',
  },
  {
    id: 't-conflict-arabic',
    questionId: 'en-conflict',
    language: 'en',
    band: 'insufficient',
    split: 'test',
    note: 'answered in Arabic to an English interview',
    transcript:
      'اختلفت مرة مع زميلي حول طريقة تنظيم الملفات في المشروع، فجلسنا معًا وناقشنا الموضوع واتفقنا في النهاية على طريقة واحدة.',
  },
  {
    id: 't-rec-strong',
    questionId: 'ar-reconciliation',
    language: 'ar',
    band: 'strong',
    split: 'test',
    note: 'مثال حقيقي بخطوات وأرقام ونتيجة',
    transcript:
      'في عملي السابق في شركة توزيع كنت مسؤولًا عن التسوية البنكية الشهرية لثلاثة حسابات. كانت مهمتي أن أطابق كشف البنك مع دفتر الأستاذ قبل إغلاق الشهر. بدأت بتصدير الكشف إلى إكسل ثم طابقت الحركات حسب المبلغ والتاريخ. وجدت فرقًا قدره 12 ألف ريال، واكتشفت أنه شيك مسجل مرتين. صححت القيد وراجعت المدير المالي التسوية. والنتيجة أن الفرق أصبح صفرًا وأغلقنا الشهر قبل موعده بيومين.',
  },
  {
    id: 't-rec-good',
    questionId: 'ar-reconciliation',
    language: 'ar',
    band: 'good',
    split: 'test',
    note: 'مثال وخطوات، بلا أرقام ونتيجة واضحة',
    transcript:
      'في وظيفتي الحالية أقوم بتسوية الحسابات البنكية كل شهر. أبدأ بمقارنة كشف البنك مع السجلات في النظام، ثم أبحث عن الشيكات المعلقة والرسوم البنكية التي لم تسجل. مرة وجدت رسومًا لم يسجلها أحد فسجلتها وأبلغت مديري.',
  },
  {
    id: 't-rec-fair',
    questionId: 'ar-reconciliation',
    language: 'ar',
    band: 'fair',
    split: 'test',
    note: 'كلام عام عن أهمية التسوية',
    transcript:
      'تسوية الحسابات البنكية مهمة جدًا لأي شركة لأنها تضمن أن الأرقام صحيحة. يجب على المحاسب أن يقارن كشف البنك مع الدفاتر وأن يكون دقيقًا في عمله. أنا أعرف هذه العملية جيدًا وأستطيع القيام بها.',
  },
  {
    id: 't-rec-low',
    questionId: 'ar-reconciliation',
    language: 'ar',
    band: 'low',
    split: 'test',
    note: 'خارج السؤال تمامًا',
    transcript:
      'أنا شخص طموح وأحب العمل مع الناس، وأسعى دائمًا لتطوير نفسي. أحب السفر والقراءة، وأتمنى أن أعمل في شركة كبيرة تمنحني فرصة للنمو، وأعتقد أنني مناسب لهذه الوظيفة.',
  },
  {
    id: 't-rec-english',
    questionId: 'ar-reconciliation',
    language: 'ar',
    band: 'insufficient',
    split: 'test',
    note: 'answered in English to an Arabic interview',
    transcript:
      'I usually start by downloading the bank statement and matching every line with the ledger, then I look into the differences one by one.',
  },
  {
    id: 't-cust-strong',
    questionId: 'ar-customer',
    language: 'ar',
    band: 'strong',
    split: 'test',
    note: 'موقف حقيقي بخطوات ونتيجة وأرقام',
    transcript:
      'عندما كنت أعمل في خدمة العملاء في شركة اتصالات، اتصل بي عميل غاضب لأن فاتورته تضاعفت فجأة. كان علي أن أفهم السبب قبل أن أعده بأي شيء. استمعت له حتى انتهى، ثم راجعت الفاتورة معه سطرًا سطرًا ووجدت أن باقة الإنترنت جُددت مرتين بالخطأ. ألغيت الباقة الزائدة وأعدت له 150 ريالًا في اليوم نفسه. في النهاية شكرني العميل وقيّم المكالمة بخمس نجوم، ورفعت الخطأ للفريق التقني حتى لا يتكرر.',
  },
  {
    id: 't-cust-fair',
    questionId: 'ar-customer',
    language: 'ar',
    band: 'fair',
    split: 'test',
    note: 'ما ينبغي فعله، بلا موقف',
    transcript:
      'عندما يكون العميل غاضبًا يجب أن أبقى هادئًا وأستمع له جيدًا. بعد ذلك أحاول أن أفهم المشكلة وأقدم له الحل المناسب. الأهم أن يشعر العميل بالاحترام وأن مشكلته مهمة.',
  },
  {
    id: 't-cust-fillers',
    questionId: 'ar-customer',
    language: 'ar',
    band: 'insufficient',
    split: 'test',
    note: 'حشو وتردد',
    transcript: 'يعني... اه... امم... طيب... يعني... اه اه... يعني والله... امم... طيب يعني.',
  },
  {
    id: 't-cust-noise',
    questionId: 'ar-customer',
    language: 'ar',
    band: 'insufficient',
    split: 'test',
    note: 'repeated noise from a bad transcription',
    transcript: '[ضجيج] [ضجيج] العميل العميل العميل العميل العميل العميل العميل العميل العميل العميل العميل العميل [ضجيج]',
  },
];

const TUNE: GoldenInterviewAnswer[] = [
  // ------------------------------------------------------------------ tune: written after the test split
  {
    id: 'code-strong-1',
    questionId: 'en-code',
    language: 'en',
    band: 'strong',
    split: 'tune',
    note: 'STAR, numbers, tests',
    transcript:
      'In March our checkout page was timing out for about 5% of orders. I was asked to find the cause and fix it. I profiled the TypeScript service and found that we loaded the whole product list on every request, so I wrote a cache with strict types for its keys and added 25 tests around expiry. After a code review with two teammates we released it, and the timeouts went down to almost zero while the response time fell from 2 seconds to 300 milliseconds.',
  },
  {
    id: 'code-strong-2',
    questionId: 'en-code',
    language: 'en',
    band: 'strong',
    split: 'tune',
    note: 'own example, design, measurement, what to improve',
    transcript:
      'At my last job we had a scheduling tool that nobody dared to touch. My goal was to make the rules for shifts testable. I rewrote the rules engine in TypeScript with pure functions and readonly types, and I added property-based tests that generated thousands of random weeks. The tests found 3 bugs that users had reported for months. Since the rewrite we have had no scheduling incidents in six months, and I would next add better error messages for managers.',
  },
  {
    id: 'code-good-1',
    questionId: 'en-code',
    language: 'en',
    band: 'good',
    split: 'tune',
    note: 'example and checks, no outcome',
    transcript:
      'I built a command line tool in TypeScript that imports our supplier price lists. I split the parsing from the saving so that each part can be tested alone, and I used strict null checks to catch missing prices. I also asked a colleague to review the code before we used it.',
  },
  {
    id: 'code-good-2',
    questionId: 'en-code',
    language: 'en',
    band: 'good',
    split: 'tune',
    note: 'example with outcome, weak on method',
    transcript:
      'Last month I wrote a TypeScript function that merges duplicate customer records. It compares names, phone numbers and emails and keeps the newest data. It works well and the sales team now has a cleaner list, with far fewer duplicates.',
  },
  {
    id: 'code-fair-1',
    questionId: 'en-code',
    language: 'en',
    band: 'fair',
    split: 'tune',
    note: 'what they usually do',
    transcript:
      'When I write code I usually think about readability first. I like TypeScript because the types help to find mistakes early. I try to write tests when there is time and I ask for feedback from other developers.',
  },
  {
    id: 'code-low-1',
    questionId: 'en-code',
    language: 'en',
    band: 'low',
    split: 'tune',
    note: 'empty self-praise',
    transcript:
      'I am a hard worker and a team player and I always give one hundred percent. My managers have always been happy with me and I get along with everyone. I am sure I will be a great addition to your company.',
  },
  {
    id: 'code-short-1',
    questionId: 'en-code',
    language: 'en',
    band: 'insufficient',
    split: 'tune',
    note: 'one line',
    transcript: 'Yes, I use TypeScript at work every day.',
  },
  {
    id: 'code-noise-1',
    questionId: 'en-code',
    language: 'en',
    band: 'insufficient',
    split: 'tune',
    note: 'transcription noise',
    transcript: '[inaudible] [inaudible] the the the the the the the the the the the the [music] [inaudible]',
  },
  {
    id: 'code-french-1',
    questionId: 'en-code',
    language: 'en',
    band: 'insufficient',
    split: 'tune',
    note: 'another language (French) in an English interview',
    transcript:
      "J'ai écrit un module pour la facturation avec des tests unitaires, et mon collègue a relu le code avant la mise en production. Le module est maintenant utilisé par toute l'équipe.",
  },
  {
    id: 'conflict-strong-1',
    questionId: 'en-conflict',
    language: 'en',
    band: 'strong',
    split: 'tune',
    note: 'full story, numbers, outcome',
    transcript:
      'In my second year as a nurse, a colleague and I disagreed about the handover sheet: she wanted to keep it on paper, and I wanted to move it to the tablet. I was responsible for the night shift handovers, so I had to find something we could both use. I listened to her worry that tablets were slow, then we tried both ways for two weeks and counted the missed items. Paper missed 9 items and the tablet missed 2, so we moved to the tablet with a paper backup. In the end she trained the other nurses on it herself.',
  },
  {
    id: 'conflict-good-1',
    questionId: 'en-conflict',
    language: 'en',
    band: 'good',
    split: 'tune',
    note: 'real case, no figures, short ending',
    transcript:
      'Once a colleague wanted to send a report to the client before we had checked the data, and I disagreed. I explained my concern and offered to check the main tables that afternoon. She agreed, I found a mistake in one table, and we sent a corrected report the next day.',
  },
  {
    id: 'conflict-good-2',
    questionId: 'en-conflict',
    language: 'en',
    band: 'good',
    split: 'tune',
    note: 'real case, process, vague result',
    transcript:
      'At my previous job my team lead and I disagreed about how to organise the warehouse shelves. I thought we should group items by how often they are picked. We talked it through, I showed him the pick lists, and we agreed to try my idea on two aisles first.',
  },
  {
    id: 'conflict-fair-1',
    questionId: 'en-conflict',
    language: 'en',
    band: 'fair',
    split: 'tune',
    note: 'general approach',
    transcript:
      'I think disagreements are normal at work. The best way is to communicate openly, respect the other person and focus on the goal of the team. Usually when people talk honestly they can find a good solution together.',
  },
  {
    id: 'conflict-low-1',
    questionId: 'en-conflict',
    language: 'en',
    band: 'low',
    split: 'tune',
    note: 'dodges the question',
    transcript:
      'To be honest I have never really had problems with anybody, I am a very easy going person. My strengths are that I am punctual, organised and I learn very fast. I also speak three languages and I have a driving licence.',
  },
  {
    id: 'conflict-short-1',
    questionId: 'en-conflict',
    language: 'en',
    band: 'insufficient',
    split: 'tune',
    note: 'too short',
    transcript: 'We talked and it was fine.',
  },
  {
    id: 'rec-strong-1',
    questionId: 'ar-reconciliation',
    language: 'ar',
    band: 'strong',
    split: 'tune',
    note: 'موقف كامل بأرقام ونتيجة',
    transcript:
      'في العام الماضي كنت محاسبًا في مصنع، وكان الفريق متأخرًا في التسوية البنكية لأربعة أشهر. طلب مني المدير المالي أن أنهي التأخير خلال شهر. قمت بتنزيل كشوف البنك ووضعتها في إكسل، ثم طابقت أكثر من 3000 حركة مع دفتر الأستاذ. واجهت مشكلة في التحويلات المجمعة لأنها تظهر في البنك كمبلغ واحد، فطلبت التفاصيل من البنك وقسمتها. النتيجة أننا أنهينا التسويات الأربع في ثلاثة أسابيع واكتشفنا 7 رسوم مكررة استرددناها.',
  },
  {
    id: 'rec-strong-2',
    questionId: 'ar-reconciliation',
    language: 'ar',
    band: 'strong',
    split: 'tune',
    note: 'مثال بخطوات وتحقق ونتيجة',
    transcript:
      'عندما انتقلت إلى شركة التجزئة كانت تسوية الحسابات تتم يدويًا وتأخذ خمسة أيام. كان الهدف تقليل الوقت دون أخطاء. صممت جدولًا في إكسل يطابق الحركات تلقائيًا حسب المرجع والمبلغ، وراجعت الفروقات المتبقية يدويًا. للتحقق من النتيجة قارنت رصيد الإقفال مع كشف البنك لثلاثة أشهر متتالية. في النهاية انخفض وقت التسوية إلى يوم واحد.',
  },
  {
    id: 'rec-good-1',
    questionId: 'ar-reconciliation',
    language: 'ar',
    band: 'good',
    split: 'tune',
    note: 'مثال بخطوات بلا أرقام',
    transcript:
      'في عملي الحالي أقوم بالتسوية البنكية لحساب الرواتب. أطابق كل تحويل في كشف البنك مع قائمة الرواتب، وإذا وجدت فرقًا أتواصل مع قسم الموارد البشرية. مرة اكتشفت أن موظفًا استلم راتبه مرتين فأبلغت المدير واسترجعنا المبلغ.',
  },
  {
    id: 'rec-fair-1',
    questionId: 'ar-reconciliation',
    language: 'ar',
    band: 'fair',
    split: 'tune',
    note: 'الخطوات العامة فقط',
    transcript:
      'التسوية البنكية تكون بمقارنة رصيد البنك مع رصيد الدفاتر، ثم نبحث عن الشيكات المعلقة والإيداعات في الطريق. بعد ذلك نعمل القيود اللازمة حتى يتساوى الرصيدان.',
  },
  {
    id: 'rec-low-1',
    questionId: 'ar-reconciliation',
    language: 'ar',
    band: 'low',
    split: 'tune',
    note: 'كلام عام عن النفس',
    transcript:
      'أنا خريج جامعة الملك سعود وحاصل على تقدير ممتاز، وأحب العمل الجماعي وأتعلم بسرعة. أتمنى أن تعطوني الفرصة لأثبت نفسي في شركتكم لأنها من أفضل الشركات.',
  },
  {
    id: 'rec-short-1',
    questionId: 'ar-reconciliation',
    language: 'ar',
    band: 'insufficient',
    split: 'tune',
    note: 'قصير جدًا',
    transcript: 'نعم قمت بها في عملي السابق.',
  },
  {
    id: 'cust-strong-1',
    questionId: 'ar-customer',
    language: 'ar',
    band: 'strong',
    split: 'tune',
    note: 'موقف حقيقي، خطوات، نتيجة بأرقام',
    transcript:
      'في رمضان الماضي كنت مشرفة في متجر ملابس، وجاءت عميلة غاضبة لأن طلبها تأخر عشرة أيام وكانت تحتاجه للعيد. كانت مهمتي أن أحل المشكلة دون أن نخسرها. استمعت لها واعتذرت، ثم اتصلت بشركة الشحن ووجدت أن الطلب عالق في المستودع. رتبت توصيله في اليوم التالي على حسابنا وأعطيتها خصمًا 20٪. في النهاية عادت العميلة واشترت مرتين بعد ذلك.',
  },
  {
    id: 'cust-good-1',
    questionId: 'ar-customer',
    language: 'ar',
    band: 'good',
    split: 'tune',
    note: 'موقف حقيقي بلا أرقام',
    transcript:
      'مرة اتصل عميل غاضب لأن الجهاز الذي اشتراه توقف عن العمل بعد أسبوع. استمعت له ثم طلبت رقم الطلب وتأكدت أن الجهاز ما زال في الضمان. رتبت له استبدال الجهاز، وانتهت المكالمة وهو راضٍ.',
  },
  {
    id: 'cust-good-2',
    questionId: 'ar-customer',
    language: 'ar',
    band: 'good',
    split: 'tune',
    note: 'موقف مع خطوات، النتيجة عامة',
    transcript:
      'في عملي في خدمة العملاء بالبنك جاء عميل غاضب لأن بطاقته أوقفت وهو مسافر. هدأته وشرحت له سبب الإيقاف، ثم تواصلت مع قسم البطاقات وفعلنا البطاقة بعد التحقق من هويته.',
  },
  {
    id: 'cust-fair-1',
    questionId: 'ar-customer',
    language: 'ar',
    band: 'fair',
    split: 'tune',
    note: 'نصائح عامة',
    transcript:
      'التعامل مع العميل الغاضب يحتاج إلى صبر. يجب الاستماع له وعدم مقاطعته، ثم الاعتذار وتقديم حل سريع. خدمة العملاء الجيدة تجعل العميل يعود مرة أخرى.',
  },
  {
    id: 'cust-low-1',
    questionId: 'ar-customer',
    language: 'ar',
    band: 'low',
    split: 'tune',
    note: 'لا يجيب عن السؤال',
    transcript:
      'أنا أحب الرياضة وأمارس كرة القدم مع أصدقائي كل أسبوع، وأحب أيضًا الطبخ ومشاهدة الأفلام. أعتقد أن الهوايات مهمة لصحة الإنسان.',
  },
  {
    id: 'cust-noise-1',
    questionId: 'ar-customer',
    language: 'ar',
    band: 'insufficient',
    split: 'tune',
    note: 'كلمة واحدة مكررة',
    transcript: 'نعم نعم نعم نعم نعم نعم نعم نعم نعم نعم نعم نعم نعم نعم نعم نعم',
  },
  {
    id: 'cust-english-1',
    questionId: 'ar-customer',
    language: 'ar',
    band: 'insufficient',
    split: 'tune',
    note: 'English answer to an Arabic question',
    transcript:
      'A customer was angry because his order was late, so I called the courier, found the parcel and gave him a discount, and he was happy in the end.',
  },
];

export const GOLDEN_INTERVIEW_ANSWERS: readonly GoldenInterviewAnswer[] = [...TEST, ...TUNE];
