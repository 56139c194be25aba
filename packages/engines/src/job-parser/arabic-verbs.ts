/**
 * Arabic duties written with the verb where the catalogue names the skill by its verbal noun: "يحلل البيانات"
 * (تحليل البيانات), "تدير المشاريع" (إدارة المشاريع), "يراجع العقود" (مراجعة العقود), "يعد التقارير المالية"
 * (إعداد التقارير المالية), "بيستقبل المكالمات" (استقبال المكالمات). Both sides are reduced to the verb's body,
 * the letters its present tense keeps after the person's prefix: the verbal noun by the regular patterns of the
 * derived forms (II تفعيل, III مفاعلة, IV إفعال and إفالة, VIII افتعال, X استفعال and استفالة) and a short list of
 * first-form nouns; the text's word by taking off the conjunction, a particle (ل، ب of Egyptian and Levantine
 * speech, س of the future), the person's prefix (ي، ت، ن) and a plural ending. Only verbal nouns without the
 * article open a term this way: a verb phrase names its object, so the object must follow (arabic-skills.ts
 * asks for the term's other words after the verb). Broken or hollow forms outside these patterns are not read.
 */

/**
 * First-form verbal nouns, whose verbs follow no pattern a rule can write, with their present tense's body:
 * فحص/يفحص, كتابة/يكتب, قيادة/يقود, بيع/يبيع; and fourth-form nouns of weak roots (إعطاء/يعطي). Written folded, as
 * `fold` reads the noun (alef forms as ا).
 */
const FIRST_FORM: ReadonlyMap<string, string> = new Map([
  ['فحص', 'فحص'],
  ['رسم', 'رسم'],
  ['دعم', 'دعم'],
  ['رصد', 'رصد'],
  ['ضبط', 'ضبط'],
  ['شرح', 'شرح'],
  ['نقل', 'نقل'],
  ['جمع', 'جمع'],
  ['حفظ', 'حفظ'],
  ['بحث', 'بحث'],
  ['طبخ', 'طبخ'],
  ['كتابة', 'كتب'],
  ['قيادة', 'قود'],
  ['بيع', 'بيع'],
  ['صياغة', 'صيغ'],
  ['قياس', 'قيس'],
  ['بناء', 'بني'],
  ['حل', 'حل'],
  ['قص', 'قص'],
  ['طباعة', 'طبع'],
  ['زراعة', 'زرع'],
  ['خياطة', 'خيط'],
  ['حجز', 'حجز'],
  ['شراء', 'شتري'],
  ['اعطاء', 'عطي'],
  ['اجراء', 'جري'],
]);

/** A letter of a root (not the long vowels the patterns add). */
const C = '([\\u0621-\\u064A])';
const PATTERNS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string]> = [
  // X استفعال / استفالة: استخدام → ستخدم (يستخدم), استجابة → ستجيب (يستجيب).
  [new RegExp(`^است${C}${C}ا${C}$`, 'u'), (m) => `ست${m[1]}${m[2]}${m[3]}`],
  [new RegExp(`^است${C}ا${C}ة$`, 'u'), (m) => `ست${m[1]}ي${m[2]}`],
  // VIII افتعال: اختبار → ختبر (يختبر).
  [new RegExp(`^ا${C}ت${C}ا${C}$`, 'u'), (m) => `${m[1]}ت${m[2]}${m[3]}`],
  // IV إفعال / إفالة: إصلاح → صلح (يصلح), إعداد → عد (يعد), إدارة → دير (يدير).
  [new RegExp(`^ا${C}${C}ا${C}$`, 'u'), (m) => (m[2] === m[3] ? `${m[1]}${m[2]}` : `${m[1]}${m[2]}${m[3]}`)],
  [new RegExp(`^ا${C}ا${C}ة$`, 'u'), (m) => `${m[1]}ي${m[2]}`],
  // III مفاعلة: مراجعة → راجع (يراجع), متابعة → تابع (يتابع).
  [new RegExp(`^م${C}ا${C}${C}ة$`, 'u'), (m) => `${m[1]}ا${m[2]}${m[3]}`],
  // II تفعيل: تحليل → حلل (يحلل), تصميم → صمم (يصمم), تطوير → طور (يطور).
  [new RegExp(`^ت${C}${C}ي${C}$`, 'u'), (m) => `${m[1]}${m[2]}${m[3]}`],
];

/** Alef forms and alef maqsura folded, marks dropped, as the stemmer reads words. */
function fold(word: string): string {
  return word.replace(/[\u064B-\u065F\u0670]/g, '').replace(/[أإآٱ]/g, 'ا').replace(/ى/g, 'ي');
}

/** The present tense's body of a verbal noun written without the article ("تحليل" → "حلل"), or null. */
export function verbBodyOfNoun(noun: string): string | null {
  const word = fold(noun);
  const listed = FIRST_FORM.get(word);
  if (listed) return listed;
  // Any other first-form noun of three sound letters is its verb's body too (حصر/يحصر, صرف/يصرف, سحب/يسحب): the
  // noun فَعْل keeps the root whole, and a verb phrase still needs the term's object after it.
  if (/^[\u0621-\u064A]{3}$/u.test(word) && !/[اويءة]/u.test(word)) return word;
  for (const [pattern, body] of PATTERNS) {
    const match = pattern.exec(word);
    if (match) return body(match);
  }
  return null;
}

/**
 * The body of a word that may be a verb in the present tense ("ويحللون" → "حلل", "بتدير" → "دير", "سيراجع" →
 * "راجع"), or null when it carries no person's prefix.
 */
export function verbBodyOfWord(written: string): string | null {
  let word = fold(written);
  if (/^[وف][يتن]/u.test(word) || /^[وف][لبس][يتن]/u.test(word)) word = word.slice(1);
  if (/^[لبس][يتن]/u.test(word)) word = word.slice(1);
  if (!/^[يتن]/u.test(word)) return null;
  word = word.slice(1);
  const plural = /(?:ون|وا|ين|ان)$/u.exec(word);
  if (plural && word.length - 2 >= 3) word = word.slice(0, -2);
  return word.length >= 2 ? word : null;
}
