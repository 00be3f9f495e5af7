import { z } from 'zod';

/** One step of a buyer's own tier table as the API answers it, Taka. */
export const BuyerPriceTierSchema = z
  .object({
    minQuantity: z.number().int().describe('The step applies from this many pieces on'),
    unitPrice: z.number().describe("The buyer's price per piece, Taka"),
    listUnitPrice: z.number().describe('The list tier price per piece at this step, Taka'),
    priceList: z
      .string()
      .nullable()
      .describe('The name of the price list of `unitPrice`; null at the list price'),
  })
  .meta({ id: 'BuyerPriceTier' });

/** A step of a buyer's tier table, Taka. */
export type BuyerPriceTier = z.infer<typeof BuyerPriceTierSchema>;

/**
 * The caller's own price of a product (decision 320): present only for a signed-in buyer (or an
 * API key) of a company with a valid price list that beats the list price of the product at some
 * quantity; never in an answer to anyone else.
 */
export const YourPriceSchema = z
  .object({
    unitPrice: z.number().describe("The buyer's price per piece at the minimum order, Taka"),
    priceList: z
      .string()
      .nullable()
      .describe('The price list of that price; null when it is the list price'),
    tiers: z.array(BuyerPriceTierSchema).describe("The buyer's whole tier table"),
  })
  .meta({ id: 'YourPrice' });

/** A buyer's own price of a product. */
export type YourPrice = z.infer<typeof YourPriceSchema>;
