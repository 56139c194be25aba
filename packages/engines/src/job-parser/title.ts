/**
 * The job title: a "Job Title:" / "المسمى الوظيفي:" value; else a hiring sentence near the top ("We are
 * looking for a Senior Accountant to…", "تعلن شركة … عن حاجتها إلى محاسب", "مطلوب مهندس مدني"); else the
 * first short line that is not a heading. Cleaned of what postings add around a title: "Hiring:", the city,
 * the workplace or job type, the company after " | " or " at ".
 */
import { findCity, findCountry } from './location.ts';
import type { JobLine } from './lines.ts';
import { readJobType, readWorkplace } from './patterns.ts';

export interface TitleReading {
  value: string | null;
  /** The line the title was read from (its city and workplace count first), and its index. */
  line: string | null;
  lineIndex: number | null;
  /** The title was read inside a sentence that also describes the job (keep that line for the description and skills). */
  inSentence: boolean;
  confidence: number;
}

export const HIRING_SENTENCES: RegExp[] = [
  /\b(?:is|are|we're|we are)\s+(?:currently\s+|now\s+|urgently\s+)?(?:hiring|looking\s+for|seeking|recruiting|searching\s+for)\s+(?:an?\s+|one\s+|two\s+|several\s+)?(?:(?:talented|motivated|experienced|dedicated|qualified|passionate|dynamic|enthusiastic|skilled|detail-oriented|results-driven|energetic|friendly|caring)\s+(?:and\s+)?)*(.+?)(?=\s+(?:to|who|with|that|for|in|at|based|on\s+a|on\s+an|joining)\s|[.,!;(]|$)/iu,
  /^(?:we(?:'re| are)\s+hiring|now\s+hiring|hiring|job\s+opening|open\s+position|vacancy|urgent(?:ly)?\s+(?:hiring|required|requirement)|position)\s*[:\-–—!]\s*(?:an?\s+)?(.+)$/iu,
  // "… وظائف شاغرة لحملة البكالوريوس بمسمى (محاسب تكاليف)": the title is what follows "بمسمى".
  /(?:بمسمى|(?:لشغل|شغل)\s+(?=وظيفة))\s*(?:وظيفة\s+)?[("«“]?\s*([^()"»”]+?)(?=\s*[)"»”]|\s+(?:للعمل|في|لدى|وفق|ضمن|بدوام|براتب|ب(?:منطقة|مدينة|محافظة))\s|[.،:]|$)/u,
  /(?:حاجتها|حاجته|حاجتنا|بحاجة|بحاجه)\s+(?:إلى|الى|لـ|ل)\s*(?:شغل\s+)?(?:وظيفة\s+|وظائف\s+)?(.+?)(?=\s+(?:للعمل|في|لدى|وفق|ضمن|بدوام|براتب|ممن|من\s+ذوي)\s|[.،:(]|$)/u,
  /عن\s+(?:توفر|توفير|فتح\s+باب\s+التوظيف\s+ل|رغبتها\s+في\s+توظيف)\s*(?:وظيفة\s+|وظائف\s+)?(?:شاغرة\s+)?(?:بمسمى\s+)?(.+?)(?=\s+(?:للعمل|في|لدى|وفق|ضمن|بدوام|ممن)\s|[.،:(]|$)/u,
  /(?:تبحث|نبحث|يبحث)\s+(?:\S+\s+){0,4}?عن\s+(.+?)(?=\s+(?:للعمل|للانضمام|في|لدى|ذو|ذي|يتمتع|لديه|ليكون|لتولي|لقيادة|لدعم)\s|[.،:(]|$)/u,
  // Spoken Arabic: "احنا بشركة نداء بندور على موظفين …", "الشركة محتاجة فني كهرباء للشغل في …".
  /(?:^|\s)(?:بندور|بدور|ندور|بنبحث|محتاجين|محتاجة|محتاج|عايزين|بدنا|نبغى|نبي)\s+(?:على\s+|عن\s+)?(.+?)(?=\s+(?:للعمل|للشغل|يشتغل|تشتغل|في|لدى|عنده|عندها|عندهم|يكون|تكون)\s|[.،:(؟!]|$)/u,
  // A form flattened into one line without colons: "Job Title Data Analyst Department Strategy …".
  /^job\s+title\s+(.+?)\s+(?:department|division|section|location|grade|reports\s+to|employment\s+type|job\s+type)\b/iu,
  /^(?:مطلوب(?:\s+(?:فورا|فوراً|فورًا|حالا|حالاً|حالًا|بشكل\s+عاجل|على\s+وجه\s+السرعة|عاجلا|عاجلاً|عاجلًا))?|مطلوبة|مطلوبين|وظيفة\s+شاغرة|وظائف\s+شاغرة|شاغر\s+وظيفي|فرصة\s+وظيفية|فرصة\s+عمل)\s*[:\-–]?\s*(.+?)(?=\s+(?:للعمل|لشركة|لدى|في|بدوام|براتب)\s|[.،(]|$)/u,
];

/** A line that only announces a vacancy ("وظيفة شاغرة", "فرصة وظيفية مميزة", "We're hiring!"). */
const BARE_ANNOUNCEMENT = /^(?:نحن\s+نوظف|نوظف|دعوة\s+(?:للتوظيف|توظيف)|بسم\s+الله\s+الرحمن\s+الرحيم|وظيفة\s+شاغرة|وظائف\s+شاغرة|فرصة\s+(?:عمل|وظيفية)|فرص\s+وظيفية|شاغر\s+وظيفي|مطلوب|(?:we(?:'re|\s+are)\s+|now\s+)?hiring|job\s+(?:opening|vacancy)|vacancy|(?:exciting\s+|new\s+)?(?:career|job)\s+opportunity)(?:\s+(?:مميزة|رائعة|جديدة|ذهبية|مميزه))?\s*[:!.]*$/iu;
const NOT_A_TITLE = /^(?:careers?\b|المملكة\s+العربية\s+السعودية|دولة\s+|وزارة\s|الهيئة\s|هيئة\s|أمانة\s|امانة\s|الإدارة\s+العامة|الادارة\s+العامة|إعلان\s+(?:عن\s+)?(?:وظيفة|وظائف)|اعلان\s+(?:عن\s+)?(?:وظيفة|وظائف)|job\s+announcement|job\s+advert|about|we\b|our\b|join\b|at\b|the\b|this\b|job\s+description|description|overview|company|location|apply|عن\b|نبذة|من\s+نحن|تعلن|يعلن|يسر|نحن\b|الوصف|الموقع|انضم|انضمي|(?:شركة|مؤسسة|مجموعة|مدارس|مستشفى|مستشفيات|فندق|فنادق|مصنع|مطاعم|مطعم|مركز|مختبرات|صيدليات|عيادات|عيادة|مجمع|مكتب)\s)/iu;
/**
 * A job board's menus and buttons pasted with the posting ("Skip to main content", "LinkedIn", "Search jobs
 * Saved jobs (0) Sign in", "Easy Apply Save"): every word is page furniture.
 */
const PAGE_FURNITURE_WORDS = new Set(['skip', 'to', 'main', 'content', 'navigation', 'menu', 'home', 'jobs', 'job', 'search', 'saved', 'save', 'sign', 'in', 'up', 'out', 'log', 'login', 'register', 'people', 'learning', 'network', 'my', 'messaging', 'notifications', 'me', 'for', 'business', 'apply', 'now', 'easy', 'share', 'back', 'results', 'linkedin', 'indeed', 'bayt', 'glassdoor', 'naukrigulf', 'gulftalent', 'monster', 'companies', 'salaries', 'post', 'a', 'employers', 'candidates', 'الوظائف', 'وظائف', 'بحث', 'تسجيل', 'الدخول', 'دخول', 'الرئيسية', 'قدم', 'الآن', 'الان', 'حفظ', 'مشاركة']);
export const isPageFurniture = (text: string) => {
  const words = text.toLowerCase().replace(/\(\d+\)|[▾▼|·•›»]/gu, ' ').split(/\s+/u).filter(Boolean);
  return words.length > 0 && words.every((word) => PAGE_FURNITURE_WORDS.has(word));
};
const LEADING_NOISE = /^(?:job\s+title|title|position|role|vacancy|hiring|now\s+hiring|we(?:'re|\s+are)\s+hiring|urgent(?:ly)?(?:\s+(?:hiring|required|requirements?|requirments?|vacancy|opening))?|(?:immediate\s+)?requirements?\s+for|محتاجين|محتاج|محتاجة|عايزين|نحتاج|بدنا|بدنا\s+نوظف|نبي|نبغى|نبغي|ودنا|بحاجة\s+(?:إلى|الى|ل)|job\s+opening|job\s+posting|job\s+post|opening|new\s+job|المسمى\s+الوظيفي|وظيفة\s+شاغرة|شاغر\s+وظيفي|فرصة\s+وظيفية|مطلوب\s+للعمل(?:\s+(?:فورا|فوراً|فورًا|حالا|حالاً|حالًا))?|مطلوب\s+(?:فورا|فوراً|فورًا|حالا|حالاً|حالًا|بشكل\s+عاجل|على\s+وجه\s+السرعة|عاجلا|عاجلاً|عاجلًا)|مطلوب|مطلوبة|مطلوبين|وظيفة|فرصة\s+عمل)\s*[:\-–—!|]*\s+/iu;
const TRAILING_NOISE = /\s+(?:needed|required|wanted|urgently|wanted\s+urgently|urgent|is\s+needed|مطلوب|مطلوبة|بشكل\s+عاجل|عاجل)\s*$/iu;

/** Emoji around a line ("فرصة وظيفية مميزة 🌟") do not make it a title. */
const withoutEmoji = (text: string) => text.replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]|\uFE0F|\u200D/gu, '').trim();
/** "#We_Are_Hiring", "*URGENT HIRING*": a hashtag's or a bold marker's words. */
const plainWords = (cell: string) => cell.replace(/^[#*]+|\*+$/gu, '').replace(/_/gu, ' ').trim();
/** "We're hiring! | نحن نوظف 🚀", "#NowHiring #Jobs": every cell of the line only announces or is hashtags. */
export const onlyAnnounces = (text: string) => withoutEmoji(text).split(/\s*[|·]\s*/u).every((cell) => !cell || BARE_ANNOUNCEMENT.test(plainWords(cell)) || /^(?:#\S+\s*)+$/u.test(cell));
export const notATitle = (text: string) => onlyAnnounces(text) || isPageFurniture(text) || NOT_A_TITLE.test(withoutEmoji(text));

/**
 * Asked many times per posting about the same few words (the learned reader trims every candidate line with
 * cleanTitle), so the answers are kept; the cache is emptied when it grows, so it stays small.
 */
const noiseTails = new Map<string, boolean>();
export function isNoiseTail(tail: string): boolean {
  let known = noiseTails.get(tail);
  if (known === undefined) {
    if (noiseTails.size > 20_000) noiseTails.clear();
    known = readNoiseTail(tail);
    noiseTails.set(tail, known);
  }
  return known;
}

function readNoiseTail(tail: string): boolean {
  return Boolean(findCity(tail, true) || findCountry(tail) || readWorkplace(tail) || readJobType(tail) || /^(?:at\s|m\/f|f\/m|\d|ref|job\s+id|id\b|urgent)/iu.test(tail.trim()) || /(?:بدوام|براتب|عاجل|فوري|سعودي|للسعوديين|ذكور|إناث|اناث|للجنسين|الجنسية)/u.test(tail));
}

export function cleanTitle(written: string): string {
  let raw = written;
  // A title quoted or bracketed at the start ("(أخصائي صحة عامة) بمنطقة القصيم", «محاسب»): what is inside.
  const quoted = /^\s*[("«“']\s*([^)"»”']{2,60}?)\s*[)"»”']/u.exec(raw);
  if (quoted && !isNoiseTail(quoted[1] as string)) raw = quoted[1] as string;
  // "محاسب/ة", "مهندس(ة)": the feminine ending offered beside the title is not part of it.
  let title = raw.replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]|\uFE0F|\u200D/gu, ' ').replace(/^[#*\s]+|[*\s]+$/g, '').replace(/\s+/g, ' ').replace(/\s*(?:\/\s*ة|\(\s*ة\s*\))(?=\s|$)/gu, '');
  for (let pass = 0; pass < 2; pass++) title = title.replace(LEADING_NOISE, '');
  // "Job Ref: GT-2291 | Procurement Officer | Manama, Bahrain": the first cell that is neither a "Key: value" nor a place or job type.
  const cells = title.split(/\s+\|\s+|\s+·\s+/u);
  title = cells.find((cell) => cell.trim() && !/^[^:]{1,30}:\s/u.test(cell) && !isNoiseTail(cell)) ?? (cells[0] as string);
  // "(Remote)", "(Full-time)", "(m/f/d)" and similar after a title.
  title = title.replace(/\s*[([](?:[^)\]]*)[)\]]\s*/gu, (group) => (isNoiseTail(group.replace(/[()[\]]/g, '')) ? ' ' : group)).trim();
  // "Warehouse Supervisor / مشرف مستودع": the title written twice, once in each script; the first is kept.
  const bilingual = /\s+\/\s+/u.exec(title);
  if (bilingual && /\p{Script=Arabic}/u.test(title.slice(0, bilingual.index)) !== /\p{Script=Arabic}/u.test(title.slice(bilingual.index))) title = title.slice(0, bilingual.index);
  // "Experienced Chef de Partie required": how good the candidate should be is not the title.
  title = title.replace(/^(?:experienced|qualified|skilled|talented|motivated|dedicated|dynamic)\s+(?=\p{L})/iu, '');
  // What follows " – " is a place, a job type, a specialty or the title in the other language
  // ("Staff Nurse - ICU", "SAP FICO Consultant – استشاري SAP مالي"): the title is what comes before.
  // Unless what comes before is the employer ("Cambridge International School, Abu Dhabi - Teacher of Mathematics").
  const dash = /\s+[-–—]\s+/u.exec(title);
  if (dash && dash.index >= 2) {
    const before = title.slice(0, dash.index);
    const after = (title.slice(dash.index + dash[0].length).split(/\s+[-–—]\s+/u)[0] as string).trim();
    const employer = before.replace(/,\s*([^,]+)$/u, (tail, place: string) => (isNoiseTail(place) ? '' : tail));
    title = (EMPLOYER_END.test(employer) || EMPLOYER_START.test(employer)) && after && !isNoiseTail(after) ? after : before;
  }
  const comma = /,\s+/u.exec(title);
  if (comma && isNoiseTail(title.slice(comma.index + comma[0].length))) title = title.slice(0, comma.index);
  // A specialty in brackets after the title: "Civil Engineer (Roads & Infrastructure)".
  title = title.replace(/\s*[([][^)\]]*[)\]]\s*$/u, '').trim();
  title = title.replace(/^(?:part[\s-]?time|full[\s-]?time|remote)\s+/iu, '');
  // Arabic: "for the …" (للعمل، للمرحلة المتوسطة، للمطبخ العربي) and "at …" (لدى، لشركة) follow the title.
  title = title.replace(/\s+(?:لل\S+|لدى|ل(?:شركة|فرع|مكتب|مطعم|مستشفى|مستوصف|مدرسة|مدارس|جهة|عيادة|عيادات|معرض|مصنع|فندق|منتجع|مؤسسة|مركز|مجمع|مجموعة|مقهى|صيدلية|محل|متجر|جمعية|جامعة|كلية|روضة|منشأة|وكالة|بنك|مصرف|مختبر|مشروع|مشاريع|عائلة|عايلة|أسرة|اسرة|قسم))(?:\s.*)?$/u, '');
  // "مطلوب باريستا دوام جزئي لكوفي شوب": the job type after the title ends it.
  title = title.replace(/(?<=\p{L}\S*)\s+(?:ب?دوام|ب?نظام\s+الدوام)\s+(?:جزئي|كامل|مسائي|صباحي|ليلي|مرن)(?:\s.*)?$/u, '');
  // What the candidate must have follows the title: "سكرتيرة تنفيذية تجيد اللغة الإنجليزية".
  title = title.replace(/\s+(?:ينضم|تنضم|للانضمام|لينضم|لتنضم|ليكون|لتكون|ليعمل|لتعمل|يجيد|تجيد|يتقن|تتقن|لديه|لديها|ذو|ذات|ذوي|ممن|من\s+ذوي|يتحدث|تتحدث|حاصل|حاصلة)\s.*$/u, '');
  title = title.replace(/\s+at\s+[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*)*\s*$/u, '');
  title = title.replace(/\s+(?:in|based\s+in)\s+\S.*$/iu, (tail) => (isNoiseTail(tail.replace(/^\s+(?:in|based\s+in)\s+/iu, '')) ? '' : tail));
  title = title.replace(/\s+(?:للعمل|في|لدى|ب)\s*\S.*$/u, (tail) => (isNoiseTail(tail) ? '' : tail));
  title = title.replace(/\s+(?:ب|في\s+)(?:منطقة|مدينة|محافظة|مركز)\s.*$/u, '');
  title = title.replace(/\s*(?:\S*(?:بالرياض|بجدة|بالدمام|بمكة|بالخبر|بدبي|بأبوظبي|بالدوحة|بالكويت))\s*$/u, '');
  // "Electrician for maintenance company", "Nurse for a private clinic": the employer follows the title.
  title = title.replace(/\s+for\s+(?:an?\s+|our\s+|the\s+)?(?:[\w&'-]+\s+){0,3}?(?:company|firm|hospital|clinic|hotel|restaurant|school|store|shop|client|contractor|group|branch|factory)\b.*$/iu, '');
  // "Pharmacist needed for a community pharmacy in Salmiya", "SECURITY SUPERVISOR WANTED !!!": the call ends the title.
  title = title.replace(/(?<=\p{L}\S*)\s+(?:is\s+|are\s+)?(?:urgently\s+)?(?:needed|required|wanted)\b.*$/iu, '');
  // "مصمم جرافيك + صانع محتوى": a second role joined on is not the first's title (the editor holds the first).
  title = title.replace(/\s+\+\s+.*$/u, '');
  // "أخصائي توظيف وتكون مسؤولة عن …", "مبرمج فلاتر شاطر": a clause about the job, or how good the person
  // should be, follows an Arabic title.
  title = title.replace(/\s+(?:و(?:تكون|يكون|ستكون|سيكون|تتولى|يتولى)|(?:شاطر|شاطرة|شاطرين|ممتاز|ممتازة|متميز|متميزة|محترف|محترفة|خبرة)(?=\s|$))(?:\s.*)?$/u, '');
  // "ممرضة قسم الطوارئ": the department is a specialty, as "Staff Nurse - ICU" is.
  title = title.replace(/\s+(?:ب?قسم|في\s+قسم)\s.*$/u, '');
  title = title.replace(TRAILING_NOISE, '');
  title = singularTitle(title);
  return title.replace(/[\s:,;.!\-–—|]+$/u, '').replace(/^[\s:,;.!\-–—|]+/u, '').trim();
}

/** Plurals a post uses for the people it hires ("مطلوب محاسبين", "أمناء مستودعات"): the editor holds one job. */
const BROKEN_PLURALS = new Map<string, string>([
  ['أمناء', 'أمين'], ['امناء', 'أمين'], ['عمال', 'عامل'], ['سائقين', 'سائق'], ['سائقون', 'سائق'], ['سواق', 'سائق'], ['سواقين', 'سائق'], ['فنيين', 'فني'], ['فنيون', 'فني'],
  ['أخصائيين', 'أخصائي'], ['اخصائيين', 'أخصائي'], ['أخصائيات', 'أخصائية'], ['اخصائيات', 'أخصائية'], ['مدراء', 'مدير'], ['خبراء', 'خبير'],
  ['طهاة', 'طاهٍ'], ['حراس', 'حارس'], ['وكلاء', 'وكيل'], ['باحثين', 'باحث'], ['باحثات', 'باحثة'], ['سباكين', 'سباك'], ['نجارين', 'نجار'],
  ['كهربائيين', 'كهربائي'], ['طباخين', 'طباخ'], ['شيفات', 'شيف'], ['مندوبي', 'مندوب'], ['موظفي', 'موظف'], ['ممثلي', 'ممثل'], ['مناديب', 'مندوب'],
]);
/** A plural head's genitive in the plural ("أمناء مستودعات") names the same one place in the singular. */
const PLURAL_PLACES = new Map<string, string>([['مستودعات', 'مستودع'], ['مخازن', 'مخزن'], ['مطاعم', 'مطعم'], ['مدارس', 'مدرسة'], ['صيدليات', 'صيدلية']]);

/** Plurals in ات that name things, not people, and head department titles ("مبيعات ميدانية"). */
const NOT_PEOPLE = new Set(['مبيعات', 'مشتريات', 'مقاولات', 'منتجات', 'معلومات', 'مختبرات', 'مستودعات', 'مطبوعات', 'مراسلات', 'مشروعات', 'مواصلات', 'معدات', 'محطات', 'مطارات']);

const agentStem = (word: string) => word.replace(/(?:ين|ون|ات|ة)$/u, '');

/** "Forklift Operators", "Customer Service Representatives": the head noun of an English title, in the singular. */
function singularEnglishTitle(title: string): string {
  return title.replace(/(\p{L}{2,}(?:or|er|ive|ist|ant|ent|ian|ee|man|itect|ar|ard|ate|ier))s$/iu, '$1').replace(/\bnurses$/iu, (word) => word.slice(0, -1));
}

/** An Arabic title in the plural, as "مطلوب" posts write it, in the singular ("محاسبين" → "محاسب", "معلمات" → "معلمة"). */
export function singularTitle(title: string): string {
  if (!/\p{Script=Arabic}/u.test(title)) return singularEnglishTitle(title);
  const words = title.split(' ');
  const head = words[0] ?? '';
  // "موظفين وموظفات خدمة عملاء": the women's plural beside the men's names the same job once.
  const twin = words[1]?.startsWith('و') ? words[1].slice(1) : '';
  if (twin && agentStem(twin) === agentStem(head)) words.splice(1, 1);
  let singular = BROKEN_PLURALS.get(head);
  // Agent nouns (مُفعِّل) take the sound plurals: "محاسبين", "مهندسون", "معلمات", "ممرضات".
  if (singular === undefined && /^م\p{L}{3,}(?:ين|ون)$/u.test(head)) singular = head.slice(0, -2);
  if (singular === undefined && /^م\p{L}{3,}ات$/u.test(head) && !NOT_PEOPLE.has(head)) singular = `${head.slice(0, -2)}ة`;
  if (singular === undefined) return title;
  const rest = words.slice(1).map((word) => PLURAL_PLACES.get(word) ?? word.replace(/(\p{L}{2,}ي)ين$/u, '$1').replace(/(\p{L}{2,}ي)ات$/u, '$1ة'));
  return [singular, ...rest].join(' ');
}

/** What ends an employer's name ("… International School", "Al Rajhi Bank") or opens it in Arabic ("شركة …"). */
export const EMPLOYER_END = /\b(?:school|schools|academy|university|college|hospital|clinic|clinics|centre|center|hotel|hotels|resort|resorts|bank|company|group|holding|llc|ltd|partners|firm|restaurant|mall|institute)\.?$/iu;
export const EMPLOYER_START = /^(?:شركة|مؤسسة|مجموعة|مستشفى|مدارس|مدرسة|فندق|مطعم|مطاعم|عيادات|مركز|مصنع|بنك|مصرف)\s/u;
/** A department or a sector alone ("Engineering · Jeddah · Hybrid" on a careers page) is not a job title. */
const DEPARTMENTS = new Set(['engineering', 'marketing', 'finance', 'operations', 'sales', 'technology', 'product', 'design', 'human resources', 'hr', 'it', 'legal', 'logistics', 'healthcare', 'hospitality', 'education', 'accounting', 'administration', 'customer service', 'الهندسة', 'التسويق', 'المالية', 'المبيعات', 'الموارد البشرية', 'تقنية المعلومات', 'الإدارة', 'العمليات']);

/** A line that names the employer ("Al Waha Hotels & Resorts", "Najm Analytics LLC"), not the job. */
export const EMPLOYER_NAME = /\b(?:hotels?|resorts?|group|holding|company|llc|l\.l\.c|ltd|limited|inc|plc|establishment|trading|contracting|partners|careers)\.?$/iu;

export function plausible(title: string): boolean {
  const words = title.split(/\s+/).filter(Boolean);
  // A line that is only the place, the job type or the workplace ("📍 الرياض | دوام كامل") is no title.
  const onlyDetails = title.split(/\s*[|·,،]\s*/u).every((part) => !part || isNoiseTail(part));
  return !DEPARTMENTS.has(title.toLowerCase()) && title.length >= 2 && title.length <= 80 && words.length <= 9 && !/[.!?؟]$/.test(title) && !onlyDetails;
}

/** A hiring cue that ends its line with a colon: the title is the next line. */
export const CUE_BEFORE_TITLE = /(?:(?:حاجتها|حاجته|حاجتنا|بحاجة|بحاجه)(?:\s*(?:إلى|الى|لـ|ل)(?=\s*[:：]))?|نبحث\s+عن|تبحث\s+عن|مطلوب|hiring|looking\s+for|seeking|recruiting|vacancy|position)\s*(?:[/|]\s*[^:：]*)?[:：]\s*$/iu;

/**
 * "Position : Civil Site ⏎ Engineer" in a PDF's text: a title field wrapped before its last word. A lone word on
 * the next line that is not a field, a heading, a place or a job type finishes the title.
 */
export function withWrappedWord(value: string, next: JobLine | undefined): string {
  const word = next?.text.trim() ?? '';
  if (!next || next.field || next.heading || next.bullet || !/^\p{L}[\p{L}\p{M}'-]*$/u.test(word) || isNoiseTail(word)) return value;
  return `${value} ${word}`;
}

export function readTitle(lines: readonly JobLine[]): TitleReading {
  const field = lines.find((line) => line.field?.key === 'title');
  if (field?.field) {
    const value = cleanTitle(withWrappedWord(field.field.value, lines[field.index + 1]));
    if (value) return { value, line: field.text, lineIndex: field.index, inSentence: false, confidence: 0.95 };
  }
  const top = lines.filter((line) => line.text && !line.heading).slice(0, 8);
  // A short first line that is not a heading or a field is the title in most postings.
  const first = top[0];
  const firstClean = first && !first.field && !first.bullet && !notATitle(first.text) && !HIRING_SENTENCES.slice(2).some((pattern) => pattern.test(first.text) && /تعلن|يعلن|تبحث|نبحث|بندور|بدور|ندور|بنبحث/u.test(first.text)) ? cleanTitle(first.text) : '';
  if (firstClean && plausible(firstClean) && !EMPLOYER_NAME.test(firstClean) && !EMPLOYER_END.test(firstClean) && !/^(?:we|our|join|at)\b/iu.test(first?.text ?? '')) {
    // A first line that goes on into sentences ("Warehouse Assistant needed in Dubai. You'll receive…") is
    // also the posting's prose: its skills and description count.
    const goesOn = /[.!?؟]\s+\S/u.test(first?.text ?? '') && (first?.text.length ?? 0) > firstClean.length + 40;
    return { value: firstClean, line: first?.text ?? null, lineIndex: first?.index ?? null, inSentence: goesOn, confidence: 0.7 };
  }
  for (const line of top) {
    if (onlyAnnounces(line.text)) continue;
    // "تعلن عن حاجتها لـ:" / "is hiring:" with the title on the next line.
    if (CUE_BEFORE_TITLE.test(line.text)) {
      const next = lines.find((other) => other.index > line.index && other.text);
      const value = next && !next.heading && !next.field ? cleanTitle(next.text) : '';
      if (value && plausible(value)) return { value, line: next?.text ?? null, lineIndex: next?.index ?? null, inSentence: false, confidence: 0.75 };
    }
    for (const pattern of HIRING_SENTENCES) {
      const match = pattern.exec(line.text);
      if (!match) continue;
      const value = cleanTitle(match[1] as string);
      if (value && plausible(value)) return { value, line: line.text, lineIndex: line.index, inSentence: true, confidence: 0.75 };
    }
  }
  for (const line of top) {
    if (line.field || line.bullet || notATitle(line.text)) continue;
    const value = cleanTitle(line.text);
    if (value && plausible(value) && !EMPLOYER_NAME.test(value) && !EMPLOYER_END.test(value)) return { value, line: line.text, lineIndex: line.index, inSentence: false, confidence: 0.5 };
  }
  return { value: null, line: null, lineIndex: null, inSentence: false, confidence: 0 };
}
