/**
 * Splits a resume's lines into sections by their headings, in English and Arabic. A heading is a short
 * line whose words name a section ("Work Experience", "الخبرة العملية", "SKILLS:"), or a line the
 * document styles as a heading. Lines before the first heading are the header (name and contact).
 */
import type { LayoutLine } from './layout-line.ts';
import { comparisonKey } from './text-utils.ts';
import { findDateRange } from './dates.ts';

export type SectionKind =
  | 'header'
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'certifications'
  | 'skills'
  | 'languages'
  | 'awards'
  | 'other';

export interface Section {
  kind: SectionKind;
  /** The heading as written; null for the header. */
  heading: string | null;
  lines: LayoutLine[];
}

/** Heading phrases, compared with comparisonKey (so case, alef forms and punctuation do not matter). */
const HEADINGS: Record<Exclude<SectionKind, 'header'>, string[]> = {
  contact: ['contact', 'contact details', 'contact information', 'personal details', 'personal information', 'معلومات الاتصال', 'بيانات الاتصال', 'التواصل', 'معلومات التواصل', 'بيانات التواصل', 'البيانات الشخصية', 'المعلومات الشخصية'],
  summary: ['summary', 'profile', 'professional summary', 'career summary', 'about me', 'about', 'objective', 'career objective', 'professional profile', 'personal statement', 'نبذة', 'نبذة مختصرة', 'نبذة عني', 'الملخص', 'الملخص المهني', 'ملخص', 'الهدف الوظيفي', 'الملف الشخصي'],
  experience: ['experience', 'work', 'work experience', 'professional experience', 'employment history', 'employment', 'work history', 'career history', 'relevant experience', 'positions held', 'الخبرة', 'الخبرات', 'الخبرة العملية', 'الخبرات العملية', 'الخبرات المهنية', 'الخبرة المهنية', 'الخبرة الوظيفية', 'السجل الوظيفي', 'التاريخ الوظيفي'],
  education: ['education', 'academic background', 'education and training', 'academic qualifications', 'qualifications', 'educational background', 'التعليم', 'المؤهلات', 'المؤهلات الدراسية', 'المؤهلات التعليمية', 'المؤهلات العلمية', 'المؤهل العلمي', 'المؤهلات الأكاديمية', 'التحصيل العلمي', 'الدراسة'],
  certifications: ['certifications', 'certification', 'certificates', 'licenses & certifications', 'licenses and certifications', 'licences & certifications', 'professional certifications', 'courses and certifications', 'الشهادات', 'الشهادات المهنية', 'الرخص والشهادات', 'الشهادات والدورات', 'الدورات والشهادات'],
  skills: ['skills', 'technical skills', 'core competencies', 'key skills', 'competencies', 'skills & tools', 'skills and tools', 'expertise', 'areas of expertise', 'tools & technologies', 'المهارات', 'المهارات الفنية', 'المهارات والكفاءات', 'المهارات التقنية', 'الكفاءات', 'المهارات الأساسية'],
  languages: ['languages', 'languages spoken', 'language skills', 'اللغات', 'المهارات اللغوية'],
  awards: ['awards', 'honors & awards', 'honours & awards', 'honors and awards', 'achievements', 'awards and recognition', 'awards & recognition', 'highlights', 'accomplishments', 'الجوائز', 'الجوائز والإنجازات', 'الإنجازات', 'الجوائز والتكريمات', 'التكريمات'],
  other: ['projects', 'volunteer', 'interests', 'hobbies', 'references', 'volunteering', 'volunteer experience', 'publications', 'training', 'courses', 'activities', 'المشاريع', 'الهوايات', 'الاهتمامات', 'المراجع', 'التطوع', 'الأعمال التطوعية', 'المنشورات', 'الدورات', 'الدورات التدريبية', 'الأنشطة'],
};

const HEADING_LOOKUP = new Map<string, Exclude<SectionKind, 'header'>>();
/** Each heading phrase with its spaces taken out ("workexperience" → "work experience"). */
const HEADING_WITHOUT_SPACES = new Map<string, string>();
for (const [kind, phrases] of Object.entries(HEADINGS) as Array<[Exclude<SectionKind, 'header'>, string[]]>) {
  for (const phrase of phrases) {
    HEADING_LOOKUP.set(comparisonKey(phrase), kind);
    HEADING_WITHOUT_SPACES.set(comparisonKey(phrase).replace(/ /g, ''), phrase);
  }
}

/** The section a heading line names, or null when the line is not a heading. */
export function headingKind(line: LayoutLine, bodyFontSize: number, inHeader = false): Exclude<SectionKind, 'header'> | null {
  if (line.listItem || line.cells.length > 1) return null;
  // "PERSONAL DATA______": a rule drawn with underscores after the heading is not part of it.
  const text = headingText(line.text.replace(/[_=.\-–—]{3,}\s*$/, '').replace(/[:：]\s*$/, ''));
  if (text.length > 60) return null;
  const key = comparisonKey(text);
  const known = HEADING_LOOKUP.get(key) ?? HEADING_LOOKUP.get(key.replace(/ and /g, ' & '));
  if (known) return known;
  // "Education & Professional Development": the first phrase names the section.
  const first = /^(.+?)\s+(?:&|and)\s+/i.exec(text)?.[1];
  const firstKind = first ? HEADING_LOOKUP.get(comparisonKey(first)) : undefined;
  // Not "Languages & Frameworks", a skills list's own sub-heading.
  if (firstKind && FIRST_PHRASE_KINDS.has(firstKind) && text.split(/\s+/).length <= 5 && /^\p{Lu}/u.test(text)) return firstKind;
  const byWords = keywordHeading(text);
  if (byWords) return byWords;
  // A styled heading with unknown words still ends the previous section; in the header, a big bold line
  // is the person's name.
  if (inHeader) return null;
  const styledAsHeading = line.heading || (line.bold && bodyFontSize > 0 && line.fontSize >= bodyFontSize + 1.5);
  if (styledAsHeading && text.split(/\s+/).length <= 4 && !/[@\d]/.test(text)) return 'other';
  return null;
}

/**
 * Headings as some layouts print them: letter-spaced ("E D U C AT IO N" → "EDUCATION") or with the space
 * between two words lost ("GeneralEducation" → "General Education"). Other text is returned as it is.
 */
function headingText(text: string): string {
  const words = text.trim().split(/\s+/);
  if (words.length >= 4 && words.every((word) => /^\p{L}{1,2}$/u.test(word))) return words.join('');
  // "P ROFE SSI ONAL E XPER IENCE": small capitals printed as separate pieces.
  if (words.length >= 3 && text === text.toUpperCase() && words.some((word) => /^\p{L}$/u.test(word))) {
    const joined = HEADING_WITHOUT_SPACES.get(comparisonKey(words.join('')));
    if (joined) return joined;
  }
  if (/^\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)+$/u.test(text.trim())) return text.trim().replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  return text;
}

/** The word that ends a heading people write in their own words ("Marketing Related Experience"). */
const HEADING_WORDS: Record<string, Exclude<SectionKind, 'header'>> = {
  experience: 'experience', experiences: 'experience', employment: 'experience', history: 'experience', positions: 'experience',
  education: 'education', qualifications: 'education', qualification: 'education', academics: 'education',
  skills: 'skills', competencies: 'skills', expertise: 'skills', strengths: 'skills',
  certifications: 'certifications', certificates: 'certifications', licenses: 'certifications', licences: 'certifications',
  languages: 'languages',
  awards: 'awards', honors: 'awards', honours: 'awards', achievements: 'awards', accomplishments: 'awards',
  summary: 'summary', objective: 'summary', objectives: 'summary',
  projects: 'other', interests: 'other', hobbies: 'other', references: 'other', activities: 'other', publications: 'other', volunteering: 'other', training: 'other', trainings: 'other',
};
const SMALL_WORDS = new Set(['of', 'and', '&', 'in', 'the', 'for', 'to', 'with', '/', '-']);

/**
 * "Career Experience/Job History", "PUBLIC RELATIONS/EVENT PLANNING EXPERIENCE", "Summary of Qualification":
 * a short line in capitals or title case (or ending in a colon) whose last word names a section (or whose
 * first word says "summary"). A job title that ends so ("Head of Education") is not a heading.
 */
function keywordHeading(text: string): Exclude<SectionKind, 'header'> | null {
  const words = text.split(/[\s/]+/).filter(Boolean);
  if (words.length < 2 || words.length > 6 || /[\d@.,;!?]/.test(text)) return null;
  const styled = text === text.toUpperCase() || words.every((word) => SMALL_WORDS.has(word.toLowerCase()) || /^[\p{Lu}&(]/u.test(word));
  if (!styled) return null;
  const keys = words.map((word) => comparisonKey(word));
  if (keys.some((key) => TITLE_HEADS.has(key))) return null;
  // "Master of Arts in Education", "Diploma in Education": a degree in the field, not a heading.
  if (DEGREE_HEADS.has(keys[0] ?? '') && keys.length >= 3) return null;
  if (keys[0] === 'summary' || keys[0] === 'objective') return 'summary';
  // "Work History", "Career History" are headings; "BA History" is a degree.
  if (keys[keys.length - 1] === 'history' && !HISTORY_OF.has(keys[keys.length - 2] ?? '')) return null;
  return HEADING_WORDS[keys[keys.length - 1] ?? ''] ?? null;
}
const DEGREE_HEADS = new Set(['master', 'masters', 'bachelor', 'bachelors', 'doctor', 'doctorate', 'diploma', 'associate', 'phd', 'bsc', 'msc', 'ba', 'ma', 'bs', 'ms', 'mba', 'med', 'bed', 'pgce', 'postgraduate']);
const FIRST_PHRASE_KINDS = new Set<SectionKind>(['experience', 'education', 'certifications', 'awards']);
const HISTORY_OF = new Set(['work', 'employment', 'career', 'job', 'professional', 'working', 'military', 'service', 'experience', 'position', 'positions']);
// Words that head job titles: a line with one is a job, not a heading.
const TITLE_HEADS = new Set(['head', 'director', 'manager', 'officer', 'coordinator', 'teacher', 'lecturer', 'professor', 'dean', 'specialist', 'consultant', 'lead', 'chair', 'assistant', 'trainer', 'instructor']);

/** The most common font size among lines: the body text's size. */
export function bodyFontSize(lines: LayoutLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.fontSize, (counts.get(line.fontSize) ?? 0) + line.text.length);
  let best = 0;
  let bestCount = -1;
  for (const [size, count] of counts) {
    if (count > bestCount) {
      best = size;
      bestCount = count;
    }
  }
  return best;
}

/** DOC text joins a sidebar cell's last line and the next cell's first line with a tab: split them. */
function separateHeadingCells(lines: LayoutLine[]): LayoutLine[] {
  return lines.flatMap((line) => {
    if (line.cells.length < 2) return [line];
    const asLines = line.cells.map((cell) => ({ ...line, text: cell, cells: [cell] }));
    return asLines.some((cellLine) => HEADING_LOOKUP.has(comparisonKey(cellLine.text.replace(/[:：]\s*$/, '')))) ? asLines : [line];
  });
}

/**
 * "Achievements:", "Responsibilities/Achievements:" inside a work history head a job's own list, not a new
 * section: when the heading ends on a colon or speaks of responsibilities, or when another job's dates
 * come after it before any other section's heading, the work history goes on.
 */
function isJobSubheading(line: LayoutLine, following: LayoutLine[], body: number): boolean {
  if (/[:：]\s*$/.test(line.text) || /responsibilit|duties/i.test(line.text)) return true;
  for (const next of following) {
    const kind = headingKind(next, body);
    if (kind && kind !== 'awards') return false;
    if (findDateRange(next.text)) return true;
  }
  return false;
}

export function splitSections(allLines: LayoutLine[]): Section[] {
  const body = bodyFontSize(allLines);
  const lines = separateHeadingCells(allLines);
  const sections: Section[] = [{ kind: 'header', heading: null, lines: [] }];
  for (const [index, line] of lines.entries()) {
    const kind = headingKind(line, body, sections.length === 1);
    const current = sections[sections.length - 1];
    if (kind === 'awards' && current?.kind === 'experience' && isJobSubheading(line, lines.slice(index + 1), body)) {
      current.lines.push(line);
      continue;
    }
    if (kind) {
      sections.push({ kind, heading: line.text, lines: [] });
      continue;
    }
    sections[sections.length - 1]?.lines.push(line);
  }
  return sections;
}
