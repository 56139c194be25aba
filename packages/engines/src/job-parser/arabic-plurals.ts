/**
 * Broken plurals of the nouns job postings name skills with, and their singulars: a light stemmer takes off the
 * sound plural's ending ("الحسابات" → "حساب") but cannot read "التقارير" as "تقرير", so "كتابة التقرير" would miss
 * إعداد التقارير's words and "خدمة العميل" would miss خدمة العملاء. Both a catalogue term's words and a posting's
 * are read through this list (arabic-skills.ts), so either number meets the other. A list of the language's
 * common plurals in work vocabulary, not of any posting's wordings.
 */
export const BROKEN_PLURALS: ReadonlyArray<readonly [singular: string, plural: string]> = [
  ['تقرير', 'تقارير'],
  ['مشروع', 'مشاريع'],
  ['عقد', 'عقود'],
  ['عميل', 'عملاء'],
  ['زبون', 'زبائن'],
  ['مريض', 'مرضى'],
  ['نزيل', 'نزلاء'],
  ['ضيف', 'ضيوف'],
  ['طالب', 'طلاب'],
  ['طفل', 'أطفال'],
  ['نظام', 'أنظمة'],
  ['نظام', 'نظم'],
  ['برنامج', 'برامج'],
  ['جهاز', 'أجهزة'],
  ['موقع', 'مواقع'],
  ['مهمة', 'مهام'],
  ['قاعدة', 'قواعد'],
  ['فاتورة', 'فواتير'],
  ['عطل', 'أعطال'],
  ['مخزن', 'مخازن'],
  ['دواء', 'أدوية'],
  ['شكوى', 'شكاوى'],
  ['شكوى', 'شكاوي'],
  ['وثيقة', 'وثائق'],
  ['خطة', 'خطط'],
  ['حادث', 'حوادث'],
  ['معيار', 'معايير'],
  ['مبنى', 'مباني'],
  ['مادة', 'مواد'],
  ['قسم', 'أقسام'],
  ['مكتب', 'مكاتب'],
  ['بند', 'بنود'],
  ['قيد', 'قيود'],
  ['درس', 'دروس'],
];
