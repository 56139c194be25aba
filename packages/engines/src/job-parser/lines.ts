/**
 * A job posting's text as lines: normalised (NFKC, Western digits, no direction marks), list markers
 * taken off, "Key: value" pairs recognised, and each line given the section it sits in ("Requirements",
 * "Nice to have", "Responsibilities", "About us", …) from the headings above it.
 */
import { comparisonKey, normaliseText, toAsciiDigits } from '../resume-parser/text-utils.ts';

export type SectionKind = 'intro' | 'about' | 'company' | 'responsibilities' | 'requirements' | 'preferred' | 'benefits' | 'apply' | 'details' | 'other';

export type FieldKey = 'title' | 'location' | 'job_type' | 'experience' | 'sector' | 'workplace' | 'company' | 'salary';

export interface JobLine {
  /** The line as written, without its list marker. */
  text: string;
  /** Its position among the text's lines (blank lines count, so paragraphs can be rebuilt). */
  index: number;
  bullet: boolean;
  section: SectionKind;
  /** A heading line itself (its section is the one it opens). */
  heading: boolean;
  /** "Key: value" with a key this parser knows. */
  field?: { key: FieldKey; value: string };
}

const BULLET = /^(?:[•●▪■◦○◆►✓✔·*–—-]|\d{1,2}[.)]\s|[a-z][.)]\s|[\u0660-\u0669]{1,2}[.)-])\s*/u;

/** Heading words per section, compared by comparisonKey with a trailing colon removed. */
const HEADINGS: Array<[SectionKind, string[]]> = [
  ['preferred', [
    'nice to have', 'nice-to-have', 'nice to haves', 'preferred', 'preferred qualifications', 'preferred skills', 'preferred requirements', 'bonus', 'bonus points', 'desirable', 'desired skills', 'desirable skills', 'good to have', 'pluses', 'plus', 'it would be great if you have', 'extra credit', 'advantageous',
    'يفضل', 'المؤهلات المفضلة', 'المهارات المفضلة', 'مميزات اضافية', 'ميزات اضافية', 'ميزة اضافية', 'يعتبر ميزة', 'من المستحسن', 'مهارات مرغوبة', 'مؤهلات مرغوبة',
  ]],
  ['requirements', [
    'requirements', 'job requirements', 'key requirements', 'minimum requirements', 'minimum qualifications', 'qualifications', 'required qualifications', 'required skills', 'skills', 'key skills', 'skills required', 'skills and experience', 'experience and skills', 'qualifications and experience', 'what you need', "what you'll need", 'what you will need', 'what we are looking for', "what we're looking for", 'who you are', 'you have', 'must have', 'must haves', 'must-have', 'essential', 'essential skills', 'essential criteria', 'the ideal candidate', 'candidate profile', 'requirements and qualifications', 'your profile', 'about you', 'competencies', 'technical skills', 'you should have', 'you will have', 'you must have', 'what you bring', 'what you have', 'what we need', 'ideal candidate',
    'المتطلبات', 'متطلبات الوظيفة', 'الشروط', 'شروط التقديم', 'الشروط المطلوبة', 'المؤهلات', 'المؤهلات المطلوبة', 'المهارات', 'المهارات المطلوبة', 'المؤهلات والخبرات', 'المؤهلات والمهارات', 'المهارات والخبرات', 'يشترط', 'الشروط والمؤهلات', 'المواصفات المطلوبة', 'متطلبات شغل الوظيفة', 'المطلوب', 'نحتاج منك', 'ما نبحث عنه',
  ]],
  ['responsibilities', [
    'responsibilities', 'key responsibilities', 'main responsibilities', 'duties', 'duties and responsibilities', 'roles and responsibilities', 'job duties', "what you'll do", 'what you will do', 'your role', 'your responsibilities', 'the job', 'tasks', 'key duties', 'accountabilities', 'key accountabilities', 'day to day', 'in this role you will',
    'المهام', 'المسؤوليات', 'الواجبات', 'المهام والمسؤوليات', 'المهام الوظيفية', 'مهام الوظيفة', 'المسؤوليات الرئيسية', 'المهام الرئيسية', 'الواجبات والمسؤوليات',
  ]],
  ['about', [
    'about the role', 'about the job', 'about this role', 'about the position', 'the role', 'role', 'overview', 'role overview', 'job overview', 'position overview', 'job description', 'description', 'job summary', 'summary', 'position summary', 'role summary', 'purpose', 'job purpose', 'role purpose', 'the opportunity', 'the position', 'position',
    'نبذة عن الوظيفة', 'الوصف الوظيفي', 'وصف الوظيفة', 'عن الوظيفة', 'ملخص الوظيفة', 'الهدف من الوظيفة', 'الغرض من الوظيفة', 'تفاصيل الوظيفة',
  ]],
  ['company', [
    'about us', 'about the company', 'who we are', 'company overview', 'about our client', 'our client', 'the company', 'company', 'about the employer', 'company description', 'our story',
    'عن الشركة', 'نبذة عن الشركة', 'من نحن', 'عن المنشاة', 'نبذة عنا', 'عن الجهة',
  ]],
  ['benefits', [
    'benefits', 'what we offer', 'we offer', 'perks', 'perks and benefits', 'compensation', 'compensation and benefits', 'package', 'salary and benefits', 'why join us', 'why us', 'what you get', 'what’s in it for you', "what's in it for you",
    'المزايا', 'المميزات', 'نقدم لك', 'ما نقدمه', 'الرواتب والمزايا', 'الراتب والمزايا', 'المزايا الوظيفية',
  ]],
  ['apply', [
    'how to apply', 'to apply', 'application', 'apply', 'apply now', 'application process', 'interested',
    'طريقة التقديم', 'للتقديم', 'التقديم', 'آلية التقديم', 'الية التقديم', 'كيفية التقديم', 'للتواصل',
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

export function normaliseJobText(text: string): string {
  return toAsciiDigits(text.replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line) => normaliseText(line))
    .join('\n');
}

/** The section a heading line opens, or undefined when the line is not a heading. */
export function headingKind(line: string): SectionKind | undefined {
  const bare = line.replace(/^#+\s*/, '').replace(/[:：\-–—]+\s*$/, '').trim();
  if (!bare || bare.length > 60) return undefined;
  const key = comparisonKey(bare);
  const known = HEADING_KINDS.get(key);
  if (known) return known;
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

/** Splits the text into lines with their sections. Blank lines are kept (as empty text) to mark paragraphs. */
export function jobLines(text: string): JobLine[] {
  const raw = normaliseJobText(text).split('\n');
  const lines: JobLine[] = [];
  let section: SectionKind = 'intro';
  raw.forEach((original, index) => {
    const bulletMatch = BULLET.exec(original);
    const bullet = Boolean(bulletMatch) && original.length > (bulletMatch?.[0].length ?? 0);
    const line = (bullet ? original.slice(bulletMatch?.[0].length ?? 0) : original).replace(/^\*\*|\*\*$/g, '').trim();
    if (!line) {
      lines.push({ text: '', index, bullet: false, section, heading: false });
      return;
    }
    const kind = headingKind(line);
    if (kind && !bullet) {
      section = kind;
      lines.push({ text: line, index, bullet, section, heading: true });
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
    lines.push({ text: line, index, bullet, section: field && !bullet ? 'details' : section, heading: false, ...(field ? { field } : {}) });
  });
  return lines;
}
