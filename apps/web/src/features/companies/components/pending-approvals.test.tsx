import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder, testId } from '@/testing/data';
import { calledRoutes, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { PendingApprovals } from './pending-approvals';

/** An order of two lines over its buyer's limit, on the company's account. */
function twoLineOrder() {
  const line = (productName: string, sku: string, quantity: number, unitPrice: number) => ({
    productId: testId(),
    sku,
    productName,
    productImage: '/uploads/demo/part.webp',
    quantity,
    unitPrice,
    lineTotal: quantity * unitPrice,
    priceList: null,
    listUnitPrice: null,
  });
  return buildOrder({
    userName: 'Rafiq Islam',
    userEmail: 'rafiq@meghna.example',
    status: 'awaiting_approval',
    createdAt: '2026-11-20T05:00:00.000Z',
    poNumber: 'PO-2211',
    address: 'Plot 9, Tejgaon\nDhaka 1208',
    paymentMethod: 'on_account',
    totalPrice: 2_212_500,
    lines: [
      line('Ryzen 7 7700X', 'PL-CPU-R7-7700X', 250, 8_750),
      line('DDR5 32 GB', 'PL-RAM-32', 10, 2_500),
    ],
  });
}

describe('PendingApprovals (decision 132)', () => {
  it('shows what is approved: buyer, date, lines, PO, address, payment and total', () => {
    mockApi({});
    renderWithProviders(<PendingApprovals orders={[twoLineOrder()]} />);

    const card = screen.getByRole('article', { name: 'Rafiq Islam’s order' });
    expect(card).toHaveTextContent('rafiq@meghna.example · placed 20 Nov 2026');
    const lines = within(card).getByRole('table', { name: "Lines of Rafiq Islam's order" });
    const rows = within(lines).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ryzen 7 7700X PL-CPU-R7-7700X250 pcsTk. 8,750Tk. 2,187,500');
    expect(rows[2]).toHaveTextContent('DDR5 32 GB PL-RAM-3210 pcsTk. 2,500Tk. 25,000');
    expect(rows).toHaveLength(3);
    expect(card).toHaveTextContent('TotalTk. 2,212,500');
    expect(card).toHaveTextContent('PO numberPO-2211');
    expect(card).toHaveTextContent('Deliver toPlot 9, Tejgaon Dhaka 1208');
    expect(card).toHaveTextContent("PaymentOn the company's account");
  });

  it('asks before approving, and approves only when confirmed', async () => {
    const order = twoLineOrder();
    const fetchMock = mockApi({
      [`POST /api/company/orders/${order._id}/approve`]: { modifiedCount: 1 },
    });
    const { user } = renderWithProviders(<PendingApprovals orders={[order]} />);
    const approve = screen.getByRole('button', {
      name: "Approve Rafiq Islam's order of Tk.\u00a02,212,500",
    });

    await user.click(approve);
    let dialog = await screen.findByRole('dialog', { name: 'Approve this order?' });
    expect(dialog).toHaveTextContent(
      "Rafiq Islam’s order of Tk. 2,212,500 (2 lines, PO PO-2211) goes ahead: it is confirmed on the company's account and invoiced.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await calledRoutes(fetchMock)).not.toContain(
      `POST /api/company/orders/${order._id}/approve`,
    );

    await user.click(approve);
    dialog = await screen.findByRole('dialog', { name: 'Approve this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve order' }));
    expect(await screen.findByText('Order approved')).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).toContain(
      `POST /api/company/orders/${order._id}/approve`,
    );
  });
});
