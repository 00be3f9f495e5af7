import {
  IdSchema,
  ORDER_MESSAGES,
  OrderListSchema,
  lineInTaka,
  toTaka,
  type ListSort,
  type Order,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import type { RequestUser } from '../../plugins/identity.js';
import { serializeOnce } from '../../serialized-answers.js';
import { clientKey, orderListCacheOf, ordersChanged } from './order-list-cache.js';
import {
  findOrder,
  listOrderLines,
  listOrders,
  listOrdersByEmail,
  markReviewedIfDelivered,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.js';

const M = ORDER_MESSAGES;

/**
 * A row and its lines as the API answers it (spec §3 names, Taka; `requiredQuantity` =
 * `quantity`; decision 126 for an order of several lines).
 */
export function toOrder(row: OrderRow, lines: readonly OrderLineRow[] = []): Order {
  return {
    _id: row.id,
    productId: row.productId,
    userName: row.userName,
    userEmail: row.userEmail,
    productName: row.productName,
    productPrice: toTaka(row.productPricePoisha),
    productImage: row.productImage,
    productDescription: row.productDescription,
    minOrder: row.minOrder,
    availableQuantity: row.availableQuantityAtOrder,
    quantity: row.quantity,
    requiredQuantity: row.quantity,
    totalPrice: toTaka(row.totalPoisha),
    address: row.address,
    phoneNumber: row.phoneNumber,
    status: row.status,
    isPaid: row.isPaid,
    isDelivered: row.isDelivered,
    isReviewed: row.isReviewed,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refusedPaymentAt: row.refusedPaymentAt?.toISOString() ?? null,
    refusedPaymentReason: row.refusedPaymentReason ?? null,
    lines: lines.map(lineInTaka),
    poNumber: row.poNumber,
    note: row.note,
    companyId: row.companyId,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    declinedAt: row.declinedAt?.toISOString() ?? null,
    approvalComment: row.approvalComment,
    paymentMethod: row.paymentMethod,
  };
}

/** The orders with their lines (one query for every order's lines). */
export async function withLines(db: Database, rows: OrderRow[]): Promise<Order[]> {
  const lines = await listOrderLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrder(row, lines.get(row.id)));
}

/** The audit log's fields of an order's state (decision 069): status, flags and the delivery time. */
export function orderStateSnapshot(row: OrderRow): Record<string, unknown> {
  return {
    status: row.status,
    isPaid: row.isPaid,
    isDelivered: row.isDelivered,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The label of an order in the log: `<quantity> × <product> for <client e-mail>`. */
export function orderLabel(row: OrderRow): string {
  return `${row.quantity} × ${row.productName} for ${row.userEmail}`;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The caller's own order of `id`.
 * @throws NotFoundError 'Order not found' for a malformed or unknown id and for another client's
 *   order (404, not 403: other clients' order ids are not revealed).
 */
export async function ownOrder(db: Database, caller: RequestUser, id: string): Promise<OrderRow> {
  const row = await orderOf(db, id);
  if (!row || row.userId !== caller.id) throw new NotFoundError(M.notFound);
  return row;
}

/** The order of `id`; `undefined` when the id is malformed or unknown. */
export async function orderOf(db: Database, id: string): Promise<OrderRow | undefined> {
  return IdSchema.safeParse(id).success ? findOrder(db, id) : undefined;
}

/**
 * `GET /orders/{email}` and `GET /orders/{email}/true` (delivered only): the orders of `email`,
 * oldest first unless `sort` is `newest` (decision 092). Served from the app's order list cache
 * when it has the list (decision 206): the answer is then frozen and already serialised
 * (`serializeOnce`), and the caller's right to it is checked all the same.
 * @throws ForbiddenError when a non-admin asks for another e-mail.
 */
export async function getOrdersOf(
  db: Database,
  caller: RequestUser,
  email: string,
  options: { deliveredOnly?: boolean; sort?: ListSort } = {},
): Promise<Order[]> {
  if (caller.role !== 'admin' && !sameEmail(caller.email, email)) {
    throw new ForbiddenError('You may only see your own orders');
  }
  const read = async () => withLines(db, await listOrdersByEmail(db, email, options));
  const cache = orderListCacheOf<Order[]>(db);
  const key = clientKey(email);
  if (!cache || !key) return read();
  // Every option is part of the variant, so that one added later gets lists of its own.
  const variant = JSON.stringify({
    ...options,
    deliveredOnly: options.deliveredOnly ?? false,
    sort: options.sort ?? 'oldest',
  });
  return cache.get(key, variant, async () => serializeOnce(OrderListSchema, await read()));
}

/** `GET /orders` (admin): every order, oldest first unless `sort` is `newest` (decision 092). */
export async function getAllOrders(db: Database, sort: ListSort = 'oldest'): Promise<Order[]> {
  return withLines(db, await listOrders(db, sort));
}

/**
 * `PUT /orders/{id}` with `{ isReviewed: true }` (spec §7): the caller's own delivered order is
 * marked reviewed, once; `{ modifiedCount: 0 }` when it already is.
 * @throws NotFoundError 'Order not found' (errors of ownOrder); ConflictError 'Only delivered
 *   orders can be reviewed'.
 */
export async function markOrderReviewed(
  db: Database,
  caller: RequestUser,
  id: string,
): Promise<{ modifiedCount: number }> {
  const order = await ownOrder(db, caller, id);
  if (order.status !== 'delivered') {
    throw new ConflictError('Only delivered orders can be reviewed');
  }
  if (!(await markReviewedIfDelivered(db, order.id))) return { modifiedCount: 0 };
  ordersChanged(db, order.userEmail);
  return { modifiedCount: 1 };
}
