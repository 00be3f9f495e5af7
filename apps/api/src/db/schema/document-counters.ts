import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last order and quote number given out in each year (decision 300), as `invoice_counters`
 * does for invoices (decision 060): the `BEFORE INSERT` triggers of migration 0027 increment the
 * row of the kind and year with one upsert, which stays locked until the inserting transaction
 * ends, so concurrent orders queue there, numbers follow in commit order and a rollback gives its
 * number back.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    /**
     * `order`, `quote`, `challan` (a shipment's delivery challan, decision 321) or `rma` (a return,
     * decision 322).
     */
    kind: text({ enum: ['order', 'quote', 'challan', 'rma'] }).notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.year] }),
    check('document_counters_last_number_positive', sql`${table.lastNumber} > 0`),
    check(
      'document_counters_kind_known',
      sql`${table.kind} IN ('order', 'quote', 'challan', 'rma')`,
    ),
  ],
);
