import { z } from 'zod';
import { toTaka } from '../common/money.js';
import type { TaxTotals } from './vat.js';

/**
 * The figures of one VAT (and SD) rate of a cart, an order or a quote, Taka: the value excluding
 * VAT and SD, the SD and the VAT of the lines at that rate.
 */
export const TaxRateBreakdownSchema = z
  .object({
    vatRate: z
      .number()
      .int()
      .describe('VAT rate, basis points (1500 = 15 %; 0 exempt or zero-rated)'),
    sdRate: z.number().int().describe('Supplementary-duty rate, basis points'),
    valueExclVat: z.number().describe('Value excluding SD and VAT, Taka'),
    sd: z.number().describe('Supplementary duty, Taka'),
    vat: z.number().describe('VAT, Taka'),
  })
  .meta({ id: 'TaxRateBreakdown' });
/** A {@link TaxRateBreakdownSchema}. */
export type TaxRateBreakdown = z.infer<typeof TaxRateBreakdownSchema>;

/**
 * The tax of a cart, an order or a quote (decision 305), computed by the server line by line
 * (`lineTax`) and summed: `valueExclVat + sd + vat = total`, Taka. `total` is what the buyer
 * pays: price × quantity when catalog prices include VAT, that plus SD and VAT when they exclude
 * it, the value without VAT and SD on a zero-rated export (VAT and SD Act 2012, s. 21).
 */
export const TaxBreakdownSchema = z
  .object({
    pricesIncludeVat: z.boolean().describe("Whether the catalog's prices include VAT and SD"),
    zeroRated: z.boolean().describe('An export to a buyer outside Bangladesh: VAT 0 %, no SD'),
    valueExclVat: z.number().describe('Value excluding SD and VAT, Taka'),
    sd: z.number().describe('Supplementary duty, Taka'),
    vat: z.number().describe('VAT, Taka'),
    total: z.number().describe('What the buyer pays, Taka'),
    byRate: z
      .array(TaxRateBreakdownSchema)
      .describe('The same figures by VAT and SD rate, highest VAT rate first'),
  })
  .meta({ id: 'TaxBreakdown' });
/** A {@link TaxBreakdownSchema}. */
export type TaxBreakdown = z.infer<typeof TaxBreakdownSchema>;

/** How a document's lines were taxed: the shop's setting and the buyer's country when placed. */
export interface TaxBasis {
  pricesIncludeVat: boolean;
  zeroRated: boolean;
}

/** {@link TaxBreakdownSchema} of `totals` (poisha, from `taxTotals`) taxed on `basis`. */
export function taxBreakdownOf(totals: TaxTotals, basis: TaxBasis): TaxBreakdown {
  return {
    pricesIncludeVat: basis.pricesIncludeVat,
    zeroRated: basis.zeroRated,
    valueExclVat: toTaka(totals.valueExclVatPoisha),
    sd: toTaka(totals.sdPoisha),
    vat: toTaka(totals.vatPoisha),
    total: toTaka(totals.totalPoisha),
    byRate: totals.byRate.map((rate) => ({
      vatRate: rate.vatRate,
      sdRate: rate.sdRate,
      valueExclVat: toTaka(rate.valueExclVatPoisha),
      sd: toTaka(rate.sdPoisha),
      vat: toTaka(rate.vatPoisha),
    })),
  };
}
