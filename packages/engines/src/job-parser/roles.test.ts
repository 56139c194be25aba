import { describe, expect, it } from 'vitest';
import { jobLines } from './lines.ts';
import { firstRole } from './roles.ts';

const text = (role: ReturnType<typeof firstRole>) => role?.lines.map((line) => line.text).filter(Boolean);

describe('a post for several roles', () => {
  it('reads the first role with what the post says around the roles', () => {
    const role = firstRole(jobLines('Hiring at Marina Grill, Muscat\n\n1) Sous Chef\n- 4 years in a grill kitchen\n- HACCP\n\n2) Waiters\n- POS experience\n\nSend your CV on WhatsApp.'));
    expect(role?.title).toBe('Sous Chef');
    expect(text(role)).toEqual(['Hiring at Marina Grill, Muscat', 'Sous Chef', '4 years in a grill kitchen', 'HACCP', 'Send your CV on WhatsApp.']);
  });

  it('reads Arabic ordinal roles', () => {
    const role = firstRole(jobLines('مطلوب للعمل في مطعم:\n\nأولاً: كاشير\n- خبرة في نقاط البيع\n\nثانياً: باريستا\n- تحضير القهوة\n\nثالثاً: عامل نظافة\n\nالدوام كامل.'));
    expect(role?.title).toBe('كاشير');
    expect(text(role)).toEqual(['مطلوب للعمل في مطعم:', 'أولاً: كاشير', 'خبرة في نقاط البيع', 'الدوام كامل.']);
  });

  it('does not take a numbered list of duties, or numbered sections, for roles', () => {
    expect(firstRole(jobLines('Duties\n1. Prepare reports\n2. Reconcile accounts\n3. Support audits'))).toBeNull();
    expect(firstRole(jobLines('أولاً: الشروط\n- خبرة سنتين\n\nثانياً: المهام\n- إعداد التقارير'))).toBeNull();
    expect(firstRole(jobLines('أولاً: المؤهل العلمي\n- بكالوريوس القانون\n\nثانياً: الخبرات\n- خبرة ست سنوات'))).toBeNull();
    expect(firstRole(jobLines('Accountant\n\nRequirements\n- SQL\n- Excel'))).toBeNull();
  });
});
