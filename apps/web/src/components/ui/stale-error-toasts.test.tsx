import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { StaleErrorToasts } from './stale-error-toasts';

afterEach(() => {
  act(() => toast.remove());
});

/** Whether the toast saying `text` is shown (a dismissed one stays in the DOM, hidden, for 1 s). */
const isShown = (text: string) =>
  screen.getByText(text).closest('.app-toast-slot')?.classList.contains('is-visible') ?? false;

describe('StaleErrorToasts', () => {
  it('dismisses a card error once the following payment succeeds', async () => {
    renderWithProviders(<StaleErrorToasts />, { path: '/payment/1' });

    act(() => {
      toast.error('Your card was declined.');
    });
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(isShown('Your card was declined.')).toBe(true);

    // A later success: the error is about a moment that has passed.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      toast.success('Payment Successful, THANK YOU!');
    });

    expect(isShown('Payment Successful, THANK YOU!')).toBe(true);
    expect(isShown('Your card was declined.')).toBe(false);
  });

  it('keeps an error while nothing else happens', async () => {
    renderWithProviders(<StaleErrorToasts />);

    act(() => {
      toast.error('Order is not paid yet!');
    });

    expect(await screen.findByText('Order is not paid yet!')).toBeInTheDocument();
    expect(isShown('Order is not paid yet!')).toBe(true);
  });

  it("dismisses the page's errors on navigation, but not one raised with its redirect", async () => {
    const { router } = renderWithProviders(<StaleErrorToasts />, { path: '/payment/1' });

    act(() => {
      toast.error('Your card was declined.');
      toast.error('Only admins can open this page.', { id: 'admin-only' });
    });
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();

    await act(() => router.navigate('/dashboard/my-orders'));

    expect(isShown('Your card was declined.')).toBe(false);
    expect(isShown('Only admins can open this page.')).toBe(true);
  });
});
