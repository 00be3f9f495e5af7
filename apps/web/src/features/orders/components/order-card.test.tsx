import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildOrder } from '@/testing/data';
import { renderWithProviders } from '@/testing/render-app';
import { OrderCard } from './order-card';

function renderCard(order = buildOrder()) {
  const onCancel = vi.fn();
  const view = renderWithProviders(<OrderCard order={order} onCancel={onCancel} />);
  return { ...view, card: screen.getByRole('article'), onCancel, order };
}

describe('OrderCard (spec §2, My Orders)', () => {
  it('shows image, product, price per piece, quantity and total, with Pay and Cancel while unpaid', async () => {
    const order = buildOrder({ productName: 'Ryzen 7 8700G', productPrice: 28500, quantity: 20 });
    const { card, user, onCancel } = renderCard(order);

    expect(within(card).getByRole('heading', { name: 'Ryzen 7 8700G' })).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', order.productImage);
    expect(within(card).getByText('Price per piece').nextSibling).toHaveTextContent('Tk. 28,500');
    expect(within(card).getByText('Quantity').nextSibling).toHaveTextContent('20 pcs');
    expect(within(card).getByText('Total').nextSibling).toHaveTextContent('Tk. 570,000');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('Unpaid')).toBeInTheDocument();
    expect(within(card).queryByText(/Transaction id/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Pay for Ryzen 7 8700G' })).toHaveAttribute(
      'href',
      `/payment/${order._id}`,
    );

    await user.click(within(card).getByRole('button', { name: 'Cancel Ryzen 7 8700G' }));
    expect(onCancel).toHaveBeenCalledWith(order);
  });

  it('shows Paid and the transaction id once paid; Cancel stays, Pay goes', () => {
    const { card } = renderCard(
      buildOrder({ status: 'paid', isPaid: true, transactionId: 'pi_local_123' }),
    );

    expect(within(card).getByText('Paid')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('pi_local_123')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();
  });

  it('shows Delivered with neither Pay nor Cancel once delivered', () => {
    const { card } = renderCard(
      buildOrder({ status: 'delivered', isPaid: true, isDelivered: true, transactionId: 'pi_1' }),
    );

    expect(within(card).getByText('Delivered')).toBeInTheDocument();
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('shows Cancelled with neither Pay nor Cancel once cancelled', () => {
    const { card } = renderCard(
      buildOrder({ status: 'cancelled', isPaid: true, transactionId: 'pi_2' }),
    );

    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByText('Paid')).not.toBeInTheDocument();
    expect(within(card).queryByText('Unpaid')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });
});
