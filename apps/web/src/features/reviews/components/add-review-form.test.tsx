import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildDeliveredOrder } from '@/testing/data';
import { renderWithProviders } from '@/testing/render-app';
import { AddReviewForm } from './add-review-form';

const delivered = (productName: string) => buildDeliveredOrder({ productName });

describe('AddReviewForm', () => {
  it("chooses the order My Orders' 'Review' link names", () => {
    const orders = [delivered('Ryzen 7 8700G'), delivered('Crucial 32 GB DDR5')];
    renderWithProviders(
      <AddReviewForm orders={orders} onReviewed={vi.fn()} initialOrderId={orders[1]?._id} />,
    );

    expect(screen.getByLabelText('Order')).toHaveValue(orders[1]?._id);
  });

  it("names the delivery day in the shop's time zone (Asia/Dhaka), not UTC's", () => {
    // 20:30 UTC on 24 November is 02:30 on 25 November in Dhaka.
    const order = buildDeliveredOrder({
      productName: 'Ryzen 7 8700G',
      deliveredAt: '2026-11-24T20:30:00.000Z',
    });
    renderWithProviders(<AddReviewForm orders={[order]} onReviewed={vi.fn()} />);

    expect(screen.getByRole('option', { name: /delivered 25 November 2026$/ })).toBeInTheDocument();
  });

  it('chooses the newest order when the named one is not reviewable', () => {
    const orders = [delivered('Ryzen 7 8700G'), delivered('Crucial 32 GB DDR5')];
    renderWithProviders(
      <AddReviewForm orders={orders} onReviewed={vi.fn()} initialOrderId="not-an-order" />,
    );

    expect(screen.getByLabelText('Order')).toHaveValue(orders[0]?._id);
  });
});
