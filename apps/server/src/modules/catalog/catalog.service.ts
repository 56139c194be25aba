/**
 * The catalogue calls of spec §7 (common): skill search, skills grouped by category, and job-title
 * autocomplete. They read the catalogue the process has installed (shipped data with the operator's imports,
 * docs/decisions/0019) and keep what they derive from it per catalogue object.
 */
import { loadCatalogue, loadSkillIndex, perCatalogue } from '@masar/catalog/catalogue';
import type { Skill, SkillCategory } from '@masar/catalog/skills';
import { tokenize } from '@masar/catalog/text';
import type {
  CatalogueSkill,
  SkillGroups,
  SkillGroupsRequest,
  SkillSearchRequest,
  SkillSearchResult,
  TitleAutocompleteQuery,
  TitleSuggestion,
} from '@masar/shared/catalogue';
import type { Locale } from '@masar/shared/messages';

const categoriesById = perCatalogue((catalogue) => new Map<string, SkillCategory>(catalogue.skillCategories.map((c) => [c.id, c])));

function toCatalogueSkill(skill: Skill, locale: Locale): CatalogueSkill {
  return {
    id: skill.id,
    name: skill.name[locale],
    type: skill.type,
    category: skill.category,
    category_name: categoriesById().get(skill.category)?.name[locale] ?? skill.category,
  };
}

/** The text as the index keys its terms: folded words joined by one space ("Node.JS " → "node.js", "CI/CD" → "ci cd"). */
const asIndexKey = (text: string) =>
  tokenize(text)
    .map((t) => t.text)
    .join(' ');

/**
 * Skills named like the search, in either language: the skill the text names exactly first (an alias or an
 * Arabic word with its article or clitics counts), then the index's search: names and aliases that start with
 * the text, then those with a later word that does ("سبارك" → "أباتشي سبارك"), then those holding it inside a
 * word; names before aliases and shorter before longer within each.
 */
export function searchSkills(request: SkillSearchRequest, locale: Locale): SkillSearchResult {
  const index = loadSkillIndex();
  const exact = index.find(request.search);
  const found = index.search(request.search, { limit: Number.POSITIVE_INFINITY }).map((hit) => hit.skill);
  const skills = [...new Set(exact === undefined ? found : [exact, ...found])];
  const start = request.page * request.limit;
  return {
    total: skills.length,
    results: skills.slice(start, start + request.limit).map((skill) => toCatalogueSkill(skill, locale)),
    pagination: { page: request.page, limit: request.limit },
  };
}

/** The named skills grouped by their catalogue category (to show a job's or a profile's skills by category). */
export function groupSkills(request: SkillGroupsRequest, locale: Locale): SkillGroups {
  const catalogue = loadCatalogue();
  const index = loadSkillIndex();
  const groups = new Map<string, SkillGroups['groups'][number]>();
  const seen = new Set<string>();
  const unmatched: string[] = [];
  for (const name of request.skills) {
    const skill = catalogue.skillsById.get(name) ?? index.find(name);
    if (skill === undefined) {
      if (!unmatched.includes(name)) unmatched.push(name);
      continue;
    }
    if (seen.has(skill.id)) continue;
    seen.add(skill.id);
    const shown = toCatalogueSkill(skill, locale);
    const group = groups.get(skill.category) ?? { category: skill.category, name: shown.category_name, skills: [] };
    group.skills.push(shown);
    groups.set(skill.category, group);
  }
  return { groups: [...groups.values()], unmatched };
}

interface TitleEntry {
  /** Folded, words separated by one space. */
  key: string;
  title: string;
  occupationIndex: number;
  /** 0 = the occupation's own title, 1 = an alternate title. */
  alternate: 0 | 1;
}

/** Every title and alternate title of every occupation, in both languages; the first spelling of a title wins. */
const titleEntries = perCatalogue((catalogue) => {
  const entries: TitleEntry[] = [];
  const seen = new Set<string>();
  const add = (title: string, occupationIndex: number, alternate: 0 | 1) => {
    const key = asIndexKey(title);
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    entries.push({ key, title, occupationIndex, alternate });
  };
  // Own titles first, so a title that is one occupation's name and another's alternate names the first.
  catalogue.occupations.forEach((o, i) => {
    add(o.title.en, i, 0);
    add(o.title.ar, i, 0);
  });
  catalogue.occupations.forEach((o, i) => {
    for (const t of [...o.alternate_titles.en, ...o.alternate_titles.ar]) add(t, i, 1);
  });
  return entries;
});

/** How well a title matches: 0 the title itself, 1 it starts with the input, 2 a later word does, 3 it contains it. */
function matchRank(key: string, input: string): number | undefined {
  if (key === input) return 0;
  if (key.startsWith(input)) return 1;
  if (key.includes(` ${input}`)) return 2;
  // Inside a word from three letters on: Arabic words carry the article ("محاسب" finds "المحاسب"), but "en"
  // should not find every "Agent".
  if (input.length >= 3 && key.includes(input)) return 3;
  return undefined;
}

/**
 * Job titles from the catalogue's occupations that match the input, in English or Arabic, best first:
 * the exact title, then titles that start with it, then titles with a word that starts with it, then titles
 * that contain it; within each, an occupation's own title before alternate titles, then shorter first.
 */
export function suggestTitles(query: TitleAutocompleteQuery, locale: Locale): TitleSuggestion[] {
  const catalogue = loadCatalogue();
  const input = asIndexKey(query.input);
  if (input === '') return [];
  const hits: Array<{ entry: TitleEntry; rank: number }> = [];
  for (const entry of titleEntries()) {
    const rank = matchRank(entry.key, input);
    if (rank !== undefined) hits.push({ entry, rank });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.entry.alternate - b.entry.alternate ||
      a.entry.key.length - b.entry.key.length ||
      (a.entry.key < b.entry.key ? -1 : a.entry.key > b.entry.key ? 1 : 0),
  );
  return hits.slice(0, query.limit).map(({ entry }) => {
    const occupation = catalogue.occupations[entry.occupationIndex]!;
    return {
      title: entry.title,
      occupation_id: occupation.id,
      occupation_title: occupation.title[locale],
      onet_soc_code: occupation.onet_soc_code,
      job_zone: occupation.job_zone,
    };
  });
}
