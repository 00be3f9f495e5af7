import { checkedLineTotal, type ListSort, type RefusedPaymentReason } from '@partline/shared';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  ne,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import {
  claimBatch,
  deleteOne,
  findGrouped,
  findOne,
  insertOne,
  lockOne,
  updateCount,
  updateOne,
} from '../../db/rows.js';
import { orderLines, orders } from '../../db/schema/index.js';
import { prefixPattern } from '../../db/like.js';

/** An `orders` row. */
export type OrderRow = typeof orders.$inferSelect;
/** An `order_lines` row. */
export type OrderLineRow = typeof orderLines.$inferSelect;
/** Values of a new order line (the order id is given by {@link insertOrderWithLines}). */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId' | 'position'>;
/** Values of a new order. */
export type NewOrderRow = typeof orders.$inferInsert;

/** A new order as the buyer asks for it; the rest is copied from the product. */
export interface OrderRequest {
  userId: string;
  userName: string;
  userEmail: string;
  productId: string;
  quantity: number;
  address: string;
  phoneNumber: string;
  /** The buyer's company (decision 130). */
  companyId?: string | null;
  /**
   * Place it `awaiting_approval` when its total is above this, poisha: the buyer's spending limit
   * less what they spent this month (decision 132). `null`: no limit.
   */
  approvalAbovePoisha?: number | null;
  /**
   * The line as the flow priced and taxed it from the product it read (decision 305): the order is
   * placed only while the product still has this tier price and these rates.
   */
  taxed: TaxedOrderLine;
}

/** The one line of `POST /orders` as priced and taxed by `lineTax`, poisha and basis points. */
export interface TaxedOrderLine {
  /** The buyer's price of the quantity when read (decision 320): what the line is placed at. */
  unitPricePoisha: number;
  /** The product's list tier price of the quantity when read: the statement checks it still is. */
  listUnitPricePoisha: number;
  /** The price list of `unitPricePoisha`, kept on the line by its name; `null`: list price. */
  priceList: { id: string; name: string } | null;
  /** The product's rates when read. */
  productVatRate: number;
  productSdRate: number;
  /** The rates applied (0 on a zero-rated export) and the line's figures. */
  vatRate: number;
  sdRate: number;
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
  /** What the buyer pays. */
  totalPoisha: number;
  pricesIncludeVat: boolean;
  zeroRated: boolean;
  /** The order's incoterm and named place: its company's for an export (decision 323). */
  incoterm: string | null;
  incotermPlace: string;
}

/**
 * Places an order in one statement (one round trip, prepared), or nothing: copies the product
 * (name, the buyer's price of `quantity` as `order.taxed` says — placed only while the list tier
 * price is the one read, decision 320 —, image, description, minimum order, stock) into a new unpaid
 * order and its one line (decision 126) with the total computed in poisha, only while the product
 * is not deleted, `quantity` reaches its minimum order on its order increment and what is buyable
 * (`available_quantity - held_quantity`) still covers it; and runs `onPlaced`,
 * a data-modifying statement over the CTE `placed` (the place-order flow queues the 'order placed'
 * e-mail with it), in the same statement. `when`, a boolean SQL expression, is one more condition
 * of it (the place-order flow's: the buyer is in no company). Returns the new order id, or
 * `undefined` when a condition failed (the caller finds out which).
 */
export async function insertOrderIfBuyable(
  db: Database,
  order: OrderRequest,
  onPlaced: SQL,
  when: SQL = sql`TRUE`,
): Promise<string | undefined> {
  const [row] = await executePrepared<{ id: string }>(
    db,
    'orders_place',
    placeOrderStatement(order, onPlaced, when),
  );
  return row?.id;
}

/**
 * {@link insertOrderIfBuyable} inside the transaction `tx` (not prepared: a prepared statement runs
 * on a pooled connection of its own). Used for a company member's order, whose status depends on
 * their spending limit (decision 132): `awaiting_approval` when its total is above
 * `order.approvalAbovePoisha`, else `unpaid`. Returns the new order id and status.
 */
export async function insertOrderIfBuyableIn(
  tx: Transaction,
  order: OrderRequest,
  onPlaced: SQL,
): Promise<{ id: string; status: OrderRow['status'] } | undefined> {
  const result = await tx.execute<{ id: string; status: OrderRow['status'] }>(
    placeOrderStatement(order, onPlaced),
  );
  const rows = (result as unknown as { rows?: { id: string; status: OrderRow['status'] }[] }).rows;
  return (rows ?? (result as unknown as { id: string; status: OrderRow['status'] }[]))[0];
}

function placeOrderStatement(order: OrderRequest, onPlaced: SQL, when: SQL = sql`TRUE`): SQL {
  const quantity = sql`${order.quantity}::integer`;
  const above = sql`${order.approvalAbovePoisha ?? null}::bigint`;
  const taxed = order.taxed;
  const total = sql`${taxed.totalPoisha}::bigint`;
  return sql`WITH placed AS (
      INSERT INTO orders (user_id, user_name, user_email, product_id, product_name,
        product_price_poisha, product_image, product_description, min_order,
        available_quantity_at_order, quantity, total_poisha, address, phone_number, company_id,
        status, prices_include_vat, zero_rated, sd_poisha, vat_poisha, incoterm, incoterm_place)
      SELECT ${order.userId}, ${order.userName}, ${order.userEmail}, p.id, p.name,
        ${taxed.unitPricePoisha}::bigint,
        p.image, p.description, p.min_order, p.available_quantity, ${quantity},
        ${total}, ${order.address}, ${order.phoneNumber},
        ${order.companyId ?? null}::uuid,
        -- Over the buyer's spending limit: it waits for a company admin (decision 132).
        (CASE WHEN ${above} IS NOT NULL AND ${total} > ${above}
          THEN 'awaiting_approval' ELSE 'unpaid' END)::order_status,
        ${taxed.pricesIncludeVat}::boolean, ${taxed.zeroRated}::boolean,
        ${taxed.sdPoisha}::bigint, ${taxed.vatPoisha}::bigint, ${taxed.incoterm}::text,
        ${taxed.incotermPlace}::text
      FROM products p
      -- The tier price of the quantity, as unitPriceFor picks it (decision 120): the last stored
      -- tier the quantity reaches, else the price at the minimum order.
      CROSS JOIN LATERAL (SELECT COALESCE((
        SELECT (t ->> 'unitPricePoisha')::bigint FROM jsonb_array_elements(p.volume_tiers) t
        WHERE (t ->> 'minQuantity')::integer <= ${quantity}
        ORDER BY (t ->> 'minQuantity')::integer DESC LIMIT 1), p.price_poisha) AS unit_poisha) tier
      WHERE p.id = ${order.productId}::uuid AND p.deleted_at IS NULL
        AND p.min_order <= ${quantity} AND (${quantity} - p.min_order) % p.order_increment = 0
        AND p.available_quantity - p.held_quantity >= ${quantity} AND ${when}
        -- Priced and taxed as read (decision 305): else the flow reads again. The buyer's price
        -- comes from the list tier price read and their price lists (decision 320).
        AND tier.unit_poisha = ${taxed.listUnitPricePoisha}::bigint
        AND p.vat_rate = ${taxed.productVatRate}::integer
        AND p.sd_rate = ${taxed.productSdRate}::integer
      RETURNING id, number, user_email, user_name, product_id, product_name, product_image, quantity,
        product_price_poisha, total_poisha, created_at, status, address, phone_number, po_number,
        currency
    ), line AS (
      -- Its one line (decision 126), in the same statement.
      INSERT INTO order_lines (order_id, position, product_id, sku, product_name, product_image,
        quantity, unit_price_poisha, line_total_poisha, vat_rate, sd_rate, value_excl_vat_poisha,
        sd_poisha, vat_poisha, price_list_id, price_list_name, list_unit_price_poisha, hs_code,
        country_of_origin)
      SELECT placed.id, 0, placed.product_id, p.sku, placed.product_name, placed.product_image,
        placed.quantity, placed.product_price_poisha,
        placed.product_price_poisha * placed.quantity, ${taxed.vatRate}::integer,
        ${taxed.sdRate}::integer, ${taxed.valueExclVatPoisha}::bigint, ${taxed.sdPoisha}::bigint,
        ${taxed.vatPoisha}::bigint, ${taxed.priceList?.id ?? null}::uuid,
        ${taxed.priceList?.name ?? null}::text,
        ${taxed.priceList ? taxed.listUnitPricePoisha : null}::bigint,
        -- Its customs data frozen with it (decision 327).
        p.hs_code, p.country_of_origin
      FROM placed JOIN products p ON p.id = placed.product_id
    ), on_placed AS (${onPlaced})
    SELECT id, status FROM placed`;
}

/**
 * A new order of several lines, as checkout makes it (decision 126); a bank-transfer order's due
 * time may be a statement on the database's clock ({@link transferDueAtIn}).
 */
export type NewOrderWithLines = Omit<NewOrderRow, 'id' | 'transferDueAt'> & {
  transferDueAt?: Date | SQL | null;
};

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
  const row = await insertOne(tx, orders, order, 'order');
  await tx
    .insert(orderLines)
    .values(lines.map((line, position) => ({ ...line, orderId: row.id, position })));
  return row;
}

/** A named part of {@link insertOrderWithLinesIf}'s statement: `name AS (query)`. */
export interface StatementPart {
  name: string;
  query: SQL;
}

/**
 * Inserts an order and its lines (positions 0, 1, … in the given order) in ONE statement, and only
 * when `when` holds (decision 165): `before` are the statement's first parts (CTEs the condition
 * reads: locks, stock holds), `when` a boolean SQL expression over them, `onPlaced` data-modifying
 * parts over the CTE `placed` (the new order's `id`, `user_email`, `user_name`, `product_name`,
 * `quantity`, `product_price_poisha`, `total_poisha`, `created_at`, `status`, `currency`). Outside a
 * transaction the statement commits by itself: every part or none. Returns the new order's id, or
 * `undefined` when `when` was false. An `idempotencyKey` the buyer used before fails with the
 * unique violation of `orders_idempotency_key`.
 */
export async function insertOrderWithLinesIf(
  db: Database,
  order: NewOrderWithLines,
  lines: readonly NewOrderLine[],
  parts: { before: readonly StatementPart[]; when: SQL; onPlaced: readonly StatementPart[] },
): Promise<string | undefined> {
  const column = <T>(pick: (line: NewOrderLine) => T) => sql.param(lines.map(pick));
  const placed = sql`
      INSERT INTO orders (user_id, user_name, user_email, product_id, product_name,
        product_price_poisha, product_image, product_description, min_order,
        available_quantity_at_order, quantity, total_poisha, address, phone_number, po_number,
        note, idempotency_key, stock_held, company_id, status, payment_method,
        prices_include_vat, zero_rated, sd_poisha, vat_poisha, incoterm, incoterm_place)
      SELECT ${order.userId ?? null}, ${order.userName}, ${order.userEmail},
        ${order.productId ?? null}::uuid, ${order.productName}, ${order.productPricePoisha}::bigint,
        ${order.productImage}, ${order.productDescription}, ${order.minOrder}::integer,
        ${order.availableQuantityAtOrder}::integer, ${order.quantity}::integer,
        ${order.totalPoisha}::bigint, ${order.address ?? null}, ${order.phoneNumber ?? null},
        ${order.poNumber ?? null}, ${order.note ?? null}, ${order.idempotencyKey ?? null},
        ${order.stockHeld ?? false}::boolean, ${order.companyId ?? null}::uuid,
        ${order.status ?? 'unpaid'}::order_status, ${order.paymentMethod ?? 'card'},
        ${order.pricesIncludeVat ?? true}::boolean, ${order.zeroRated ?? false}::boolean,
        ${order.sdPoisha ?? 0}::bigint, ${order.vatPoisha ?? 0}::bigint,
        ${order.incoterm ?? null}::text, ${order.incotermPlace ?? ''}::text
      WHERE ${parts.when}
      RETURNING id, number, user_email, user_name, product_name, quantity, product_price_poisha,
        total_poisha, created_at, status, address, phone_number, po_number, currency`;
  const placedLines = sql`
      INSERT INTO order_lines (order_id, position, product_id, sku, product_name, product_image,
        quantity, unit_price_poisha, line_total_poisha, vat_rate, sd_rate, value_excl_vat_poisha,
        sd_poisha, vat_poisha, price_list_id, price_list_name, list_unit_price_poisha, hs_code,
        country_of_origin)
      SELECT placed.id, v.n - 1, v.product_id, v.sku, v.product_name, v.product_image, v.quantity,
        v.unit_price_poisha, v.line_total_poisha, v.vat_rate, v.sd_rate, v.value_excl_vat_poisha,
        v.sd_poisha, v.vat_poisha, v.price_list_id, v.price_list_name, v.list_unit_price_poisha,
        v.hs_code, v.country_of_origin
      FROM placed CROSS JOIN unnest(${column((l) => l.productId ?? null)}::uuid[],
        ${column((l) => l.sku)}::text[], ${column((l) => l.productName)}::text[],
        ${column((l) => l.productImage)}::text[], ${column((l) => l.quantity)}::integer[],
        ${column((l) => l.unitPricePoisha)}::bigint[], ${column((l) => l.lineTotalPoisha)}::bigint[],
        ${column((l) => l.vatRate ?? 0)}::integer[], ${column((l) => l.sdRate ?? 0)}::integer[],
        ${column((l) => l.valueExclVatPoisha ?? 0)}::bigint[],
        ${column((l) => l.sdPoisha ?? 0)}::bigint[], ${column((l) => l.vatPoisha ?? 0)}::bigint[],
        ${column((l) => l.priceListId ?? null)}::uuid[],
        ${column((l) => l.priceListName ?? null)}::text[],
        ${column((l) => l.listUnitPricePoisha ?? null)}::bigint[],
        ${column((l) => l.hsCode ?? null)}::text[],
        ${column((l) => l.countryOfOrigin ?? 'BD')}::text[])
        WITH ORDINALITY AS v(product_id, sku, product_name, product_image, quantity,
          unit_price_poisha, line_total_poisha, vat_rate, sd_rate, value_excl_vat_poisha,
          sd_poisha, vat_poisha, price_list_id, price_list_name, list_unit_price_poisha, hs_code,
          country_of_origin, n)`;
  const all = [
    ...parts.before,
    { name: 'placed', query: placed },
    { name: 'placed_lines', query: placedLines },
    ...parts.onPlaced,
  ];
  const statement = sql`WITH ${sql.join(
    all.map((part) => sql`${sql.identifier(part.name)} AS (${part.query})`),
    sql`, `,
  )} SELECT id FROM placed`;
  const result = await db.execute(statement);
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return rows[0]?.id;
}

/** The buyer's order placed with this idempotency key. */
export function findOrderByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  return findOne(db, orders, and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
}

/** The lines of these orders, by order id, each list in position order. */
export async function listOrderLines(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, OrderLineRow[]>> {
  if (orderIds.length === 0) return new Map();
  return findGrouped(
    db,
    orderLines,
    inArray(orderLines.orderId, orderIds),
    [asc(orderLines.orderId), asc(orderLines.position)],
    (line) => line.orderId,
  );
}

/** The lines of one order, in position order. */
export async function linesOfOrder(db: Executor, orderId: string): Promise<OrderLineRow[]> {
  return (await listOrderLines(db, [orderId])).get(orderId) ?? [];
}

/**
 * The lines of one order locked (`FOR UPDATE`) until the transaction ends, in id order — the one
 * order every shipment and cancellation locks them in (decision 321), after the order row.
 */
export function lockOrderLines(tx: Transaction, orderId: string): Promise<OrderLineRow[]> {
  return tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
    .for('update');
}

/**
 * Adds `quantity` shipped pieces to a line, only if that many are left to ship (not shipped,
 * cancelled or backordered; decision 321); `true` when it did. The check constraint
 * `order_lines_fulfilment_within_quantity` holds it too.
 */
export async function addShippedQuantity(
  tx: Executor,
  lineId: string,
  quantity: number,
): Promise<boolean> {
  const rows = await tx
    .update(orderLines)
    .set({ shippedQuantity: sql`${orderLines.shippedQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderLines.id, lineId),
        sql`${orderLines.quantity} - ${orderLines.shippedQuantity} - ${orderLines.cancelledQuantity} - ${orderLines.backorderedQuantity} >= ${quantity}`,
      ),
    )
    .returning({ id: orderLines.id });
  return rows.length === 1;
}

/**
 * Cancels every piece of a line that has not shipped, backordered ones included (decision 321):
 * `cancelled_quantity` becomes `quantity − shipped_quantity` and `backordered_quantity` 0. The
 * caller holds the line's lock ({@link lockOrderLines}).
 */
export async function cancelUnshippedPieces(tx: Transaction, lineId: string): Promise<void> {
  await tx
    .update(orderLines)
    .set({
      cancelledQuantity: sql`${orderLines.quantity} - ${orderLines.shippedQuantity}`,
      backorderedQuantity: 0,
    })
    .where(eq(orderLines.id, lineId));
}

/** The pieces of a line left to ship now: not shipped, cancelled or waiting on a backorder. */
export function leftToShip(line: OrderLineRow): number {
  return line.quantity - line.shippedQuantity - line.cancelledQuantity - line.backorderedQuantity;
}

/** Whether every piece of these lines that was not cancelled has shipped. */
export function allShipped(lines: readonly OrderLineRow[]): boolean {
  return lines.every((line) => line.shippedQuantity + line.cancelledQuantity === line.quantity);
}

/**
 * The backorder queue of `productIds` (decision 321): the orders holding stock (`stock_held`:
 * placed or paid, not cancelled, expired or delivered) with a line of one of them waiting on a
 * backorder, locked (`FOR NO KEY UPDATE`) in id order until the transaction ends — before any
 * product row, the order every flow that changes an order's lines and then its stock locks them in
 * (shipments, cancelling, expiry). Returns their ids. Orders that join the queue after this read
 * (placed meanwhile) are served by the next stock change.
 */
export async function lockBackorderQueue(
  tx: Transaction,
  productIds: readonly string[],
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const waiting = tx
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .where(
      and(inArray(orderLines.productId, [...productIds]), gt(orderLines.backorderedQuantity, 0)),
    );
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.stockHeld, true), inArray(orders.id, waiting)))
    .orderBy(asc(orders.id))
    .for('no key update');
  return rows.map((row) => row.id);
}

/** The products some line waits for on a backorder (decision 321), read from the queue's index. */
export async function productsWithBackorders(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productId: orderLines.productId })
    .from(orderLines)
    .where(gt(orderLines.backorderedQuantity, 0));
  return rows.flatMap((row) => (row.productId ? [row.productId] : []));
}

/** A line waiting on a backorder: its order and the pieces waiting. */
export interface WaitingLine {
  id: string;
  orderId: string;
  backorderedQuantity: number;
}

/**
 * The lines of `productId` waiting on a backorder among the orders `orderIds` (locked by
 * {@link lockBackorderQueue}) that still hold stock, first come first served: by the order's
 * placing time (`created_at`, then id), then the line's position (decision 321).
 */
export function backorderQueueOf(
  tx: Transaction,
  productId: string,
  orderIds: readonly string[],
): Promise<WaitingLine[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      backorderedQuantity: orderLines.backorderedQuantity,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.productId, productId),
        gt(orderLines.backorderedQuantity, 0),
        eq(orders.stockHeld, true),
        inArray(orders.id, [...orderIds]),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderLines.position));
}

/**
 * Sets how many pieces of a line wait on a backorder (decision 321): `pieces` of them leave the
 * queue, or the line's split is decided again when its stock is held (approval). `true` when the
 * line was written (the check `order_lines_fulfilment_within_quantity` holds it within quantity).
 */
export async function setBackorderedQuantity(
  tx: Executor,
  lineId: string,
  pieces: number,
): Promise<boolean> {
  return (
    (await updateCount(
      tx,
      orderLines,
      { backorderedQuantity: pieces },
      eq(orderLines.id, lineId),
      orderLines.id,
    )) === 1
  );
}

/**
 * The pieces of the orders `orderIds` waiting on a backorder become cancelled ones (decision 321):
 * their orders were cancelled, so those pieces leave the queue and will never ship.
 */
export async function cancelBackorderedPieces(
  tx: Executor,
  orderIds: readonly string[],
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(orderLines)
    .set({
      cancelledQuantity: sql`${orderLines.cancelledQuantity} + ${orderLines.backorderedQuantity}`,
      backorderedQuantity: 0,
    })
    .where(and(inArray(orderLines.orderId, [...orderIds]), gt(orderLines.backorderedQuantity, 0)));
}

/** Records that the order's lines hold stock now (taken at payment). */
export async function markStockHeld(tx: Executor, id: string): Promise<void> {
  await tx.update(orders).set({ stockHeld: true }).where(eq(orders.id, id));
}

/** The order of this UUID. */
export function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  return findOne(db, orders, eq(orders.id, id));
}

/** The order of this order number (`SO-<year>-<sequence>`, decision 300). */
export function findOrderByNumber(db: Executor, number: string): Promise<OrderRow | undefined> {
  return findOne(db, orders, eq(orders.number, number));
}

/** Locks the order row for the rest of the transaction and returns it. */
export function lockOrder(tx: Transaction, id: string): Promise<OrderRow | undefined> {
  return lockOne(tx, orders, eq(orders.id, id));
}

/** Sets an order's incoterm and named place (decision 323); the order as it is then. */
export function setOrderIncoterm(
  tx: Transaction,
  id: string,
  terms: { incoterm: string | null; incotermPlace: string },
): Promise<OrderRow | undefined> {
  return updateOne(tx, orders, terms, eq(orders.id, id));
}

/**
 * Ids of the paid orders (`paid_at` and a transaction id set) for which `related(orders.id)` (a
 * correlated subquery, such as the order's invoice) finds no row, oldest payment first. `NOT
 * EXISTS` is an anti-join whatever the sizes; `NOT IN` over a subquery larger than `work_mem`
 * re-reads the subquery for every order (on a million orders the server did not start).
 */
export async function paidOrderIdsWithout(
  db: Executor,
  related: (orderId: SQLWrapper) => SQLWrapper,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(isNotNull(orders.paidAt), isNotNull(orders.transactionId), notExists(related(orders.id))),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  return rows.map((row) => row.id);
}

/**
 * Where a page of orders starts (decisions 210, 211): the previous page's last order's `created_at`
 * as PostgreSQL's text (microseconds kept: a JavaScript Date would round them and skip or repeat
 * orders) and its id.
 */
export interface OrderKey {
  createdAt: string;
  id: string;
}

/** Which orders a list holds; absent fields do not filter. */
export interface OrdersFilter {
  /** The buyer's e-mail, ignoring case and surrounding spaces. */
  email?: string | undefined;
  status?: OrderRow['status'] | undefined;
  companyId?: string | undefined;
  /** Manage Orders' or My Orders' search text, trimmed (see {@link matchesOrderSearch}). */
  search?: string | undefined;
}

/** Hex digits of an order number (a UUID without its dashes) that a search must give, at least. */
const ORDER_NUMBER_MIN_DIGITS = 8;

/**
 * The orders an order list's search text finds (decisions 247, 300): those whose order number
 * (`SO-…`) starts with it, whose id starts with it (when it is at least 8 hex digits, dashes
 * aside), or whose client e-mail or PO number starts with it, ignoring case (an invoice number is
 * turned into its order's number first, by the flow `orderSearch`). Each is an index range: the
 * order number of `orders_number_key`, the id of `orders_pkey` (the first and last UUID with those
 * digits), the others of `orders_user_email_prefix_idx` and `orders_po_number_prefix_idx`
 * (`text_pattern_ops`, so a LIKE prefix is a range whatever the database's collation).
 */
export function matchesOrderSearch(search: string): SQL | undefined {
  const pattern = prefixPattern(search.toLowerCase());
  const digits = search.replaceAll('-', '').toLowerCase();
  const isNumber = new RegExp(`^[0-9a-f]{${ORDER_NUMBER_MIN_DIGITS},32}$`).test(digits);
  const upper = search.toUpperCase();
  return or(
    upper.startsWith('SO-') ? sql`${orders.number} LIKE ${prefixPattern(upper)}` : undefined,
    isNumber
      ? sql`${orders.id} BETWEEN ${uuidOfDigits(digits.padEnd(32, '0'))}::uuid AND ${uuidOfDigits(digits.padEnd(32, 'f'))}::uuid`
      : undefined,
    sql`lower(${orders.userEmail}) LIKE ${pattern}`,
    // `IS NOT NULL` spelled out: the planner does not infer it to use the partial index, and
    // without an index for every arm the OR cannot be a BitmapOr (a walk of every order instead).
    sql`(${orders.poNumber} IS NOT NULL AND lower(${orders.poNumber}) LIKE ${pattern})`,
  );
}

/** 32 hex digits as a UUID's text, `8-4-4-4-12`. */
function uuidOfDigits(digits: string): string {
  return [0, 8, 12, 16, 20]
    .map((start, index, starts) => digits.slice(start, starts[index + 1]))
    .join('-');
}

/** An order of a list and its key, the `created_at` text of {@link OrderKey}. */
export type KeyedOrderRow = OrderRow & { key: string };

/**
 * One page of orders by keyset (decisions 092, 210, 211): at most `limit` orders of `filter` after
 * `after`, in insertion order (`created_at`, then `id`) or its reverse for `newest`. Each filter
 * has an index on (…, created_at, id), so a page reads `limit` index entries in either direction,
 * whatever its depth.
 */
export function listOrdersPage(
  db: Executor,
  filter: OrdersFilter,
  { sort, after, limit }: { sort: ListSort; after?: OrderKey | undefined; limit: number },
): Promise<KeyedOrderRow[]> {
  const key = sql`(${orders.createdAt}, ${orders.id})`;
  const afterKey = after && sql`(${after.createdAt}::timestamptz, ${after.id}::uuid)`;
  return db
    .select({ ...getTableColumns(orders), key: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .where(
      and(
        filter.email === undefined
          ? undefined
          : sql`lower(${orders.userEmail}) = lower(${filter.email.trim()})`,
        filter.status === undefined ? undefined : eq(orders.status, filter.status),
        filter.companyId === undefined ? undefined : eq(orders.companyId, filter.companyId),
        filter.search === undefined ? undefined : matchesOrderSearch(filter.search),
        afterKey && (sort === 'newest' ? sql`${key} < ${afterKey}` : sql`${key} > ${afterKey}`),
      ),
    )
    .orderBy(
      ...(sort === 'newest'
        ? [desc(orders.createdAt), desc(orders.id)]
        : [asc(orders.createdAt), asc(orders.id)]),
    )
    .limit(limit);
}

/**
 * Deletes the order (and its lines) if it is still unpaid, awaiting approval or declined (nothing
 * was paid for it); the deleted row, whose `stockHeld` says whether its lines' holds must be
 * released.
 */
export function deleteUnpaidOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  return deleteOne(
    db,
    orders,
    and(eq(orders.id, id), inArray(orders.status, ['unpaid', 'awaiting_approval', 'declined'])),
  );
}

/**
 * Moves the order `id` from status `from` with `set`, only if it is still `from`: one conditional
 * statement, so of concurrent calls exactly one gets the row back (the others `undefined`).
 */
function transitionIf(
  tx: Executor,
  id: string,
  from: OrderRow['status'],
  set: PgUpdateSetSource<typeof orders>,
): Promise<OrderRow | undefined> {
  return updateOne(tx, orders, set, and(eq(orders.id, id), eq(orders.status, from)));
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
  return transitionIf(tx, id, 'unpaid', {
    ...fields,
    status: 'paid',
    isPaid: true,
    paidAt: sql`now()`,
  });
}

/**
 * unpaid → confirmed on account (decision 140), only if still unpaid: the order is `paid` in its
 * lifecycle (it may be delivered) but `isPaid` stays false, and `paymentMethod` says who pays —
 * the company, against its invoice.
 */
export async function markOnAccountIfUnpaid(
  tx: Executor,
  id: string,
): Promise<OrderRow | undefined> {
  return transitionIf(tx, id, 'unpaid', {
    status: 'paid',
    paymentMethod: 'on_account',
    paymentProvider: 'on_account',
  });
}

/** paid → cancelled, only if still paid and undelivered. */
export async function cancelIfPaid(tx: Executor, id: string): Promise<OrderRow | undefined> {
  return transitionIf(tx, id, 'paid', {
    status: 'cancelled',
    cancelledAt: sql`now()`,
    stockHeld: false,
  });
}

/**
 * Records on the order that a payment for it succeeded but could not be used and was refunded
 * (decision 087): now, and why. The last such payment is kept. Returns the buyer's e-mail
 * (`undefined` when there is no such order).
 */
export async function recordRefusedPayment(
  db: Executor,
  id: string,
  reason: RefusedPaymentReason,
): Promise<string | undefined> {
  const [row] = await db
    .update(orders)
    .set({ refusedPaymentAt: sql`now()`, refusedPaymentReason: reason })
    .where(eq(orders.id, id))
    .returning({ userEmail: orders.userEmail });
  return row?.userEmail;
}

/** Records the provider's refund of a cancelled order. */
export async function setRefundId(db: Executor, id: string, refundId: string): Promise<void> {
  await db.update(orders).set({ refundId }).where(eq(orders.id, id));
}

/**
 * Cancels up to `limit` unpaid orders whose lines have held stock for `minutes` or longer since
 * they were placed or approved (decision 160), oldest first, and returns them (their `stockHeld` was true: the
 * caller releases their lines in the same transaction). Rows another transaction has locked — an
 * order being paid or cancelled, or claimed by another instance — are skipped (`FOR UPDATE SKIP
 * LOCKED`), so instances never cancel the same order twice and a payment in flight wins.
 * Orders of `exceptIds` (a payment held for the shop admin's review) are left alone.
 */
export function cancelExpiredHolds(
  tx: Transaction,
  minutes: number,
  limit: number,
  exceptIds: readonly string[] = [],
): Promise<OrderRow[]> {
  return claimBatch(tx, orders, {
    due: and(
      eq(orders.status, 'unpaid'),
      eq(orders.stockHeld, true),
      exceptIds.length > 0 ? notInArray(orders.id, [...exceptIds]) : undefined,
      // A bank-transfer order holds its stock until its transfer's due time (decision 314).
      ne(orders.paymentMethod, 'bank_transfer'),
      // An order approved by a company admin holds stock from its approval on (decision 132).
      sql`coalesce(${orders.approvedAt}, ${orders.createdAt}) <= now() - make_interval(mins => ${minutes})`,
    ),
    orderBy: [asc(orders.createdAt)],
    limit,
    set: { status: 'cancelled', cancelledAt: sql`now()`, stockHeld: false },
    still: eq(orders.status, 'unpaid'),
  });
}

/**
 * When a bank-transfer order stops holding its stock (decision 314): `days` after now, on the
 * database's clock (the clock of every other hold, decision 160).
 */
export function transferDueAtIn(days: number): SQL {
  return sql`now() + make_interval(days => ${days})`;
}

/**
 * An unpaid order (card or bank transfer) becomes a bank-transfer order due `days` from now,
 * holding its stock (the caller takes the holds when `stockHeld` was false); only if still
 * unpaid. The row, or `undefined` when it is no longer unpaid.
 */
export function switchToBankTransferIfUnpaid(
  tx: Executor,
  id: string,
  days: number,
): Promise<OrderRow | undefined> {
  return transitionIf(tx, id, 'unpaid', {
    paymentMethod: 'bank_transfer',
    transferDueAt: transferDueAtIn(days),
    stockHeld: true,
  });
}

/** Sets the transfer's due time of an order approved by a company admin (decision 314). */
export async function setTransferDueAt(tx: Executor, id: string, days: number): Promise<OrderRow> {
  const row = await updateOne(
    tx,
    orders,
    { transferDueAt: transferDueAtIn(days) },
    eq(orders.id, id),
  );
  if (!row) throw new Error(`order ${id} not found`);
  return row;
}

/**
 * Claims up to `limit` unpaid bank-transfer orders whose transfer's due time has passed while
 * they hold stock (decision 314), oldest due first, and marks them as holding none (the caller
 * releases their lines in the same transaction). Locked rows are skipped, as in
 * {@link cancelExpiredHolds}.
 */
export function releaseDueTransferHolds(tx: Transaction, limit: number): Promise<OrderRow[]> {
  return claimBatch(tx, orders, {
    due: and(
      eq(orders.status, 'unpaid'),
      eq(orders.stockHeld, true),
      eq(orders.paymentMethod, 'bank_transfer'),
      sql`${orders.transferDueAt} <= now()`,
    ),
    orderBy: [asc(orders.transferDueAt)],
    limit,
    set: { stockHeld: false },
    still: eq(orders.status, 'unpaid'),
  });
}

/** unpaid → cancelled for each of `ids` still unpaid (an expired proforma, decision 314). */
export async function cancelUnpaidOrders(tx: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, stockHeld: false })
    .where(and(inArray(orders.id, [...ids]), eq(orders.status, 'unpaid')));
}

/** paid → delivered, only if still paid. */
export async function deliverIfPaid(tx: Executor, id: string): Promise<OrderRow | undefined> {
  return transitionIf(tx, id, 'paid', {
    status: 'delivered',
    isDelivered: true,
    deliveredAt: sql`now()`,
    stockHeld: false,
  });
}

/** Sets `isReviewed` on a delivered order once; `true` when it changed. */
export async function markReviewedIfDelivered(db: Executor, id: string): Promise<boolean> {
  const where = and(
    eq(orders.id, id),
    eq(orders.status, 'delivered'),
    eq(orders.isReviewed, false),
  );
  return (await updateCount(db, orders, { isReviewed: true }, where, orders.id)) === 1;
}

/**
 * Marks the order reviewed only if it is `userId`'s, delivered and not yet reviewed, in one
 * conditional statement; the order's e-mail when it did (of concurrent calls exactly one), else
 * `undefined`.
 */
export async function claimOrderForReview(
  tx: Executor,
  orderId: string,
  userId: string,
): Promise<string | undefined> {
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
    .returning({ userEmail: orders.userEmail });
  return claimed[0]?.userEmail;
}

/** Statuses whose orders count as spent against a monthly spending limit (decision 132). */
const SPENDING_STATUSES = ['unpaid', 'paid', 'delivered'] as const;

/**
 * What the buyer spent for the company between `from` (included) and `to` (excluded), poisha: the
 * totals of their placed and approved orders of it (awaiting, declined and cancelled ones do not
 * count). Read inside the transaction that holds the member's row lock, it sees every order
 * committed before (decision 132).
 */
export async function spentPoisha(
  db: Executor,
  userId: string,
  companyId: string,
  { from, to }: { from: Date; to: Date },
): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(sum(${orders.totalPoisha}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.companyId, companyId),
        inArray(orders.status, [...SPENDING_STATUSES]),
        sql`${orders.createdAt} >= ${from.toISOString()}::timestamptz`,
        sql`${orders.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.spent ?? 0);
}

/** {@link spentPoisha} of each of these buyers, by user id (absent: nothing spent). */
export async function spentPoishaByUser(
  db: Executor,
  userIds: readonly string[],
  companyId: string,
  { from, to }: { from: Date; to: Date },
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, spent: sql<string>`sum(${orders.totalPoisha})` })
    .from(orders)
    .where(
      and(
        inArray(orders.userId, [...userIds]),
        eq(orders.companyId, companyId),
        inArray(orders.status, [...SPENDING_STATUSES]),
        sql`${orders.createdAt} >= ${from.toISOString()}::timestamptz`,
        sql`${orders.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId ?? '', Number(row.spent)]));
}

/**
 * awaiting_approval → unpaid with its stock held (decision 132), recording who approved it, when,
 * and their comment; only if still awaiting (of concurrent decisions exactly one gets the row).
 */
export async function approveIfAwaiting(
  tx: Executor,
  id: string,
  by: string,
  comment: string | null,
): Promise<OrderRow | undefined> {
  return transitionIf(tx, id, 'awaiting_approval', {
    status: 'unpaid',
    stockHeld: true,
    approvedAt: sql`now()`,
    approvedById: by,
    approvalComment: comment,
  });
}

/** awaiting_approval → declined with the company admin's comment; only if still awaiting. */
export async function declineIfAwaiting(
  tx: Executor,
  id: string,
  by: string,
  comment: string,
): Promise<OrderRow | undefined> {
  return transitionIf(tx, id, 'awaiting_approval', {
    status: 'declined',
    declinedAt: sql`now()`,
    declinedById: by,
    approvalComment: comment,
  });
}

/**
 * Sets the prices of an order's lines to today's (approval re-prices an order that waited,
 * decision 132): each line's unit price, total and tax (decision 305), the price list that priced
 * it (decision 320), and the order's first-line
 * price, its SD and VAT and the total the buyer pays (`tax`, the sums of the lines).
 */
export async function repriceOrder(
  tx: Transaction,
  orderId: string,
  lines: readonly {
    id: string;
    unitPricePoisha: number;
    quantity: number;
    vatRate: number;
    sdRate: number;
    valueExclVatPoisha: number;
    sdPoisha: number;
    vatPoisha: number;
    priceListId: string | null;
    priceListName: string | null;
    listUnitPricePoisha: number | null;
  }[],
  tax: { totalPoisha: number; sdPoisha: number; vatPoisha: number },
): Promise<void> {
  for (const line of lines) {
    await tx
      .update(orderLines)
      .set({
        unitPricePoisha: line.unitPricePoisha,
        lineTotalPoisha: checkedLineTotal(line.unitPricePoisha, line.quantity),
        vatRate: line.vatRate,
        sdRate: line.sdRate,
        valueExclVatPoisha: line.valueExclVatPoisha,
        sdPoisha: line.sdPoisha,
        vatPoisha: line.vatPoisha,
        priceListId: line.priceListId,
        priceListName: line.priceListName,
        listUnitPricePoisha: line.listUnitPricePoisha,
      })
      .where(eq(orderLines.id, line.id));
  }
  const first = lines[0];
  await tx
    .update(orders)
    .set({
      totalPoisha: tax.totalPoisha,
      sdPoisha: tax.sdPoisha,
      vatPoisha: tax.vatPoisha,
      ...(first ? { productPricePoisha: first.unitPricePoisha } : {}),
    })
    .where(eq(orders.id, orderId));
}

/**
 * The ids of the orders of a buyer, or of a buyer and their company's (a company admin sees every
 * order of the company, decision 133), as a subquery for `IN` (not run on its own).
 */
export function orderIdsOf(
  db: Executor,
  owner: { userId: string; companyId?: string | undefined },
) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      owner.companyId
        ? or(eq(orders.userId, owner.userId), eq(orders.companyId, owner.companyId))
        : eq(orders.userId, owner.userId),
    );
}
