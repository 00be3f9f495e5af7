import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instantNow } from './columns.js';

/**
 * Idempotency keys of creating POSTs (decision 191): one row per caller and `Idempotency-Key`,
 * with the fingerprint of the request that first used it (method, path and body) and, once that
 * request succeeded, its answer (`status`, `body`) to answer again. A row without an answer is a
 * request in flight; a refused request leaves no row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ownerId: text().notNull(),
    key: text().notNull(),
    fingerprint: text().notNull(),
    status: integer(),
    body: text(),
    contentType: text(),
    createdAt: instantNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.key] }),
    // The data retention job deletes the oldest first (decision 221).
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
