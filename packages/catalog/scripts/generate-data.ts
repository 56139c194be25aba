/**
 * `node --import tsx packages/catalog/scripts/generate-data.ts` rewrites packages/catalog/data/ from the
 * hand-written tables in scripts/source/. It fails on any unresolved reference, so the data it writes is
 * referentially whole; the tests check the written files again.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Course } from '../src/courses.ts';
import {
  composeArabicDescription,
  JOB_ZONE_EDUCATION,
  JOB_ZONE_EXPERIENCE_YEARS,
  type EducationLevel,
  type Occupation,
  type RiasecScores,
} from '../src/occupations.ts';
import { createSkillIndex } from '../src/skill-index.ts';
import type { Skill, SkillCategory } from '../src/skills.ts';
import { normalizeKey, slugify } from '../src/text.ts';
import { buildLanguageSkills, LANGUAGE_CATEGORIES, parseLanguages } from './language-source.ts';
import { readOccupationTables, type DraftOccupation } from './occupation-source.ts';
import { readSkillTables, type DraftSkill } from './skill-source.ts';
import { KNOWN_COURSES, PROVIDERS, type Provider } from './source/courses.ts';
import { CROSS_SECTOR, SECTORS } from './source/sectors.ts';

export const DATA_VERSION = '2026.11.0';

const GENERIC_ALIASES = [
  'terminal',
  'pipelines',
  'casting',
  'echo',
  'charting',
  'provisions',
  'swaps',
  'instruction',
  'differentiation',
  'inclusion',
  'highlights',
  'alterations',
  'steward',
  'plating',
  'events',
  'buying',
  'styling',
  'navigation',
  'flying',
  'restoration',
  'rendering',
  'appraisal',
  'verification',
  'validation',
  'assembly',
  'turning',
  'operations',
  'induction',
  'scheduling',
  'intelligence',
  'motivation',
  'ownership',
  'responsibility',
  'accuracy',
  'discipline',
  'ethics',
  'patient',
  'computing',
  'logic',
  'frac',
];

const SOURCE = new URL('./source/', import.meta.url);
const DATA = new URL('../data/', import.meta.url);
const warnings: string[] = [];

/** A stable number in [0, 1) from a string (FNV-1a), so regenerating gives the same data. */
function hash01(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

// ---------------------------------------------------------------- skills
/**
 * `<English name> | <English aliases> | <Arabic aliases>` lines (source/extra-aliases.txt): how postings
 * and resumes write common skills, added to the skills' aliases before names and aliases are deduplicated.
 */
function addExtraAliases(drafts: DraftSkill[], text: string): void {
  const byName = new Map(drafts.map((d) => [normalizeKey(d.name.en), d]));
  const unknown: string[] = [];
  const split = (s: string | undefined) => (s ?? '').split(',').map((x) => x.trim()).filter((x) => x.length > 0);
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.length === 0 || line.startsWith('//')) continue;
    const [en, enAliases, arAliases] = line.split('|').map((x) => x.trim());
    const draft = byName.get(normalizeKey(en ?? ''));
    if (draft === undefined) {
      unknown.push(en ?? line);
      continue;
    }
    draft.aliases.en.push(...split(enAliases));
    draft.aliases.ar.push(...split(arAliases));
  }
  if (unknown.length > 0) throw new Error(`extra-aliases.txt names unknown skills: ${unknown.join(', ')}`);
}

function buildSkills(): { skills: Skill[]; categories: SkillCategory[] } {
  const tables = readSkillTables(new URL('skills/', SOURCE));
  const categories = [...tables.flatMap((t) => t.categories), ...LANGUAGE_CATEGORIES];
  const drafts: DraftSkill[] = [
    ...tables.flatMap((t) => t.skills),
    ...buildLanguageSkills(parseLanguages(readFileSync(new URL('languages.txt', SOURCE), 'utf8'))),
  ];

  const byId = new Map<string, DraftSkill>();
  for (const d of drafts) {
    if (byId.has(d.id)) throw new Error(`duplicate skill id ${d.id}`);
    byId.set(d.id, d);
  }
  addExtraAliases(drafts, readFileSync(new URL('extra-aliases.txt', SOURCE), 'utf8'));
  const catIds = new Set<string>();
  for (const c of categories) {
    if (catIds.has(c.id)) throw new Error(`duplicate category ${c.id}`);
    catIds.add(c.id);
  }

  // Everyday words that are aliases of a skill in a résumé's skills list but mostly mean something else in
  // running text ("patient", "events", "highlights"); the scanner would report false mentions.
  const generic = new Set(GENERIC_ALIASES.map(normalizeKey));
  for (const d of drafts) d.aliases.en = d.aliases.en.filter((a) => !generic.has(normalizeKey(a)));

  // One spelling, one skill: a name always wins; an alias that repeats another skill's name or an earlier
  // alias is dropped, so that find() and scan() are unambiguous.
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const d of drafts) {
    for (const n of [d.name.en, d.name.ar]) {
      const k = normalizeKey(n);
      const prev = owner.get(k);
      if (prev !== undefined && prev !== d.id) clashes.push(`name "${n}" of ${d.id} is also a name of ${prev}`);
      owner.set(k, d.id);
    }
  }
  if (clashes.length > 0) throw new Error(clashes.join('\n'));
  for (const d of drafts) {
    for (const lang of ['en', 'ar'] as const) {
      d.aliases[lang] = d.aliases[lang].filter((a) => {
        const k = normalizeKey(a);
        if (k.length === 0) return false;
        const prev = owner.get(k);
        if (prev !== undefined && prev !== d.id) {
          warnings.push(`alias "${a}" of ${d.id} dropped: it belongs to ${prev}`);
          return false;
        }
        owner.set(k, d.id);
        return true;
      });
      d.aliases[lang] = [...new Set(d.aliases[lang])];
    }
  }

  // Related: neighbours in the category, the other expansions of the same noun, and explicit names.
  const byCategory = new Map<string, DraftSkill[]>();
  for (const d of drafts) {
    const list = byCategory.get(d.category) ?? [];
    list.push(d);
    byCategory.set(d.category, list);
  }
  const lookup = createSkillIndex(drafts.map((d) => ({ ...d, related: [] })));
  const byGroup = new Map<string, string[]>();
  for (const d of drafts) if (d.group) byGroup.set(d.group, [...(byGroup.get(d.group) ?? []), d.id]);

  const skills: Skill[] = drafts.map((d) => {
    const related: string[] = [];
    const push = (id: string | undefined) => {
      if (id !== undefined && id !== d.id && !related.includes(id)) related.push(id);
    };
    for (const name of d.relNames) {
      const hit = lookup.find(name);
      if (hit === undefined) throw new Error(`${d.id}: related skill "${name}" not found`);
      push(hit.id);
    }
    for (const id of d.group ? (byGroup.get(d.group) ?? []) : []) push(id);
    const siblings = byCategory.get(d.category) ?? [];
    const at = siblings.indexOf(d);
    for (const off of [1, -1, 2, -2]) push(siblings[at + off]?.id);
    const skill: Skill = {
      id: d.id,
      name: d.name,
      aliases: d.aliases,
      type: d.type,
      category: d.category,
      sector: d.sector,
      related: related.slice(0, 8),
    };
    if (d.exact_aliases) skill.exact_aliases = d.exact_aliases;
    return skill;
  });
  // Relations read both ways.
  const final = new Map(skills.map((s) => [s.id, s]));
  for (const s of skills) {
    for (const r of s.related) {
      const other = final.get(r);
      if (other && !other.related.includes(s.id) && other.related.length < 10) other.related.push(s.id);
    }
  }
  return { skills, categories };
}

// ---------------------------------------------------------------- occupations
const LETTERS: Record<string, keyof RiasecScores> = {
  R: 'realistic',
  I: 'investigative',
  A: 'artistic',
  S: 'social',
  E: 'enterprising',
  C: 'conventional',
};

/**
 * Interest scores on O*NET's 1–7 OI scale, derived from the Holland high-point code: the first letter
 * 6.0–7.0, the second 4.6–5.5, the third 3.8–4.5, the others 1.3–2.9 (a stable spread per occupation).
 * They approximate O*NET's published profiles; the O*NET importer replaces them with the official values.
 */
function riasecFromHolland(code: string, key: string): RiasecScores {
  const bands: Array<[number, number]> = [
    [6.0, 1.0],
    [4.6, 0.9],
    [3.8, 0.7],
  ];
  const out = {} as RiasecScores;
  for (const [letter, area] of Object.entries(LETTERS)) {
    const rank = code.indexOf(letter);
    const [base, span] = rank >= 0 && rank < 3 ? (bands[rank] as [number, number]) : [1.3, 1.6];
    out[area] = Math.round((base + span * hash01(`${key}:${letter}`)) * 100) / 100;
  }
  return out;
}

const IMPORTANCE = [5, 5, 4.5, 4.5, 4, 4, 3.5, 3.5, 3, 3, 3, 3];

function buildOccupations(skills: Skill[]): Occupation[] {
  const drafts = readOccupationTables(new URL('occupations/', SOURCE));
  const index = createSkillIndex(skills);
  const missing: string[] = [];
  const seen = new Set<string>();
  const occupations: Occupation[] = drafts.map((d: DraftOccupation) => {
    const id = d.code ? `occ:${d.code}` : `occ:masar-${slugify(d.title)}`;
    if (seen.has(id)) throw new Error(`${d.where}: duplicate occupation ${id}`);
    seen.add(id);
    if (!/^[RIASEC]{1,3}$/.test(d.holland)) throw new Error(`${d.where}: bad Holland code`);
    const core: Occupation['core_skills'] = [];
    d.skillNames.forEach((name) => {
      const hit = index.find(name, 'en');
      if (hit === undefined) missing.push(`${d.where}: ${name}`);
      else if (!core.some((c) => c.skill_id === hit.id))
        core.push({ skill_id: hit.id, importance: IMPORTANCE[core.length] ?? 3 });
    });
    return {
      id,
      onet_soc_code: d.code,
      title: { en: d.title, ar: d.titleAr },
      alternate_titles: { en: d.altEn, ar: d.altAr },
      description: {
        en: d.description,
        ar: composeArabicDescription(
          SECTORS.find((s) => s.id === d.sector)?.name.ar ?? '',
          core.slice(0, 4).map((c) => skills.find((s) => s.id === c.skill_id)?.name.ar ?? ''),
        ),
      },
      sector: d.sector,
      riasec: riasecFromHolland(d.holland, id),
      holland_code: d.holland,
      job_zone: d.jobZone,
      core_skills: core,
      typical_education: (d.education as EducationLevel | undefined) ?? (JOB_ZONE_EDUCATION[d.jobZone] as EducationLevel),
      typical_experience_years: JOB_ZONE_EXPERIENCE_YEARS[d.jobZone] as { min: number; max: number },
      related: [],
    };
  });
  if (missing.length > 0) throw new Error(`unknown core skills:\n${missing.join('\n')}`);

  // Career-path graph: shared core skills, then the SOC family, sector and interest profile.
  const sets = new Map(occupations.map((o) => [o.id, new Set(o.core_skills.map((c) => c.skill_id))]));
  for (const o of occupations) {
    const mine = sets.get(o.id) as Set<string>;
    const scored = occupations
      .filter((x) => x !== o)
      .map((x) => {
        const theirs = sets.get(x.id) as Set<string>;
        let shared = 0;
        for (const s of mine) if (theirs.has(s)) shared += 1;
        let score = shared / (mine.size + theirs.size - shared);
        const a = o.onet_soc_code ?? '';
        const b = x.onet_soc_code ?? '';
        if (a && b) {
          if (a.slice(0, 2) === b.slice(0, 2)) score += 0.05;
          if (a.slice(0, 5) === b.slice(0, 5)) score += 0.15;
          if (a.slice(0, 6) === b.slice(0, 6)) score += 0.1;
        }
        if (o.sector === x.sector) score += 0.08;
        if (o.holland_code[0] === x.holland_code[0]) score += 0.04;
        if (Math.abs(o.job_zone - x.job_zone) <= 1) score += 0.03;
        return { id: x.id, score };
      })
      .sort((p, q) => q.score - p.score || (p.id < q.id ? -1 : 1));
    o.related = scored.slice(0, 6).map((s) => s.id);
  }
  return occupations;
}

// ---------------------------------------------------------------- courses
const LEVEL_TITLE = {
  beginner: { en: (s: string) => `Introduction to ${s}`, ar: (s: string) => `مقدمة في ${s}` },
  intermediate: { en: (s: string) => `${s} in Practice`, ar: (s: string) => `${s}: تطبيقات عملية` },
  advanced: { en: (s: string) => `Advanced ${s}`, ar: (s: string) => `${s}: مستوى متقدم` },
} as const;

function pickProvider(skill: Skill, r: number): Provider {
  const P = PROVIDERS;
  const n = skill.name.en;
  if (
    /\b(Microsoft|Azure|Power BI|Power Apps|Power Automate|Excel|SharePoint|Dynamics|Entra|Intune|DAX|Power Query|SSIS|SSRS|SSAS|Hyper-V)\b/.test(
      n,
    )
  )
    return P.mslearn as Provider;
  if (/\b(Google Cloud|BigQuery|Vertex AI|Looker|Kubernetes Engine|Cloud Run)\b/.test(n)) return P.gcloud as Provider;
  if (/\b(AWS|Amazon)\b/.test(n)) return P.aws as Provider;
  if (/\b(Cisco|CCNA|CCNP|Routing and Switching)\b/.test(n)) return P.netacad as Provider;
  if (skill.category === 'academic-subjects') return (r < 0.7 ? P.khan : P.edx) as Provider;
  if (skill.type === 'certification') return (r < 0.5 ? P.udemy : P.linkedin) as Provider;
  if (skill.type === 'soft') return [P.linkedin, P.coursera, P.futurelearn, P.alison][Math.floor(r * 4)] as Provider;
  if (skill.sector === 'healthcare') return [P.coursera, P.edx, P.futurelearn, P.alison][Math.floor(r * 4)] as Provider;
  return [P.coursera, P.edx, P.linkedin, P.udemy, P.coursera, P.futurelearn][Math.floor(r * 6)] as Provider;
}

function buildCourses(skills: Skill[], occupations: Occupation[]): Course[] {
  const index = createSkillIndex(skills);
  const courses: Course[] = [];
  const ids = new Set<string>();
  const add = (c: Course) => {
    if (ids.has(c.id)) return;
    ids.add(c.id);
    courses.push(c);
  };
  for (const k of KNOWN_COURSES) {
    const skillIds = k.skills.map((name) => {
      const hit = index.find(name, 'en');
      if (hit === undefined) throw new Error(`course ${k.slug}: unknown skill ${name}`);
      return hit.id;
    });
    add({
      id: `course:${k.slug}`,
      title: k.title,
      provider: k.provider,
      url: k.url,
      link_kind: 'course',
      level: k.level,
      duration_hours: k.hours,
      language: 'en',
      price_kind: k.price,
      skills: [...new Set(skillIds)],
    });
  }
  // Topic courses for the skills that occupations ask for most, so that every skill gap has somewhere to go.
  const demand = new Map<string, number>();
  for (const o of occupations)
    for (const c of o.core_skills) demand.set(c.skill_id, (demand.get(c.skill_id) ?? 0) + c.importance);
  const byId = new Map(skills.map((s) => [s.id, s]));
  const wanted = [...demand.entries()]
    .filter(([id]) => byId.get(id)?.type !== 'language')
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([id]) => byId.get(id) as Skill);
  const levels = ['beginner', 'intermediate', 'advanced'] as const;
  const chosen = wanted.slice(0, 470);
  // Every occupation gets somewhere to send a candidate: cover its first core skill when none is covered yet.
  const covered = new Set([...chosen.map((s) => s.id), ...courses.flatMap((c) => c.skills)]);
  for (const o of occupations) {
    if (o.core_skills.some((c) => covered.has(c.skill_id))) continue;
    const first = o.core_skills.map((c) => byId.get(c.skill_id) as Skill).find((s) => s.type !== 'language');
    if (first !== undefined && !covered.has(first.id)) {
      chosen.push(first);
      covered.add(first.id);
    }
  }
  for (const skill of chosen) {
    const r = hash01(skill.id);
    const provider = pickProvider(skill, r);
    const level =
      skill.type === 'certification'
        ? 'intermediate'
        : (levels[Math.floor(hash01(`${skill.id}:level`) * 3)] ?? 'beginner');
    const hours = Math.round({ beginner: 6, intermediate: 12, advanced: 20 }[level] * (1 + hash01(`${skill.id}:h`)));
    const title =
      skill.type === 'certification' ? `${skill.name.en} Exam Preparation` : LEVEL_TITLE[level].en(skill.name.en);
    add({
      id: `course:${provider.id}-${skill.id.slice(6)}`,
      title,
      provider: provider.name,
      url: provider.search ? provider.search(skill.name.en.replace(/\s*\(.*\)$/, '')) : (provider.catalogue as string),
      link_kind: provider.search ? 'search' : 'catalogue',
      level,
      duration_hours: hours,
      language: provider.language,
      price_kind: provider.price,
      skills: [skill.id],
    });
  }
  // Arabic-language courses for cross-sector and business skills, on the region's free platforms.
  const arabicProviders = [PROVIDERS.doroob, PROVIDERS.edraak, PROVIDERS.rwaq, PROVIDERS.futurex] as Provider[];
  const arabicTopics = wanted.filter(
    (s) =>
      ['cross-sector', 'business', 'education', 'retail', 'hospitality'].includes(s.sector) ||
      s.category === 'office-productivity',
  );
  for (const skill of arabicTopics.slice(0, 80)) {
    const provider = arabicProviders[Math.floor(hash01(`${skill.id}:ar`) * arabicProviders.length)] as Provider;
    add({
      id: `course:${provider.id}-${skill.id.slice(6)}`,
      title: LEVEL_TITLE.beginner.ar(skill.name.ar),
      title_ar: LEVEL_TITLE.beginner.ar(skill.name.ar),
      provider: provider.name,
      url: provider.catalogue as string,
      link_kind: 'catalogue',
      level: 'beginner',
      duration_hours: Math.round(4 + 8 * hash01(`${skill.id}:arh`)),
      language: 'ar',
      price_kind: provider.price,
      skills: [skill.id],
    });
  }
  return courses;
}

// ---------------------------------------------------------------- write
function writeJson(path: string, value: unknown) {
  const url = new URL(path, DATA);
  writeFileSync(url, `${JSON.stringify(value, null, 1)}\n`);
}

function main() {
  const { skills, categories } = buildSkills();
  const occupations = buildOccupations(skills);
  const courses = buildCourses(skills, occupations);

  rmSync(new URL('skills/', DATA), { recursive: true, force: true });
  rmSync(new URL('occupations/', DATA), { recursive: true, force: true });
  mkdirSync(new URL('skills/', DATA), { recursive: true });
  mkdirSync(new URL('occupations/', DATA), { recursive: true });

  writeJson('sectors.json', { version: DATA_VERSION, sectors: SECTORS });
  const skillFiles: string[] = [];
  for (const sector of [...SECTORS.map((s) => s.id), CROSS_SECTOR]) {
    const mine = skills.filter((s) => s.sector === sector);
    if (mine.length === 0) continue;
    const file = `skills/${sector}.json`;
    writeJson(file, {
      version: DATA_VERSION,
      sector,
      categories: categories.filter((c) => c.sector === sector),
      skills: mine,
    });
    skillFiles.push(file);
  }
  const occupationFiles: string[] = [];
  const groups = new Map<string, Occupation[]>();
  for (const o of occupations) {
    const g = o.onet_soc_code ? o.onet_soc_code.slice(0, 2) : 'masar';
    groups.set(g, [...(groups.get(g) ?? []), o]);
  }
  for (const [group, list] of [...groups.entries()].sort()) {
    const file = `occupations/${group}.json`;
    writeJson(file, { version: DATA_VERSION, group, occupations: list });
    occupationFiles.push(file);
  }
  writeJson('courses.json', {
    version: DATA_VERSION,
    sample: true,
    note: 'A sample catalogue for an operator to replace or extend. Entries with link_kind "course" are specific public course pages; "search" entries open the provider\'s search for the topic and their titles describe the topic and level, not a named course; "catalogue" entries open the provider\'s catalogue. Durations are estimates and prices change.',
    courses,
  });
  writeJson('catalogue.json', {
    version: DATA_VERSION,
    sectors: 'sectors.json',
    skills: skillFiles,
    occupations: occupationFiles,
    courses: 'courses.json',
  });
  for (const w of warnings) console.warn(`warning: ${w}`);
  console.log(
    `${skills.length} skills, ${occupations.length} occupations, ${courses.length} courses, ${SECTORS.length} sectors (${warnings.length} warnings)`,
  );
}

main();
