import { describe, expect, it } from 'vitest';
import { arabicAdjectiveSkills, arabicLanguages, arabicPronounSkills, arabicSkills, arabicStem } from './arabic-skills.ts';
import type { JobTextCatalogue } from './catalogue.ts';

const catalogue: JobTextCatalogue = {
  scanSkills: () => [],
  sectors: [],
  occupations: [],
  skillNames: [
    { id: 'bank-reconciliation', sector: 'finance', type: 'technical', name: 'Bank Reconciliation', ar: ['التسويات البنكية'] },
    { id: 'patient-care', sector: 'healthcare', type: 'technical', name: 'Patient Care', ar: ['رعاية المرضى'] },
    { id: 'operations-management', sector: 'business', type: 'technical', name: 'Operations Management', ar: ['إدارة العمليات'] },
    { id: 'infection-control', sector: 'healthcare', type: 'technical', name: 'Infection Prevention and Control', ar: ['الوقاية من العدوى ومكافحتها'] },
    { id: 'accounting', sector: 'finance', type: 'technical', name: 'Accounting', ar: ['المحاسبة'] },
    { id: 'financial-accounting', sector: 'finance', type: 'technical', name: 'Financial Accounting', ar: ['المحاسبة المالية'] },
    { id: 'financial-statements', sector: 'finance', type: 'technical', name: 'Financial Statements', ar: ['إعداد القوائم المالية'] },
    { id: 'data-analysis', sector: 'technology', type: 'technical', name: 'Data Analysis', ar: ['تحليل البيانات'] },
    { id: 'project-management', sector: 'business', type: 'technical', name: 'Project Management', ar: ['إدارة المشاريع'] },
    { id: 'contract-review', sector: 'business', type: 'technical', name: 'Contract Review', ar: ['مراجعة العقود'] },
    { id: 'financial-reporting', sector: 'finance', type: 'technical', name: 'Financial Reporting', ar: ['إعداد التقارير المالية'] },
    { id: 'customer-service', sector: 'business', type: 'soft', name: 'Customer Service', ar: ['خدمة العملاء'] },
    { id: 'leadership', sector: 'cross-sector', type: 'soft', name: 'Leadership', ar: ['القيادة'] },
    { id: 'negotiation', sector: 'cross-sector', type: 'soft', name: 'Negotiation', ar: ['التفاوض'] },
    { id: 'teaching', sector: 'education', type: 'technical', name: 'Teaching', ar: ['التدريس'] },
    { id: 'english', sector: 'cross-sector', type: 'language', name: 'English', ar: ['اللغة الإنجليزية'] },
    { id: 'french', sector: 'cross-sector', type: 'language', name: 'French', ar: ['اللغة الفرنسية'] },
    { id: 'arabic', sector: 'cross-sector', type: 'language', name: 'Arabic', ar: ['اللغة العربية'] },
    { id: 'performance-management', sector: 'business', type: 'technical', name: 'Performance Management', ar: ['تقييم الأداء'] },
    { id: 'problem-solving', sector: 'cross-sector', type: 'soft', name: 'Problem Solving', ar: ['حل المشاكل'] },
    { id: 'quantity-surveying', sector: 'construction', type: 'technical', name: 'Quantity Surveying', ar: ['حصر الكميات'] },
    { id: 'dispensing', sector: 'healthcare', type: 'technical', name: 'Dispensing', ar: ['صرف الوصفات'] },
    { id: 'scfhs', sector: 'healthcare', type: 'certification', name: 'SCFHS Classification', ar: ['تصنيف الهيئة السعودية للتخصصات الصحية'] },
    { id: 'desalination', sector: 'engineering', type: 'technical', name: 'Desalination', ar: ['تحلية المياه'] },
    { id: 'water-treatment', sector: 'engineering', type: 'technical', name: 'Water Treatment', ar: ['معالجة المياه'] },
    { id: 'teamwork', sector: 'cross-sector', type: 'soft', name: 'Teamwork', ar: ['العمل الجماعي', 'العمل ضمن فريق', 'العمل في فريق'] },
    { id: 'working-under-pressure', sector: 'cross-sector', type: 'soft', name: 'Working Under Pressure', ar: ['العمل تحت الضغط'] },
  ],
};
const ids = (text: string) => arabicSkills(text, catalogue).map((mention) => mention.id);

describe('Arabic skills in another inflection', () => {
  it.each([
    ['والتسويات', 'تسو'],
    ['تسوية', 'تسو'],
    ['البنكية', 'بنك'],
    ['البنكي', 'بنك'],
    ['للمرضى', 'مرض'],
    ['المستودعات', 'مستودع'],
  ])('stems %s as %s', (word, stem) => {
    expect(arabicStem(word)).toBe(stem);
  });

  it('finds a term whose words are inflected, with a word between two of them', () => {
    expect(ids('تسوية الحسابات البنكية شهرياً')).toEqual(['bank-reconciliation']);
    expect(ids('تقديم الرعاية التمريضية للمرضى في قسم الباطنية')).toEqual(['patient-care']);
    expect(ids('خبرة في الوقاية من العدوى')).toEqual([]);
    expect(ids('تطبيق إجراءات الوقاية من العدوى ومكافحتها')).toEqual(['infection-control']);
  });

  it('keeps a term inside one clause and never reads one word alone', () => {
    expect(ids('الرعاية، المرضى')).toEqual([]);
    expect(ids('المحاسبة')).toEqual([]);
  });

  it('does not read the first half of a longer construct as the term', () => {
    expect(ids('إدارة عمليات الاستلام والتخزين')).toEqual([]);
    expect(ids('خبرة في إدارة عمليات متعددة')).toEqual(['operations-management']);
  });

  it('reads a word joined by "و" right after the one before as its partner, not as the rest of a term', () => {
    expect(ids('خبرة في المحاسبة والمالية')).toEqual([]);
    // After a word between, the joined word goes on the term: "إعداد الميزانيات والقوائم المالية".
    expect(ids('إعداد الميزانيات والقوائم المالية')).toEqual(['financial-statements']);
    expect(ids('تطبيق إجراءات الوقاية من العدوى ومكافحتها')).toEqual(['infection-control']);
  });

  it('reads a duty written with the verb as the verbal noun\'s term, only with its object after it', () => {
    expect(ids('يحلل البيانات ويعد التقارير المالية')).toEqual(['data-analysis', 'financial-reporting']);
    expect(ids('تدير المشاريع')).toEqual(['project-management']);
    expect(ids('بيراجع العقود')).toEqual(['contract-review']);
    expect(ids('يدير فريقاً من عشرة موظفين')).toEqual([]);
  });

  it('reads a first-form duty by its verb, as a dialect post writes it ("يحصر الكميات", "تعرف تصرف الوصفات")', () => {
    expect(ids('▪️ يحصر الكميات من المخططات')).toEqual(['quantity-surveying']);
    expect(ids('- تعرف تصرف الوصفات وتتعامل مع النظام')).toEqual(['dispensing']);
    // The verb alone, without the term's object, names nothing.
    expect(ids('يحصر عدد العمال')).toEqual([]);
  });

  it('reads the dialects\' word for work, "شغل", and the loanword "تيم" as the catalogue\'s "العمل" and "فريق"', () => {
    expect(ids('- بتعرف تلتزم بالمواعيد وتشتغل ضمن فريق')).toEqual(['teamwork']);
    expect(ids('يقدر يشتغل تحت ضغط')).toEqual(['working-under-pressure']);
    expect(ids('تحب الشغل في تيم')).toEqual(['teamwork']);
    // "شغل" as the job's own post is no skill.
    expect(ids('لشغل وظيفة مساح')).toEqual([]);
  });

  it('reads a term across a word and a preposition between its words, not across a conjunction', () => {
    expect(ids('• تصنيف ساري من الهيئة السعودية للتخصصات الصحية')).toEqual(['scfhs']);
    expect(ids('تشغيل محطات التحلية أو معالجة المياه')).toEqual(['water-treatment']);
    // Not across a noun with a pronoun: that is an object of its own.
    expect(ids('تحليل بياناتنا من البيانات')).toEqual([]);
  });

  it('reads a licence with its validity said inside its name ("ساري المفعول")', () => {
    expect(ids('- التصنيف المهني ساري المفعول من الهيئة السعودية للتخصصات الصحية.')).toEqual(['scfhs']);
  });

  it('reads a broken plural and its singular as one word', () => {
    expect(ids('إعداد التقرير المالي الشهري')).toEqual(['financial-reporting']);
    expect(ids('إدارة المشروع')).toEqual(['project-management']);
    expect(ids('خدمة العميل')).toEqual(['customer-service']);
  });

  it('puts a verbal noun with a pronoun back before the object it stands for', () => {
    const pronouns = (text: string) => arabicPronounSkills(text, catalogue).map((mention) => [mention.id, mention.text]);
    expect(pronouns('الخبرة في صياغة العقود ومراجعتها.')).toEqual([['contract-review', 'العقود ومراجعتها']]);
    expect(pronouns('جمع البيانات وتحليلها')).toEqual([['data-analysis', 'البيانات وتحليلها']]);
    // Not across a clause, and not a noun the catalogue holds no term for with that object.
    expect(pronouns('العقود، ومراجعتها')).toEqual([]);
    expect(pronouns('استلام الطلبات وتغليفها')).toEqual([]);
  });

  it('reads a noun with a possessive pronoun as the noun a term names ("تقييم أدائهم", "وتحل مشاكلهم")', () => {
    expect(ids('قيادة فريق المبيعات وتقييم أدائهم')).toEqual(['performance-management']);
    expect(ids('ترد على مكالمات العملاء وتحل مشاكلهم')).toEqual(['problem-solving']);
    expect(ids('مراجعة حساباتها الختامية')).toEqual([]);
    // A word that only ends in those letters is not a noun with a pronoun: "تقييم فهم الطلاب" names no performance.
    expect(ids('تقييم فهم الطلاب')).toEqual([]);
  });

  it('reads a relative adjective after a word for skill or experience as its one-word term', () => {
    const adjectives = (text: string) => arabicAdjectiveSkills(text, catalogue).map((mention) => [mention.id, mention.text]);
    expect(adjectives('خبرة محاسبية لا تقل عن ثلاث سنوات')).toEqual([['accounting', 'محاسبية']]);
    expect(adjectives('مهارات قيادية، وتفاوضية عالية')).toEqual([
      ['leadership', 'قيادية'],
      ['negotiation', 'تفاوضية'],
    ]);
    expect(adjectives('خبرة تدريسية')).toEqual([['teaching', 'تدريسية']]);
    // Not without the word for skill or experience, and not an adjective no one-word term has.
    expect(adjectives('الشؤون المحاسبية')).toEqual([]);
    expect(adjectives('خبرة عملية')).toEqual([]);
  });

  it('gives where the mention sits', () => {
    const [mention] = arabicSkills('مهام: تسوية الحسابات البنكية', catalogue);
    expect(mention?.text).toBe('تسوية الحسابات البنكية');
    expect(mention?.start).toBe(6);
  });

  it('reads a language by its adjective after a word of proficiency or preference, and nowhere else', () => {
    const languages = (text: string) => arabicLanguages(text, catalogue).map((mention) => mention.id);
    expect(languages('إجادة الإنجليزية، ويفضل الفرنسية')).toEqual(['english', 'french']);
    expect(languages('يتحدث الإنجليزية والفرنسية بطلاقة')).toEqual(['english', 'french']);
    expect(languages('للعمل في المملكة العربية السعودية')).toEqual([]);
    expect(languages('إجادة المحاسبة')).toEqual([]);
    // "Both languages, Arabic and English".
    expect(languages('إجادة اللغتين العربية والإنجليزية')).toEqual(['arabic', 'english']);
  });

  it('reads a spoken posting\'s language: no article, the masculine, a dialect\'s verb or a grade after it', () => {
    const languages = (text: string) => arabicLanguages(text, catalogue).map((mention) => mention.id);
    expect(languages('ويتكلم إنجليزي كويس')).toEqual(['english']);
    expect(languages('بتحكي فرنسي منيح')).toEqual(['french']);
    expect(languages('يعرف يتفاهم عربي وإنجليزي')).toEqual(['arabic', 'english']);
    expect(languages('لغة إنجليزي')).toEqual(['english']);
    expect(languages('إنجليزي كويس')).toEqual(['english']);
    // Two languages joined by "و" name each other, but not after a noun they qualify ("Arabic and Italian cuisine").
    expect(languages('copywriting قوي عربي وإنجليزي')).toEqual(['arabic', 'english']);
    expect(languages('مطبخ عربي وفرنسي')).toEqual([]);
    expect(languages('الخليج العربي كويس')).toEqual([]);
    expect(languages('عربي')).toEqual([]);
  });
});
