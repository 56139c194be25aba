import { describe, expect, it } from 'vitest';
import { fieldOf, headingKind, jobLines } from './lines.ts';

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
  ])('%s is a %s heading', (line, kind) => expect(headingKind(line)).toBe(kind));

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
});
