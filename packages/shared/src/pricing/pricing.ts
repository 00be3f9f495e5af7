import { toPoisha, toTaka } from '../common/money.js';
import { ORDER_MESSAGES } from '../orders/order.messages.js';
import type { PriceTier } from './price-tier.schema.js';
import { PRICING_MESSAGES as M } from './pricing.messages.js';

/**
 * What pricing reads of a product: its price (the price at the minimum order; decision 120), its
 * minimum order quantity and its volume price tiers. A product without tiers is priced as one
 * tier at `productPrice` from `minOrder` on.
 */
export interface PricedProduct {
  productPrice: number;
  minOrder: number;
  priceTiers?: readonly PriceTier[] | undefined;
}

/**
 * The product's tier table, ascending by `minQuantity`, the first at the minimum order: its
 * `priceTiers`, or `[{ minQuantity: minOrder, unitPrice: productPrice }]` when it has none.
 */
export function priceTiersOf(product: PricedProduct): readonly PriceTier[] {
  return product.priceTiers && product.priceTiers.length > 0
    ? product.priceTiers
    : [{ minQuantity: product.minOrder, unitPrice: product.productPrice }];
}

/**
 * Index in {@link priceTiersOf} of the tier that prices `quantity` pieces: the last tier whose
 * `minQuantity` is at most `quantity`; 0 (the first tier) below every tier.
 */
export function tierIndexFor(product: PricedProduct, quantity: number): number {
  const tiers = priceTiersOf(product);
  let index = 0;
  tiers.forEach((tier, i) => {
    if (tier.minQuantity <= quantity) index = i;
  });
  return index;
}

/**
 * The unit price of `quantity` pieces: the price of the tier {@link tierIndexFor} picks, in the
 * unit of the product's prices (Taka from the API; the server also calls it with poisha).
 * `unitPriceFor({ productPrice: 1450, minOrder: 100, priceTiers: [{ minQuantity: 100,
 * unitPrice: 1450 }, { minQuantity: 500, unitPrice: 1380 }] }, 600)` → `1380`.
 */
export function unitPriceFor(product: PricedProduct, quantity: number): number {
  const tiers = priceTiersOf(product);
  return (tiers[tierIndexFor(product, quantity)] ?? tiers[0])!.unitPrice;
}

/**
 * The total of `quantity` pieces at their tier price, Taka, computed in whole poisha (no float
 * drift: 3 × Tk. 0.1 is Tk. 0.3). The server computes the same from poisha.
 */
export function lineTotalFor(product: PricedProduct, quantity: number): number {
  return toTaka(toPoisha(unitPriceFor(product, quantity)) * quantity);
}

/** What {@link validateQuantity} reads of a product. */
export interface OrderableProduct {
  minOrder: number;
  /** Pack size, pieces; 1 when absent. */
  orderIncrement?: number | undefined;
  availableQuantity: number;
  heldQuantity: number;
}

/** Why a quantity cannot be ordered. */
export type QuantityProblemCode = 'not_whole' | 'below_minimum' | 'not_on_step' | 'not_enough';

/** A quantity's problem: a code for programs and the text shown beside the line or field. */
export interface QuantityProblem {
  code: QuantityProblemCode;
  message: string;
}

/**
 * The problem of ordering `quantity` pieces of `product`, or `null` when it can be ordered, in
 * this order: not a whole number ('Quantity must be a whole number'); below the minimum order
 * ('Minimum order is {minOrder}', spec §5); not the minimum plus a multiple of the increment
 * ('Order in steps of {n} (…)'); more than what is buyable, `availableQuantity − heldQuantity`
 * ('Not Enough', spec §5).
 */
export function validateQuantity(
  product: OrderableProduct,
  quantity: number,
): QuantityProblem | null {
  if (!Number.isInteger(quantity)) return { code: 'not_whole', message: M.quantityNotWhole };
  if (quantity < product.minOrder) {
    return { code: 'below_minimum', message: ORDER_MESSAGES.minimumOrder(product.minOrder) };
  }
  const increment = product.orderIncrement ?? 1;
  if ((quantity - product.minOrder) % increment !== 0) {
    return { code: 'not_on_step', message: M.notOnStep(product.minOrder, increment) };
  }
  if (quantity > product.availableQuantity - product.heldQuantity) {
    return { code: 'not_enough', message: ORDER_MESSAGES.notEnough };
  }
  return null;
}

/** A problem of a tier table: the field it belongs to (`['priceTiers', 1, 'unitPrice']`) and why. */
export interface PriceTierProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The problems of a product's tier table against its minimum order, increment and price (empty
 * when it is valid): the first tier is at `minOrder` and at `productPrice` (when given); each
 * further tier starts higher, at `minOrder` plus a multiple of the increment, and costs less per
 * piece than the one before.
 */
export function priceTierProblems(product: {
  minOrder: number;
  orderIncrement: number;
  productPrice?: number | undefined;
  priceTiers: readonly PriceTier[];
}): PriceTierProblem[] {
  const problems: PriceTierProblem[] = [];
  const { minOrder, orderIncrement: increment, priceTiers: tiers } = product;
  const first = tiers[0];
  if (!first) return [{ path: ['priceTiers'], message: M.firstTierAtMinimum }];
  if (first.minQuantity !== minOrder) {
    problems.push({ path: ['priceTiers', 0, 'minQuantity'], message: M.firstTierAtMinimum });
  }
  if (product.productPrice !== undefined && first.unitPrice !== product.productPrice) {
    problems.push({ path: ['priceTiers', 0, 'unitPrice'], message: M.firstTierPrice });
  }
  tiers.forEach((tier, i) => {
    const before = tiers[i - 1];
    if (!before) return;
    if (tier.minQuantity <= before.minQuantity) {
      problems.push({ path: ['priceTiers', i, 'minQuantity'], message: M.tiersAscending });
    } else if ((tier.minQuantity - minOrder) % increment !== 0) {
      problems.push({
        path: ['priceTiers', i, 'minQuantity'],
        message: M.tierOnStep(minOrder, increment),
      });
    }
    if (tier.unitPrice >= before.unitPrice) {
      problems.push({ path: ['priceTiers', i, 'unitPrice'], message: M.tiersCheaper });
    }
  });
  return problems;
}
