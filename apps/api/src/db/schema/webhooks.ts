import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { parentId, queueState, uuidPrimaryKey } from './columns.js';
import { integrationOwner } from './integration-owner.js';

/**
 * A buyer's webhook endpoints (decision 192): a URL, the events it wants and its signing secret
 * (`whsec_…`, Standard Webhooks; kept as is because every delivery is signed with it), a client's
 * own (`companyId` null) or a company's. Deleted endpoints stay for their delivery log.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuidPrimaryKey(),
    ...integrationOwner(),
    url: text().notNull(),
    events: text().array().notNull(),
    secret: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('webhook_endpoints_owner_idx').on(table.companyId, table.userId)],
);

/** Where a delivery is: waiting, claimed by a worker, delivered, or given up after a day. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;

/**
 * The durable queue and log of webhook deliveries (decision 192): one row per event and endpoint,
 * inserted by triggers on `orders`, `invoices` and `quote_versions` in the transaction of the
 * change it reports; a worker in every instance claims due rows with `FOR UPDATE SKIP LOCKED`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidPrimaryKey(),
    endpointId: parentId(() => webhookEndpoints.id),
    eventType: text().notNull(),
    /** The body sent: `{ type, timestamp, data }`. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    ...queueState(WEBHOOK_DELIVERY_STATUSES),
    lastAttemptAt: timestamp({ withTimezone: true }),
    lastStatusCode: integer(),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt.desc()),
    // The data retention job deletes the oldest finished deliveries first (decision 221).
    index('webhook_deliveries_finished_idx')
      .on(table.createdAt)
      .where(sql`${table.status} IN ('delivered', 'failed')`),
    check(
      'webhook_deliveries_status_known',
      sql`${table.status} IN ('pending', 'sending', 'delivered', 'failed')`,
    ),
  ],
);
