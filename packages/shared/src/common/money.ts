import { groupedFigure } from './grouped-figure.js';

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

/**
 * Largest amount the shop records or answers, poisha: every amount is an integer of poisha held
 * exactly in a JSON number (and far inside PostgreSQL's bigint), so at most
 * `Number.MAX_SAFE_INTEGER` (about Tk. 90 trillion).
 */
export const MAX_AMOUNT_POISHA = Number.MAX_SAFE_INTEGER;

/**
 * An amount computed from quantities and prices (a line total, an order's or a quote's total)
 * that would not be held exactly: more than {@link MAX_AMOUNT_POISHA}. The API answers it 400
 * `validation_failed`, storing nothing.
 */
export class AmountTooLargeError extends RangeError {
  constructor(readonly poisha: number) {
    super(`An amount of ${poisha} poisha is too large to be recorded exactly`);
    this.name = 'AmountTooLargeError';
  }
}

/** Whether `poisha` is a whole amount the shop can record: a safe integer, ≤ the maximum. */
export function isSafeAmount(poisha: number): boolean {
  return Number.isSafeInteger(poisha) && Math.abs(poisha) <= MAX_AMOUNT_POISHA;
}

/**
 * `unitPricePoisha × quantity`, poisha, checked: every line total the server computes from a
 * client's quantity or an admin's price goes through it.
 * @throws AmountTooLargeError when the product is not a safe integer.
 */
export function checkedLineTotal(unitPricePoisha: number, quantity: number): number {
  const total = unitPricePoisha * quantity;
  if (!isSafeAmount(total)) throw new AmountTooLargeError(total);
  return total;
}

/**
 * The sum of amounts in poisha, checked after each step (a sum of safe integers that stays safe is
 * exact).
 * @throws AmountTooLargeError when an amount or a partial sum is not a safe integer.
 */
export function checkedSum(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) {
    if (!isSafeAmount(amount)) throw new AmountTooLargeError(amount);
    total += amount;
    if (!isSafeAmount(total)) throw new AmountTooLargeError(total);
  }
  return total;
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
  /** The VAT and SD rates applied, basis points, and the line's tax, poisha (decision 305). */
  vatRate?: number;
  sdRate?: number;
  valueExclVatPoisha?: number;
  sdPoisha?: number;
  vatPoisha?: number;
  /**
   * The contract price list that priced the line (decision 320): its id and name as they were
   * then, and the list tier price it beat, poisha. Absent or `null` when the line is at the list
   * price (and on a line of a quote, whose prices are the quote's).
   */
  priceListId?: string | null;
  priceListName?: string | null;
  listUnitPricePoisha?: number | null;
}

/**
 * A stored line of an order or a quote version as the API answers it: the same product fields and
 * quantity, `unitPrice` and `lineTotal` in Taka, and when the line was taxed (decision 305) its
 * `vatRate`, `sdRate` (basis points), `sd` and `vat` (Taka) — only these fields, whatever else the
 * row holds.
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
    ...(line.vatRate === undefined
      ? {}
      : {
          vatRate: line.vatRate,
          sdRate: line.sdRate ?? 0,
          sd: toTaka(line.sdPoisha ?? 0),
          vat: toTaka(line.vatPoisha ?? 0),
        }),
  };
}

/**
 * A stored order line as the API answers it (`OrderLine`): {@link lineInTaka}, then the contract
 * price list that priced it, by the name it had then (`priceList`), and the list tier price it
 * beat (`listUnitPrice`, Taka); both `null` on a line at the list price or a quoted price
 * (decision 320).
 */
export function orderLineInTaka<ProductId>(line: StoredLine<ProductId>) {
  const list = line.priceListName ?? null;
  const listPoisha = line.listUnitPricePoisha ?? null;
  return {
    ...lineInTaka(line),
    priceList: list,
    listUnitPrice: list === null || listPoisha === null ? null : toTaka(listPoisha),
  };
}

/** The space between `Tk.` and the figure: a no-break space, so the two never part. */
export const TAKA_SPACE = '\u00a0';

/**
 * Formats an amount in Taka for people, the one money formatter of pages, PDFs, mails and
 * messages (docs/decisions/096-shop-time-and-formatters.md): thousands grouped, two decimals
 * when there are poisha and none otherwise, and a no-break space ({@link TAKA_SPACE}) after
 * `Tk.`: `formatTaka(1400)` → `"Tk. 1,400"`, `formatTaka(3250.5)` → `"Tk. 3,250.50"`.
 */
export function formatTaka(taka: number): string {
  const poisha = Math.round(taka * POISHA_PER_TAKA);
  const figure = groupedFigure(poisha / POISHA_PER_TAKA, poisha % POISHA_PER_TAKA === 0 ? 0 : 2);
  return `Tk.${TAKA_SPACE}${figure}`;
}
