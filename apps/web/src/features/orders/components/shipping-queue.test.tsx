import type { FulfilmentWatchItem } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testId } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ShippingQueue } from './shipping-queue';

const route = '/api/admin/fulfilment';

function item(overrides: Partial<FulfilmentWatchItem> = {}): FulfilmentWatchItem {
  return {
    _id: testId(),
    orderNumber: 'SO-2026-000101',
    userName: 'Rahim Uddin',
    userEmail: 'rahim@example.com',
    companyName: 'Dhaka Traders Ltd',
    paidAt: '2026-11-20T06:00:00.000Z',
    address: 'Dhanmondi, Dhaka',
    sameCity: true,
    pieces: { ordered: 10, shipped: 4, backordered: 2, left: 4 },
    deadline: '2026-11-25',
    daysLeft: -2,
    late: true,
    ...overrides,
  };
}

describe('ShippingQueue (decision 321)', () => {
  it('lists the orders to ship with their pieces and deadline, a Late badge on late ones', async () => {
    mockApi({
      [route]: [
        item(),
        item({
          orderNumber: 'SO-2026-000102',
          companyName: null,
          sameCity: false,
          deadline: '2026-12-01',
          daysLeft: 3,
          late: false,
        }),
      ],
    });
    renderWithProviders(<ShippingQueue />);

    const table = await screen.findByRole('table', { name: 'Shipping queue' });
    const late = within(table).getByRole('row', { name: /SO-2026-000101/ });
    expect(late).toHaveTextContent('Dhaka Traders Ltd');
    expect(late).toHaveTextContent('25 Nov 2026');
    expect(late).toHaveTextContent('2 days late');
    expect(within(late).getByText('Late')).toBeInTheDocument();
    const onTime = within(table).getByRole('row', { name: /SO-2026-000102/ });
    expect(onTime).toHaveTextContent('3 days left');
    expect(onTime).toHaveTextContent('Outside the shop city');
    expect(within(onTime).queryByText('Late')).toBeNull();
  });

  it('says so when every paid order has shipped', async () => {
    mockApi({ [route]: [] });
    renderWithProviders(<ShippingQueue />);
    expect(await screen.findByText('Every paid order has shipped.')).toBeInTheDocument();
  });
});
