/**
 * The words and phrases the criteria look for, in English and Arabic, written folded (lower case; Arabic
 * without diacritics, alef forms as ا, ta marbuta as ه, alef maqsura as ي: what `fold` makes of them).
 * Lists, not a model: a recruiter can read why a sentence counted.
 */
import { fold } from './text.ts';

const folded = (words: readonly string[]) => new Set(words.map(fold));
const phrases = (list: readonly string[]) =>
  list.map((phrase) => (phrase.startsWith('^') ? ` ^${fold(phrase.slice(1))} ` : ` ${fold(phrase)} `));

/** Hesitations and verbal padding: spoken, they carry no content. */
export const FILLERS = folded([
  'um', 'umm', 'uh', 'uhh', 'er', 'erm', 'ah', 'hmm', 'hm', 'mm', 'like', 'well', 'so', 'okay', 'ok', 'yeah',
  'you', 'know', 'i', 'mean', 'basically', 'actually', 'right',
  'يعني', 'اه', 'آه', 'اهه', 'امم', 'ام', 'ممم', 'مم', 'هممم', 'طيب', 'والله', 'ايوه', 'اممم', 'يعنى', 'خلاص',
]);

/** Function words: neither content nor evidence of a topic. */
export const STOPWORDS = folded([
  'a', 'an', 'the', 'and', 'or', 'but', 'if', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'as',
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'done', 'have', 'has', 'had',
  'i', 'me', 'my', 'we', 'us', 'our', 'you', 'your', 'he', 'she', 'it', 'its', 'they', 'them', 'their', 'his',
  'her', 'this', 'that', 'these', 'those', 'there', 'here', 'what', 'which', 'who', 'whom', 'how', 'why',
  'when', 'where', 'so', 'than', 'then', 'too', 'very', 'can', 'could', 'would', 'should', 'will', 'shall',
  'may', 'might', 'must', 'not', 'no', 'yes', 'all', 'any', 'some', 'each', 'every', 'about', 'into', 'out',
  'up', 'down', 'over', 'after', 'before', 'also', 'just', 'only', 'more', 'most', 'much', 'many', 'one',
  'tell', 'us', 'walk', 'through', 'make', 'sure', 'piece', 'time', 'way', 'thing', 'things', 'did', 'get',
  'في', 'من', 'الي', 'علي', 'عن', 'مع', 'هذا', 'هذه', 'ذلك', 'تلك', 'التي', 'الذي', 'الذين', 'و', 'او', 'ثم',
  'ان', 'لا', 'ما', 'لم', 'لن', 'قد', 'كان', 'كانت', 'هو', 'هي', 'هم', 'انا', 'نحن', 'انت', 'كل', 'بعض',
  'اي', 'كيف', 'لماذا', 'متي', 'اين', 'ماذا', 'هل', 'به', 'فيه', 'فيها', 'لها', 'له', 'عند', 'بين', 'حتي',
  'اذا', 'لان', 'لكن', 'بل', 'ايضا', 'جدا', 'حدثنا', 'يجب', 'كما', 'مثل',
]);

/** Common English words: an English answer has many of these, an answer in another Latin-script language few. */
export const ENGLISH_FUNCTION_WORDS = folded([
  'the', 'and', 'to', 'of', 'a', 'in', 'i', 'it', 'that', 'was', 'is', 'for', 'with', 'we', 'my', 'on', 'so',
  'they', 'this', 'at', 'but', 'had', 'have', 'be', 'then', 'would', 'when', 'what', 'our', 'from', 'he',
  'she', 'not', 'are', 'were', 'an', 'by', 'or', 'as',
]);

/** A number in words counts as much as one in digits ("two weeks", "ثلاثة أشهر"). */
export const NUMBER_WORDS = folded([
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'thirty',
  'forty', 'fifty', 'hundred', 'hundreds', 'thousand', 'thousands', 'million', 'dozen', 'half', 'twice', 'percent',
  'اثنين', 'اثنان', 'ثلاث', 'ثلاثة', 'اربع', 'اربعة', 'الاربع', 'خمس', 'خمسة', 'سته', 'ستة', 'سبعة', 'ثمانية',
  'تسعة', 'عشرة', 'عشر', 'عشرين', 'ثلاثين', 'مئة', 'مائة', 'الف', 'الاف', 'مليون', 'نصف', 'ضعف', 'مرتين',
  'بيومين', 'يومين', 'اسبوعين', 'شهرين', 'بالمئة', 'بالمائة',
]);

/** A story of the speaker's own, anchored in a time or place: the mark of a concrete example. */
export const EXAMPLE_MARKERS = phrases([
  'for example', 'for instance', 'once', 'one time', 'last year', 'last month', 'last week', 'last quarter',
  'at my previous', 'at my last', 'in my previous', 'in my last', 'at my current', 'in my current', 'recently',
  'when i was', 'when i worked', 'i remember', 'in march', 'in april', 'in may', 'in june', 'in january',
  'in february', 'in july', 'in august', 'in september', 'in october', 'in november', 'in december',
  'in my second year', 'in my first year', 'at my job', 'in my job',
  'مثلا', 'على سبيل المثال', '^مرة', 'ذات مرة', 'في العام الماضي', 'العام الماضي', 'الشهر الماضي', 'في رمضان',
  'في عملي السابق', 'في عملي الحالي', 'في وظيفتي', 'في وظيفتي الحالية', 'في وظيفتي السابقة', 'عندما كنت',
  'عندما انتقلت', 'حين كنت', 'في عملي', 'اتذكر', 'في شركة', 'في الشركة',
]);

/** What changed because of what was done: a result someone could check. */
export const OUTCOME_MARKERS = phrases([
  'as a result', 'in the end', 'the result', 'result was', 'outcome', 'which led to', 'so that', 'eventually',
  'finally', 'since then', 'now', 'dropped', 'fell', 'went down', 'reduced', 'cut', 'increased', 'grew',
  'improved', 'saved', 'doubled', 'halved', 'fixed', 'found', 'caught', 'delivered', 'released', 'launched',
  'agreed', 'got', 'no longer', 'zero', 'went up', 'on time', 'later asked', 'thanked', 'trained',
  'النتيجة', 'نتيجة', 'والنتيجة', 'في النهاية', 'اخيرا', 'ادي', 'ادى', 'انخفض', 'ارتفع', 'زاد', 'خفضنا',
  'انهينا', 'اغلقنا', 'اصبح', 'اصبحت', 'وفرنا', 'تحسن', 'تحسنت', 'استرددناها', 'استرجعنا', 'اكتشفت',
  'وجدت', 'صححت', 'شكرني', 'عادت', 'عاد', 'انتهت', 'راضي', 'راض', 'فعلنا', 'حلت', 'حللت',
]);

/** S of STAR: where and when, and what was going on. */
export const SITUATION_MARKERS = phrases([
  'when i was', 'when i worked', 'at my previous', 'at my last', 'in my previous', 'in my last', 'last year',
  'last month', 'once', 'in my second year', 'in my first year', 'we had', 'there was', 'our team', 'at the time',
  'at my job', 'recently', 'in march', 'was failing', 'kept failing', 'was timing out', 'nobody',
  'عندما كنت', 'عندما انتقلت', 'حين كنت', 'في عملي السابق', 'في العام الماضي', 'العام الماضي', 'كان لدينا',
  'كان هناك', 'كان الفريق', 'كانت التسوية', '^مرة', 'ذات مرة', 'في رمضان', 'في وظيفتي', 'في عملي', 'جاء عميل',
  'جاءت عميلة', 'اتصل بي', 'اتصل عميل',
]);

/** T of STAR: what the speaker had to achieve. */
export const TASK_MARKERS = phrases([
  'my task', 'my job was', 'my role', 'my goal', 'the goal', 'i was asked', 'i was responsible', 'i had to',
  'i needed to', 'we needed to', 'asked me to', 'i was in charge', 'responsible for', 'the problem was',
  'the challenge', 'deadline', 'i wanted to',
  'مهمتي', 'كانت مهمتي', 'كان علي', 'المطلوب', 'الهدف', 'كان الهدف', 'مسؤولا', 'مسؤوله', 'مسؤول عن', 'طلب مني',
  'طلبت مني', 'المشكله', 'التحدي', 'كنت مسؤولا',
]);

/** A of STAR in English: "I" (or "we") and a verb in the past, or "I would" for a situational question. */
export const ACTION_PATTERN =
  /\s(?:i|we)\s(?:\w+ed|built|wrote|led|made|ran|set|took|gave|spoke|met|found|chose|brought|began|sent|put|told|did|went|split|kept|showed|rewrote|caught|sat|paid|got|would|will)\s/;

/**
 * A of STAR in Arabic: first-person past verbs the team wrote down, plus a rule for the rest: a word of four
 * to six letters ending in ت that is not one of the common words that also end so.
 */
export const ARABIC_ACTION_VERBS = folded([
  'قمت', 'بدات', 'عملت', 'كتبت', 'نظمت', 'طلبت', 'تحدثت', 'جمعت', 'اقترحت', 'قررت', 'راجعت', 'انشات', 'بنيت',
  'صممت', 'اختبرت', 'حللت', 'قدت', 'اعددت', 'وضعت', 'طابقت', 'صححت', 'استمعت', 'اعتذرت', 'اتصلت', 'رتبت',
  'اعطيتها', 'اعطيته', 'اعدت', 'الغيت', 'رفعت', 'هداته', 'شرحت', 'تواصلت', 'ابلغت', 'سجلتها', 'قارنت', 'قسمتها',
  'تاكدت', 'وجدت', 'اكتشفت', 'سأقوم', 'ساقوم', 'سابدا', 'اقوم', 'ابدا', 'اطابق', 'ابحث', 'اتواصل', 'اقارن',
]);
export const ARABIC_NOT_VERBS = folded(['كانت', 'وقت', 'الوقت', 'تحت', 'بيت', 'انت', 'ليست', 'زالت', 'مازالت', 'سبت', 'صوت', 'ثابت', 'بنت']);

/** "Should", "would", "usually": the speaker tells what one does, not what they did. */
export const GENERAL_MARKERS = phrases([
  'i would', 'i usually', 'usually', 'in general', 'generally', 'i always', 'i try to', 'you should', 'one should',
  'it is important', 'i think', 'the best way', 'if i',
  'يجب', 'يجب علي', 'عادة', 'عاده', 'دائما', 'الاهم', 'اعتقد', 'احاول', 'الافضل', 'يحتاج',
]);

/** A marker written with a leading "^" counts only at the start of a sentence ("مرة" is "once" there, "again" after "مرة أخرى"). */
export const hasAny = (foldedSentence: string, markers: readonly string[]) =>
  markers.some((marker) =>
    marker.startsWith(' ^') ? foldedSentence.startsWith(` ${marker.slice(2)}`) : foldedSentence.includes(marker),
  );
