import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { updateCount } from '../../db/rows.js';
import { cartItems } from '../../db/schema/index.js';

/** A line of a cart: the product and its quantity (never a price; decision 125). */
export interface CartItem {
  productId: string;
  quantity: number;
}

/** The lines of `userId`'s cart, in the order they were added. */
export function listCartItems(db: Executor, userId: string): Promise<CartItem[]> {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

/**
 * A subquery of the product ids of `userId`'s cart lines (for the products module's reads); a
 * placeholder for a prepared statement.
 */
export function cartProductIds(userId: string | Placeholder): SQL {
  return sql`SELECT product_id FROM cart_items WHERE user_id = ${userId}`;
}

/**
 * The lines of `userId`'s cart (in the order they were added), locked until the transaction
 * ends: a checkout orders exactly the lines it read.
 */
export function lockCartItems(tx: Transaction, userId: string): Promise<CartItem[]> {
  return tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId))
    .for('update');
}

/** The rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/**
 * When a new line of `userId`'s cart is added: now, but after every line already there. The cart
 * lists lines in the order they were added (`added_at`); PGlite's clock can give two statements a
 * millisecond apart the same instant, which put a buy-again's lines in product-id order.
 */
const addedAfterTheCart = (userId: string) =>
  sql`GREATEST(clock_timestamp(), (SELECT max(c.added_at) + interval '1 microsecond'
    FROM cart_items c WHERE c.user_id = ${userId}))`;

/** The largest quantity of a line, pieces (the integer column's range is larger). */
const LINE_MAX = 1_000_000_000;

/**
 * Writes `userId`'s line of a product in one statement: `add` adds `quantity` pieces to the line
 * (at most {@link LINE_MAX}), `set` sets it to `quantity` (setting twice is setting once). A new
 * line is added only while the cart has fewer than `maxLines`. `true` when a line was written.
 * Whether the product is sold is the caller's check (the cart flow asks the products module).
 */
export async function writeCartLine(
  db: Executor,
  mode: 'add' | 'set',
  line: { userId: string; productId: string; quantity: number; maxLines: number },
): Promise<boolean> {
  const { userId, productId, quantity, maxLines } = line;
  const newQuantity =
    mode === 'add'
      ? sql`LEAST(cart_items.quantity::bigint + excluded.quantity, ${LINE_MAX})::integer`
      : sql`excluded.quantity`;
  const result = await db.execute(sql`
    INSERT INTO cart_items (user_id, product_id, quantity, added_at)
    SELECT ${userId}, ${productId}::uuid, ${quantity}::integer, ${addedAfterTheCart(userId)}
    WHERE (SELECT count(*) FROM cart_items c WHERE c.user_id = ${userId}) < ${maxLines}
      OR EXISTS (SELECT 1 FROM cart_items c
        WHERE c.user_id = ${userId} AND c.product_id = ${productId}::uuid)
    ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = ${newQuantity}
    RETURNING product_id`);
  return rowsOf(result).length === 1;
}

/** What {@link setCartLines} wrote, and the cart after it. */
export interface CartLinesWritten {
  /** The product ids written. */
  written: Set<string>;
  /** Every line of the cart after the write, in the order they were added. */
  items: CartItem[];
}

/**
 * Sets several of `userId`'s lines in one statement (quick order, decisions 161 and 165): each line
 * of `lines` (distinct products, in the order given) is set to its quantity; a new line is added
 * only while the cart has room for it under `maxLines`, counted in the order given. New lines keep
 * that order in the cart. The same statement answers the whole cart after the write.
 */
export async function setCartLines(
  db: Executor,
  userId: string,
  lines: readonly CartItem[],
  maxLines: number,
): Promise<CartLinesWritten> {
  const ids = sql.param(lines.map((line) => line.productId));
  const quantities = sql.param(lines.map((line) => line.quantity));
  const result = await db.execute(sql`
    WITH v AS (
      SELECT v.product_id, v.quantity, v.n,
        EXISTS (SELECT 1 FROM cart_items c
          WHERE c.user_id = ${userId} AND c.product_id = v.product_id) AS present
      FROM unnest(${ids}::uuid[], ${quantities}::integer[]) WITH ORDINALITY
        AS v(product_id, quantity, n)),
    ranked AS (
      SELECT v.*, count(*) FILTER (WHERE NOT v.present) OVER (ORDER BY v.n) AS new_rank FROM v),
    written AS (
      INSERT INTO cart_items (user_id, product_id, quantity, added_at)
      SELECT ${userId}, r.product_id, r.quantity, ${addedAfterTheCart(userId)} + r.n * interval '1 microsecond'
      FROM ranked r
      WHERE r.present
        OR r.new_rank <= ${maxLines} - (SELECT count(*) FROM cart_items c WHERE c.user_id = ${userId})
      ORDER BY r.n
      ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = excluded.quantity
      RETURNING product_id, quantity, added_at)
    SELECT product_id, quantity, true AS written, added_at FROM written
    UNION ALL
    SELECT c.product_id, c.quantity, false, c.added_at FROM cart_items c
    WHERE c.user_id = ${userId} AND c.product_id NOT IN (SELECT product_id FROM written)
    ORDER BY added_at, product_id`);
  const rows = rowsOf(result) as { product_id: string; quantity: number; written: boolean }[];
  return {
    written: new Set(rows.filter((row) => row.written).map((row) => row.product_id)),
    items: rows.map((row) => ({ productId: row.product_id, quantity: Number(row.quantity) })),
  };
}

/** The condition of `userId`'s cart line of `productId`. */
const lineOf = (userId: string, productId: string) =>
  and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));

/** Changes the quantity of an existing line; `true` when the cart had it. */
export async function updateCartQuantity(
  db: Executor,
  userId: string,
  productId: string,
  quantity: number,
): Promise<boolean> {
  const line = lineOf(userId, productId);
  return (await updateCount(db, cartItems, { quantity }, line, cartItems.productId)) === 1;
}

/** Removes a line; `true` when the cart had it. */
export async function deleteCartLine(
  db: Executor,
  userId: string,
  productId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(cartItems)
    .where(lineOf(userId, productId))
    .returning({ productId: cartItems.productId });
  return deleted.length === 1;
}

/**
 * A boolean SQL expression (decision 165): locks `userId`'s cart lines (`FOR UPDATE`, as
 * {@link lockCartItems}) and is true when they are exactly `items` — the same products at the same
 * quantities, no more — so that a statement that orders `items` orders the cart as it is.
 */
export function cartIsExactly(userId: string, items: readonly CartItem[]): SQL {
  const ids = sql.param(items.map((item) => item.productId));
  const quantities = sql.param(items.map((item) => item.quantity));
  return sql`(SELECT count(*) = ${items.length} AND count(v.product_id) = ${items.length}
      AND coalesce(bool_and(v.quantity = c.quantity), true)
    FROM (SELECT product_id, quantity FROM cart_items WHERE user_id = ${userId} FOR UPDATE) c
    LEFT JOIN unnest(${ids}::uuid[], ${quantities}::integer[]) AS v(product_id, quantity)
      ON v.product_id = c.product_id)`;
}

/**
 * The statement that removes the lines of these products from `userId`'s cart when `when` holds:
 * a data-modifying CTE of checkout's one statement (decision 165).
 */
export function deleteCartLinesStatement(
  userId: string,
  productIds: readonly string[],
  when: SQL,
): SQL {
  return sql`DELETE FROM cart_items WHERE user_id = ${userId}
    AND product_id = ANY(${sql.param([...productIds])}::uuid[]) AND ${when}`;
}

/** Removes the lines of these products from `userId`'s cart (those just ordered). */
export async function deleteCartLines(
  db: Executor,
  userId: string,
  productIds: string[],
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}
