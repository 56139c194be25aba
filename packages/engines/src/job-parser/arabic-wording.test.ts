import { loadCatalogue, loadSkillIndex } from '@masar/catalog/catalogue';
import { describe, expect, it } from 'vitest';
import { comparisonKey } from '../resume-parser/text-utils.ts';
import { arabicSkills, arabicStem } from './arabic-skills.ts';
import { ARABIC_SKILL_WORDING } from './arabic-wording.ts';
import { jobTextCatalogue } from './catalogue.ts';

const shipped = loadCatalogue();
const catalogue = jobTextCatalogue(shipped, loadSkillIndex());
const ids = (text: string) => arabicSkills(text, catalogue).map((mention) => mention.id);

describe('Arabic wording of catalogue skills', () => {
  it('names only skills the catalogue has, each wording of two Arabic words or more', () => {
    const known = new Set(shipped.skills.map((skill) => skill.id));
    for (const [id, wordings] of ARABIC_SKILL_WORDING) {
      expect(known.has(id), id).toBe(true);
      for (const wording of wordings) expect(wording.split(/\s+/u).filter((word) => /\p{Script=Arabic}/u.test(word)).length, wording).toBeGreaterThanOrEqual(2);
    }
  });

  it('never takes a wording another skill already holds in the catalogue', () => {
    const holder = new Map(shipped.skills.flatMap((skill) => [skill.name.ar, ...skill.aliases.ar].map((term) => [arabicStem(comparisonKey(term)), skill.id] as const)));
    const taken = [...ARABIC_SKILL_WORDING].flatMap(([id, wordings]) => wordings.filter((wording) => (holder.get(arabicStem(comparisonKey(wording))) ?? id) !== id));
    expect(taken).toEqual([]);
  });

  it('finds skills written as postings write them, in another inflection', () => {
    expect(ids('خبرة في جدولة الري للمزارع وتحاليل التربة')).toEqual(expect.arrayContaining(['skill:irrigation-management', 'skill:soil-testing']));
    expect(ids('تصميم الهويات البصرية والمطبوعات الدعائية للعملاء')).toEqual(expect.arrayContaining(['skill:visual-identity-design', 'skill:print-design']));
    expect(ids('إتقان أخذ العينات من المرضى')).toContain('skill:specimen-collection');
    expect(ids('الاستجابة للحوادث الأمنية وضبط جدران الحماية')).toEqual(expect.arrayContaining(['skill:incident-response', 'skill:firewall-management']));
  });

  it('reads dialect driving words, a heavy licence apart from a light one', () => {
    expect(ids('لازم يكون معك رخصة سواقة سارية')).toContain('skill:light-vehicle-driving-licence');
    const heavy = ids('رخصة سواقة ثقيلة وخبرة في سواقة التريلا بين المدن');
    expect(heavy).toEqual(expect.arrayContaining(['skill:heavy-vehicle-driving-licence', 'skill:heavy-goods-vehicle-driving']));
    expect(heavy).not.toContain('skill:light-vehicle-driving-licence');
    expect(ids('إعطاء الأدوية والمحاليل الوريدية في تمريض العناية المركزة')).toEqual(expect.arrayContaining(['skill:intravenous-therapy', 'skill:critical-care-nursing']));
  });

  it('leaves a kitchen team to kitchen management', () => {
    expect(ids('إدارة فريق المطبخ وتدريبه')).not.toContain('skill:people-management');
  });

  it("reads a tool without its vendor's name, as the catalogue's aliases now hold it (decision 0097)", () => {
    const scanned = (text: string) => catalogue.scanSkills(text).map((mention) => mention.id);
    expect(scanned('إتقان الفوتوشوب، إن ديزاين')).toEqual(['skill:adobe-photoshop', 'skill:adobe-indesign']);
    expect(scanned('معرفة بأفتر إفكتس أو بريمير برو')).toEqual(['skill:adobe-after-effects', 'skill:adobe-premiere-pro']);
    expect(scanned('يفضل معرفة ببرنامج إيتابس')).toEqual(['skill:etabs']);
    expect(scanned('Review pull requests and pair with the team')).toEqual(['skill:code-review']);
  });
});
