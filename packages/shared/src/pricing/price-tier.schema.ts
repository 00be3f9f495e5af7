import { z } from 'zod';
import { moneySchema } from '../common/money.schema.js';
import { NUMBER_MESSAGES, wholeNumberField } from '../common/number.js';
import { PRICING_MESSAGES as M } from './pricing.messages.js';

/** Most price tiers a product has (the first, at the minimum order, included). */
export const PRICE_TIERS_MAX = 10;

/**
 * One volume price tier as the API answers it: from `minQuantity` pieces on, each piece costs
 * `unitPrice` Taka (the unit of `productPrice`).
 */
export const PriceTierSchema = z
  .object({
    minQuantity: z.number().int().describe('The tier applies from this many pieces on'),
    unitPrice: z.number().describe('Price per piece in this tier, Taka'),
  })
  .meta({ id: 'PriceTier' });

/** A volume price tier, Taka. */
export type PriceTier = z.infer<typeof PriceTierSchema>;

/** The messages of {@link unitPriceField} beside the required one. */
export const UNIT_PRICE_MESSAGES = {
  invalid: NUMBER_MESSAGES.invalid,
  notPositive: 'Price must be greater than 0',
  tooLarge: 'Price is too large',
} as const;

/**
 * A price per piece as an admin sends it (product price, tier price): Taka > 0, at most
 * 100,000,000 and two decimals; numeric strings accepted; empty fails with `requiredMessage`.
 */
export function unitPriceField(requiredMessage: string) {
  return moneySchema({
    min: 'positive',
    max: 100_000_000,
    numericStrings: true,
    messages: { required: requiredMessage, ...UNIT_PRICE_MESSAGES },
  });
}

/**
 * A price tier as an admin sends it (Add Product, Edit Product): numeric strings accepted, price
 * in Taka > 0 with at most two decimals, quantity a whole number ≥ 1.
 */
export const PriceTierInputSchema = z.object({
  minQuantity: wholeNumberField(M.tierQuantityRequired).pipe(
    z.number().min(1, { error: 'Tier quantity must be at least 1' }),
  ),
  unitPrice: unitPriceField(M.tierPriceRequired),
});

/** The tier table as an admin sends it: 1 to {@link PRICE_TIERS_MAX} tiers. */
export const PriceTiersInputSchema = z
  .array(PriceTierInputSchema)
  .min(1, { error: M.firstTierAtMinimum })
  .max(PRICE_TIERS_MAX, { error: M.tiersMax });

/**
 * The SKU (stock keeping unit) field: trimmed and upper-cased, 2–40 letters, digits and dashes
 * (`PL-CPU-R7-7700X`). Unique among the products of the catalog, ignoring case.
 */
export const skuField = z
  .string({ error: M.skuRequired })
  .trim()
  .min(1, { error: M.skuRequired })
  .transform((sku) => sku.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, { error: M.skuFormat }));

/** The order increment (pack size) field: a whole number of pieces ≥ 1. */
export const orderIncrementField = wholeNumberField(M.incrementRequired).pipe(
  z.number().min(1, { error: M.incrementMin }),
);
