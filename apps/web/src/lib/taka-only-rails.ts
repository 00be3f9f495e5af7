import { BASE_CURRENCY, type CurrencyCode, type PaymentOptionName } from '@partline/shared';

/**
 * The payment options that take Taka only, by the names the API's refusal
 * (`CURRENCY_MESSAGES.takaRailOnly`) gives them (decision 327): SSLCommerz and bKash settle in BDT,
 * so an order billed in another currency is paid by card or bank transfer.
 */
export const TAKA_ONLY_RAILS: Readonly<Partial<Record<PaymentOptionName, string>>> = {
  sslcommerz: 'SSLCommerz',
  bkash: 'bKash',
};

/** Whether `option` can take a document in `currency`. */
export const takesCurrency = (option: PaymentOptionName, currency: CurrencyCode) =>
  currency === BASE_CURRENCY || TAKA_ONLY_RAILS[option] === undefined;
