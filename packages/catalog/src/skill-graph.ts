import type { Catalogue } from './catalogue.ts';

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

export interface WeightedSkillGraph {
  related(skillId: string): readonly RelatedSkillStrength[];
}

export function createSkillGraph(catalogue: Pick<Catalogue, 'skills'>): WeightedSkillGraph {
  const related = new Map<string, readonly RelatedSkillStrength[]>();
  for (const skill of catalogue.skills) {
    related.set(
      skill.id,
      Object.freeze(
        skill.related.map((id, rank) => ({
          id,
          strength: Math.max(LAST_RELATED_STRENGTH, Math.round((FIRST_RELATED_STRENGTH - RELATED_STRENGTH_STEP * rank) * 100) / 100),
        })),
      ),
    );
  }
  const none: readonly RelatedSkillStrength[] = Object.freeze([]);
  return { related: (skillId) => related.get(skillId) ?? none };
}
