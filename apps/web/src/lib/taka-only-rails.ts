import { BASE_CURRENCY, type CurrencyCode, type PaymentOption } from '@partline/shared';

/**
 * The names the API's refusal (`CURRENCY_MESSAGES.takaRailOnly`) gives the payment options that
 * take Taka only (decision 327): SSLCommerz and bKash, whose `takaOnly` the client config says.
 */
export const TAKA_RAIL_NAMES: Readonly<Partial<Record<PaymentOption['option'], string>>> = {
  sslcommerz: 'SSLCommerz',
  bkash: 'bKash',
};

/** Whether `option` can take a document in `currency`: Taka always, another unless `takaOnly`. */
export const takesCurrency = (option: PaymentOption, currency: CurrencyCode) =>
  currency === BASE_CURRENCY || !option.takaOnly;
