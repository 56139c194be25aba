import { z } from 'zod';

/** A name in both languages of the product. */
export const bilingualTextSchema = z.object({
  en: z.string().min(1),
  ar: z.string().min(1),
});
export type BilingualText = z.infer<typeof bilingualTextSchema>;

/** Other spellings in both languages (abbreviations, transliterations, common misspellings). */
export const bilingualListSchema = z.object({
  en: z.array(z.string().min(1)),
  ar: z.array(z.string().min(1)),
});
export type BilingualList = z.infer<typeof bilingualListSchema>;

export const catalogueLanguageSchema = z.enum(['en', 'ar']);
export type CatalogueLanguage = z.infer<typeof catalogueLanguageSchema>;
