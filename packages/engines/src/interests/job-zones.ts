/**
 * O*NET's five job zones (issue #14; decision 0061), in our words in English and Arabic: how much
 * preparation an occupation takes. Experience and education follow O*NET's zone definitions (and the
 * catalogue's JOB_ZONE_EXPERIENCE_YEARS and JOB_ZONE_EDUCATION); the examples are everyday jobs of the zone.
 */
import type { JobZoneInfo } from '@masar/shared/interests';

type Text = { en: string; ar: string };
export interface JobZoneText {
  zone: 1 | 2 | 3 | 4 | 5;
  title: Text;
  preparation: Text;
  experience: Text;
  education: Text;
  examples: Text;
}

export const JOB_ZONE_TEXTS: readonly JobZoneText[] = [
  {
    zone: 1,
    title: { en: 'Little or no preparation needed', ar: 'إعداد قليل أو لا إعداد' },
    preparation: {
      en: 'A few days to a few months of training on the job, alongside someone who knows the work.',
      ar: 'تدريب في أثناء العمل من بضعة أيام إلى بضعة أشهر، بجانب شخص يتقن العمل.',
    },
    experience: { en: 'Little or none: anyone can start.', ar: 'قليلة أو لا خبرة: يمكن لأي شخص أن يبدأ.' },
    education: { en: 'Some of these jobs ask for secondary school; many do not.', ar: 'بعض هذه الوظائف تطلب الشهادة الثانوية، وكثير منها لا يطلبها.' },
    examples: {
      en: 'Kitchen helpers, cleaners, farm workers, car washers, warehouse loaders.',
      ar: 'مساعدو المطابخ، عمال النظافة، العمال الزراعيون، عمال غسيل السيارات، عمال التحميل في المستودعات.',
    },
  },
  {
    zone: 2,
    title: { en: 'Some preparation needed', ar: 'بعض الإعداد' },
    preparation: {
      en: 'A few months to a year of working with experienced people.',
      ar: 'من بضعة أشهر إلى سنة من العمل مع أشخاص ذوي خبرة.',
    },
    experience: {
      en: 'Some earlier work experience helps (up to about a year).',
      ar: 'تفيد بعض الخبرة السابقة في العمل (حتى سنة تقريبًا).',
    },
    education: { en: 'Usually secondary school.', ar: 'الشهادة الثانوية عادةً.' },
    examples: {
      en: 'Cashiers, drivers, receptionists, security guards, customer service agents.',
      ar: 'أمناء الصناديق، السائقون، موظفو الاستقبال، حراس الأمن، موظفو خدمة العملاء.',
    },
  },
  {
    zone: 3,
    title: { en: 'Medium preparation needed', ar: 'إعداد متوسط' },
    preparation: {
      en: 'One or two years of training, in a vocational programme or on the job.',
      ar: 'سنة أو سنتان من التدريب، في برنامج مهني أو في أثناء العمل.',
    },
    experience: {
      en: 'Earlier work experience is usually needed (about one to two years).',
      ar: 'تلزم عادةً خبرة عمل سابقة (سنة إلى سنتين تقريبًا).',
    },
    education: {
      en: 'Vocational training, a diploma or an associate degree.',
      ar: 'تدريب مهني أو دبلوم أو درجة جامعية متوسطة.',
    },
    examples: {
      en: 'Electricians, medical assistants, bookkeepers, chefs, dental hygienists.',
      ar: 'الكهربائيون، المساعدون الطبيون، مسكو الدفاتر، الطهاة، أخصائيو صحة الفم والأسنان.',
    },
  },
  {
    zone: 4,
    title: { en: 'Considerable preparation needed', ar: 'إعداد كبير' },
    preparation: {
      en: 'Several years of work-related study and training.',
      ar: 'عدة سنوات من الدراسة والتدريب المرتبطين بالعمل.',
    },
    experience: {
      en: 'A good amount of experience is needed (about two to four years).',
      ar: 'تلزم خبرة جيدة (من سنتين إلى أربع سنوات تقريبًا).',
    },
    education: { en: "Usually a bachelor's degree.", ar: 'درجة البكالوريوس عادةً.' },
    examples: {
      en: 'Accountants, teachers, software developers, civil engineers, registered nurses.',
      ar: 'المحاسبون، المعلمون، مطورو البرمجيات، المهندسون المدنيون، الممرضون المسجلون.',
    },
  },
  {
    zone: 5,
    title: { en: 'Extensive preparation needed', ar: 'إعداد واسع' },
    preparation: {
      en: 'Many years of study and training, often with a licence or a professional qualification.',
      ar: 'سنوات طويلة من الدراسة والتدريب، وكثيرًا ما تتطلب ترخيصًا أو مؤهلًا مهنيًا.',
    },
    experience: {
      en: 'Extensive experience is needed (often more than four years).',
      ar: 'تلزم خبرة واسعة (أكثر من أربع سنوات في الغالب).',
    },
    education: {
      en: "A graduate degree: a master's, a doctorate or a professional degree such as medicine or law.",
      ar: 'درجة عليا: ماجستير أو دكتوراه أو درجة مهنية مثل الطب أو القانون.',
    },
    examples: {
      en: 'Doctors, lawyers, pharmacists, university lecturers, psychologists.',
      ar: 'الأطباء، المحامون، الصيادلة، أساتذة الجامعات، الأخصائيون النفسيون.',
    },
  },
];

/** The zones in a language, with how many careers each holds. */
export function jobZonesIn(locale: 'en' | 'ar', careersInZone: (zone: number) => number): JobZoneInfo[] {
  return JOB_ZONE_TEXTS.map((zone) => ({
    zone: zone.zone,
    title: zone.title[locale],
    preparation: zone.preparation[locale],
    experience: zone.experience[locale],
    education: zone.education[locale],
    examples: zone.examples[locale],
    careers: careersInZone(zone.zone),
  }));
}
