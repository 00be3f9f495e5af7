/**
 * Money helpers. The database stores integer poisha (1 Taka = 100 poisha); the API speaks Taka
 * as JSON numbers; the UI shows `Tk. 1,400` (spec §1: currency shown as Tk., BDT).
 */

/** Poisha in one Taka. */
export const POISHA_PER_TAKA = 100;

/**
 * Taka (may carry up to two decimals) → integer poisha.
 * @throws RangeError when the amount is not finite or has more than two decimals.
 */
export function toPoisha(taka: number): number {
  if (!Number.isFinite(taka)) throw new RangeError(`Not a finite amount: ${taka}`);
  const poisha = Math.round(taka * POISHA_PER_TAKA);
  if (Math.abs(poisha - taka * POISHA_PER_TAKA) > 1e-6 * Math.max(1, Math.abs(poisha))) {
    throw new RangeError(`More than two decimals: ${taka}`);
  }
  return poisha;
}

/** Integer poisha → Taka. */
export function toTaka(poisha: number): number {
  return poisha / POISHA_PER_TAKA;
}

/** A line as stored: a product's copy, the quantity and its prices in poisha. */
export interface StoredLine<ProductId> {
  productId: ProductId;
  sku: string;
  productName: string;
  productImage: string;
  quantity: number;
  unitPricePoisha: number;
  lineTotalPoisha: number;
}

/**
 * A stored line of an order or a quote version as the API answers it: the same product fields and
 * quantity, `unitPrice` and `lineTotal` in Taka (only these fields, whatever else the row holds).
 */
export function lineInTaka<ProductId>(line: StoredLine<ProductId>) {
  return {
    productId: line.productId,
    sku: line.sku,
    productName: line.productName,
    productImage: line.productImage,
    quantity: line.quantity,
    unitPrice: toTaka(line.unitPricePoisha),
    lineTotal: toTaka(line.lineTotalPoisha),
  };
}

const takaFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount in Taka for people: `formatTaka(1400)` → `"Tk. 1,400"`,
 * `formatTaka(99.5)` → `"Tk. 99.5"`.
 */
export function formatTaka(taka: number): string {
  return `Tk. ${takaFormat.format(taka)}`;
}
