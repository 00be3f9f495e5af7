import {
  buyerPriceTiers,
  toPoisha,
  toTaka,
  type PriceListTerms,
  type PriceTier,
  type YourPrice,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
import { preparePriceTerms } from './price-terms.repository.js';

/** What {@link buyerPricesOf} reads of a product as the API answers it: Taka. */
export interface ListPricedProduct {
  readonly _id: string;
  readonly productPrice: number;
  readonly minOrder: number;
  readonly priceTiers: readonly PriceTier[];
}

/**
 * The buyer's own price of `product` under `terms` (decision 320), Taka: their whole tier table
 * ({@link buyerPriceTiers}, priced in poisha) and the price of its first step, at the minimum
 * order; `undefined` when no list beats the list price at any quantity.
 */
export function yourPriceOf(
  product: ListPricedProduct,
  terms: readonly PriceListTerms[],
): YourPrice | undefined {
  const steps = buyerPriceTiers(
    {
      productPrice: toPoisha(product.productPrice),
      minOrder: product.minOrder,
      priceTiers: product.priceTiers.map((tier) => ({
        minQuantity: tier.minQuantity,
        unitPrice: toPoisha(tier.unitPrice),
      })),
    },
    terms,
  );
  const first = steps[0];
  if (!first || !steps.some((step) => step.priceList !== null)) return undefined;
  return {
    unitPrice: toTaka(first.unitPrice),
    priceList: first.priceList?.name ?? null,
    tiers: steps.map((step) => ({
      minQuantity: step.minQuantity,
      unitPrice: toTaka(step.unitPrice),
      listUnitPrice: toTaka(step.listUnitPrice),
      priceList: step.priceList?.name ?? null,
    })),
  };
}

/**
 * The own prices of `userId` for `products` at `at` (decision 320), by product id: one statement
 * ({@link preparePriceTerms}: the lists of the caller's company and of its customer group valid
 * at `at`, membership as it is now). Only products whose terms beat the list price at some
 * quantity are in the map; it is empty for a caller without such terms.
 */
export async function buyerPricesOf(
  db: Database,
  userId: string,
  products: readonly ListPricedProduct[],
  at: Date,
): Promise<Map<string, YourPrice>> {
  const prices = new Map<string, YourPrice>();
  if (products.length === 0) return prices;
  // The catalog answers Taka: only lists in Taka, of a buyer billed in Taka (decision 327).
  const terms = await preparePriceTerms(
    db,
    'price_terms_of_products_in_taka',
    undefined,
    true,
  )({
    userId,
    productIds: products.map((product) => product._id),
    at,
  });
  if (terms.size === 0) return prices;
  for (const product of products) {
    const own = terms.get(product._id);
    const price = own && yourPriceOf(product, own);
    if (price) prices.set(product._id, price);
  }
  return prices;
}
