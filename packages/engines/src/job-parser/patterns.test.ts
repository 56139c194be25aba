import { describe, expect, it } from 'vitest';
import { readExperience, readJobType, readWorkplace } from './patterns.ts';

describe('job type', () => {
  it.each([
    ['Employment Type: Full-time', 'full_time'],
    ['This is a permanent, full time role', 'full_time'],
    ['Part-Time Barista', 'part_time'],
    ['part time (20 hours a week), may move to full time later', 'part_time'],
    ['نوع الدوام: دوام كامل', 'full_time'],
    ['مطلوب كاشير بدوام جزئي', 'part_time'],
    ['الدوام: كامل', 'full_time'],
    ['نوع الدوام: دوام كلي', 'full_time'],
    ['وظيفة دائمة براتب مجزٍ', 'full_time'],
    ['دوام جزئى مسائي', 'part_time'],
    ['الشغل فل تايم', 'full_time'],
    ['بارت تايم للطلاب', 'part_time'],
  ])('%s → %s', (text, expected) => expect(readJobType(text)).toBe(expected));

  it('reads nothing from a contract or from "complete" in Arabic', () => {
    expect(readJobType('12-month contract, extendable')).toBeNull();
    expect(readJobType('إجادة كاملة للغة الإنجليزية')).toBeNull();
    expect(readJobType('معرفة كلية بالأنظمة')).toBeNull();
  });
});

describe('experience', () => {
  it.each([
    ['3+ years of experience in accounting', { value: 3, unit: 'years' }],
    ['Minimum 2 years experience', { value: 2, unit: 'years' }],
    ['at least five years of experience', { value: 5, unit: 'years' }],
    ['3-5 years in FP&A or investment banking', { value: 3, unit: 'years' }],
    ['You have 5 years in front office roles', { value: 5, unit: 'years' }],
    ['6 months of barista experience', { value: 6, unit: 'months' }],
    ['Min. 3 yrs warehouse supervision exp.', { value: 3, unit: 'years' }],
    ['خبرة لا تقل عن ٣ سنوات في مجال المحاسبة', { value: 3, unit: 'years' }],
    ['خبرة سنتين على الأقل', { value: 2, unit: 'years' }],
    ['خبرة سنة واحدة على الأقل في المبيعات', { value: 1, unit: 'years' }],
    ['خبرة من 2 إلى 4 سنوات في تحليل البيانات', { value: 2, unit: 'years' }],
    ['خبرة ٦ أشهر في العمل على نقاط البيع', { value: 6, unit: 'months' }],
    ['No prior experience required – full training provided', { value: 0, unit: 'years' }],
    ['خبرة سنة على الأقل في العمل على أنظمة نقاط البيع', { value: 1, unit: 'years' }],
    ['خبرة شهر في خدمة العملاء', { value: 1, unit: 'months' }],
    ['At least a year of experience in retail', { value: 1, unit: 'years' }],
    ['خبرة سنة إلى سنتين في التسويق الرقمي', { value: 1, unit: 'years' }],
    ['خبرة سابقة في خدمة العملاء لا تقل عن سنة', { value: 1, unit: 'years' }],
    ['Must have min 3 yrs experiance in building maintenance', { value: 3, unit: 'years' }],
  ])('%s', (text, expected) => expect(readExperience(text)).toEqual(expected));

  it('needs experience to be spoken of, unless the text is an experience value', () => {
    expect(readExperience('Founded 20 years ago, we serve the region')).toBeNull();
    expect(readExperience('Annual leave of 30 days after 1 year')).toBeNull();
    expect(readExperience('4-6 years', true)).toEqual({ value: 4, unit: 'years' });
    expect(readExperience('3', true)).toEqual({ value: 3, unit: 'years' });
    expect(readExperience('7 سنوات', true)).toEqual({ value: 7, unit: 'years' });
  });
});

describe('workplace', () => {
  it.each([
    ['Backend Engineer — Remote, GCC', 'remote'],
    ['We work in a hybrid model: three days in the office, two from home', 'hybrid'],
    ['Full-time | On-site', 'on_site'],
    ['This is not a remote role', 'on_site'],
    ['نمط العمل: هجين', 'hybrid'],
    ['للعمل عن بعد بدوام جزئي', 'remote'],
    ['العمل حضوري من المقر الرئيسي', 'on_site'],
    ['الشغل من البيت بالكامل', 'remote'],
    ['الوظيفة ريموت', 'remote'],
  ])('%s → %s', (text, expected) => expect(readWorkplace(text)).toBe(expected));

  it('reads nothing when the text does not say', () => expect(readWorkplace('Location: Dubai Mall, Dubai')).toBeNull());

  it('reads the head office as a place, not as on-site work', () => {
    expect(readWorkplace('للانضمام إلى إدارة الموارد البشرية في المقر الرئيسي بالرياض')).toBeNull();
    expect(readWorkplace('العمل من المقر الرئيسي بالرياض')).toBe('on_site');
  });

  it('reads Arabic on-site work after the hours, the rotation or the city, never from a duty done on site or a hybrid car', () => {
    expect(readWorkplace('الدوام: صباحي، من السبت إلى الأربعاء، بالمكتب الرئيسي')).toBe('on_site');
    expect(readWorkplace('نظام العمل 28/28 في الموقع')).toBe('on_site');
    expect(readWorkplace('الرياض – في الموقع')).toBe('on_site');
    expect(readWorkplace('متابعة أعمال الصب والتشطيب في الموقع')).toBeNull();
    expect(readWorkplace('خبرة في صيانة السيارات الهجينة والكهربائية')).toBeNull();
  });
});
