import type { Transaction } from '../db/client.js';
import {
  holdStock,
  releaseStock,
  shipStock,
  takeBuyableStock,
} from '../modules/products/products.repository.js';

/*
 * The stock of an order's lines (decision 126): every line in one transaction, in ascending
 * product id order — the order lockProducts locks in — so that transactions touching several
 * products never wait for each other in a cycle.
 */

/**
 * What the stock of a line is: pieces of a product (`null` once the product row is gone). An
 * order's line also says what of it is shipped, cancelled or waiting on a backorder (decision
 * 321): it holds only the rest.
 */
export interface StockLine {
  productId?: string | null | undefined;
  quantity: number;
  shippedQuantity?: number;
  cancelledQuantity?: number;
  backorderedQuantity?: number;
}

/**
 * The pieces of `line` its order holds while it holds stock (decision 321): its quantity less what
 * shipped, was cancelled or waits on a backorder — a backordered piece is held by no one until a
 * restock allocates it.
 */
export function heldPieces(line: StockLine): number {
  return (
    line.quantity -
    (line.shippedQuantity ?? 0) -
    (line.cancelledQuantity ?? 0) -
    (line.backorderedQuantity ?? 0)
  );
}

/** Lines of products still referenced with the pieces they hold, by ascending product id. */
function byProduct(lines: readonly StockLine[]): { productId: string; quantity: number }[] {
  const kept: { productId: string; quantity: number }[] = [];
  for (const line of lines) {
    const pieces = heldPieces(line);
    if (line.productId && pieces > 0) kept.push({ productId: line.productId, quantity: pieces });
  }
  return kept.sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/**
 * The products of `lines` (each once; lines of deleted products have none): what
 * `stockChanged(db, …)` is told after a transaction that changed their stock alone (decision 338).
 */
export function productIdsOf(lines: readonly StockLine[]): string[] {
  return [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
}

/**
 * Takes a stock hold for every line; the first line whose product is gone or whose buyable stock
 * no longer covers it, or `undefined` when every hold was taken (the caller rolls back otherwise).
 */
export async function holdLines(
  tx: Transaction,
  lines: readonly StockLine[],
): Promise<StockLine | undefined> {
  const gone = lines.find((line) => !line.productId);
  if (gone) return gone;
  for (const line of byProduct(lines)) {
    if (!(await holdStock(tx, line.productId, line.quantity))) return line;
  }
  return undefined;
}

/** Gives every line's hold back (its held pieces only: backordered ones were never held). */
export async function releaseLines(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  for (const line of byProduct(lines)) await releaseStock(tx, line.productId, line.quantity);
}

/**
 * Turns every line's hold into a decrement of the stock (delivery).
 * @throws Error when a product holds less than its line (the transaction rolls back).
 */
export async function shipLines(
  tx: Transaction,
  orderId: string,
  lines: readonly StockLine[],
): Promise<void> {
  for (const line of byProduct(lines)) {
    if (!(await shipStock(tx, line.productId, line.quantity))) {
      throw new Error(`order ${orderId}: a product holds less than its line's quantity`);
    }
  }
}

/**
 * Takes replacement pieces out of the buyable stock (decision 322: a return's replacement ships at
 * no charge, without a hold), by ascending product id; the first product whose buyable stock does
 * not cover its pieces, or `undefined` when every piece was taken (the caller rolls back
 * otherwise).
 */
export async function takeReplacementStock(
  tx: Transaction,
  lines: readonly { productId: string; quantity: number }[],
): Promise<{ productId: string; quantity: number } | undefined> {
  for (const line of byProduct(lines)) {
    if (!(await takeBuyableStock(tx, line.productId, line.quantity))) return line;
  }
  return undefined;
}
