import { z } from 'zod';
import {
  DocumentCurrencySchema,
  DocumentRateSchema,
} from '../currency/document-currency.schema.js';

/** One step of a buyer's own tier table as the API answers it, in the `currency` of its price. */
export const BuyerPriceTierSchema = z
  .object({
    minQuantity: z.number().int().describe('The step applies from this many pieces on'),
    unitPrice: z.number().describe("The buyer's price per piece, in `yourPrice.currency`"),
    listUnitPrice: z
      .number()
      .describe(
        'The list tier price per piece at this step, in `yourPrice.currency` (converted per ' +
          'unit at `yourPrice.bdtPerUnit` outside Taka)',
      ),
    priceList: z
      .string()
      .nullable()
      .describe('The name of the price list of `unitPrice`; null at the list price'),
  })
  .meta({ id: 'BuyerPriceTier' });

/** A step of a buyer's tier table, in the currency of its {@link YourPrice}. */
export type BuyerPriceTier = z.infer<typeof BuyerPriceTierSchema>;

/**
 * The caller's own price of a product (decisions 320, 327), never in an answer to anyone else.
 * A buyer (or an API key) of a company billed in Taka gets it only where a valid price list beats
 * the list price of the product at some quantity, in Taka. A buyer of a company billed in another
 * currency (`USD`, `EUR`) gets it on every product, in that currency: their price list in it where
 * one has the product, else the base price converted per unit at today's rate (`bdtPerUnit`) —
 * the price their cart charges (`pricingIn` and `productPricedIn` of the API). An answer without
 * `currency` (a server before decision 327) is Taka.
 */
export const YourPriceSchema = z
  .object({
    unitPrice: z
      .number()
      .describe("The buyer's price per piece at the minimum order, in `currency`"),
    priceList: z
      .string()
      .nullable()
      .describe('The price list of that price; null when it is the list price'),
    tiers: z.array(BuyerPriceTierSchema).describe("The buyer's whole tier table"),
    currency: DocumentCurrencySchema.describe(
      "The currency of every price of `yourPrice` (ISO 4217): the buyer's company's billing " +
        'currency, `BDT`, `USD` or `EUR` (decision 327)',
    ),
    bdtPerUnit: DocumentRateSchema.describe(
      'The rate the base prices were converted at, Taka per unit of `currency` as a decimal ' +
        "string (today's, e.g. `'122.5'`); `null` in BDT (decision 327)",
    ),
  })
  .meta({ id: 'YourPrice' });

/** A buyer's own price of a product. */
export type YourPrice = z.infer<typeof YourPriceSchema>;

/**
 * Whether `yourPrice` comes from a price list at some step (a contract price, "Your price"),
 * rather than only from the base prices converted into the buyer's currency (decision 327).
 */
export function hasContractPrice(yourPrice: Pick<YourPrice, 'tiers'>): boolean {
  return yourPrice.tiers.some((tier) => tier.priceList !== null);
}
