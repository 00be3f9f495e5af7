import {
  BASE_CURRENCY,
  CURRENCY_MESSAGES,
  formatTaka,
  PAYMENT_RAIL_MESSAGES,
  PAYMENT_RETURN_OUTCOMES,
  type Order,
  type PaymentOption,
  type PaymentOptionName,
  type PaymentReturnOutcome,
} from '@partline/shared';
import { TAKA_RAIL_NAMES, takesCurrency } from '@/lib/taka-only-rails';

/** The options paid online at once on the payment page (decision 315). */
const ONLINE: readonly PaymentOptionName[] = ['local', 'stripe', 'sslcommerz', 'bkash'];

/** The installation's online options (`GET /client-config`), in the server's order. */
export function onlineOptions(options: readonly PaymentOption[] | undefined): PaymentOption[] {
  return (options ?? []).filter((option) => ONLINE.includes(option.option));
}

/**
 * Why `option` cannot take `order`, or `null` when it can: an order in another currency than Taka
 * on an option that takes Taka only (`takaOnly`: SSLCommerz, bKash; decision 327) says the API's
 * `takaRailOnly`; an order in Taka over the option's largest order (`maxOrderTaka`, Taka; bKash's
 * `BKASH_MAX_ORDER_TAKA`) says bKash's message.
 */
export function unavailableReason(
  option: PaymentOption,
  order: Pick<Order, 'totalPrice' | 'currency'>,
): string | null {
  if (!takesCurrency(option, order.currency)) {
    const rail = TAKA_RAIL_NAMES[option.option] ?? option.option;
    return CURRENCY_MESSAGES.takaRailOnly(rail, order.currency);
  }
  if (order.currency !== BASE_CURRENCY) return null;
  return option.maxOrderTaka !== null && order.totalPrice > option.maxOrderTaka
    ? PAYMENT_RAIL_MESSAGES.overBkashLimit(formatTaka(option.maxOrderTaka))
    : null;
}

/** `?payment=` as the API's return routes set it (decision 311), or `null` for anything else. */
export function paymentReturnOutcome(value: string | null): PaymentReturnOutcome | null {
  return PAYMENT_RETURN_OUTCOMES.find((outcome) => outcome === value) ?? null;
}
