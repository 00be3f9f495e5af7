import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDeliveredOrder, buildOrder } from '@/testing/data';
import { renderWithProviders } from '@/testing/render-app';
import { OrderCard } from './order-card';

function renderCard(order = buildOrder()) {
  const onCancel = vi.fn();
  const view = renderWithProviders(<OrderCard order={order} onCancel={onCancel} />);
  const card = screen.getByRole('article');
  // The status badges (the timeline below repeats words such as 'Paid').
  const badges = card.querySelector<HTMLElement>('.order-card__badges') as HTMLElement;
  return { ...view, card, badges, onCancel, order };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrderCard (spec §2, My Orders)', () => {
  it('shows image, product, price per piece, quantity and total, with Pay and Cancel while unpaid', async () => {
    const order = buildOrder({ productName: 'Ryzen 7 8700G', productPrice: 28500, quantity: 20 });
    const { card, badges, user, onCancel } = renderCard(order);

    expect(within(card).getByRole('heading', { name: 'Ryzen 7 8700G' })).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', order.productImage);
    expect(within(card).getByText('Price per piece').nextSibling).toHaveTextContent('Tk. 28,500');
    expect(within(card).getByText('Quantity').nextSibling).toHaveTextContent('20 pcs');
    expect(within(card).getByText('Total').nextSibling).toHaveTextContent('Tk. 570,000');
    expect(within(badges).getByText('Pending')).toBeInTheDocument();
    expect(within(badges).getByText('Unpaid')).toBeInTheDocument();
    expect(within(card).queryByText(/Transaction id/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Pay for Ryzen 7 8700G' })).toHaveAttribute(
      'href',
      `/payment/${order._id}`,
    );

    await user.click(within(card).getByRole('button', { name: 'Cancel Ryzen 7 8700G' }));
    expect(onCancel).toHaveBeenCalledWith(order);
  });

  it('shows Paid and the transaction id once paid; Cancel stays, Pay goes', () => {
    const { card, badges } = renderCard(
      buildOrder({ status: 'paid', isPaid: true, transactionId: 'pi_local_123' }),
    );

    expect(within(badges).getByText('Paid')).toBeInTheDocument();
    expect(within(badges).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('pi_local_123')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();
  });

  it('shows Delivered with neither Pay nor Cancel once delivered', () => {
    const { card, badges } = renderCard(buildDeliveredOrder({ transactionId: 'pi_1' }));

    expect(within(badges).getByText('Delivered')).toBeInTheDocument();
    expect(within(badges).getByText('Paid')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('offers to review a delivered order, opening Add Review with that order chosen', () => {
    const order = buildDeliveredOrder({
      productName: 'Ryzen 7 8700G',
      isReviewed: false,
      transactionId: 'pi_1',
    });
    const { card, badges } = renderCard(order);

    expect(within(card).getByRole('link', { name: 'Review Ryzen 7 8700G' })).toHaveAttribute(
      'href',
      `/dashboard/add-review?order=${order._id}`,
    );
    expect(within(badges).queryByText('Reviewed')).not.toBeInTheDocument();
  });

  it('marks a reviewed order and offers no second review (spec §4: once)', () => {
    const { card, badges } = renderCard(
      buildDeliveredOrder({
        isReviewed: true,
        transactionId: 'pi_1',
      }),
    );

    expect(within(badges).getByText('Reviewed')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Review/ })).not.toBeInTheDocument();
  });

  it('offers no review before delivery', () => {
    const { card } = renderCard(
      buildOrder({ status: 'paid', isPaid: true, isDelivered: false, transactionId: 'pi_1' }),
    );

    expect(within(card).queryByRole('link', { name: /^Review/ })).not.toBeInTheDocument();
  });

  it('shows Cancelled with neither Pay nor Cancel once cancelled', () => {
    const { card, badges } = renderCard(
      buildOrder({ status: 'cancelled', isPaid: true, transactionId: 'pi_2' }),
    );

    expect(within(badges).getByText('Cancelled')).toBeInTheDocument();
    expect(within(badges).queryByText('Paid')).not.toBeInTheDocument();
    expect(within(badges).queryByText('Unpaid')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('shows the timeline: placed and paid with their times, delivery still to come', () => {
    const { card } = renderCard(
      buildOrder({
        status: 'paid',
        isPaid: true,
        transactionId: 'pi_3',
        createdAt: '2026-03-01T08:00:00.000Z',
        paidAt: '2026-03-01T08:05:00.000Z',
      }),
    );

    const timeline = within(card).getByRole('list', { name: /^Progress of/ });
    expect(timeline.tagName).toBe('OL');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.order-timeline__label')?.textContent)).toEqual([
      'Placed',
      'Paid',
      'Delivered',
    ]);
    expect(steps[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T08:00:00.000Z');
    expect(steps[1]?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T08:05:00.000Z');
    expect(steps[2]?.querySelector('time')).toBeNull();
    expect(steps[2]).toHaveTextContent('Not shipped yet');
    // The shop's clock (Asia/Dhaka, UTC+6), as the admin pages, invoices and mails read the event.
    expect(steps[0]?.querySelector('time')).toHaveTextContent('1 Mar 2026, 14:00');
    expect(steps[0]?.querySelector('time')).toHaveAttribute(
      'title',
      '1 Mar 2026, 14:00 (Dhaka time)',
    );
    expect(steps[1]?.querySelector('time')).toHaveTextContent('1 Mar 2026, 14:05');
  });

  it('offers no invoice while unpaid', () => {
    const { card } = renderCard(buildOrder({ productName: 'Unpaid Part' }));
    expect(within(card).queryByRole('button', { name: /invoice/i })).not.toBeInTheDocument();
  });

  it('downloads the invoice of a paid order as the file the API names', async () => {
    const order = buildOrder({ productName: 'PX-9700', status: 'paid', isPaid: true });
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(new Blob(['%PDF-1.3 test']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="invoice-PL-2026-000007.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs: the browser's own, stubbed.
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { card, user } = renderCard(order);

    await user.click(within(card).getByRole('button', { name: 'Download invoice for PX-9700' }));

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain(`/api/orders/${order._id}/invoice`);
    expect(clicked[0]?.download).toBe('invoice-PL-2026-000007.pdf');
    expect(clicked[0]?.href).toBe('blob:invoice');
  });

  it('shows the API’s refusal when the invoice cannot be downloaded', async () => {
    const order = buildOrder({ productName: 'PX-9700', status: 'paid', isPaid: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'not_found', message: 'Order not found' } },
          { status: 404 },
        ),
      ),
    );
    const { card, user } = renderCard(order);

    await user.click(within(card).getByRole('button', { name: 'Download invoice for PX-9700' }));

    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });

  it('offers neither Pay nor an invoice while an order on account awaits approval, and may be cancelled', () => {
    const { card, badges } = renderCard(
      buildOrder({
        productName: 'PX-9700',
        status: 'awaiting_approval',
        paymentMethod: 'on_account',
        poNumber: 'PO-7781',
      }),
    );

    expect(within(badges).getByText('Awaiting approval')).toBeInTheDocument();
    expect(card).toHaveTextContent('PO PO-7781');
    expect(within(card).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: /^Download invoice/ }),
    ).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel PX-9700' })).toBeInTheDocument();
  });

  it('offers no Pay while an order by card awaits approval', () => {
    const { card, badges } = renderCard(buildOrder({ status: 'awaiting_approval' }));

    expect(within(badges).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('shows On account, the invoice and Cancel, without Pay, once confirmed on account', () => {
    const { card, badges } = renderCard(
      buildOrder({ productName: 'PX-9700', status: 'paid', paymentMethod: 'on_account' }),
    );

    expect(within(badges).getByText('On account')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Download invoice for PX-9700' }),
    ).toBeInTheDocument();
    // Cancelled before delivery, it gets a credit note (decision 310).
    expect(within(card).getByRole('button', { name: 'Cancel PX-9700' })).toBeInTheDocument();
  });

  it("shows an order on account's due date, and none for an order by card", () => {
    const { card, unmount } = renderCard(
      buildOrder({ status: 'paid', paymentMethod: 'on_account', dueDate: '2026-12-28' }),
    );
    const due = within(card).getByText('Due');
    expect(due.nextElementSibling).toHaveTextContent(/^28 December 2026$/);
    unmount();
    const paid = renderCard(buildOrder({ status: 'paid', isPaid: true, dueDate: null }));
    expect(within(paid.card).queryByText('Due')).not.toBeInTheDocument();
  });
});
