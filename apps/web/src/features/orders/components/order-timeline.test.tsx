import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '@/testing/data';
import { OrderTimeline } from './order-timeline';
import { renderWithI18n as render } from '@/testing/render-app';

describe('OrderTimeline', () => {
  it('shows a refunded payment as a step with its reason (decision 087)', () => {
    render(
      <OrderTimeline
        order={buildOrder({
          productName: 'Quad fan',
          createdAt: '2026-03-01T08:00:00.000Z',
          refusedPaymentAt: '2026-03-01T09:00:00.000Z',
          refusedPaymentReason: 'product_gone',
        })}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Progress of Quad fan' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Placed/),
      expect.stringMatching(/^Payment refundedThe product is no longer sold\d/),
      'PaidNo longer possible',
      'DeliveredAfter payment',
    ]);
    expect(within(steps[1]!).getByText(/2026/).tagName).toBe('TIME');
  });
});
