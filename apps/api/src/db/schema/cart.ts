import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instantNow, parentId, uuidPrimaryKey } from './columns.js';
import { ownerUserId } from './user-columns.js';
import { products } from './products.js';

/**
 * The server-side cart (decision 125): one row per product in a client's cart, the quantity only.
 * No price is stored: every read prices the line from the product's current tiers. A deleted
 * product's line stays (the cart says so) until removed; a deleted user's cart goes with them.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: ownerUserId(),
    productId: parentId(() => products.id),
    quantity: integer().notNull(),
    addedAt: instantNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
    index('cart_items_product_idx').on(table.productId),
  ],
);

/**
 * A client's address book (decision 127): delivery addresses with a phone number, one of them the
 * default (a partial unique index keeps at most one).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuidPrimaryKey(),
    userId: ownerUserId(),
    label: text().notNull().default(''),
    address: text().notNull(),
    phoneNumber: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: instantNow(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('addresses_one_default_key')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);
