import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildOrder } from '@/testing/data';
import {
  calledRoutes,
  listRoute,
  mockApi,
  pagedRoute,
  PENDING,
  type StubbedRequest,
} from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const email = 'farhana@example.com';
const ordersPath = `/api/orders/${encodeURIComponent(email)}`;

describe('/dashboard/my-orders (spec §2)', () => {
  it('shows a spinner while the orders load', async () => {
    mockApi({ ...signedInAs(email), [ordersPath]: PENDING });
    renderApp('/dashboard/my-orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByText('Loading your orders…')).toBeInTheDocument();
  });

  it('lists one card per order, newest first (asked of the API)', async () => {
    const newer = buildOrder({ productName: 'Newer Part' });
    const older = buildOrder({ productName: 'Older Part' });
    mockApi({ ...signedInAs(email), [ordersPath]: listRoute([newer, older]) });
    renderApp('/dashboard/my-orders');

    const list = await screen.findByRole('list', { name: 'Your orders' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Newer Part', 'Older Part']);
  });

  it('points to all products when there are no orders', async () => {
    mockApi({ ...signedInAs(email), [ordersPath]: [] });
    renderApp('/dashboard/my-orders');

    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/all-products',
    );
  });

  it("cancels after 'Do You Want to Cancel Your Order?' and says 'Order Cancelled Successfully'", async () => {
    const order = buildOrder({ productName: 'Ryzen 7 8700G' });
    let orders = [order];
    const fetchMock = mockApi({
      ...signedInAs(email),
      [ordersPath]: () => orders,
      [`DELETE /api/orders/${order._id}`]: () => {
        orders = [];
        return { deletedCount: 1, status: 'deleted' };
      },
    });
    const { user } = renderApp('/dashboard/my-orders');

    await user.click(await screen.findByRole('button', { name: 'Cancel Ryzen 7 8700G' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do You Want to Cancel Your Order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));

    expect(await screen.findByText('Order Cancelled Successfully')).toBeInTheDocument();
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).toContain(`DELETE /api/orders/${order._id}`);
  });

  it('keeps the order when the dialog is dismissed', async () => {
    const order = buildOrder({ productName: 'Ryzen 7 8700G' });
    const fetchMock = mockApi({ ...signedInAs(email), [ordersPath]: [order] });
    const { user } = renderApp('/dashboard/my-orders');

    await user.click(await screen.findByRole('button', { name: 'Cancel Ryzen 7 8700G' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));

    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(await calledRoutes(fetchMock)).not.toContain(`DELETE /api/orders/${order._id}`);
  });
});

describe("/dashboard/my-orders: 'Load more' (decision 210)", () => {
  it('reads 20 orders at a time, shows the next page on request, and hides the button on the last', async () => {
    const orders = Array.from({ length: 23 }, (_, index) =>
      buildOrder({ productName: `Part ${index + 1}` }),
    );
    const reply = pagedRoute(orders);
    let release: () => void = () => {};
    const fetchMock = mockApi({
      ...signedInAs(email),
      [ordersPath]: async (request: StubbedRequest) => {
        if (request.url.searchParams.has('cursor')) {
          await new Promise<void>((resolve) => (release = resolve));
        }
        return reply(request);
      },
    });
    const { user } = renderApp('/dashboard/my-orders');

    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(20);
    const more = screen.getByRole('button', { name: 'Load more orders' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveTextContent('Loading more orders…');
    release();

    await expect.poll(() => within(list).getAllByRole('heading', { level: 2 }).length).toBe(23);
    expect(within(list).getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent('Part 23');
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === ordersPath);
    expect(asked.map((url) => url.search)).toEqual([
      '?sort=newest&limit=20',
      '?sort=newest&limit=20&cursor=20',
    ]);
  });
});
