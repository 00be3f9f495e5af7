import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildDeliveredOrder } from '@/testing/data';
import { listRoute, mockApi, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const email = 'farhana@example.com';
const deliveredPath = `/api/orders/${encodeURIComponent(email)}/true`;
const delivered = (overrides: Parameters<typeof buildDeliveredOrder>[0] = {}) =>
  buildDeliveredOrder({
    deliveredAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  });

describe('/dashboard/add-review (spec §2, §4)', () => {
  it('offers only delivered orders not reviewed yet', async () => {
    mockApi({
      ...signedInAs(email),
      [deliveredPath]: listRoute([
        delivered({ productName: 'Reviewed Part', isReviewed: true }),
        delivered({ productName: 'Fresh Part' }),
        delivered({ productName: 'Older Part' }),
      ]),
    });
    renderApp('/dashboard/add-review');

    const select = await screen.findByLabelText('Order');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Fresh Part — 10 pcs, delivered 14 March 2025',
      'Older Part — 10 pcs, delivered 14 March 2025',
    ]);
  });

  it('shows an empty state when there is nothing to review', async () => {
    mockApi({ ...signedInAs(email), [deliveredPath]: [delivered({ isReviewed: true })] });
    renderApp('/dashboard/add-review');

    expect(await screen.findByText('Nothing to review yet.')).toBeInTheDocument();
  });

  it("asks for a rating, then posts the review, says 'Review Added Successfully' and thanks the client", async () => {
    const order = delivered({ productName: 'Fresh Part' });
    let sent: unknown;
    mockApi({
      ...signedInAs(email),
      [deliveredPath]: () => [order],
      'POST /api/review': ({ body }: StubbedRequest) => {
        sent = body;
        return { insertedId: crypto.randomUUID() };
      },
    });
    const { user } = renderApp('/dashboard/add-review');

    await user.type(await screen.findByLabelText('Your Review'), 'Arrived early and works well.');
    await user.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText('Rating must be between 1 and 5')).toBeInTheDocument();

    const stars = screen.getByRole('group', { name: 'Rating, 1 to 5 stars' });
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument();
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add Review' })).toBeNull();
    expect(sent).toEqual({
      orderId: order._id,
      review: 'Arrived early and works well.',
      rating: 4,
    });
  });
});
