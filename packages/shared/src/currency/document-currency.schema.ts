import { z } from 'zod';
import { SUPPORTED_CURRENCIES } from './currencies.js';

/*
 * The currency of a commercial document as the API answers it (decision 327): every amount of a
 * cart, quote, order, invoice, payment or statement is in its `currency` — major units as before
 * (`totalPrice: 1234.56` with `currency: 'USD'` is US$1,234.56) — and amounts of two currencies
 * are never summed.
 */

/**
 * The currency the amounts beside it are in: `BDT`, `USD` or `EUR` (decision 327). An answer
 * without it (a server before decision 327) is read as Taka. The codes of `CurrencyCodeSchema`,
 * without its input message: answers need none, and the catalog's answers (`yourPrice.currency`)
 * are read on the shop's first view, which must not carry the rates' schemas and texts.
 */
export const DocumentCurrencySchema = z
  .enum(SUPPORTED_CURRENCIES)
  .default('BDT')
  .describe(
    'The currency of every amount of this answer (ISO 4217; decision 327): `BDT`, `USD` or `EUR`',
  );

/**
 * The rate a document was converted at (decision 327): Taka for one unit of its currency, a
 * decimal string (`'122.5'`); `null` for a document in Taka.
 */
export const DocumentRateSchema = z
  .string()
  .nullable()
  .default(null)
  .describe(
    'The exchange rate it was converted at, Taka per unit of `currency` as a decimal string ' +
      "(e.g. `'122.5'`); `null` in BDT (decision 327)",
  );

/** `currency` and `bdtPerUnit` of a document that records its rate. */
export const documentCurrencyShape = {
  currency: DocumentCurrencySchema,
  bdtPerUnit: DocumentRateSchema,
};
