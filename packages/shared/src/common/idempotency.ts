import { z } from 'zod';

/** The header of an idempotent creating POST (decision 191). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Texts of idempotency (decision 191). */
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key is 1 to 255 visible characters',
  reused: 'This Idempotency-Key was used for another request',
  inProgress: 'A request with this Idempotency-Key is still in progress: try again shortly',
} as const;

/** An `Idempotency-Key`: 1–255 visible ASCII characters, e.g. a UUID made once per attempt. */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, { error: IDEMPOTENCY_MESSAGES.badKey });
