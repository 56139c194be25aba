/**
 * Composes the labelled resume corpus from corpus-data.ts. Each resume is a `ResumeSource` (what it says
 * and how it is laid out), rendered by make-fixtures.ts into a neutral block model and from there into
 * HTML (→ PDF), DOCX (→ DOC) and TXT. The ground truth is derived from the same source.
 * Variety is deliberate: five layouts (one column, sidebar in two columns, tables, compact one-liners,
 * organisation-first), three heading styles, skills as bullets, inline lists or prose, eight date styles.
 */
import { languageNames, people, tracks, universities, type Track } from './corpus-data.ts';

export type Lang = 'en' | 'ar' | 'mixed';
export type Layout = 'classic' | 'sidebar' | 'table' | 'compact' | 'modern';
export type DateStyle = 'mon' | 'month' | 'num' | 'year' | 'ar-month' | 'ar-levant' | 'ar-num' | 'ar-year';

export interface YearMonth {
  y: number;
  m: number;
}

export interface WorkSource {
  title: string;
  org: string;
  place: string;
  start: YearMonth;
  end: YearMonth | null;
  details: string[];
}

export interface EducationSource {
  degreeTitle: string;
  field: string;
  institution: string;
  start: number;
  end: number;
  expected: boolean;
}

export interface CertificationSource {
  name: string;
  issuer: string;
  issued: YearMonth;
  expires: YearMonth | null;
  id: string | null;
}

export interface ResumeSource {
  id: string;
  lang: Lang;
  layout: Layout;
  headingStyle: 'upper' | 'title' | 'colon';
  skillsStyle: 'bullets' | 'inline' | 'prose';
  workDateStyle: DateStyle;
  /** Arabic-Indic digits for the phone and dates of some Arabic resumes. */
  indicDigits: boolean;
  presentWord: string;
  rangeSeparator: string;
  name: string;
  email: string;
  phone: string;
  e164: string;
  location: string;
  links: string[];
  summary: string;
  work: WorkSource[];
  education: EducationSource[];
  certifications: CertificationSource[];
  /** As written, with the catalogue's English name. */
  skills: Array<{ written: string; canonical: string }>;
  languages: Array<{ name: string; level: string }>;
  awards: string[];
  headings: Record<SectionKey, string>;
}

export type SectionKey = 'summary' | 'experience' | 'education' | 'certifications' | 'skills' | 'languages' | 'awards';

const EN_HEADINGS: Record<SectionKey, string[]> = {
  summary: ['Summary', 'Profile', 'Professional Summary', 'About Me'],
  experience: ['Experience', 'Work Experience', 'Professional Experience', 'Employment History', 'Work History'],
  education: ['Education', 'Academic Background', 'Education and Training'],
  certifications: ['Certifications', 'Licenses & Certifications', 'Certificates'],
  skills: ['Skills', 'Technical Skills', 'Core Competencies', 'Key Skills'],
  languages: ['Languages', 'Languages Spoken'],
  awards: ['Awards', 'Honors & Awards', 'Achievements', 'Awards and Recognition'],
};

const AR_HEADINGS: Record<SectionKey, string[]> = {
  summary: ['نبذة مختصرة', 'الملخص المهني', 'نبذة عني'],
  experience: ['الخبرة العملية', 'الخبرات المهنية', 'الخبرات', 'الخبرة المهنية'],
  education: ['التعليم', 'المؤهلات العلمية', 'المؤهل العلمي'],
  certifications: ['الشهادات', 'الشهادات المهنية', 'الرخص والشهادات'],
  skills: ['المهارات', 'المهارات الفنية', 'المهارات والكفاءات'],
  languages: ['اللغات'],
  awards: ['الجوائز', 'الجوائز والإنجازات', 'الإنجازات'],
};

const LAYOUTS: Layout[] = ['classic', 'sidebar', 'table', 'compact', 'modern'];
const EN_DATE_STYLES: DateStyle[] = ['mon', 'month', 'num', 'year'];
const AR_DATE_STYLES: DateStyle[] = ['ar-month', 'ar-levant', 'ar-num', 'ar-year'];
const EN_PRESENT = ['Present', 'Current', 'Now', 'present'];
const AR_PRESENT = ['حتى الآن', 'الآن', 'حاليًا'];
const EN_SEPARATORS = [' – ', ' - ', ' to '];
const AR_SEPARATORS = [' – ', ' - ', ' إلى '];

const EN_LEVELS = ['Native', 'Fluent', 'Professional working proficiency', 'Intermediate'];
const AR_LEVELS = ['اللغة الأم', 'ممتاز', 'جيد جداً', 'متوسط'];

function pick<T>(list: readonly T[], index: number): T {
  const value = list[((index % list.length) + list.length) % list.length];
  if (value === undefined) throw new Error('empty list');
  return value;
}

function composeWork(track: Track, i: number, lang: Lang, count: number, detailCount: number, place: string): WorkSource[] {
  const textLang = lang === 'ar' ? 'ar' : 'en';
  const current = i % 2 === 0;
  // Walk back in time from the latest job; durations vary with the resume's index.
  let end: YearMonth | null = current ? null : { y: 2024, m: 1 + (i % 12) };
  let cursor: YearMonth = end ?? { y: 2025, m: 1 + ((i * 5) % 12) };
  const jobs: WorkSource[] = [];
  for (let k = 0; k < count; k++) {
    const months = 14 + ((i * 7 + k * 11) % 30);
    const startIndex = cursor.y * 12 + (cursor.m - 1) - months;
    const start = { y: Math.floor(startIndex / 12), m: (startIndex % 12) + 1 };
    const titleIndex = Math.max(0, Math.min(track.titles.length - 1, count - 1 - k));
    jobs.push({
      title: pick(track.titles, titleIndex)[textLang],
      org: pick(track.organisations, i + k)[textLang],
      place,
      start,
      end,
      details: Array.from({ length: detailCount }, (_, d) => pick(track.details, i + k + d)[textLang]),
    });
    // A gap of a month or two between jobs.
    const gapIndex = startIndex - 1 - (k % 2);
    end = { y: Math.floor(gapIndex / 12), m: (gapIndex % 12) + 1 };
    cursor = end;
  }
  return jobs;
}

function composeEducation(track: Track, i: number, lang: Lang, firstJobStartYear: number, withMasters: boolean, student: boolean): EducationSource[] {
  const ar = lang !== 'en';
  const degreeText = (degree: { en: string; ar: string; fieldEn: string; fieldAr: string }) => {
    if (!ar) {
      // "Bachelor of Science in Nursing" already names its field.
      const full = degree.en.includes(` in ${degree.fieldEn}`) ? degree.en : `${degree.en} in ${degree.fieldEn}`;
      return { title: full, field: degree.fieldEn };
    }
    const joiner = i % 2 === 0 ? ' في ' : ' ';
    return { title: `${degree.ar}${joiner}${degree.fieldAr}`, field: degree.fieldAr };
  };
  const bachelor = degreeText(track.degree);
  const bachelorEnd = student ? 2026 : firstJobStartYear;
  const list: EducationSource[] = [];
  if (withMasters && track.masters && !student) {
    const masters = degreeText(track.masters);
    list.push({
      degreeTitle: masters.title,
      field: masters.field,
      institution: pick(universities, i + 5)[ar ? 'ar' : 'en'],
      start: bachelorEnd + 1,
      end: bachelorEnd + 3,
      expected: false,
    });
  }
  list.push({
    degreeTitle: bachelor.title,
    field: bachelor.field,
    institution: pick(universities, i)[ar ? 'ar' : 'en'],
    start: bachelorEnd - 4,
    end: bachelorEnd,
    expected: student,
  });
  return list;
}

function composeSkills(track: Track, i: number, lang: Lang): Array<{ written: string; canonical: string }> {
  const count = 4 + (i % 3);
  return Array.from({ length: Math.min(count, track.skills.length) }, (_, k) => {
    const skill = pick(track.skills, i + k);
    return { written: lang === 'ar' ? skill.ar : skill.en, canonical: skill.en };
  });
}

function languagesFor(personIndex: number, lang: Lang): Array<{ name: string; level: string }> {
  const extra = ['french', 'hindi', 'urdu', 'german', 'spanish'];
  const keys = ['arabic', 'english', ...(personIndex % 3 === 0 ? [pick(extra, personIndex)] : [])];
  const levels = lang === 'en' ? EN_LEVELS : AR_LEVELS;
  return keys.map((key, k) => ({ name: (languageNames[key] ?? { en: key, ar: key })[lang === 'en' ? 'en' : 'ar'], level: pick(levels, k + (personIndex % 2)) }));
}

function toIndic(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}

export function buildCorpus(): ResumeSource[] {
  const corpus: ResumeSource[] = [];
  for (let i = 0; i < people.length; i++) {
    const lang: Lang = i < 27 ? 'en' : i < 37 ? 'ar' : 'mixed';
    const person = people[i];
    if (!person) continue;
    const track = pick(tracks, i);
    const long = i % 4 === 0;
    const arabicText = lang !== 'en';
    const workLang: Lang = lang === 'mixed' ? 'en' : lang;
    const jobCount = long ? 4 : 2 + (i % 3);
    const place = (lang === 'ar' ? person.cityAr : person.cityEn).split(/[,،]/)[0]?.trim() ?? '';
    const work = composeWork(track, i, workLang, jobCount, long ? 4 : 1 + (i % 3), place);
    const firstStart = work[work.length - 1]?.start.y ?? 2015;
    const student = i % 9 === 4;
    const education = composeEducation(track, i, lang, firstStart, long || i % 3 === 1, student);
    const certifications: CertificationSource[] = track.certifications.slice(0, long ? 2 : 1 + (i % 2)).map((cert, k) => {
      const issued = { y: 2018 + ((i + k) % 6), m: 1 + ((i * 3 + k) % 12) };
      const certLang = lang === 'ar' ? 'ar' : 'en';
      return {
        name: cert.name[certLang],
        issuer: cert.issuer[certLang],
        issued,
        expires: cert.expires ? { y: issued.y + 3, m: issued.m } : null,
        id: (i + k) % 3 === 2 ? null : cert.id,
      };
    });
    const headingTable = arabicText ? AR_HEADINGS : EN_HEADINGS;
    const headings = Object.fromEntries(
      (Object.keys(headingTable) as SectionKey[]).map((key) => [key, pick(headingTable[key], i + key.length)]),
    ) as Record<SectionKey, string>;
    const dashedHandle = person.handle.replace(/\./g, '-');
    const links = [`linkedin.com/in/${dashedHandle}`];
    if (track.key === 'software' || track.key === 'data' || i % 5 === 3) links.push(i % 2 ? `https://github.com/${person.handle.replace(/\./g, '')}` : `github.com/${person.handle.replace(/\./g, '')}`);
    if (track.key === 'design') links.push(`https://portfolio.example.org/${person.handle.replace(/\./g, '-')}`);
    const indic = lang === 'ar' && i % 2 === 1;
    corpus.push({
      id: `${lang === 'mixed' ? 'mx' : lang}-${String(i + 1).padStart(2, '0')}-${track.key}`,
      lang,
      layout: pick(LAYOUTS, i),
      headingStyle: arabicText ? pick(['title', 'colon'] as const, i) : pick(['upper', 'title', 'colon'] as const, Math.floor(i / 5) + i),
      skillsStyle: pick(['bullets', 'inline', 'prose'] as const, i + Math.floor(i / 5)),
      workDateStyle: workLang === 'en' ? pick(EN_DATE_STYLES, i + Math.floor(i / 4)) : pick(AR_DATE_STYLES, i),
      indicDigits: indic,
      presentWord: workLang === 'en' ? pick(EN_PRESENT, i) : pick(AR_PRESENT, i),
      rangeSeparator: workLang === 'en' ? pick(EN_SEPARATORS, i + 1) : pick(AR_SEPARATORS, i),
      name: arabicText ? person.nameAr : person.nameEn,
      email: `${person.handle}@${i % 3 === 0 ? 'example.org' : 'example.com'}`,
      phone: indic ? toIndic(person.phone) : person.phone,
      e164: person.e164,
      location: arabicText ? person.cityAr : person.cityEn,
      links,
      summary: track.summary[arabicText ? 'ar' : 'en'],
      work,
      education,
      certifications,
      skills: composeSkills(track, i, lang === 'ar' ? 'ar' : 'en'),
      languages: languagesFor(i, lang),
      awards: track.awards.slice(0, long ? 2 : 1).map((award) => award[arabicText ? 'ar' : 'en']),
      headings,
    });
  }
  return corpus;
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
const MONTHS_LEVANT = ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول'];

export function formatYearMonth(date: YearMonth, style: DateStyle, indic: boolean): string {
  const month = date.m - 1;
  let text: string;
  switch (style) {
    case 'mon': text = `${MONTHS_SHORT[month]} ${date.y}`; break;
    case 'month': text = `${MONTHS_LONG[month]} ${date.y}`; break;
    case 'num': case 'ar-num': text = `${String(date.m).padStart(2, '0')}/${date.y}`; break;
    case 'year': case 'ar-year': text = `${date.y}`; break;
    case 'ar-month': text = `${MONTHS_AR[month]} ${date.y}`; break;
    case 'ar-levant': text = `${MONTHS_LEVANT[month]} ${date.y}`; break;
  }
  return indic ? toIndic(text) : text;
}

export function formatRange(source: ResumeSource, start: YearMonth, end: YearMonth | null): string {
  const style = source.workDateStyle;
  const indic = source.indicDigits;
  return `${formatYearMonth(start, style, indic)}${source.rangeSeparator}${end ? formatYearMonth(end, style, indic) : source.presentWord}`;
}

export function digitsFor(source: ResumeSource, text: string): string {
  return source.indicDigits ? toIndic(text) : text;
}

/** The certificate's dates print with month names: "Mar 2022" or "مارس 2022". */
export function formatCertDate(source: ResumeSource, date: YearMonth): string {
  return formatYearMonth(date, source.lang === 'ar' ? 'ar-month' : 'mon', source.indicDigits);
}

function isoOf(date: YearMonth, style: DateStyle): string {
  return style === 'year' || style === 'ar-year' ? String(date.y) : `${date.y}-${String(date.m).padStart(2, '0')}`;
}

/** The ground truth of a resume: the upload_response fields the evaluation scores. */
export interface ResumeTruth {
  id: string;
  lang: Lang;
  layout: Layout;
  personal_details: { name: string; email: string; phone: string; location: string; links: string[] };
  summary: string;
  work: Array<{ job_title: string; organization: string; start: string; end: string | null; currently_working: boolean }>;
  education: Array<{ degree_title: string; institution: string; field: string; start: string; end: string | null; expected_end: string | null }>;
  certifications: Array<{ name: string; issuer: string; issue_date: string; expiry_date: string | null; no_expiry: boolean; credential_id: string | null }>;
  skills: string[];
  languages: string[];
  highlights_awards: string[];
}

export function truthOf(source: ResumeSource): ResumeTruth {
  return {
    id: source.id,
    lang: source.lang,
    layout: source.layout,
    personal_details: { name: source.name, email: source.email, phone: source.e164, location: source.location, links: source.links },
    summary: source.summary,
    work: source.work.map((job) => ({
      job_title: job.title,
      organization: job.org,
      start: isoOf(job.start, source.workDateStyle),
      end: job.end ? isoOf(job.end, source.workDateStyle) : null,
      currently_working: job.end === null,
    })),
    education: source.education.map((entry) => ({
      degree_title: entry.degreeTitle,
      institution: entry.institution,
      field: entry.field,
      start: String(entry.start),
      end: entry.expected ? null : String(entry.end),
      expected_end: entry.expected ? String(entry.end) : null,
    })),
    certifications: source.certifications.map((cert) => ({
      name: cert.name,
      issuer: cert.issuer,
      issue_date: isoOf(cert.issued, 'mon'),
      expiry_date: cert.expires ? isoOf(cert.expires, 'mon') : null,
      no_expiry: cert.expires === null,
      credential_id: cert.id,
    })),
    skills: source.skills.map((skill) => skill.canonical),
    languages: source.languages.map((language) => language.name),
    highlights_awards: source.awards,
  };
}

/** The skill catalogue the fixtures are scored with: every track's skills, their Arabic names, and decoys. */
export function buildSkillCatalogue(): Array<{ id: string; name: string; aliases: string[] }> {
  const byName = new Map<string, Set<string>>();
  for (const track of tracks) {
    for (const skill of track.skills) {
      const aliases = byName.get(skill.en) ?? new Set<string>();
      if (skill.ar !== skill.en) aliases.add(skill.ar);
      byName.set(skill.en, aliases);
    }
  }
  const extra: Record<string, string[]> = {
    'Amazon Web Services': ['AWS'],
    'Search Engine Optimization': ['SEO'],
    'Microsoft Excel': ['Excel', 'MS Excel'],
    JavaScript: ['JS', 'جافاسكريبت'],
    Kubernetes: [],
    Java: [],
    'Public Speaking': ['الخطابة'],
    Negotiation: ['التفاوض'],
    Leadership: ['القيادة'],
  };
  for (const [name, aliases] of Object.entries(extra)) {
    const set = byName.get(name) ?? new Set<string>();
    for (const alias of aliases) set.add(alias);
    byName.set(name, set);
  }
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, aliases], index) => ({ id: `sk-${String(index + 1).padStart(3, '0')}`, name, aliases: [...aliases] }));
}
