import { addDays, shopDay, type AdminOverview } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { errorReply, calledRoutes, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const today = shopDay();

function buildOverview(): AdminOverview {
  const revenueByDay = Array.from({ length: 30 }, (_, index) => ({
    day: addDays(today, index - 29),
    revenue: 0,
    orders: 0,
  }));
  revenueByDay[29] = { day: today, revenue: 215000, orders: 2 };
  revenueByDay[20] = { day: addDays(today, -9), revenue: 1400, orders: 1 };
  const top = (productName: string, revenue: number, quantity: number) => ({
    productId: crypto.randomUUID(),
    productName,
    revenue,
    quantity,
    orders: 1,
  });
  return {
    timeZone: 'Asia/Dhaka',
    from: addDays(today, -29),
    to: today,
    generatedAt: new Date().toISOString(),
    revenueByDay,
    revenueTotal: 216400,
    paidOrders: 3,
    ordersByStatus: [
      { status: 'unpaid', count: 4 },
      { status: 'paid', count: 2 },
      { status: 'delivered', count: 7 },
      { status: 'cancelled', count: 1 },
    ],
    readyToShip: 2,
    lateOrders: 1,
    openReturns: 0,
    topProducts: {
      byRevenue: [top('PX-9700 CPU', 215000, 10), top('CF-120 Fan', 1400, 40)],
      byQuantity: [top('CF-120 Fan', 1400, 40), top('PX-9700 CPU', 215000, 10)],
    },
    lowStock: {
      total: 1,
      products: [
        {
          _id: crypto.randomUUID(),
          productName: 'NV4 1 TB NVMe',
          minOrder: 10,
          availableQuantity: 30,
          heldQuantity: 15,
          buyable: 15,
        },
      ],
    },
  };
}

describe('/dashboard (bare)', () => {
  it('shows an admin the overview: figures, charts and the numbers behind them', async () => {
    mockApi({
      ...signedInAs('admin@partline.test', { admin: true }),
      'GET /api/admin/overview': buildOverview(),
    });
    const { user } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    const revenueToday = await screen.findByRole('group', { name: 'Revenue today' });
    expect(revenueToday).toHaveTextContent('Tk. 215,000');
    expect(revenueToday).toHaveTextContent('2 paid orders');
    expect(screen.getByRole('group', { name: 'Revenue, last 30 days' })).toHaveTextContent(
      'Tk. 216,400',
    );
    // Paid by card or confirmed on account: what may be delivered now.
    expect(screen.getByRole('group', { name: 'Ready to ship' })).toHaveTextContent(
      '2orders, paid or on account',
    );
    expect(screen.getByRole('group', { name: 'Low stock' })).toHaveTextContent('1');
    // Decision 321: the late orders link to the shipping queue.
    const late = screen.getByRole('group', { name: 'Late orders' });
    expect(within(late).getByRole('link', { name: '1' })).toHaveAttribute(
      'href',
      '/dashboard/shipping-queue',
    );
    expect(
      screen.getByRole('img', { name: /^Bar chart of revenue per day for the last 30 days/ }),
    ).toBeInTheDocument();

    const statuses = screen.getByRole('table', { name: 'Orders by status' });
    expect(within(statuses).getByRole('row', { name: /Delivered/ })).toHaveTextContent('7');
    expect(
      within(statuses).getByRole('row', { name: /Ready to ship \(paid or on account\)/ }),
    ).toHaveTextContent('2');
    expect(within(statuses).getByRole('row', { name: /All orders/ })).toHaveTextContent('14');
    const byRevenue = screen.getByRole('table', { name: 'Top products by revenue' });
    expect(within(byRevenue).getAllByRole('row')[1]).toHaveTextContent('PX-9700 CPU');
    const byPieces = screen.getByRole('table', { name: 'Top products by pieces' });
    expect(within(byPieces).getAllByRole('row')[1]).toHaveTextContent('CF-120 Fan');
    const lowStock = screen.getByRole('table', { name: 'Low stock' });
    expect(within(lowStock).getByRole('row', { name: /NV4 1 TB NVMe/ })).toHaveTextContent('15');
    expect(screen.getByRole('link', { name: 'Restock in Manage Product' })).toHaveAttribute(
      'href',
      '/dashboard/manage-product',
    );

    await user.click(screen.getByText('Show revenue by day as a table'));
    const days = screen.getByRole('table', { name: 'Revenue by day' });
    expect(within(days).getAllByRole('row')).toHaveLength(31);
    expect(within(days).getAllByRole('row')[1]).toHaveTextContent('Tk. 215,000');
  });

  it('keeps the welcome for a client, without asking for the overview', async () => {
    const fetchMock = mockApi(signedInAs('client@example.com', { name: 'Nasima Begum' }));
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome to your Dashboard, Nasima Begum',
      }),
    ).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).not.toContain('GET /api/admin/overview');
  });

  it('offers a retry when the overview cannot be loaded', async () => {
    mockApi({
      ...signedInAs('admin@partline.test', { admin: true }),
      'GET /api/admin/overview': errorReply(500, 'internal_error', 'Something went wrong'),
    });
    renderApp('/dashboard');

    expect(await screen.findByText('We could not load the overview.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
