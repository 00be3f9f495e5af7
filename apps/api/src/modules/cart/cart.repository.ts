import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { cartItems, products } from '../../db/schema/index.js';

/** The database or a transaction in it. */
type Executor = Database | Transaction;

/** A `products` row as the cart reads it. */
export type CartProductRow = typeof products.$inferSelect;

/** A cart line and its product as it is now (`deletedAt` set when it is no longer sold). */
export interface CartItemRow {
  productId: string;
  quantity: number;
  product: CartProductRow;
}

/** The lines of `userId`'s cart with their products, in the order they were added. */
export async function listCartItems(db: Executor, userId: string): Promise<CartItemRow[]> {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

/**
 * The lines of `userId`'s cart (product ids and quantities, in the order they were added), locked
 * until the transaction ends: a checkout orders exactly the lines it read.
 */
export function lockCartItems(
  tx: Transaction,
  userId: string,
): Promise<{ productId: string; quantity: number }[]> {
  return tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId))
    .for('update');
}

/** The rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** The largest quantity of a line, pieces (the integer column's range is larger). */
const LINE_MAX = 1_000_000_000;

/**
 * Writes `userId`'s line of a product that is sold (not deleted) in one statement: `add` adds
 * `quantity` pieces to the line (at most {@link LINE_MAX}), `set` sets it to `quantity` (setting
 * twice is setting once). A new line is added only while the cart has fewer than `maxLines`.
 * `true` when a line was written.
 */
async function writeCartLine(
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
    INSERT INTO cart_items (user_id, product_id, quantity)
    SELECT ${userId}, p.id, ${quantity}::integer FROM products p
    WHERE p.id = ${productId}::uuid AND p.deleted_at IS NULL
      AND ((SELECT count(*) FROM cart_items c WHERE c.user_id = ${userId}) < ${maxLines}
        OR EXISTS (SELECT 1 FROM cart_items c
          WHERE c.user_id = ${userId} AND c.product_id = ${productId}::uuid))
    ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = ${newQuantity}
    RETURNING product_id`);
  return rowsOf(result).length === 1;
}

/** Adds `quantity` pieces to the line ({@link writeCartLine} `add`). */
export function addToCartLine(
  db: Executor,
  userId: string,
  productId: string,
  quantity: number,
  maxLines: number,
): Promise<boolean> {
  return writeCartLine(db, 'add', { userId, productId, quantity, maxLines });
}

/** Sets the line to `quantity` pieces ({@link writeCartLine} `set`). */
export function setCartLine(
  db: Executor,
  userId: string,
  productId: string,
  quantity: number,
  maxLines: number,
): Promise<boolean> {
  return writeCartLine(db, 'set', { userId, productId, quantity, maxLines });
}

/** Changes the quantity of an existing line; `true` when the cart had it. */
export async function updateCartQuantity(
  db: Executor,
  userId: string,
  productId: string,
  quantity: number,
): Promise<boolean> {
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  return updated.length === 1;
}

/** Removes a line; `true` when the cart had it. */
export async function deleteCartLine(
  db: Executor,
  userId: string,
  productId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  return deleted.length === 1;
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

/** The products sold under these SKUs (upper-case), by SKU. */
export async function productsBySku(
  db: Executor,
  skus: string[],
): Promise<Map<string, CartProductRow>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.sku, skus), isNull(products.deletedAt)));
  return new Map(rows.map((row) => [row.sku, row]));
}

/** Pieces in `userId`'s cart (the navbar's badge counts lines; this is for tests and benches). */
export async function cartLineCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.count ?? 0;
}
