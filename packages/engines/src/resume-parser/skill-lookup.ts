/**
 * An in-memory SkillLookup over a list of catalogue entries (name plus aliases in any language). The
 * catalogue package can hand its skills to this, and the tests and evaluation use it with the fixtures'
 * small catalogue.
 */
import type { SkillLookup } from './profile.ts';
import { comparisonKey, isMostlyArabic } from './text-utils.ts';

export interface CatalogueSkill {
  id: string;
  name: string;
  aliases?: readonly string[];
}

export function createSkillLookup(skills: readonly CatalogueSkill[]): SkillLookup {
  const byKey = new Map<string, { id: string; name: string }>();
  const names: Record<'en' | 'ar', string[]> = { en: [], ar: [] };
  for (const skill of skills) {
    for (const written of [skill.name, ...(skill.aliases ?? [])]) {
      const key = comparisonKey(written);
      if (!key || byKey.has(key)) continue;
      byKey.set(key, { id: skill.id, name: skill.name });
      names[isMostlyArabic(written) ? 'ar' : 'en'].push(written);
    }
  }
  return {
    candidateNames: (lang) => names[lang],
    find: (text) => byKey.get(comparisonKey(text)) ?? null,
  };
}
