import { z } from 'zod';

// The VAT and SD rates a product carries (decision 305), kept apart from the tax arithmetic in
// `vat.ts` so that pages showing a product need not load it. Rates are basis points (1500 = 15 %).

/**
 * The VAT rates a product can carry, in basis points: the standard 15 % (Act s. 15), the reduced
 * 10 %, 7.5 % and 5 % of the Third Schedule, and 0 for a supply exempt under the First Schedule.
 * Zero-rating (an export, Act s. 21) is not a product's rate: it follows from the buyer, see
 * {@link LineTaxInput.zeroRated}.
 */
export const VAT_RATES = [1500, 1000, 750, 500, 0] as const;
/** One of {@link VAT_RATES}. */
export type VatRateBasisPoints = (typeof VAT_RATES)[number];

/** The rate a product gets when none is given: the standard 15 %. */
export const STANDARD_VAT_RATE: VatRateBasisPoints = 1500;

/** How the back office and documents name each rate. */
export const VAT_RATE_LABELS: Readonly<Record<VatRateBasisPoints, string>> = Object.freeze({
  1500: 'Standard 15 %',
  1000: 'Reduced 10 %',
  750: 'Reduced 7.5 %',
  500: 'Reduced 5 %',
  0: 'Exempt',
});

/** The highest supplementary-duty rate a product can carry, basis points (500 %). */
export const MAX_SD_RATE = 50_000;

/** A product's VAT rate, basis points: one of {@link VAT_RATES}. */
export const VatRateSchema = z.literal(VAT_RATES).meta({
  id: 'VatRate',
  description:
    'VAT rate in basis points: 1500 (standard 15 %), 1000, 750, 500 (reduced) or 0 (exempt).',
});

/** A product's supplementary-duty rate, basis points, 0 (none) to {@link MAX_SD_RATE}. */
export const SdRateSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_SD_RATE)
  .meta({ id: 'SdRate', description: 'Supplementary-duty rate in basis points (0: none).' });

/** A rate in basis points as people write it: `1500` → `"15%"`, `750` → `"7.5%"`. */
export function formatRate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/**
 * What the back office reads when setting a product's VAT and SD rates (the product forms and the
 * Manage Products "Set VAT rate" dialog; decision 305).
 */
export const PRODUCT_TAX_MESSAGES = {
  bulkSet: (count: number) => `VAT rate set on ${count} product${count === 1 ? '' : 's'}`,
  bulkUnknown: 'Some of the selected products no longer exist',
  bulkNone: 'Select at least one product',
  bulkTooMany: (max: number) => `Select at most ${max} products`,
  sdPercentInvalid: 'SD rate must be a number of per cent',
  sdPercentRange: 'SD rate must be between 0 and 500 %',
  sdPercentDecimals: 'SD rate takes at most two decimals',
} as const;
