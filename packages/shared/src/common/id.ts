import { z } from 'zod';

/** Ids are UUIDs carried in `_id` (DESIGN.md, Data). */
export const IdSchema = z.uuid();

/** Path parameters `{ id }`. Anything but a UUID is answered 404 by the API, never 500. */
export const IdParamsSchema = z.object({ id: z.string() });
