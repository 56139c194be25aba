import { z } from 'zod';
import { textString } from './fields.ts';
import { dataEnvelope } from './api.ts';

/** The development mailbox (/dev/mailbox, only outside production): mail kept when there is no SMTP. */
export const devMailboxQuerySchema = z.object({ to: textString().optional() });

export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const devMailListSchema = dataEnvelope(z.array(devMailSchema));
