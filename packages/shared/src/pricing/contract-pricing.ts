import { priceTiersOf, unitPriceFor, type PricedProduct } from './pricing.js';

/**
 * What one contract price list that applies to the buyer now says about one product (decision
 * 320), in whole poisha: its fixed prices (`fixed`, a tier table of its own) and its discounts off
 * the list tier price (`discounts`, basis points), each from `minQuantity` pieces on and ascending
 * by it. A list's category rule reaches here as a discount from 1 piece on, and only when the list
 * has no entry of its own for the product (the server resolves that).
 */
export interface PriceListTerms {
  priceListId: string;
  /** The list's name, which the order line and the invoice keep. */
  priceListName: string;
  fixed: readonly { minQuantity: number; unitPrice: number }[];
  discounts: readonly { minQuantity: number; percentOffBp: number }[];
}

/** The list a contract price came from. */
export interface PriceListRef {
  id: string;
  name: string;
}

/** A buyer's price of one quantity: theirs, the list tier price, and the list that beat it. */
export interface BuyerUnitPrice {
  /** What the buyer pays per piece, poisha. */
  unitPrice: number;
  /** The product's list tier price of this quantity, poisha. */
  listUnitPrice: number;
  /** The price list of `unitPrice`; `null` when no list beats the list price. */
  priceList: PriceListRef | null;
}

/** Basis points in a whole (100 %). */
const WHOLE_BP = 10_000;

/**
 * `unitPrice` less `percentOffBp` basis points, in whole poisha rounded half up (one rule for every
 * discount; DESIGN.md "Documents are the law's": amounts are computed by the server): 1,00,000
 * poisha less 12.5 % is 87,500; 999 less 10 % is 899 (899.1).
 */
export function discountedPrice(unitPrice: number, percentOffBp: number): number {
  const kept = BigInt(unitPrice) * BigInt(WHOLE_BP - percentOffBp);
  return Number((kept + BigInt(WHOLE_BP / 2)) / BigInt(WHOLE_BP));
}

/** The last of `steps` (ascending by `minQuantity`) that `quantity` reaches, if any. */
function stepFor<T extends { minQuantity: number }>(steps: readonly T[], quantity: number) {
  let found: T | undefined;
  for (const step of steps) if (step.minQuantity <= quantity) found = step;
  return found;
}

/**
 * The one pricing rule (DESIGN.md "One pricing function"; decision 320): the buyer's unit price of
 * `quantity` pieces is the lowest of the product's list tier price ({@link unitPriceFor}) and of
 * every price list in `terms` (each list's fixed tier, or its discount off the list tier price,
 * that the quantity reaches). A tie keeps the list price; between lists of the same price the
 * first in `terms` wins (the server orders them by name). Amounts in whole poisha. Quotes are not
 * priced here: an accepted quote's lines keep the quote's prices.
 */
export function buyerUnitPrice(
  product: PricedProduct,
  terms: readonly PriceListTerms[],
  quantity: number,
): BuyerUnitPrice {
  const listUnitPrice = unitPriceFor(product, quantity);
  let best: BuyerUnitPrice = { unitPrice: listUnitPrice, listUnitPrice, priceList: null };
  for (const list of terms) {
    const fixed = stepFor(list.fixed, quantity);
    const discount = stepFor(list.discounts, quantity);
    const candidates = [
      fixed?.unitPrice,
      discount && discountedPrice(listUnitPrice, discount.percentOffBp),
    ];
    for (const price of candidates) {
      if (price !== undefined && price < best.unitPrice) {
        best = {
          unitPrice: price,
          listUnitPrice,
          priceList: { id: list.priceListId, name: list.priceListName },
        };
      }
    }
  }
  return best;
}

/** One step of a buyer's tier table: from `minQuantity` pieces on, {@link BuyerUnitPrice}. */
export interface BuyerPriceStep extends BuyerUnitPrice {
  minQuantity: number;
}

/**
 * The buyer's whole tier table of a product (decision 320): from the minimum order on, one step
 * wherever {@link buyerUnitPrice} changes — at a list tier or at a price list's own tier — so that
 * `buyerUnitPrice(product, terms, q)` is the price of the last step `q` reaches. Without `terms`
 * it is the list tier table.
 */
export function buyerPriceTiers(
  product: PricedProduct,
  terms: readonly PriceListTerms[],
): BuyerPriceStep[] {
  const starts = new Set(priceTiersOf(product).map((tier) => tier.minQuantity));
  for (const list of terms) {
    for (const step of [...list.fixed, ...list.discounts]) starts.add(step.minQuantity);
  }
  const tiers: BuyerPriceStep[] = [];
  for (const start of [...starts].sort((a, b) => a - b)) {
    const minQuantity = Math.max(start, product.minOrder);
    const price = buyerUnitPrice(product, terms, minQuantity);
    const last = tiers.at(-1);
    if (last && last.minQuantity === minQuantity) {
      tiers[tiers.length - 1] = { minQuantity, ...price };
    } else if (
      !last ||
      last.unitPrice !== price.unitPrice ||
      last.listUnitPrice !== price.listUnitPrice ||
      last.priceList?.id !== price.priceList?.id
    ) {
      tiers.push({ minQuantity, ...price });
    }
  }
  return tiers;
}
