import type { Database } from '../db/client.js';
import {
  IDEMPOTENCY_KEY_TTL_HOURS,
  purgeIdempotencyKeys,
} from '../idempotency/idempotency.plugin.js';
import { purgeFinishedDeliveries } from '../modules/webhooks/webhooks.repository.js';

/** How long a finished webhook delivery stays in the endpoint's log, days (decision 221). */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

/** Rows deleted per statement: a short lock and a small WAL record each. */
export const PURGE_BATCH = 1_000;

/** What one pass of {@link purgeExpiredRecords} deleted. */
export interface PurgePass {
  idempotencyKeys: number;
  webhookDeliveries: number;
}

const HOUR_MS = 60 * 60_000;

/**
 * One pass of the data retention job (decision 221): deletes up to {@link PURGE_BATCH} idempotency
 * keys older than {@link IDEMPOTENCY_KEY_TTL_HOURS} and up to {@link PURGE_BATCH} finished webhook
 * deliveries older than {@link WEBHOOK_DELIVERY_RETENTION_DAYS}, so neither table grows with the
 * shop's age. Safe beside another instance's pass (a row is deleted once).
 */
export async function purgeExpiredRecords(db: Database, now = new Date()): Promise<PurgePass> {
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS);
  const deliveriesBefore = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 24 * HOUR_MS);
  const [idempotencyKeys, webhookDeliveries] = await Promise.all([
    purgeIdempotencyKeys(db, keysBefore, PURGE_BATCH),
    purgeFinishedDeliveries(db, deliveriesBefore, PURGE_BATCH),
  ]);
  return { idempotencyKeys, webhookDeliveries };
}
