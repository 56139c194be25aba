import { describe, expect, it } from 'vitest';
import { fieldOf, headingKind, isPageFurniture, jobLines, tableRow } from './lines.ts';

describe('job text lines', () => {
  it.each([
    ['Requirements', 'requirements'],
    ['What you’ll need:', 'requirements'],
    ["What you'll need:", 'requirements'],
    ['Nice to have', 'preferred'],
    ['Bonus points', 'preferred'],
    ['Preferred Qualifications:', 'preferred'],
    ['Key Responsibilities:', 'responsibilities'],
    ['About the role', 'about'],
    ['About us', 'company'],
    ['What we offer', 'benefits'],
    ['How to apply', 'apply'],
    ['Requirements & Qualifications', 'requirements'],
    ['المتطلبات:', 'requirements'],
    ['الشروط المطلوبة:', 'requirements'],
    ['مميزات إضافية', 'preferred'],
    ['المهام والمسؤوليات', 'responsibilities'],
    ['نبذة عن الوظيفة', 'about'],
    ['طريقة التقديم:', 'apply'],
    ['Supervise 25 warehouse associates', undefined],
    ['Even better if you have:', 'preferred'],
    ['What would make you stand out', 'preferred'],
    ["It's a plus if you have", 'preferred'],
    ['Desirable criteria', 'preferred'],
    ['ما يميزك', 'preferred'],
    ['يفضل توفر:', 'preferred'],
    ['الخبرات المفضلة', 'preferred'],
    ['Python is a plus', undefined],
    ["What you'll bring", 'requirements'],
    ['المهارات الفنية', 'requirements'],
    ["What you'll be doing", 'responsibilities'],
  ])('%s is a %s heading', (line, kind) => expect(headingKind(line)).toBe(kind));

  it('ends what is only wished for at a heading it does not know or at prose after its list, not inside an unmarked list', () => {
    const sections = (text: string) => jobLines(text).filter((line) => line.text && !line.heading).map((line) => `${line.text}:${line.section}`);
    expect(sections('Nice to have\n- Docker\n\nYour toolkit:\n- Go')).toEqual(['Docker:preferred', 'Your toolkit::other', 'Go:other']);
    expect(sections('Nice to have\n- Docker\n\nPermanent, rotating shifts.')).toEqual(['Docker:preferred', 'Permanent, rotating shifts.:other']);
    expect(sections('Nice to have\nDocker\nKubernetes')).toEqual(['Docker:preferred', 'Kubernetes:preferred']);
  });

  it('reads known "Key: value" lines in both languages', () => {
    expect(fieldOf('Job Title: Store Manager')).toEqual({ key: 'title', value: 'Store Manager' });
    expect(fieldOf('Years of Experience: 3')).toEqual({ key: 'experience', value: '3' });
    expect(fieldOf('المسمى الوظيفي: مدير مستودع')).toEqual({ key: 'title', value: 'مدير مستودع' });
    expect(fieldOf('مقر العمل: المدينة المنورة')).toEqual({ key: 'location', value: 'المدينة المنورة' });
    expect(fieldOf('Note: we reply to every application')).toBeUndefined();
  });

  it('gives each line its section, takes list markers off and keeps Arabic-Indic numbering as a list', () => {
    const lines = jobLines('Title line\n\nRequirements\n- SQL\n• Python\n\nNice to have:\n* Tableau\n\nالشروط:\n١. خبرة ٣ سنوات');
    const byText = Object.fromEntries(lines.filter((line) => line.text).map((line) => [line.text, line]));
    expect(byText.SQL).toMatchObject({ section: 'requirements', bullet: true });
    expect(byText.Python).toMatchObject({ section: 'requirements', bullet: true });
    expect(byText.Tableau).toMatchObject({ section: 'preferred', bullet: true });
    expect(byText['خبرة 3 سنوات']).toMatchObject({ section: 'requirements', bullet: true });
  });

  it('reads an inline heading with its content: "Nice to have: Prometheus, ArgoCD"', () => {
    const lines = jobLines('Must have: Terraform, AWS.\nNice to have: Prometheus, ArgoCD.');
    expect(lines.map((line) => [line.section, line.text])).toEqual([
      ['requirements', 'Terraform, AWS.'],
      ['preferred', 'Prometheus, ArgoCD.'],
    ]);
  });

  it.each([
    ['| Location | Riyadh, Saudi Arabia |', 'Location: Riyadh, Saudi Arabia'],
    ['Employment type\tFull-time', 'Employment type: Full-time'],
    ['|---|---|', ''],
    ['| Automation | Selenium and Cypress |', 'Automation | Selenium and Cypress'],
    ['Arabic\tDesirable', 'Arabic (Desirable)'],
    ['معرفة بأنظمة CRM\tيفضل', 'معرفة بأنظمة CRM (يفضل)'],
    ['Python, SQL', 'Python, SQL'],
  ])('reads the table row %j as %j', (row, line) => {
    expect(tableRow(row)).toBe(line);
  });

  it('reads a table row with a known key as a field, and a table with section columns as those sections', () => {
    expect(jobLines('| Job title | QA Engineer |\n|---|---|\n| Location | Riyadh |').filter((line) => line.field).map((line) => line.field)).toEqual([
      { key: 'title', value: 'QA Engineer' },
      { key: 'location', value: 'Riyadh' },
    ]);
    const lines = jobLines('| Must have | Nice to have |\n|---|---|\n| Java | Appium |\n| SQL | JMeter |');
    expect(lines.filter((line) => line.text && !line.heading).map((line) => [line.section, line.text])).toEqual([
      ['requirements', 'Java'],
      ['requirements', 'SQL'],
      ['preferred', 'Appium'],
      ['preferred', 'JMeter'],
    ]);
  });

  it.each([
    'Skip to main content',
    'Home | Jobs | Companies | Salaries | Career advice',
    'Home > Jobs > Healthcare > Clinical Dietitian',
    'الرئيسية › الوظائف › الموارد البشرية › أخصائي توظيف',
    'We use cookies to improve your experience. By continuing you accept our cookie policy.',
    'Posted 5 days ago · 63 applicants',
    'نُشرت منذ 3 أيام · 120 متقدماً',
    '© 2026 GulfJobs Portal. All rights reserved.',
    'Save job | Share | Report this job',
    'Jobs People Learning',
    'Sign in Join now',
  ])('reads the page furniture %j as a blank line', (line) => {
    expect(isPageFurniture(line)).toBe(true);
  });

  it('keeps the lines of the posting, and puts similar jobs and the employer\'s paragraph outside the job', () => {
    for (const line of ['Python | SQL | Excel', 'Share your knowledge with the team', 'Home visits to patients in Riyadh', 'People Learning Partner', 'Learning and Development']) expect(isPageFurniture(line)).toBe(false);
    expect(headingKind('THE GOOD STUFF')).toBe('benefits');
    // Arabic announcements number their sections: "أولاً: المؤهل العلمي".
    expect(headingKind('أولاً: المؤهل العلمي')).toBe('requirements');
    expect(headingKind('ثانياً: الخبرات')).toBe('requirements');
    expect(headingKind('Similar jobs')).toBe('elsewhere');
    expect(headingKind('وظائف مشابهة')).toBe('elsewhere');
    expect(headingKind('About Al Noor Specialist Hospital')).toBe('company');
    expect(headingKind('About the role')).toBe('about');
    expect(headingKind('About you')).toBe('requirements');
  });

  it('reads emoji before a line as a list marker, or takes them off a heading', () => {
    const lines = jobLines('✅ REQUIREMENTS:\n🔹 SQL\n▪️ Python\n📩 Send your CV');
    expect(lines.map((line) => [line.section, line.heading, line.bullet, line.text])).toEqual([
      ['requirements', true, false, 'REQUIREMENTS:'],
      ['requirements', false, true, 'SQL'],
      ['requirements', false, true, 'Python'],
      ['requirements', false, true, 'Send your CV'],
    ]);
    expect(jobLines('**Senior Accountant**')[0]).toMatchObject({ text: 'Senior Accountant', bullet: false });
  });

  it('reads arrows, tildes and a Word "o" as list markers', () => {
    const lines = jobLines('Requirements:\n→ SQL\n➤ Python\n~ Excel\n  o  Tableau\no dear, a sentence');
    expect(lines.slice(1).map((line) => [line.bullet, line.text])).toEqual([
      [true, 'SQL'],
      [true, 'Python'],
      [true, 'Excel'],
      [true, 'Tableau'],
      [false, 'o dear, a sentence'],
    ]);
  });

  it('reads headings with hyphens, numbered headings and headings that say who thrives here', () => {
    expect(headingKind('Your day-to-day:')).toBe('responsibilities');
    expect(headingKind('Nice-to-have')).toBe('preferred');
    expect(headingKind("You'll thrive here if you have:")).toBe('requirements');
    expect(headingKind('You might be a great fit if you')).toBe('requirements');
    expect(headingKind('This role is for you if')).toBe('requirements');
    expect(headingKind("It's a plus if you have")).toBe('preferred');
    const lines = jobLines('1. JOB PURPOSE\nRun the store.\n2. KEY RESPONSIBILITIES\n- Order stock\n3) Qualifications:\n- Retail experience\n4. Order stock weekly');
    expect(lines.map((line) => [line.section, line.heading, line.text])).toEqual([
      ['about', true, 'JOB PURPOSE'],
      ['about', false, 'Run the store.'],
      ['responsibilities', true, 'KEY RESPONSIBILITIES'],
      ['responsibilities', false, 'Order stock'],
      ['requirements', true, 'Qualifications:'],
      ['requirements', false, 'Retail experience'],
      ['requirements', false, 'Order stock weekly'],
    ]);
  });

  it("ends the employer's paragraph and the benefits at a heading of their own, even one not listed", () => {
    const lines = jobLines('Who we are\nWe build data tools.\n\nWhat you will work on:\n- Pipelines\n\nPerks\n- Laptop\nYour toolkit:\n- SQL');
    expect(lines.filter((line) => line.text).map((line) => [line.section, line.text])).toEqual([
      ['company', 'Who we are'],
      ['company', 'We build data tools.'],
      ['other', 'What you will work on:'],
      ['other', 'Pipelines'],
      ['benefits', 'Perks'],
      ['benefits', 'Laptop'],
      ['other', 'Your toolkit:'],
      ['other', 'SQL'],
    ]);
  });

  it("ends the employer's paragraph at a short question on its own line, and knows Arabic headings of the role", () => {
    const lines = jobLines('من نحن\nشركة ناشئة في الدفع الرقمي.\n\nكيف سيبدو يومك؟\n• كتابة اختبارات الوحدة');
    expect(lines.filter((line) => line.text).map((line) => line.section)).toEqual(['company', 'company', 'other', 'other']);
    // A question inside the employer's prose is prose, not a heading.
    expect(jobLines('About us\nWe build data tools. Why does it matter? Because data is messy.').map((line) => line.section)).toEqual(['company', 'company']);
    expect(headingKind('عن الدور')).toBe('about');
    expect(headingKind('ماذا ستفعل؟')).toBe('responsibilities');
  });
});
