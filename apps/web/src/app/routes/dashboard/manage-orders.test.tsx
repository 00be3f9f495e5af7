import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildOrder } from '@/testing/data';
import { errorReply, calledRoutes, listRoute, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { shownText } from '@/testing/queries';

const admin = 'admin@partline.test';

describe('/dashboard/manage-orders (spec §2, admin)', () => {
  it('lists every order with its client, payment state and placeholders for missing contact', async () => {
    const old = buildOrder({ productName: 'Old Part', address: null, phoneNumber: 'N/A' });
    mockApi({ ...signedInAs(admin, { admin: true }), 'GET /api/orders': [old] });
    renderApp('/dashboard/manage-orders');

    const table = await screen.findByRole('table', { name: 'All orders' });
    const row = within(table).getByRole('row', { name: /Old Part/ });
    expect(within(row).getByText('No address given')).toBeInTheDocument();
    expect(within(row).getByText('No phone given')).toBeInTheDocument();
    expect(within(row).getByText('Unpaid')).toBeInTheDocument();
    expect(row).toHaveTextContent('Tk. 14,000');
  });

  it("disables 'Deliver' on an unpaid card order, saying 'Order is not paid yet!'", async () => {
    const order = buildOrder({ productName: 'Unpaid Part' });
    const fetchMock = mockApi({
      ...signedInAs(admin, { admin: true }),
      'GET /api/orders': [order],
    });
    const { user } = renderApp('/dashboard/manage-orders');

    const deliver = await screen.findByRole('button', { name: /^Deliver Unpaid Part/ });
    expect(deliver).toBeDisabled();
    expect(deliver).toHaveAccessibleDescription('Order is not paid yet!');
    await user.click(deliver);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await calledRoutes(fetchMock)).not.toContain(`PUT /api/orders/${order._id}`);
  });

  it("shows in the row the order's number (to its page), date, client, company and PO", async () => {
    const order = buildOrder({
      productName: 'Company Part',
      orderNumber: 'SO-2026-000123',
      createdAt: '2026-11-28T08:05:00.000Z',
      userEmail: 'buyer@dhaka-systems.test',
      companyName: 'Dhaka Systems Ltd.',
      poNumber: 'PO-7781',
    });
    mockApi({ ...signedInAs(admin, { admin: true }), 'GET /api/orders': [order] });
    renderApp('/dashboard/manage-orders');

    const table = await screen.findByRole('table', { name: 'All orders' });
    const row = within(table).getByRole('row', { name: /Company Part/ });
    expect(
      within(row).getByRole('link', { name: 'Order SO-2026-000123: details' }),
    ).toHaveAttribute('href', '/dashboard/orders/SO-2026-000123');
    expect(within(row).getByText('28 Nov 2026')).toBeInTheDocument();
    expect(within(row).getByText('buyer@dhaka-systems.test')).toBeInTheDocument();
    expect(within(row).getByText('Dhaka Systems Ltd.')).toBeInTheDocument();
    expect(within(row).getByText('PO PO-7781')).toBeInTheDocument();
  });

  it("delivers a paid order after 'Do You Want to Deliver This Order?' and then shows 'Shipped'", async () => {
    let order = buildOrder({ productName: 'Paid Part', isPaid: true, status: 'paid' });
    const fetchMock = mockApi({
      ...signedInAs(admin, { admin: true }),
      'GET /api/orders': () => [order],
      [`PUT /api/orders/${order._id}`]: ({ body }: { body: unknown }) => {
        expect(body).toEqual({ isDelivered: true });
        order = { ...order, isDelivered: true, status: 'delivered' };
        return { modifiedCount: 1 };
      },
    });
    const { user } = renderApp('/dashboard/manage-orders');

    await user.click(await screen.findByRole('button', { name: /^Deliver Paid Part/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Do You Want to Deliver This Order?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Deliver' }));

    expect(await screen.findByText('Order Delivered')).toBeInTheDocument();
    expect(await screen.findByText('Shipped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Deliver Paid Part/ })).toBeNull();
    expect(await calledRoutes(fetchMock)).toContain(`PUT /api/orders/${order._id}`);
  });

  it('shows a server refusal as an error toast', async () => {
    const order = buildOrder({ productName: 'Paid Part', isPaid: true, status: 'paid' });
    mockApi({
      ...signedInAs(admin, { admin: true }),
      'GET /api/orders': [order],
      [`PUT /api/orders/${order._id}`]: errorReply(404, 'not_found', 'Order not found'),
    });
    const { user } = renderApp('/dashboard/manage-orders');

    await user.click(await screen.findByRole('button', { name: /^Deliver Paid Part/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Deliver' }));

    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });

  it('offers the invoice of paid orders only (decision 063)', async () => {
    const paid = buildOrder({
      productName: 'Paid Part',
      userName: 'Nasima Begum',
      isPaid: true,
      status: 'paid',
    });
    const unpaid = buildOrder({ productName: 'Unpaid Part', userName: 'Kamrul Hasan' });
    mockApi({
      ...signedInAs(admin, { admin: true }),
      'GET /api/orders': listRoute([paid, unpaid]),
    });
    renderApp('/dashboard/manage-orders');

    const table = await screen.findByRole('table', { name: 'All orders' });
    // Newest first, as asked of the API.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => /Paid Part|Unpaid Part/.exec(row.textContent ?? '')?.[0])).toEqual([
      'Paid Part',
      'Unpaid Part',
    ]);
    expect(
      within(table).getByRole('button', {
        name: 'Download invoice for Paid Part of Nasima Begum',
      }),
    ).toBeInTheDocument();
    const unpaidRow = within(table).getByRole('row', { name: /Unpaid Part/ });
    expect(within(unpaidRow).queryByRole('button', { name: /invoice/i })).toBeNull();
  });

  it("counts an order's lines and lists them with SKU, tier price and line total in its details (decision 126)", async () => {
    const line = (sku: string, productName: string, quantity: number, unitPrice: number) => ({
      productId: null,
      sku,
      productName,
      productImage: '',
      quantity,
      unitPrice,
      lineTotal: quantity * unitPrice,
      priceList: null,
      listUnitPrice: null,
    });
    const order = buildOrder({
      productName: 'Ryzen 7 7700X + 2 more',
      quantity: 160,
      totalPrice: 1_021_000,
      lines: [
        line('PL-CPU-7700X', 'Ryzen 7 7700X', 10, 32_000),
        line('PL-RAM-D5-32', 'DDR5 32 GB', 100, 5_800),
        line('PL-SSD-1TB', 'NVMe SSD 1 TB', 50, 2_220),
      ],
    });
    const single = buildOrder({ productName: 'Single Part' });
    mockApi({ ...signedInAs(admin, { admin: true }), 'GET /api/orders': [order, single] });
    const { user } = renderApp('/dashboard/manage-orders');

    const table = await screen.findByRole('table', { name: 'All orders' });
    const row = within(table).getByRole('row', { name: /Ryzen 7 7700X \+ 2 more/ });
    expect(within(row).getByText('3 lines')).toBeInTheDocument();
    const singleRow = within(table).getByRole('row', { name: /Single Part/ });
    expect(within(singleRow).queryByText(/\d lines?$/)).toBeNull();

    const toggle = within(row).getByRole('button', { name: /^Details Ryzen 7 7700X \+ 2 more/ });
    await user.click(toggle);
    // The row's details: at ≥ 992 px the Lines column is shown only there.
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const lines = within(details!).getByRole('list', { name: 'Lines' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => shownText(item)),
    ).toEqual([
      '10 pcs × Ryzen 7 7700X PL-CPU-7700X at Tk. 32,000 = Tk. 320,000',
      '100 pcs × DDR5 32 GB PL-RAM-D5-32 at Tk. 5,800 = Tk. 580,000',
      '50 pcs × NVMe SSD 1 TB PL-SSD-1TB at Tk. 2,220 = Tk. 111,000',
    ]);
  });
});
