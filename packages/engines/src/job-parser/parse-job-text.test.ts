import { loadCatalogue, loadSkillIndex } from '@masar/catalog/catalogue';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '@masar/shared/constants';
import { describe, expect, it } from 'vitest';
import { jobTextCatalogue } from './catalogue.ts';
import { parseJobText } from './parse-job-text.ts';

const catalogue = jobTextCatalogue(loadCatalogue(), loadSkillIndex());

describe('parseJobText', () => {
  it('reads a "Key: value" table with its sections', () => {
    const job = parseJobText(
      'Job Title: Store Manager\nLocation: Dubai, UAE\nEmployment Type: Full-time\nExperience: 4-6 years\nIndustry: Retail\nWorkplace: On-site\n\nJob Description\nWe are looking for a Store Manager to lead our flagship store, drive sales and look after a team of fifteen.\n\nRequirements\n- Visual merchandising\n- Customer service\n\nNice to have\n- Arabic',
      catalogue,
    );
    expect(job).toMatchObject({
      title: 'Store Manager',
      sector: 'retail',
      job_type: 'full_time',
      experience: { value: 4, unit: 'years' },
      location: { city: 'Dubai', country: 'AE', workplace: 'on_site' },
      description: 'We are looking for a Store Manager to lead our flagship store, drive sales and look after a team of fifteen.',
    });
    expect(job.skills).toEqual(
      expect.arrayContaining([
        { id: 'skill:visual-merchandising', importance: 'must_have' },
        { id: 'skill:customer-service', importance: 'must_have' },
        { id: 'skill:arabic', importance: 'nice_to_have' },
      ]),
    );
    expect(job.confidence).toMatchObject({ title: 0.95, job_type: 0.95, experience: 0.95, location: 0.95, sector: 0.9 });
  });

  it('reads an Arabic announcement with Arabic-Indic digits', () => {
    const job = parseJobText(
      'إعلان وظيفة\n\nتعلن أمانة منطقة الرياض عن حاجتها إلى محاسب للعمل في الإدارة العامة للشؤون المالية بمدينة الرياض، وفق الشروط التالية:\n\nالشروط:\n- خبرة لا تقل عن ٣ سنوات في المحاسبة.\n- إجادة استخدام برنامج إكسل.\n- يفضل الحصول على شهادة SOCPA.\n\nنوع الدوام: دوام كامل',
      catalogue,
    );
    expect(job).toMatchObject({ title: 'محاسب', sector: 'finance', job_type: 'full_time', experience: { value: 3, unit: 'years' }, location: { city: 'Riyadh', country: 'SA' } });
    expect(job.skills).toEqual(
      expect.arrayContaining([
        { id: 'skill:microsoft-excel', importance: 'must_have' },
        { id: 'skill:socpa', importance: 'nice_to_have' },
      ]),
    );
    expect(job.description?.startsWith('تعلن أمانة منطقة الرياض عن حاجتها إلى محاسب')).toBe(true);
  });

  it('reads prose: the hiring sentence, the remote workplace, the part-time type', () => {
    const job = parseJobText(
      'We are hiring a Customer Support Agent to answer our customers by chat and e-mail. This is a part-time, fully remote position. You need 6 months of customer service experience and good written English.',
      catalogue,
    );
    expect(job).toMatchObject({ title: 'Customer Support Agent', job_type: 'part_time', experience: { value: 6, unit: 'months' }, location: { workplace: 'remote', city: null } });
    expect(job.skills.map((skill) => skill.id)).toEqual(expect.arrayContaining(['skill:customer-service', 'skill:english']));
  });

  it('keeps the description within the limits and answers empty fields for an empty text', () => {
    const long = parseJobText(`Nurse\n\n${'We care for patients in a busy ward with a friendly team of nurses. '.repeat(20)}`, catalogue);
    expect(long.description?.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN_LENGTH);
    expect(long.description?.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(parseJobText('', catalogue)).toMatchObject({ title: null, sector: null, job_type: null, experience: null, skills: [], description: null, location: { city: null, country: null, workplace: null } });
  });

  it('reads Arabic skills written as verbs, with a pronoun, after "و" on a short word, and not two joined nouns as one term', () => {
    const job = parseJobText(
      'مطلوب محاسب أول للعمل في الرياض\nالمهام:\n- يعد التقارير المالية الشهرية ويحلل البيانات\n- صياغة العقود ومراجعتها\n- التعامل مع شكوى العميل وحل المشكلات\nالمتطلبات:\n- خبرة في المحاسبة والمالية\n- إجادة Excel وPower BI، وUX ميزة إضافية',
      catalogue,
    );
    expect(job.skills).toEqual(
      expect.arrayContaining([
        { id: 'skill:financial-reporting', importance: 'must_have' },
        { id: 'skill:data-analysis', importance: 'must_have' },
        { id: 'skill:contract-review', importance: 'must_have' },
        { id: 'skill:complaint-handling', importance: 'must_have' },
        { id: 'skill:problem-solving', importance: 'must_have' },
        { id: 'skill:accounting', importance: 'must_have' },
        { id: 'skill:power-bi', importance: 'must_have' },
        { id: 'skill:ux-design', importance: 'nice_to_have' },
      ]),
    );
    // "المحاسبة والمالية" is accounting and finance, not financial accounting.
    expect(job.skills.map((skill) => skill.id)).not.toContain('skill:financial-accounting');
  });

  it('reads Arabic skills named by a relative adjective, and a second one joined by "و" to the first', () => {
    const ids = (line: string) => parseJobText(`مطلوب موظف\nالمتطلبات:\n- ${line}`, catalogue).skills.map((skill) => skill.id);
    expect(ids('خبرة محاسبية لا تقل عن سنتين')).toContain('skill:accounting');
    expect(ids('مهارات قيادية وتواصلية')).toEqual(expect.arrayContaining(['skill:leadership', 'skill:communication']));
  });

  it('reads skills written as a posting writes them, not as the catalogue does (the eleventh pass)', () => {
    const ids = (text: string) => parseJobText(text, catalogue).skills.map((skill) => skill.id);
    // A skill's acronym spelt out its own way: the EMR of Electronic Health Records.
    expect(ids('Staff Nurse\nResponsibilities\n• Document care accurately in the electronic medical record (Cerner)')).toContain('skill:electronic-health-records');
    // A dialect post's first-form verb, and a licence with "ساري من" inside its name.
    expect(ids('مطلوب مساح كميات\n▪️ يحصر الكميات من المخططات')).toContain('skill:quantity-surveying');
    expect(ids('مطلوب فني صيدلة\n- تعرف تصرف الوصفات\n- تصنيف ساري من الهيئة السعودية للتخصصات الصحية')).toEqual(
      expect.arrayContaining(['skill:dispensing', 'skill:saudi-commission-for-health-specialties-classification']),
    );
  });

  it('works without a catalogue: no skills, the sector from the words of the trade', () => {
    const job = parseJobText('Staff Nurse\n\nOur hospital needs a staff nurse for the ICU to care for patients.', undefined);
    expect(job).toMatchObject({ title: 'Staff Nurse', sector: 'healthcare', skills: [] });
  });
});
