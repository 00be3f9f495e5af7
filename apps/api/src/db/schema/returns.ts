import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RETURN_RESOLUTIONS } from '@partline/shared';
import { instant, parentId, uuidPrimaryKey } from './columns.js';
import { orderLines } from './orders.js';
import { returns, shipmentSerials } from './shipments.js';

/**
 * An item of a return (decision 322): a serial-tracked piece (`serialId`, quantity 1) or pieces
 * of a line that is not serial-tracked. `open` is true until the item is resolved or its return
 * rejected; the partial unique index `return_items_open_serial_key` keeps a serial under one open
 * return at a time, whatever races. A resolution records what settled it: the replacement's
 * serial (and shipment), or the credit — its amount in poisha, the Mushak-6.7 credit note and the
 * provider's refund id.
 */
export const returnItems = pgTable(
  'return_items',
  {
    id: uuidPrimaryKey(),
    returnId: parentId(() => returns.id),
    orderLineId: uuid()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    serialId: uuid().references(() => shipmentSerials.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    open: boolean().notNull().default(true),
    resolution: text({ enum: RETURN_RESOLUTIONS }),
    resolutionNote: text(),
    replacementSerialId: uuid().references(() => shipmentSerials.id, { onDelete: 'restrict' }),
    replacementShipmentId: uuid(),
    creditPoisha: bigint({ mode: 'number' }),
    creditNoteNumber: text(),
    refundId: text(),
    resolvedAt: instant(),
    position: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('return_items_open_serial_key')
      .on(table.serialId)
      .where(sql`${table.open} AND ${table.serialId} IS NOT NULL`),
    index('return_items_return_idx').on(table.returnId, table.position),
    index('return_items_order_line_idx').on(table.orderLineId),
    check('return_items_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'return_items_serial_is_one_piece',
      sql`${table.serialId} IS NULL OR ${table.quantity} = 1`,
    ),
    check('return_items_resolved_closed', sql`${table.resolution} IS NULL OR NOT ${table.open}`),
  ],
);
