import { z } from 'zod';

/** GET /api/health: whether the server and its database answer, and which database it runs on. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['embedded', 'server']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
