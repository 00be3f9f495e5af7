import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instantNow, uuidPrimaryKey } from './columns.js';
import { actorUserId } from './user-columns.js';
import { orders } from './orders.js';

/**
 * Client reviews (spec §3), shown in the home carousel. A review written through the shop points at
 * its author and its delivered order (one review per order); demo reviews have neither.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuidPrimaryKey(),
    userId: actorUserId(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    userName: text().notNull(),
    userImage: text().notNull(),
    body: text().notNull(),
    rating: smallint().notNull(),
    createdAt: instantNow(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    uniqueIndex('reviews_order_key').on(table.orderId),
    index('reviews_created_idx').on(table.createdAt.desc()),
  ],
);
