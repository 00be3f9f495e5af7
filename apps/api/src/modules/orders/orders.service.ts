import {
  EXPORT_SALE_MESSAGES as X,
  ORDER_MESSAGES,
  OrderListSchema,
  PAGE_MESSAGES,
  SPEC_LIST_CAP,
  orderLineInTaka,
  fulfilmentStatusOf,
  taxBreakdownOf,
  taxTotals,
  toTaka,
  type AuditAction,
  type IncotermInput,
  type TaxBreakdown,
  type Incoterm,
  type CurrencyCode,
  canonicalRate,
  type KeysetPage,
  type ListPageQuery,
  type Order,
  type OrderListQuery,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { isRowId } from '../../row-id.js';
import { decodeCursor, pageLimitOf, toKeysetPage } from '../../keyset-page.js';
import type { RequestUser } from '../../plugins/identity.js';
import { serializeOnce } from '../../serialized-answers.js';
import { clientKey, orderListCacheOf, ordersChanged } from './order-list-cache.js';
import {
  findOrder,
  listOrderLines,
  linesOfOrder,
  listOrdersPage,
  lockOrder,
  markReviewedIfDelivered,
  setOrderIncoterm,
  type OrderKey,
  type OrderLineRow,
  type OrderRow,
  type OrdersFilter,
} from './orders.repository.js';

const M = ORDER_MESSAGES;

/**
 * A row and its lines as the API answers it (spec §3 names, Taka; `requiredQuantity` =
 * `quantity`; decision 126 for an order of several lines).
 */
export function toOrder(row: OrderRow, lines: readonly OrderLineRow[] = []): Order {
  return {
    _id: row.id,
    orderNumber: row.number,
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
    lines: lines.map((line) => ({
      ...orderLineInTaka(line),
      _id: line.id,
      shippedQuantity: line.shippedQuantity,
      cancelledQuantity: line.cancelledQuantity,
      backorderedQuantity: line.backorderedQuantity,
    })),
    ...(lines.length > 0 ? { fulfilmentStatus: fulfilmentStatusOf(lines) } : {}),
    poNumber: row.poNumber,
    note: row.note,
    companyId: row.companyId,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    declinedAt: row.declinedAt?.toISOString() ?? null,
    approvalComment: row.approvalComment,
    paymentMethod: row.paymentMethod,
    transferDueAt: row.transferDueAt?.toISOString() ?? null,
    paymentProvider: row.paymentProvider,
    tax: orderTaxBreakdown(row, lines),
    incoterm: row.incoterm as Incoterm | null,
    incotermPlace: row.incotermPlace,
    currency: row.currency as CurrencyCode,
    bdtPerUnit: row.bdtPerUnit === null ? null : canonicalRate(row.bdtPerUnit),
  };
}

/**
 * The tax of an order (decision 305): the order's stored sums, and by rate the sums of its lines.
 * The value excluding VAT is `total − SD − VAT`.
 */
export function orderTaxBreakdown(row: OrderRow, lines: readonly OrderLineRow[]): TaxBreakdown {
  const byRate = taxTotals(
    lines.map((line) => ({
      vatRate: line.vatRate,
      sdRate: line.sdRate,
      valueExclVatPoisha: line.valueExclVatPoisha,
      sdPoisha: line.sdPoisha,
      vatPoisha: line.vatPoisha,
      totalPoisha: line.valueExclVatPoisha + line.sdPoisha + line.vatPoisha,
    })),
  ).byRate;
  return taxBreakdownOf(
    {
      valueExclVatPoisha: row.totalPoisha - row.sdPoisha - row.vatPoisha,
      sdPoisha: row.sdPoisha,
      vatPoisha: row.vatPoisha,
      totalPoisha: row.totalPoisha,
      byRate,
    },
    row,
  );
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
  return isRowId(id) ? findOrder(db, id) : undefined;
}

/** A `created_at` as PostgreSQL writes it (`2026-11-27 06:01:09.123456+00`). */
const PG_INSTANT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/**
 * The {@link OrderKey} an order list's cursor holds (decision 210).
 * @throws ValidationError 400 `validation_failed`, `details.cursor`, for text that is not the
 *   cursor of an order list (another list's, or tampered with).
 */
export function decodeOrderCursor(cursor: string): OrderKey {
  const [createdAt, id] = decodeCursor(cursor, ['string', 'string']);
  if (!PG_INSTANT.test(createdAt) || !isRowId(id)) {
    throw new ValidationError({ cursor: [PAGE_MESSAGES.cursorInvalid] });
  }
  return { createdAt, id };
}

/** What an order list is asked for: its sort and the paging parameters (decision 210). */
export type OrderPageQuery = Pick<ListPageQuery, 'sort' | 'limit' | 'cursor'>;

/**
 * A keyset page of the orders of `filter` with their lines — the lines of the page's orders only
 * (decisions 210, 211). Without `limit` and `cursor`: the list capped at `cap`.
 * @throws ValidationError for a cursor that is not an order list's.
 */
export async function pageOfOrders(
  db: Database,
  filter: OrdersFilter,
  query: OrderPageQuery,
  cap: number = SPEC_LIST_CAP,
): Promise<KeysetPage<Order>> {
  const limit = pageLimitOf(query, cap);
  const after = query.cursor === undefined ? undefined : decodeOrderCursor(query.cursor);
  const rows = await listOrdersPage(db, filter, { sort: query.sort, after, limit: limit + 1 });
  const page = toKeysetPage(rows, limit, (row) => [row.key, row.id]);
  return { items: await withLines(db, page.items), nextCursor: page.nextCursor };
}

/**
 * `GET /orders/{email}` and `GET /orders/{email}/true` (delivered only): a page of the orders of
 * `email`, oldest first unless `sort` is `newest` (decisions 092, 210). Served from the app's
 * order list cache when it has the page (decision 206): its orders are then frozen and already
 * serialised (`serializeOnce`), and the caller's right to them is checked all the same.
 * `extend` adds what other modules know of the page's orders (the flow `withDueDates`) before the
 * page is kept.
 * @throws ForbiddenError when a non-admin asks for another e-mail; ValidationError for a bad
 *   cursor. A cursor only says where a page starts: the e-mail filters every page.
 */
export async function getOrdersOf(
  db: Database,
  caller: RequestUser,
  email: string,
  query: OrderPageQuery & { deliveredOnly?: boolean; q?: string | undefined },
  extend: (orders: Order[]) => Promise<Order[]> = async (orders) => orders,
): Promise<KeysetPage<Order>> {
  if (caller.role !== 'admin' && !sameEmail(caller.email, email)) {
    throw new ForbiddenError('You may only see your own orders');
  }
  const read = async () => {
    const page = await pageOfOrders(
      db,
      { email, status: query.deliveredOnly ? 'delivered' : undefined, search: query.q },
      query,
    );
    return { items: await extend(page.items), nextCursor: page.nextCursor };
  };
  const cache = orderListCacheOf<KeysetPage<Order>>(db);
  const key = clientKey(email);
  if (!cache || !key) return read();
  // Every option is part of the variant, so that one added later gets pages of its own.
  const variant = JSON.stringify({
    ...query,
    deliveredOnly: query.deliveredOnly ?? false,
    sort: query.sort ?? 'oldest',
  });
  return cache.get(key, variant, async () => {
    const page = await read();
    const { value: items, bytes } = serializeOnce(OrderListSchema, page.items);
    return { value: { items, nextCursor: page.nextCursor }, bytes };
  });
}

/**
 * `GET /orders` (admin, Manage Orders): a page of every order, or of one status, or of those whose
 * number, client e-mail or PO number starts with `q` (`matchesOrderSearch`), oldest first unless
 * `sort` is `newest` (decisions 092, 210, 247).
 * @throws ValidationError for a bad cursor.
 */
export function getAllOrders(db: Database, query: OrderListQuery): Promise<KeysetPage<Order>> {
  return pageOfOrders(db, { status: query.status, search: query.q }, query);
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

/**
 * The audit action of an order's incoterm change (decision 323): `order.set_incoterm` on the
 * target `order`, with the terms before and after (migration 0041 added it to the log's check).
 */
export const ORDER_INCOTERM_AUDIT_ACTION = 'order.set_incoterm' satisfies AuditAction;

/**
 * `PATCH /orders/{id}/incoterm` (shop admins; decision 323): changes the incoterm and named place
 * of an export order (zero-rated when placed) until a piece of it has shipped. The order row is
 * locked first — the lock every shipment takes (decision 321) — so a shipment and a change never
 * pass each other; the change is audited in the same transaction (the terms before and after,
 * {@link ORDER_INCOTERM_AUDIT_ACTION}) and the buyer's order lists dropped after it commits.
 * The same terms again change nothing and record nothing. Answers the order.
 * @throws NotFoundError 'Order not found'; ValidationError 400 on `incoterm` for an order that is
 *   not an export; ConflictError 409 once a piece has shipped, and for an order closed without
 *   shipping (cancelled, declined, or its unshipped rest cancelled).
 */
export async function changeOrderIncoterm(
  db: Database,
  id: string,
  terms: IncotermInput,
  actor: AuditActor,
): Promise<Order> {
  if (!isRowId(id)) throw new NotFoundError(M.notFound);
  const { row, lines, changed } = await db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    if (!before) throw new NotFoundError(M.notFound);
    if (!before.zeroRated) {
      throw new ValidationError({ incoterm: [X.notExport] }, X.notExport);
    }
    const lines = await linesOfOrder(tx, id);
    if (lines.some((line) => line.shippedQuantity > 0)) throw new ConflictError(X.shipped);
    if (['delivered', 'cancelled', 'declined'].includes(before.status)) {
      throw new ConflictError(X.closed);
    }
    if (before.incoterm === terms.incoterm && before.incotermPlace === terms.incotermPlace) {
      return { row: before, lines, changed: false };
    }
    const after = (await setOrderIncoterm(tx, id, terms)) ?? before;
    await recordAudit(tx, actor, {
      action: ORDER_INCOTERM_AUDIT_ACTION,
      targetType: 'order',
      targetId: after.id,
      targetLabel: `${after.number}: ${orderLabel(after)}`,
      before: { incoterm: before.incoterm, incotermPlace: before.incotermPlace },
      after: { incoterm: after.incoterm, incotermPlace: after.incotermPlace },
    });
    return { row: after, lines, changed: true };
  });
  if (changed) ordersChanged(db, row.userEmail);
  return toOrder(row, lines);
}
