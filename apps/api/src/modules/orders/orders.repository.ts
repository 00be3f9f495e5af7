import type { ListSort, RefusedPaymentReason } from '@partline/shared';
import {
  and,
  asc,
  desc,
  eq,
  isNotNull,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { orders } from '../../db/schema/index.js';

/** An `orders` row. */
export type OrderRow = typeof orders.$inferSelect;
/** Values of a new order. */
export type NewOrderRow = typeof orders.$inferInsert;
/** The database or a transaction in it. */
type Executor = Database | Transaction;

/** A new order as the buyer asks for it; the rest is copied from the product. */
export interface OrderRequest {
  userId: string;
  userName: string;
  userEmail: string;
  productId: string;
  quantity: number;
  address: string;
  phoneNumber: string;
}

/**
 * Places an order in one statement (one round trip, prepared), or nothing: copies the product
 * (name, price, image, description, minimum order, stock) into a new unpaid order with the total
 * computed in poisha, only while the product is not deleted, `quantity` reaches its minimum order
 * and what is buyable (`available_quantity - held_quantity`) still covers it; and runs `onPlaced`,
 * a data-modifying statement over the CTE `placed` (the place-order flow queues the 'order placed'
 * e-mail with it), in the same statement. Returns the new order id, or `undefined` when a
 * condition failed (the caller finds out which).
 */
export async function insertOrderIfBuyable(
  db: Database,
  order: OrderRequest,
  onPlaced: SQL,
): Promise<string | undefined> {
  const quantity = sql`${order.quantity}::integer`;
  const [row] = await executePrepared<{ id: string }>(
    db,
    'orders_place',
    sql`WITH placed AS (
      INSERT INTO orders (user_id, user_name, user_email, product_id, product_name,
        product_price_poisha, product_image, product_description, min_order,
        available_quantity_at_order, quantity, total_poisha, address, phone_number)
      SELECT ${order.userId}, ${order.userName}, ${order.userEmail}, p.id, p.name, tier.unit_poisha,
        p.image, p.description, p.min_order, p.available_quantity, ${quantity},
        tier.unit_poisha * ${quantity}, ${order.address}, ${order.phoneNumber}
      FROM products p
      -- The tier price of the quantity, as unitPriceFor picks it (decision 120): the last stored
      -- tier the quantity reaches, else the price at the minimum order.
      CROSS JOIN LATERAL (SELECT COALESCE((
        SELECT (t ->> 'unitPricePoisha')::bigint FROM jsonb_array_elements(p.volume_tiers) t
        WHERE (t ->> 'minQuantity')::integer <= ${quantity}
        ORDER BY (t ->> 'minQuantity')::integer DESC LIMIT 1), p.price_poisha) AS unit_poisha) tier
      WHERE p.id = ${order.productId}::uuid AND p.deleted_at IS NULL
        AND p.min_order <= ${quantity} AND (${quantity} - p.min_order) % p.order_increment = 0
        AND p.available_quantity - p.held_quantity >= ${quantity}
      RETURNING id, user_email, user_name, product_name, quantity, product_price_poisha,
        total_poisha, created_at
    ), on_placed AS (${onPlaced})
    SELECT id FROM placed`,
  );
  return row?.id;
}

/** The order of this UUID. */
export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Locks the order row for the rest of the transaction and returns it. */
export async function lockOrder(tx: Transaction, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/**
 * Ids of the paid orders (`paid_at` and a transaction id set) whose id is not among `excluded`
 * (a subquery of order ids, such as the invoiced ones), oldest payment first.
 */
export async function paidOrderIdsNotIn(db: Executor, excluded: SQLWrapper): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paidAt),
        isNotNull(orders.transactionId),
        notInArray(orders.id, excluded),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  return rows.map((row) => row.id);
}

/** Insertion order (`created_at`, then `id`), or its reverse for `newest` (decision 092). */
const orderOf = (sort: ListSort) =>
  sort === 'newest'
    ? [desc(orders.createdAt), desc(orders.id)]
    : [asc(orders.createdAt), asc(orders.id)];
const ofEmail = (email: string) => sql`lower(${orders.userEmail}) = lower(${email.trim()})`;

/**
 * Orders of the buyer with this e-mail (case-insensitive), oldest first unless `sort` is
 * `newest`; delivered ones only when asked.
 */
export function listOrdersByEmail(
  db: Executor,
  email: string,
  { deliveredOnly = false, sort = 'oldest' }: { deliveredOnly?: boolean; sort?: ListSort } = {},
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(deliveredOnly ? and(ofEmail(email), eq(orders.status, 'delivered')) : ofEmail(email))
    .orderBy(...orderOf(sort));
}

/** Every order, oldest first unless `sort` is `newest`. */
export function listOrders(db: Executor, sort: ListSort = 'oldest'): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .orderBy(...orderOf(sort));
}

/** Deletes the order if it is still unpaid; `true` when it did. */
export async function deleteUnpaidOrder(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(orders)
    .where(and(eq(orders.id, id), eq(orders.status, 'unpaid')))
    .returning({ id: orders.id });
  return deleted.length === 1;
}

/** What is recorded when an order becomes paid. */
export interface PaidFields {
  transactionId: string;
  paymentProvider: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

/**
 * unpaid → paid, only if still unpaid (of concurrent calls exactly one gets the row back).
 */
export async function markPaidIfUnpaid(
  tx: Executor,
  id: string,
  fields: PaidFields,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ ...fields, status: 'paid', isPaid: true, paidAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'unpaid')))
    .returning();
  return row;
}

/** paid → cancelled, only if still paid and undelivered. */
export async function cancelIfPaid(tx: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
    .returning();
  return row;
}

/**
 * Records on the order that a payment for it succeeded but could not be used and was refunded
 * (decision 087): now, and why. The last such payment is kept.
 */
export async function recordRefusedPayment(
  db: Executor,
  id: string,
  reason: RefusedPaymentReason,
): Promise<void> {
  await db
    .update(orders)
    .set({ refusedPaymentAt: sql`now()`, refusedPaymentReason: reason })
    .where(eq(orders.id, id));
}

/** Records the provider's refund of a cancelled order. */
export async function setRefundId(db: Executor, id: string, refundId: string): Promise<void> {
  await db.update(orders).set({ refundId }).where(eq(orders.id, id));
}

/** paid → delivered, only if still paid. */
export async function deliverIfPaid(tx: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'delivered', isDelivered: true, deliveredAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
    .returning();
  return row;
}

/** Sets `isReviewed` on a delivered order once; `true` when it changed. */
export async function markReviewedIfDelivered(db: Executor, id: string): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ isReviewed: true })
    .where(and(eq(orders.id, id), eq(orders.status, 'delivered'), eq(orders.isReviewed, false)))
    .returning({ id: orders.id });
  return updated.length === 1;
}

/**
 * Marks the order reviewed only if it is `userId`'s, delivered and not yet reviewed, in one
 * conditional statement; `true` when it did (of concurrent calls exactly one).
 */
export async function claimOrderForReview(
  tx: Executor,
  orderId: string,
  userId: string,
): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ isReviewed: true })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        eq(orders.isDelivered, true),
        eq(orders.isReviewed, false),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length === 1;
}
