import { z } from 'zod';
import { bilingualListSchema, bilingualTextSchema } from './i18n.ts';
import { sectorIdSchema } from './sectors.ts';

/** `skill:` + kebab-case slug of the English name ("skill:python", "skill:ifrs-16", "skill:c-sharp"). */
export const skillIdSchema = z.string().regex(/^skill:[a-z0-9][a-z0-9-]*$/);
export type SkillId = z.infer<typeof skillIdSchema>;

/**
 * - technical: a learned, domain-specific ability ("Financial Modelling", "Wound Care")
 * - tool: a named product or technology ("AutoCAD", "Python", "SAP S/4HANA")
 * - knowledge: a body of rules or facts ("IFRS 16", "Saudi Labour Law")
 * - certification: a credential people list as such ("PMP", "CPA")
 * - language: a human language or a translation pair
 * - soft: transversal skills ("Customer Service", "Teamwork")
 */
export const skillTypeSchema = z.enum(['technical', 'tool', 'knowledge', 'certification', 'language', 'soft']);
export type SkillType = z.infer<typeof skillTypeSchema>;

export const skillSchema = z.object({
  id: skillIdSchema,
  name: bilingualTextSchema,
  aliases: bilingualListSchema,
  /**
   * Spellings matched only with their exact case, and by `find` only (never by `scan`), because in free
   * text they are ordinary words or letters ("Go", "R", "C").
   */
  exact_aliases: z.array(z.string().min(1)).optional(),
  type: skillTypeSchema,
  /** kebab-case category within the sector ("programming-languages", "nursing-care"). */
  category: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  sector: sectorIdSchema,
  related: z.array(skillIdSchema),
});
export type Skill = z.infer<typeof skillSchema>;

export const skillCategorySchema = z.object({
  id: z.string(),
  sector: sectorIdSchema,
  name: bilingualTextSchema,
});
export type SkillCategory = z.infer<typeof skillCategorySchema>;

export const skillsFileSchema = z.object({
  version: z.string(),
  sector: sectorIdSchema,
  categories: z.array(skillCategorySchema),
  skills: z.array(skillSchema),
});
export type SkillsFile = z.infer<typeof skillsFileSchema>;
