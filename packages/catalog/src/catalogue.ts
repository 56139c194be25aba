import { z } from 'zod';
import { coursesFileSchema, type Course } from './courses.ts';
import { readShippedJson } from './shipped-data.ts';
import { occupationsFileSchema, type Occupation } from './occupations.ts';
import { createSkillIndex, type SkillIndex } from './skill-index.ts';
import { sectorsFileSchema, type Sector } from './sectors.ts';
import { skillsFileSchema, type Skill, type SkillCategory } from './skills.ts';

/** data/catalogue.json: the data version and the files that make up the catalogue, relative to data/. */
export const manifestSchema = z.object({
  version: z.string(),
  sectors: z.string(),
  skills: z.array(z.string()),
  occupations: z.array(z.string()),
  courses: z.string(),
});
export type CatalogueManifest = z.infer<typeof manifestSchema>;

export interface Catalogue {
  version: string;
  sectors: Sector[];
  skillCategories: SkillCategory[];
  skills: Skill[];
  occupations: Occupation[];
  courses: Course[];
  /** Lookups by id. */
  skillsById: ReadonlyMap<string, Skill>;
  occupationsById: ReadonlyMap<string, Occupation>;
  /** By O*NET-SOC code ("15-1252.00"). */
  occupationsByCode: ReadonlyMap<string, Occupation>;
  sectorsById: ReadonlyMap<string, Sector>;
  /** Courses that teach a skill, by skill id (for skill-gap upskilling). */
  coursesBySkill: ReadonlyMap<string, readonly Course[]>;
}

let cached: Catalogue | undefined;

/**
 * The catalogue this process uses: the one installed with `installCatalogue` (the server installs the shipped
 * data merged with the operator's O*NET and ESCO imports at start), else the shipped catalogue, read and
 * validated once (100–200 ms). Always the same frozen object until the next install, so callers may key
 * caches on it. The data files sit next to the sources, so this works under tsx, vitest and plain Node.
 */
export function loadCatalogue(): Catalogue {
  cached ??= readCatalogue();
  return cached;
}

let cachedIndex: SkillIndex | undefined;

/** The skill index over the current catalogue, built once per installed catalogue (about 100 ms shipped). */
export function loadSkillIndex(): SkillIndex {
  cachedIndex ??= createSkillIndex(loadCatalogue().skills);
  return cachedIndex;
}

/**
 * Makes `catalogue` the one loadCatalogue() returns from now on, and drops the skill index built over the
 * previous one. Install before serving: objects already handed out keep the previous data.
 */
export function installCatalogue(catalogue: Catalogue): void {
  cached = catalogue;
  cachedIndex = undefined;
}

/**
 * Something derived from the current catalogue (a lookup, a graph), built on first use and again after
 * `installCatalogue`, so no cache outlives the catalogue it was built from.
 */
export function perCatalogue<T>(build: (catalogue: Catalogue) => T): () => T {
  const built = new WeakMap<Catalogue, T>();
  return () => {
    const catalogue = loadCatalogue();
    let value = built.get(catalogue);
    if (value === undefined) {
      value = build(catalogue);
      built.set(catalogue, value);
    }
    return value;
  };
}

export type CatalogueParts = Pick<Catalogue, 'version' | 'sectors' | 'skillCategories' | 'skills' | 'occupations' | 'courses'>;

/** A frozen catalogue with its lookups, from its lists. */
export function assembleCatalogue(parts: CatalogueParts): Catalogue {
  const { skills, occupations, courses, sectors } = parts;
  const occupationsByCode = new Map<string, Occupation>();
  for (const o of occupations) if (o.onet_soc_code) occupationsByCode.set(o.onet_soc_code, o);
  const coursesBySkill = new Map<string, Course[]>();
  for (const c of courses) for (const id of c.skills) coursesBySkill.set(id, [...(coursesBySkill.get(id) ?? []), c]);
  return Object.freeze({
    ...parts,
    skillsById: new Map(skills.map((s) => [s.id, s])),
    occupationsById: new Map(occupations.map((o) => [o.id, o])),
    occupationsByCode,
    sectorsById: new Map(sectors.map((s) => [s.id, s])),
    coursesBySkill,
  });
}

function readSkillFiles(manifest: CatalogueManifest): { skillCategories: SkillCategory[]; skills: Skill[] } {
  const skillCategories: SkillCategory[] = [];
  const skills: Skill[] = [];
  for (const file of manifest.skills) {
    const parsed = skillsFileSchema.parse(readShippedJson(file));
    skillCategories.push(...parsed.categories);
    skills.push(...parsed.skills);
  }
  return { skillCategories, skills };
}

/** Reads and validates the data files without the cache (for tests and the generator). */
export function readCatalogue(): Catalogue {
  const manifest = manifestSchema.parse(readShippedJson('catalogue.json'));
  const sectors = sectorsFileSchema.parse(readShippedJson(manifest.sectors)).sectors;
  const { skillCategories, skills } = readSkillFiles(manifest);
  const occupations: Occupation[] = [];
  for (const file of manifest.occupations) occupations.push(...occupationsFileSchema.parse(readShippedJson(file)).occupations);
  const courses = coursesFileSchema.parse(readShippedJson(manifest.courses)).courses;
  return assembleCatalogue({ version: manifest.version, sectors, skillCategories, skills, occupations, courses });
}
