import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CARRIER_KINDS, RETURN_REASONS, RETURN_STATUSES } from '@partline/shared';
import { instant, instantNow, parentId, timestamps, uuidPrimaryKey } from './columns.js';
import { actorUserId } from './user-columns.js';
import { orderLines, orders } from './orders.js';
import { companies } from './companies.js';

/**
 * The carriers the shop ships with (decision 321), kept by the shop admin: a courier (Pathao,
 * RedX, Steadfast…), the shop's own transport (a vehicle number instead of a tracking number) or an
 * international carrier for exports. `trackingUrlTemplate` holds `{tracking}` where the tracking
 * number goes; a carrier without one has no tracking link. An inactive carrier is not offered for
 * new shipments; shipments that used it keep it.
 */
export const carriers = pgTable(
  'carriers',
  {
    id: uuidPrimaryKey(),
    name: text().notNull(),
    kind: text({ enum: CARRIER_KINDS }).notNull(),
    trackingUrlTemplate: text(),
    active: boolean().notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('carriers_name_key').on(sql`lower(${table.name})`),
    check(
      'carriers_tracking_url_template',
      sql`${table.trackingUrlTemplate} IS NULL OR (${table.trackingUrlTemplate} LIKE 'https://%' AND ${table.trackingUrlTemplate} LIKE '%{tracking}%')`,
    ),
  ],
);

/**
 * A consignment of an order (decision 321): some pieces of some of its lines, leaving on `shippedOn`
 * with a carrier and its tracking number (or a vehicle number of the shop's own transport; the
 * specification's one-click Deliver records neither), under
 * a delivery challan numbered `CH-<year>-<sequence>` by the trigger of migration 0036 from
 * `document_counters`. Stock leaves with each shipment; `deliveredAt` is set when the admin (or,
 * later, the carrier's webhook) says it arrived.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuidPrimaryKey(),
    /** The challan number, `CH-<year>-<sequence>`: set by the insert trigger, never changed. */
    number: text().notNull().default(''),
    orderId: parentId(() => orders.id),
    carrierId: uuid()
      .notNull()
      .references(() => carriers.id, { onDelete: 'restrict' }),
    /** The carrier's name when the shipment was made: the challan and the mail say it. */
    carrierName: text().notNull(),
    trackingNumber: text(),
    vehicleNumber: text(),
    /** The day the consignment left, `YYYY-MM-DD` (Asia/Dhaka). */
    shippedOn: date({ mode: 'string' }).notNull(),
    deliveredAt: instant(),
    /**
     * The return this shipment replaces pieces of, at no charge (decision 322): its pieces do not
     * count as shipped pieces of the order's lines, and its stock leaves the buyable stock.
     */
    returnId: uuid().references((): AnyPgColumn => returns.id, { onDelete: 'restrict' }),
    createdBy: actorUserId(),
    createdAt: instantNow(),
  },
  (table) => [
    uniqueIndex('shipments_number_key').on(table.number),
    index('shipments_order_idx').on(table.orderId, table.createdAt),
  ],
);

/** The pieces of an order line a shipment carries (decision 321); at least one per line listed. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shipmentId: parentId(() => shipments.id),
    orderLineId: parentId(() => orderLines.id),
    quantity: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shipmentId, table.orderLineId] }),
    index('shipment_lines_order_line_idx').on(table.orderLineId),
    check('shipment_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * The serial number of one piece a shipment carried (decision 322): a product that is
 * serial-tracked ships with one serial per piece, unique per product (ignoring case: serials are
 * kept upper-case). `warrantyEndsOn` is the day its warranty ends — the shipment's day plus the
 * product's warranty months when it shipped; `null`: no warranty. A replacement shipped under a
 * return names the serial it replaces, and keeps that serial's warranty end.
 */
export const shipmentSerials = pgTable(
  'shipment_serials',
  {
    id: uuidPrimaryKey(),
    shipmentId: parentId(() => shipments.id),
    orderLineId: uuid()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: uuid().notNull(),
    serial: text().notNull(),
    warrantyEndsOn: date({ mode: 'string' }),
    replacesSerialId: uuid().references((): AnyPgColumn => shipmentSerials.id, {
      onDelete: 'restrict',
    }),
    createdAt: instantNow(),
  },
  (table) => [
    uniqueIndex('shipment_serials_product_serial_key').on(table.productId, table.serial),
    index('shipment_serials_serial_idx').on(table.serial),
    index('shipment_serials_order_line_idx').on(table.orderLineId),
    index('shipment_serials_shipment_idx').on(table.shipmentId),
    check('shipment_serials_serial_format', sql`${table.serial} ~ '^[A-Z0-9][A-Z0-9._/-]{0,63}$'`),
  ],
);

// A return is defined here, beside the shipments: a shipment may replace pieces under a return,
// and a return's items (returns.ts) point at shipped serials; one file keeps the schema free of
// import cycles.

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
