import { z } from 'zod';
import { bilingualTextSchema } from './i18n.ts';

/** Sector ids are stable kebab-case words ("technology", "oil-and-gas"); the server's GET sectors/ lists them. */
export const sectorIdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/);

export const sectorSchema = z.object({
  id: sectorIdSchema,
  name: bilingualTextSchema,
  /** ISIC Rev.4 section letters the sector covers, for mapping employers' industries. */
  isic_sections: z.array(z.string().regex(/^[A-U]$/)),
});
export type Sector = z.infer<typeof sectorSchema>;

export const sectorsFileSchema = z.object({
  version: z.string(),
  sectors: z.array(sectorSchema),
});
