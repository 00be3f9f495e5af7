import { screen, within } from '@testing-library/react';
import { EXPORT_SALE_MESSAGES, type OrderDetail as OrderDetailData } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderLine } from '@/testing/data';
import { mockApi, sentBody, type StubbedRequest } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { OrderDetail } from './order-detail';

/** An order's page data: `buildOrder` with its invoice, quote and company. */
function buildDetail(overrides: Partial<OrderDetailData> = {}): OrderDetailData {
  return {
    ...buildOrder(),
    invoice: null,
    quote: null,
    companyName: null,
    shipments: [],
    returns: [],
    incotermChanges: [],
    ...overrides,
  };
}

describe('OrderDetail (decision 300)', () => {
  it("names an order on account's due date, the invoice's, beside the payment", () => {
    renderWithProviders(
      <OrderDetail
        order={buildDetail({
          status: 'paid',
          paymentMethod: 'on_account',
          invoice: {
            number: 'PL-2026-000042',
            issuedAt: '2026-11-28T08:00:00.000Z',
            dueDate: '2026-12-28',
          },
        })}
        canDownloadInvoice
      />,
    );
    const payment = screen.getByText('Payment').nextElementSibling;
    expect(payment).toHaveTextContent(/On account, due 28 December 2026$/);
  });

  it('names no due date for an order paid by card', () => {
    renderWithProviders(
      <OrderDetail order={buildDetail({ status: 'paid', isPaid: true })} canDownloadInvoice />,
    );
    expect(screen.getByText('Payment').nextElementSibling).not.toHaveTextContent(/due/);
  });

  it('names the provider that took an online payment, with its transaction', () => {
    renderWithProviders(
      <OrderDetail
        order={buildDetail({
          status: 'paid',
          isPaid: true,
          paymentProvider: 'sslcommerz',
          transactionId: 'SO-2026-000042',
        })}
        canDownloadInvoice
      />,
    );
    expect(screen.getByText('Payment').nextElementSibling).toHaveTextContent(
      /SSLCommerz · SO-2026-000042$/,
    );
  });

  it('names the price list under a line it priced, and nothing under a line at the list price (decision 320)', () => {
    renderWithProviders(
      <OrderDetail
        order={buildDetail({
          lines: [
            {
              ...buildOrderLine('PL-CPU-R7-7700X', 'Ryzen 7 7700X', 100, 1250),
              priceList: 'Distributors 2026',
              listUnitPrice: 1380,
            },
            buildOrderLine('PL-RAM-32', 'DDR5 32 GB', 10, 80),
          ],
        })}
        canDownloadInvoice
      />,
    );
    const [cpu, ram] = within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    expect(cpu).toHaveTextContent('Ryzen 7 7700X PL-CPU-R7-7700X at Tk. 1,250');
    expect(cpu).toHaveTextContent(/Price list: Distributors 2026$/);
    expect(ram).not.toHaveTextContent('Price list');
  });

  it("shows an export's incoterm and commercial invoice; the shop admin changes the incoterm (decision 323)", async () => {
    const order = buildDetail({
      status: 'paid',
      isPaid: true,
      companyId: crypto.randomUUID(),
      incoterm: 'FOB',
      incotermPlace: 'Chittagong',
      tax: { ...buildOrder().tax, zeroRated: true, vat: 0 },
    });
    const api = mockApi({
      [`PATCH /api/orders/${order._id}/incoterm`]: ({ body }: StubbedRequest) => ({
        ...order,
        ...(body as object),
      }),
    });
    // Its company's admin reads the commercial invoice as its buyer does.
    const { user } = renderWithProviders(
      <OrderDetail order={order} canDownloadInvoice={false} canShip />,
    );
    expect(screen.getByText('Incoterm').nextElementSibling).toHaveTextContent(/^FOB Chittagong/);
    expect(
      screen.getByRole('link', { name: `Download the commercial invoice of ${order.orderNumber}` }),
    ).toHaveAttribute('href', `/api/orders/${order._id}/commercial-invoice.pdf`);

    await user.click(screen.getByRole('button', { name: 'Change the incoterm' }));
    await user.selectOptions(screen.getByLabelText('Incoterm'), 'CIF');
    const place = screen.getByLabelText('Named place');
    expect(place).toHaveAccessibleDescription('The port of destination, e.g. Hamburg');
    await user.clear(place);
    await user.click(screen.getByRole('button', { name: 'Save incoterm' }));
    await screen.findByText(EXPORT_SALE_MESSAGES.placeRequired);
    expect(place).toHaveAccessibleDescription(
      expect.stringContaining(EXPORT_SALE_MESSAGES.placeRequired),
    );
    await user.type(place, 'Hamburg');
    await user.click(screen.getByRole('button', { name: 'Save incoterm' }));
    expect(await screen.findByText(EXPORT_SALE_MESSAGES.incotermSaved)).toBeInTheDocument();
    expect(sentBody(api, '/incoterm')).toEqual({ incoterm: 'CIF', incotermPlace: 'Hamburg' });
  });

  it('shows no incoterm, commercial invoice or change on a home order, nor a change once shipped', () => {
    const { unmount } = renderWithProviders(
      <OrderDetail
        order={buildDetail({ status: 'paid', isPaid: true })}
        canDownloadInvoice
        canShip
      />,
    );
    expect(screen.queryByText('Incoterm')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /commercial invoice/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <OrderDetail
        order={buildDetail({
          status: 'paid',
          companyId: crypto.randomUUID(),
          fulfilmentStatus: 'partially_shipped',
          incoterm: 'DAP',
          incotermPlace: 'Berlin',
          tax: { ...buildOrder().tax, zeroRated: true },
        })}
        canDownloadInvoice
        canShip
      />,
    );
    expect(screen.getByText('Incoterm').nextElementSibling).toHaveTextContent('DAP Berlin');
    expect(screen.queryByRole('button', { name: 'Change the incoterm' })).not.toBeInTheDocument();
  });
});
