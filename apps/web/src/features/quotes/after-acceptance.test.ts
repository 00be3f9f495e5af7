import type { AcceptQuoteResult, Quote } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { pageAfterAcceptance } from './after-acceptance';

const ORDER_ID = '7e1c2b3a-1111-4222-8333-444455556666';

/** An acceptance's answer: the order it placed and the quote, which now names the order. */
function accepted(paymentMethod: AcceptQuoteResult['paymentMethod']): AcceptQuoteResult {
  return {
    orderId: ORDER_ID,
    totalPrice: 94_400,
    status: paymentMethod === 'on_account' ? 'paid' : 'unpaid',
    paymentMethod,
    quote: { orderNumber: 'SO-2026-000042' } as Quote,
  };
}

describe('pageAfterAcceptance', () => {
  it("opens a bank-transfer order by its number, which a company admin accepting a member's quote may read", () => {
    expect(pageAfterAcceptance(accepted('bank_transfer'))).toBe('/dashboard/orders/SO-2026-000042');
  });

  it('sends a card order to its payment page and an order on account to My Orders', () => {
    expect(pageAfterAcceptance(accepted('card'))).toBe(`/payment/${ORDER_ID}`);
    expect(pageAfterAcceptance(accepted('on_account'))).toBe('/dashboard/my-orders');
  });
});
