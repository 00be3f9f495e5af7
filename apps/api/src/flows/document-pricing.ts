import {
  BASE_CURRENCY,
  canonicalRate,
  convertPoishaTo,
  CURRENCY_MESSAGES,
  shopDay,
  type CurrencyCode,
} from '@partline/shared';
import type { Executor } from '../db/client.js';
import { ConflictError } from '../errors.js';
import { rateOn } from '../modules/currencies/exchange-rates.repository.js';

/*
 * The one pricing of a buyer billed in a currency other than Taka (decision 327). Catalog prices
 * are kept in poisha (decision 003); a buyer billed in USD or EUR is priced by a price list in
 * their currency where one applies (the price-terms statement reads only lists in the buyer's
 * currency), else from the base tier price converted per unit at the rate in force today,
 * rounded once per unit. A line total is that unit price × quantity in the currency's minor
 * units, and a document's total is the sum of its lines: never a converted sum.
 */

/** The currency a document is priced in and the recorded rate it converts base prices at. */
export interface DocumentPricing {
  currency: CurrencyCode;
  /** The rate in force on the document's day; `null` for `BDT`. */
  rate: { id: string; bdtPerUnit: string; effectiveOn: string } | null;
}

/** Priced in Taka: the base prices as they are. */
export const BASE_PRICING: DocumentPricing = Object.freeze({ currency: BASE_CURRENCY, rate: null });

/**
 * How a document in `currency` is priced on `day` (Asia/Dhaka, default today): the rate in force
 * then ({@link rateOn}), or {@link BASE_PRICING} for `BDT`.
 * @throws ConflictError 409 when `currency` has no rate recorded up to `day`.
 */
export async function pricingIn(
  db: Executor,
  currency: CurrencyCode,
  day: string = shopDay(),
): Promise<DocumentPricing> {
  if (currency === BASE_CURRENCY) return BASE_PRICING;
  const rate = await rateOn(db, currency, day);
  if (!rate) throw new ConflictError(CURRENCY_MESSAGES.noRateOn(currency, day));
  return {
    currency,
    rate: { id: rate.id, bdtPerUnit: rate.bdtPerUnit, effectiveOn: rate.effectiveOn },
  };
}

/**
 * A unit price of `poisha` in the document's currency, minor units: converted at its rate and
 * rounded once, half away from zero (`convertPoishaTo`; decision 324), or as it is in Taka.
 */
export function unitPriceIn(pricing: DocumentPricing, poisha: number): number {
  if (pricing.currency === BASE_CURRENCY || !pricing.rate) return poisha;
  return convertPoishaTo(pricing.currency, poisha, pricing.rate.bdtPerUnit);
}

/** What {@link productPricedIn} converts: a product's price and volume tiers, poisha. */
interface TierPriced {
  pricePoisha: number;
  volumeTiers: readonly { minQuantity: number; unitPricePoisha: number }[];
}

/**
 * `product` with its price and every volume tier converted per unit into the document's
 * currency ({@link unitPriceIn}), so that the one pricing rule (`buyerUnitPrice`, decision 320)
 * prices it in that currency's minor units with the buyer's price lists in it. The product as it
 * is in Taka.
 */
export function productPricedIn<P extends TierPriced>(pricing: DocumentPricing, product: P): P {
  if (pricing.currency === BASE_CURRENCY) return product;
  return {
    ...product,
    pricePoisha: unitPriceIn(pricing, product.pricePoisha),
    volumeTiers: product.volumeTiers.map((tier) => ({
      ...tier,
      unitPricePoisha: unitPriceIn(pricing, tier.unitPricePoisha),
    })),
  };
}

/** The `currency`, `exchange_rate_id` and `bdt_per_unit` columns of a document so priced. */
export function documentCurrencyColumns(pricing: DocumentPricing): {
  currency: CurrencyCode;
  exchangeRateId: string | null;
  bdtPerUnit: string | null;
} {
  return {
    currency: pricing.currency,
    exchangeRateId: pricing.rate?.id ?? null,
    bdtPerUnit: pricing.rate?.bdtPerUnit ?? null,
  };
}

/**
 * How a placed document (an order, a quote) is priced again — at approval, for instance: in its
 * own currency at the rate it recorded, never today's (decision 327).
 */
export function pricingOfDocument(document: {
  currency: string;
  exchangeRateId: string | null;
  bdtPerUnit: string | null;
}): DocumentPricing {
  if (document.currency === BASE_CURRENCY || document.bdtPerUnit === null) return BASE_PRICING;
  return {
    currency: document.currency as CurrencyCode,
    rate: {
      id: document.exchangeRateId ?? '',
      bdtPerUnit: canonicalRate(document.bdtPerUnit),
      effectiveOn: '',
    },
  };
}
