import { z } from 'zod';

/** `GET /api/health`: `ok` when the database answers, else 503 in the error shape. */
export const HealthSchema = z
  .object({ status: z.literal('ok'), database: z.literal('up'), uptimeSeconds: z.number() })
  .meta({ id: 'Health' });

/** Health answer. */
export type Health = z.infer<typeof HealthSchema>;
