import { PAYMENT_RAIL_MESSAGES, type PaymentReturnOutcome } from '@partline/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '@/testing/data';
import { renderWithProviders } from '@/testing/render-app';
import { PaymentReturnAlert } from './payment-return-alert';

describe('PaymentReturnAlert (decision 311)', () => {
  it.each<[PaymentReturnOutcome, string, string]>([
    ['paid', PAYMENT_RAIL_MESSAGES.returnPaid, 'alert-success'],
    ['failed', PAYMENT_RAIL_MESSAGES.returnFailed, 'alert-danger'],
    ['cancelled', PAYMENT_RAIL_MESSAGES.returnCancelled, 'alert-warning'],
    ['review', PAYMENT_RAIL_MESSAGES.returnReview, 'alert-info'],
    ['pending', PAYMENT_RAIL_MESSAGES.returnPending, 'alert-info'],
  ])('?payment=%s reads its text', (outcome, text, colour) => {
    renderWithProviders(<PaymentReturnAlert outcome={outcome} order={buildOrder()} />);
    const alert = screen.getByText(text, { exact: false }).closest('.alert');
    expect(alert).toHaveClass(colour);
  });

  it("offers 'Pay now' again after a failure, for an order still unpaid", () => {
    const order = buildOrder();
    renderWithProviders(<PaymentReturnAlert outcome="failed" order={order} />);
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_RAIL_MESSAGES.returnFailed);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/payment/${order._id}`,
    );
  });

  it('reads as paid once a pending payment is confirmed', () => {
    renderWithProviders(
      <PaymentReturnAlert outcome="pending" order={buildOrder({ status: 'paid', isPaid: true })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(PAYMENT_RAIL_MESSAGES.returnPaid);
  });
});
