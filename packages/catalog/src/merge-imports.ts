/**
 * Overlays an operator's O*NET and ESCO imports on the shipped catalogue (pure; docs/decisions/0019).
 *
 * - An O*NET code the catalogue already has keeps our titles, descriptions and core skills, and takes the
 *   official job zone (and the education and experience that follow from it, where ours followed the old
 *   zone), interest scores and Holland code, related occupations, and alternate titles.
 * - A new O*NET code becomes an occupation: its technology skills that the catalogue knows are its core
 *   skills, and what the files do not say (sector, and core skills, interests or zone when missing) comes
 *   from its nearest shipped occupation: the first shipped one O*NET relates it to, else the closest SOC code.
 * - An ESCO skill whose preferred label (or the label without its "(qualifier)") is the name or an alias of
 *   a catalogue skill is that skill, which gains ESCO's alternative labels as aliases; any other becomes a
 *   skill `skill:esco-<uuid>` in an ESCO category by type and reuse level, related as ESCO relates it.
 *
 * The merged catalogue's version is the shipped version plus a hash of the imported data, so anything that
 * depends on the catalogue's content (stored match lists) sees a new version exactly when the imports change.
 */
import { createHash } from 'node:crypto';
import { assembleCatalogue, type Catalogue } from './catalogue.ts';
import type { EscoSkillWithArabic } from './importers/esco.ts';
import type { OnetOccupation } from './importers/onet.ts';
import {
  composeArabicDescription,
  JOB_ZONE_EDUCATION,
  JOB_ZONE_EXPERIENCE_YEARS,
  occupationSchema,
  RIASEC_AREAS,
  type Occupation,
} from './occupations.ts';
import { createSkillIndex, type SkillIndex } from './skill-index.ts';
import { skillSchema, type Skill, type SkillCategory, type SkillType } from './skills.ts';
import { foldText } from './text.ts';

export interface CatalogueImports {
  /** As parseOnetDirectory reads them. */
  occupations: readonly OnetOccupation[];
  /** As parseEscoSkills reads them, with the Arabic labels when skills_ar.csv was given. */
  skills: readonly EscoSkillWithArabic[];
}

export interface MergedCatalogue {
  catalogue: Catalogue;
  /** What could not be merged, and why. */
  warnings: string[];
  counts: { updatedOccupations: number; newOccupations: number; matchedSkills: number; newSkills: number };
}

const escoCategoryOf = (key: string, en: string, ar: string): [string, SkillCategory] => [
  key,
  { id: `esco-${key}`, sector: 'cross-sector', name: { en: `${en} (ESCO)`, ar: `${ar} (ESCO)` } },
];
/** ESCO skills by type (knowledge) or reuse level, as catalogue categories. */
const ESCO_CATEGORIES: Record<string, SkillCategory> = Object.fromEntries([
  escoCategoryOf('knowledge', 'Knowledge', 'معارف'),
  escoCategoryOf('transversal', 'Transversal skills', 'مهارات مستعرضة'),
  escoCategoryOf('cross-sector', 'Cross-sector skills', 'مهارات مشتركة بين القطاعات'),
  escoCategoryOf('sector-specific', 'Sector-specific skills', 'مهارات خاصة بقطاع'),
  escoCategoryOf('occupation-specific', 'Occupation-specific skills', 'مهارات خاصة بمهنة'),
]);

/** A stable digest of imported data: the same records in any order, with keys in any order, hash the same. */
export function importsDigest(imports: CatalogueImports): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  const occupations = [...imports.occupations].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const skills = [...imports.skills].sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify(canonical({ occupations, skills })))
    .digest('hex');
}

/** Adds spellings not yet in `list` (nor equal to `except`), comparing folded. */
function addDistinct(list: string[], candidates: Iterable<string>, except: readonly string[] = []): string[] {
  const seen = new Set([...list, ...except].map((t) => foldText(t).trim()));
  for (const raw of candidates) {
    const text = raw.trim();
    const key = foldText(text);
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    list.push(text);
  }
  return list;
}

/** ESCO writes labels in lower case ("use spreadsheet software"); ours start with a capital. */
function displayName(label: string): string {
  return /^[a-z]+\b/.test(label) ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}

/** The catalogue skill an ESCO label clearly names: the label itself, or without its "(qualifier)". */
function sameSkill(index: SkillIndex, label: string): Skill | undefined {
  const bare = label.replace(/\s*\([^)]*\)\s*$/, '').trim();
  return index.find(label, 'en') ?? (bare !== '' && bare !== label ? index.find(bare, 'en') : undefined);
}

function escoSkillType(skill: EscoSkillWithArabic): SkillType {
  if (skill.type === 'knowledge') return 'knowledge';
  return skill.reuse_level === 'transversal' ? 'soft' : 'technical';
}

function escoCategory(skill: EscoSkillWithArabic): SkillCategory {
  if (skill.type === 'knowledge') return ESCO_CATEGORIES.knowledge as SkillCategory;
  return ESCO_CATEGORIES[skill.reuse_level] ?? (ESCO_CATEGORIES['cross-sector'] as SkillCategory);
}

function mergeSkills(base: Catalogue, imported: readonly EscoSkillWithArabic[], warnings: string[]) {
  const index = createSkillIndex(base.skills);
  const idByUri = new Map<string, string>();
  const matched = new Map<string, Skill>();
  const created: Array<{ skill: Skill; source: EscoSkillWithArabic }> = [];
  const categories = new Map<string, SkillCategory>();
  // An alias that already names another catalogue skill would never reach this one.
  const freeFor = (skill: Skill | undefined) => (text: string) => {
    const hit = index.find(text);
    return hit === undefined || hit === skill;
  };

  for (const esco of imported) {
    const same = sameSkill(index, esco.name);
    if (same !== undefined) {
      idByUri.set(esco.uri, same.id);
      const current = matched.get(same.id) ?? { ...same, aliases: { en: [...same.aliases.en], ar: [...same.aliases.ar] } };
      addDistinct(current.aliases.en, [esco.name, ...esco.aliases].filter(freeFor(same)), [current.name.en]);
      addDistinct(current.aliases.ar, [esco.name_ar ?? '', ...esco.aliases_ar].filter(freeFor(same)), [current.name.ar]);
      matched.set(same.id, current);
      continue;
    }
    const uuid = (esco.uri.split('/').pop() ?? esco.uri).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    const id = `skill:esco-${uuid}`;
    const category = escoCategory(esco);
    const name = { en: displayName(esco.name), ar: esco.name_ar ?? displayName(esco.name) };
    const skill: Skill = {
      id,
      name,
      aliases: {
        en: addDistinct([], esco.aliases.filter(freeFor(undefined)), [name.en]),
        ar: addDistinct([], esco.aliases_ar.filter(freeFor(undefined)), [name.ar]),
      },
      type: escoSkillType(esco),
      category: category.id,
      sector: category.sector,
      related: [],
    };
    const checked = skillSchema.safeParse(skill);
    if (!checked.success) {
      warnings.push(`ESCO skill ${esco.uri} skipped: ${checked.error.issues[0]?.message ?? 'invalid'}`);
      continue;
    }
    idByUri.set(esco.uri, id);
    categories.set(category.id, category);
    created.push({ skill, source: esco });
  }

  // Relations once every ESCO skill has its catalogue id; essential ones first.
  for (const { skill, source } of created) {
    const ordered = [...source.related].sort((a, b) => Number(b.relation === 'essential') - Number(a.relation === 'essential'));
    for (const relation of ordered) {
      const target = idByUri.get(relation.uri);
      if (target !== undefined && target !== skill.id && !skill.related.includes(target)) skill.related.push(target);
    }
  }

  const skills = [...base.skills.map((s) => matched.get(s.id) ?? s), ...created.map((c) => c.skill)];
  const skillCategories = [...base.skillCategories, ...[...categories.values()].filter((c) => !base.skillCategories.some((b) => b.id === c.id))];
  return { skills, skillCategories, matched: matched.size, created: created.length };
}

/** The first shipped occupation O*NET relates the code to, else the shipped one with the longest shared SOC prefix. */
function nearestShipped(base: Catalogue, onet: OnetOccupation, byCode: readonly Occupation[]): Occupation | undefined {
  for (const related of onet.related) {
    const shipped = base.occupationsByCode.get(related.code);
    if (shipped !== undefined) return shipped;
  }
  for (const length of [7, 6, 5, 4, 2]) {
    const prefix = onet.code.slice(0, length);
    const hit = byCode.find((o) => (o.onet_soc_code as string).startsWith(prefix));
    if (hit !== undefined) return hit;
  }
  return undefined;
}

const HOLLAND = /^[RIASEC]{1,3}$/;

/** The Holland code O*NET gives, else the top three areas of the scores. */
function hollandOf(onet: OnetOccupation): string | undefined {
  if (onet.holland_code !== null && HOLLAND.test(onet.holland_code)) return onet.holland_code;
  const scores = onet.riasec;
  if (scores === null) return undefined;
  return [...RIASEC_AREAS]
    .sort((a, b) => scores[b] - scores[a])
    .slice(0, 3)
    .map((a) => a.charAt(0).toUpperCase())
    .join('');
}

function officialTitles(onet: OnetOccupation): string[] {
  return [onet.title, ...onet.alternate_titles.flatMap((t) => (t.short_title === null ? [t.title] : [t.title, t.short_title]))];
}

/**
 * O*NET's task statements as an occupation's tasks (decision 0038): English only, as O*NET publishes them;
 * Arabic tasks are kept where the catalogue has them and never made up. No statements, no tasks field.
 */
function tasksOf(onet: OnetOccupation, shipped?: Occupation): Pick<Occupation, 'tasks'> {
  const official = onet.tasks.map((t) => t.task);
  if (official.length === 0) return shipped?.tasks ? { tasks: shipped.tasks } : {};
  return { tasks: { en: official, ar: shipped?.tasks?.ar ?? [] } };
}

/** A shipped occupation with the official facts of its code. */
function overlayOfficial(shipped: Occupation, onet: OnetOccupation): Occupation {
  const zone = onet.job_zone ?? shipped.job_zone;
  const followsZone = (education: Occupation['typical_education']) => education === JOB_ZONE_EDUCATION[shipped.job_zone];
  const experience = JOB_ZONE_EXPERIENCE_YEARS[shipped.job_zone];
  const experienceFollowsZone =
    experience !== undefined &&
    shipped.typical_experience_years.min === experience.min &&
    shipped.typical_experience_years.max === experience.max;
  return {
    ...shipped,
    alternate_titles: {
      en: addDistinct([...shipped.alternate_titles.en], officialTitles(onet), [shipped.title.en]),
      ar: shipped.alternate_titles.ar,
    },
    ...tasksOf(onet, shipped),
    riasec: onet.riasec ?? shipped.riasec,
    holland_code: hollandOf(onet) ?? shipped.holland_code,
    job_zone: zone,
    typical_education: followsZone(shipped.typical_education) ? (JOB_ZONE_EDUCATION[zone] ?? shipped.typical_education) : shipped.typical_education,
    typical_experience_years: experienceFollowsZone
      ? (JOB_ZONE_EXPERIENCE_YEARS[zone] ?? shipped.typical_experience_years)
      : shipped.typical_experience_years,
  };
}

/** Importance of a technology skill as a core skill: O*NET's in-demand and hot flags say how much it is asked for. */
const technologyImportance = (t: { hot: boolean; in_demand: boolean }) => (t.in_demand ? 4 : t.hot ? 3.5 : 3);
const MAX_CORE_SKILLS = 12;

/** A new occupation from an O*NET code the catalogue does not have, or the reason it cannot be one. */
function createOccupation(
  catalogue: Pick<Catalogue, 'sectorsById' | 'skillsById'>,
  onet: OnetOccupation,
  nearest: Occupation | undefined,
  index: SkillIndex,
): Occupation | string {
  const core: Occupation['core_skills'] = [];
  for (const t of onet.technology_skills) {
    const skill = index.find(t.name, 'en');
    if (skill !== undefined && !core.some((c) => c.skill_id === skill.id)) core.push({ skill_id: skill.id, importance: technologyImportance(t) });
  }
  core.sort((a, b) => b.importance - a.importance);
  const coreSkills = core.length > 0 ? core.slice(0, MAX_CORE_SKILLS) : nearest?.core_skills;
  const riasec = onet.riasec ?? nearest?.riasec;
  const holland = onet.riasec !== null ? hollandOf(onet) : nearest?.holland_code;
  const zone = onet.job_zone ?? nearest?.job_zone;
  const missing = [
    coreSkills === undefined ? 'core skills' : '',
    riasec === undefined || holland === undefined ? 'interests' : '',
    zone === undefined ? 'job zone' : '',
  ].filter((m) => m !== '');
  if (coreSkills === undefined || riasec === undefined || holland === undefined || zone === undefined) {
    return `${onet.code}: no ${missing.join(', ')} in the files and no shipped occupation near it`;
  }
  const sector = nearest?.sector ?? catalogue.skillsById.get(coreSkills[0]?.skill_id ?? '')?.sector ?? 'business';
  const sectorName = catalogue.sectorsById.get(sector)?.name.ar ?? '';
  return {
    id: onet.id,
    onet_soc_code: onet.code,
    title: { en: onet.title, ar: onet.title },
    alternate_titles: { en: addDistinct([], officialTitles(onet).slice(1), [onet.title]), ar: [] },
    description: {
      en: onet.description,
      ar: composeArabicDescription(
        sectorName,
        coreSkills.map((c) => catalogue.skillsById.get(c.skill_id)?.name.ar ?? ''),
      ),
    },
    sector,
    riasec,
    holland_code: holland,
    job_zone: zone,
    core_skills: coreSkills,
    typical_education: JOB_ZONE_EDUCATION[zone] ?? 'secondary',
    typical_experience_years: JOB_ZONE_EXPERIENCE_YEARS[zone] ?? { min: 0, max: 1 },
    related: nearest === undefined ? [] : [nearest.id],
    ...tasksOf(onet),
  };
}

/** The shipped catalogue with the imports laid over it; the shipped catalogue itself when there are none. */
export function mergeImports(base: Catalogue, imports: CatalogueImports): MergedCatalogue {
  const counts = { updatedOccupations: 0, newOccupations: 0, matchedSkills: 0, newSkills: 0 };
  if (imports.occupations.length === 0 && imports.skills.length === 0) return { catalogue: base, warnings: [], counts };
  const warnings: string[] = [];

  const merged = mergeSkills(base, imports.skills, warnings);
  counts.matchedSkills = merged.matched;
  counts.newSkills = merged.created;
  const skillsById = new Map(merged.skills.map((s) => [s.id, s]));
  let index: SkillIndex | undefined;

  const shippedByCode = base.occupations.filter((o) => o.onet_soc_code !== null).sort((a, b) => (a.id < b.id ? -1 : 1));
  const occupations = new Map(base.occupations.map((o) => [o.id, o]));
  const official = new Map<string, OnetOccupation>();
  for (const onet of imports.occupations) {
    const shipped = base.occupationsByCode.get(onet.code);
    let next: Occupation | string;
    if (shipped !== undefined) {
      next = overlayOfficial(shipped, onet);
    } else {
      index ??= createSkillIndex(merged.skills);
      next = createOccupation({ sectorsById: base.sectorsById, skillsById }, onet, nearestShipped(base, onet, shippedByCode), index);
    }
    const checked = typeof next === 'string' ? undefined : occupationSchema.safeParse(next);
    if (typeof next === 'string' || !checked?.success) {
      warnings.push(typeof next === 'string' ? `O*NET ${next}` : `O*NET ${onet.code}: ${checked?.error?.issues[0]?.message ?? 'invalid'}`);
      continue;
    }
    occupations.set(next.id, next);
    official.set(next.id, onet);
    if (shipped !== undefined) counts.updatedOccupations += 1;
    else counts.newOccupations += 1;
  }

  // O*NET's related occupations, nearest first, once every imported code is an occupation.
  for (const [id, onet] of official) {
    const related = onet.related.map((r) => `occ:${r.code}`).filter((r, i, all) => r !== id && occupations.has(r) && all.indexOf(r) === i);
    const occupation = occupations.get(id) as Occupation;
    if (related.length > 0) occupations.set(id, { ...occupation, related });
  }

  const catalogue = assembleCatalogue({
    version: `${base.version}+${importsDigest(imports).slice(0, 10)}`,
    sectors: base.sectors,
    skillCategories: merged.skillCategories,
    skills: merged.skills,
    occupations: [...occupations.values()],
    courses: base.courses,
  });
  return { catalogue, warnings, counts };
}
