import {
  formatShopDateTime,
  PAYMENT_RAIL_MESSAGES,
  type BankTransfers,
  type Order,
} from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildOrder, testId } from '@/testing/data';
import { calledRoutes, catchDownloads, mockApi, pdfReply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const buyer = 'farhana@example.com';
const admin = 'admin@partline.test';
const dueAt = '2026-12-02T12:00:00.000Z';

/** An order awaiting a bank transfer, as its page reads it. */
function awaitingTransfer(overrides: Partial<Order> = {}) {
  return {
    ...buildOrder({
      orderNumber: 'SO-2026-000311',
      userEmail: buyer,
      paymentMethod: 'bank_transfer',
      transferDueAt: dueAt,
      productPrice: 1400,
      quantity: 10,
      ...overrides,
    }),
    invoice: null,
    quote: null,
    shipments: [],
    returns: [],
    incotermChanges: [],
  };
}

function transfersOf(order: Order, amounts: number[]): BankTransfers {
  const received = amounts.reduce((sum, amount) => sum + amount, 0);
  return {
    orderId: order._id,
    orderNumber: order.orderNumber,
    total: order.totalPrice,
    received,
    awaited: order.totalPrice - received,
    dueAt: order.transferDueAt ?? null,
    transfers: amounts.map((amount, index) => ({
      id: testId(),
      amount,
      receivedOn: '2026-11-28',
      bankReference: `BEFTN-${index + 1}`,
      recordedAt: '2026-11-28T09:00:00.000Z',
    })),
  };
}

describe('/dashboard/orders/:number: paying by bank transfer (decision 311)', () => {
  it('shows the buyer the due time, the proforma invoice, the transfers received and what is awaited', async () => {
    const order = awaitingTransfer();
    const saved = catchDownloads();
    const fetchMock = mockApi({
      ...signedInAs(buyer),
      '/api/orders/number/SO-2026-000311': order,
      [`/api/orders/${order._id}/bank-transfers`]: transfersOf(order, [4000]),
      [`/api/orders/${order._id}/proforma`]: () => pdfReply('proforma-SO-2026-000311.pdf'),
    });
    const { user } = renderApp('/dashboard/orders/SO-2026-000311');

    const panel = await screen.findByRole('region', { name: 'Bank transfer' });
    expect(panel).toHaveTextContent(
      `The stock is held until ${formatShopDateTime(new Date(dueAt))}`,
    );
    expect(screen.getByText('Payment').nextElementSibling).toHaveTextContent(
      /^Awaiting transfer — Bank transfer, due/,
    );
    const received = await within(panel).findByRole('table', { name: 'Transfers received' });
    expect(within(received).getByRole('row', { name: /BEFTN-1/ })).toHaveTextContent('Tk. 4,000');
    expect(within(panel).getByText('Awaited').nextElementSibling).toHaveTextContent('Tk. 10,000');
    expect(within(panel).queryByRole('form', { name: 'Record bank transfer' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Download proforma invoice' }));
    await expect.poll(() => saved).toEqual(['proforma-SO-2026-000311.pdf']);
    expect(await calledRoutes(fetchMock)).toContain(`GET /api/orders/${order._id}/proforma`);
  });

  it('lets the shop admin record a transfer; the received and awaited amounts follow', async () => {
    const order = awaitingTransfer({ userEmail: 'buyer@meghna.test' });
    let amounts = [4000];
    mockApi({
      ...signedInAs(admin, { admin: true }),
      '/api/orders/number/SO-2026-000311': order,
      [`/api/orders/${order._id}/bank-transfers`]: () => transfersOf(order, amounts),
      [`POST /api/admin/orders/${order._id}/bank-transfers`]: () => {
        amounts = [...amounts, 10_000];
        return transfersOf(order, amounts);
      },
    });
    const { user } = renderApp('/dashboard/orders/SO-2026-000311');

    const form = await screen.findByRole('form', { name: 'Record bank transfer' });
    await user.type(within(form).getByLabelText('Amount (Tk.)'), '10000');
    await user.type(within(form).getByLabelText('Bank reference'), 'RTGS-2026-99');
    await user.click(within(form).getByRole('button', { name: 'Record bank transfer' }));

    expect(await screen.findByText(PAYMENT_RAIL_MESSAGES.transferRecorded)).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Bank transfer' });
    await expect
      .poll(() => within(panel).getByText('Awaited').nextElementSibling?.textContent)
      .toBe('Tk.\u00a00');
  });

  it("moves from an order's id (as checkout answers it) to its number", async () => {
    const order = awaitingTransfer();
    mockApi({
      ...signedInAs(buyer),
      [`/api/orders/${encodeURIComponent(buyer)}`]: [order],
      '/api/orders/number/SO-2026-000311': order,
      [`/api/orders/${order._id}/bank-transfers`]: transfersOf(order, []),
    });
    const { router } = renderApp(`/dashboard/orders/${order._id}`);

    await expect
      .poll(() => router.state.location.pathname)
      .toBe('/dashboard/orders/SO-2026-000311');
    expect(await screen.findByText('No transfer received yet.')).toBeInTheDocument();
  });
});

describe('/dashboard/orders/:number?payment= (decision 311)', () => {
  it('says the payment failed, with Pay now', async () => {
    const order = {
      ...buildOrder({ orderNumber: 'SO-2026-000312' }),
      invoice: null,
      quote: null,
      shipments: [],
      returns: [],
      incotermChanges: [],
    };
    mockApi({ ...signedInAs(buyer), '/api/orders/number/SO-2026-000312': order });
    renderApp('/dashboard/orders/SO-2026-000312?payment=failed');

    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_RAIL_MESSAGES.returnFailed);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/payment/${order._id}`,
    );
  });

  it('reads a pending payment again until the order is paid', async () => {
    const unpaid = {
      ...buildOrder({ orderNumber: 'SO-2026-000313' }),
      invoice: null,
      quote: null,
      shipments: [],
      returns: [],
      incotermChanges: [],
    };
    const paid = { ...unpaid, status: 'paid' as const, isPaid: true, transactionId: 'VAL-1' };
    let reads = 0;
    mockApi({
      ...signedInAs(buyer),
      '/api/orders/number/SO-2026-000313': () => {
        reads += 1;
        return reads === 1 ? unpaid : paid;
      },
    });
    renderApp('/dashboard/orders/SO-2026-000313?payment=pending');

    expect(await screen.findByText(PAYMENT_RAIL_MESSAGES.returnPending)).toBeInTheDocument();
    expect(
      await screen.findByText(PAYMENT_RAIL_MESSAGES.returnPaid, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
