import type { AcceptQuoteResult } from '@partline/shared';
import { paths } from '@/config/paths';

/**
 * Where the buyer goes once a quote is accepted (decisions 152, 311, 315): My Orders when the
 * company's account paid it; the order's own page, by its number, for a bank transfer (the page
 * reads any order its company admin may read, where an id is looked up among the reader's own
 * orders only); else the order's payment page.
 */
export function pageAfterAcceptance(result: AcceptQuoteResult): string {
  if (result.paymentMethod === 'on_account') return paths.dashboard.myOrders.getHref();
  if (result.paymentMethod === 'bank_transfer') {
    return paths.dashboard.order.getHref(result.quote.orderNumber ?? result.orderId);
  }
  return paths.payment.getHref(result.orderId);
}
