/**
 * The personality report's words in both languages (issue #14, decisions 0060 and 0064): the web's report
 * page and the server's PDF read the same ones, so paper and screen say the same thing. Trait names and
 * meanings follow @bigfive-org/results; the levels, "at work" texts and type letters are ours (decision
 * 0060). `{{name}}`-style placeholders are filled as i18next fills them.
 */
import type { Locale } from './messages.ts';

const english = {
  report: {
    candidateTitle: 'Personality report: {{name}}',
    shortCaveat:
      'This result comes from the short scale (50 questions). It is a first picture: answering all 100 questions gives a finer one.',
    fullNote: 'This result comes from all 100 questions.',
    normsNote:
      'Scores are placed against the middle of the scale, not against other people: 50 means as much of the trait as not.',
    typeHeading: 'MBTI-style type',
    typeNote:
      'An MBTI-style shorthand for four of the five traits (after McCrae and Costa, 1989). It is not the Myers-Briggs Type Indicator.',
    domainsHeading: 'Your traits',
    domainsHeadingForRecruiter: 'Traits',
    stabilityMeaningForRecruiter:
      'How evenly they meet stress, setbacks and pressure: the reverse of the tendency to feel worry, anger or low mood.',
    score: '{{percent}} out of 100',
    raw: 'Raw score {{raw}} (possible {{min}} to {{max}})',
    atWork: 'At work',
    stabilityHeading: 'Emotional stability',
    stabilityNote: 'Reported on its own, not part of the type.',
    level: {
      low: 'Low',
      average: 'Middle',
      high: 'High',
    },
    answered: 'Completed {{date}}',
    facetsHeading: 'Facets',
    facetsNoteN: 'The facets of the opposite tendency: a higher score means more of each.',
  },
  domain: {
    O: {
      title: 'Openness to Experience',
      meaning:
        'Openness to Experience describes a dimension of cognitive style that distinguishes imaginative, creative people from down-to-earth, conventional people.',
    },
    C: {
      title: 'Conscientiousness',
      meaning: 'Conscientiousness concerns the way in which we control, regulate, and direct our impulses.',
    },
    E: {
      title: 'Extraversion',
      meaning: 'Extraversion is marked by pronounced engagement with the external world.',
    },
    A: {
      title: 'Agreeableness',
      meaning:
        'Agreeableness reflects individual differences in concern with cooperation and social harmony. Agreeable individuals value getting along with others.',
    },
    N: {
      title: 'Emotional stability',
      meaning:
        'How evenly you meet stress, setbacks and pressure: the reverse of the tendency to feel worry, anger or low mood.',
    },
  },
  work: {
    O: {
      low: 'You prefer proven methods and clear, practical tasks.',
      average: 'You balance new ideas with what already works.',
      high: 'You enjoy new ideas, change and problems without a set answer.',
    },
    C: {
      low: 'You work flexibly and like room to improvise; deadlines and structure help.',
      average: 'You plan where it matters and adapt where it does not.',
      high: 'You plan ahead, keep to commitments and finish what you start.',
    },
    E: {
      low: 'You do your best work with focus and quiet, and prefer few, deep conversations.',
      average: 'You are at ease both in team settings and working alone.',
      high: 'You draw energy from people and enjoy roles with much contact and talk.',
    },
    A: {
      low: 'You speak your mind and hold firm in negotiation and critique.',
      average: 'You cooperate readily and can also stand your ground.',
      high: 'You are helpful and considerate, and keep teams working together.',
    },
    N: {
      low: 'Pressure and setbacks weigh on you; a steady pace and clear expectations help.',
      average: 'You handle everyday pressure well; heavy strain can still unsettle you.',
      high: 'You stay calm and steady under pressure and recover quickly from setbacks.',
    },
  },
  /** The same "at work" texts for the company's recruiters, who read about the candidate, not to them. */
  workForRecruiter: {
    O: {
      low: 'They prefer proven methods and clear, practical tasks.',
      average: 'They balance new ideas with what already works.',
      high: 'They enjoy new ideas, change and problems without a set answer.',
    },
    C: {
      low: 'They work flexibly and like room to improvise; deadlines and structure help them.',
      average: 'They plan where it matters and adapt where it does not.',
      high: 'They plan ahead, keep to commitments and finish what they start.',
    },
    E: {
      low: 'They do their best work with focus and quiet, and prefer few, deep conversations.',
      average: 'They are at ease both in team settings and working alone.',
      high: 'They draw energy from people and enjoy roles with much contact and talk.',
    },
    A: {
      low: 'They speak their mind and hold firm in negotiation and critique.',
      average: 'They cooperate readily and can also stand their ground.',
      high: 'They are helpful and considerate, and keep teams working together.',
    },
    N: {
      low: 'Pressure and setbacks weigh on them; a steady pace and clear expectations help.',
      average: 'They handle everyday pressure well; heavy strain can still unsettle them.',
      high: 'They stay calm and steady under pressure and recover quickly from setbacks.',
    },
  },
  /** IPIP-NEO facet names by domain and number, as @bigfive-org/results numbers them (O6 is not asked: decision 0058). */
  facet: {
    N: { 1: 'Anxiety', 2: 'Anger', 3: 'Depression', 4: 'Self-consciousness', 5: 'Immoderation', 6: 'Vulnerability' },
    E: {
      1: 'Friendliness',
      2: 'Gregariousness',
      3: 'Assertiveness',
      4: 'Activity level',
      5: 'Excitement-seeking',
      6: 'Cheerfulness',
    },
    O: {
      1: 'Imagination',
      2: 'Artistic interests',
      3: 'Emotionality',
      4: 'Adventurousness',
      5: 'Intellect',
      6: 'Liberalism',
    },
    A: { 1: 'Trust', 2: 'Morality', 3: 'Altruism', 4: 'Cooperation', 5: 'Modesty', 6: 'Sympathy' },
    C: {
      1: 'Self-efficacy',
      2: 'Orderliness',
      3: 'Dutifulness',
      4: 'Achievement-striving',
      5: 'Self-discipline',
      6: 'Cautiousness',
    },
  } as Record<'N' | 'E' | 'O' | 'A' | 'C', Record<number, string>>,
  letter: {
    E: 'E: draws energy from people',
    I: 'I: draws energy from quiet focus',
    N: 'N: drawn to ideas and the new',
    S: 'S: prefers the concrete and familiar',
    F: 'F: leads with warmth and harmony',
    T: 'T: leads with logic and directness',
    J: 'J: planned and organised',
    P: 'P: flexible and spontaneous',
    X: 'X: balanced between the two',
  },
};

const arabic: typeof english = {
  report: {
    candidateTitle: 'تقرير الشخصية: {{name}}',
    shortCaveat:
      'هذه النتيجة من المقياس المختصر (50 سؤالًا). إنها صورة أولى: الإجابة عن الأسئلة المئة كلها تعطي صورة أدق.',
    fullNote: 'هذه النتيجة من الأسئلة المئة كلها.',
    normsNote: 'تُقاس الدرجات بالنسبة إلى منتصف المقياس لا بالمقارنة مع الآخرين: 50 تعني أن السمة حاضرة بقدر غيابها.',
    typeHeading: 'النمط على طريقة MBTI',
    typeNote:
      'اختصار على طريقة MBTI لأربع من السمات الخمس (وفق ماكراي وكوستا، 1989). وهو ليس مؤشر مايرز-بريغز للأنماط.',
    domainsHeading: 'سماتك',
    domainsHeadingForRecruiter: 'السمات',
    stabilityMeaningForRecruiter: 'مدى الهدوء أمام الضغط والانتكاسات: عكس الميل إلى الشعور بالقلق أو الغضب أو الحزن.',
    score: '{{percent}} من 100',
    raw: 'الدرجة الخام {{raw}} (من {{min}} إلى {{max}})',
    atWork: 'في العمل',
    stabilityHeading: 'الاتزان الانفعالي',
    stabilityNote: 'يُعرض وحده، وليس جزءًا من النمط.',
    level: {
      low: 'منخفض',
      average: 'متوسط',
      high: 'مرتفع',
    },
    answered: 'اكتمل في {{date}}',
    facetsHeading: 'الجوانب',
    facetsNoteN: 'جوانب النزعة المقابلة: الدرجة الأعلى تعني قدرًا أكبر من كل منها.',
  },
  domain: {
    O: {
      title: 'الانفتاح',
      meaning:
        'الانفتاح أو الانفتاح على التجارب هو السمة التي تميّز أصحاب الخيال والإبداع عن غير الخياليين والتقليديين.',
    },
    C: {
      title: 'اليقظة/التفاني',
      meaning: 'سمة اليقظة/التفاني تقيس تحكمنا وضبطنا وتوجيهنا لدوافعنا.',
    },
    E: {
      title: 'الانبساطية',
      meaning: 'سمة الانبساطية تصف التفاعل البائن مع العالم الخارجي.',
    },
    A: {
      title: 'المسايرة',
      meaning:
        'درجات المسايرة المختلفة تبيّن اختلاف الأفراد من نواحي التعاون والوئام الاجتماعي. الأفراد المسايرون يهمهم أن يكونوا على وفاق مع الآخرين.',
    },
    N: {
      title: 'الاتزان الانفعالي',
      meaning: 'مدى هدوئك أمام الضغط والانتكاسات: عكس الميل إلى الشعور بالقلق أو الغضب أو الحزن.',
    },
  },
  work: {
    O: {
      low: 'تفضّل الأساليب المجرّبة والمهام الواضحة العملية.',
      average: 'توازن بين الأفكار الجديدة وما أثبت نجاحه.',
      high: 'تستمتع بالأفكار الجديدة والتغيير والمشكلات التي ليس لها حل جاهز.',
    },
    C: {
      low: 'تعمل بمرونة وتحب مساحة للارتجال؛ المواعيد والتنظيم الواضح يساعدانك.',
      average: 'تخطط حيث يلزم وتتكيّف حيث لا يلزم.',
      high: 'تخطط مسبقًا وتفي بالتزاماتك وتُنهي ما تبدأه.',
    },
    E: {
      low: 'تقدّم أفضل ما لديك بالتركيز والهدوء، وتفضّل أحاديث قليلة وعميقة.',
      average: 'ترتاح في العمل ضمن فريق وفي العمل وحدك.',
      high: 'تستمد طاقتك من الناس وتستمتع بالأدوار الكثيرة التواصل والحديث.',
    },
    A: {
      low: 'تقول رأيك بصراحة وتثبت في التفاوض والنقد.',
      average: 'تتعاون بسهولة وتستطيع أيضًا التمسك بموقفك.',
      high: 'أنت متعاون ومراعٍ للآخرين، وتحافظ على تماسك الفريق.',
    },
    N: {
      low: 'يثقل عليك الضغط والانتكاسات؛ تساعدك وتيرة ثابتة وتوقعات واضحة.',
      average: 'تتعامل جيدًا مع ضغط العمل اليومي، وقد يربكك الضغط الشديد.',
      high: 'تبقى هادئًا ومتزنًا تحت الضغط وتتعافى سريعًا من الانتكاسات.',
    },
  },
  // Nouns rather than verbs: an Arabic verb would have to guess the candidate's gender.
  workForRecruiter: {
    O: {
      low: 'تفضيل الأساليب المجرّبة والمهام الواضحة العملية.',
      average: 'الموازنة بين الأفكار الجديدة وما أثبت نجاحه.',
      high: 'الاستمتاع بالأفكار الجديدة والتغيير والمشكلات التي ليس لها حل جاهز.',
    },
    C: {
      low: 'العمل بمرونة مع حب مساحة للارتجال؛ وتفيد المواعيد والتنظيم الواضح.',
      average: 'التخطيط حيث يلزم والتكيّف حيث لا يلزم.',
      high: 'التخطيط المسبق والوفاء بالالتزامات وإنهاء ما يبدأ من عمل.',
    },
    E: {
      low: 'أفضل أداء مع التركيز والهدوء، وتفضيل أحاديث قليلة وعميقة.',
      average: 'الارتياح في العمل ضمن فريق وفي العمل على انفراد.',
      high: 'استمداد الطاقة من الناس والاستمتاع بالأدوار الكثيرة التواصل والحديث.',
    },
    A: {
      low: 'قول الرأي بصراحة والثبات في التفاوض والنقد.',
      average: 'التعاون بسهولة مع القدرة على التمسك بالموقف.',
      high: 'التعاون ومراعاة الآخرين والمحافظة على تماسك الفريق.',
    },
    N: {
      low: 'تأثّر واضح بالضغط والانتكاسات؛ تفيد وتيرة ثابتة وتوقعات واضحة.',
      average: 'تعامل جيد مع ضغط العمل اليومي، مع احتمال الارتباك تحت الضغط الشديد.',
      high: 'الهدوء والاتزان تحت الضغط والتعافي السريع من الانتكاسات.',
    },
  },
  facet: {
    N: { 1: 'القلق', 2: 'الغضب', 3: 'الاكتئاب', 4: 'الخجل', 5: 'الإفراط', 6: 'سرعة التأثر' },
    E: { 1: 'الودّ', 2: 'حب الاجتماع', 3: 'الحزم', 4: 'مستوى النشاط', 5: 'البحث عن الإثارة', 6: 'البهجة' },
    O: { 1: 'الخيال', 2: 'الاهتمامات الفنية', 3: 'العاطفية', 4: 'حب المغامرة', 5: 'الفكر', 6: 'التحرر' },
    A: { 1: 'الثقة', 2: 'الأخلاق', 3: 'الإيثار', 4: 'التعاون', 5: 'التواضع', 6: 'التعاطف' },
    C: {
      1: 'الكفاءة الذاتية',
      2: 'النظام',
      3: 'الإحساس بالواجب',
      4: 'السعي إلى الإنجاز',
      5: 'الانضباط الذاتي',
      6: 'الحذر',
    },
  },
  letter: {
    E: 'E: يستمد طاقته من الناس',
    I: 'I: يستمد طاقته من التركيز الهادئ',
    N: 'N: منجذب إلى الأفكار والجديد',
    S: 'S: يفضّل الملموس والمألوف',
    F: 'F: يقدّم الود والوئام',
    T: 'T: يقدّم المنطق والصراحة',
    J: 'J: مخطِّط ومنظَّم',
    P: 'P: مرن وتلقائي',
    X: 'X: متوازن بين الطرفين',
  },
};

export type PersonalityReportWords = typeof english;
export const PERSONALITY_REPORT_WORDS: Record<Locale, PersonalityReportWords> = { en: english, ar: arabic };

/** Fills `{{key}}` placeholders, as i18next does on the web. */
export function fillWords(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(values[key] ?? whole));
}
