import type { PaymentSession } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testId } from '@/testing/data';
import { calledRoutes, mockApi, sentBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { PaymentsToReview } from './payments-to-review';

const route = '/api/admin/payment-sessions';

function heldPayment(overrides: Partial<PaymentSession> = {}): PaymentSession {
  return {
    id: 'SO-2026-000420',
    provider: 'sslcommerz',
    orderId: testId(),
    orderNumber: 'SO-2026-000420',
    amount: 14_000,
    status: 'review',
    riskLevel: 1,
    providerTransactionId: 'SSLCZ_TEST_1',
    failureReason: null,
    createdAt: '2026-11-28T08:00:00.000Z',
    completedAt: '2026-11-28T08:03:00.000Z',
    ...overrides,
  };
}

describe('PaymentsToReview (decision 311)', () => {
  it('shows nothing when no payment is held', async () => {
    const fetchMock = mockApi({ [route]: [] });
    renderWithProviders(<PaymentsToReview />);
    await expect.poll(async () => calledRoutes(fetchMock)).toContain(`GET ${route}`);
    // The answer is read: nothing at all shows, not even the heading.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Payments to review')).toBeNull();
  });

  it('lists the held payments; Accept asks first, then decides and reads the list again', async () => {
    const held = heldPayment();
    let list = [held];
    const fetchMock = mockApi({
      [route]: () => list,
      [`POST ${route}/${held.id}/review`]: () => {
        list = [];
        return { ...held, status: 'succeeded' };
      },
    });
    const { user } = renderWithProviders(<PaymentsToReview />);

    const table = await screen.findByRole('table', { name: 'Payments to review' });
    const row = within(table).getByRole('row', { name: /SO-2026-000420/ });
    expect(row).toHaveTextContent('SSLCommerz');
    expect(row).toHaveTextContent('Tk. 14,000');

    await user.click(within(row).getByRole('button', { name: /^Accept SO-2026-000420/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Payment accepted')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/review')).toEqual({ decision: 'accept' });
    await expect.poll(() => screen.queryByRole('table', { name: 'Payments to review' })).toBeNull();
  });

  it('refunds only once confirmed; cancelling decides nothing', async () => {
    const held = heldPayment({ provider: 'bkash' });
    const fetchMock = mockApi({
      [route]: [held],
      [`POST ${route}/${held.id}/review`]: { ...held, status: 'refunded' },
    });
    const { user } = renderWithProviders(<PaymentsToReview />);

    const refund = await screen.findByRole('button', { name: /^Refund SO-2026-000420/ });
    await user.click(refund);
    let dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog).toHaveTextContent('goes back to the buyer through bKash');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await calledRoutes(fetchMock)).not.toContain(`POST ${route}/${held.id}/review`);

    await user.click(refund);
    dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Payment refunded')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/review')).toEqual({ decision: 'refund' });
  });
});
