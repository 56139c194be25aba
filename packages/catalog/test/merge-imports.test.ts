import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { installCatalogue, loadCatalogue, loadSkillIndex, perCatalogue, readCatalogue } from '../src/catalogue.ts';
import { parseEscoDirectory } from '../src/importers/esco.ts';
import { parseOnetDirectory } from '../src/importers/onet.ts';
import { readImportFiles } from '../src/importers/read-files.ts';
import { importsDigest, mergeImports, type CatalogueImports } from '../src/merge-imports.ts';
import { occupationSchema } from '../src/occupations.ts';
import { skillSchema } from '../src/skills.ts';

const fixture = (name: string) => readImportFiles(fileURLToPath(new URL(`./fixtures/${name}/`, import.meta.url)));
const base = readCatalogue();
const imports: CatalogueImports = {
  occupations: parseOnetDirectory(fixture('onet-release')).occupations,
  skills: parseEscoDirectory(fixture('esco-release')).skills,
};
const { catalogue, warnings, counts } = mergeImports(base, imports);
const occupation = (code: string) => catalogue.occupationsByCode.get(code);
const esco = (n: string) => `skill:esco-00000000-0000-4000-8000-0000000001${n}`;

describe('mergeImports: O*NET', () => {
  it('gives a shipped code the official job zone, with the education and experience that follow from it', () => {
    expect(base.occupationsByCode.get('15-1254.00')).toMatchObject({ job_zone: 3, typical_education: 'vocational' });
    expect(occupation('15-1254.00')).toMatchObject({
      title: { en: 'Web Developers', ar: 'مطور ويب' },
      job_zone: 4,
      typical_education: 'bachelor',
      typical_experience_years: { min: 2, max: 4 },
      riasec: { realistic: 2.1, investigative: 5.9, artistic: 5.2, social: 2.3, enterprising: 3, conventional: 4.4 },
      holland_code: 'IAC',
    });
  });

  it('adds official alternate titles once, and keeps our core skills and description', () => {
    const web = occupation('15-1254.00');
    const shipped = base.occupationsByCode.get('15-1254.00');
    expect(web?.alternate_titles.en).toEqual([...(shipped?.alternate_titles.en ?? []), 'Full Stack Engineer']);
    expect(occupation('15-1252.00')?.alternate_titles.en).toContain('Backend Engineer');
    expect(web?.core_skills).toEqual(shipped?.core_skills);
    expect(web?.description).toEqual(shipped?.description);
  });

  it('takes O*NET task statements as English tasks, writes no Arabic ones, and gives none where O*NET has none', () => {
    expect(base.occupationsByCode.get('15-1254.00')?.tasks).toBeUndefined();
    expect(occupation('15-1254.00')?.tasks).toEqual({ en: ['Fixture task: build the pages of a web site.', 'Fixture task: keep a web site fast.'], ar: [] });
    expect(occupation('29-1141.02')?.tasks).toEqual({ en: ["Fixture task: assess a patient's mental health."], ar: [] });
    expect(occupation('15-1252.00')?.tasks).toBeUndefined();
    expect(occupationSchema.parse(occupation('15-1254.00'))).toEqual(occupation('15-1254.00'));
  });

  it("replaces related occupations with O*NET's, nearest first, among the codes the catalogue has", () => {
    expect(occupation('15-1254.00')?.related).toEqual(['occ:15-1255.00', 'occ:15-1252.00', 'occ:15-1299.00']);
  });

  it('makes a new code an occupation, with its technology skills as core skills and its official facts', () => {
    const nurse = occupation('29-1141.02');
    expect(nurse).toMatchObject({
      id: 'occ:29-1141.02',
      title: { en: 'Advanced Practice Psychiatric Nurses' },
      alternate_titles: { en: ['Psychiatric Nurse Practitioner', 'PMHNP', 'Mental Health Nurse Practitioner'], ar: [] },
      sector: 'healthcare',
      job_zone: 5,
      holland_code: 'SIE',
      typical_education: 'master',
      core_skills: [
        { skill_id: 'skill:epic-systems', importance: 4 },
        { skill_id: 'skill:microsoft-excel', importance: 3.5 },
      ],
      related: ['occ:29-1171.00', 'occ:29-1141.00'],
    });
    expect(nurse?.description.ar).toMatch(/^مهنة في قطاع/);
    expect(occupationSchema.safeParse(nurse).success).toBe(true);
  });

  it('borrows what the files do not say from the nearest shipped occupation', () => {
    const other = occupation('15-1299.00');
    const nearest = base.occupationsByCode.get('15-1299.01');
    expect(other).toMatchObject({
      sector: nearest?.sector,
      riasec: nearest?.riasec,
      holland_code: nearest?.holland_code,
      job_zone: nearest?.job_zone,
      core_skills: [
        { skill_id: 'skill:python', importance: 4 },
        { skill_id: 'skill:git', importance: 3.5 },
      ],
      related: ['occ:15-1299.01'],
    });
  });

  it('keeps every other occupation as shipped', () => {
    expect(catalogue.occupations).toHaveLength(base.occupations.length + 2);
    expect(occupation('13-2011.00')).toBe(base.occupationsByCode.get('13-2011.00'));
    expect(counts).toMatchObject({ updatedOccupations: 3, newOccupations: 2 });
  });
});

describe('mergeImports: ESCO', () => {
  it('matches a skill to the catalogue by its label, or the label without its qualifier, and adds its labels as aliases', () => {
    const python = catalogue.skillsById.get('skill:python');
    expect(python?.aliases.en).toEqual(['py', 'python3', 'Python (computer programming)', 'Python programming', 'Python coding']);
    expect(python?.aliases.ar).toContain('البرمجة بلغة بايثون');
    const nursing = catalogue.skillsById.get('skill:mental-health-nursing');
    expect(nursing?.aliases.en).toContain('psychiatric nursing care');
    expect(catalogue.skillsById.has(esco('01'))).toBe(false);
    expect(counts).toMatchObject({ matchedSkills: 2, newSkills: 3 });
  });

  it('makes the others skills in ESCO categories, with Arabic names when skills_ar.csv is given, related as ESCO relates them', () => {
    const crisis = catalogue.skillsById.get(esco('03'));
    expect(crisis).toEqual({
      id: esco('03'),
      name: { en: 'Apply crisis intervention in mental health', ar: 'تطبيق التدخل في الأزمات في مجال الصحة النفسية' },
      aliases: { en: ['mental health crisis intervention', 'crisis de-escalation'], ar: ['تهدئة الأزمات'] },
      type: 'technical',
      category: 'esco-sector-specific',
      sector: 'cross-sector',
      related: ['skill:mental-health-nursing', esco('04')],
    });
    expect(catalogue.skillsById.get(esco('04'))).toMatchObject({ type: 'soft', category: 'esco-transversal', name: { ar: 'Show empathy' } });
    expect(catalogue.skillsById.get(esco('05'))).toMatchObject({ type: 'knowledge', category: 'esco-knowledge' });
    for (const id of [esco('03'), esco('04'), esco('05')]) expect(skillSchema.safeParse(catalogue.skillsById.get(id)).success).toBe(true);
    const categories = catalogue.skillCategories.map((c) => c.id);
    expect(categories).toEqual(expect.arrayContaining(['esco-sector-specific', 'esco-transversal', 'esco-knowledge']));
    expect(new Set(categories).size).toBe(categories.length);
  });
});

describe('the merged version', () => {
  it('is the shipped version plus a hash of the imports, the same for the same data in any order', () => {
    expect(catalogue.version).toMatch(new RegExp(`^${base.version.replaceAll('.', '\\.')}\\+[0-9a-f]{10}$`));
    const reordered = mergeImports(base, { occupations: [...imports.occupations].reverse(), skills: [...imports.skills].reverse() });
    expect(reordered.catalogue.version).toBe(catalogue.version);
    expect(importsDigest({ occupations: [], skills: imports.skills })).not.toBe(importsDigest(imports));
    const changed = mergeImports(base, {
      ...imports,
      occupations: imports.occupations.map((o) => (o.code === '15-1254.00' ? { ...o, job_zone: 5 } : o)),
    });
    expect(changed.catalogue.version).not.toBe(catalogue.version);
  });

  it('is the shipped catalogue itself when nothing is imported', () => {
    expect(mergeImports(base, { occupations: [], skills: [] }).catalogue).toBe(base);
    expect(warnings).toEqual([]);
  });
});

describe('installCatalogue', () => {
  afterAll(() => installCatalogue(readCatalogue()));

  it('makes loadCatalogue and loadSkillIndex answer the installed catalogue, and rebuilds what is derived per catalogue', () => {
    const sizes = perCatalogue((c) => ({ skills: c.skills.length }));
    const shippedSize = sizes();
    expect(sizes()).toBe(shippedSize);
    const before = loadSkillIndex();
    expect(before.find('apply crisis intervention in mental health')).toBeUndefined();
    installCatalogue(catalogue);
    expect(loadCatalogue()).toBe(catalogue);
    expect(loadSkillIndex()).not.toBe(before);
    expect(loadSkillIndex().find('تطبيق التدخل في الأزمات في مجال الصحة النفسية')?.id).toBe(esco('03'));
    expect(loadSkillIndex().suggest('crisis de', { limit: 3 }).map((s) => s.skill.id)).toContain(esco('03'));
    expect(sizes()).toEqual({ skills: shippedSize.skills + 3 });
  });
});
