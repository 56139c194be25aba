import { z } from 'zod';
import { pagingFields } from './api.ts';
import { TOO_LONG, requiredString } from './fields.ts';

/** The longest search text and skill name the catalogue calls take. */
export const CATALOGUE_TEXT_MAX_LENGTH = 100;
/** How many skills one skill-groups/ call may name. */
export const SKILL_GROUPS_MAX_SKILLS = 100;
/** Job-title suggestions per autocomplete/name call: 10 unless asked, at most 20. */
export const TITLE_SUGGESTIONS_DEFAULT = 10;
export const TITLE_SUGGESTIONS_MAX = 20;

/** Search text: trimmed and lower-cased for comparison (spec §5), in English or Arabic. */
const searchText = () =>
  requiredString()
    .max(CATALOGUE_TEXT_MAX_LENGTH, TOO_LONG)
    .transform((text) => text.toLowerCase());

/** The catalogue's kinds of skill (packages/catalog skills.ts). */
export const CATALOGUE_SKILL_TYPES = ['technical', 'tool', 'knowledge', 'certification', 'language', 'soft'] as const;

/** A catalogue skill as the API shows it: the name and the category's name in the request's `lang`. */
export const catalogueSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CATALOGUE_SKILL_TYPES),
  category: z.string(),
  category_name: z.string(),
});
export type CatalogueSkill = z.infer<typeof catalogueSkillSchema>;

/** POST skills/: skills whose names or other spellings start like `search`, best first. */
export const skillSearchRequestSchema = z.strictObject({
  search: searchText(),
  ...pagingFields,
});
export type SkillSearchRequest = z.infer<typeof skillSearchRequestSchema>;

export const skillSearchResultSchema = z.object({
  total: z.number().int(),
  results: z.array(catalogueSkillSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
export type SkillSearchResult = z.infer<typeof skillSearchResultSchema>;

/** POST skill-groups/: skills by catalogue id ("skill:python") or by name, in either language. */
export const skillGroupsRequestSchema = z.strictObject({
  skills: z
    .array(requiredString().max(CATALOGUE_TEXT_MAX_LENGTH, TOO_LONG), {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .min(1, { error: 'catalogue.skillCount' })
    .max(SKILL_GROUPS_MAX_SKILLS, { error: 'catalogue.skillCount' }),
});
export type SkillGroupsRequest = z.infer<typeof skillGroupsRequestSchema>;

/** The named skills by catalogue category, categories and skills in the order they were named. */
export const skillGroupsSchema = z.object({
  groups: z.array(z.object({ category: z.string(), name: z.string(), skills: z.array(catalogueSkillSchema) })),
  /** Names the catalogue does not know, as sent. */
  unmatched: z.array(z.string()),
});
export type SkillGroups = z.infer<typeof skillGroupsSchema>;

/** GET autocomplete/name?input=: job titles from the catalogue's occupations. */
export const titleAutocompleteQuerySchema = z.strictObject({
  input: searchText(),
  limit: z.coerce
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.invalidType' })
    .min(1, { error: 'validation.invalidType' })
    .max(TITLE_SUGGESTIONS_MAX, { error: 'validation.invalidType' })
    .default(TITLE_SUGGESTIONS_DEFAULT),
});
export type TitleAutocompleteQuery = z.infer<typeof titleAutocompleteQuerySchema>;

export const titleSuggestionSchema = z.object({
  /** The title as the catalogue writes it (an occupation's title or one of its alternate titles). */
  title: z.string(),
  /** The standard occupation it belongs to, and its title in the request's `lang`. */
  occupation_id: z.string(),
  occupation_title: z.string(),
  onet_soc_code: z.string().nullable(),
  job_zone: z.number().int(),
});
export type TitleSuggestion = z.infer<typeof titleSuggestionSchema>;
