/**
 * A job posting's text as lines: normalised (NFKC, Western digits, no direction marks), list markers
 * taken off, "Key: value" pairs recognised, and each line given the section it sits in ("Requirements",
 * "Nice to have", "Responsibilities", "About us", …) from the headings above it.
 */
import { comparisonKey, normaliseText, toAsciiDigits } from '../resume-parser/text-utils.ts';

/** `elsewhere`: what a job board's page lists after the posting (similar jobs, other openings). */
export type SectionKind = 'intro' | 'about' | 'company' | 'responsibilities' | 'requirements' | 'preferred' | 'benefits' | 'apply' | 'details' | 'elsewhere' | 'other';

export type FieldKey = 'title' | 'location' | 'job_type' | 'experience' | 'sector' | 'workplace' | 'company' | 'salary';

export interface JobLine {
  /** The line as written, without its list marker. */
  text: string;
  /** Its position among the text's lines (blank lines count, so paragraphs can be rebuilt). */
  index: number;
  bullet: boolean;
  /** The list marker was a number ("1)", "2."), as in a post listing several roles. */
  numbered?: true;
  section: SectionKind;
  /** A heading line itself (its section is the one it opens). */
  heading: boolean;
  /** "Key: value" with a key this parser knows. */
  field?: { key: FieldKey; value: string };
}

const PICTOGRAPHS = /^(?:(?:[\p{Extended_Pictographic}\p{So}\u{1F1E6}-\u{1F1FF}]|\uFE0F|\u200D|\u20E3)\s*)+/u;
// Arrows and the like ("→", "➤", "◀", "~") mark items as social posts and PDF exports write them; a lone "o"
// before a capital is a Word bullet after text extraction ("o  Support reservoir studies").
const BULLET = /^(?:[•●▪■◦○◆►▸▹▶◀◄✓✔·–—~→➔➜➤⇒-]|\*(?!\*)|o\s+(?=\p{Lu})|\d{1,2}[.)]\s|[a-z][.)]\s|[\u0660-\u0669]{1,2}[.)-])\s*/u;

/** Heading words per section, compared by comparisonKey with a trailing colon removed. */
const HEADINGS: Array<[SectionKind, string[]]> = [
  ['preferred', [
    'nice to have', 'nice-to-have', 'nice to haves', 'preferred', 'preferred qualifications', 'preferred skills', 'preferred requirements', 'bonus', 'bonus points', 'desirable', 'desired skills', 'desirable skills', 'good to have', 'pluses', 'plus', 'it would be great if you have', 'extra credit', 'advantageous', 'assets', 'an advantage', 'additional skills', 'nice to have skills', 'bonus skills', 'preferred experience', 'desired qualifications', 'desired', 'optional', 'ideally',
    'يفضل', 'المؤهلات المفضلة', 'المهارات المفضلة', 'مميزات اضافية', 'ميزات اضافية', 'ميزة اضافية', 'يعتبر ميزة', 'من المستحسن', 'مهارات مرغوبة', 'مؤهلات مرغوبة', 'مهارات اضافية', 'مؤهلات اضافية', 'الافضلية', 'الافضلية لمن', 'يفضل وجود', 'يفضل ان يكون', 'مهارات مفضلة', 'يستحسن',
  ]],
  ['requirements', [
    'requirements', 'job requirements', 'key requirements', 'minimum requirements', 'minimum qualifications', 'qualifications', 'required qualifications', 'required skills', 'skills', 'key skills', 'skills required', 'skills and experience', 'experience and skills', 'qualifications and experience', 'what you need', "what you'll need", 'what you will need', 'what we are looking for', "what we're looking for", 'who you are', 'you have', 'must have', 'must haves', 'must-have', 'essential', 'essential skills', 'essential criteria', 'the ideal candidate', 'candidate profile', 'requirements and qualifications', 'your profile', 'about you', 'competencies', 'technical skills', 'you should have', 'you will have', 'you must have', 'what you bring', 'what you have', 'what we need', 'ideal candidate',
    "what you'll bring", 'what you will bring', 'what you bring to the table', "what you'll need to succeed", 'experience', 'education', 'education and experience', 'core competencies', 'key competencies', 'we expect', 'what we expect', 'what we expect from you', "who we're looking for", 'who we are looking for', 'the right candidate', 'to succeed in this role', 'soft skills', 'your skills', 'your experience', 'your background', 'your qualifications', 'skills and qualifications', 'qualifications and skills', 'knowledge and skills', 'knowledge, skills and abilities', 'requirements and skills', 'required experience', 'eligibility', 'eligibility criteria', 'must have skills', 'essential requirements', 'minimum experience',
    'المتطلبات الوظيفية', 'الكفاءات', 'الكفاءات المطلوبة', 'المهارات الفنية', 'المهارات الشخصية', 'الخبرة', 'الخبرة المطلوبة', 'الخبرات والمهارات', 'شروط الوظيفة', 'شروط شغل الوظيفة', 'الشروط والمتطلبات', 'المتطلبات والمؤهلات', 'المعرفة والمهارات', 'المهارات والقدرات', 'المؤهلات والشروط', 'متطلبات التقديم', 'المطلوب منك',
    'المتطلبات', 'متطلبات الوظيفة', 'الشروط', 'الخبرات', 'المؤهل العلمي', 'المؤهل', 'المؤهلات العلمية', 'الشروط العامة', 'الشروط الخاصة', 'الخبرات المطلوبة', 'المؤهلات المطلوبة والخبرات', 'شروط التقديم', 'الشروط المطلوبة', 'المؤهلات', 'المؤهلات المطلوبة', 'المهارات', 'المهارات المطلوبة', 'المؤهلات والخبرات', 'المؤهلات والمهارات', 'المهارات والخبرات', 'يشترط', 'الشروط والمؤهلات', 'المواصفات المطلوبة', 'متطلبات شغل الوظيفة', 'المطلوب', 'نحتاج منك', 'ما نبحث عنه',
  ]],
  ['responsibilities', [
    'responsibilities', 'key responsibilities', 'main responsibilities', 'duties', 'duties and responsibilities', 'roles and responsibilities', 'job duties', "what you'll do", 'what you will do', 'your role', 'your responsibilities', 'the job', 'tasks', 'key duties', 'accountabilities', 'key accountabilities', 'day to day', 'in this role you will',
    'your day to day', 'day to day responsibilities', 'what you will be doing', "what you'll be doing", 'the role involves', 'main duties', 'job responsibilities', 'role responsibilities',
    'المهام والواجبات', 'مسؤوليات الوظيفة', 'الواجبات الوظيفية', 'وصف المهام', 'طبيعة العمل',
    'ماذا ستفعل', 'ماذا ستعمل', 'ما الذي ستفعله', 'مهامك', 'مسؤولياتك', 'المهام', 'المسؤوليات', 'الواجبات', 'المهام والمسؤوليات', 'المهام الوظيفية', 'مهام الوظيفة', 'المسؤوليات الرئيسية', 'المهام الرئيسية', 'الواجبات والمسؤوليات',
  ]],
  ['about', [
    'about the role', 'about the job', 'about this role', 'about the position', 'the role', 'role', 'overview', 'role overview', 'job overview', 'position overview', 'job description', 'description', 'job summary', 'summary', 'position summary', 'role summary', 'purpose', 'job purpose', 'role purpose', 'the opportunity', 'the position', 'position',
    'نبذة عن الوظيفة', 'عن الدور', 'عن الدور الوظيفي', 'الدور الوظيفي', 'الوصف الوظيفي', 'وصف الوظيفة', 'عن الوظيفة', 'ملخص الوظيفة', 'الهدف من الوظيفة', 'الغرض من الوظيفة', 'تفاصيل الوظيفة',
  ]],
  ['company', [
    'about us', 'about the company', 'who we are', 'company overview', 'about our client', 'our client', 'the company', 'company', 'about the employer', 'company description', 'our story',
    'عن الشركة', 'نبذة عن الشركة', 'من نحن', 'عن المنشاة', 'نبذة عنا', 'عن الجهة',
  ]],
  ['benefits', [
    'benefits', 'what we offer', 'we offer', 'perks', 'perks and benefits', 'compensation', 'compensation and benefits', 'package', 'salary and benefits', 'why join us', 'why us', 'what you get', 'what’s in it for you', "what's in it for you", 'the good stuff', 'the perks', "what you'll get", 'what you will get', 'why you will love working here', "why you'll love working here",
    'المزايا', 'المميزات', 'نقدم لك', 'ما نقدمه', 'الرواتب والمزايا', 'الراتب والمزايا', 'المزايا الوظيفية',
  ]],
  ['apply', [
    'how to apply', 'to apply', 'application', 'apply', 'apply now', 'application process', 'interested',
    'طريقة التقديم', 'للتقديم', 'التقديم', 'آلية التقديم', 'الية التقديم', 'كيفية التقديم', 'للتواصل',
  ]],
  ['elsewhere', [
    'similar jobs', 'related jobs', 'more jobs', 'other jobs', 'recommended jobs', 'jobs you may like', 'people also viewed', 'more jobs like this', 'similar vacancies', 'latest jobs',
    'وظائف مشابهة', 'وظائف ذات صلة', 'وظائف اخري', 'وظائف مقترحة', 'احدث الوظائف', 'قد يعجبك ايضا',
  ]],
  ['details', ['job details', 'details', 'key details', 'position details', 'at a glance', 'بيانات الوظيفة', 'معلومات الوظيفة', 'التفاصيل']],
];

const HEADING_KINDS = new Map<string, SectionKind>();
for (const [kind, words] of HEADINGS) for (const word of words) HEADING_KINDS.set(comparisonKey(word), kind);

/** Keys of "Key: value" lines. */
const FIELD_KEYS: Array<[FieldKey, string[]]> = [
  ['title', ['job title', 'title', 'position', 'position title', 'role', 'job', 'vacancy', 'designation', 'job role', 'opening', 'المسمى الوظيفي', 'المسمى', 'الوظيفة', 'اسم الوظيفة', 'المنصب', 'الوظيفة الشاغرة', 'مسمى الوظيفة']],
  ['location', ['location', 'job location', 'city', 'based in', 'work location', 'office', 'place of work', 'duty station', 'الموقع', 'المدينة', 'مقر العمل', 'مكان العمل', 'موقع العمل', 'الدولة']],
  ['job_type', ['employment type', 'job type', 'type', 'contract type', 'schedule', 'working hours', 'employment', 'contract', 'نوع الدوام', 'نوع الوظيفة', 'الدوام', 'نوع العقد', 'نوع التوظيف', 'ساعات العمل']],
  ['experience', ['experience', 'experience required', 'years of experience', 'minimum experience', 'required experience', 'experience level', 'الخبرة', 'سنوات الخبرة', 'الخبرة المطلوبة', 'عدد سنوات الخبرة']],
  ['sector', ['industry', 'sector', 'field', 'department', 'function', 'job function', 'category', 'القطاع', 'المجال', 'مجال العمل', 'الصناعة', 'القسم', 'التخصص']],
  ['workplace', ['workplace', 'workplace type', 'work mode', 'work model', 'work arrangement', 'remote', 'نمط العمل', 'طبيعة العمل', 'مكان الدوام']],
  ['company', ['company', 'employer', 'organisation', 'organization', 'client', 'الشركة', 'الجهة', 'جهة العمل', 'اسم الشركة']],
  ['salary', ['salary', 'compensation', 'pay', 'الراتب']],
];
const FIELD_KEY_OF = new Map<string, FieldKey>();
for (const [key, words] of FIELD_KEYS) for (const word of words) FIELD_KEY_OF.set(comparisonKey(word), key);

/**
 * A row of a table copied from a web page: cells between pipes ("| Location | Riyadh |") or tabs
 * ("Location\tRiyadh"). A two-cell row whose first cell is a known key becomes "Key: value"; a rule row
 * ("|---|---|") becomes blank; any other row keeps its cells, " | " between them (a list to the skill scan).
 */
export function tableRow(line: string): string {
  const piped = /^\s*\|.*\|\s*$/u.test(line) || (line.match(/\|/g)?.length ?? 0) >= 2;
  if (!piped && !line.includes('\t')) return line;
  const cells = (piped ? line.split('|') : line.split(/\t+/)).map((cell) => cell.trim());
  if (piped) {
    if (cells[0] === '') cells.shift();
    if (cells[cells.length - 1] === '') cells.pop();
  }
  const filled = cells.filter(Boolean);
  if (!filled.length || filled.every((cell) => /^:?-{2,}:?$/.test(cell))) return '';
  if (filled.length === 1) return filled[0] as string;
  const [key, ...rest] = filled as [string, ...string[]];
  const bareKey = comparisonKey(key.replace(/[:：]\s*$/, ''));
  if (filled.length === 2 && (FIELD_KEY_OF.has(bareKey) || HEADING_KINDS.has(bareKey))) return `${key.replace(/[:：]\s*$/, '')}: ${rest[0]}`;
  // "Arabic | Desirable": a last cell that only grades the row stays with it, so the grade reaches the skill.
  const last = filled[filled.length - 1] as string;
  if (IMPORTANCE_CELL.test(comparisonKey(last))) return `${filled.slice(0, -1).join(' | ')} (${last})`;
  return filled.join(' | ');
}

const IMPORTANCE_CELL = /^(?:(?:is|are|would be|will be)\s+)?(?:essential|required|mandatory|must|must have|a must|desirable|desired|preferred|preferable|nice to have|good to have|optional|not required|advantage|an advantage|an asset|asset|a plus|plus|a (?:big|strong|huge|definite) plus|bonus|الزامي|مطلوب|ضروري|اساسي|شرط|يفضل|مفضل|ميزه|ميزة|ميزة اضافية|ميزه اضافيه|اضافة مميزة|اختياري)$/u;

/**
 * A piece of text that only grades what it follows ("Desirable", "a plus", "– ميزة إضافية", "(preferred)"):
 * the grade belongs to the item before it, not to a clause of its own.
 */
export function isGradeOnly(text: string): boolean {
  return IMPORTANCE_CELL.test(comparisonKey(text.replace(/[.!:؛;,،]+\s*$/u, '')));
}

const cellsOf = (line: string) => {
  const cells = line.split(/\t+|\|/).map((cell) => cell.trim());
  if (cells[0] === '') cells.shift();
  if (cells[cells.length - 1] === '') cells.pop();
  return cells;
};
const isTableLine = (line: string) => line.includes('\t') || (line.match(/\|/g)?.length ?? 0) >= 2;

/**
 * A table whose header row names sections ("| Must have | Nice to have |"): its columns become those
 * sections, one after the other, each cell a list item, so each cell is graded by its column's heading.
 */
function unfoldSectionColumns(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i] as string;
    const headings = isTableLine(header) ? cellsOf(header) : [];
    if (headings.length < 2 || !headings.every((cell) => headingKind(cell) !== undefined)) {
      out.push(header);
      continue;
    }
    const columns: string[][] = headings.map(() => []);
    let j = i + 1;
    for (; j < lines.length && isTableLine(lines[j] as string); j++) {
      cellsOf(lines[j] as string).forEach((cell, column) => {
        if (cell && !/^:?-{2,}:?$/.test(cell)) columns[column]?.push(cell);
      });
    }
    headings.forEach((heading, column) => {
      out.push(heading, ...(columns[column] ?? []).map((cell) => `- ${cell}`));
    });
    i = j - 1;
  }
  return out;
}

export function normaliseJobText(text: string): string {
  return unfoldSectionColumns(toAsciiDigits(text.replace(/\r\n?/g, '\n')).split('\n'))
    .map((line) => normaliseText(tableRow(line)))
    .join('\n');
}

/** The section a heading line opens, or undefined when the line is not a heading. */
/** "أولاً: المؤهل العلمي", "ثانياً - الخبرات": an ordinal before a heading, as Arabic announcements number their sections. */
const ORDINAL_PREFIX = /^(?:أولا|اولا|ثانيا|ثالثا|رابعا|خامسا|سادسا|سابعا|ثامنا)[\u064B-\u065F]?\s*[:：\-–)]\s*/u;

/**
 * The ways postings head what is only wished for, beyond the fixed words above ("Even better if you have",
 * "What would make you stand out", "It's a plus if you have", "ما يميزك", "يفضل توفر", "الخبرات المفضلة").
 * Whole-line patterns over the comparison key (apostrophes read as spaces), never a cue word alone: "Python
 * is a plus" is an item, not a heading.
 */
const PREFERRED_HEADING = new RegExp(
  [
    /^(?:(?:it s|it is|would be|will be|that s)\s+)?(?:a\s+)?(?:big\s+|huge\s+|real\s+)?(?:plus|bonus)(?:\s+points?)?(?:\s+if\s+you(?:\s+(?:also\s+)?(?:have|bring|know))?)?$/u,
    /^(?:even\s+better|extra\s+points|plus\s+points|brownie\s+points|bonus\s+points)(?:\s+if\s+you(?:\s+(?:also\s+)?(?:have|bring|know))?)?$/u,
    /^(?:what\s+(?:would|will|could|might)\s+make\s+you\s+stand\s+out|(?:you\s+ll|you\s+will|to|how\s+to)\s+stand\s+out(?:\s+if\s+you(?:\s+(?:have|bring))?)?|what\s+(?:sets|will\s+set)\s+you\s+apart)$/u,
    /^(?:great|nice|good)[\s-]to[\s-]haves?$|^extras?$|^(?:an?\s+)?added\s+(?:advantage|bonus)s?$|^preferred\s+but\s+not\s+(?:required|essential|mandatory)$/u,
    /^(?:desirable|preferred|desired|optional|bonus|additional)\s+(?:criteria|requirements|qualifications|skills|experience|knowledge|competencies)(?:\s+and\s+(?:skills|experience|qualifications))?$/u,
    /^ideally\s+you(?:\s+(?:will|would|also|should))?\s+(?:have|bring|know)$|^(?:we\s+d|we\s+would)\s+(?:also\s+)?love(?:\s+(?:to\s+see|it\s+if\s+you(?:\s+have)?|if\s+you(?:\s+have)?))?$|^not\s+required\s+but\s+(?:nice|a\s+plus|helpful|welcome)$/u,
    /^(?:ما|مما)\s+يميزك$|^يفضل\s+(?:توفر|توافر|وجود|ان\s+(?:يكون|تكون)(?:\s+لدي(?:ه|ك|ها))?|لمن\s+لدي(?:ه|ها))$|^(?:ال)?(?:خبرات|مؤهلات|مهارات|شروط|متطلبات)\s+(?:ال)?(?:مفضلة|مفضله|مرغوبة|مرغوبه)$/u,
    /^(?:تعتبر|يعتبر|تعد|يعد)\s+ميز(?:ة|ه)(?:\s+اضافي(?:ة|ه))?$|^نقاط\s+اضافي(?:ة|ه)$|^ميز(?:ة|ه)\s+اضافي(?:ة|ه)\s+لمن(?:\s+لدي(?:ه|ها))?$|^(?:من\s+)?المستحسن$/u,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'u',
);

const REQUIRED_HEADING = /^(?:you ll|you will|you d|you would|you might|you may|you re|you are)\s+(?:\S+\s+){0,4}if\s+you(?:\s+(?:have|are|bring|can))?$|^(?:this|the)\s+(?:role|job)\s+is\s+for\s+you\s+if(?:\s+you(?:\s+(?:have|are))?)?$/u;

export function headingKind(line: string): SectionKind | undefined {
  const bare = line.replace(/^#+\s*/, '').replace(ORDINAL_PREFIX, '').replace(/[:：\-–—]+\s*$/, '').trim();
  if (!bare || bare.length > 60) return undefined;
  // "Your day-to-day", "Day-to-day responsibilities": a hyphen between words is a space to the lists above.
  const key = comparisonKey(bare).replace(/(?<=\p{L})-(?=\p{L})/gu, ' ');
  const known = HEADING_KINDS.get(key);
  if (known) return known;
  if (PREFERRED_HEADING.test(key)) return 'preferred';
  // "You'll thrive here if you have", "You might be a fit if you": what the candidate brings, by its form.
  if (REQUIRED_HEADING.test(key)) return 'requirements';
  // "About Al Noor Specialist Hospital", "عن شركة الريادة": the employer's own paragraph.
  if (/^[Aa]bout\s+(?!(?:the|this|our)\s+(?:role|job|position|opportunity|team)\b|you\b)\p{Lu}\S*(?:\s+\S+){0,5}$/u.test(bare) || /^(?:عن|نبذة\s+عن)\s+(?:شركة|مجموعة|مؤسسة|مستشفى|مدارس|مصنع)\s+\S+(?:\s+\S+){0,4}$/u.test(bare)) return 'company';
  // "Requirements & Qualifications", "Skills / Experience": every part a heading of one kind.
  const parts = bare.split(/\s+(?:and|&|و)\s+|\s*[/&|]\s*/iu).map((part) => comparisonKey(part)).filter(Boolean);
  if (parts.length > 1) {
    const kinds = new Set(parts.map((part) => HEADING_KINDS.get(part)));
    if (kinds.size === 1 && !kinds.has(undefined)) return [...kinds][0];
  }
  return undefined;
}

/** A "Key: value" line whose key this parser knows. */
export function fieldOf(line: string): { key: FieldKey; value: string } | undefined {
  const match = /^([^:：]{2,40}?)\s*[:：]\s*(.+)$/u.exec(line);
  if (!match) return undefined;
  const key = FIELD_KEY_OF.get(comparisonKey((match[1] as string).replace(/^[*_#]+|[*_#]+$/g, '')));
  return key ? { key, value: (match[2] as string).replace(/^[*_]+|[*_]+$/g, '').trim() } : undefined;
}

/**
 * What a job board's page puts around a posting when it is copied whole: skip links, menus, breadcrumbs,
 * the cookie banner, buttons, counters and the footer. Such a line is read as a blank line.
 */
const NAV_WORDS = new Set(['home', 'jobs', 'find jobs', 'companies', 'salaries', 'career advice', 'sign in', 'join now', 'people', 'learning', 'messaging', 'notifications', 'my network', 'log in', 'login', 'register', 'sign up', 'post a job', 'employers', 'for employers', 'help', 'contact us', 'about us', 'privacy', 'terms', 'blog', 'الرئيسية', 'الوظائف', 'الشركات', 'الرواتب', 'تسجيل الدخول', 'انشاء حساب', 'تسجيل', 'اضف وظيفة', 'اعلن عن وظيفة', 'اتصل بنا', 'سياسة الخصوصية', 'الشروط', 'المساعدة']);
/** A button or link of the page, the whole line being such buttons ("Save job | Share | Report this job"). */
const BUTTON = '(?:sign\\s+in|log\\s+in|register|sign\\s+up|post\\s+a\\s+job|accept(?:\\s+all)?|manage|reject\\s+all|save(?:\\s+(?:this\\s+)?job)?|share(?:\\s+(?:this\\s+)?job)?|report(?:\\s+(?:this\\s+)?job)?|apply(?:\\s+now)?|easy\\s+apply|back\\s+to\\s+(?:search\\s+)?results|show\\s+more|see\\s+more|follow|حفظ(?:\\s+الوظيفة)?|مشاركة|الإبلاغ\\s+عن\\s+الوظيفة|الابلاغ\\s+عن\\s+الوظيفة|تقدم\\s+الآن|قدم\\s+الآن|تسجيل\\s+الدخول|إنشاء\\s+حساب|أضف\\s+وظيفة|موافق)';
const FURNITURE = [
  new RegExp(`^${BUTTON}(?:\\s*[|·•]?\\s*${BUTTON})*\\s*$`, 'iu'),
  /^skip\s+to\s+(?:main\s+)?content\b/iu,
  /\bcookies?\b.*\b(?:accept|policy|consent|experience)\b|ملفات\s+تعريف\s+الارتباط|الكوكيز/iu,
  /^(?:posted|reposted|published|updated)\s+(?:on\s+)?\d|^(?:posted|published)\s+(?:today|yesterday)|\b\d+\+?\s+(?:applicants|applications|views)\b|^(?:نشرت|نُشرت|تم\s+النشر)\s+(?:منذ|في)|\d+\s+متقدما?ً?\b/iu,
  /^©|copyright\s+©?\s*\d{4}|all\s+rights\s+reserved|جميع\s+الحقوق\s+محفوظة/iu,
  /^get\s+(?:job\s+)?alerts?\b|^create\s+(?:job\s+)?alert\b/iu,
];
const BREADCRUMB = /\S\s+[>›»]\s+\S.*\s+[>›»]\s+\S/u;

/** "Jobs People Learning", "Sign in Join now": a menu whose spacing was lost, two or more site words and nothing else. */
function onlyNavWords(key: string): boolean {
  const words = key.split(' ').filter(Boolean);
  let items = 0;
  for (let at = 0; at < words.length; items++) {
    const length = [3, 2, 1].find((size) => at + size <= words.length && NAV_WORDS.has(words.slice(at, at + size).join(' ')));
    if (length === undefined) return false;
    at += length;
  }
  return items >= 2;
}

export function isPageFurniture(line: string): boolean {
  // Furniture is short; a paragraph is never one.
  if (line.length > 200) return false;
  if (BREADCRUMB.test(line) || FURNITURE.some((pattern) => pattern.test(line))) return true;
  if (onlyNavWords(comparisonKey(line))) return true;
  if (!/[|·•]|\s{2}/u.test(line)) return false;
  const parts = line.split(/\s*[|·•]\s*|\s{2,}/u).map((part) => comparisonKey(part)).filter(Boolean);
  return parts.length >= 2 && parts.filter((part) => NAV_WORDS.has(part)).length >= 2;
}

/** A short line that heads what follows: ends with a colon, or a few words without a sentence's end. */
function looksLikeHeading(line: string, before: readonly JobLine[], next: string | undefined): boolean {
  if (/^[^:：]{2,50}[:：]$/u.test(line)) return true;
  // Without a colon only between a blank line and a list, so an unmarked list ("Docker" / "Kubernetes") stays one.
  const short = line.length <= 40 && line.split(/\s+/u).length <= 5 && !/[.!?؟,،;]$/u.test(line);
  return short && before[before.length - 1]?.text === '' && next !== undefined && BULLET.test(next.trim());
}

/** The line follows a blank line that follows a list item: a paragraph after the list. */
function proseAfterList(lines: readonly JobLine[]): boolean {
  const last = lines[lines.length - 1];
  const beforeBlank = lines[lines.length - 2];
  return Boolean(last && beforeBlank && last.text === '' && beforeBlank.bullet);
}

/** Splits the text into lines with their sections. Blank lines are kept (as empty text) to mark paragraphs. */
export function jobLines(text: string): JobLine[] {
  const raw = normaliseJobText(text).split('\n');
  const lines: JobLine[] = [];
  let section: SectionKind = 'intro';
  raw.forEach((original, index) => {
    // Emoji and other pictographs before a line mark it as social posts do ("✅ REQUIREMENTS:", "🔹 SQL",
    // "📍 Riyadh"): taken off; the line is a heading if its words are one, else a list item.
    const pictograph = PICTOGRAPHS.exec(original);
    const marked = pictograph ? original.slice(pictograph[0].length) : original;
    const bulletMatch = BULLET.exec(marked);
    const bullet = (Boolean(bulletMatch) && marked.length > (bulletMatch?.[0].length ?? 0)) || (Boolean(pictograph) && marked.length > 0 && !headingKind(marked.replace(/^\*\*|\*\*$/g, '').trim()));
    const line = (bulletMatch && marked.length > bulletMatch[0].length ? marked.slice(bulletMatch[0].length) : marked).replace(/^\*\*|\*\*$/g, '').trim();
    if (!line || isPageFurniture(line)) {
      lines.push({ text: '', index, bullet: false, section, heading: false });
      return;
    }
    // What is only wished for ends where another heading starts, even one not listed above ("Your toolkit:"),
    // or where prose follows its list after a blank line ("Permanent, full-time, rotating shifts.").
    if (section === 'preferred' && !bullet && !headingKind(line) && !fieldOf(line) && (looksLikeHeading(line, lines, raw[index + 1]) || proseAfterList(lines))) section = 'other';
    // The employer's paragraph and the benefits end at a heading of their own, even one not listed above
    // ("Your day-to-day:", "What you'll work on:", "What will you do?"): a heading ending in a colon, or a short
    // question on its own line, opens something else.
    if ((section === 'company' || section === 'benefits') && !bullet && !headingKind(line) && !fieldOf(line) && (/^[^:：]{2,50}[:：]$/u.test(line) || (/^[^:：?؟.]{2,50}[?؟]$/u.test(line) && line.split(/\s+/u).length <= 6))) section = 'other';
    const kind = headingKind(line);
    // "2. KEY RESPONSIBILITIES", "3) Qualifications:": a numbered heading, as job-description templates number them.
    const numberedHeading = bullet && /^\s*[\d\u0660-\u0669]/u.test(bulletMatch?.[0] ?? '') && (/[:：]$/u.test(line) || (/\p{Lu}/u.test(line) && line === line.toUpperCase()));
    if (kind && (!bullet || numberedHeading)) {
      section = kind;
      lines.push({ text: line, index, bullet: bullet && !numberedHeading, section, heading: true });
      return;
    }
    // "Requirements: Python, SQL" or "يفضل: …" opens a section and carries content.
    const inline = /^([^:：]{2,40})[:：]\s*(.+)$/u.exec(line);
    const inlineKind = inline && !bullet ? headingKind(inline[1] as string) : undefined;
    if (inline && inlineKind && !fieldOf(line)) {
      section = inlineKind;
      lines.push({ text: inline[2] as string, index, bullet, section, heading: false });
      return;
    }
    const field = fieldOf(line);
    const numbered = bullet && /^\s*[\d\u0660-\u0669]/u.test(bulletMatch?.[0] ?? '');
    lines.push({ text: line, index, bullet, section: field && !bullet ? 'details' : section, heading: false, ...(field ? { field } : {}), ...(numbered ? { numbered: true as const } : {}) });
  });
  return lines;
}
