import type { Catalogue } from './catalogue.ts';
import type { Skill } from './skills.ts';

export interface RelatedSkillStrength {
  id: string;
  strength: number;
}

/**
 * The catalogue's related skills as a weighted graph for matching (the engine's SkillGraph). The data lists
 * each skill's related skills nearest first, without a measure of how near: the first counts 0.8 and each
 * next one 0.05 less, down to 0.5, so every listed relation earns partial credit and the nearest earn most
 * (docs/decisions/0010-matching-weights.md).
 */
export const FIRST_RELATED_STRENGTH = 0.8;
export const RELATED_STRENGTH_STEP = 0.05;
export const LAST_RELATED_STRENGTH = 0.5;

/**
 * Categories whose skills are alternatives to one another, not steps towards one another: one programming
 * language does not stand for another (TypeScript is not Java: a recruiter asking for Java gets no Java from
 * it), and one spoken language does not stand for another (Arabic is not English). The data lists such
 * neighbours as related (they are near in the catalogue, and in a career); for matching, a relation between two
 * skills of the same one of these categories earns **no credit** — the skill the job asks for is simply
 * missing — unless the two are one family below. Relations to other kinds of skill (a language and its
 * frameworks, a spoken language and its translation pairs) still count.
 */
export const ALTERNATIVE_CATEGORIES: ReadonlySet<string> = new Set(['programming-languages', 'languages']);

/**
 * Families within those categories where knowing one is most of knowing the other, so the relation keeps its
 * credit: TypeScript is JavaScript with types; PL/SQL and T-SQL are SQL with procedural extensions; C++ keeps C;
 * VBA and VB.NET share Visual Basic.
 */
export const LANGUAGE_FAMILIES: readonly (readonly string[])[] = [
  ['skill:javascript', 'skill:typescript'],
  ['skill:sql', 'skill:pl-sql', 'skill:t-sql'],
  ['skill:c-lang', 'skill:c-plus-plus'],
  ['skill:vba', 'skill:visual-basic-dotnet'],
];

const FAMILY_OF = new Map(LANGUAGE_FAMILIES.flatMap((family, index) => family.map((id) => [id, index] as const)));

/** Whether `to` stands in part for `from` in matching: not when both are alternatives of one category (above). */
function earnsCredit(from: Pick<Skill, 'id' | 'category'>, to: Pick<Skill, 'id' | 'category'> | undefined): boolean {
  if (to === undefined || from.category !== to.category || !ALTERNATIVE_CATEGORIES.has(from.category)) return true;
  const family = FAMILY_OF.get(from.id);
  return family !== undefined && family === FAMILY_OF.get(to.id);
}

export interface WeightedSkillGraph {
  related(skillId: string): readonly RelatedSkillStrength[];
}

export function createSkillGraph(catalogue: Pick<Catalogue, 'skills'>): WeightedSkillGraph {
  const related = new Map<string, readonly RelatedSkillStrength[]>();
  const byId = new Map(catalogue.skills.map((skill) => [skill.id, skill]));
  for (const skill of catalogue.skills) {
    related.set(
      skill.id,
      Object.freeze(
        skill.related
          .map((id, rank) => ({
            id,
            strength: Math.max(LAST_RELATED_STRENGTH, Math.round((FIRST_RELATED_STRENGTH - RELATED_STRENGTH_STEP * rank) * 100) / 100),
          }))
          // A relation keeps the strength of its place in the list; one between alternatives is left out.
          .filter((relation) => earnsCredit(skill, byId.get(relation.id))),
      ),
    );
  }
  const none: readonly RelatedSkillStrength[] = Object.freeze([]);
  return { related: (skillId) => related.get(skillId) ?? none };
}
