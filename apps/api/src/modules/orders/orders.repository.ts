import type { ListSort, RefusedPaymentReason } from '@partline/shared';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { orderLines, orders } from '../../db/schema/index.js';

/** An `orders` row. */
export type OrderRow = typeof orders.$inferSelect;
/** An `order_lines` row. */
export type OrderLineRow = typeof orderLines.$inferSelect;
/** Values of a new order line (the order id is given by {@link insertOrderWithLines}). */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId' | 'position'>;
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
 * (name, tier price of `quantity`, image, description, minimum order, stock) into a new unpaid
 * order and its one line (decision 126) with the total computed in poisha, only while the product
 * is not deleted, `quantity` reaches its minimum order on its order increment and what is buyable
 * (`available_quantity - held_quantity`) still covers it; and runs `onPlaced`,
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
      RETURNING id, user_email, user_name, product_id, product_name, product_image, quantity,
        product_price_poisha, total_poisha, created_at
    ), line AS (
      -- Its one line (decision 126), in the same statement.
      INSERT INTO order_lines (order_id, position, product_id, sku, product_name, product_image,
        quantity, unit_price_poisha, line_total_poisha)
      SELECT placed.id, 0, placed.product_id, p.sku, placed.product_name, placed.product_image,
        placed.quantity, placed.product_price_poisha, placed.total_poisha
      FROM placed JOIN products p ON p.id = placed.product_id
    ), on_placed AS (${onPlaced})
    SELECT id FROM placed`,
  );
  return row?.id;
}

/** A new order of several lines, as checkout makes it (decision 126). */
export type NewOrderWithLines = Omit<NewOrderRow, 'id'>;

/**
 * Inserts an order and its lines (positions 0, 1, … in the given order) and returns the order.
 * An `idempotencyKey` the buyer used before fails with the unique violation of
 * `orders_idempotency_key`.
 */
export async function insertOrderWithLines(
  tx: Transaction,
  order: NewOrderWithLines,
  lines: NewOrderLine[],
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('order not inserted');
  await tx
    .insert(orderLines)
    .values(lines.map((line, position) => ({ ...line, orderId: row.id, position })));
  return row;
}

/** The buyer's order placed with this idempotency key. */
export async function findOrderByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The lines of these orders, by order id, each list in position order. */
export async function listOrderLines(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}

/** The lines of one order, in position order. */
export async function linesOfOrder(db: Executor, orderId: string): Promise<OrderLineRow[]> {
  return (await listOrderLines(db, [orderId])).get(orderId) ?? [];
}

/** Records that the order's lines hold stock now (taken at payment). */
export async function markStockHeld(tx: Executor, id: string): Promise<void> {
  await tx.update(orders).set({ stockHeld: true }).where(eq(orders.id, id));
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

/**
 * Deletes the order (and its lines) if it is still unpaid; the deleted row, whose `stockHeld` says
 * whether its lines' holds must be released.
 */
export async function deleteUnpaidOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [deleted] = await db
    .delete(orders)
    .where(and(eq(orders.id, id), eq(orders.status, 'unpaid')))
    .returning();
  return deleted;
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
    .set({ status: 'cancelled', cancelledAt: sql`now()`, stockHeld: false })
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
    .set({ status: 'delivered', isDelivered: true, deliveredAt: sql`now()`, stockHeld: false })
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
