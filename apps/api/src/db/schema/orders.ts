import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, instantNow, parentId, uuidPrimaryKey } from './columns.js';
import { actorUserId, buyerSnapshot } from './user-columns.js';
import { ORDER_STATUSES, type RefusedPaymentReason } from '@partline/shared';
import { companies } from './companies.js';
import { documentCurrency } from './currencies.js';
import { products } from './products.js';

/**
 * Order lifecycle (DESIGN.md, Data). A company buyer's order over their monthly spending limit is
 * placed `awaiting_approval` (no stock held, nothing to pay) and becomes `unpaid` when a company
 * admin approves it, or `declined` (decision 132). The values are the shared `ORDER_STATUSES`, the
 * list the API's answers and the web app read, so the column and the contract cannot drift apart.
 */
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

/**
 * Orders (spec §3): the buyer, a snapshot of the product when ordered, the quantity and the
 * server-computed total in poisha, the specification's flags and our status and timestamps.
 * Payment columns record the provider's intent id (`transactionId`) and never a card number.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuidPrimaryKey(),
    /**
     * The order number, `SO-<year>-<sequence>` (decision 300): set by the trigger `orders_number`
     * of migration 0027 from `document_counters` whatever the insert gives (the default is never
     * stored).
     */
    number: text().notNull().default(''),
    ...buyerSnapshot(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    /** Minor units of `currency` (poisha for BDT; decision 327), as `totalPoisha`. */
    productPricePoisha: bigint({ mode: 'number' }).notNull(),
    productImage: text().notNull(),
    productDescription: text().notNull(),
    minOrder: integer().notNull(),
    availableQuantityAtOrder: integer().notNull(),
    quantity: integer().notNull(),
    totalPoisha: bigint({ mode: 'number' }).notNull(),
    address: text(),
    phoneNumber: text(),
    status: orderStatus().notNull().default('unpaid'),
    isPaid: boolean().notNull().default(false),
    isDelivered: boolean().notNull().default(false),
    isReviewed: boolean().notNull().default(false),
    transactionId: text(),
    paymentProvider: text(),
    cardBrand: text(),
    cardLast4: text(),
    refundId: text(),
    createdAt: instantNow(),
    paidAt: instant(),
    deliveredAt: instant(),
    cancelledAt: instant(),
    /** The last payment that succeeded but could not be used, refunded (decision 087). */
    refusedPaymentAt: instant(),
    refusedPaymentReason: text().$type<RefusedPaymentReason>(),
    /** Whether the lines hold stock now (decision 126): from checkout or payment to delivery or cancelling. */
    stockHeld: boolean().notNull().default(false),
    poNumber: text(),
    note: text(),
    /** The checkout's `Idempotency-Key`: one order per key and buyer. */
    idempotencyKey: text(),
    /** The buyer's company when the order was placed (decision 130); null for a person's order. */
    companyId: uuid().references(() => companies.id, { onDelete: 'restrict' }),
    /** A company admin's approval of an order over the buyer's limit (decision 132). */
    approvedAt: instant(),
    approvedById: actorUserId(),
    declinedAt: instant(),
    declinedById: actorUserId(),
    /** What the approving or declining company admin wrote to the buyer. */
    approvalComment: text(),
    /**
     * `card` (paid online at once), `on_account`: confirmed without a card against the company's
     * credit (decision 140), or `bank_transfer`: waits for transfers against its proforma
     * invoice until `transferDueAt` (decision 311).
     */
    paymentMethod: text({ enum: ['card', 'on_account', 'bank_transfer'] })
      .notNull()
      .default('card'),
    /** Bank transfer: until when the order holds its stock for the transfer (decision 311). */
    transferDueAt: instant(),
    /**
     * The tax of the order (decision 305), fixed when it is placed: whether its prices included
     * VAT, whether it is a zero-rated export, and the SD and VAT in poisha (sums of its lines).
     * The value excluding VAT is `total − sd − vat`.
     */
    pricesIncludeVat: boolean().notNull().default(true),
    zeroRated: boolean().notNull().default(false),
    sdPoisha: bigint({ mode: 'number' }).notNull().default(0),
    vatPoisha: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * An export order's Incoterms 2020 rule and named place (decision 323): the company's when it
     * is placed, changed by the shop admin until it ships; null for a home order.
     */
    incoterm: text(),
    incotermPlace: text().notNull().default(''),
    /**
     * The currency the order is in and the rate its prices were converted at (decision 327): the
     * company's billing currency when it was placed. Every amount column of the order and its
     * lines (`productPricePoisha`, `totalPoisha`, `sdPoisha`, `vatPoisha`, the lines' prices and
     * totals) is in minor units of `currency` (poisha for BDT), whatever its name says.
     */
    ...documentCurrency(),
  },
  (table) => [
    check('orders_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('orders_currency_rate', sql`(${table.currency} = 'BDT') = (${table.bdtPerUnit} IS NULL)`),
    check(
      'orders_incoterm_known',
      sql`${table.incoterm} IN ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP')`,
    ),
    check('orders_quantity_positive', sql`${table.quantity} > 0`),
    check('orders_total_not_negative', sql`${table.totalPoisha} >= 0`),
    check(
      'orders_payment_method_known',
      sql`${table.paymentMethod} IN ('card', 'on_account', 'bank_transfer')`,
    ),
    check(
      'orders_refused_payment_reason',
      // REFUSED_PAYMENT_REASONS of @partline/shared.
      sql`${table.refusedPaymentReason} IN ('product_gone', 'order_cancelled', 'stock_gone', 'paid_twice')`,
    ),
    // The lists page by keyset on (created_at, id), both directions, one index range per page
    // (decisions 210, 211): a buyer's orders by e-mail ignoring case (GET /orders/{email}), every
    // order (GET /orders, the CSV export), of one status, of a company.
    index('orders_user_email_idx').on(sql`lower(${table.userEmail})`, table.createdAt, table.id),
    index('orders_user_id_idx').on(table.userId, table.createdAt.desc()),
    index('orders_created_id_idx').on(table.createdAt, table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    index('orders_product_idx').on(table.productId),
    index('orders_company_idx').on(table.companyId, table.createdAt, table.id),
    // The company's approvals list (GET /company/orders?status=awaiting_approval): few rows among
    // a big company's many (decision 211).
    index('orders_company_status_idx').on(table.companyId, table.status, table.createdAt, table.id),
    // Manage Orders' search: a client e-mail or PO number starting with the text, as an index
    // range whatever the collation (text_pattern_ops); the order number is a range of the primary
    // key (decision 247).
    index('orders_user_email_prefix_idx').on(sql`lower(${table.userEmail}) text_pattern_ops`),
    index('orders_po_number_prefix_idx')
      .on(sql`lower(${table.poNumber}) text_pattern_ops`)
      .where(sql`${table.poNumber} IS NOT NULL`),
    // The unpaid-hold job's pass (flows/release-unpaid-holds.ts, every poll): only the unpaid
    // orders still holding stock, oldest first; without it each pass read every unpaid order
    // ever left without a hold (42,050 rows, 0.9 s on the volume set; decision 227).
    index('orders_unpaid_holds_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'unpaid' AND ${table.stockHeld}`),
    uniqueIndex('orders_transaction_id_key').on(table.transactionId),
    // Unique, and a LIKE prefix of the order lists' search is a range of it (decision 300).
    uniqueIndex('orders_number_key').on(sql`${table.number} text_pattern_ops`),
    check('orders_number_format', sql`${table.number} ~ '^SO-[0-9]{4}-[0-9]{6,}$'`),
    uniqueIndex('orders_idempotency_key')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
  ],
);

/**
 * The lines of an order (decision 126), copied when it is placed: product, SKU, name and image,
 * quantity and the unit price at the tier of that quantity, in poisha. Every order has at least
 * one; the specification's one-product order has exactly one.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuidPrimaryKey(),
    orderId: parentId(() => orders.id),
    position: integer().notNull(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    sku: text().notNull(),
    productName: text().notNull(),
    productImage: text().notNull(),
    quantity: integer().notNull(),
    /** The unit price, in minor units of the order's `currency` (poisha for BDT; decision 327). */
    unitPricePoisha: bigint({ mode: 'number' }).notNull(),
    /**
     * Price × quantity, as the catalog prices it (with or without VAT: the order says), in minor
     * units of the order's `currency` (poisha for BDT), as every amount of the line.
     */
    lineTotalPoisha: bigint({ mode: 'number' }).notNull(),
    /** The rates applied (basis points) and the line's tax figures (decision 305), poisha. */
    vatRate: integer().notNull().default(0),
    sdRate: integer().notNull().default(0),
    valueExclVatPoisha: bigint({ mode: 'number' }).notNull().default(0),
    sdPoisha: bigint({ mode: 'number' }).notNull().default(0),
    vatPoisha: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The contract price list that priced the line (decision 320), its name as it was then, and
     * the list tier price it beat, poisha; all `null` when the line is at the list price.
     */
    priceListId: uuid(),
    priceListName: text(),
    listUnitPricePoisha: bigint({ mode: 'number' }),
    /**
     * Fulfilment (decision 321): the pieces shipped so far (the sum of its shipment lines), the
     * pieces cancelled before they shipped, and the pieces waiting for stock on a backorder (held
     * by no one until a restock allocates them, in the order orders were placed). The pieces left
     * to ship now are `quantity − shipped − cancelled − backordered`.
     */
    shippedQuantity: integer().notNull().default(0),
    cancelledQuantity: integer().notNull().default(0),
    backorderedQuantity: integer().notNull().default(0),
    /**
     * The product's customs data when the order was placed (decisions 323, 327), frozen like its
     * name and price: the HS code (6 to 10 digits; `null` when the product had none) and the
     * country of origin (ISO 3166-1 alpha-2). The commercial invoice prints these.
     */
    hsCode: text(),
    countryOfOrigin: text().notNull().default('BD'),
  },
  (table) => [
    uniqueIndex('order_lines_order_position_key').on(table.orderId, table.position),
    index('order_lines_product_idx').on(table.productId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'order_lines_fulfilment_within_quantity',
      sql`${table.shippedQuantity} >= 0 AND ${table.cancelledQuantity} >= 0 AND ${table.backorderedQuantity} >= 0 AND ${table.shippedQuantity} + ${table.cancelledQuantity} + ${table.backorderedQuantity} <= ${table.quantity}`,
    ),
    // The backorder queue: lines waiting for stock, per product, in placing order.
    index('order_lines_backordered_idx')
      .on(table.productId)
      .where(sql`${table.backorderedQuantity} > 0`),
    check(
      'order_lines_total_is_price_times_quantity',
      sql`${table.lineTotalPoisha} = ${table.unitPricePoisha} * ${table.quantity}`,
    ),
    check(
      'order_lines_price_list_named',
      sql`(${table.priceListId} IS NULL) = (${table.priceListName} IS NULL)`,
    ),
  ],
);
