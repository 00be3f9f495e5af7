import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES } from '@partline/shared';
import { instant, parentId, timestamps, uuidPrimaryKey } from './columns.js';
import { actorUserId } from './user-columns.js';
import { companies } from './companies.js';
import { orderLines, orders } from './orders.js';
import { shipmentSerials } from './shipments.js';

/**
 * A return (RMA, decision 322): pieces of one order a buyer sends back, numbered
 * `RMA-<year>-<sequence>` by the insert trigger of migration 0037 from `document_counters`.
 * `status` runs requested → approved | rejected, approved → received → resolved (when every item
 * has its resolution). `companyId` is the order's company when it was placed for one: that
 * company's admins read its returns. `warrantyOverride` is the shop admin's reason for accepting a
 * claim past the warranty end or the return window; `null`: none was needed.
 */
export const returns = pgTable(
  'returns',
  {
    id: uuidPrimaryKey(),
    /** The RMA number, `RMA-<year>-<sequence>`: set by the insert trigger, never changed. */
    number: text().notNull().default(''),
    orderId: parentId(() => orders.id),
    companyId: uuid().references(() => companies.id, { onDelete: 'restrict' }),
    requestedBy: actorUserId(),
    /** The requester's name and e-mail when they asked: the return outlives a deleted account. */
    requesterName: text().notNull(),
    requesterEmail: text().notNull(),
    status: text({ enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text({ enum: RETURN_REASONS }).notNull(),
    description: text().notNull(),
    /** Uploaded photos' URLs, as `POST /images` answered them. */
    photos: jsonb().$type<string[]>().notNull().default([]),
    instructions: text(),
    decisionComment: text(),
    receivedNote: text(),
    warrantyOverride: text(),
    decidedAt: instant(),
    decidedBy: actorUserId(),
    receivedAt: instant(),
    resolvedAt: instant(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('returns_number_key').on(table.number),
    index('returns_status_created_idx').on(table.status, table.createdAt, table.id),
    index('returns_created_idx').on(table.createdAt, table.id),
    index('returns_order_idx').on(table.orderId),
    index('returns_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('returns_requested_by_created_idx').on(table.requestedBy, table.createdAt, table.id),
    check('returns_photos_array', sql`jsonb_typeof(${table.photos}) = 'array'`),
  ],
);

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
