/**
 * The wording of composed interview questions and their rubrics, in English and Arabic (decision 0037).
 * `{skill}`, `{skills}`, `{category}` and `{title}` are filled from the job. A rubric says what a strong
 * answer shows, in terms an interviewer (or the AI interview's evaluation) can check against an answer.
 */
export type Locale = 'en' | 'ar';

export interface Template {
  question: Record<Locale, string>;
  rubric: Record<Locale, string>;
}

export function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const t = (question: Record<Locale, string>, rubric: Record<Locale, string>): Template => ({ question, rubric });

const skill = {
  programming: [
    t(
      {
        en: 'Walk us through a piece of {skill} code you wrote recently that you are proud of. What did it do, and how did you make sure it was correct and easy to maintain?',
        ar: 'حدّثنا عن شيفرة كتبتها مؤخرًا بلغة {skill} وتفخر بها. ماذا كانت تفعل، وكيف تأكدت من صحتها وسهولة صيانتها؟',
      },
      {
        en: 'Explains the problem and the design choices; uses the idioms of {skill} rather than working around them; mentions tests, code review or measurement; says what they would improve.',
        ar: 'يشرح المشكلة وخيارات التصميم؛ يستخدم أساليب {skill} المعتادة بدل الالتفاف عليها؛ يذكر الاختبارات أو مراجعة الشيفرة أو القياس؛ ويقول ما الذي كان سيحسّنه.',
      },
    ),
    t(
      {
        en: 'What mistakes do people new to {skill} often make, and how do you avoid them in your own code?',
        ar: 'ما الأخطاء التي يقع فيها المبتدئون في {skill} عادةً، وكيف تتجنبها في شيفرتك؟',
      },
      {
        en: 'Names specific pitfalls of {skill} (types, memory, concurrency, error handling, as they apply), explains why they happen and the practice or tooling that prevents them.',
        ar: 'يسمّي مزالق محددة في {skill} (الأنواع أو الذاكرة أو التزامن أو معالجة الأخطاء بحسب اللغة)، ويشرح سبب حدوثها والممارسة أو الأداة التي تمنعها.',
      },
    ),
  ],
  tool: [
    t(
      {
        en: 'Describe a task you completed with {skill} from start to finish. Why was {skill} the right tool, and what did you set up or configure yourself?',
        ar: 'صف مهمة أنجزتها باستخدام {skill} من البداية إلى النهاية. لماذا كانت {skill} الأداة المناسبة، وما الذي أعددته أو ضبطته بنفسك؟',
      },
      {
        en: 'Describes a real task and their own part in it; knows the features of {skill} they used and why; mentions the setup, a limit they met and how they worked around it; a result that can be checked.',
        ar: 'يصف مهمة حقيقية ودوره فيها؛ يعرف ميزات {skill} التي استخدمها وسبب اختيارها؛ يذكر الإعداد وحدًّا واجهه وكيف تجاوزه؛ ونتيجة يمكن التحقق منها.',
      },
    ),
    t(
      {
        en: 'If a new colleague had one week to become productive with {skill}, what would you teach them first, and why?',
        ar: 'لو كان أمام زميل جديد أسبوع واحد ليصبح منتجًا في {skill}، فما الذي ستعلّمه إياه أولًا، ولماذا؟',
      },
      {
        en: 'Orders the essentials of {skill} sensibly, separates everyday features from advanced ones, shares practical shortcuts and common traps; shows command of the tool beyond the basics.',
        ar: 'يرتّب أساسيات {skill} ترتيبًا معقولًا، ويفصل بين الميزات اليومية والمتقدمة، ويشارك اختصارات عملية وأخطاء شائعة؛ ويُظهر تمكّنًا من الأداة يتجاوز الأساسيات.',
      },
    ),
  ],
  technical: [
    t(
      {
        en: 'Tell us about a piece of work where you applied {skill}. What were the steps, what went wrong along the way, and how did you know the result was good?',
        ar: 'حدّثنا عن عمل طبّقت فيه {skill}. ما الخطوات التي اتبعتها، وما الذي لم يسر كما يجب، وكيف عرفت أن النتيجة جيدة؟',
      },
      {
        en: 'Gives a concrete example and their own role in it; describes a sound method for {skill} step by step; names a problem met and how it was solved; says how the quality of the result was checked.',
        ar: 'يقدّم مثالًا محددًا ودوره فيه؛ يصف خطوة بخطوة طريقة سليمة في {skill}؛ يسمّي مشكلة واجهها وكيف حلّها؛ ويذكر كيف تحقق من جودة النتيجة.',
      },
    ),
    t(
      {
        en: 'How do you keep your skills in {skill} up to standard, and what has changed in how it is done since you started?',
        ar: 'كيف تحافظ على مستواك في {skill}، وما الذي تغيّر في طريقة ممارستها منذ أن بدأت؟',
      },
      {
        en: 'Knows current practice and standards in {category}; gives an example of a change they adopted and why; shows habits of learning (courses, peers, reading) rather than general claims.',
        ar: 'يعرف الممارسات والمعايير الحالية في مجال {category}؛ يذكر مثالًا على تغيير تبنّاه وسببه؛ ويُظهر عادات تعلّم فعلية (دورات، زملاء، قراءة) لا ادعاءات عامة.',
      },
    ),
  ],
  knowledge: [
    t(
      {
        en: 'Which parts of {skill} come up most often in this role, and how did you apply one of them to a real case?',
        ar: 'ما أكثر جوانب {skill} حضورًا في هذا الدور، وكيف طبّقت أحدها على حالة حقيقية؟',
      },
      {
        en: 'States the relevant rules of {skill} accurately, picks those that matter in this role, applies one to a concrete case and explains the outcome; knows where to check when unsure.',
        ar: 'يذكر قواعد {skill} ذات الصلة بدقة، ويختار ما يهم منها في هذا الدور، ويطبّق إحداها على حالة محددة ويشرح النتيجة؛ ويعرف أين يتحقق عند الشك.',
      },
    ),
    t(
      {
        en: 'Explain a point of {skill} that people often get wrong, as you would explain it to a new colleague.',
        ar: 'اشرح نقطة في {skill} يخطئ فيها كثيرون، كما كنت ستشرحها لزميل جديد.',
      },
      {
        en: 'Explains the point correctly and simply, with an example; shows why the mistake happens and what it costs when it does.',
        ar: 'يشرح النقطة بصورة صحيحة وبسيطة مع مثال؛ ويبيّن سبب الخطأ وما يترتب عليه حين يقع.',
      },
    ),
  ],
  certification: [
    t(
      {
        en: 'This role asks for {skill}. Which part of what it covers have you used most at work, and on what occasion?',
        ar: 'يتطلب هذا الدور {skill}. أي جزء مما تغطيه استخدمته أكثر في عملك، وفي أي مناسبة؟',
      },
      {
        en: 'Holds {skill} or says plainly how close they are to it (awarding body, date, renewal); links what it covers to real work with an example; shows practice beyond passing the exam.',
        ar: 'يحمل {skill} أو يوضح بصراحة مدى قربه منها (الجهة المانحة، التاريخ، التجديد)؛ يربط محتواها بعمل حقيقي بمثال؛ ويُظهر ممارسة تتجاوز اجتياز الاختبار.',
      },
    ),
    t(
      {
        en: 'How do you keep {skill} current, and what did you change in your work because of it?',
        ar: 'كيف تحافظ على سريان {skill}، وما الذي غيّرته في عملك بسببها؟',
      },
      {
        en: 'Knows the renewal or continuing-education rules of {skill}; names recent learning; gives a concrete change in their practice that came from it.',
        ar: 'يعرف شروط تجديد {skill} أو التعليم المستمر المطلوب لها؛ يذكر تعلّمًا حديثًا؛ ويعطي مثالًا محددًا على تغيير في ممارسته نتج عنه.',
      },
    ),
  ],
  language: [
    t(
      {
        en: 'Part of this role is done in {skill}. Please describe, in {skill}, a recent task from your work and who it was for.',
        ar: 'جزء من هذا الدور يتم ب{skill}. صف لنا ب{skill} مهمة حديثة من عملك ولمن أنجزتها.',
      },
      {
        en: 'Answers in {skill} fluently and accurately, with the vocabulary of the field; is understood without effort; adapts the register to the listener.',
        ar: 'يجيب ب{skill} بطلاقة ودقة وبمفردات المجال؛ يُفهم كلامه دون عناء؛ ويكيّف أسلوبه مع المستمع.',
      },
    ),
  ],
  translation: [
    t(
      {
        en: 'In {skill} work, how do you handle a term that has no exact equivalent in the other language? Give an example from your own work.',
        ar: 'في عمل {skill}، كيف تتعامل مع مصطلح لا مقابل دقيقًا له في اللغة الأخرى؟ أعطنا مثالًا من عملك.',
      },
      {
        en: 'Keeps meaning, register and terminology; explains the choice made for the difficult term with a real example; mentions checks such as glossaries, style guides or a second reader.',
        ar: 'يحافظ على المعنى والأسلوب والمصطلح؛ يشرح الخيار الذي اتخذه للمصطلح الصعب بمثال حقيقي؛ ويذكر وسائل التحقق كالمسارد وأدلة الأسلوب أو مراجعة قارئ ثانٍ.',
      },
    ),
  ],
  soft: [
    t(
      {
        en: 'Tell us about a time when your {skill} made a difference at work. What was the situation, what did you do, and what happened?',
        ar: 'حدّثنا عن موقف في العمل أحدثت فيه مهارتك في {skill} فرقًا. ما الموقف، وماذا فعلت، وما الذي حدث؟',
      },
      {
        en: 'A specific past situation, not a general claim: the situation, their own action and the result; the action clearly shows {skill}; reflects on what they learnt.',
        ar: 'موقف سابق محدد لا ادعاء عام: الموقف، وما فعله هو بنفسه، والنتيجة؛ يُظهر تصرفه مهارة {skill} بوضوح؛ ويتأمل فيما تعلّمه.',
      },
    ),
    t(
      {
        en: 'Describe a situation where {skill} did not come easily to you. What did you do, and what would you do differently now?',
        ar: 'صف موقفًا لم تكن فيه {skill} سهلة عليك. ماذا فعلت، وما الذي ستفعله بشكل مختلف الآن؟',
      },
      {
        en: 'Is honest about a real difficulty; describes concrete steps taken; shows what they changed afterwards, with evidence of {skill} improving.',
        ar: 'يتحدث بصدق عن صعوبة حقيقية؛ يصف خطوات محددة اتخذها؛ ويبيّن ما غيّره بعدها مع دليل على تحسّن {skill} لديه.',
      },
    ),
  ],
} satisfies Record<string, Template[]>;

export const TEMPLATES = {
  skill,
  breadth: t(
    {
      en: 'This role also calls for {skills}. Which of these have you used most, and in what work?',
      ar: 'يتطلب هذا الدور أيضًا {skills}. أيّها استخدمت أكثر، وفي أي عمل؟',
    },
    {
      en: 'Gives honest, specific evidence for each skill named; distinguishes where their experience is deep from where it is light; says how they would close a gap.',
      ar: 'يقدّم دليلًا صادقًا ومحددًا لكل مهارة مذكورة؛ يميّز بين ما لديه فيه خبرة عميقة وما خبرته فيه محدودة؛ ويقول كيف سيسد النقص.',
    },
  ),
  roleCore: t(
    {
      en: 'What are the core tasks of the {title} role, and which one do you do best? Give an example.',
      ar: 'ما المهام الأساسية في دور {title}، وأيها تتقنه أكثر؟ أعطنا مثالًا.',
    },
    {
      en: 'Describes the role accurately; backs the task they do best with a concrete example and its result; is candid about what they do less well.',
      ar: 'يصف الدور بدقة؛ يدعم المهمة التي يتقنها بمثال محدد ونتيجته؛ ويتحدث بصراحة عمّا يتقنه أقل.',
    },
  ),
  experience: {
    junior: t(
      {
        en: 'Tell us about something you had to learn quickly for a course, an internship or a job. How did you go about it, and how did you know you had learnt it?',
        ar: 'حدّثنا عن شيء اضطررت إلى تعلّمه بسرعة في دراسة أو تدريب أو عمل. كيف فعلت ذلك، وكيف عرفت أنك تعلّمته؟',
      },
      {
        en: 'A concrete example; a deliberate way of learning (sources, practice, asking for help); evidence that it worked; eagerness to learn what this role needs.',
        ar: 'مثال محدد؛ طريقة تعلّم مقصودة (مصادر، تمرين، طلب المساعدة)؛ دليل على نجاحها؛ وحرص على تعلّم ما يحتاجه هذا الدور.',
      },
    ),
    mid: t(
      {
        en: 'Of the work you have done closest to the {title} role, what are you proudest of? What was your own part, and what made it a success?',
        ar: 'من بين أعمالك الأقرب إلى دور {title}، ما العمل الذي تفخر به أكثر؟ ما دورك أنت فيه، وما الذي جعله ناجحًا؟',
      },
      {
        en: 'Separates their own contribution from the team’s; explains the decisions they made and why; gives a result that can be measured or checked.',
        ar: 'يميّز إسهامه الشخصي عن إسهام الفريق؛ يشرح القرارات التي اتخذها وأسبابها؛ ويقدّم نتيجة يمكن قياسها أو التحقق منها.',
      },
    ),
    senior: t(
      {
        en: 'Tell us about a time you led or mentored others in work like the {title} role. How did you help them grow, and what came of it?',
        ar: 'حدّثنا عن مرة قدت فيها آخرين أو وجّهتهم في عمل يشبه دور {title}. كيف ساعدتهم على التطور، وما الذي نتج عن ذلك؟',
      },
      {
        en: 'A specific example of guiding people; concrete actions such as feedback, delegation and setting an example; an outcome for the people and the work; awareness of their own leadership style.',
        ar: 'مثال محدد على توجيه الآخرين؛ أفعال ملموسة كالتغذية الراجعة والتفويض والقدوة؛ نتيجة على الأشخاص والعمل؛ ووعي بأسلوبه في القيادة.',
      },
    ),
  },
  disagreement: t(
    {
      en: 'Describe a time you disagreed with a colleague or a manager about how to do the work. How did you handle it, and how did it end?',
      ar: 'صف مرة اختلفت فيها مع زميل أو مدير حول طريقة أداء العمل. كيف تعاملت مع الخلاف، وكيف انتهى؟',
    },
    {
      en: 'Handles the disagreement with respect and facts; listens to the other view; reaches a decision and keeps the working relationship; says what they learnt.',
      ar: 'يتعامل مع الخلاف باحترام وبالحقائق؛ يستمع إلى الرأي الآخر؛ يصل إلى قرار ويحافظ على علاقة العمل؛ ويذكر ما تعلّمه.',
    },
  ),
  mistake: t(
    {
      en: 'Tell us about a mistake you made at work. How did you find it, what did you do about it, and what did you change afterwards?',
      ar: 'حدّثنا عن خطأ ارتكبته في العمل. كيف اكتشفته، وماذا فعلت حياله، وما الذي غيّرته بعده؟',
    },
    {
      en: 'Owns the mistake without blaming others; acted quickly to limit its effect and told those concerned; changed a habit or a process so it would not happen again.',
      ar: 'يتحمل مسؤولية الخطأ دون لوم الآخرين؛ تصرّف بسرعة للحد من أثره وأبلغ المعنيين؛ وغيّر عادة أو إجراءً حتى لا يتكرر.',
    },
  ),
  feedback: t(
    {
      en: 'Tell us about feedback you received that changed the way you work. What was it, and what did you do differently afterwards?',
      ar: 'حدّثنا عن ملاحظة تلقيتها غيّرت طريقة عملك. ما هي، وما الذي فعلته بشكل مختلف بعدها؟',
    },
    {
      en: 'Recalls specific feedback without getting defensive; explains what they understood from it; gives a concrete, lasting change in their work and its effect.',
      ar: 'يتذكر ملاحظة محددة دون أن يتخذ موقفًا دفاعيًا؛ يشرح ما فهمه منها؛ ويذكر تغييرًا ملموسًا ودائمًا في عمله وأثره.',
    },
  ),
  priorities: t(
    {
      en: 'Two urgent requests from different managers reach you on the same morning, and you cannot finish both by the deadline. What do you do?',
      ar: 'يصلك في الصباح نفسه طلبان عاجلان من مديرين مختلفين، ولا يمكنك إنجاز الاثنين في الموعد. ماذا تفعل؟',
    },
    {
      en: 'Clarifies the real deadlines and the impact of each request; raises the conflict early with both managers instead of choosing silently; proposes a plan and keeps everyone informed.',
      ar: 'يستوضح المواعيد الحقيقية وأثر كل طلب؛ يطرح التعارض مبكرًا مع المديرين بدل أن يختار بصمت؛ يقترح خطة ويُبقي الجميع على اطلاع.',
    },
  ),
  firstMonth: t(
    {
      en: 'In your first month in the {title} role, you are asked to deliver urgent work that depends on {skill} while your manager is away. How do you plan it, and whom do you involve?',
      ar: 'في شهرك الأول في دور {title}، طُلب منك إنجاز عمل عاجل يعتمد على {skill} في غياب مديرك. كيف تخطط له، ومن تُشرك فيه؟',
    },
    {
      en: 'Clarifies the goal and the deadline, breaks the work into steps, applies {skill} soundly, finds who can help or decide, raises risks early and keeps the people concerned informed.',
      ar: 'يستوضح الهدف والموعد، يقسّم العمل إلى خطوات، يطبّق {skill} تطبيقًا سليمًا، يعرف من يمكنه المساعدة أو اتخاذ القرار، ينبّه إلى المخاطر مبكرًا ويُبقي المعنيين على اطلاع.',
    },
  ),
  /** By the occupation's main interest area (the first letter of its Holland code). */
  interest: {
    R: t(
      {
        en: 'Equipment or material you rely on fails in the middle of an urgent job. What do you do in the first hour?',
        ar: 'تعطّلت معدة أو مادة تعتمد عليها في منتصف عمل عاجل. ماذا تفعل في الساعة الأولى؟',
      },
      {
        en: 'Puts safety first (stops, isolates, secures the area); reports the fault through the right channel; finds a safe workaround or reschedules; records what happened so it can be prevented.',
        ar: 'يضع السلامة أولًا (يوقف العمل ويعزل ويؤمّن المكان)؛ يبلّغ عن العطل عبر القناة الصحيحة؛ يجد بديلًا آمنًا أو يعيد الجدولة؛ ويوثّق ما حدث لمنع تكراره.',
      },
    ),
    I: t(
      {
        en: 'You are asked for a conclusion by tomorrow, but the data you have is incomplete and partly contradictory. How do you proceed?',
        ar: 'طُلب منك استنتاج بحلول الغد، لكن البيانات المتاحة ناقصة ومتناقضة جزئيًا. كيف تتصرف؟',
      },
      {
        en: 'Clarifies the question that matters; checks the data’s quality and sources; states assumptions and how sure the conclusion is; delivers on time with the caveats and a plan to confirm.',
        ar: 'يستوضح السؤال المهم؛ يفحص جودة البيانات ومصادرها؛ يصرّح بافتراضاته ومدى ثقته بالاستنتاج؛ ويسلّم في الموعد مع التحفظات وخطة للتأكد.',
      },
    ),
    A: t(
      {
        en: 'Late in a project, a client rejects your work with vague feedback such as “it does not feel right”. What do you do?',
        ar: 'في مرحلة متأخرة من مشروع، رفض عميل عملك بملاحظة غامضة مثل «لا أشعر أنه مناسب». ماذا تفعل؟',
      },
      {
        en: 'Stays open rather than defensive; asks questions and shows options to turn vague feedback into concrete changes; agrees scope and time; protects the quality of the work.',
        ar: 'يبقى منفتحًا لا دفاعيًا؛ يطرح أسئلة ويعرض خيارات ليحوّل الملاحظة الغامضة إلى تعديلات محددة؛ يتفق على النطاق والوقت؛ ويحافظ على جودة العمل.',
      },
    ),
    S: t(
      {
        en: 'Someone you serve (a client, a patient or a learner) is upset and blames you for a problem you did not cause. How do you handle the conversation?',
        ar: 'شخص تخدمه (عميل أو مريض أو متعلّم) منزعج ويلومك على مشكلة لم تتسبب بها. كيف تدير الحديث معه؟',
      },
      {
        en: 'Stays calm and listens; acknowledges the feelings without blaming others; finds out what is needed and solves it or takes it to the right person; follows up afterwards.',
        ar: 'يحافظ على هدوئه ويستمع؛ يقدّر مشاعر الشخص دون لوم الآخرين؛ يعرف ما المطلوب فيحلّه أو يحيله إلى الشخص المناسب؛ ويتابع بعد ذلك.',
      },
    ),
    E: t(
      {
        en: 'An important stakeholder opposes a change you believe is right for the business. How would you win their support?',
        ar: 'يعارض صاحب مصلحة مهم تغييرًا تراه صائبًا للعمل. كيف تكسب تأييده؟',
      },
      {
        en: 'Seeks to understand the objection first; builds the case with evidence and the stakeholder’s own goals; is ready to adapt the proposal; knows when and how to escalate.',
        ar: 'يسعى أولًا إلى فهم الاعتراض؛ يبني حجته بالأدلة وبأهداف صاحب المصلحة نفسه؛ مستعد لتعديل المقترح؛ ويعرف متى وكيف يصعّد الأمر.',
      },
    ),
    C: t(
      {
        en: 'Just before a deadline, you find an error in figures or records you have already sent to others. What do you do?',
        ar: 'قبيل موعد التسليم، اكتشفت خطأً في أرقام أو سجلات سبق أن أرسلتها إلى آخرين. ماذا تفعل؟',
      },
      {
        en: 'Tells those affected promptly and honestly; corrects the error and checks for others like it; says what the error changes; fixes the cause in the process.',
        ar: 'يُبلغ المتأثرين فورًا وبصدق؛ يصحّح الخطأ ويتحقق من وجود أخطاء مماثلة؛ يوضح ما يغيّره الخطأ؛ ويعالج سببه في الإجراء.',
      },
    ),
  },
};
