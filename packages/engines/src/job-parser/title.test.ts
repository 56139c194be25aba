import { describe, expect, it } from 'vitest';
import { jobLines } from './lines.ts';
import { cleanTitle, readTitle, singularTitle } from './title.ts';

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
    // A second role joined with "+", a clause after "و", how good the person should be.
    ['مصمم جرافيك + صانع محتوى', 'مصمم جرافيك'],
    ['مندوب مبيعات وتكون مسؤولة عن زيارة العملاء', 'مندوب مبيعات'],
    ['مطور ويب شاطر', 'مطور ويب'],
    ['C++ Developer', 'C++ Developer'],
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

  it('holds one job when the post asks for several people: the plural title in the singular', () => {
    expect(titleOf('🔴🔴 مطلوب محاسبين للعمل فوراً 🔴🔴\nشركة مقاولات كبرى بجدة')).toBe('محاسب');
    expect(singularTitle('أمناء مستودعات')).toBe('أمين مستودع');
    expect(singularTitle('معلمات لغة إنجليزية')).toBe('معلمة لغة إنجليزية');
    expect(singularTitle('مهندسين مدنيين')).toBe('مهندس مدني');
    expect(singularTitle('مندوبي مبيعات')).toBe('مندوب مبيعات');
    // Singular titles stay as they are, including a مُفعِل noun ending in ي and a head that is not an agent noun.
    for (const title of ['محامي', 'مدير مبيعات', 'محاسب عام', 'ممرضة', 'مبيعات ميدانية']) expect(singularTitle(title)).toBe(title);
  });

  it('reads past dialect lead-ins, an "urgent requirement" and a lead-in after a bar', () => {
    expect(cleanTitle('محتاجين شيف حلويات لمطعم جديد في التجمع الخامس - القاهرة')).toBe('شيف حلويات');
    expect(cleanTitle('Hiring 📢 | مطلوب Sales Executive')).toBe('Sales Executive');
    expect(titleOf('URGENT REQUIRMENT - Electrician for maintenance company in Doha. Must have min 3 yrs experience, valid Qatar ID.')).toBe('Electrician');
  });

  it('takes the title cell of a line of cells, not the reference or the package', () => {
    expect(cleanTitle('Job Ref: GT-2291 | Procurement Officer | Manama, Bahrain | Package: BHD 900 - 1,100')).toBe('Procurement Officer');
  });

  it("skips a first line that is the employer's name or an invitation to join", () => {
    expect(titleOf('Al Waha Hotels & Resorts\nAl Waha is growing. We are looking for a Guest Relations Officer to welcome our guests.')).toBe('Guest Relations Officer');
    expect(titleOf('انضم إلى فريقنا! 🚀\nنبحث عن مطور واجهات أمامية (React) للانضمام إلى فريق المنتج')).toBe('مطور واجهات أمامية');
    expect(titleOf('Senior Accountant\nAl Waha Group')).toBe('Senior Accountant');
  });

  it('reads the title after "بمسمى", after "مطلوب للعمل", past an announcement with emoji, and the first of a bilingual pair', () => {
    expect(titleOf('تعلن شركة المراعي عن توفر وظائف شاغرة لحملة البكالوريوس بمسمى (محاسب تكاليف) في الرياض')).toBe('محاسب تكاليف');
    expect(titleOf('مطلوب للعمل فورا محاسب عام لشركة مقاولات')).toBe('محاسب عام');
    expect(titleOf('فرصة وظيفية مميزة 🌟\nمطلوب: مطور تطبيقات جوال (Flutter)')).toBe('مطور تطبيقات جوال');
    expect(cleanTitle('Job Opening — Warehouse Supervisor / مشرف مستودع')).toBe('Warehouse Supervisor');
    expect(cleanTitle('Sales / Marketing Coordinator')).toBe('Sales / Marketing Coordinator');
    expect(titleOf('Experienced Chef de Partie required for a busy Italian restaurant in Muscat')).toBe('Chef de Partie');
  });

  it('reads Levantine and Gulf lead-ins, "بحاجة إلى", and skips a basmala, a ministry header and a bilingual "we\'re hiring"', () => {
    expect(titleOf('بدنا ممرضة قانونية لقسم الطوارئ')).toBe('ممرضة قانونية');
    expect(titleOf('نبي سواق خاص لعايلة في منطقة الجابرية')).toBe('سائق خاص');
    expect(titleOf('مصنع الرواسي للبلاستيك بالرياض بحاجة إلى فني صيانة ميكانيكية، على أن يكون لديه خبرة')).toBe('فني صيانة ميكانيكية');
    expect(titleOf('بسم الله الرحمن الرحيم\nالهيئة العامة للعقار\nالإدارة العامة للموارد البشرية\n\nتعلن الهيئة العامة للعقار عن رغبتها في توظيف مستشار قانوني للعمل بالمقر الرئيسي')).toBe('مستشار قانوني');
    expect(titleOf("We're hiring! | نحن نوظف 🚀\nData Analyst | محلل بيانات")).toBe('Data Analyst');
  });

  it('takes the title after the employer and a dash, and never a department alone', () => {
    expect(cleanTitle('Cambridge International School, Abu Dhabi - Teacher of Mathematics (Secondary)')).toBe('Teacher of Mathematics');
    expect(cleanTitle('Al Noor Hospital - Staff Nurse - Dubai')).toBe('Staff Nurse');
    expect(cleanTitle('Hospital Pharmacist - Riyadh')).toBe('Hospital Pharmacist');
    expect(cleanTitle('Bank Teller - Al Rajhi Bank')).toBe('Bank Teller');
    expect(titleOf('Careers at Sahab Cloud\nEngineering · Jeddah, Saudi Arabia · Hybrid\n\nBackend Software Engineer (Payments)')).toBe('Backend Software Engineer');
  });

  it('skips a job board\'s menus, a school\'s name and a hashtag, and reads a flattened form', () => {
    expect(titleOf('Skip to main content\nIndeed\nFind jobs   Sign in\nJobs\n\nWarehouse Supervisor – Night Shift\nJeddah')).toBe('Warehouse Supervisor');
    expect(titleOf('Search jobs   Saved jobs (2)   Sign in\nMarketing Coordinator')).toBe('Marketing Coordinator');
    expect(titleOf('Al Faisal International Academy, Riyadh\nTeacher of Physics — from September')).toBe('Teacher of Physics');
    expect(titleOf('#NowHiring #Now_Hiring | نحن نوظف\nSales Engineer | مهندس مبيعات')).toBe('Sales Engineer');
    expect(titleOf('Job Title Quality Inspector Department QA/QC Location Jubail Grade 7')).toBe('Quality Inspector');
    expect(cleanTitle('Job Posting: Structural Engineer')).toBe('Structural Engineer');
  });

  it('ends an English title at "needed", "required" or "wanted", and names one of a plural', () => {
    expect(cleanTitle('Dental Assistant needed for a busy clinic in Hawalli')).toBe('Dental Assistant');
    expect(cleanTitle('ELECTRICIAN WANTED !!!')).toBe('ELECTRICIAN');
    expect(cleanTitle('Sales Executives – Dubai')).toBe('Sales Executive');
    expect(cleanTitle('Security Guards')).toBe('Security Guard');
    expect(cleanTitle('Head of Logistics')).toBe('Head of Logistics');
    expect(cleanTitle('Staff Nurses')).toBe('Staff Nurse');
  });

  it('reads a title on the line after a cue with a colon, and a title field wrapped before its last word', () => {
    expect(titleOf('مستشفى الشفاء الأهلي\nيعلن عن حاجته إلى:\nأخصائي علاج طبيعي للعمل في العيادات الخارجية')).toBe('أخصائي علاج طبيعي');
    expect(titleOf('Grand Plaza Hotel\nWe are hiring:\nFront Office Agent')).toBe('Front Office Agent');
    expect(titleOf('Position : Mechanical Site \nEngineer\nDepartment: Projects')).toBe('Mechanical Site Engineer');
    expect(titleOf('Job Title: Accountant\nRiyadh')).toBe('Accountant');
  });

  it('reads spoken-Arabic hiring sentences, "لشغل وظيفة (…)" and cuts what follows an Arabic title', () => {
    expect(titleOf('احنا بشركة الريادة بندور على محاسبين ومحاسبات عندهم خبرة')).toBe('محاسب');
    expect(titleOf('مؤسسة النور للتجارة محتاجة مندوب مبيعات للشغل في القاهرة')).toBe('مندوب مبيعات');
    expect(titleOf('تعلن وزارة الصحة عن رغبتها في التعاقد لشغل وظيفة (فني أشعة) وفق الشروط التالية')).toBe('فني أشعة');
    expect(cleanTitle('مطلوب فورًا سائق شاحنة')).toBe('سائق شاحنة');
    expect(cleanTitle('مطور تطبيقات ينضم لفريق المنتج')).toBe('مطور تطبيقات');
    expect(cleanTitle('مهندس كهرباء لمشروع سكني')).toBe('مهندس كهرباء');
    expect(cleanTitle('فني مختبر بقسم الأحياء الدقيقة')).toBe('فني مختبر');
    expect(cleanTitle('مناديب مبيعات')).toBe('مندوب مبيعات');
    expect(titleOf('مطلوب كاشير دوام مسائي لسوبر ماركت في الفروانية\nالراتب ٢٠٠ د.ك')).toBe('كاشير');
  });
});
