import {
  bigint,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderStatus } from './orders.js';

/**
 * The admin overview's figures kept up to date on write (decision 212): triggers on `orders` and
 * `order_lines` (migration 0019) add and subtract each row's share in the same transaction, so
 * `GET /admin/overview` reads a few hundred rollup rows instead of scanning every order.
 *
 * An order's share is counted in one of {@link ROLLUP_SLOTS} rows (`slot`: the last byte of its id
 * modulo 16), so concurrent checkouts and payments update different rows instead of queueing on
 * one row's lock; readers sum the slots.
 */
export const ROLLUP_SLOTS = 16;

/** How many orders have each status, per slot. */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    status: orderStatus().notNull(),
    slot: smallint().notNull(),
    count: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.slot] })],
);

/**
 * Per shop day (Asia/Dhaka) of payment, per slot: the revenue (poisha) and the number of orders
 * that earned money — paid or delivered, with a payment time (decision 071).
 */
export const orderRevenueDays = pgTable(
  'order_revenue_days',
  {
    day: date().notNull(),
    slot: smallint().notNull(),
    revenuePoisha: bigint({ mode: 'number' }).notNull(),
    orders: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.slot] })],
);

/**
 * Per shop day of payment and product (its id and the name its lines were placed under, decision
 * 126): what the earning orders' lines sold — revenue (poisha), pieces and lines. An order holds
 * one line per product (checkout and quotes make one per cart or quote product), so lines count
 * its orders.
 */
export const orderProductDays = pgTable(
  'order_product_days',
  {
    day: date().notNull(),
    productId: uuid(),
    productName: text().notNull(),
    revenuePoisha: bigint({ mode: 'number' }).notNull(),
    quantity: bigint({ mode: 'number' }).notNull(),
    orders: integer().notNull(),
  },
  (table) => [
    unique('order_product_days_key')
      .on(table.day, table.productId, table.productName)
      .nullsNotDistinct(),
  ],
);
