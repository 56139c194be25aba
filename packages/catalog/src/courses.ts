import { z } from 'zod';
import { catalogueLanguageSchema } from './i18n.ts';
import { skillIdSchema } from './skills.ts';

export const courseIdSchema = z.string().regex(/^course:[a-z0-9][a-z0-9-]*$/);

export const courseLevelSchema = z.enum(['beginner', 'intermediate', 'advanced']);
export const coursePriceKindSchema = z.enum(['free', 'freemium', 'paid', 'subscription']);
/**
 * What the link opens: `course` a specific course page, `search` the provider's search results for the
 * course's topic, `catalogue` the provider's catalogue home. The sample uses `search`/`catalogue` wherever
 * we could not be sure a specific course page exists.
 */
export const courseLinkKindSchema = z.enum(['course', 'search', 'catalogue']);

export const courseSchema = z.object({
  id: courseIdSchema,
  title: z.string().min(1),
  /** Title in the other language, when the course is known under one. */
  title_ar: z.string().min(1).optional(),
  provider: z.string().min(1),
  url: z.url(),
  link_kind: courseLinkKindSchema,
  level: courseLevelSchema,
  duration_hours: z.number().positive(),
  language: catalogueLanguageSchema,
  price_kind: coursePriceKindSchema,
  skills: z.array(skillIdSchema).min(1),
});
export type Course = z.infer<typeof courseSchema>;

export const coursesFileSchema = z.object({
  version: z.string(),
  /** Always true for the shipped file: the operator replaces or extends it. */
  sample: z.boolean(),
  note: z.string(),
  courses: z.array(courseSchema),
});
