import type { OrderDetail } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderLine, testId } from '@/testing/data';
import { calledRoutes, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { CancelUnshippedButton } from './cancel-unshipped-button';

function shippedInPart(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...buildOrder(),
    _id: testId(),
    status: 'paid',
    isPaid: true,
    fulfilmentStatus: 'partially_shipped',
    lines: [
      {
        ...buildOrderLine('CPU-1', 'Ryzen 7 7700', 10, 1000),
        shippedQuantity: 6,
        cancelledQuantity: 0,
      },
    ],
    invoice: null,
    quote: null,
    companyName: null,
    shipments: [],
    returns: [],
    incotermChanges: [],
    ...overrides,
  };
}

describe('CancelUnshippedButton (decision 321)', () => {
  it('asks first, naming the unshipped pieces, then cancels them', async () => {
    const order = shippedInPart();
    const route = `POST /api/orders/${order._id}/cancel-unshipped`;
    const fetchMock = mockApi({
      [route]: {
        status: 'delivered',
        lines: [{ sku: 'CPU-1', productName: 'Ryzen 7 7700', quantity: 4 }],
        refund: { amount: 4000, refundId: 're_local_1' },
        creditNoteNumber: 'CN-2026-000001',
      },
    });
    const { user } = renderWithProviders(<CancelUnshippedButton order={order} allowed />);

    await user.click(screen.getByRole('button', { name: 'Cancel unshipped items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the unshipped items?' });
    expect(dialog).toHaveTextContent('4 pcs of Ryzen 7 7700');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel them' }));

    expect(await screen.findByText('Unshipped items cancelled')).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).toContain(route);
  });

  it('shows nothing when nothing has shipped, everything has, or the reader may not cancel', () => {
    for (const [order, allowed] of [
      [shippedInPart({ fulfilmentStatus: 'unshipped' }), true],
      [shippedInPart({ status: 'delivered', fulfilmentStatus: 'shipped' }), true],
      [shippedInPart(), false],
    ] as const) {
      const { unmount } = renderWithProviders(
        <CancelUnshippedButton order={order} allowed={allowed} />,
      );
      expect(screen.queryByRole('button', { name: 'Cancel unshipped items' })).toBeNull();
      unmount();
    }
  });
});
