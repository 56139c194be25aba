import type { Skill } from '@masar/catalog/skills';
import type { CatalogueSkill } from '@masar/engines/resume-parser/skill-lookup';

/**
 * Catalogue skills as the parser's skill lookup takes them: the English name, then the Arabic name and every
 * alias. On its own so that `npm run parse` can use it without loading the catalogue module (and zod).
 */
export function parserSkills(skills: readonly Skill[]): CatalogueSkill[] {
  return skills.map((skill) => ({
    id: skill.id,
    name: skill.name.en,
    aliases: [skill.name.ar, ...skill.aliases.en, ...skill.aliases.ar],
  }));
}
