import { describe, expect, it } from 'vitest';
import { acronymsOf, notTheSkill } from './false-mentions.ts';

const acronyms = acronymsOf([
  { id: 'skill:project-management', name: 'Project Management', en: ['PM', 'project manager'] },
  { id: 'skill:quality-assurance', name: 'Quality Assurance', en: ['QA'] },
  { id: 'skill:go-lang', name: 'Go (Programming Language)', en: ['Golang'] },
]);

/** Whether the first occurrence of `written` in `text`, read as skill `id`, is rejected. */
function rejected(text: string, written: string, id = 'skill:any'): boolean {
  const start = text.indexOf(written);
  if (start < 0) throw new Error(`${written} is not in ${text}`);
  return notTheSkill(text, { id, text: written, start, end: start + written.length }, acronyms);
}

describe('words of a skill that stand for something else', () => {
  it('keeps only the all-capitals spellings of two to four letters as acronyms', () => {
    expect([...(acronyms.get('skill:project-management') ?? [])]).toEqual(['PM']);
    expect(acronyms.has('skill:go-lang')).toBe(false);
  });

  it('does not read a term across a comma or a table cell', () => {
    expect(rejected("A master's in Marketing, Research or Statistics", 'Marketing, Research')).toBe(true);
    expect(rejected('Languages | Spoken Arabic', 'Languages | Spoken')).toBe(true);
    expect(rejected('Strong market research skills', 'market research')).toBe(false);
  });

  it('reads an acronym written in lower case as a word, and one inside a reference code as the code', () => {
    expect(rejected('Shift from 4 pm to midnight', 'pm', 'skill:project-management')).toBe(true);
    expect(rejected('Quote QA-JED-12 in the subject', 'QA', 'skill:quality-assurance')).toBe(true);
    expect(rejected('Reference TX-QA when applying', 'QA', 'skill:quality-assurance')).toBe(true);
    // Any skill's capitals inside a code, whether or not the catalogue spells the skill that way.
    expect(rejected('Subject: Ref AB-HR-07 / Recruiter', 'HR', 'skill:human-resources-management')).toBe(true);
    expect(rejected('Experience in QA and release testing', 'QA', 'skill:quality-assurance')).toBe(false);
  });

  it("leaves an employer's name alone, in English and in Arabic", () => {
    expect(rejected('Oasis Recruitment Partners LLC is hiring for a client', 'Recruitment')).toBe(true);
    expect(rejected('Blue Marketing Solutions, Doha', 'Marketing')).toBe(true);
    expect(rejected('تعلن مؤسسة النور للتسويق الرقمي عن وظيفة', 'للتسويق الرقمي')).toBe(true);
    expect(rejected('Plan digital Marketing campaigns', 'Marketing')).toBe(false);
  });

  it('reads a department the job sits in as the department, not the skill', () => {
    expect(rejected('مطلوب محاسب للعمل في إدارة المشتريات بالمقر الرئيسي', 'إدارة المشتريات')).toBe(true);
    expect(rejected('تبحث الشركة عن مدير لقيادة إدارة التسويق', 'إدارة التسويق')).toBe(true);
    expect(rejected('خبرة في إدارة المشتريات والموردين', 'إدارة المشتريات')).toBe(false);
  });

  it('reads "in coordination with" as how a duty is done', () => {
    expect(rejected('إعداد التقارير الشهرية بالتنسيق مع قسم المالية', 'بالتنسيق', 'skill:coordination')).toBe(true);
    expect(rejected('Prepare the rota in coordination with HR', 'coordination', 'skill:coordination')).toBe(true);
    expect(rejected('مهارات التنسيق والتنظيم', 'التنسيق', 'skill:coordination')).toBe(false);
  });

  it('leaves a word that is part of a longer everyday phrase', () => {
    expect(rejected('إدارة منصات التواصل الاجتماعي للعلامة', 'التواصل')).toBe(true);
    expect(rejected('A degree in Mass Communication', 'Communication')).toBe(true);
    expect(rejected('مهارات التواصل الاجتماعية مع الفريق', 'التواصل')).toBe(false);
  });

  it('leaves the words that describe the employer or the product, not the work', () => {
    expect(rejected('We are a fast-growing logistics marketplace in Riyadh', 'logistics')).toBe(true);
    expect(rejected('One of the largest recruitment companies in the Gulf', 'recruitment')).toBe(true);
    expect(rejected('Ship customer-facing features every week', 'customer-facing')).toBe(true);
    expect(rejected('Five years in logistics and fleet planning', 'logistics')).toBe(false);
  });
});
