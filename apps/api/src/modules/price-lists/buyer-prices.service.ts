import {
  BASE_CURRENCY,
  buyerPriceTiers,
  toPoisha,
  toTaka,
  type CurrencyCode,
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
 * The currency a buyer is priced in (decision 327) and how a base price in poisha becomes a unit
 * price of it, in its minor units: the document pricing's `unitPriceIn` at today's rate.
 */
export interface BuyerCurrency {
  currency: CurrencyCode;
  /** Taka per unit of `currency`, the rate of `unitPrice`; `null` in Taka. */
  bdtPerUnit: string | null;
  /** A base unit price in poisha as a unit price of `currency`, minor units, rounded once. */
  unitPrice(poisha: number): number;
}

/** Priced in Taka: base prices as they are. */
export const IN_TAKA: BuyerCurrency = Object.freeze({
  currency: BASE_CURRENCY,
  bdtPerUnit: null,
  unitPrice: (poisha: number) => poisha,
});

/**
 * The buyer's own price of `product` under `terms` (decisions 320, 327), in `priced.currency`:
 * their whole tier table ({@link buyerPriceTiers} over the base price and tiers converted per unit
 * into the currency's minor units, with `terms` in it) and the price of its first step, at the
 * minimum order. In Taka it is `undefined` when no list beats the list price at any quantity (the
 * shared answer's prices are theirs); in another currency it is always there.
 */
export function yourPriceOf(
  product: ListPricedProduct,
  terms: readonly PriceListTerms[],
  priced: BuyerCurrency = IN_TAKA,
): YourPrice | undefined {
  const steps = buyerPriceTiers(
    {
      productPrice: priced.unitPrice(toPoisha(product.productPrice)),
      minOrder: product.minOrder,
      priceTiers: product.priceTiers.map((tier) => ({
        minQuantity: tier.minQuantity,
        unitPrice: priced.unitPrice(toPoisha(tier.unitPrice)),
      })),
    },
    terms,
  );
  const first = steps[0];
  if (!first) return undefined;
  if (priced.currency === BASE_CURRENCY && !steps.some((step) => step.priceList !== null)) {
    return undefined;
  }
  // Every supported currency has two decimals (ISO 4217): minor units to major as poisha to Taka.
  return {
    unitPrice: toTaka(first.unitPrice),
    priceList: first.priceList?.name ?? null,
    tiers: steps.map((step) => ({
      minQuantity: step.minQuantity,
      unitPrice: toTaka(step.unitPrice),
      listUnitPrice: toTaka(step.listUnitPrice),
      priceList: step.priceList?.name ?? null,
    })),
    currency: priced.currency,
    bdtPerUnit: priced.bdtPerUnit,
  };
}

/**
 * The own prices of `userId` for `products` at `at` (decisions 320, 327), by product id: one
 * statement ({@link preparePriceTerms}: the lists of the caller's company and of its customer
 * group valid at `at`, in the company's billing currency, membership as it is now), priced in
 * `priced` — the company's currency. In Taka only products whose terms beat the list price at some
 * quantity are in the map (it is empty for a caller without such terms); in another currency
 * every product is.
 */
export async function buyerPricesOf(
  db: Database,
  userId: string,
  products: readonly ListPricedProduct[],
  at: Date,
  priced: BuyerCurrency = IN_TAKA,
): Promise<Map<string, YourPrice>> {
  const prices = new Map<string, YourPrice>();
  if (products.length === 0) return prices;
  // Lists in the currency the caller's company is billed in, as the cart reads them: in Taka,
  // Taka lists only (the statement of a Taka catalog, whatever the company's currency became).
  const terms = await preparePriceTerms(
    db,
    priced.currency === BASE_CURRENCY
      ? 'price_terms_of_products_in_taka'
      : 'price_terms_of_products',
    undefined,
    priced.currency === BASE_CURRENCY,
  )({
    userId,
    productIds: products.map((product) => product._id),
    at,
  });
  if (terms.size === 0 && priced.currency === BASE_CURRENCY) return prices;
  for (const product of products) {
    const price = yourPriceOf(product, terms.get(product._id) ?? [], priced);
    if (price) prices.set(product._id, price);
  }
  return prices;
}
