import {
  BASE_CURRENCY,
  formatTaka,
  PAYMENT_RAIL_MESSAGES,
  PAYMENT_RETURN_OUTCOMES,
  type CurrencyCode,
  type Order,
  type PaymentOption,
  type PaymentOptionName,
  type PaymentReturnOutcome,
} from '@partline/shared';

/** The options paid online at once on the payment page (decision 315). */
const ONLINE: readonly PaymentOptionName[] = ['local', 'stripe', 'sslcommerz', 'bkash'];

/** The installation's online options (`GET /client-config`), in the server's order. */
export function onlineOptions(options: readonly PaymentOption[] | undefined): PaymentOption[] {
  return (options ?? []).filter((option) => ONLINE.includes(option.option));
}

/**
 * The online options that settle in Taka only (decision 327): SSLCommerz and bKash take BDT, so
 * an order billed in another currency is paid by card.
 */
export const TAKA_ONLY_OPTIONS: readonly PaymentOptionName[] = ['sslcommerz', 'bkash'];

/** Why a Taka-only option cannot take an order in `currency` (translated by its spec pattern). */
export const takaOnlyReason = (currency: CurrencyCode) =>
  `Takes payments in Taka only; this order is in ${currency}`;

/**
 * Why `option` cannot take `order`, or `null` when it can: an order in another currency than Taka
 * on a Taka-only option ({@link TAKA_ONLY_OPTIONS}) says so; an order over the option's largest
 * order (`maxOrderTaka`, Taka; bKash's `BKASH_MAX_ORDER_TAKA`) says bKash's message.
 */
export function unavailableReason(
  option: PaymentOption,
  order: Pick<Order, 'totalPrice' | 'currency'>,
): string | null {
  if (order.currency !== BASE_CURRENCY) {
    return TAKA_ONLY_OPTIONS.includes(option.option) ? takaOnlyReason(order.currency) : null;
  }
  return option.maxOrderTaka !== null && order.totalPrice > option.maxOrderTaka
    ? PAYMENT_RAIL_MESSAGES.overBkashLimit(formatTaka(option.maxOrderTaka))
    : null;
}

/** `?payment=` as the API's return routes set it (decision 311), or `null` for anything else. */
export function paymentReturnOutcome(value: string | null): PaymentReturnOutcome | null {
  return PAYMENT_RETURN_OUTCOMES.find((outcome) => outcome === value) ?? null;
}
