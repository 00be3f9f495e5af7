import { IdSchema } from '@partline/shared';
import { NotFoundError } from './errors.js';

/**
 * Whether `id` can name a row (a uuid, `IdSchema`). A malformed id names none, so a service
 * answers it as it answers an unknown one, 404, and never sends it to the database (decisions
 * 020, 030).
 */
export function isRowId(id: string): boolean {
  return IdSchema.safeParse(id).success;
}

/** Throws `NotFoundError(message)` for an id that cannot name a row ({@link isRowId}). */
export function assertRowId(id: string, message: string): void {
  if (!isRowId(id)) throw new NotFoundError(message);
}
