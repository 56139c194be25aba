import { describe, expect, it } from 'vitest';
import { jobLines } from './lines.ts';
import { cleanTitle, readTitle } from './title.ts';

const titleOf = (text: string) => readTitle(jobLines(text)).value;

describe('job title', () => {
  it.each([
    ['Staff Nurse - ICU', 'Staff Nurse'],
    ['Backend Engineer (Node.js) — Remote, GCC', 'Backend Engineer'],
    ['Part-Time Barista – Specialty Coffee Shop, Al Khobar', 'Barista'],
    ['Sales Associate (Part-time) – Mall of Qatar, Al Rayyan', 'Sales Associate'],
    ['Pharmacist Needed in Kuwait City', 'Pharmacist'],
    ['DevOps Engineer | Remote (MENA) | Full-time', 'DevOps Engineer'],
    ['SAP FICO Consultant – استشاري SAP مالي', 'SAP FICO Consultant'],
    ['Hiring: Senior Accountant', 'Senior Accountant'],
    ['مطلوب ممرضة للعمل في مستشفى خاص بجدة', 'ممرضة'],
    ['مطلوب محاسب بدوام جزئي لمكتب في الكويت', 'محاسب'],
    ['موظف استقبال فندقي – أبوظبي', 'موظف استقبال فندقي'],
  ])('%s → %s', (line, expected) => expect(cleanTitle(line)).toBe(expected));

  it('prefers a "Job Title:" value to the first line', () => {
    expect(readTitle(jobLines('ACME Careers\nJob Title: Store Manager\nLocation: Dubai'))).toMatchObject({ value: 'Store Manager', confidence: 0.95 });
    expect(titleOf('المسمى الوظيفي: أخصائي موارد بشرية\nمقر العمل: المدينة المنورة')).toBe('أخصائي موارد بشرية');
  });

  it('reads the title from a hiring sentence when the text opens with one', () => {
    expect(titleOf('Our client, a leading contractor, is urgently seeking an experienced Civil Engineer for a highway project in Muscat.')).toBe('Civil Engineer');
    expect(titleOf('We are looking for a Senior Accountant to join our finance team.')).toBe('Senior Accountant');
    expect(titleOf('إعلان وظيفة\n\nتعلن أمانة منطقة الرياض عن حاجتها إلى محاسب للعمل في الإدارة المالية')).toBe('محاسب');
    expect(titleOf('تعلن مدارس الأندلس الأهلية بالدمام عن توفر وظيفة معلم رياضيات للمرحلة المتوسطة.')).toBe('معلم رياضيات');
  });

  it('skips announcement headers and headings', () => {
    expect(titleOf('Job Announcement\nWarehouse Supervisor')).toBe('Warehouse Supervisor');
    expect(titleOf('About the role\nWe are hiring a Data Analyst to build dashboards.')).toBe('Data Analyst');
  });

  it('takes off the feminine ending offered beside the title, the workplace after "ل" and what the candidate must have', () => {
    expect(cleanTitle('محاسب/ة عام/ة')).toBe('محاسب عام');
    expect(cleanTitle('موظفة استقبال لعيادة أسنان')).toBe('موظفة استقبال');
    expect(cleanTitle('سكرتيرة تنفيذية تجيد اللغة الإنجليزية')).toBe('سكرتيرة تنفيذية');
    expect(cleanTitle('أخصائي علاج طبيعي (سعودي الجنسية)')).toBe('أخصائي علاج طبيعي');
    expect(titleOf('مطلوب فوراً سائق توصيل للعمل في الرياض')).toBe('سائق توصيل');
    expect(titleOf('فرصة وظيفية: مصمم جرافيك')).toBe('مصمم جرافيك');
  });

  it('reads past emoji, a bare "vacancy" line and a line of details', () => {
    expect(titleOf("🚀 We're hiring! Marketing Coordinator – Jeddah 🇸🇦\n\n📌 What you'll do:")).toBe('Marketing Coordinator');
    expect(titleOf('**وظيفة شاغرة**\n📍 الرياض | دوام كامل\n**مهندس شبكات**')).toBe('مهندس شبكات');
  });

  it('reads a title quoted or bracketed after "بمسمى", without the region after it', () => {
    expect(titleOf('تعلن وزارة الصحة عن توفر وظائف شاغرة بمسمى (أخصائي صحة عامة) بمنطقة القصيم وفق الشروط التالية:')).toBe('أخصائي صحة عامة');
    expect(cleanTitle('مشرف مبيعات بمنطقة الرياض')).toBe('مشرف مبيعات');
  });

  it('keeps a first line that goes on into sentences as prose', () => {
    const reading = readTitle(jobLines("Warehouse Assistant needed in Dubai. You'll receive deliveries, count stock and load vans."));
    expect(reading).toMatchObject({ value: 'Warehouse Assistant', inSentence: true });
    expect(readTitle(jobLines('Warehouse Assistant – Dubai\nYou will load vans.'))).toMatchObject({ value: 'Warehouse Assistant', inSentence: false });
  });
});
