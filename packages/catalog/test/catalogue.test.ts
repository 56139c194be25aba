import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, manifestSchema } from '../src/catalogue.ts';
import { readShippedSkills } from '../src/shipped-data.ts';
import { CATALOGUE_DATA_DIR } from '../src/data-dir.ts';
import { RIASEC_AREAS } from '../src/occupations.ts';
import { hasArabic } from '../src/text.ts';
import catalogueManifest from '../data/catalogue.json' with { type: 'json' };

const catalogue = loadCatalogue();
const { skills, occupations, courses, sectors, skillCategories } = catalogue;

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

describe('catalogue size and coverage', () => {
  it('has the counts issue #4 asks for', () => {
    expect(skills.length).toBeGreaterThanOrEqual(3000);
    expect(occupations.length).toBeGreaterThanOrEqual(400);
    expect(courses.length).toBeGreaterThanOrEqual(500);
  });

  it('covers every sector with skills and occupations, and has the soft skills', () => {
    for (const sector of sectors) {
      expect(skills.filter((s) => s.sector === sector.id).length, sector.id).toBeGreaterThanOrEqual(20);
      expect(occupations.filter((o) => o.sector === sector.id).length, sector.id).toBeGreaterThanOrEqual(3);
    }
    expect(skills.filter((s) => s.type === 'soft').length).toBeGreaterThanOrEqual(100);
    expect(skills.filter((s) => s.type === 'language').length).toBeGreaterThanOrEqual(100);
  });

  it('returns the same cached object', () => {
    expect(loadCatalogue()).toBe(catalogue);
  });

  it('is loadable with an import attribute too, and every data file is under 1 MB', () => {
    const manifest = manifestSchema.parse(catalogueManifest);
    for (const file of [manifest.sectors, manifest.courses, ...manifest.skills, ...manifest.occupations]) {
      expect(statSync(new URL(`../data/${file}`, import.meta.url)).size, file).toBeLessThan(1_000_000);
    }
  });
});

describe('ids and names', () => {
  it('has no duplicate ids', () => {
    expect(duplicates(skills.map((s) => s.id))).toEqual([]);
    expect(duplicates(occupations.map((o) => o.id))).toEqual([]);
    expect(duplicates(courses.map((c) => c.id))).toEqual([]);
    expect(duplicates(sectors.map((s) => s.id))).toEqual([]);
    expect(duplicates(occupations.flatMap((o) => (o.onet_soc_code ? [o.onet_soc_code] : [])))).toEqual([]);
  });

  it('has no duplicate English names within a category, nor anywhere', () => {
    for (const category of skillCategories) {
      const names = skills.filter((s) => s.category === category.id).map((s) => s.name.en.toLowerCase());
      expect(duplicates(names), category.id).toEqual([]);
    }
    expect(duplicates(skills.map((s) => s.name.en.toLowerCase()))).toEqual([]);
    expect(duplicates(occupations.map((o) => o.title.en.toLowerCase()))).toEqual([]);
  });

  it('uses the occupation code as the id where there is one', () => {
    for (const o of occupations) {
      expect(o.id).toBe(o.onet_soc_code ? `occ:${o.onet_soc_code}` : o.id);
      if (!o.onet_soc_code) expect(o.id).toMatch(/^occ:masar-/);
    }
  });

  it('names every skill, category, occupation and sector in Arabic letters', () => {
    const missing = [
      ...skills.filter((s) => !hasArabic(s.name.ar)).map((s) => s.id),
      ...skillCategories.filter((c) => !hasArabic(c.name.ar)).map((c) => c.id),
      ...occupations.filter((o) => !hasArabic(o.title.ar) || !hasArabic(o.description.ar)).map((o) => o.id),
      ...sectors.filter((s) => !hasArabic(s.name.ar)).map((s) => s.id),
      ...skills.flatMap((s) => s.aliases.ar.filter((a) => !hasArabic(a)).map((a) => `${s.id}: ${a}`)),
    ];
    expect(missing).toEqual([]);
  });

  it('keeps English names free of Arabic letters', () => {
    expect(skills.filter((s) => hasArabic(s.name.en)).map((s) => s.id)).toEqual([]);
    expect(occupations.filter((o) => hasArabic(o.title.en)).map((o) => o.id)).toEqual([]);
  });
});

describe('referential integrity', () => {
  const skillIds = new Set(skills.map((s) => s.id));
  const occupationIds = new Set(occupations.map((o) => o.id));
  const sectorIds = new Set([...sectors.map((s) => s.id), 'cross-sector']);
  const categoryIds = new Set(skillCategories.map((c) => c.id));

  it('relates skills only to existing other skills', () => {
    const bad = skills.flatMap((s) =>
      s.related.filter((r) => !skillIds.has(r) || r === s.id).map((r) => `${s.id} → ${r}`),
    );
    expect(bad).toEqual([]);
    expect(skills.filter((s) => s.related.length === 0).map((s) => s.id)).toEqual([]);
  });

  it('puts every skill in a known sector and category', () => {
    expect(skills.filter((s) => !sectorIds.has(s.sector) || !categoryIds.has(s.category)).map((s) => s.id)).toEqual([]);
    expect(occupations.filter((o) => !sectorIds.has(o.sector)).map((o) => o.id)).toEqual([]);
  });

  it('gives every occupation existing core skills and existing related occupations', () => {
    const bad = occupations.flatMap((o) => [
      ...o.core_skills.filter((c) => !skillIds.has(c.skill_id)).map((c) => `${o.id} skill ${c.skill_id}`),
      ...o.related.filter((r) => !occupationIds.has(r) || r === o.id).map((r) => `${o.id} related ${r}`),
    ]);
    expect(bad).toEqual([]);
    for (const o of occupations) {
      expect(o.core_skills.length, o.id).toBeGreaterThanOrEqual(3);
      expect(o.related.length, o.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('teaches at least one existing skill in every course, in a known language, over https', () => {
    for (const c of courses) {
      expect(c.skills.length, c.id).toBeGreaterThan(0);
      expect(
        c.skills.every((s) => skillIds.has(s)),
        c.id,
      ).toBe(true);
      expect(['en', 'ar']).toContain(c.language);
      expect(c.url, c.id).toMatch(/^https:\/\//);
      if (c.language === 'ar') expect(hasArabic(c.title), c.id).toBe(true);
    }
  });
});

describe('occupation facts', () => {
  it('keeps job zones in 1–5 and RIASEC scores on the 1–7 scale', () => {
    for (const o of occupations) {
      expect(Number.isInteger(o.job_zone) && o.job_zone >= 1 && o.job_zone <= 5, o.id).toBe(true);
      for (const area of RIASEC_AREAS) {
        expect(o.riasec[area], `${o.id} ${area}`).toBeGreaterThanOrEqual(1);
        expect(o.riasec[area], `${o.id} ${area}`).toBeLessThanOrEqual(7);
      }
    }
  });

  it('agrees between the Holland code and the scores: the first letter is the highest area', () => {
    for (const o of occupations) {
      const top = [...RIASEC_AREAS].sort((a, b) => o.riasec[b] - o.riasec[a])[0] as string;
      expect(top.charAt(0).toUpperCase(), o.id).toBe(o.holland_code.charAt(0));
    }
  });

  it('orders core skills by importance and keeps experience ranges sane', () => {
    for (const o of occupations) {
      const imp = o.core_skills.map((c) => c.importance);
      expect(
        [...imp].sort((a, b) => b - a),
        o.id,
      ).toEqual(imp);
      expect(o.typical_experience_years.min).toBeLessThanOrEqual(o.typical_experience_years.max);
    }
  });

  it('holds known O*NET facts for a few well-known codes', () => {
    const byCode = catalogue.occupationsByCode;
    expect(byCode.get('15-1252.00')?.title.en).toBe('Software Developers');
    expect(byCode.get('15-1252.00')?.job_zone).toBe(4);
    expect(byCode.get('29-1141.00')?.title.en).toBe('Registered Nurses');
    expect(byCode.get('29-1141.00')?.holland_code.charAt(0)).toBe('S');
    expect(byCode.get('13-2011.00')?.holland_code.charAt(0)).toBe('C');
    expect(byCode.get('29-1215.00')?.job_zone).toBe(5);
    expect(byCode.get('35-2021.00')?.job_zone).toBe(1);
  });
});

describe('courses', () => {
  it('indexes courses by the skills they teach', () => {
    expect(catalogue.coursesBySkill.get('skill:python')?.length).toBeGreaterThanOrEqual(5);
    const withCourse = occupations.filter((o) => o.core_skills.some((c) => catalogue.coursesBySkill.has(c.skill_id)));
    expect(withCourse.length).toBe(occupations.length);
  });

  it('is marked as a sample and mixes English and Arabic courses', () => {
    expect(courses.filter((c) => c.language === 'ar').length).toBeGreaterThanOrEqual(50);
    expect(courses.filter((c) => c.link_kind === 'course').length).toBeGreaterThanOrEqual(40);
  });
});

describe('reading the shipped data', () => {
  it('finds the data directory beside the sources, through the package name', () => {
    expect(fileURLToPath(CATALOGUE_DATA_DIR)).toBe(fileURLToPath(new URL('../data/', import.meta.url)));
  });

  it('reads the same skills unvalidated as the validated catalogue holds (the parse CLI reads only these)', () => {
    // The schemas strip nothing and default nothing in the shipped files, so skipping them loses nothing.
    expect(readShippedSkills()).toEqual(skills);
  });
});

