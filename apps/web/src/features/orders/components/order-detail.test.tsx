import { screen, within } from '@testing-library/react';
import type { OrderDetail as OrderDetailData } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderLine } from '@/testing/data';
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
});
