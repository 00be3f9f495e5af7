import {
  percentToBp,
  PRICE_LIST_MESSAGES,
  toPoisha,
  type PriceListEntry,
  type PriceListProductInput,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Database } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import {
  entriesOfProduct,
  lockPriceList,
  replaceProductSteps,
  touchPriceList,
  type EntryRow,
} from '../modules/price-lists/price-lists.repository.js';
import { toPriceListEntry } from '../modules/price-lists/price-lists.service.js';
import { findProduct, type ProductRow } from '../modules/products/products.repository.js';
import { isRowId } from '../row-id.js';

const M = PRICE_LIST_MESSAGES;

/** A product's steps as the audit log records them: Taka or percent per minimum quantity. */
function stepsSnapshot(rows: readonly EntryRow[]): Record<string, unknown> | null {
  if (rows.length === 0) return null;
  return {
    steps: rows.map(toPriceListEntry).map((entry) => ({
      minQuantity: entry.minQuantity,
      ...(entry.unitPrice === null ? {} : { unitPrice: entry.unitPrice }),
      ...(entry.percentOff === null ? {} : { percentOff: entry.percentOff }),
    })),
  };
}

/**
 * The live product of `productId`, whose steps a list may hold (decision 320).
 * @throws NotFoundError 'Product not found' for an unknown or deleted product.
 */
async function liveProduct(db: Database, productId: string): Promise<ProductRow> {
  const product = isRowId(productId) ? await findProduct(db, productId) : undefined;
  if (!product) throw new NotFoundError(M.productNotFound);
  return product;
}

/**
 * `PUT /price-lists/{id}/products/{productId}` (admin; decision 320): replaces the product's steps
 * in the list with `input.steps` (ascending by minimum quantity; each a fixed unit price in Taka
 * or a discount in percent). A step below the product's minimum order is kept: it prices the
 * minimum order. One transaction, the list row locked `FOR UPDATE` first, audited
 * (`price_list_entry.set`, the steps before and after). Answers the product's entries.
 * @throws NotFoundError 'Price list not found' or 'Product not found' (unknown or deleted).
 */
export async function setPriceListProduct(
  db: Database,
  priceListId: string,
  productId: string,
  input: PriceListProductInput,
  actor: AuditActor,
): Promise<PriceListEntry[]> {
  if (!isRowId(priceListId)) throw new NotFoundError(M.notFound);
  const product = await liveProduct(db, productId);
  return db.transaction(async (tx) => {
    const list = await lockPriceList(tx, priceListId);
    if (!list) throw new NotFoundError(M.notFound);
    const before = await entriesOfProduct(tx, priceListId, productId);
    await replaceProductSteps(
      tx,
      priceListId,
      productId,
      input.steps.map((step) => ({
        minQuantity: step.minQuantity,
        unitPricePoisha: step.unitPrice === undefined ? null : toPoisha(step.unitPrice),
        percentOffBp: step.percentOff === undefined ? null : percentToBp(step.percentOff),
      })),
    );
    await touchPriceList(tx, priceListId);
    const after = await entriesOfProduct(tx, priceListId, productId);
    await recordAudit(tx, actor, {
      action: 'price_list_entry.set',
      targetType: 'price_list',
      targetId: priceListId,
      targetLabel: `${list.name}: ${product.sku}`,
      before: stepsSnapshot(before),
      after: stepsSnapshot(after),
    });
    return after.map(toPriceListEntry);
  });
}

/**
 * `DELETE /price-lists/{id}/products/{productId}` (admin; decision 320): takes the product out of
 * the list, all its steps, in one transaction with the list row locked; audited
 * (`price_list_entry.delete`, the steps before).
 * @throws NotFoundError 'Price list not found', or 'Product not found' when the list holds no
 *   step of it.
 */
export async function deletePriceListProduct(
  db: Database,
  priceListId: string,
  productId: string,
  actor: AuditActor,
): Promise<void> {
  if (!isRowId(priceListId)) throw new NotFoundError(M.notFound);
  if (!isRowId(productId)) throw new NotFoundError(M.productNotFound);
  await db.transaction(async (tx) => {
    const list = await lockPriceList(tx, priceListId);
    if (!list) throw new NotFoundError(M.notFound);
    const before = await entriesOfProduct(tx, priceListId, productId);
    if (before.length === 0) throw new NotFoundError(M.productNotFound);
    await replaceProductSteps(tx, priceListId, productId, []);
    await touchPriceList(tx, priceListId);
    await recordAudit(tx, actor, {
      action: 'price_list_entry.delete',
      targetType: 'price_list',
      targetId: priceListId,
      targetLabel: `${list.name}: ${before[0]!.sku}`,
      before: stepsSnapshot(before),
      after: null,
    });
  });
}
